#!/usr/bin/env bash
# Runs one libFuzzer harness (fuzz/CMakeLists.txt's CTest entries, scripts/fuzz.sh).
#   run_harness.sh replay HARNESS CORPUS_DIR REGRESSION_DIR
#       every file of both directories once (seeds and saved reproducers)
#   run_harness.sh mutate HARNESS CORPUS_DIR SCRATCH_DIR [libFuzzer options...]
#       fuzzes from the corpus; new inputs land in SCRATCH_DIR (emptied first), crash reproducers
#       in SCRATCH_DIR/../artifacts-NAME/
# Exit status: the harness's (non-zero on a crash, a leak, a hang past -timeout or an exception).
set -euo pipefail
mode=$1 harness=$2 corpus=$3 other=$4
shift 4
# Fail on any sanitizer report, with a stack trace.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
common=(-timeout=10 -rss_limit_mb=2048)
case $mode in
    replay)
        files=()
        for dir in "$corpus" "$other"; do
            [[ -d $dir ]] || continue
            while IFS= read -r -d '' file; do files+=("$file"); done < <(find "$dir" -type f -print0 | sort -z)
        done
        if [[ ${#files[@]} -eq 0 ]]; then
            echo "run_harness: no input in $corpus or $other" >&2
            exit 1
        fi
        # One process per file: libFuzzer stops at the first crash, and every failing file should be named.
        failed=()
        for file in "${files[@]}"; do
            "$harness" "${common[@]}" "$file" || failed+=("$file")
        done
        echo "run_harness: $(basename "$harness"): ${#files[@]} file(s) replayed, ${#failed[@]} failing"
        for file in "${failed[@]}"; do echo "run_harness: FAILING: $file"; done
        [[ ${#failed[@]} -eq 0 ]]
        ;;
    mutate)
        artifacts="$(dirname "$other")/artifacts-$(basename "$other")/"
        rm -rf "$other"
        mkdir -p "$other" "$artifacts"
        "$harness" "${common[@]}" -dict="$(dirname "$0")/json.dict" -artifact_prefix="$artifacts" \
            -print_final_stats=1 "$@" "$other" "$corpus"
        ;;
    *)
        echo "run_harness: unknown mode '$mode' (replay or mutate)" >&2
        exit 2
        ;;
esac
