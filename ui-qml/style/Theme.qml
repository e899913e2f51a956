pragma Singleton
import QtQuick
import Entanglion.Common

// The one theme of the app, the Lessons page and the Bell demo: colours, sizes and the presentation
// zoom. Ship colours are never the only cue: Mercurial's line is solid and Rubicon's dashed, and
// every ship mark carries its initial and every circuit line its name.
QtObject {
    id: theme

    // Presentation zoom (Ctrl + / Ctrl -): scales every text size and the side panels.
    property real zoom: 1.0
    readonly property real minZoom: 0.6
    readonly property real maxZoom: 2.5
    function zoomIn() { zoom = Math.min(maxZoom, Math.round((zoom + 0.1) * 10) / 10) }
    function zoomOut() { zoom = Math.max(minZoom, Math.round((zoom - 0.1) * 10) / 10) }
    function zoomReset() { zoom = 1.0 }

    readonly property real fontSmall: 11 * zoom
    readonly property real fontNormal: 13 * zoom
    readonly property real fontLarge: 17 * zoom
    readonly property real fontHuge: 24 * zoom
    // The Lessons page and the Bell demo are read at length (tasks, explanations, a projector in
    // a classroom): their text is a step larger than the game's panels.
    readonly property real readingFontSmall: 12 * zoom
    readonly property real readingFontNormal: 14 * zoom
    readonly property real readingFontLarge: 18 * zoom
    readonly property real readingFontHuge: 26 * zoom
    readonly property real spacing: 8 * zoom
    readonly property real radius: 6

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
    readonly property color entryLine: "#8b93a7"

    readonly property color centarious: "#8a5cc7"
    readonly property color superious: "#3fb54f"
    readonly property color entanglion: "#f1c232"

    function galaxyColor(galaxy) {
        if (galaxy === Galaxy.Centarious) return centarious
        if (galaxy === Galaxy.Superious) return superious
        return entanglion
    }
    function shipColor(ship) { return ship === Ship.Rubicon ? rubicon : mercurial }
    // A hue for a complex phase (radians), so amplitude bars show sign and phase; the text beside
    // each bar says the same thing in numbers.
    function phaseColor(phase) {
        var hue = ((phase / (2 * Math.PI)) % 1 + 1) % 1
        return Qt.hsla((0.42 + hue) % 1, 0.65, 0.55, 1)
    }
}
