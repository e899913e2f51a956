#!/usr/bin/env python3
"""Tests of scripts/ts-carry.py: an unfinished .ts entry is filled from a finished translation of
the same message (source text, disambiguation comment, plural kind) in the file or in an older copy
of it, and nothing else changes. Usage: ts_carry_test.py PATH/TO/ts-carry.py"""

import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT = sys.argv.pop(1) if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../../scripts/ts-carry.py")


def ts(*contexts):
    """A .ts file as lupdate writes it, from (context name, [message XML]) pairs."""
    body = "".join(f"<context>\n    <name>{name}</name>\n{''.join(messages)}</context>\n" for name, messages in contexts)
    return f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="pl_PL">\n{body}</TS>\n'


def message(source, translation=None, comment=None):
    comment_xml = f"        <comment>{comment}</comment>\n" if comment else ""
    if translation is None:
        translated = '        <translation type="unfinished"></translation>\n'
    else:
        translated = f"        <translation>{translation}</translation>\n"
    return f"    <message>\n        <source>{source}</source>\n{comment_xml}{translated}    </message>\n"


def plural(source, forms=None):
    if forms is None:
        inner = '<translation type="unfinished">\n            <numerusform></numerusform>\n        </translation>'
    else:
        inner = "<translation>\n" + "".join(f"            <numerusform>{f}</numerusform>\n" for f in forms) + "        </translation>"
    return f'    <message numerus="yes">\n        <source>{source}</source>\n        {inner}\n    </message>\n'


class TsCarryTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.dir.cleanup()

    def write(self, name, text):
        path = os.path.join(self.dir.name, name)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        return path

    def run_script(self, *args):
        return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True)

    def test_a_moved_string_gets_the_translation_of_the_same_text(self):
        path = self.write("pl.ts", ts(("Old", [message("Saved to %1", "Zapisano w %1"), plural("%n card(s)", ["%n karta", "%n karty", "%n kart"])]),
                                      ("New", [message("Saved to %1"), plural("%n card(s)"), message("Not here")])))
        result = self.run_script(path)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("2 messages filled, 1 entries still unfinished", result.stdout)
        text = open(path, encoding="utf-8").read()
        self.assertEqual(text.count("<translation>Zapisano w %1</translation>"), 2)
        self.assertEqual(text.count("<numerusform>%n kart</numerusform>"), 2)
        self.assertEqual(text.count('type="unfinished"'), 1)  # "Not here" has no translation anywhere

    def test_the_disambiguation_must_match_too(self):
        path = self.write("pl.ts", ts(("A", [message("random", "losowo", comment="adverb")]),
                                      ("B", [message("random", comment="AI policy")])))
        self.assertEqual(self.run_script(path).returncode, 0)
        self.assertIn('type="unfinished"', open(path, encoding="utf-8").read())

    def test_an_older_copy_supplies_what_the_file_dropped(self):
        older = self.write("before.ts", ts(("GameController", [message("Saved to %1", "Zapisano w %1")])))
        path = self.write("pl.ts", ts(("Messages", [message("Saved to %1")])))
        result = self.run_script(path, "--from", older)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("<translation>Zapisano w %1</translation>", open(path, encoding="utf-8").read())

    def test_the_files_own_translation_wins_and_a_conflict_is_named(self):
        older = self.write("before.ts", ts(("X", [message("Rules", "Zasady gry")])))
        path = self.write("pl.ts", ts(("A", [message("Rules", "Zasady")]), ("B", [message("Rules", "Reguły")]),
                                      ("C", [message("Rules")])))
        result = self.run_script(path, "--from", older)
        self.assertIn('"Rules" has several translations', result.stdout)
        text = open(path, encoding="utf-8").read()
        self.assertEqual(text.count("<translation>Zasady</translation>"), 2)

    def test_a_finished_file_is_left_byte_for_byte(self):
        original = ts(("A", [message("Rules", "Zasady")]))
        path = self.write("pl.ts", original)
        self.assertEqual(self.run_script(path).returncode, 0)
        self.assertEqual(open(path, encoding="utf-8").read(), original)

    def test_bad_input_is_named_with_exit_2(self):
        not_ts = self.write("notes.txt", "hello")
        result = self.run_script(not_ts)
        self.assertEqual(result.returncode, 2)
        self.assertIn("notes.txt is not a Qt .ts file", result.stderr)
        missing = os.path.join(self.dir.name, "missing.ts")
        result = self.run_script(self.write("pl.ts", ts(("A", []))), "--from", missing)
        self.assertEqual(result.returncode, 2)
        self.assertIn("missing.ts", result.stderr)


if __name__ == "__main__":
    unittest.main()
