import QtQuick
import QtQuick.Controls
import Entanglion.Lessons
import Entanglion.Style

// The circuit of the Bell demo: one line per ship (Mercurial on top), the gates drawn on them in
// order; gates not yet applied are faint, the one just applied is outlined.
Item {
    id: root
    /// BellDemoController.circuit: a list of circuitColumn (column, label, line, controlLine, applied, current)
    property var gates: []
    /// BellDemoController.lineLabels: "Mercurial  |0>", "Rubicon  |0>".
    property var lineLabels: []
    property real unit: 1
    /// The circuit and the state it makes, in words, for a screen reader.
    property string description
    Accessible.role: Accessible.Graphic
    //: For a screen reader: the quantum circuit diagram of the cards played.
    Accessible.name: qsTr("Circuit")
    Accessible.description: description

    readonly property real labelWidth: 250 * unit
    readonly property real lineGap: height / 2
    readonly property real columnWidth: Math.max(1, (width - labelWidth) / Math.max(gates.length + 1, 3))
    function lineY(line) { return lineGap / 2 + line * lineGap }
    function columnX(column) { return labelWidth + columnWidth * (column + 1) }

    Repeater {
        model: [{ name: root.lineLabels[0] || "", color: Theme.mercurial },
                { name: root.lineLabels[1] || "", color: Theme.rubicon }]
        delegate: Item {
            id: shipLine
            required property int index
            required property var modelData
            Label {
                objectName: "circuitLineLabel_" + shipLine.index
                x: 0
                y: root.lineY(shipLine.index) - height / 2
                width: root.labelWidth - 12 * root.unit
                horizontalAlignment: Text.AlignRight
                text: shipLine.modelData.name
                color: shipLine.modelData.color
                font.pixelSize: 28 * root.unit
                font.bold: true
                fontSizeMode: Text.HorizontalFit  // never clipped at the window edge
                minimumPixelSize: 14 * root.unit  // the demo's smallest text
            }
            Rectangle {
                x: root.labelWidth
                y: root.lineY(shipLine.index) - height / 2
                width: root.width - root.labelWidth
                height: Math.max(2, 4 * root.unit)
                color: shipLine.modelData.color
            }
        }
    }

    Repeater {
        model: root.gates
        delegate: Item {
            id: gate
            required property var modelData
            readonly property real cx: root.columnX(modelData.column)
            readonly property real boxSize: Math.min(root.lineGap * 0.6, 90 * root.unit)
            objectName: "circuitGate_" + modelData.column

            // An opaque patch under the gate, so a faint (not yet applied) gate hides the line
            // behind it instead of letting it show through.
            Rectangle {
                width: gate.boxSize
                height: gate.boxSize
                x: gate.cx - width / 2
                y: root.lineY(gate.modelData.line) - height / 2
                radius: gate.modelData.controlLine >= 0 ? width / 2 : 8 * root.unit
                color: Theme.background
            }
            Item {
                anchors.fill: parent
                opacity: gate.modelData.applied ? 1.0 : 0.25

                // CNOT: the control dot and the wire to the target.
                Rectangle {
                    visible: gate.modelData.controlLine >= 0
                    x: gate.cx - width / 2
                    y: Math.min(root.lineY(gate.modelData.line), root.lineY(Math.max(gate.modelData.controlLine, 0)))
                    width: Math.max(3, 5 * root.unit)
                    height: root.lineGap
                    color: Theme.text
                }
                Rectangle {
                    visible: gate.modelData.controlLine >= 0
                    width: gate.boxSize * 0.35
                    height: width
                    radius: width / 2
                    x: gate.cx - width / 2
                    y: root.lineY(Math.max(gate.modelData.controlLine, 0)) - height / 2
                    color: Theme.text
                }
                Rectangle {
                    width: gate.boxSize
                    height: gate.boxSize
                    x: gate.cx - width / 2
                    y: root.lineY(gate.modelData.line) - height / 2
                    radius: gate.modelData.controlLine >= 0 ? width / 2 : 8 * root.unit
                    color: Theme.panelRaised
                    border.color: gate.modelData.current ? Theme.accent : Theme.text
                    border.width: gate.modelData.current ? 6 * root.unit : 3 * root.unit
                    Label {
                        anchors.centerIn: parent
                        text: gate.modelData.label
                        color: Theme.text
                        font.pixelSize: gate.boxSize * 0.55
                        font.bold: true
                    }
                }
            }
        }
    }
}
