import QtQuick

// A Loader that makes its item the first time `wanted` is true and keeps it from then on. Pages,
// panels and overlays that most starts never show (the review, the win and loss screens, the
// folded layout's stage, the enlarged log) cost neither start-up time nor memory until they are
// first needed, and keep their state (scroll, choices) once they have been (docs/performance.md,
// "Desktop app").
Loader {
    property bool wanted: false
    active: false
    onWantedChanged: if (wanted) active = true
    Component.onCompleted: if (wanted) active = true
}
