#!/usr/bin/env bash
# Installs what is missing, builds everything (Release) and runs the whole test suite through
# CTest, QML tests included, headless; then the WebAssembly build and the web client's tests. Then,
# under CI (CI=true) or with ENTANGLION_SANITIZERS=1,
# the safety nets of scripts/sanitize.sh: one clang tree with ASan+UBSan and assertions on, its
# Qt-free tests, the fuzz harnesses and seeded simulations, each sized to a fixed time.
# ENTANGLION_SANITIZERS=0 skips them even under CI. Ends with each stage's time and the count of
# tests run (docs/building.md has the figures of a cold run).
# Usage: bash scripts/test.sh [extra ctest arguments for the main suite, e.g. -R Rules; the web
#        client's stages then wait for a full run]
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache keys paths relative to the repository, so a fresh clone anywhere hits the cache.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD}

unset ENTANGLION_STAGE_LOG ENTANGLION_RUN_START
# shellcheck source=scripts/lib/stages.sh
source scripts/lib/stages.sh
trap stage_summary EXIT

stage "packages (bootstrap.sh)" bash scripts/bootstrap.sh
build_dir=${ENTANGLION_BUILD_DIR:-build}
stage "configure $build_dir/" cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
stage "build $build_dir/" cmake --build "$build_dir" --parallel "$(nproc)"
# Qt tests never need a display: they render offscreen.
export QT_QPA_PLATFORM=offscreen
ctest_stage "tests $build_dir/" --test-dir "$build_dir" --output-on-failure --parallel "$(nproc)" "$@"

# The engine in the browser (web/README.md): the Qt-free core and its binding built to WebAssembly with
# emscripten (the "wasm" preset), the page built by Vite, then its tests: the client's unit tests, the
# binding against this build's entanglion-cli, and the page in headless chromium. A run filtered with
# CTest arguments (`-R Rules`, the quick loop after a change) leaves them to a full run.
if [[ $# -eq 0 ]]; then
    wasm_dir=${ENTANGLION_WASM_BUILD_DIR:-build-wasm}
    stage "configure $wasm_dir/ (emscripten)" cmake --preset wasm -B "$wasm_dir" \
        -DENTANGLION_NATIVE_CLI="$PWD/$build_dir/bin/entanglion-cli" \
        -DENTANGLION_NATIVE_SERVER="$PWD/$build_dir/bin/entanglion-server" >/dev/null
    stage "build $wasm_dir/ (wasm, vite)" cmake --build "$wasm_dir" --parallel "$(nproc)"
    ctest_stage "web tests $wasm_dir/" --test-dir "$wasm_dir" --output-on-failure --parallel "$(nproc)"
else
    echo "test.sh: a filtered run (ctest $*): the web client's build and tests run in a full run only"
fi

default_sanitizers=0
[[ ${CI:-} == true ]] && default_sanitizers=1
if [[ ${ENTANGLION_SANITIZERS:-$default_sanitizers} == 1 ]]; then
    bash scripts/sanitize.sh
fi
