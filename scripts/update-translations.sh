#!/usr/bin/env bash
# Refreshes the translation sources ui-qml/i18n/entanglion_<lang>.ts from every qsTr()/tr() in
# ui-qml/ (QML and C++): new strings appear as unfinished entries, removed ones are dropped.
# Translate the unfinished entries (Qt Linguist, or by hand), then check with
#   bash scripts/update-translations.sh --check
# which runs the same lupdate into a temporary copy and fails when the committed files differ from
# it, or when any entry is unfinished, obsolete or vanished (the CTest test
# translations_up_to_date runs this check). Line numbers are not stored (-locations none), so
# moving code never changes the .ts files. --check also runs scripts/check-translator-comments.py:
# a message with a placeholder, or an ambiguous word, needs a translator comment (`//:`). English is
# the source language; its file holds only the plural forms ("%n card(s)" -> "1 card",
# "3 cards"), made with lupdate -pluralonly.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
lupdate="${LUPDATE:-/usr/lib/qt6/bin/lupdate}"
languages=(pl es cs en)

run_lupdate() {  # run_lupdate TS_FILE (entanglion_en.ts gets only the plural forms)
    local only=()
    if [[ "$(basename "$1")" == entanglion_en.ts ]]; then only=(-pluralonly); fi
    "$lupdate" -silent -locations none -no-obsolete "${only[@]}" -extensions cpp,h,qml -I "$root" \
        "$root/ui-qml" -ts "$1" 2>&1 >/dev/null | { grep -v "lacks Q_OBJECT macro" || true; } >&2
}

if [[ "${1:-}" != "--check" ]]; then
    files=()
    for language in "${languages[@]}"; do
        files+=("$root/ui-qml/i18n/entanglion_$language.ts")
        run_lupdate "${files[-1]}"
    done
    grep -c 'type="unfinished"' "${files[@]}" | sed 's/:/: unfinished entries: /' || true
    exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
for language in "${languages[@]}"; do
    committed="$root/ui-qml/i18n/entanglion_$language.ts"
    if [[ ! -f "$committed" ]]; then
        echo "missing translation file: $committed" >&2
        status=1
        continue
    fi
    cp "$committed" "$work/entanglion_$language.ts"
    run_lupdate "$work/entanglion_$language.ts"
    if ! diff -u "$committed" "$work/entanglion_$language.ts" >"$work/$language.diff"; then
        echo "$committed differs from a fresh lupdate (run scripts/update-translations.sh and translate):" >&2
        head -40 "$work/$language.diff" >&2
        status=1
    fi
    for kind in unfinished obsolete vanished; do
        count=$(grep -c "type=\"$kind\"" "$work/entanglion_$language.ts" || true)
        if [[ "$count" != "0" ]]; then
            echo "$committed: $count $kind entries, e.g.:" >&2
            grep -B3 "type=\"$kind\"" "$work/entanglion_$language.ts" | grep '<source>' | head -5 >&2
            status=1
        fi
    done
done
python3 "$root/scripts/check-translator-comments.py" "$root" >/dev/null || status=1
if [[ $status == 0 ]]; then echo "translations up to date: ${languages[*]}"; fi
exit $status
