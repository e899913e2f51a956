#!/usr/bin/env python3
"""scripts/check-glued-messages.py fails when a translated message's placeholder receives another
translated message (directly, through a variable, or through a function returning one), passes a
printed name or a number, and fails on an allowed entry that no longer occurs. Each case is the
project's own C++ and QML (which pass) with one file added or taken away.
usage: glued_messages_test.py CHECKER REPO_ROOT"""
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from language_fixture import expect, write_repo  # noqa: E402

CHECKER = sys.argv[1]
REPO = Path(sys.argv[2])
WHOLE = """
QString planetName(Planet p) { return tr("ZERO"); }
QString moved(const QString& who, Planet p) {
    //: %1: a ship's name; %2: a planet's name.
    return tr("%1 moved to %2").arg(who, planetName(p));
}
"""


def copy_sources(root: Path, leave_out=()):
    for directory in ("ui-qml", "lessons"):
        for path in (REPO / directory).rglob("*"):
            relative = path.relative_to(REPO)
            if path.suffix in (".cpp", ".h", ".qml", ".js") and path.is_file() and relative.as_posix() not in leave_out:
                (root / relative).parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, root / relative)


def run(cpp="", qml="", leave_out=()):
    with tempfile.TemporaryDirectory() as work:
        copy_sources(Path(work), leave_out)
        write_repo(Path(work), sources={"ui-qml/test/Text.cpp": WHOLE + cpp,
                                        "ui-qml/test/Page.qml": "Item {\n" + qml + "\n}\n"})
        return subprocess.run([sys.executable, CHECKER, work], capture_output=True, text=True)


failures = 0
failures += expect(0, run(), "a printed name as the argument")
failures += expect(1, run(cpp='QString f(bool e) { return tr("the hand holds %1").arg(e ? tr("nothing") : x); }'),
                   "tr() inside .arg()")
failures += expect(1, run(cpp='QString f() {\n    const QString none = tr("nothing");\n'
                              '    return tr("the hand holds %1").arg(who, none);\n}'),
                   "a variable holding a tr() result")
failures += expect(1, run(cpp='QString nothing() { return tr("nothing"); }\n'
                              'QString f() { return tr("the hand holds %1").arg(nothing()); }'),
                   "a function returning a tr() result")
failures += expect(1, run(cpp='QString f() { const QByteArray c = QCoreApplication::translate("x", "for");\n'
                              'return QCoreApplication::translate("x", "%1 %2").arg(c); }'),
                   "translate() in a variable")
failures += expect(1, run(qml='    text: qsTr("Step-through of %1").arg(name.length > 0 ? name : qsTr("this game"))'),
                   "qsTr() inside .arg() in QML")
failures += expect(1, run(qml='    function which() { return qsTr("either ship") }\n'
                              '    text: qsTr("for %1").arg(which())'),
                   "a QML function returning qsTr()")
failures += expect(1, run(leave_out={"ui-qml/components/KetPanel.qml"}),
                   "an allowed entry that no longer occurs")
print("glued message checker: every case as expected" if failures == 0 else f"{failures} case(s) failed")
sys.exit(1 if failures else 0)
