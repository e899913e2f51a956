pragma Singleton
import QtQuick

// Colours and sizes of the Lessons page and the Bell demo, matching the app's dark palette. Ship
// colours are never the only cue: every ship mark carries its initial and every line its name.
QtObject {
    /// The app's presentation zoom (its Theme.zoom, bound by Main.qml; 1 where the lessons run on
    /// their own): every size below grows with it, so the Lessons page follows Ctrl++ like the game.
    property real zoom: 1
    readonly property real fontSmall: 12 * zoom
    readonly property real fontNormal: 14 * zoom
    readonly property real fontLarge: 18 * zoom
    readonly property real fontHuge: 26 * zoom
    readonly property real spacing: 8 * zoom
    readonly property real radius: 6 * zoom

    readonly property color background: "#11151f"
    readonly property color panel: "#1a2030"
    readonly property color panelBorder: "#2c3650"
    readonly property color panelRaised: "#232b3f"
    readonly property color text: "#e6e9f2"
    readonly property color textDim: "#9aa3b8"
    readonly property color accent: "#f3c437"
    readonly property color danger: "#ef5b5b"
    readonly property color success: "#5fd38d"
    readonly property color note: "#7cc7ff"

    readonly property color mercurial: "#37a9e0"
    readonly property color rubicon: "#ec6a3c"
    readonly property color centarious: "#8a5cc7"
    readonly property color superious: "#3fb54f"
    readonly property color entanglion: "#d4a72c"

    function galaxyColor(galaxy) {
        return galaxy === "CENTARIOUS" ? centarious : galaxy === "SUPERIOUS" ? superious : entanglion
    }
}
