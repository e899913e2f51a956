#!/usr/bin/python3
"""The app as a screen reader sees it, through the real accessibility stack (AT-SPI).

Starts an Xvfb of its own (on a free display, found with -displayfd) and the built `entanglion`
binary on it (run the script under `dbus-run-session --`, see tests/a11y/CMakeLists.txt) with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 and
its own HOME, reads its accessible tree with pyatspi, visits every page and dialog with the app's
own keys (xdotool) and fails when, among the nodes a user can see:
  - a focusable or clickable node has no name,
  - two buttons of one page share a name ("Play", "Play" ... which card?),
  - a page has no picture in words, or a picture (role image) has no name or no description,
  - a page misses the words its pictures must have (the ket read aloud, the twelve planets, ...),
  - an accessible name or description carries a word joiner (U+2060: speech spells such a word),
  - the game log's lines are not list items with their words as names,
  - the keyboard lands on a node with no name when a page opens, or Tab never reaches a page's own
    controls (each page's walk names the controls it must reach: the game's hands and cards, the
    dialogs' buttons, the lesson list's rows, a lesson's Hint, cards and Next lesson, the Bell
    demo's buttons),
  - an illegal move's banner ("It is Rubicon's turn, not Mercurial's") is not an alert.
Waits poll without a clock: the test's time is bounded by CTest's TIMEOUT, not by sleeps here.

Usage: atspi_tree_test.py ENTANGLION_BINARY [--dump]   (--dump prints each page's tree)
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi

# Roles a user operates; a node with one of these (or with an action) needs a name.
INTERACTIVE = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_RADIO_BUTTON,
    pyatspi.ROLE_SLIDER, pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_ENTRY, pyatspi.ROLE_TEXT,
    pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_LIST_ITEM, pyatspi.ROLE_LINK,
}
# A scroll bar is read by its value and orientation (Orca says "vertical scroll bar, 40 percent");
# Qt Quick gives it no name and none is needed.
UNNAMED_OK = {pyatspi.ROLE_SCROLL_BAR, pyatspi.ROLE_PANEL, pyatspi.ROLE_FILLER, pyatspi.ROLE_LABEL}
POLL = 0.25  # seconds between looks at the tree; how long in all is CTest's TIMEOUT


class Page:
    def __init__(self, name, nodes):
        self.name = name
        self.pictures = False  # the page draws pictures, so it must have some in words
        self.nodes = nodes  # (role, name, description, states, depth, operable, role name)

    def names(self, role):
        return [n[1] for n in self.nodes if n[0] == role]

    def text(self):
        return "\n".join(f"{n[1]} {n[2]}" for n in self.nodes)


def showing_nodes(root):
    """Every node of `root` a user can see, depth first, as plain tuples."""
    out = []

    def walk(node, depth, parent_role):
        try:
            states = node.getState()
            if not states.contains(pyatspi.STATE_SHOWING) and depth > 0:
                return
            try:
                actions = node.queryAction().nActions
            except NotImplementedError:
                actions = 0
            role = node.getRole()
            # A combo box's shown value is a read-only text inside it, named by the box.
            operable = parent_role != pyatspi.ROLE_COMBO_BOX and (
                role in INTERACTIVE or states.contains(pyatspi.STATE_FOCUSABLE) or actions > 0)
            out.append((role, node.name or "", node.description or "", states, depth, operable, node.getRoleName()))
            for child in node:
                if child is not None:
                    walk(child, depth + 1, role)
        except Exception:  # a node that went away while we read it (the page changed)
            return

    walk(root, 0, None)
    return out


def find_app(process):
    while process.poll() is None:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == "entanglion" and app.childCount > 0:
                return app
        time.sleep(POLL)
    sys.exit(f"the app exited with {process.returncode} before it showed a window")


def read_page(app, name, expect, pictures=False):
    """The page once `expect(page)` holds (the tree follows the app with a delay)."""
    looks = 0
    while True:
        app.clear_cache()
        page = Page(name, showing_nodes(app))
        if expect(page):
            page.pictures = pictures
            return page
        looks += 1
        if looks == 40:  # a note for whoever reads a timed-out run, not a limit
            print(f"still waiting for the {name}; it shows:\n{page.text()}", file=sys.stderr)
        time.sleep(POLL)


def key(*keys):
    subprocess.run(["xdotool", "search", "--sync", "--name", "^Entanglion", "windowfocus", "--sync"], check=True,
                   stdout=subprocess.DEVNULL)
    for k in keys:
        subprocess.run(["xdotool", "key", "--clearmodifiers", k], check=True)
        time.sleep(POLL)


def problems_of(page, pictures):
    problems = []
    for role, name, desc, _, _, operable, role_name in page.nodes:
        if operable and role not in UNNAMED_OK and not name.strip():
            problems.append(f"{page.name}: a {role_name} without a name (description '{desc}')")
    buttons = page.names(pyatspi.ROLE_PUSH_BUTTON)
    for name in sorted(set(buttons)):
        if name and buttons.count(name) > 1:
            problems.append(f"{page.name}: {buttons.count(name)} buttons named '{name}'")
    images = [n for n in page.nodes if n[0] == pyatspi.ROLE_IMAGE]
    if pictures and not images:
        problems.append(f"{page.name}: no picture in words (no node with role image)")
    for _, name, desc, _, _, _, _ in images:
        if not name.strip() or not desc.strip():
            problems.append(f"{page.name}: a picture without words (name '{name}', description '{desc}')")
    return problems


JOINER = "\u2060"


def joiner_problems(page):
    return [f"{page.name}: a word joiner in the {role_name} '{name.replace(JOINER, '')}'"
            for _, name, desc, _, _, _, role_name in page.nodes if JOINER in name or JOINER in desc]


def focused(app):
    """The (role name, name) of the node the keyboard is on, or None; the deepest focused node."""
    found = None

    def walk(node, depth):
        nonlocal found
        try:
            states = node.getState()
            # The hand's stop has no size (it only reads the hand), so it is not "showing".
            if depth > 0 and states.contains(pyatspi.STATE_FOCUSED):
                found = (node.getRoleName(), node.name or "")
            if depth > 0 and not states.contains(pyatspi.STATE_SHOWING):
                return
            for child in node:
                if child is not None:
                    walk(child, depth + 1)
        except Exception:  # a node that went away while we read it
            return

    app.clear_cache()
    walk(app, 0)
    return found


def wait_focus(app, name, test):
    """The focused node once `test(node)` holds (the keyboard arrives after the page)."""
    looks = 0
    while True:
        node = focused(app)
        if node is not None and test(node):
            return node
        looks += 1
        if looks == 40:
            print(f"{name}: still waiting for the keyboard; it is on {node}", file=sys.stderr)
        time.sleep(POLL)


def tab_walk(app, name, wanted, limit=40, backwards=False):
    """Presses Tab (Shift+Tab) until every name in `wanted` (substrings) was focused or `limit`
    presses; returns the problems: a stop without a name, a wanted control never reached."""
    seen = []
    for _ in range(limit):
        key("shift+Tab" if backwards else "Tab")
        node = focused(app)
        seen.append(node)
        if all(any(n and w in n[1] for n in seen) for w in wanted):
            break
    way = "Shift+Tab" if backwards else "Tab"
    problems = [f"{name}: {way} reached a {n[0]} without a name" for n in seen if n and not n[1].strip()]
    stops = ", ".join(f"'{n[1]}'" if n else "nothing" for n in seen)
    problems += [f"{name}: {way} never reaches '{w}' (it reached {stops})"
                 for w in wanted if not any(n and w in n[1] for n in seen)]
    return problems


def has(*words):
    return lambda page: all(w in page.text() for w in words)


def start_xvfb():
    """An X server on a display no one else uses; returns it and its display name."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                              pass_fds=[write_end], stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        number = pipe.readline().strip()
    if not number:
        sys.exit("Xvfb did not start")
    return server, ":" + number


def main():
    binary = os.path.abspath(sys.argv[1])
    xvfb, display = start_xvfb()
    os.environ["DISPLAY"] = display
    os.environ.pop("XAUTHORITY", None)
    dump = "--dump" in sys.argv
    home = tempfile.mkdtemp(prefix="entanglion-a11y-")
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb", HOME=home,
               XDG_CONFIG_HOME=os.path.join(home, "config"), XDG_DATA_HOME=os.path.join(home, "data"),
               QT_ACCESSIBILITY="1")
    pages = []
    walks = []  # the problems the keyboard's walks found
    try:
        app_process = subprocess.Popen([binary, "--lang", "en"], env=env)
        app = find_app(app_process)
        game = read_page(app, "game", has("Galaxy map", "Live state: ", "Play ", "Detection track", "Engine control",
                                              "Undo: take back your last move", "Moves and settings"), pictures=True)
        pages.append(game)
        planets = [n for n in game.nodes if n[0] == pyatspi.ROLE_IMAGE and "galaxy, state" in n[2]]
        if len(planets) != 12:
            print(f"FAIL game: {len(planets)} planets in words, 12 expected")
            return 1

        # The game's log: a list of its lines, each a list item named by its words.
        lines = [n for n in game.nodes if n[0] == pyatspi.ROLE_LIST_ITEM and n[1].strip()]
        if not any(n[0] == pyatspi.ROLE_LIST and n[1] == "Game log" for n in game.nodes) or not lines:
            walks.append("game: the log is not a list named 'Game log' of named list items")
        # The keyboard starts on the acting hand; Tab reaches its cards, then the other hand;
        # Shift+Tab the actions, the hint and the toolbar (the ⚙ menu among them).
        start = wait_focus(app, "game", lambda n: n[1].endswith("'s hand"))
        acting = start[1].split("'")[0]
        other = "Rubicon" if acting == "Mercurial" else "Mercurial"
        walks.extend(tab_walk(app, "game", [f"Card 1 of {acting}", f"{other}'s hand", f"Card 1 of {other}"]))
        # Enter on the other ship's card: the engine's refusal shows as an alert.
        if focused(app)[1].startswith(f"Card 1 of {other}"):
            key("Return")
            read_page(app, "the refusal's alert",
                      lambda page: any(n[0] == pyatspi.ROLE_ALERT and f"It is {acting}'s turn" in n[1] for n in page.nodes))
            key("Escape")
        walks.extend(tab_walk(app, "game", ["Hint", "Moves and settings", "New game…"], limit=60, backwards=True))
        # Enter on the toolbar's New game… (the last of the walk) opens the dialog.
        if focused(app)[1] == "New game…":
            key("Return")
        else:
            key("ctrl+n")
        pages.append(read_page(app, "New game dialog", has("Easy (1)", "Start")))
        walks.extend(tab_walk(app, "New game dialog", ["Easy (1)", "Start", "Cancel"]))
        key("Escape")
        # The settings (the toolbar's ⚙ menu): reached by Shift+Tab, opened by Enter, its first
        # entry (Down) named. (The open menu itself has no name: Qt 6.4 gives a Menu none.)
        wait_focus(app, "game", lambda n: n[1].endswith("'s hand"))
        walks.extend(tab_walk(app, "game", ["Moves and settings"], limit=60, backwards=True))
        settings = [n for n in game.nodes if n[0] == pyatspi.ROLE_PUSH_BUTTON and n[1] == "Moves and settings"]
        if len(settings) != 1:
            walks.append("game: the ⚙ menu's button is not one push button named 'Moves and settings'")
        if focused(app)[1] == "Moves and settings":
            key("Return")
            wait_focus(app, "settings menu", lambda n: n[0] == "popup menu")
            key("Down")
            entry = wait_focus(app, "settings menu", lambda n: "menu item" in n[0])
            if not entry[1].strip():
                walks.append(f"settings menu: the keyboard is on a {entry[0]} without a name")
            key("Escape")
        key("F1")
        pages.append(read_page(app, "Rules page", has("Rules of Entanglion")))
        key("F1")
        key("question")
        pages.append(read_page(app, "Keyboard help", has("Keys")))
        key("Escape")
        key("ctrl+l")
        pages.append(read_page(app, "Lessons list", has("← Back to the game", "Lesson")))
        row = wait_focus(app, "Lessons list", lambda n: n[0] == "list item")
        if not row[1].startswith("Lesson 1: "):
            walks.append(f"Lessons list: the keyboard is on '{row[1]}', not on the first lesson")
        key("Return")
        pages.append(read_page(app, "a lesson", has("← Lessons (Esc)", "Lesson map", "State: "), pictures=True))
        wait_focus(app, "a lesson", lambda n: n[1].startswith("Lesson 1: "))
        walks.extend(tab_walk(app, "a lesson", ["← Lessons (Esc)", "Hint (H)", "X on Mercurial"]))
        key("1")
        pages.append(read_page(app, "a lesson, its goal reached", has("Next lesson (Enter)"), pictures=True))
        walks.extend(tab_walk(app, "a lesson, its goal reached", ["Next lesson (Enter)", "Play again"]))
        key("ctrl+l")
        key("ctrl+b")
        bell = read_page(app, "Bell demo", has("Next", "Circuit", "The state after it: ", "Bloch sphere of Mercurial"), pictures=True)
        pages.append(bell)
        wait_focus(app, "Bell demo", lambda n: n[1] == "Bell demo")
        walks.extend(tab_walk(app, "Bell demo", ["Φ+", "Ψ-", "Next →"]))
        key("End", "m")
        pages.append(read_page(app, "Bell demo, measured", has("Histogram", "measured in ZZ"), pictures=True))
        key("Escape")
        # One action, then the app is killed: started again it offers the autosave.
        read_page(app, "game again", has("Galaxy map"))
        key("1")
        time.sleep(1)
        app_process.kill()
        app_process.wait()
        app_process = subprocess.Popen([binary, "--lang", "en"], env=env)
        app = find_app(app_process)
        pages.append(read_page(app, "Resume dialog", has("Resume")))
        walks.extend(tab_walk(app, "Resume dialog", ["Resume"]))
        # The review: Enter on Resume, on the toolbar's Step through, then on the bar's Review.
        key("Return")
        read_page(app, "game resumed", has("Galaxy map"))
        walks.extend(tab_walk(app, "game", ["Step through"], limit=60, backwards=True))
        key("Return")
        read_page(app, "step-through", has("Step back (Left)", "Review"))
        walks.extend(tab_walk(app, "step-through", ["Review"], limit=80))
        key("Return")
        pages.append(read_page(app, "Review", has("Review of this game", "Back to the board")))
        # The page starts on its first control: the keyboard and the screen reader are there.
        opened = wait_focus(app, "Review", lambda n: n[1].strip() != "")
        if opened != ("push button", "Back to the board"):
            walks.append(f"Review: the keyboard starts on {opened}, not on 'Back to the board'")
        walks.extend(tab_walk(app, "Review", ["Back to the board"], limit=100))
    finally:
        if app_process.poll() is None:
            app_process.terminate()
            app_process.wait()
        shutil.rmtree(home, ignore_errors=True)
        xvfb.terminate()
        xvfb.wait()

    problems = list(walks)
    for page in pages:
        if dump:
            print(f"---- {page.name}")
            for _, name, desc, _, depth, _, role_name in page.nodes:
                print("  " * depth + f"[{role_name}] '{name}' — {desc[:80]}")
        problems += problems_of(page, page.pictures) + joiner_problems(page)
    for p in problems:
        print("FAIL", p)
    print(f"{len(pages)} pages read, {sum(len(p.nodes) for p in pages)} nodes, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
