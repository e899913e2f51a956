#!/usr/bin/env bash
# Every QML file that uses a name of the project's shared modules imports that module: the Theme
# (Entanglion.Style) and the shared enums Ship, Galaxy and RulesVariant (Entanglion.Common). Without
# the import the name is undefined at run time: a Theme item falls back to Qt's defaults (a white
# panel on the dark screen) and an enum comparison is silently false, with only a warning in the
# log, which no screenshot comparison catches reliably.
set -euo pipefail
root="$1"
status=0
check() {  # check PATTERN MODULE
    while IFS= read -r file; do
        if ! grep -q "^import $2\$" "$file"; then
            echo "FAIL: $file uses a name of $2 but does not import $2" >&2
            status=1
        fi
    done < <(grep -rlE --include='*.qml' "$1" "$root/ui-qml" "$root/tests")
}
check 'Theme\.' Entanglion.Style
check '\b(Ship|Galaxy|RulesVariant)\.[A-Z]' Entanglion.Common
[[ $status -eq 0 ]] && echo "every QML file that uses the Theme or a shared enum imports its module"
exit $status
