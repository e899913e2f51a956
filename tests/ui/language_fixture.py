"""A tiny repository for the language checkers' self-tests: one .ts file per language, lessons and
the teacher's kit, written into a temporary directory (the checkers take the repository's root)."""
import json
from pathlib import Path
from xml.sax.saxutils import escape

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{lang}">
<context>
    <name>gameText</name>
{messages}
</context>
</TS>
"""


def write_repo(root: Path, messages=None, lessons=None, kit=None, glossary=None, sources=None):
    """messages: {lang: [(source, translation)]}; lessons: {name: lesson JSON}; kit: {file name: text};
    glossary: the terms.json object; sources: {relative path: text} of C++/QML files."""
    for lang in ("pl", "es", "cs"):
        pairs = (messages or {}).get(lang, [])
        body = "\n".join(f"    <message>\n        <source>{escape(s)}</source>\n"
                         f"        <translation>{escape(t)}</translation>\n    </message>" for s, t in pairs)
        path = root / f"ui-qml/i18n/entanglion_{lang}.ts"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(TS.format(lang=lang, messages=body), encoding="utf-8")
    (root / "lessons/content").mkdir(parents=True, exist_ok=True)
    for name, lesson in (lessons or {}).items():
        (root / "lessons/content" / name).write_text(json.dumps(lesson, ensure_ascii=False, indent=2),
                                                     encoding="utf-8")
    (root / "docs/teaching").mkdir(parents=True, exist_ok=True)
    for name, text in (kit or {}).items():
        (root / "docs/teaching" / name).write_text(text, encoding="utf-8")
    if glossary is not None:
        (root / "docs/glossary").mkdir(parents=True, exist_ok=True)
        (root / "docs/glossary/terms.json").write_text(json.dumps(glossary, ensure_ascii=False), encoding="utf-8")
    for relative, text in (sources or {}).items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text, encoding="utf-8")


def expect(code, result, what):
    if result.returncode != code:
        print(f"FAIL {what}: exit {result.returncode}, expected {code}\n{result.stdout}{result.stderr}")
        return 1
    return 0
