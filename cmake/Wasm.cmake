# The WebAssembly build (EMSCRIPTEN, the "wasm" preset): only the Qt-free libraries the browser's
# binding links (the table's and the lessons'), from the same targets as the native build, and the
# binding itself (web/binding).
# No tests, tools, server or UI: the native build has them. Included by the top-level CMakeLists.txt.

# Header-only dependencies from Debian, outside emscripten's sysroot. /usr/include itself must not
# be on the include path (glibc's headers would shadow emscripten's libc), so nlohmann-json is
# reached through a folder holding only a link to it.
set(ENTANGLION_WASM_HEADERS ${CMAKE_BINARY_DIR}/host-headers)
file(MAKE_DIRECTORY ${ENTANGLION_WASM_HEADERS})
file(CREATE_LINK /usr/include/nlohmann ${ENTANGLION_WASM_HEADERS}/nlohmann SYMBOLIC)
if(NOT EXISTS /usr/include/eigen3/Eigen/Dense OR NOT EXISTS /usr/include/nlohmann/json.hpp)
    message(FATAL_ERROR "the wasm build needs libeigen3-dev and nlohmann-json3-dev (scripts/bootstrap.sh)")
endif()
add_library(Eigen3::Eigen INTERFACE IMPORTED)
target_include_directories(Eigen3::Eigen SYSTEM INTERFACE /usr/include/eigen3)
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
target_include_directories(nlohmann_json::nlohmann_json SYSTEM INTERFACE ${ENTANGLION_WASM_HEADERS})

# game/policies and game/analysis link Threads: without -pthread emscripten gives the single-threaded
# libc (std::thread cannot start, and the binding never asks one to: it plays with one thread).
find_package(Threads REQUIRED)

find_program(CCACHE_PROGRAM ccache)
if(CCACHE_PROGRAM)
    set(CMAKE_CXX_COMPILER_LAUNCHER ${CCACHE_PROGRAM})
endif()
add_compile_options(-Wall -Wextra -Wpedantic)
# The rules' readers report a malformed record by throwing: emscripten catches only when asked.
add_compile_options(-fexceptions)
add_link_options(-fexceptions)
add_compile_options(-include ${PROJECT_SOURCE_DIR}/cmake/wasm/floating_from_chars.h)

# EXCLUDE_FROM_ALL: a folder's other targets (the review, the classroom tools) are built only when
# the binding links them.
add_subdirectory(util EXCLUDE_FROM_ALL)
add_subdirectory(statevector EXCLUDE_FROM_ALL)
add_subdirectory(game EXCLUDE_FROM_ALL)
# The lessons (their runner, solver and the shipped course compiled in) and lessons/session.
add_subdirectory(lessons EXCLUDE_FROM_ALL)
add_subdirectory(web/binding)
# The web client and its tests (CTest in this tree: ctest --test-dir build-wasm).
enable_testing()
add_subdirectory(web)
