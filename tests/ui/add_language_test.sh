#!/usr/bin/env bash
# scripts/add-language.sh: a new language's .ts file holds every source string, all unfinished, with
# the language's plural forms (German: two), and a bad or existing code is refused with exit 2.
set -euo pipefail
script="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ENTANGLION_I18N_DIR="$work" bash "$script" de >/dev/null
ts="$work/entanglion_de.ts"
grep -q '<TS version="2.1" language="de">' "$ts"
messages=$(grep -c '<message' "$ts")
unfinished=$(grep -c 'type="unfinished"' "$ts")
[[ "$messages" -gt 400 && "$messages" == "$unfinished" ]] || { echo "$messages messages, $unfinished unfinished" >&2; exit 1; }
# Every plural message has German's two forms.
plural=$(grep -c '<message numerus="yes">' "$ts")
forms=$(grep -c '<numerusform>' "$ts")
[[ "$plural" -gt 0 && "$forms" == $((2 * plural)) ]] || { echo "$plural plural messages, $forms forms" >&2; exit 1; }
if ENTANGLION_I18N_DIR="$work" bash "$script" de 2>/dev/null; then echo "an existing file was overwritten" >&2; exit 1; fi
status=0; ENTANGLION_I18N_DIR="$work" bash "$script" "x y" 2>/dev/null || status=$?
[[ $status == 2 ]] || { echo "a bad code gave exit $status, not 2" >&2; exit 1; }
echo "add-language.sh: $messages messages to translate"
