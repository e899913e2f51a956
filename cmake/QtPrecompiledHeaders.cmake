# Precompiled headers for the Qt code: the app's QML libraries and the Qt test programs.
#
# Every one of these files parses Qt's headers and Eigen's (through the engine's state types):
# about 1,000 headers and 200,000 lines before its own first line. Parsed once per directory and
# reused, a UI test file compiles in about a third of the time (docs/building.md has the figures).
# The Qt-free code needs none: its unity batches already parse each header once per batch.
#
# ENTANGLION_PRECOMPILED_HEADERS=OFF turns them off (to check that every file includes what it uses).
option(ENTANGLION_PRECOMPILED_HEADERS "Precompile Qt's and Eigen's headers for the Qt targets" ON)

# Only headers that change with Qt's or Eigen's package: a change to one of the project's headers
# never rebuilds a precompiled header.
set(ENTANGLION_QT_PRECOMPILED_HEADERS
    <memory> <optional> <string> <vector> <Eigen/Core>
    <QtCore/QObject> <QtCore/QString> <QtCore/QVariant> <QtCore/QAbstractListModel> <QtCore/QDir>
    <QtCore/QFile> <QtCore/QSettings> <QtGui/QImage> <QtQml/QQmlEngine> <QtQuick/QQuickItem>)
set(ENTANGLION_QT_TEST_PRECOMPILED_HEADERS
    ${ENTANGLION_QT_PRECOMPILED_HEADERS} <QtCore/QTemporaryDir> <QtCore/QStandardPaths> <QtCore/QProcess>
    <QtGui/QGuiApplication> <QtQml/QQmlApplicationEngine> <QtQml/QQmlContext> <QtQml/QQmlComponent>
    <QtQuick/QQuickWindow> <QtTest/QTest> <QtTest/QSignalSpy>)

# entanglion_precompile_qt_headers(TARGET): a library's own precompiled header.
function(entanglion_precompile_qt_headers target)
    if(ENTANGLION_PRECOMPILED_HEADERS)
        target_precompile_headers(${target} PRIVATE ${ENTANGLION_QT_PRECOMPILED_HEADERS})
    endif()
endfunction()

# entanglion_share_test_precompiled_headers(TARGET): the first test program of a directory builds
# the header and every later one reuses it. The programs of one directory are made by one function
# with the same flags and libraries, as reuse requires.
function(entanglion_share_test_precompiled_headers target)
    if(NOT ENTANGLION_PRECOMPILED_HEADERS)
        return()
    endif()
    get_directory_property(owner ENTANGLION_TEST_PCH_OWNER)
    if(owner)
        target_precompile_headers(${target} REUSE_FROM ${owner})
    else()
        target_precompile_headers(${target} PRIVATE ${ENTANGLION_QT_TEST_PRECOMPILED_HEADERS})
        set_directory_properties(PROPERTIES ENTANGLION_TEST_PCH_OWNER ${target})
    endif()
endfunction()

# One QTest program per test directory (tests/common/qtest_program.h): each test file registers its
# class, and CTest keeps one entry per class. A program per file would repeat the moc step, the moc
# compilation and the link of the whole app library for every file.
#
# entanglion_qtest_class(PROGRAM TEST_NAME CLASS SOURCES... [ARGS args...]): the CTest entry
# TEST_NAME runs `PROGRAM CLASS args...`; SOURCES join PROGRAM's sources.
function(entanglion_qtest_class program test_name class)
    cmake_parse_arguments(ARG "" "" "ARGS" ${ARGN})
    set_property(DIRECTORY APPEND PROPERTY ENTANGLION_QTEST_SOURCES_${program} ${ARG_UNPARSED_ARGUMENTS})
    add_test(NAME ${test_name} COMMAND ${program} ${class} ${ARG_ARGS})
endfunction()

# entanglion_qtest_program(PROGRAM [SOURCES...]): the program of the classes registered above (and of
# SOURCES), with the directory's shared precompiled header.
function(entanglion_qtest_program program)
    get_directory_property(sources ENTANGLION_QTEST_SOURCES_${program})
    list(REMOVE_DUPLICATES sources)
    qt_add_executable(${program} ${PROJECT_SOURCE_DIR}/tests/common/qtest_program_main.cpp
                                 ${PROJECT_SOURCE_DIR}/tests/common/qtest_program.h ${sources} ${ARGN})
    target_include_directories(${program} PRIVATE ${PROJECT_SOURCE_DIR})
    entanglion_share_test_precompiled_headers(${program})
endfunction()
