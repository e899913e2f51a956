#!/usr/bin/env bash
# Builds the Qt-free code and its tests with AddressSanitizer + UndefinedBehaviorSanitizer and
# runs them. Any sanitizer report fails the run (UBSan does not recover; ASan aborts).
# Usage: bash scripts/sanitize.sh [extra ctest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/bootstrap.sh
build_dir=${ENTANGLION_ASAN_BUILD_DIR:-build-asan}
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DENTANGLION_SANITIZE=ON \
    -DENTANGLION_BUILD_UI=OFF -DENTANGLION_BUILD_BENCH=OFF >/dev/null
cmake --build "$build_dir" --parallel "$(nproc)"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir "$build_dir" --output-on-failure --parallel "$(nproc)" "$@"
