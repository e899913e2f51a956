#!/usr/bin/env python3
"""scripts/check-voice.py fails on an informal Czech "ty" form in a message, a lesson or the
teacher's kit, and passes the formal "vy". usage: voice_checker_test.py CHECKER"""
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_fixture import expect, write_repo  # noqa: E402

CHECKER = sys.argv[1]
FORMAL = [("You fly", "Vaše loď"), ("Try once more.", "Zkuste to ještě jednou."),
          ("those cards", "ty karty")]  # "ty" as "those" is not the informal pronoun


def run(cs=FORMAL, lessons=None, kit=None):
    with tempfile.TemporaryDirectory() as work:
        write_repo(Path(work), messages={"cs": cs}, lessons=lessons, kit=kit)
        return subprocess.run([sys.executable, CHECKER, work], capture_output=True, text=True)


failures = 0
failures += expect(0, run(), "the formal voice")
failures += expect(1, run(FORMAL + [("Your ship", "Tvoje loď")]), "a possessive 'Tvoje'")
failures += expect(1, run(FORMAL + [("Try once more.", "Zkus to ještě jednou.")]), "an imperative 'Zkus'")
failures += expect(1, run(FORMAL + [("You take the free ship.", "ty dostaneš volnou loď.")]), "a verb 'dostaneš'")
failures += expect(1, run(lessons={"01.json": {"task": {"en": "Click H.", "cs": "Klikni na H."}}}),
                   "an informal lesson")
failures += expect(1, run(kit={"pairs.cs.md": "Vyber si loď."}), "an informal kit")
failures += expect(0, run(kit={"pairs.cs.md": "```\nzkus\n```\nVyberte si loď."}), "a code block in the kit")
print("voice checker: every case as expected" if failures == 0 else f"{failures} case(s) failed")
sys.exit(1 if failures else 0)
