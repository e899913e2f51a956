#!/usr/bin/env bash
# The safety nets, as CI runs them (scripts/test.sh calls this; docs/building.md). One clang tree,
# build-sanitize/, compiled once with AddressSanitizer + UndefinedBehaviorSanitizer, assertions ON
# (-UNDEBUG: the rules' invariant check after every action and every assert run) and libFuzzer's
# coverage instrumentation, builds the Qt-free code, its tests, the programs they run and the
# libFuzzer harnesses (fuzz/). Then:
#  1. its CTest tests: every Qt-free GoogleTest suite (the CLI's and the server's included: they run
#     the sanitized programs), every fuzz seed and saved reproducer once, and seeded mutations of each
#     reader for a fixed time (docs/fuzzing.md);
#  2. a seeded `entanglion-cli simulate` in both rules variants (the random policy, then the
#     heuristic on two threads), each for a fixed time: the same games as a counted run, as many as
#     the time allows.
# Any sanitizer report fails the run (UBSan does not recover; ASan aborts).
# Usage: bash scripts/sanitize.sh [extra ctest arguments for step 1]
# Environment: ENTANGLION_SANITIZE_BUILD_DIR (build-sanitize), ENTANGLION_SANITIZE_SECONDS (seconds per
#   simulate run, 8), ENTANGLION_FUZZ_SECONDS (seconds of mutations per reader, 12),
#   ENTANGLION_SANITIZE_FUZZ=0 leaves out the fuzz entries.
set -euo pipefail
cd "$(dirname "$0")/.."
# ccache keys paths relative to the repository, so a fresh clone anywhere hits the cache.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD}
# This build carries line tables (-gline-tables-only), where ccache would also key on the build
# directory by default.
export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-true}

own_log=0
[[ -n ${ENTANGLION_STAGE_LOG:-} ]] || own_log=1
# shellcheck source=scripts/lib/stages.sh
source scripts/lib/stages.sh
# shellcheck source=scripts/lib/sanitize-build.sh
source scripts/lib/sanitize-build.sh
[[ $own_log == 0 ]] || trap stage_summary EXIT

bash scripts/bootstrap.sh
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

build_dir=${ENTANGLION_SANITIZE_BUILD_DIR:-build-sanitize}
fuzz_seconds=${ENTANGLION_FUZZ_SECONDS:-12}
stage "configure $build_dir/" configure_sanitize_build "$build_dir" -DENTANGLION_FUZZ_CTEST_SECONDS="$fuzz_seconds"
stage "build $build_dir/" cmake --build "$build_dir" --parallel "$(nproc)"
label_filter=()
[[ ${ENTANGLION_SANITIZE_FUZZ:-1} != 0 ]] || label_filter=(-LE fuzz)
# Three statistical tests play hundreds of searched or reviewed games: with every action checked they
# take 30-60 s each here (2-6 s in the main suite, where they run). Their code runs sanitized in the
# smaller tests: SearchPolicyTest's and ReviewTest's others, and the win estimates every review makes.
statistical='^(ReviewTest\.ATakeBackIsNobodysLuckOrChoiceAndTheTotalsStillAddUp|CalibrationTest\.PredictedWinProbabilitiesAgreeWithTheResultsOfHeuristicGames|SearchPolicyTest\.MoreBudgetWinsAtLeastAsOften)$'
ctest_stage "tests $build_dir/ (sanitized, fuzz)" --test-dir "$build_dir" --output-on-failure \
    --parallel "$(nproc)" -E "$statistical" "${label_filter[@]}" "$@"

seconds=${ENTANGLION_SANITIZE_SECONDS:-8}
for variant in board quantum; do
    stage "simulate random, $variant, ${seconds} s" "$build_dir/bin/entanglion-cli" simulate --games 10000000 \
        --policy random --seed 1 --variant "$variant" --seconds "$seconds"
    stage "simulate heuristic, $variant, ${seconds} s" "$build_dir/bin/entanglion-cli" simulate --games 10000000 \
        --policy heuristic --threads 2 --seed 1 --variant "$variant" --seconds "$seconds"
done
