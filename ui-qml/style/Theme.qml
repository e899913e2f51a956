pragma Singleton
import QtQuick
import Entanglion.Common

// The one theme of the app, the Lessons page and the Bell demo: colours, sizes and the presentation
// zoom. Like PhET's colour profiles, every colour lives here, once per palette:
//   dark      the default, a board-like dark blue
//   light     the projector palette: dark text on a light ground and bolder lines, for a bright room
//   contrast  high contrast: white and pure hues on black, the thickest lines
// Each palette keeps the meanings: Mercurial blue, Rubicon orange-red, the galaxies purple, green
// and yellow, a phase's hue the same hue. Colour is never the only cue: Mercurial's line is solid
// and Rubicon's dashed, every ship mark carries its initial and every circuit line its name, an
// amplitude's sign is also the side its bar grows to and the sign of its number (docs/ui.md,
// "Themes"). tests/ui/theme_test.cpp checks the WCAG 2.1 contrast of every pair in `contrastPairs`
// and the colour-vision simulation of every pair in `meaningPairs`, in every palette.
QtObject {
    id: theme

    // Presentation zoom (Ctrl + / Ctrl -): scales every text size and the side panels.
    property real zoom: 1.0
    readonly property real minZoom: 0.6
    readonly property real maxZoom: 2.5
    function zoomIn() { zoom = Math.min(maxZoom, Math.round((zoom + 0.1) * 10) / 10) }
    function zoomOut() { zoom = Math.max(minZoom, Math.round((zoom - 0.1) * 10) / 10) }
    function zoomReset() { zoom = 1.0 }
    /// A zoom from outside (the saved one), kept within the range and on a 10% step.
    function setZoom(value) { zoom = Math.max(minZoom, Math.min(maxZoom, Math.round(value * 10) / 10)) }

    // 12 px is the smallest text anywhere (at 100%); the Lessons page and the Bell demo are read
    // at length (tasks, explanations, a projector in a classroom): their text is a step larger.
    readonly property real fontSmall: 12 * zoom
    readonly property real fontNormal: 13 * zoom
    readonly property real fontLarge: 17 * zoom
    readonly property real fontHuge: 24 * zoom
    readonly property real readingFontSmall: 14 * zoom
    readonly property real readingFontNormal: 15 * zoom
    readonly property real readingFontLarge: 18 * zoom
    readonly property real readingFontHuge: 26 * zoom
    /// The smallest size a text may shrink to (fontSizeMode): 12 px, less only below 100%.
    readonly property real minimumFont: 12 * Math.min(1, zoom)
    readonly property real spacing: 8 * zoom
    readonly property real radius: 6

    /// The palette in use: one of `names` ("dark" when an unknown name is set).
    property string name: "dark"
    readonly property var names: ["dark", "light", "contrast"]
    /// Lines are drawn this much thicker than in the dark palette (the map's paths, frames,
    /// focus rings): the projector and contrast palettes draw bold lines.
    readonly property real lineScale: p.lineScale
    readonly property real focusWidth: 2 * lineScale

    readonly property var palettes: ({
        "dark": {
            lineScale: 1,
            background: "#11151f", panel: "#1a2030", panelBorder: "#2c3650", panelRaised: "#232b3f",
            text: "#e6e9f2", textDim: "#9aa3b8", textDisabled: "#7a8297", accent: "#f3c437", textOnAccent: "#11151f",
            danger: "#ef5b5b", success: "#9af0bd", note: "#7cc7ff", eventText: "#d9c6ff",
            mercurial: "#37a9e0", rubicon: "#ef7045", entryLine: "#8b93a7",
            centarious: "#8a5cc7", superious: "#2fbf71", entanglion: "#f1c232",
            centariousText: "#b58cf0", superiousText: "#4fd08a", entanglionText: "#f1c232",
            centariousKet: "#ffffff", superiousKet: "#0b1f0e", entanglionKet: "#3a2b00",
            chip: "#2d3550", eventCard: "#2b2140", noteBackground: "#12324a",
            errorBackground: "#4a1f24", successBackground: "#173325", trackPassed: "#2a2f3f",
            focusRing: "#6ea8ff", highlight: "#3b6fb6", textOnHighlight: "#ffffff", shipOutline: "#ffffff", textOnShip: "#0b1020",
            discOutline: "#0b0e16",
            tooltip: "#0b0e16", button: "#232b3f", buttonDisabled: "#1c2232",
            light: "#3a4460", midlight: "#2f3850", mid: "#262e42", dark: "#151a26", shadow: "#000000",
            scrim: "#cc0b0e16", modalScrim: "#a0000000",
            phaseSaturation: 0.65, phaseLightness: 0.62
        },
        "light": {
            lineScale: 1.6,
            background: "#f6f5ef", panel: "#ffffff", panelBorder: "#8c93a3", panelRaised: "#eceef3",
            text: "#10131a", textDim: "#454d5e", textDisabled: "#6b7280", accent: "#8a5300", textOnAccent: "#ffffff",
            danger: "#8a1712", success: "#14833f", note: "#1454b8", eventText: "#54308f",
            mercurial: "#0a68a3", rubicon: "#b93c0a", entryLine: "#5d6473",
            centarious: "#7446b8", superious: "#2a8f5a", entanglion: "#e9b824",
            centariousText: "#5b2ea0", superiousText: "#1a6b40", entanglionText: "#7a5700",
            centariousKet: "#ffffff", superiousKet: "#ffffff", entanglionKet: "#2e2200",
            chip: "#fff6d6", eventCard: "#efe8fb", noteBackground: "#e3efff",
            errorBackground: "#fde7e5", successBackground: "#f0faf3", trackPassed: "#dfe2e8",
            focusRing: "#1a5fd0", highlight: "#1a5fd0", textOnHighlight: "#ffffff", shipOutline: "#10131a", textOnShip: "#ffffff",
            discOutline: "#10131a",
            tooltip: "#ffffff", button: "#eceef3", buttonDisabled: "#f1f2f5",
            light: "#ffffff", midlight: "#f4f5f8", mid: "#b8bdc8", dark: "#8c93a3", shadow: "#5d6473",
            scrim: "#d9f6f5ef", modalScrim: "#80000000",
            phaseSaturation: 0.6, phaseLightness: 0.37
        },
        "contrast": {
            lineScale: 2,
            background: "#000000", panel: "#000000", panelBorder: "#ffffff", panelRaised: "#1a1a1a",
            text: "#ffffff", textDim: "#e0e0e0", textDisabled: "#a6a6a6", accent: "#ffdd00", textOnAccent: "#000000",
            danger: "#ff6060", success: "#7dffb0", note: "#66d9ff", eventText: "#e6d6ff",
            mercurial: "#4dc3ff", rubicon: "#ff8a3d", entryLine: "#c8c8c8",
            centarious: "#b98cff", superious: "#2bffc0", entanglion: "#ffdd00",
            centariousText: "#cfa8ff", superiousText: "#2bffc0", entanglionText: "#ffdd00",
            centariousKet: "#000000", superiousKet: "#000000", entanglionKet: "#000000",
            chip: "#000000", eventCard: "#1a0f33", noteBackground: "#001a33",
            errorBackground: "#330000", successBackground: "#002b10", trackPassed: "#262626",
            focusRing: "#ffdd00", highlight: "#ffdd00", textOnHighlight: "#000000", shipOutline: "#ffffff", textOnShip: "#000000",
            discOutline: "#ffffff",
            tooltip: "#000000", button: "#1a1a1a", buttonDisabled: "#0d0d0d",
            light: "#ffffff", midlight: "#bfbfbf", mid: "#808080", dark: "#ffffff", shadow: "#000000",
            scrim: "#e6000000", modalScrim: "#b3000000",
            phaseSaturation: 1.0, phaseLightness: 0.68
        }
    })
    readonly property var p: palettes[name] !== undefined ? palettes[name] : palettes["dark"]

    // Surfaces.
    readonly property color background: p.background
    readonly property color panel: p.panel
    readonly property color panelBorder: p.panelBorder
    readonly property color panelRaised: p.panelRaised
    readonly property color chip: p.chip              ///< a component tag on the map
    readonly property color eventCard: p.eventCard    ///< an event card's face
    readonly property color noteBackground: p.noteBackground
    readonly property color errorBackground: p.errorBackground
    readonly property color successBackground: p.successBackground
    readonly property color trackPassed: p.trackPassed
    readonly property color tooltip: p.tooltip
    readonly property color button: p.button
    readonly property color buttonDisabled: p.buttonDisabled
    readonly property color scrim: p.scrim            ///< over the game behind the win/loss screen
    readonly property color modalScrim: p.modalScrim  ///< behind a modal dialog
    // Texts and marks.
    readonly property color text: p.text
    readonly property color textDim: p.textDim
    readonly property color textDisabled: p.textDisabled
    readonly property color accent: p.accent
    readonly property color textOnAccent: p.textOnAccent      ///< text on an accent fill
    readonly property color danger: p.danger
    readonly property color success: p.success
    readonly property color note: p.note
    readonly property color eventText: p.eventText
    readonly property color focusRing: p.focusRing
    readonly property color highlight: p.highlight    ///< a chosen or default button's fill
    readonly property color textOnHighlight: p.textOnHighlight
    readonly property color shipOutline: p.shipOutline
    readonly property color textOnShip: p.textOnShip          ///< the initial on a ship mark
    readonly property color discOutline: p.discOutline  ///< the ring around a planet disc
    // Fusion's bevel shades (buttons, frames, scroll bars).
    readonly property color light: p.light
    readonly property color midlight: p.midlight
    readonly property color mid: p.mid
    readonly property color dark: p.dark
    readonly property color shadow: p.shadow

    readonly property color mercurial: p.mercurial
    readonly property color rubicon: p.rubicon
    readonly property color entryLine: p.entryLine

    readonly property color centarious: p.centarious
    readonly property color superious: p.superious
    readonly property color entanglion: p.entanglion
    readonly property color centariousText: p.centariousText
    readonly property color superiousText: p.superiousText
    readonly property color entanglionText: p.entanglionText
    readonly property color centariousKet: p.centariousKet
    readonly property color superiousKet: p.superiousKet
    readonly property color entanglionKet: p.entanglionKet

    /// A planet disc's fill (its galaxy's colour).
    function galaxyColor(galaxy) {
        if (galaxy === Galaxy.Centarious) return centarious
        if (galaxy === Galaxy.Superious) return superious
        return entanglion
    }
    /// A galaxy's colour as text on the background (planet names, the legend).
    function galaxyTextColor(galaxy) {
        if (galaxy === Galaxy.Centarious) return centariousText
        if (galaxy === Galaxy.Superious) return superiousText
        return entanglionText
    }
    /// The colour of the ket written on a planet's disc.
    function galaxyKetColor(galaxy) {
        if (galaxy === Galaxy.Centarious) return centariousKet
        if (galaxy === Galaxy.Superious) return superiousKet
        return entanglionKet
    }
    function shipColor(ship) { return ship === Ship.Rubicon ? rubicon : mercurial }
    // A hue for a complex phase (radians), so amplitude bars show sign and phase; the same hue in
    // every palette (only its lightness suits the ground). The bar's side and the number beside
    // it say the sign too.
    function phaseColor(phase) {
        var hue = ((phase / (2 * Math.PI)) % 1 + 1) % 1
        return Qt.hsla((0.42 + hue) % 1, p.phaseSaturation, p.phaseLightness, 1)
    }

    // What tests/ui/theme_test.cpp checks in every palette. contrastPairs: [foreground, ground,
    // kind], each pair drawn somewhere in the app; kind "text" needs 4.5:1, "large" (18 px and up,
    // or 14 px bold) and "line" (map lines, marks, focus rings, frames that carry meaning) 3:1.
    // "a|b" is a shape filled with a and outlined with b: one of them must reach the ratio.
    readonly property var contrastPairs: [
        ["text", "background", "text"], ["text", "panel", "text"], ["text", "panelRaised", "text"],
        ["text", "chip", "text"], ["text", "noteBackground", "text"], ["text", "errorBackground", "text"],
        ["text", "successBackground", "text"], ["text", "button", "text"], ["text", "tooltip", "text"],
        ["textDim", "background", "text"], ["textDim", "panel", "text"], ["textDim", "panelRaised", "text"],
        ["textDim", "trackPassed", "text"],
        ["textDisabled", "buttonDisabled", "large"], ["textDisabled", "panel", "large"],
        ["accent", "panel", "text"], ["accent", "background", "text"], ["textOnAccent", "accent", "text"],
        ["danger", "panel", "text"], ["danger", "background", "text"], ["textOnAccent", "danger", "text"],
        ["success", "panel", "text"], ["success", "successBackground", "text"],
        ["note", "panel", "text"], ["note", "noteBackground", "text"], ["note", "background", "text"],
        ["eventText", "eventCard", "text"], ["eventText", "panel", "text"],
        ["textOnHighlight", "highlight", "text"],
        ["mercurial", "panel", "text"], ["mercurial", "background", "text"], ["mercurial", "panelRaised", "text"],
        ["rubicon", "panel", "text"], ["rubicon", "background", "text"], ["rubicon", "panelRaised", "text"],
        ["entryLine", "background", "text"],
        ["centariousText", "background", "text"], ["superiousText", "background", "text"],
        ["entanglionText", "background", "text"], ["entanglionText", "panel", "text"],
        ["centariousKet", "centarious", "large"], ["superiousKet", "superious", "large"],
        ["entanglionKet", "entanglion", "large"],
        ["mercurial", "background", "line"], ["rubicon", "background", "line"], ["entryLine", "background", "line"],
        ["shipOutline", "background", "line"], ["textOnShip", "mercurial", "text"], ["textOnShip", "rubicon", "text"],
        ["accent", "background", "line"],
        ["focusRing", "background", "line"], ["focusRing", "panel", "line"], ["focusRing", "panelRaised", "line"],
        ["focusRing", "button", "line"], ["accent", "panelRaised", "line"],
        ["entanglion|discOutline", "background", "line"], ["centarious|discOutline", "background", "line"],
        ["superious|discOutline", "background", "line"],
        ["phase0", "panel", "line"], ["phaseHalfPi", "panel", "line"], ["phasePi", "panel", "line"],
        ["phaseThreeHalvesPi", "panel", "line"],
        ["note", "panelRaised", "line"]
    ]
    // Colours that carry meaning and must stay apart for every colour vision: [a, b, second cue].
    readonly property var meaningPairs: [
        ["mercurial", "rubicon", "solid and dashed lines, M and R on the marks, names on every line"],
        ["centarious", "superious", "the legend, the planets' places"],
        ["centarious", "entanglion", "the legend, the planets' places"],
        ["superious", "entanglion", "the legend, the planets' places"],
        ["success", "danger", "the message's words, the win or loss title"],
        ["note", "accent", "histogram: bars are counts, the thin marks probabilities (and the numbers)"],
        ["phase0", "phasePi", "the bar's side (right positive, left negative) and the amplitude's sign"],
        ["phaseHalfPi", "phaseThreeHalvesPi", "the amplitude's text (i or -i)"],
        ["phase0", "phaseHalfPi", "the amplitude's text"],
        ["phasePi", "phaseThreeHalvesPi", "the amplitude's text"],
        ["phase0", "phaseThreeHalvesPi", "the amplitude's text"],
        ["phaseHalfPi", "phasePi", "the amplitude's text"]
    ]
    readonly property color phase0: phaseColor(0)
    readonly property color phaseHalfPi: phaseColor(Math.PI / 2)
    readonly property color phasePi: phaseColor(Math.PI)
    readonly property color phaseThreeHalvesPi: phaseColor(3 * Math.PI / 2)
}
