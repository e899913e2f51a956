#!/usr/bin/env bash
# Long fuzzing runs of the readers (docs/fuzzing.md): builds the libFuzzer harnesses (clang, ASan,
# UBSan, assertions on) and fuzzes each reader for SECONDS from its seed corpus
# (tests/fuzz/corpus/READER), then prints per reader the inputs executed and the outcome.
# Usage: bash scripts/fuzz.sh SECONDS [READER...]      readers: record board graph lesson message http (default: all)
# The harnesses build in the sanitized tree of scripts/sanitize.sh (build-sanitize/). Crash reproducers
# land in build-sanitize/fuzz-runs/artifacts-READER/; copy the ones worth keeping to
# tests/fuzz/regressions/READER/ (CTest then replays them on every run). New interesting inputs land
# in build-sanitize/fuzz-runs/READER/ (not in the repository).
set -uo pipefail
cd "$(dirname "$0")/.."
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD}

seconds=${1:-}
if ! [[ $seconds =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: bash scripts/fuzz.sh SECONDS [record|board|graph|lesson|message|http ...] (SECONDS: a whole number >= 1)" >&2
    exit 2
fi
shift
readers=("$@")
[[ ${#readers[@]} -gt 0 ]] || readers=(record board graph lesson message http)
for reader in "${readers[@]}"; do
    case $reader in
        record | board | graph | lesson | message | http) ;;
        *) echo "fuzz.sh: unknown reader '$reader' (record, board, graph, lesson, message or http)" >&2; exit 2 ;;
    esac
done

bash scripts/bootstrap.sh || exit 1
# shellcheck source=scripts/lib/sanitize-build.sh
source scripts/lib/sanitize-build.sh
fuzz_dir=${ENTANGLION_SANITIZE_BUILD_DIR:-build-sanitize}
configure_sanitize_build "$fuzz_dir" || exit 1
targets=()
for reader in "${readers[@]}"; do targets+=(--target "fuzz_$reader"); done
cmake --build "$fuzz_dir" --parallel "$(nproc)" "${targets[@]}" || exit 1

runs_dir="$fuzz_dir/fuzz-runs"
mkdir -p "$runs_dir"
summary=()
failed=0
for reader in "${readers[@]}"; do
    log="$runs_dir/$reader.log"
    echo "fuzz.sh: $reader for ${seconds}s (log: $log)"
    # HTTP heads: past the 8 KiB limit (libFuzzer's default length is 4 KiB), with HTTP's words (fuzz/CMakeLists.txt).
    extra=()
    [[ $reader != http ]] || extra=(-max_len=9000 -dict=fuzz/http.dict)
    bash fuzz/run_harness.sh mutate "$fuzz_dir/bin/fuzz_$reader" "tests/fuzz/corpus/$reader" "$runs_dir/$reader" \
        -max_total_time="$seconds" -seed="${ENTANGLION_FUZZ_SEED:-0}" "${extra[@]}" >"$log" 2>&1
    status=$?
    executed=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    if [[ -z $executed ]]; then
        # A crash stops libFuzzer before its final stats: take the last status line's count.
        executed=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')
    fi
    if [[ $status -eq 0 ]]; then
        outcome="no crash, hang or failed check"
    else
        failed=1
        problem=$(grep -m1 -E 'ERROR: (AddressSanitizer|libFuzzer|LeakSanitizer)|runtime error|fuzz harness:' "$log" |
            cut -c1-160)
        reproducer=$(grep -o "Test unit written to [^ ]*" "$log" | tail -1 | sed 's/Test unit written to //')
        outcome="FAILED: ${problem:-exit $status}${reproducer:+ (reproducer: $reproducer)}"
    fi
    summary+=("$(printf '%-7s %10s inputs  %s' "$reader" "${executed:-?}" "$outcome")")
done
echo
echo "fuzz.sh: ${seconds}s per reader"
printf '%s\n' "${summary[@]}"
exit $failed
