pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// A spaceship board: the ship's name and line style, whether it must act, its open hand (engine
// cards, then held event cards) and the quantum components it has collected.
Pane {
    id: root
    property GameController controller
    property string ship: "MERCURIAL"
    property HandModel handModel
    property var components: []
    /// What each component does, parallel to `components` (shown on hover).
    property var componentTexts: []
    readonly property bool acting: controller && controller.actingPlayer === ship && controller.status === "in_progress"
    readonly property color shipColor: Theme.shipColor(ship)
    objectName: "shipBoard_" + ship
    padding: Theme.spacing
    background: Rectangle {
        color: Theme.panel
        radius: Theme.radius
        border.width: root.acting ? 3 : 1
        border.color: root.acting ? root.shipColor : Theme.panelBorder
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing / 2
        // The header wraps (line style and name, "to act", the card count) rather than overflow
        // at a large zoom in a narrow column.
        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Row {
                spacing: Theme.spacing / 2
                Rectangle {
                    width: 28 * Theme.zoom
                    height: 4
                    anchors.verticalCenter: parent.verticalCenter
                    color: root.ship === "RUBICON" ? "transparent" : root.shipColor
                    Row {
                        visible: root.ship === "RUBICON"
                        spacing: 3
                        Repeater { model: 4; Rectangle { width: 4 * Theme.zoom; height: 4; color: root.shipColor } }
                    }
                }
                Label {
                    text: root.ship === "RUBICON" ? qsTr("Rubicon") : qsTr("Mercurial")
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    color: root.shipColor
                }
            }
            Label {
                objectName: "actingMark"
                visible: root.acting
                height: parent.children[0].height
                verticalAlignment: Text.AlignVCenter
                text: qsTr("▶ to act")
                font.pixelSize: Theme.fontSmall
                color: Theme.accent
            }
            Label {
                height: parent.children[0].height
                verticalAlignment: Text.AlignVCenter
                text: root.handModel ? qsTr("%n card(s)", "", root.handModel.count) : ""
                font.pixelSize: Theme.fontSmall
                color: Theme.textDim
            }
        }
        // Cards keep their natural width (a card's name never shrinks below the smallest text);
        // more cards than fit the board wrap to a second row.
        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing / 2
            Repeater {
                model: root.handModel
                delegate: CardItem {
                    ship: root.ship
                    controller: root.controller
                    width: implicitWidth
                }
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: 4
            Label {
                visible: root.components.length === 0
                text: qsTr("No components yet")
                font.pixelSize: Theme.fontSmall
                color: Theme.textDim
            }
            Repeater {
                model: root.components
                delegate: Rectangle {
                    id: chip
                    required property string modelData
                    required property int index
                    objectName: "component_" + modelData
                    width: componentLabel.implicitWidth + 10
                    height: componentLabel.implicitHeight + 4
                    radius: 4
                    color: Theme.chip
                    border.color: root.shipColor
                    Text {
                        id: componentLabel
                        anchors.centerIn: parent
                        text: "⚙ " + parent.modelData
                        font.pixelSize: Theme.fontSmall
                        color: Theme.text
                    }
                    HoverHandler { id: chipHover }
                    ToolTip.visible: chipHover.hovered
                    ToolTip.delay: 300
                    ToolTip.text: "<b>" + chip.modelData + "</b><br>" + (root.componentTexts[chip.index] ?? "")
                }
            }
        }
    }
}
