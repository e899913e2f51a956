#!/usr/bin/env bash
# Installs what is missing, builds everything (Release) and runs the whole test suite through
# CTest, QML tests included, headless. Then, under CI (CI=true) or with ENTANGLION_SANITIZERS=1,
# the safety nets of scripts/sanitize.sh: the Qt-free tests and a seeded simulate under ASan+UBSan
# with assertions on, and the short fuzz runs of every reader (docs/building.md has the timings).
# ENTANGLION_SANITIZERS=0 skips them even under CI.
# Usage: bash scripts/test.sh [extra ctest arguments for the main suite]
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache keys paths relative to the repository, so a fresh clone anywhere hits the cache.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD}

bash scripts/bootstrap.sh
build_dir=${ENTANGLION_BUILD_DIR:-build}
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build_dir" --parallel "$(nproc)"
# Qt tests never need a display: they render offscreen.
export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$build_dir" --output-on-failure --parallel "$(nproc)" "$@"

default_sanitizers=0
[[ ${CI:-} == true ]] && default_sanitizers=1
if [[ ${ENTANGLION_SANITIZERS:-$default_sanitizers} == 1 ]]; then
    bash scripts/sanitize.sh
fi
