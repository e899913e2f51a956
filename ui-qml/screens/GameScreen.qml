import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// The game screen. The map comes first: it takes the full height and as much width as the panels
// leave, so it grows with the window and keeps its size when the presentation zoom grows. The
// panels sit beside it in a scrolling side area: the quantum note and the detection track across
// the top, then two columns (actions and both ship boards | live state, engine control, piles and
// log) when the room allows, else one. Panel widths and all text scale with Theme.zoom. Rules (docs/ui.md):
//   column      = 350 px x zoom (down to 250 px x zoom when the map would get less than 55%)
//   two columns when the map still gets min(its ideal width, 45% of the window) beside them
//   the map never gets less than 35% of the width; the side area takes the rest
Item {
    id: root
    property GameController controller
    property AiPlayers aiPlayers
    objectName: "gameScreen"

    // Wide enough for the live-state panel's header and bars: 350 px x zoom. Fixed per zoom and
    // window, not measured from the panel's content, so a longer ket never flips the layout
    // between one and two columns. Where that would leave the map less than 55% of the window (a
    // small window, zoomed in), the column gives way down to 250 px x zoom, to which the panels
    // wrap: the map's text grows only with the map (MapLayout::kTextScales). And never more than
    // the one column beside the smallest map (35%, a 1024 px window at 250%).
    readonly property real columnWidth: Math.min(350 * Theme.zoom, Math.max(250 * Theme.zoom, innerWidth * 0.45),
                                                 innerWidth * 0.65 - gap)
    readonly property real gap: Theme.spacing
    readonly property real innerWidth: width - 2 * gap
    readonly property real innerHeight: height - 2 * gap
    // The map's ideal width: the full column height at the map's aspect ratio.
    readonly property real mapAspect: controller ? controller.mapModel.mapWidth / controller.mapModel.mapHeight : 1
    readonly property real mapIdealWidth: Math.max(0, innerHeight * mapAspect)
    readonly property bool twoColumns: innerWidth - 2 * columnWidth - 2 * gap >= Math.min(mapIdealWidth, innerWidth * 0.45)
    readonly property real sideNeed: twoColumns ? 2 * columnWidth + gap : columnWidth
    readonly property real mapColumnWidth: Math.max(innerWidth * 0.35, Math.min(mapIdealWidth, innerWidth - sideNeed - gap))
    readonly property real sideWidth: innerWidth - mapColumnWidth - gap

    Item {
        id: mapColumn
        objectName: "mapColumn"
        x: root.gap
        y: root.gap
        width: root.mapColumnWidth
        height: root.innerHeight
        GalaxyMap {
            id: map
            anchors.fill: parent
            mapModel: root.controller ? root.controller.mapModel : null
            pathModel: root.controller ? root.controller.pathModel : null
        }
        PreviewPanel {
            preview: root.controller ? root.controller.preview : null
            mapModel: root.controller ? root.controller.mapModel : null
            map: map
        }
    }

    ScrollView {
        id: side
        objectName: "sideArea"
        x: mapColumn.x + mapColumn.width + root.gap
        y: root.gap
        width: root.sideWidth
        height: root.innerHeight
        contentWidth: availableWidth
        contentHeight: panels.height
        clip: true
        // In one column (a small window, zoomed in) the live state and the log are below the
        // fold: the scroll bar stays in sight, the wheel scrolls, and so do Page Up / Page Down.
        ScrollBar.vertical.policy: panels.height > side.availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded

        GridLayout {
            id: panels
            width: side.availableWidth
            // Fills the view when the panels are shorter (the log takes the rest), scrolls when not.
            height: Math.max(side.availableHeight, implicitHeight)
            columns: root.twoColumns ? 2 : 1
            columnSpacing: root.gap
            rowSpacing: root.gap

            // Beside the map, not over it: the note must not hide the planets it talks about (a
            // hidden note takes no room).
            QuantumNote {
                id: note
                Layout.columnSpan: panels.columns
                Layout.fillWidth: true
                Layout.preferredHeight: visible ? implicitHeight : 0
                text: root.controller ? root.controller.quantumNote : ""
            }
            DetectionTrack {
                id: track
                Layout.columnSpan: panels.columns
                Layout.fillWidth: true
                trackModel: root.controller ? root.controller.trackModel : null
            }
            ColumnLayout {
                objectName: "playColumn"
                Layout.fillWidth: true
                Layout.fillHeight: !root.twoColumns ? false : true
                Layout.preferredWidth: 100
                Layout.alignment: Qt.AlignTop
                spacing: root.gap
                AiPanel {
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    aiPlayers: root.aiPlayers
                }
                ActionPanel {
                    id: actionPanel
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    controller: root.controller
                    aiPlayers: root.aiPlayers
                }
                ShipBoard {
                    id: mercurialBoard
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    controller: root.controller
                    ship: Ship.Mercurial
                    handModel: root.controller ? root.controller.mercurialHand : null
                    components: root.controller ? root.controller.mercurialComponents : null
                }
                ShipBoard {
                    id: rubiconBoard
                    Layout.fillWidth: true
                    Layout.preferredHeight: implicitHeight
                    controller: root.controller
                    ship: Ship.Rubicon
                    handModel: root.controller ? root.controller.rubiconHand : null
                    components: root.controller ? root.controller.rubiconComponents : null
                }
                Item { Layout.fillHeight: true; visible: root.twoColumns }
            }
            ColumnLayout {
                objectName: "stateColumn"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 100
                spacing: root.gap
                KetPanel {
                    id: ketPanel
                    Layout.fillWidth: true
                    ketModel: root.controller ? root.controller.ketModel : null
                }
                Circuit {
                    Layout.fillWidth: true
                    circuitModel: root.controller ? root.controller.circuitModel : null
                }
                PilesView {
                    Layout.fillWidth: true
                    controller: root.controller
                }
                GameLog {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 160 * Theme.zoom
                    logModel: root.controller ? root.controller.logModel : null
                }
            }
        }
    }

    function triggerShortcut(key) { return actionPanel.triggerShortcut(key) }

    /// Scrolls the side area by `pages` of its height (negative: up), within its content.
    function scrollSide(pages) {
        const view = side.contentItem
        const bottom = Math.max(0, view.contentHeight - view.height)
        view.contentY = Math.max(0, Math.min(bottom, view.contentY + pages * 0.9 * view.height))
    }
    Shortcut { sequence: StandardKey.MoveToNextPage; enabled: root.visible; onActivated: root.scrollSide(1) }
    Shortcut { sequence: StandardKey.MoveToPreviousPage; enabled: root.visible; onActivated: root.scrollSide(-1) }
}
