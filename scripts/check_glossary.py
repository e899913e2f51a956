#!/usr/bin/env python3
"""Checks docs/glossary/terms.json against the rulebooks: every cited line must contain the quote
(or the term), so a citation cannot silently point at the wrong line.

usage: scripts/check_glossary.py [BOOKS_DIR]   (default /work/shared/seeds/readable)
The rulebooks are not part of the repository, so this is a maintainer's check, not a ctest."""
import json, pathlib, sys

root = pathlib.Path(__file__).resolve().parent.parent
books_dir = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/work/shared/seeds/readable")
glossary = json.loads((root / "docs/glossary/terms.json").read_text(encoding="utf-8"))
books = {lang: (books_dir / name).read_text(encoding="utf-8").split("\n")
         for lang, name in glossary["books"].items()}
problems = 0
for term in glossary["terms"]:
    for lang in books:
        entry = term[lang]
        if entry["line"] is None:
            if not entry.get("note"):
                print(f"{term['id']} [{lang}]: no rulebook line and no note saying why")
                problems += 1
            continue
        quote = entry.get("quote", entry["term"])
        line = books[lang][entry["line"] - 1]
        if quote.lower() not in line.lower():
            print(f"{term['id']} [{lang}]: {glossary['books'][lang]}:{entry['line']} lacks '{quote}'")
            problems += 1
print(f"{len(glossary['terms'])} terms, {problems} problem(s)")
sys.exit(1 if problems else 0)
