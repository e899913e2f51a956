#!/usr/bin/env python3
"""Carries finished translations over to unfinished entries of a Qt .ts file.

A tr() context is the class (or QML file) a string is written in, so moving a string to another
class makes it a new, unfinished message although its text did not change. This fills every
unfinished entry from a finished translation of the identical message: the same source text, the
same disambiguation comment and the same plural kind, found elsewhere in the same .ts file or in
older copies of it given with --from (e.g. the file as committed before the move, since
scripts/update-translations.sh drops obsolete entries). The file's own translations win over an
older copy's; when one message is translated differently in two contexts, the first one found is
used and the choice is listed. Entries are copied as written (XML-escaped, plural forms
included), and everything else in the file is left byte for byte as lupdate wrote it.

Usage:
    git show HEAD:ui-qml/i18n/entanglion_pl.ts > /tmp/pl-before.ts
    bash scripts/update-translations.sh
    python3 scripts/ts-carry.py ui-qml/i18n/entanglion_pl.ts --from /tmp/pl-before.ts
    bash scripts/update-translations.sh --check

Prints how many entries were filled and how many stay unfinished (to translate by hand). Exits 2
when a file cannot be read or is not a .ts file.
"""

import argparse
import re
import sys

MESSAGE = re.compile(r"(?P<open><message(?P<attrs>[^>]*)>)(?P<body>.*?)(?P<close></message>)", re.S)
SOURCE = re.compile(r"<source>(.*?)</source>", re.S)
COMMENT = re.compile(r"<comment>(.*?)</comment>", re.S)
TRANSLATION = re.compile(r'<translation(?P<type> type="(?P<kind>\w+)")?(?:/>|>(?P<text>.*?)</translation>)', re.S)


def key_of(attrs, body):
    """What makes two messages the same: source text, disambiguation and plural kind."""
    source = SOURCE.search(body)
    comment = COMMENT.search(body)
    return (source.group(1) if source else None, comment.group(1) if comment else "", 'numerus="yes"' in attrs)


def finished_translations(text, found, origin, conflicts):
    """Adds every finished, non-empty translation of `text` to `found` (first one wins)."""
    for message in MESSAGE.finditer(text):
        translation = TRANSLATION.search(message.group("body"))
        if translation is None or translation.group("kind") is not None:
            continue
        words = translation.group("text") or ""
        if not words.strip() or "<numerusform></numerusform>" in words:
            continue
        key = key_of(message.group("attrs"), message.group("body"))
        if key[0] is None:
            continue
        if key not in found:
            found[key] = (words, origin)
        elif found[key][0] != words:
            conflicts.add(key)


def carry(text, found):
    """The file with each unfinished entry filled from `found`, the messages used, and how many
    entries are left unfinished."""
    used = set()
    left = 0

    def fill(message):
        nonlocal left
        body = message.group("body")
        translation = TRANSLATION.search(body)
        if translation is None or translation.group("kind") != "unfinished":
            return message.group(0)
        key = key_of(message.group("attrs"), body)
        known = found.get(key)
        if known is None:
            left += 1
            return message.group(0)
        used.add(key)
        body = body[: translation.start()] + "<translation>" + known[0] + "</translation>" + body[translation.end():]
        return message.group("open") + body + message.group("close")

    return MESSAGE.sub(fill, text), used, left


class BadInput(Exception):
    pass


def read(path):
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except (OSError, UnicodeDecodeError) as error:
        raise BadInput(f"ts-carry: cannot read {path}: {error}")
    if "<TS" not in text:
        raise BadInput(f"ts-carry: {path} is not a Qt .ts file (no <TS> element)")
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("ts", help="the .ts file to fill (written in place)")
    parser.add_argument("--from", dest="older", action="append", default=[], metavar="OLD.ts",
                        help="an older copy of the same language's file to take translations from (repeatable)")
    args = parser.parse_args()
    try:
        text = read(args.ts)
        found, conflicts = {}, set()
        finished_translations(text, found, args.ts, conflicts)
        for older in args.older:
            finished_translations(read(older), found, older, conflicts)
    except BadInput as error:
        print(error, file=sys.stderr)
        return 2
    result, used, left = carry(text, found)
    if result != text:
        with open(args.ts, "w", encoding="utf-8") as file:
            file.write(result)
    for key in sorted(conflicts & used):
        print(f"{args.ts}: \"{key[0]}\" has several translations; used the one from {found[key][1]}")
    print(f"{args.ts}: {len(used)} messages filled, {left} entries still unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main())
