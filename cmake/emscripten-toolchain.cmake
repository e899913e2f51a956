# The WebAssembly build (web/README.md): Debian's emscripten toolchain, plus what a Debian machine
# needs around it. Used by the "wasm" preset in CMakePresets.json; the native build never reads it.
include(/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake)

# emcc's JavaScript passes require Debian's node-acorn, which lives in /usr/share/nodejs: Debian's
# node searches there by itself, a node from elsewhere (NodeSource) only when told.
set(CMAKE_CXX_LINKER_LAUNCHER ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
