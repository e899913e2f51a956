#!/usr/bin/env python3
"""scripts/nbsp-one-letter.py --check fails on a Polish or Czech one-letter word before a breaking
space (message, lesson, kit); the script without --check writes U+00A0 there, leaves placeholders,
tags, kets, Spanish and the English sources alone, and changes nothing on a second run.
usage: nbsp_checker_test.py SCRIPT"""
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_fixture import expect, write_repo  # noqa: E402

SCRIPT = sys.argv[1]
NB = "\u00a0"


def run(root, *args):
    return subprocess.run([sys.executable, SCRIPT, *args, str(root)], capture_output=True, text=True)


failures = 0
with tempfile.TemporaryDirectory() as work:
    root = Path(work)
    write_repo(root, messages={"pl": [("a w b", f"Lot w{NB}stronę")], "cs": [("x", f"v{NB}ruce")]})
    failures += expect(0, run(root, "--check"), "every one-letter word already tied")

for what, messages, lessons, kit in [
    ("a Polish message", {"pl": [("in the hand", "w ręce")]}, None, None),
    ("a Polish capital", {"pl": [("From ZERO", "Z ZERO")]}, None, None),
    ("a Czech message", {"cs": [("and then", "%1 a %2")]}, None, None),
    ("a Czech lesson", None, {"01.json": {"task": {"en": "x", "cs": "Lodě k sobě"}}}, None),
    ("a Polish kit line", None, None, {"pairs.pl.md": "Gra i nauka\n"}),
    ("a Czech kit line ending in a one-letter word", None, None, {"pairs.cs.md": "Hra a\nzábava\n"}),
]:
    with tempfile.TemporaryDirectory() as work:
        root = Path(work)
        write_repo(root, messages=messages, lessons=lessons, kit=kit)
        failures += expect(1, run(root, "--check"), what)
        failures += expect(0, run(root), f"writing {what}")
        failures += expect(0, run(root, "--check"), f"{what} after writing")

with tempfile.TemporaryDirectory() as work:
    root = Path(work)
    lesson = {"task": {"en": "a w b", "pl": "Statek w galaktyce", "es": "a la nave", "cs": "ket |a> a |b>"}}
    write_repo(root, messages={"pl": [("w &lt;b&gt;", "w <b>X</b> i %1 z |0>")], "es": [("a b", "a la nave")]},
               lessons={"01.json": lesson}, kit={"pairs.cs.md": "Příkaz `entanglion v cs` a text\n"})
    run(root)
    ts = (root / "ui-qml/i18n/entanglion_pl.ts").read_text(encoding="utf-8")
    if "<translation>w&#xa0;&lt;b&gt;X&lt;/b&gt; i&#xa0;%1 z&#xa0;|0&gt;</translation>" not in ts \
            or "<source>w &amp;lt;b&amp;gt;</source>" not in ts:
        print(f"FAIL the .ts translation: {ts}")
        failures += 1
    if "a la nave" not in (root / "ui-qml/i18n/entanglion_es.ts").read_text(encoding="utf-8"):
        print("FAIL Spanish was changed")
        failures += 1
    written = json.loads((root / "lessons/content/01.json").read_text(encoding="utf-8"))["task"]
    if written != {"en": "a w b", "pl": f"Statek w{NB}galaktyce", "es": "a la nave", "cs": f"ket |a> a{NB}|b>"}:
        print(f"FAIL the lesson: {written}")
        failures += 1
    kit = (root / "docs/teaching/pairs.cs.md").read_text(encoding="utf-8")
    if kit != f"Příkaz `entanglion v cs` a{NB}text\n":
        print(f"FAIL the kit: {kit!r}")
        failures += 1
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    run(root)
    if before != {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}:
        print("FAIL a second run changed a file")
        failures += 1
print("one-letter word checker: every case as expected" if failures == 0 else f"{failures} case(s) failed")
sys.exit(1 if failures else 0)
