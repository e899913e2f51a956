# Stage timings for scripts/test.sh and scripts/sanitize.sh (sourced, not run): each stage's wall time
# and, for a CTest stage, its count of tests, appended to one log so the summary at the end of
# test.sh covers the sanitizer script's stages too (docs/building.md, "Where the time goes").
#   stage NAME COMMAND...        runs COMMAND, records NAME and its seconds; fails as COMMAND fails
#   ctest_stage NAME ARGS...     runs `ctest ARGS...`, also records the tests run and failed
#   stage_summary                prints the table and the totals
# ENTANGLION_STAGE_LOG names the log; the first script to source this file without it starts a new one.

if [[ -z ${ENTANGLION_STAGE_LOG:-} ]]; then
    ENTANGLION_STAGE_LOG=$(mktemp "${TMPDIR:-/tmp}/entanglion-stages.XXXXXX")
    export ENTANGLION_STAGE_LOG
fi
: "${ENTANGLION_RUN_START:=$(date +%s)}"
export ENTANGLION_RUN_START

stage() {
    local name=$1 start status
    shift
    start=$(date +%s)
    status=0
    "$@" || status=$?
    printf '%s\t%s\t\t\n' "$name" "$(($(date +%s) - start))" >>"$ENTANGLION_STAGE_LOG"
    return "$status"
}

ctest_stage() {
    local name=$1 start status output total failed
    shift
    start=$(date +%s)
    output=$(mktemp "${TMPDIR:-/tmp}/entanglion-ctest.XXXXXX")
    status=0
    ctest "$@" 2>&1 | tee "$output" || status=$?
    # CTest's closing line: "100% tests passed, 0 tests failed out of 759".
    total=$(grep -Eo 'tests failed out of [0-9]+' "$output" | grep -Eo '[0-9]+$' | tail -1)
    failed=$(grep -Eo '[0-9]+ tests failed out of' "$output" | grep -Eo '^[0-9]+' | tail -1)
    rm -f "$output"
    printf '%s\t%s\t%s\t%s\n' "$name" "$(($(date +%s) - start))" "${total:-0}" "${failed:-0}" >>"$ENTANGLION_STAGE_LOG"
    return "$status"
}

stage_summary() {
    local total=0 failed=0
    echo
    echo "Stages (wall-clock seconds; tests run, failed):"
    while IFS=$'\t' read -r name seconds tests failures; do
        if [[ -n $tests ]]; then
            printf '  %-34s %6s s  %5s tests, %s failed\n' "$name" "$seconds" "$tests" "$failures"
            total=$((total + tests))
            failed=$((failed + failures))
        else
            printf '  %-34s %6s s\n' "$name" "$seconds"
        fi
    done <"$ENTANGLION_STAGE_LOG"
    printf '  %-34s %6s s\n' "whole run" "$(($(date +%s) - ENTANGLION_RUN_START))"
    echo "tests: $((total - failed)) passed, $failed failed"
}
