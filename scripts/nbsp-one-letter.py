#!/usr/bin/env python3
"""Polish and Czech typography: a one-letter word (Polish a, i, o, u, w, z; Czech a, i, k, o, s, u,
v, z; either case) stays on the line of the word after it, so a wrapped paragraph (on a projector,
often) never ends a line with "w" or "v". The space after such a word is a non-breaking space
(U+00A0).

Without --check this writes the non-breaking spaces into the Polish and Czech texts: the
translations of ui-qml/i18n/entanglion_{pl,cs}.ts (as &#xa0;, sources and comments untouched), the
"pl"/"cs" texts of lessons/content/*.json and the kit's docs/teaching/*.{pl,cs}.md (outside code
blocks and `code`). Running it again changes nothing. With --check it changes nothing and fails
(exit 1), listing each one-letter word still followed by a breaking space. Only a space within a
line is considered; placeholders (%1), tags (<b>) and kets (|0>) are never one-letter words, since
only a letter after a space, an opening bracket or quotation mark, or the text's start counts.

usage: nbsp-one-letter.py [--check] [REPO_ROOT]
"""
import json
import re
import sys
from pathlib import Path

LETTERS = {"pl": "aiouwz", "cs": "aikosuvz"}
NBSP = "\u00a0"


def pattern(lang: str):
    # The letter is a word of its own: nothing but a space, an opening bracket or quote before it.
    # (U+E000 stands for a non-breaking space written as &#xa0; in a .ts file.)
    return re.compile(r"(?<![^\s\u00a0\ue000(\[„«\"“‚'])([" + LETTERS[lang] + r"]) (?=\S)", re.IGNORECASE)


def fix_text(text: str, lang: str, space: str = NBSP) -> str:
    return pattern(lang).sub(lambda m: m.group(1) + space, text)


def fix_markdown_line(line: str, lang: str) -> str:
    # `code` spans keep their spaces: they are commands and file names.
    parts = re.split(r"(`[^`]*`)", line)
    return "".join(part if part.startswith("`") else fix_text(part, lang) for part in parts)


def fix_ts(text: str, lang: str) -> str:
    def translation(match):
        inner = match.group(2).replace("&#xa0;", "\ue000")
        return match.group(1) + fix_text(inner, lang, "&#xa0;").replace("\ue000", "&#xa0;") + match.group(3)

    text = re.sub(r"(<numerusform>)([^<]*)(</numerusform>)", translation, text)
    return re.sub(r"(<translation(?: type=\"[^\"]*\")?>)([^<]*)(</translation>)", translation, text)


def lesson_strings(value, lang):
    if isinstance(value, dict):
        for key, item in value.items():
            if key == lang:
                yield from (s for s in (item if isinstance(item, list) else [item]) if isinstance(s, str))
            elif isinstance(item, (dict, list)):
                yield from lesson_strings(item, lang)
    elif isinstance(value, list):
        for item in value:
            yield from lesson_strings(item, lang)


def fix_lesson(text: str) -> str:
    """The lesson file with its pl and cs strings fixed, everything else byte for byte as it was."""
    lesson = json.loads(text)
    for lang in LETTERS:
        for string in set(lesson_strings(lesson, lang)):
            fixed = fix_text(string, lang)
            if fixed != string:
                literal = json.dumps(string, ensure_ascii=False)
                if literal not in text:
                    raise ValueError(f"cannot find the lesson text {literal[:60]} as written")
                text = text.replace(literal, json.dumps(fixed, ensure_ascii=False))
    return text


# A line that goes on the next one: a paragraph's or a list item's continuation, not a new block.
CONTINUATION = re.compile(r"^\s*[^\s#|>`*\-\d]")


def fix_markdown(text: str, lang: str) -> str:
    lines, prose, in_code = text.split("\n"), [], False
    for line in lines:
        if re.match(r"^\s*(```|~~~)", line):
            in_code = not in_code
            prose.append(False)
        else:
            prose.append(not in_code)
    lines = [fix_markdown_line(line, lang) if ok else line for line, ok in zip(lines, prose)]
    # A paragraph's line break renders as a space: a one-letter word ending a line moves to the next.
    ending = re.compile(r"(?<=\s)([" + LETTERS[lang] + r"])$", re.IGNORECASE)
    for i in range(len(lines) - 1):
        match = ending.search(lines[i])
        if prose[i] and prose[i + 1] and match and CONTINUATION.match(lines[i + 1]):
            indent = re.match(r"^\s*", lines[i + 1]).group(0)
            lines[i] = lines[i][: match.start()].rstrip()
            lines[i + 1] = indent + match.group(1) + NBSP + lines[i + 1][len(indent):]
    return "\n".join(lines)


def files(root: Path):
    """(path, fixer) for every file with Polish or Czech text."""
    for lang in LETTERS:
        yield root / f"ui-qml/i18n/entanglion_{lang}.ts", lambda t, lang=lang: fix_ts(t, lang)
        for path in sorted((root / "docs/teaching").glob(f"*.{lang}.md")):
            yield path, lambda t, lang=lang: fix_markdown(t, lang)
    for path in sorted((root / "lessons/content").glob("*.json")):
        yield path, fix_lesson


def changed_lines(before: str, after: str):
    for number, (old, new) in enumerate(zip(before.split("\n"), after.split("\n")), start=1):
        if old != new:
            yield number, old


def main() -> int:
    args = [a for a in sys.argv[1:] if a != "--check"]
    check = "--check" in sys.argv[1:]
    root = Path(args[0] if args else Path(__file__).resolve().parent.parent)
    missing = 0
    try:
        for path, fixer in files(root):
            before = path.read_text(encoding="utf-8")
            after = fixer(before)
            if after == before:
                continue
            for number, line in changed_lines(before, after):
                missing += 1
                if check:
                    shown = line.strip().replace(NBSP, "~").replace("&#xa0;", "~")
                    print(f"{path.relative_to(root)}:{number}: a one-letter word before a breaking space: "
                          f"{shown[:140]}", file=sys.stderr)
            if not check:
                path.write_text(after, encoding="utf-8")
    except (OSError, ValueError) as error:
        print(f"nbsp-one-letter: {error}", file=sys.stderr)
        return 2
    if check:
        if missing:
            print(f"{missing} line(s) need a non-breaking space: run python3 scripts/nbsp-one-letter.py",
                  file=sys.stderr)
            return 1
        print("every one-letter Polish and Czech word is tied to the next word")
        return 0
    print(f"non-breaking spaces written on {missing} line(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
