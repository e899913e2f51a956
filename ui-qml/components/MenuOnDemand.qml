import QtQuick

// A menu made the first time it is opened, then kept. A Menu makes all its items with it, and the
// toolbar's menus (the overflow ☰, language, colours, speech, moves, pointing in a network game)
// took about a seventh of the app's start (docs/performance.md, "Desktop app"). Declare it inside
// its button, the Menu as `sourceComponent`, or as a file (`menuSource`, `menuProperties`) where
// the declaring file's components are bound (`pragma ComponentBehavior: Bound`, which a Loader of
// Qt 6.4 cannot make). The Menu's `parent` is this Loader, which covers the button (so
// `y: parent.height` opens it under the button).
Loader {
    anchors.fill: parent
    active: false
    property url menuSource
    property var menuProperties: ({})
    /// Makes the menu if it is not made yet, and opens it.
    function open() {
        if (!active) {
            if (menuSource.toString().length > 0)
                setSource(menuSource, menuProperties)
            active = true
        }
        item.open()
    }
}
