#!/usr/bin/python3
"""The app as a screen reader sees it, through the real accessibility stack (AT-SPI).

Starts an Xvfb of its own (on a free display, found with -displayfd) and the built `entanglion`
binary on it (run the script under `dbus-run-session --`, see tests/a11y/CMakeLists.txt) with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 and
its own HOME, reads its accessible tree with pyatspi, visits every page and dialog with the app's
own keys (xdotool) and fails when, among the nodes a user can see:
  - a focusable or clickable node has no name,
  - two buttons of one page share a name ("Play", "Play" ... which card?),
  - a page has no picture in words, or a picture (role image) has no name or no description,
  - a page misses the words its pictures must have (the ket read aloud, the twelve planets, ...).
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

        key("ctrl+n")
        pages.append(read_page(app, "New game dialog", has("Easy (1)", "Start")))
        key("Escape")
        key("F1")
        pages.append(read_page(app, "Rules page", has("Rules of Entanglion")))
        key("F1")
        key("question")
        pages.append(read_page(app, "Keyboard help", has("Keys")))
        key("Escape")
        key("ctrl+l")
        pages.append(read_page(app, "Lessons list", has("← Back to the game", "Lesson")))
        key("Return")
        pages.append(read_page(app, "a lesson", has("← Lessons (Esc)", "Lesson map", "State: "), pictures=True))
        key("ctrl+l")
        key("ctrl+b")
        bell = read_page(app, "Bell demo", has("Next", "Circuit", "The state after it: ", "Bloch sphere of Mercurial"), pictures=True)
        pages.append(bell)
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
    finally:
        if app_process.poll() is None:
            app_process.terminate()
            app_process.wait()
        shutil.rmtree(home, ignore_errors=True)
        xvfb.terminate()
        xvfb.wait()

    problems = []
    for page in pages:
        if dump:
            print(f"---- {page.name}")
            for _, name, desc, _, depth, _, role_name in page.nodes:
                print("  " * depth + f"[{role_name}] '{name}' — {desc[:80]}")
        problems += problems_of(page, page.pictures)
    for p in problems:
        print("FAIL", p)
    print(f"{len(pages)} pages read, {sum(len(p.nodes) for p in pages)} nodes, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
