#!/usr/bin/env python3
"""Writes a pseudo-localised translation (entanglion_pseudo.ts) from the app's source strings, so a
layout can be tried with text that is longer and accented, as Polish, Spanish or Czech can be, before
a translator sees it: "New game" -> "[Ñéŵ ĝåmé ļöŕ]". Every letter gets an accent, each text grows
by about 40% and is bracketed, so a text cut at either end, or built by gluing pieces in code (which
then shows without brackets), is easy to see. Placeholders (%1, %n, %L1), HTML tags, entities and kets
(|00>, |Mercurial Rubicon>) stay as they are, so the strings still work.

The build runs it (ui-qml/CMakeLists.txt) on entanglion_pl.ts, which holds every source string with
its plural flag; the output is a build product, never committed. `entanglion --lang pseudo` shows it.

usage: pseudo-translate.py SOURCE_TS OUTPUT_TS
"""
import math
import re
import sys
import xml.etree.ElementTree as ET

ACCENTED = str.maketrans(
    "abcdeghijklnoprstuwyzABCDEGHIJKLNOPRSTUWYZ",
    "åƀçđéĝĥíĵķļñöþŕšţüŵýžÅƁÇĐÉĜĤÍĴĶĻÑÖÞŔŠŢÜŴÝŽ")
FILLER = "ļöŕéɱ íþšüɱ đöļöŕ šíţ åɱéţ "
# What must survive untouched: placeholders, tags, entities, kets, and line breaks.
KEEP = re.compile(r"%L?\d+|%L?n|<[^>]*>|&\w+;|\|[^|<>\s]*(?: [^|<>\s]+)*>|\n")


def pseudo(text: str) -> str:
    if not text.strip():
        return text
    pieces = []
    position = 0
    for match in KEEP.finditer(text):
        pieces.append(text[position:match.start()].translate(ACCENTED))
        pieces.append(match.group(0))
        position = match.end()
    pieces.append(text[position:].translate(ACCENTED))
    body = "".join(pieces)
    # Padding of ordinary-width letters (a row of dots would be narrower than real words).
    length = max(1, math.ceil(len(text) * 0.4))
    padding = (FILLER * (length // len(FILLER) + 1))[:length].strip() or FILLER[0]
    return f"[{body} {padding}]"


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    source, output = sys.argv[1:]
    try:
        tree = ET.parse(source)
    except (OSError, ET.ParseError) as error:
        print(f"pseudo-translate: {source}: {error}", file=sys.stderr)
        return 2
    root = tree.getroot()
    root.set("language", "en_US")  # English plural rules: two forms
    for message in root.iter("message"):
        text = message.findtext("source") or ""
        translation = message.find("translation")
        for child in list(translation):
            translation.remove(child)
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            translation.text = None
            for _ in range(2):
                form = ET.SubElement(translation, "numerusform")
                form.text = pseudo(text)
        else:
            translation.text = pseudo(text)
    tree.write(output, encoding="utf-8", xml_declaration=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
