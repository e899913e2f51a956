#!/usr/bin/env python3
"""One voice per language: the app, the lessons and the teacher's kit address the reader the way
the language's rulebook does (docs/translating.md, "Voice"). Czech uses the formal "vy"
throughout, so no Czech text may hold an informal "ty" form: a possessive (tvoje, tvůj, tvá ...),
a pronoun (tebe, tobě ...), a verb in the second person singular (máš, můžeš ...) or a singular
imperative (zkus, klikni, vyber ...). Words are matched whole and regardless of case. Forms that
are also another word ("ty" = those, "ti", "si", "sám") are not listed.

Exit 0 when every text keeps the voice, 1 listing each informal word, 2 when a file is missing or
malformed.

usage: check-voice.py [REPO_ROOT]
"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_texts import all_texts  # noqa: E402

INFORMAL = {
    "cs": (
        # possessives and pronouns of "ty"
        "tvoje tvoji tvůj tvá tvé tvou tvého tvému tvém tvým tvých tvými tebe tobě tebou tě "
        # the second person singular of verbs
        "jsi máš můžeš musíš chceš budeš dostaneš vidíš víš uvidíš zkusíš hraješ řekneš "
        # singular imperatives (the formal ones end in -te: zkuste, klikněte, vyberte)
        "zkus klikni vyber zvol zadej zkontroluj počkej najdi ukaž opusť stiskni uč hraj zahraj podívej "
        "napiš otevři zavři ulož použij přidej vrať pokračuj nastav připoj lízni hoď odhoď přesuň vezmi "
        "dej řekni přečti zopakuj změř spočítej odhadni zjisti porovnej vyzkoušej sleduj zapiš"
    ).split(),
}


def check(root: Path) -> list:
    problems = []
    for lang, words in INFORMAL.items():
        pattern = re.compile(r"(?<!\w)(" + "|".join(map(re.escape, words)) + r")(?!\w)", re.IGNORECASE)
        for where, text in all_texts(root, lang):
            for match in pattern.finditer(text):
                problems.append(f"{lang}: {where}: informal \"{match.group(1)}\" (use the formal voice): "
                                f"\"{text[:100]}\"")
    return problems


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent)
    try:
        problems = check(root)
    except (OSError, ValueError, ET.ParseError) as error:
        print(f"check-voice: {error}", file=sys.stderr)
        return 2
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print("every Czech text uses the formal voice")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
