#pragma once
// Many QTest classes in one program. Each test file registers its class with
// ENTANGLION_QTEST_MAIN(Class) (or the GUILESS / custom variants) where it used QTEST_MAIN, and the
// directory's one program (qtest_program_main.cpp) runs the class its first argument names:
//
//   ui_tests ModelsTest [QTest arguments...]
//
// CTest keeps one entry per class (tests/ui/CMakeLists.txt), so names, environments and timeouts stay
// as they were. One program per directory instead of one per file saves a moc step, a moc
// compilation and a link of the whole app library per test file (docs/building.md).
#include <QStringList>
#include <QtTest/QTest>

namespace entanglion::testing_qtest {

using ProgramMain = int (*)(int argc, char* argv[]);

/// Registers `main` under `name` (called from static initializers, before main()).
bool registerProgram(const char* name, ProgramMain main);

/// The arguments that select the running class again, for a test that starts its own program as a
/// child process: {name}.
QStringList selfArguments();

}  // namespace entanglion::testing_qtest

// QTEST_MAIN_WRAPPER's body (qtest.h), as a registered function instead of main().
#define ENTANGLION_QTEST_MAIN_WRAPPER(TestObject, ...)                         \
    static int entanglionQTestMain##TestObject(int argc, char* argv[]) {       \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();     \
        __VA_ARGS__                                                            \
        TestObject tc;                                                         \
        QTEST_SET_MAIN_SOURCE_PATH                                             \
        return QTest::qExec(&tc, argc, argv);                                  \
    }                                                                          \
    [[maybe_unused]] static const bool entanglionQTestRegistered##TestObject = \
        entanglion::testing_qtest::registerProgram(#TestObject, &entanglionQTestMain##TestObject);

/// QTEST_MAIN: the application class the test's Qt modules call for (QApplication with Widgets).
#define ENTANGLION_QTEST_MAIN(TestObject) ENTANGLION_QTEST_MAIN_WRAPPER(TestObject, QTEST_MAIN_SETUP())
/// QTEST_GUILESS_MAIN: a QCoreApplication.
#define ENTANGLION_QTEST_GUILESS_MAIN(TestObject) \
    ENTANGLION_QTEST_MAIN_WRAPPER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
/// A test with a main() of its own (set-up before the application exists): `function` is that main.
#define ENTANGLION_QTEST_CUSTOM_MAIN(TestObject, function)                     \
    [[maybe_unused]] static const bool entanglionQTestRegistered##TestObject = \
        entanglion::testing_qtest::registerProgram(#TestObject, &function);
