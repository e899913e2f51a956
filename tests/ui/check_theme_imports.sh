#!/usr/bin/env bash
# Every QML file that draws with the Theme imports its module (Entanglion.Style). Without the import
# Theme is undefined at run time: the item falls back to Qt's defaults (a white panel on the dark
# screen) with only a warning in the log, which no screenshot comparison catches reliably.
set -euo pipefail
root="$1"
status=0
while IFS= read -r file; do
    if ! grep -q '^import Entanglion.Style' "$file"; then
        echo "FAIL: $file uses Theme but does not import Entanglion.Style" >&2
        status=1
    fi
done < <(grep -rl --include='*.qml' 'Theme\.' "$root/ui-qml")
[[ $status -eq 0 ]] && echo "every QML file that uses Theme imports Entanglion.Style"
exit $status
