#!/usr/bin/env python3
"""No sentence glued from a translated piece: a translated message's placeholder must not receive
another translated message (docs/translating.md, "Whole sentences"). A translator who sees
"%1 cannot play %2: the hand holds %3" cannot know that %3 may be a pasted "nothing", and the pasted
word cannot take the case or the gender the sentence needs ("w ręce są nic").

Reads the C++ and QML of ui-qml/ and lessons/ and, for every tr()/qsTr()/translate() call, looks
at the arguments of the .arg() calls chained to it. An argument is a translated piece when it
- holds a tr()/qsTr()/translate() call itself: tr("%1 ...").arg(tr("nothing"));
- names a variable assigned a translated text in the same file: const QString none = tr("none");
  ... tr("%1 ...").arg(none);
- calls a function that returns a translated text (a C++ function returning QString whose body
  returns tr(...), or a QML/JS function returning qsTr(...)), anywhere in those directories.
A piece that a language never needs to bend is allowed, with the reason, in ALLOWED below: a name
the rulebook prints (a planet, a component, a card, a ship), a number, a whole sentence or clause
standing alone (after a colon, in brackets). Keys are a function or variable name, or
"file|message" for one message. An allowed entry that no longer occurs fails too, so the list
stays true.

Exit 0 when every piece is allowed, 1 listing each glued message, 2 when the sources cannot be read.

usage: check-glued-messages.py [REPO_ROOT]
"""
import re
import sys
from pathlib import Path

DIRECTORIES = ("ui-qml", "lessons")
SUFFIXES = (".cpp", ".h", ".qml", ".js")

# Names the rulebook prints are never declined: a language puts a head noun before them
# ("na planetę ZERO", "karta SONDA"), so they may fill a placeholder.
NAME = "a name printed by the rulebook (never declined; the translation puts a head noun before it)"
SENTENCE = "a whole sentence or clause that stands alone (after a colon or in brackets), never a word inside one"
ALLOWED = {
    # names
    "planetName": NAME,
    "componentName": NAME,
    "eventName": NAME,
    "engineCardName": NAME,
    "galaxyName": NAME,
    "policyTitle": "an AI's name (Greedy, Planner), a name that stands alone",
    "ui-qml/lessons/BellDemoController.cpp|Start: both ships on %1": "the planet name ZERO (" + NAME + ")",
    "ui-qml/components/KetPanel.qml|Qubit order of every ket. Click (or press O) to write %1 first.":
        "a ship's name (Mercurial, Rubicon), never translated or declined",
    "ui-qml/components/Circuit.qml|Box %1: %2 played for %3": "a ship's name (Mercurial, Rubicon), never declined",
    # numbers
    "percent": "a number (a percentage) in the locale's format, not a word",
    "unsignedWords": "a number read aloud for a screen reader (\"one half\"), standing alone in a formula",
    # whole sentences, clauses and labels
    "reasonText": SENTENCE,
    "promptOf": SENTENCE,
    "where": SENTENCE + ": where the move takes the ships (\"both ships to PHI PLUS\")",
    "positionsText": SENTENCE + ": the ships' planets as a label (\"Mercurial ZERO, Rubicon ONE\")",
    "destinationText": SENTENCE + ": where the ships go, after a colon",
    "planets": SENTENCE + ": the ships' planets, in brackets after a label",
    "gateLabel": SENTENCE + ": the step's move after a colon (\"H on Mercurial\")",
    # pieces that are labels only in these messages; elsewhere they would be words inside a sentence
    "ui-qml/controller/EventText.cpp|%1 must decide first (%2)":
        "the decision's name in brackets after the sentence (a component or event card, or \"the defense check\")",
    "ui-qml/controller/EventText.cpp|%1 must answer the pending decision first (%2)":
        "the decision's name in brackets after the sentence (a component or event card, or \"the defense check\")",
    "ui-qml/controller/GameText.cpp|%1 rolled %2 (%3): keep it or roll once more (Magnetic Shielding)":
        "what the die was rolled for, in brackets (\"orbital defenses\")",
    "ui-qml/controller/GameText.cpp|%1: more than %2 evades them":
        "the defense's name as a label before a colon (\"orbital defenses: more than 3 evades them\")",
    "$where": SENTENCE + ": where a Bloch vector points, after a colon",
    "$whatIf": "a whole sentence: two sentences shown one after the other",
    "$record": "a whole sentence: two sentences shown one after the other",
    "$filled": "a whole sentence before \"In order: ...\"",
    "$shipName": "a ship's name (Mercurial, Rubicon), never declined",
    "searchWhyText": SENTENCE + ": the search's whole reason, after a label and a colon (\"Hint (search): …\")",
    "$nextWon": "a number (a percentage) in the locale's format, not a word",
}

TRANSLATE = re.compile(r"(?<![\w.])(?:QCoreApplication::)?(qsTr|tr|translate|qsTranslate)\s*\(")


def closing(text: str, start: int) -> int:
    """The index after the parenthesis that closes the one at `start`, skipping string literals."""
    depth, i, quote = 0, start, None
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(text)


def body_after(text: str, brace: int) -> str:
    depth = 0
    for i in range(brace, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[brace:i]
    return text[brace:]


def translated_functions(sources) -> set:
    """Names of the functions that return a translated text."""
    names = set()
    for path, text in sources:
        if path.suffix in (".qml", ".js"):
            heads = re.finditer(r"function\s+(\w+)\s*\([^)]*\)\s*\{", text)
        else:
            heads = re.finditer(r"^(?:static\s+|inline\s+)?(?:const\s+)?QString\s+(?:\w+::)*(\w+)\s*\([^;{]*?\)\s*"
                                r"(?:const\s*)?\{", text, re.M)
        for head in heads:
            if re.search(r"\breturn\b[^;]*?" + TRANSLATE.pattern, body_after(text, head.end() - 1), re.S):
                names.add(head.group(1))
    names.discard("tr")
    return names


def translated_variables(text: str) -> set:
    assigned = re.finditer(r"(?:QString|QByteArray|auto|var|let|const)\s+&?(\w+)\s*=\s*([^;\n]*)", text)
    names = {m.group(1) for m in assigned if TRANSLATE.search(m.group(2))}
    names |= {m.group(1) for m in re.finditer(r"property\s+string\s+(\w+)\s*:\s*([^\n]*)", text)
              if TRANSLATE.search(m.group(2))}
    return names


def message_text(text: str, open_paren: int) -> str:
    literal = re.match(r"\s*(?:\"[^\"]*\"\s*,\s*)?\"((?:[^\"\\]|\\.)*)\"", text[open_paren + 1:])
    if text[open_paren - len("translate"):open_paren].endswith("translate") and literal:
        # translate("context", "text"): the second literal is the message.
        both = re.match(r"\s*\"[^\"]*\"\s*,\s*\"((?:[^\"\\]|\\.)*)\"", text[open_paren + 1:])
        return both.group(1) if both else literal.group(1)
    return literal.group(1) if literal else text[open_paren + 1:open_paren + 40].strip()


def findings(root: Path):
    """(where, message, piece) for every translated piece passed to a translated message's .arg()."""
    sources = [(p, p.read_text(encoding="utf-8")) for d in DIRECTORIES for p in sorted((root / d).rglob("*"))
               if p.suffix in SUFFIXES and p.is_file()]
    functions = translated_functions(sources)
    for path, text in sources:
        relative = path.relative_to(root).as_posix()
        variables = translated_variables(text)
        for call in TRANSLATE.finditer(text):
            open_paren = call.end() - 1
            position = closing(text, open_paren)
            message = message_text(text, open_paren)
            while True:
                chained = re.match(r"\s*\.arg\s*\(", text[position:])
                if not chained:
                    break
                start = position + chained.end() - 1
                position = closing(text, start)
                arguments = text[start + 1:position - 1]
                pieces = []
                if TRANSLATE.search(arguments):
                    pieces.append("tr")
                pieces += [f for f in sorted(functions) if re.search(r"(?<![\w.])(?:\w+::)*" + f + r"\s*\(", arguments)]
                pieces += ["$" + v for v in sorted(variables)
                           if re.search(r"(?<![\w.])" + v + r"\b(?!\s*\()", arguments)]
                line = text.count("\n", 0, call.start()) + 1
                for piece in pieces:
                    yield f"{relative}:{line}", relative, message, piece


def check(root: Path) -> list:
    problems, used = [], set()
    for where, relative, message, piece in findings(root):
        key = f"{relative}|{message}"
        if key in ALLOWED:
            used.add(key)
            continue
        if piece.lstrip("$") in ALLOWED or piece in ALLOWED:
            used.add(piece if piece in ALLOWED else piece.lstrip("$"))
            continue
        what = "a translated text" if piece == "tr" else (f"the variable {piece[1:]}" if piece.startswith("$")
                                                            else f"{piece}(), which returns a translated text")
        problems.append(f"{where}: \"{message[:80]}\" receives {what}: give each case its own whole message, "
                        f"or allow it in ALLOWED with the reason")
    for key in sorted(set(ALLOWED) - used):
        problems.append(f"ALLOWED lists \"{key}\", which no message receives any more: remove the entry")
    return problems


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent)
    try:
        problems = check(root)
    except (OSError, UnicodeDecodeError) as error:
        print(f"check-glued-messages: {error}", file=sys.stderr)
        return 2
    for problem in problems:
        print(problem, file=sys.stderr)
    if not problems:
        print("no translated message receives another translated piece (the allowed ones have a reason)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
