#!/usr/bin/env python3
"""Checks that the app's names of planets, galaxies, cards, events and components are the
glossary's rulebook terms (docs/glossary/terms.json): for every such term, the Polish, Spanish and
Czech translation of its English name in ui-qml/i18n/entanglion_<lang>.ts (context gameText or any
QML context) is the glossary's term. Exit 0 when all agree, 1 listing each difference, 2 when a
file is missing or malformed.

usage: check-ui-glossary.py [REPO_ROOT]
"""
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

NAME_PREFIXES = ("planet.", "galaxy.", "card.", "event.", "component.")
LANGUAGES = ("pl", "es", "cs")


def is_name(term_id: str) -> bool:
    # event.deck, component.term, card.engine are vocabulary, not names: names have an upper-case
    # id after the dot (planet.PHI_PLUS, card.PROBE) or are galaxies.
    if not term_id.startswith(NAME_PREFIXES):
        return False
    rest = term_id.split(".", 1)[1]
    return term_id.startswith("galaxy.") and term_id != "galaxy.entanglion" or rest.isupper()


def translations(ts_path: Path) -> dict:
    found = {}
    for message in ET.parse(ts_path).getroot().iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        if source is not None and translation is not None and translation.text:
            found.setdefault(source, set()).add(translation.text)
    return found


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent)
    glossary = root / "docs/glossary/terms.json"
    try:
        terms = json.loads(glossary.read_text(encoding="utf-8"))["terms"]
        tables = {lang: translations(root / f"ui-qml/i18n/entanglion_{lang}.ts") for lang in LANGUAGES}
    except (OSError, ValueError, KeyError, ET.ParseError) as error:
        print(f"check-ui-glossary: {error}", file=sys.stderr)
        return 2
    problems = []
    checked = 0
    for term in terms:
        if not is_name(term["id"]):
            continue
        english = term["en"]["term"]
        for lang in LANGUAGES:
            seen = tables[lang].get(english)
            if seen is None:
                continue  # a name the app never shows on its own (e.g. a galaxy only in sentences)
            checked += 1
            expected = term[lang]["term"]
            if seen != {expected}:
                problems.append(f"{lang}: {term['id']} \"{english}\" is {sorted(seen)}, the glossary says \"{expected}\"")
    for problem in problems:
        print(problem, file=sys.stderr)
    if checked == 0:
        print("check-ui-glossary: no glossary name found in the translations", file=sys.stderr)
        return 1
    if not problems:
        print(f"{checked} names agree with the glossary")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
