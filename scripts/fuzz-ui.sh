#!/usr/bin/env bash
# A long run of the random-input UI fuzzer (tests/ui/fuzz): N inputs from SEED on the real window.
# Usage: bash scripts/fuzz-ui.sh N [SEED] [BUILD_DIR]   (builds ui_tests first: the class FuzzUiTest; docs/accessibility.md)
set -euo pipefail
count=${1:?usage: fuzz-ui.sh N [SEED] [BUILD_DIR]}
seed=${2:-1}
build=${3:-build}
[[ "$count" =~ ^[0-9]+$ && "$seed" =~ ^[0-9]+$ ]] || { echo "fuzz-ui.sh: N and SEED must be whole numbers" >&2; exit 2; }
cmake --build "$build" --target ui_tests -j2 >/dev/null
FUZZ_UI_COUNT=$count FUZZ_UI_SEED=$seed QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software \
    "$build/bin/ui_tests" FuzzUiTest -maxwarnings 0
