#!/usr/bin/env bash
# The safety nets, as CI runs them (scripts/test.sh calls this; docs/building.md):
#  1. The Qt-free code and its tests built with AddressSanitizer + UndefinedBehaviorSanitizer and
#     assertions ON (-UNDEBUG: the rules' invariant check after every action and every assert run),
#     the CTest tests, then a seeded `entanglion-cli simulate` in both rules variants (the random
#     policy, then the heuristic on two threads).
#  2. The libFuzzer harnesses (fuzz/, clang) and their CTest entries: every seed and saved
#     reproducer once, then a short deterministic run of mutations per reader (docs/fuzzing.md).
# Any sanitizer report fails the run (UBSan does not recover; ASan aborts).
# Usage: bash scripts/sanitize.sh [extra ctest arguments for step 1]
# Environment: ENTANGLION_ASAN_BUILD_DIR (build-asan), ENTANGLION_FUZZ_BUILD_DIR (build-fuzz),
#              ENTANGLION_SANITIZE_GAMES (games per variant, 2000), ENTANGLION_SANITIZE_FUZZ=0 skips step 2.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache keys paths relative to the repository, so a fresh clone anywhere hits the cache.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD}
# These builds carry debug info (-g), where ccache would also key on the build directory by default.
export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-true}

bash scripts/bootstrap.sh
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

build_dir=${ENTANGLION_ASAN_BUILD_DIR:-build-asan}
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DENTANGLION_SANITIZE=ON \
    -DENTANGLION_ASSERTIONS=ON -DENTANGLION_BUILD_UI=OFF -DENTANGLION_BUILD_BENCH=OFF >/dev/null
cmake --build "$build_dir" --parallel "$(nproc)"
ctest --test-dir "$build_dir" --output-on-failure --parallel "$(nproc)" "$@"

games=${ENTANGLION_SANITIZE_GAMES:-2000}
for variant in board quantum; do
    echo "sanitize: simulate --games $games --variant $variant --seed 1"
    "$build_dir/bin/entanglion-cli" simulate --games "$games" --policy random --seed 1 --variant "$variant"
    echo "sanitize: simulate --games $games --policy heuristic --threads 2 --variant $variant --seed 1"
    "$build_dir/bin/entanglion-cli" simulate --games "$games" --policy heuristic --threads 2 --seed 1 --variant "$variant"
done

if [[ ${ENTANGLION_SANITIZE_FUZZ:-1} != 0 ]]; then
    fuzz_dir=${ENTANGLION_FUZZ_BUILD_DIR:-build-fuzz}
    CC=clang CXX=clang++ cmake -S . -B "$fuzz_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DENTANGLION_FUZZ=ON >/dev/null
    cmake --build "$fuzz_dir" --parallel "$(nproc)"
    ctest --test-dir "$fuzz_dir" --output-on-failure --parallel "$(nproc)"
fi
