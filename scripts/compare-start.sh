#!/usr/bin/env bash
# The desktop app's start, measured as docs/performance.md ("Desktop app") states its targets: the
# time to the first frame and the peak resident memory, offscreen, a new game. Runs each binary
# given in turn, RUNS rounds (alternating, so a busy machine weighs on all of them alike; the first
# round warms the file cache and is dropped), and prints each binary's medians.
# Usage: bash scripts/compare-start.sh [--runs N] BINARY [BINARY...] [-- extra app arguments]
# A binary that lacks --quit-after-first-frame is measured with --screenshot instead (say so with
# ENTANGLION_START_SCREENSHOT=1 for all, to compare like with like).
set -euo pipefail
runs=7
if [[ ${1:-} == --runs ]]; then
    runs=$2
    shift 2
fi
binaries=()
while [[ $# -gt 0 && $1 != -- ]]; do
    binaries+=("$1")
    shift
done
[[ ${1:-} == -- ]] && shift
if [[ ${#binaries[@]} -eq 0 ]]; then
    echo "usage: bash scripts/compare-start.sh [--runs N] BINARY [BINARY...] [-- app arguments]" >&2
    exit 2
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# A home of its own: no saved game is offered, no settings of the user's are read or changed.
export HOME=$scratch/home XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data QT_QPA_PLATFORM=offscreen
mkdir -p "$HOME"
for ((round = 0; round <= runs; ++round)); do
    for index in "${!binaries[@]}"; do
        binary=${binaries[$index]}
        how=(--quit-after-first-frame)
        if [[ ${ENTANGLION_START_SCREENSHOT:-0} == 1 ]] || ! "$binary" --help | grep -q -- --quit-after-first-frame; then
            how=(--screenshot "$scratch/frame.png")
        fi
        line=$(/usr/bin/time -f "peak %M" "$binary" --first-frame-time "${how[@]}" "$@" 2>&1 |
            grep -E "^first frame:|^peak" | tr '\n' ' ')
        [[ $round -eq 0 ]] || echo "$index $line" >>"$scratch/results"
    done
done
python3 - "$scratch/results" "${binaries[@]}" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
for index, binary in enumerate(sys.argv[2:]):
    mine = [r for r in rows if r[0] == str(index)]
    frames = [float(r[r.index("frame:") + 1]) for r in mine]
    peaks = [int(r[r.index("peak") + 1]) / 1024 for r in mine]
    print(f"{binary}: first frame median {statistics.median(frames):.0f} ms "
          f"(min {min(frames):.0f}, max {max(frames):.0f}), peak RSS median {statistics.median(peaks):.1f} MiB "
          f"({len(mine)} runs)")
PY
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
