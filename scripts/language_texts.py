"""The translated texts of one language, for the language checkers (scripts/check-*.py): the app's
messages (ui-qml/i18n/entanglion_<lang>.ts), the lessons (lessons/content/*.json) and the teacher's
kit (docs/teaching/*.<lang>.md). Each text comes with where it is, to name in a failure."""
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path


def ts_texts(root: Path, lang: str):
    """(where, English source, translation) for every message and plural form of the .ts file."""
    path = root / f"ui-qml/i18n/entanglion_{lang}.ts"
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
            for form in forms:
                yield f"{path.name} [{name}] \"{source[:60]}\"", source, form


def lesson_strings(value, lang: str):
    """Every string of `lang` in a lesson's JSON value (a {"en": ..., "<lang>": ...} text, a list)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == lang:
                yield from (item if isinstance(item, list) else [item])
            elif isinstance(item, (dict, list)):
                yield from lesson_strings(item, lang)
    elif isinstance(value, list):
        for item in value:
            yield from lesson_strings(item, lang)


def lesson_texts(root: Path, lang: str):
    """(where, text) for every text of `lang` in the lessons."""
    for path in sorted((root / "lessons/content").glob("*.json")):
        for text in lesson_strings(json.loads(path.read_text(encoding="utf-8")), lang):
            if isinstance(text, str):
                yield path.name, text


FENCE = re.compile(r"^\s*(```|~~~)")


def kit_lines(root: Path, lang: str):
    """(where, line) for every prose line of the teacher's kit in `lang`, code blocks left out."""
    for path in sorted((root / "docs/teaching").glob(f"*.{lang}.md")):
        in_code = False
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if FENCE.match(line):
                in_code = not in_code
                continue
            if not in_code:
                yield f"{path.name}:{number}", line


def all_texts(root: Path, lang: str):
    """(where, text) for every message, lesson text and kit line of `lang`."""
    for where, _, text in ts_texts(root, lang):
        yield where, text
    yield from lesson_texts(root, lang)
    yield from kit_lines(root, lang)
