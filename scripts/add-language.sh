#!/usr/bin/env bash
# Starts a new UI language: writes ui-qml/i18n/entanglion_<code>.ts from every source string of the
# app (qsTr/tr in ui-qml), all entries unfinished, with the language's plural forms, so a translator
# can open it in Qt Linguist (or any editor) and fill it in. Then lists the few places that name the
# languages, which a developer edits once (docs/translating.md, "Adding a language").
#
# usage: scripts/add-language.sh CODE     (CODE: an ISO 639-1 code such as de, fr, uk)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
lupdate="${LUPDATE:-/usr/lib/qt6/bin/lupdate}"
code="${1:-}"
if [[ ! "$code" =~ ^[a-z]{2,3}$ ]]; then
    echo "usage: scripts/add-language.sh CODE   (a language code such as de or uk, got \"$code\")" >&2
    exit 2
fi
ts="${ENTANGLION_I18N_DIR:-$root/ui-qml/i18n}/entanglion_$code.ts"  # the directory: for its test
if [[ -e "$ts" ]]; then
    echo "$ts exists already: refresh it with scripts/update-translations.sh" >&2
    exit 2
fi
"$lupdate" -silent -locations none -no-obsolete -target-language "$code" -extensions cpp,h,qml -I "$root" \
    "$root/ui-qml" -ts "$ts" 2>&1 >/dev/null | { grep -v "lacks Q_OBJECT macro" || true; } >&2
echo "created $ts: $(grep -c 'type="unfinished"' "$ts") entries to translate"
cat <<STEPS
Next (docs/translating.md, "Adding a language"):
  1. scripts/update-translations.sh: add $code to languages=(...)
  2. ui-qml/CMakeLists.txt: add i18n/entanglion_$code.ts to qt_add_lrelease's TS_FILES
  3. ui-qml/app/Language.cpp: add "$code" to codes() and its own name to nativeName()
  4. docs/glossary/terms.json: a "$code" entry for every term (the rulebook's word, forms, avoid),
     then python3 scripts/glossary_md.py, and "$code" in scripts/check-terms.py's LANGUAGES
  5. lessons/content/*.json: a "$code" text beside every "en" one
  6. translate, then: bash scripts/update-translations.sh --check && python3 scripts/check-terms.py
STEPS
