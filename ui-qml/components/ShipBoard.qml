pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// A spaceship board: the ship's name and line style, whether it must act, its open hand (engine
// cards, then held event cards) and the quantum components it has collected.
Pane {
    id: root
    property GameController controller
    /// The network game, if any (its cards can be pointed at for the partner).
    property NetworkPlay network
    property int ship: Ship.Mercurial
    property HandModel handModel
    property ComponentModel components
    readonly property bool isRubicon: ship === Ship.Rubicon
    /// The ship in the objectNames tests find the board and its cards by.
    readonly property string shipKey: isRubicon ? "RUBICON" : "MERCURIAL"
    readonly property bool acting: controller !== null && controller.setup.hasGame && controller.turn.actingPlayer === ship
                                   && controller.turn.status === GameStatus.InProgress
    readonly property color shipColor: Theme.shipColor(ship)
    objectName: "shipBoard_" + shipKey
    /// Puts the keyboard just before the hand: the next Tab is on its first card. The place itself
    /// previews nothing and a screen reader reads the hand there.
    function focusHand() { handAnchor.forceActiveFocus(Qt.OtherFocusReason) }
    Accessible.role: Accessible.Grouping
    Accessible.name: isRubicon ? qsTr("Rubicon's board") : qsTr("Mercurial's board")
    Accessible.description: !controller ? "" : isRubicon ? controller.table.rubiconHandText : controller.table.mercurialHandText
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
                    color: root.isRubicon ? "transparent" : root.shipColor
                    Row {
                        visible: root.isRubicon
                        spacing: 3
                        Repeater { model: 4; Rectangle { width: 4 * Theme.zoom; height: 4; color: root.shipColor } }
                    }
                }
                Label {
                    text: root.isRubicon ? qsTr("Rubicon") : qsTr("Mercurial")
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
                //: %n: the engine cards in this ship's hand.
                text: root.handModel ? qsTr("%n card(s)", "", root.handModel.count) : ""
                font.pixelSize: Theme.fontSmall
                color: Theme.textDim
            }
        }
        Item {
            id: handAnchor
            objectName: "handAnchor_" + root.shipKey
            // A stop of its own in the Tab chain (Qt walks the chain from a stop), reading out the hand.
            activeFocusOnTab: true
            Layout.preferredHeight: 0
            Layout.preferredWidth: 0
            Accessible.role: Accessible.Grouping
            Accessible.name: root.isRubicon ? qsTr("Rubicon's hand") : qsTr("Mercurial's hand")
            Accessible.description: root.Accessible.description
        }
        // Cards keep their natural width (a card's name never shrinks below the smallest text);
        // more cards than fit the board wrap to a second row.
        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing / 2
            Repeater {
                id: cards
                model: root.handModel
                delegate: CardItem {
                    ship: root.ship
                    shipKey: root.shipKey
                    controller: root.controller
                    network: root.network
                    width: implicitWidth
                }
            }
        }
        Flow {
            Layout.fillWidth: true
            spacing: 4
            Label {
                visible: !root.components || root.components.count === 0
                text: qsTr("No components yet")
                font.pixelSize: Theme.fontSmall
                color: Theme.textDim
            }
            Repeater {
                model: root.components
                delegate: Rectangle {
                    id: chip
                    required property string name
                    required property string text
                    objectName: "component_" + name
                    width: componentLabel.implicitWidth + 10
                    height: componentLabel.implicitHeight + 4
                    radius: 4
                    color: Theme.chip
                    border.color: root.shipColor
                    Text {
                        id: componentLabel
                        anchors.centerIn: parent
                        text: "⚙ " + chip.name
                        font.pixelSize: Theme.fontSmall
                        color: Theme.text
                    }
                    HoverHandler { id: chipHover }
                    ToolTip.visible: chipHover.hovered
                    ToolTip.delay: 300
                    ToolTip.text: "<b>" + chip.name + "</b><br>" + chip.text
                }
            }
        }
    }
}
