#!/usr/bin/env python3
"""Writes docs/glossary/<lang>.md from docs/glossary/terms.json (the one source of the glossary).
Run after editing terms.json; a ctest checks that every term of terms.json is in the .md files."""
import json, pathlib

root = pathlib.Path(__file__).resolve().parent.parent
glossary = json.loads((root / "docs/glossary/terms.json").read_text(encoding="utf-8"))
names = {"en": "English", "pl": "Polish (polski)", "es": "Spanish (español)", "cs": "Czech (čeština)"}
categories = ["game", "galaxy", "board", "ship", "planet", "card", "event", "component", "detection",
              "defense", "die", "action", "setup", "concept"]


def source(lang, entry):
    if entry["line"] is None:
        text = "**no term in the book** — chosen: " + entry.get("note", "")
        return text + (" · " + usage(entry) if usage(entry) else "")
    text = f"{glossary['books'][lang]}:{entry['line']}"
    if "quote" in entry:
        text += f" (“{entry['quote']}”)"
    if entry.get("note"):
        text += " — " + entry["note"]
    if usage(entry):
        text += " · " + usage(entry)
    return text


def usage(entry):
    """The forms and competing words scripts/check-terms.py checks, as a reader sees them."""
    parts = []
    if entry.get("forms"):
        parts.append("forms: " + ", ".join(f"{form}…" for form in entry["forms"]))
    if entry.get("avoid"):
        parts.append("never: " + ", ".join(entry["avoid"]))
    return "; ".join(parts)


for lang in names:
    lines = [f"# Glossary: {names[lang]}", "",
             "Generated from `terms.json` by `scripts/glossary_md.py`; do not edit by hand.",
             f"Every term the game and its lessons use, with the line of `{glossary['books'][lang]}`",
             "(in /work/shared/seeds/readable) it comes from; `scripts/check_glossary.py` verifies the lines.",
             "Where the book has no term, the entry says so and why the chosen term was chosen.",
             "`forms` are the stems a declined term may take and `never` the competing words;",
             "`scripts/check-terms.py` (ctest `term_consistency`) checks both in the .ts files and lessons.", ""]
    if lang != "en":
        lines[3:3] = ["English is the reference: see en.md.", ""]
    for category in categories:
        rows = [t for t in glossary["terms"] if t["category"] == category]
        if not rows:
            continue
        lines += [f"## {category}", "", "| id | English | term | source |", "| --- | --- | --- | --- |"]
        for t in rows:
            entry = t[lang]
            term = entry["term"]
            if lang == "pl" and "pl_gloss" in t and t["pl_gloss"] != term:
                term += f" ({t['pl_gloss']})"
            if entry.get("also"):
                term += "; also " + ", ".join(entry["also"])
            lines.append(f"| {t['id']} | {t['en']['term']} | {term} | {source(lang, entry)} |")
        lines.append("")
    (root / f"docs/glossary/{lang}.md").write_text("\n".join(lines), encoding="utf-8")
