import QtQuick
import QtQuick.Layouts
import Entanglion.Ui

// The game screen: the map with its quantum note and card preview, the detection track, both
// spaceship boards around the action panel; on the right the live state, engine control, piles
// and dice, and the log. Everything scales with the presentation zoom.
Item {
    id: root
    property GameController controller
    objectName: "gameScreen"
    readonly property real sideWidth: Math.min(width * 0.34, 390 * Theme.zoom)

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        ColumnLayout {
            // A small preferred width: the column takes what the side panel leaves, instead of
            // growing to the (unbounded) width of its contents.
            Layout.preferredWidth: 100
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing

            // Above the map, not over it: the note must not hide the planets it talks about (the
            // map shrinks while it shows; a hidden note takes no room).
            QuantumNote {
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                text: root.controller ? root.controller.quantumNote : ""
            }
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 200
                GalaxyMap {
                    id: map
                    anchors.fill: parent
                    mapModel: root.controller ? root.controller.mapModel : null
                    pathModel: root.controller ? root.controller.pathModel : null
                }
                PreviewPanel {
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    controller: root.controller
                }
            }
            DetectionTrack {
                Layout.fillWidth: true
                trackModel: root.controller ? root.controller.trackModel : null
            }
            ActionPanel {
                id: actionPanel
                Layout.fillWidth: true
                Layout.preferredHeight: Math.min(implicitHeight, 150 * Theme.zoom)
                controller: root.controller
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.preferredHeight: 180 * Theme.zoom
                Layout.maximumHeight: 180 * Theme.zoom
                spacing: Theme.spacing
                ShipBoard {
                    id: mercurialBoard
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 100
                    controller: root.controller
                    ship: "MERCURIAL"
                    handModel: root.controller ? root.controller.mercurialHand : null
                    components: root.controller ? root.controller.mercurialComponents : []
                    componentTexts: root.controller ? root.controller.mercurialComponentTexts : []
                }
                ShipBoard {
                    id: rubiconBoard
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 100
                    controller: root.controller
                    ship: "RUBICON"
                    handModel: root.controller ? root.controller.rubiconHand : null
                    components: root.controller ? root.controller.rubiconComponents : []
                    componentTexts: root.controller ? root.controller.rubiconComponentTexts : []
                }
            }
        }
        ColumnLayout {
            Layout.preferredWidth: root.sideWidth
            Layout.minimumWidth: root.sideWidth
            Layout.maximumWidth: root.sideWidth
            Layout.fillHeight: true
            spacing: Theme.spacing
            KetPanel {
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
                Layout.minimumHeight: 80
                logModel: root.controller ? root.controller.logModel : null
            }
        }
    }

    function triggerShortcut(key) { return actionPanel.triggerShortcut(key) }
}
