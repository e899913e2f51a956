#!/usr/bin/env python3
"""Every message a translator cannot translate from its text alone carries a translator comment.

Reads the translation sources (ui-qml/i18n/entanglion_<lang>.ts, which scripts/update-translations.sh
makes from the code) and fails on:
- a message with a placeholder (%1 ... %99, %n, %L1, %Ln) without a developer comment
  (`//:` before tr() in C++ or qsTr() in QML: <extracomment> in the .ts), or whose comment does
  not name one of its placeholders ("%1: a planet's name (ZERO)");
- a short ambiguous message (AMBIGUOUS below: "Play", "Exchange", "Stop" ...) with neither a
  developer comment nor a disambiguation (tr's second argument: <comment> in the .ts).
Exit 0 when every message has its comment, 1 listing each one that lacks it, 2 when a file is
missing or malformed.

usage: check-translator-comments.py [REPO_ROOT | FILE.ts ...]
"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

LANGUAGES = ("pl", "es", "cs")
PLACEHOLDER = re.compile(r"%L?(?:\d{1,2}|n)")
# Single words whose meaning depends on where they stand: a verb or a noun, a game action or an
# everyday word, a card game's term or a button's.
AMBIGUOUS = {
    "Best", "best", "Circuit", "Defenses", "Done", "Exchange", "Explain", "heuristic", "History",
    "Join", "Measure", "nothing", "Open", "Play", "Port", "random", "Resume", "Retrieve", "Review",
    "Save", "search", "Server", "Setup", "Shots", "Start", "Stop", "Swap",
}


def problems(path: Path):
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            comment = (message.findtext("extracomment") or "").strip()
            placeholders = sorted(set(PLACEHOLDER.findall(source)))
            if placeholders:
                if not comment:
                    yield f"{path.name} [{name}] {source!r}: no translator comment says what {', '.join(placeholders)} hold(s)"
                elif not any(p in comment or p.replace("L", "") in comment for p in placeholders):
                    yield f"{path.name} [{name}] {source!r}: the comment names none of {', '.join(placeholders)}: {comment!r}"
            elif source in AMBIGUOUS and not comment and not (message.findtext("comment") or "").strip():
                yield f"{path.name} [{name}] {source!r}: an ambiguous word without a translator comment"


def main(argv):
    args = [Path(a) for a in argv[1:]] or [Path(__file__).resolve().parent.parent]
    files = []
    for arg in args:
        files += [arg / "ui-qml" / "i18n" / f"entanglion_{code}.ts" for code in LANGUAGES] if arg.is_dir() else [arg]
    found = []
    for path in files:
        try:
            found += list(problems(path))
        except (OSError, ET.ParseError) as error:
            print(f"{path}: cannot read: {error}", file=sys.stderr)
            return 2
    for line in found:
        print(line, file=sys.stderr)
    if found:
        print(f"{len(found)} message(s) lack a translator comment: add `//: %1: ...` before the tr()/qsTr() call "
              "(docs/translating.md), then run scripts/update-translations.sh", file=sys.stderr)
        return 1
    print(f"translator comments: every placeholder and ambiguous word explained in {len(files)} file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
