# How qmlcachegen compiles the app's QML at build time.
#
# By default it writes each QML file's bindings and functions as bytecode (`--only-bytecode`): the
# app still loads no QML source at run time, and the generated file is a byte array that compiles
# in a fraction of a second. qmlcachegen's other output, C++ for every binding it can type, costs a
# 15-20 second compile per QML file (the 54 files were the largest single share of a cold build,
# docs/building.md) for bindings that run a few times per frame at most.
#
# ENTANGLION_QML_CPP=ON asks for the C++ again (to compare start-up or profile a binding).
option(ENTANGLION_QML_CPP "Compile the QML bindings to C++ ahead of time (qmlcachegen's C++ output)" OFF)

# entanglion_compile_qml(TARGET): applies the choice above to a qt_add_qml_module target.
function(entanglion_compile_qml target)
    if(NOT ENTANGLION_QML_CPP)
        set_property(TARGET ${target} APPEND PROPERTY QT_QMLCACHEGEN_ARGUMENTS --only-bytecode)
    endif()
endfunction()
