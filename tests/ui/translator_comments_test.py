#!/usr/bin/env python3
"""scripts/check-translator-comments.py fails on each kind of missing comment and passes a file that
has them all. usage: translator_comments_test.py CHECKER"""
import subprocess
import sys
import tempfile
from pathlib import Path

CHECKER = sys.argv[1]
TEMPLATE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>gameText</name>
{messages}
</context>
</TS>
"""


def message(source, extracomment=None, comment=None):
    parts = [f"        <source>{source}</source>"]
    if comment is not None:
        parts.append(f"        <comment>{comment}</comment>")
    if extracomment is not None:
        parts.append(f"        <extracomment>{extracomment}</extracomment>")
    parts.append("        <translation>x</translation>")
    return "    <message>\n" + "\n".join(parts) + "\n    </message>"


def run(*messages):
    with tempfile.TemporaryDirectory() as work:
        path = Path(work) / "entanglion_pl.ts"
        path.write_text(TEMPLATE.format(messages="\n".join(messages)), encoding="utf-8")
        return subprocess.run([sys.executable, CHECKER, str(path)], capture_output=True, text=True)


def expect(code, result, what):
    if result.returncode != code:
        print(f"FAIL {what}: exit {result.returncode}, expected {code}\n{result.stderr}")
        return 1
    return 0


good = [
    message("%1 drew %2", "%1: a ship's name (Mercurial); %2: an engine card (H)."),
    message("%n card(s)", "%n: the cards in the hand."),
    message("%L1 games", "%1: games played (1 000)."),
    message("Play", "A button: play this card."),
    message("Exchange", comment="the action"),
    message("Rules"),
]
failures = 0
failures += expect(0, run(*good), "every comment present")
failures += expect(1, run(*good, message("%1 moved to %2")), "a placeholder without a comment")
failures += expect(1, run(*good, message("Turn %n", "the turn")), "a comment naming no placeholder")
failures += expect(1, run(*good, message("Stop")), "an ambiguous word without a comment")
failures += expect(2, subprocess.run([sys.executable, CHECKER, "/nonexistent/entanglion_xx.ts"], capture_output=True),
                   "a missing file")
print("translator comment checker: every case as expected" if failures == 0 else f"{failures} case(s) failed")
sys.exit(1 if failures else 0)
