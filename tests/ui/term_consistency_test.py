#!/usr/bin/env python3
"""scripts/check-terms.py fails when a rulebook term is replaced by another word (in a message, a
lesson or the teacher's kit) and passes the rulebook's words. usage: term_consistency_test.py CHECKER"""
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_fixture import expect, write_repo  # noqa: E402

CHECKER = sys.argv[1]
GLOSSARY = {"terms": [
    {"id": "detection.track", "en": {"term": "detection rate scale", "forms": ["detection track"]},
     "pl": {"term": "skala", "forms": ["skal"], "avoid": ["tor detekcji"]},
     "es": {"term": "escala de nivel de detección", "forms": ["nivel de detección"],
            "avoid": ["marcador de detección"]},
     "cs": {"term": "stupnice odhalení", "forms": ["stupnic"]}},
    {"id": "term.quantum_computer", "en": {"term": "quantum computer"}, "pl": {"term": "komputer kwantowy"},
     "es": {"term": "computadora cuántica", "avoid": ["ordenador"]}, "cs": {"term": "kvantový počítač"}},
]}
GOOD = {
    "pl": [("Detection track", "Skala detekcji")],
    "es": [("Detection track", "Escala de nivel de detección"), ("Host on this computer", "Alojar en esta computadora")],
    "cs": [("Detection track", "Stupnice odhalení")],
}


def run(messages=GOOD, lessons=None, kit=None):
    with tempfile.TemporaryDirectory() as work:
        write_repo(Path(work), messages=messages, lessons=lessons, kit=kit, glossary=GLOSSARY)
        return subprocess.run([sys.executable, CHECKER, work], capture_output=True, text=True)


def replaced(lang, source, translation):
    messages = {k: list(v) for k, v in GOOD.items()}
    messages[lang] = [(s, translation if s == source else t) for s, t in messages[lang]]
    return messages


lesson = {"title": {"en": "The detection track", "pl": "Tor detekcji", "es": "La escala de nivel de detección",
                    "cs": "Stupnice odhalení"}}
failures = 0
failures += expect(0, run(), "the rulebook's words")
failures += expect(0, run(kit={"pairs.es.md": "una computadora por pareja"}), "the kit with the rulebook's word")
failures += expect(1, run(replaced("pl", "Detection track", "Tor detekcji")), "Polish 'Tor detekcji' for the track")
failures += expect(1, run(replaced("es", "Detection track", "Marcador de detección")),
                   "Spanish 'Marcador de detección' for the track")
failures += expect(1, run(replaced("es", "Host on this computer", "Alojar en este ordenador")),
                   "Spanish 'ordenador' beside 'computadora'")
failures += expect(1, run(replaced("cs", "Detection track", "Ukazatel odhalení")), "a Czech track without its term")
failures += expect(1, run(lessons={"01.json": lesson}), "a lesson with 'Tor detekcji'")
failures += expect(1, run(kit={"pairs.es.md": "un ordenador por pareja"}), "the kit with 'ordenador'")
print("term checker: every case as expected" if failures == 0 else f"{failures} case(s) failed")
sys.exit(1 if failures else 0)
