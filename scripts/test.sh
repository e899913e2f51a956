#!/usr/bin/env bash
# Installs what is missing, builds everything (Release) and runs the whole test suite through
# CTest, QML tests included, headless. Usage: bash scripts/test.sh [extra ctest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh
build_dir=${ENTANGLION_BUILD_DIR:-build}
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build_dir" --parallel "$(nproc)"
# Qt tests never need a display: they render offscreen.
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$build_dir" --output-on-failure --parallel "$(nproc)" "$@"
