pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Shapes
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// Engine control as a six-step circuit on two lines, one per ship (Mercurial solid, Rubicon
// dashed), filling left to right as cards are played; when all six are full a quantum event
// happens at the end of the turn. A CNOT is drawn with its control dot on the other ship's line.
Pane {
    id: root
    property CircuitModel circuitModel
    objectName: "circuit"
    /// The picture in words (GameController's table.engineControlText), for a screen reader.
    property string description
    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Engine control")
    Accessible.description: description
    padding: Theme.spacing
    background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.panelBorder }

    readonly property real lineGap: 30 * Theme.zoom
    readonly property real boxSize: 26 * Theme.zoom
    readonly property int filledCount: circuitModel ? circuitModel.filledCount : 0

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.spacing / 2
        RowLayout {
            Layout.fillWidth: true
            Label {
                text: qsTr("Engine control")
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.text
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Label {
                objectName: "circuitCount"
                //: %1: engine control boxes filled (3), of the six boxes.
                text: qsTr("%1 of 6").arg(root.filledCount)
                font.pixelSize: Theme.fontSmall
                color: root.filledCount === 6 ? Theme.danger : Theme.textDim
            }
        }
        Item {
            id: wires
            Layout.fillWidth: true
            Layout.preferredHeight: root.lineGap + root.boxSize + 4
            // As wide as the ship names and the closing label need in this language.
            readonly property real labelWidth: Math.max(mercurialLabel.implicitWidth, rubiconLabel.implicitWidth) + 6 * Theme.zoom
            readonly property real endWidth: eventLabel.implicitWidth + 8
            readonly property real step: (width - labelWidth - endWidth) / 6
            readonly property real mercurialY: root.boxSize / 2 + 2
            readonly property real rubiconY: mercurialY + root.lineGap

            Text {
                id: mercurialLabel
                x: 0; y: wires.mercurialY - height / 2
                text: qsTr("Mercurial")
                color: Theme.mercurial
                font.pixelSize: Theme.fontSmall
            }
            Text {
                id: rubiconLabel
                x: 0; y: wires.rubiconY - height / 2
                text: qsTr("Rubicon")
                color: Theme.rubicon
                font.pixelSize: Theme.fontSmall
            }
            Shape {
                anchors.fill: parent
                ShapePath {
                    strokeColor: Theme.mercurial
                    strokeWidth: 2
                    fillColor: "transparent"
                    startX: wires.labelWidth; startY: wires.mercurialY
                    PathLine { x: wires.width - wires.endWidth; y: wires.mercurialY }
                }
                ShapePath {
                    strokeColor: Theme.rubicon
                    strokeWidth: 2
                    strokeStyle: ShapePath.DashLine
                    dashPattern: [3, 2]
                    fillColor: "transparent"
                    startX: wires.labelWidth; startY: wires.rubiconY
                    PathLine { x: wires.width - wires.endWidth; y: wires.rubiconY }
                }
            }
            Text {
                id: eventLabel
                x: wires.width - wires.endWidth + 4
                y: (wires.mercurialY + wires.rubiconY) / 2 - height / 2
                text: qsTr("QUANTUM\nEVENT")
                horizontalAlignment: Text.AlignHCenter
                color: root.filledCount === 6 ? Theme.danger : Theme.textDim
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
            Repeater {
                model: root.circuitModel
                delegate: Item {
                    id: slot
                    required property int index
                    required property bool filled
                    required property int gate
                    required property string card
                    required property int line
                    objectName: "circuitSlot" + index
                    readonly property bool onRubicon: line === Ship.Rubicon
                    readonly property bool cnot: filled && gate === EngineCard.Cnot
                    readonly property bool swap: filled && gate === EngineCard.Swap
                    readonly property real ownY: onRubicon ? wires.rubiconY : wires.mercurialY
                    readonly property real otherY: onRubicon ? wires.mercurialY : wires.rubiconY
                    x: wires.labelWidth + wires.step * index + (wires.step - root.boxSize) / 2
                    width: root.boxSize
                    height: wires.height

                    // The empty box: a dotted frame across both lines.
                    Rectangle {
                        visible: !slot.filled
                        y: wires.mercurialY - root.boxSize / 2
                        width: root.boxSize
                        height: wires.rubiconY - wires.mercurialY + root.boxSize
                        color: "transparent"
                        border.color: Theme.panelBorder
                        radius: 3
                    }
                    // CNOT's control on the other ship's line, joined to its target.
                    Rectangle {
                        visible: slot.cnot || slot.swap
                        x: root.boxSize / 2 - 1
                        y: Math.min(slot.ownY, slot.otherY)
                        width: 2
                        height: Math.abs(slot.otherY - slot.ownY)
                        color: Theme.text
                    }
                    Rectangle {
                        visible: slot.cnot
                        width: 9 * Theme.zoom; height: width; radius: width / 2
                        x: root.boxSize / 2 - width / 2
                        y: slot.otherY - height / 2
                        color: Theme.text
                    }
                    Text {
                        visible: slot.swap
                        text: "×"
                        color: Theme.text
                        font.pixelSize: Theme.fontLarge
                        x: root.boxSize / 2 - width / 2
                        y: slot.otherY - height / 2
                    }
                    Rectangle {
                        objectName: "gateBox"
                        visible: slot.filled
                        y: slot.ownY - root.boxSize / 2
                        width: root.boxSize
                        height: root.boxSize
                        radius: slot.cnot ? width / 2 : 3
                        color: Theme.panelRaised
                        border.width: 2
                        border.color: slot.onRubicon ? Theme.rubicon : Theme.mercurial
                        Text {
                            objectName: "gateText"
                            anchors.centerIn: parent
                            text: slot.cnot ? "⊕" : slot.swap ? "×" : slot.card
                            color: Theme.text
                            font.pixelSize: Theme.fontNormal
                            font.bold: true
                        }
                    }
                    HoverHandler { id: slotHover }
                    ToolTip.visible: slotHover.hovered
                    ToolTip.delay: 300
                    ToolTip.text: slot.filled
                                  //: %1: the box's number (1-6); %2: the engine card (H); %3: the ship it was
                                  //: played for (Mercurial).
                                  ? qsTr("Box %1: %2 played for %3").arg(slot.index + 1).arg(slot.card)
                                        .arg(slot.onRubicon ? qsTr("Rubicon") : qsTr("Mercurial"))
                                  //: %1: the box's number (1-6).
                                  : qsTr("Box %1: empty").arg(slot.index + 1)
                }
            }
        }
    }
}
