#!/usr/bin/env bash
# Fails when a tracked C++ file differs from the root .clang-format (CI runs it as the ctest
# `format_check`). Fix with: bash scripts/check-format.sh --fix
set -euo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || { echo "check-format: clang-format is missing; run: bash scripts/bootstrap.sh" >&2; exit 1; }
mapfile -t files < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find . -path ./build -prune -o \( -name '*.cpp' -o -name '*.h' \) -print)
if [[ ${1:-} == --fix ]]; then
    clang-format -i "${files[@]}"
    exit 0
fi
if ! clang-format --dry-run --Werror "${files[@]}" 2>/tmp/clang-format-drift.$$; then
    grep -o '^[^:]*:[0-9]*' /tmp/clang-format-drift.$$ | sort -u | head -40 >&2
    echo "check-format: the files above differ from .clang-format; run: bash scripts/check-format.sh --fix" >&2
    rm -f /tmp/clang-format-drift.$$
    exit 1
fi
rm -f /tmp/clang-format-drift.$$
echo "check-format: ${#files[@]} files match .clang-format"
