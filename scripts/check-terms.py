#!/usr/bin/env python3
"""Term consistency of the translations: every glossary term (docs/glossary/terms.json) is used in
one form across a language's UI messages (ui-qml/i18n/entanglion_<lang>.ts) and lessons
(lessons/content/*.json).

For each term and each of pl, es, cs:
- a message or lesson text whose English contains the English term (or one of its English `forms`)
  must contain the language's term, or one of its `forms` (stems that cover the declensions of
  Polish and Czech: "komponent" covers komponentu, komponentów, ...);
- no text of the language may contain one of the term's `avoid` words (a competing word the
  rulebook does not use, such as "komponenta" for "součást", "ordenador" beside the rulebook's
  "computadora"); this holds for the teacher's kit (docs/teaching/*.<lang>.md) too, line by line.
Matching ignores case, and non-breaking spaces count as spaces. A term whose English word also has
an everyday sense lists the English phrases with that sense under its English `ignore` ("turns
into" is not a game turn), or whole English texts under `except` ("There is no game to draw."). Exit 0 when all agree, 1 listing each problem, 2 when a file is missing or malformed.

usage: check-terms.py [REPO_ROOT]
"""
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

LANGUAGES = ("pl", "es", "cs")
LESSON_FIELDS = ("title", "intro", "task", "hints", "success", "learning_goal", "misconception")


def normal(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u2060", "").lower()


def ts_pairs(path: Path):
    """(context, English source, translation) for every message and plural form."""
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
            for form in forms:
                yield f"{path.name} [{name}]", source, form


def lesson_pairs(root: Path, lang: str):
    for path in sorted((root / "lessons/content").glob("*.json")):
        lesson = json.loads(path.read_text(encoding="utf-8"))
        for field in LESSON_FIELDS:
            value = lesson.get(field)
            items = value if isinstance(value, list) else [value]
            for index, item in enumerate(items):
                if not isinstance(item, dict) or "en" not in item or lang not in item:
                    continue
                english, translated = item["en"], item[lang]
                if isinstance(english, list):
                    for k, (e, t) in enumerate(zip(english, translated)):
                        yield f"{path.name} {field}[{k}]", e, t
                else:
                    yield f"{path.name} {field}" + (f"[{index}]" if isinstance(value, list) else ""), english, translated


def kit_lines(root: Path, lang: str):
    """(where, line) for every line of the teacher's kit in `lang` (docs/teaching/*.<lang>.md)."""
    for path in sorted((root / "docs/teaching").glob(f"*.{lang}.md")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            yield f"{path.name}:{number}", line


def mentions(text: str, words, whole_words: bool = False) -> bool:
    """Whether `text` has one of `words`: each of its words at a word's start (a stem covers its
    endings: "kości Entanglion" has "koś Entanglion"), or with `whole_words` as whole words or a
    plural. A word in capitals (ONE, H, PROBE) is a printed name and matches only in capitals."""
    for word in words:
        ending = r"(?:s|es)?(?!\w)" if whole_words else ""
        if word.isupper():
            if re.search(r"(?<!\w)" + re.escape(word) + ending, text.replace("\u00a0", " ")):
                return True
        elif re.search(r"(?<!\w)" + r"\w*\s+".join(map(re.escape, normal(word).split())) + ending, normal(text)):
            return True
    return False


def check(root: Path) -> list:
    terms = json.loads((root / "docs/glossary/terms.json").read_text(encoding="utf-8"))["terms"]
    problems = []
    for lang in LANGUAGES:
        pairs = list(ts_pairs(root / f"ui-qml/i18n/entanglion_{lang}.ts")) + list(lesson_pairs(root, lang))
        for term in terms:
            english = [term["en"]["term"]] + term["en"].get("forms", [])
            entry = term[lang]
            accepted = [entry["term"]] + entry.get("forms", [])
            exceptions = {normal(text) for text in term.get("except", [])}
            for where, source, translated in pairs:
                if normal(source) in exceptions:
                    continue
                for phrase in term["en"].get("ignore", []):
                    source = re.sub(re.escape(phrase), " ", source, flags=re.IGNORECASE)
                if mentions(source, english, whole_words=True) and not mentions(translated, accepted):
                    problems.append(f"{lang}: {where}: \"{source[:70]}\" lacks {term['id']} "
                                    f"\"{entry['term']}\": \"{translated[:90]}\"")
                for word in entry.get("avoid", []):
                    if mentions(translated, [word]):
                        problems.append(f"{lang}: {where}: \"{word}\" competes with {term['id']} "
                                        f"\"{entry['term']}\": \"{translated[:90]}\"")
            for where, line in kit_lines(root, lang):
                for word in entry.get("avoid", []):
                    if mentions(line, [word]):
                        problems.append(f"{lang}: {where}: \"{word}\" competes with {term['id']} "
                                        f"\"{entry['term']}\": \"{line[:90]}\"")
    return problems


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent)
    try:
        problems = check(root)
    except (OSError, ValueError, KeyError, ET.ParseError) as error:
        print(f"check-terms: {error}", file=sys.stderr)
        return 2
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print("every glossary term is used in its rulebook form in pl, es and cs")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
