pragma ComponentBehavior: Bound
import QtQuick
import Entanglion.Lessons
import Entanglion.Style
import QtQuick.Controls
import QtQuick.Layouts

// Measure a state without changing it: shots (1, 10, 100, 1000), a basis per ship (Z, or X = H
// before measuring), the histogram with counts next to the exact probabilities, the 2x2 table of
// Mercurial's bit against Rubicon's, the verdict in words, and (optionally) the circuit to copy as
// OpenQASM, Qiskit or a Quirk link. Everything shown comes from `controller`.
ColumnLayout {
    id: root
    objectName: "measurePanel"
    required property MeasurementController controller
    property real unit: 1
    property bool showCopy: true
    property bool showConclusion: true
    /// Narrow (a side panel): bases one ship per row, the table under the histogram.
    readonly property bool narrow: width < 600 * unit
    /// The bases a ship may be measured in, with the letter each button shows.
    readonly property var bases: [{basis: MeasureBasis.Z, letter: "Z"}, {basis: MeasureBasis.X, letter: "X"}]
    spacing: 8 * unit

    component Choice: Button {
        required property bool chosen
        checkable: false
        highlighted: chosen
        font.pixelSize: 15 * root.unit
        implicitHeight: 34 * root.unit
        Layout.minimumWidth: 40 * root.unit
    }

    RowLayout {
        spacing: 6 * root.unit
        Layout.fillWidth: true
        Text { text: qsTr("Shots"); color: Theme.text; font.pixelSize: 15 * root.unit }
        Repeater {
            model: [1, 10, 100, 1000]
            delegate: Choice {
                required property int modelData
                objectName: "shots" + modelData
                text: String(modelData)
                chosen: root.controller.shots === modelData
                onClicked: root.controller.shots = modelData
            }
        }
    }
    // One row per ship when the panel is narrow (the live-state panel), one row otherwise.
    GridLayout {
        columns: root.narrow ? 3 : 6
        columnSpacing: 6 * root.unit
        rowSpacing: 4 * root.unit
        Text { text: qsTr("Mercurial basis"); color: Theme.mercurial; font.pixelSize: 15 * root.unit }
        Repeater {
            model: root.bases
            delegate: Choice {
                required property var modelData
                objectName: "mercurialBasis" + modelData.letter
                text: modelData.letter
                chosen: root.controller.mercurialBasis === modelData.basis
                onClicked: root.controller.mercurialBasis = modelData.basis
            }
        }
        Text { text: qsTr("Rubicon basis"); color: Theme.rubicon; font.pixelSize: 15 * root.unit
               leftPadding: root.narrow ? 0 : 8 * root.unit }
        Repeater {
            model: root.bases
            delegate: Choice {
                required property var modelData
                objectName: "rubiconBasis" + modelData.letter
                text: modelData.letter
                chosen: root.controller.rubiconBasis === modelData.basis
                onClicked: root.controller.rubiconBasis = modelData.basis
            }
        }
    }
    Button {
        objectName: "measureButton"
        text: qsTr("Measure")
        font.pixelSize: 17 * root.unit
        font.bold: true
        implicitHeight: 38 * root.unit
        Layout.fillWidth: root.narrow
        onClicked: root.controller.measure()
    }
    GridLayout {
        Layout.fillWidth: true
        columns: root.narrow ? 1 : 2
        columnSpacing: 16 * root.unit
        rowSpacing: 8 * root.unit
        Histogram {
            objectName: "measureHistogram"
            counts: root.controller.counts
            probabilities: root.controller.probabilities
            shots: root.controller.measuredShots
            unit: root.unit
            implicitWidth: 220 * root.unit
            Layout.fillWidth: true
            Layout.preferredHeight: 170 * root.unit
        }
        // Mercurial's bit (rows) against Rubicon's (columns): "always equal" fills the diagonal.
        GridLayout {
            objectName: "correlationTable"
            columns: 3
            rowSpacing: 2 * root.unit
            columnSpacing: 8 * root.unit
            Layout.alignment: Qt.AlignHCenter | Qt.AlignVCenter
            Text { text: "" }
            Text { text: qsTr("R 0"); color: Theme.rubicon; font.pixelSize: 15 * root.unit }
            Text { text: qsTr("R 1"); color: Theme.rubicon; font.pixelSize: 15 * root.unit }
            Repeater {
                model: 6
                delegate: Text {
                    required property int index
                    readonly property int row: Math.floor(index / 3)
                    readonly property int column: index % 3
                    objectName: column === 0 ? "" : "cell" + row + (column - 1)
                    text: column === 0 ? qsTr("M %1").arg(row)
                          : root.controller.measured ? String(root.controller.counts[2 * row + column - 1]) : "–"
                    color: column === 0 ? Theme.mercurial : Theme.text
                    font.pixelSize: 17 * root.unit
                    font.bold: column !== 0 && (row === column - 1)
                    horizontalAlignment: Text.AlignRight
                    Layout.minimumWidth: 44 * root.unit
                }
            }
        }
    }
    Text {
        objectName: "verdictText"
        text: root.controller.measured
              ? qsTr("%1 shots in %2: equal %3, different %4. %5")
                    .arg(root.controller.measuredShots).arg(root.controller.basisId)
                    .arg(root.controller.counts[0] + root.controller.counts[3])
                    .arg(root.controller.counts[1] + root.controller.counts[2])
                    .arg(root.controller.verdict)
              : qsTr("Exact probabilities shown; press Measure to take shots.")
        color: Theme.text
        font.pixelSize: 15 * root.unit
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Text {
        objectName: "conclusionText"
        visible: root.showConclusion
        text: root.controller.conclusion
        color: root.controller.correlatedInComplementaryBases ? Theme.entanglion : Theme.textDim
        font.pixelSize: 15 * root.unit
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Flow {
        visible: root.showCopy
        Layout.fillWidth: true
        Layout.preferredWidth: 1  // wraps to the width it gets instead of widening the panel
        spacing: 6 * root.unit
        Button { objectName: "copyQasm"; text: qsTr("Copy as OpenQASM"); enabled: root.controller.hasCircuit
                 font.pixelSize: 13 * root.unit; onClicked: root.controller.copyCircuit("qasm3") }
        Button { objectName: "copyQiskit"; text: qsTr("Copy as Qiskit"); enabled: root.controller.hasCircuit
                 font.pixelSize: 13 * root.unit; onClicked: root.controller.copyCircuit("qiskit") }
        Button { objectName: "copyQuirk"; text: qsTr("Copy Quirk link"); enabled: root.controller.hasCircuit
                 font.pixelSize: 13 * root.unit; onClicked: root.controller.copyCircuit("quirk") }
    }
}
