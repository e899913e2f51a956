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
    /// The smallest text (px): the game's panel passes its own (12 px at 100%).
    property real minimumText: 12
    function px(size) { return Math.max(minimumText, size * unit) }
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
        font.pixelSize: root.px(15)
        implicitHeight: 34 * root.unit
        implicitWidth: Math.max(40 * root.unit, implicitContentWidth + leftPadding + rightPadding)
    }

    /// A count as the UI language writes it ("1,000", "1 000").
    function number(value) { return Number(value).toLocaleString(Qt.locale(), "f", 0) }

    // Wraps in a narrow panel (a long word for "Shots", a large zoom) instead of cutting "1000".
    Flow {
        spacing: 6 * root.unit
        Layout.fillWidth: true
        Layout.preferredWidth: 1  // takes the width it is given
        Text {
            //: A label: how many times to measure (the number of measurement runs), as in a quantum computer's
            //: shots.
            text: qsTr("Shots")
            color: Theme.text
            font.pixelSize: root.px(15)
            height: 34 * root.unit
            verticalAlignment: Text.AlignVCenter
        }
        Repeater {
            model: [1, 10, 100, 1000]
            delegate: Button {
                required property int modelData
                objectName: "shots" + modelData
                text: root.number(modelData)
                highlighted: root.controller.shots === modelData
                font.pixelSize: root.px(15)
                implicitHeight: 34 * root.unit
                onClicked: root.controller.shots = modelData
            }
        }
    }
    // Each ship's basis: its name and the Z / X buttons, side by side when the panel is wide,
    // one ship under the other when it is narrow (the live-state panel, a longer language).
    Flow {
        Layout.fillWidth: true
        Layout.preferredWidth: 1  // takes the width it is given
        spacing: 12 * root.unit
        Repeater {
            model: [{ "mercurial": true, "label": qsTr("Mercurial basis"), "color": Theme.mercurial,
                      "zName": qsTr("Measure Mercurial in Z"), "xName": qsTr("Measure Mercurial in X (H first)") },
                    { "mercurial": false, "label": qsTr("Rubicon basis"), "color": Theme.rubicon,
                      "zName": qsTr("Measure Rubicon in Z"), "xName": qsTr("Measure Rubicon in X (H first)") }]
            delegate: Row {
                id: basisRow
                required property var modelData
                spacing: 6 * root.unit
                Text {
                    text: basisRow.modelData.label
                    color: basisRow.modelData.color
                    font.pixelSize: root.px(15)
                    height: 34 * root.unit
                    verticalAlignment: Text.AlignVCenter
                }
                Repeater {
                    model: root.bases
                    delegate: Choice {
                        required property var modelData
                        objectName: (basisRow.modelData.mercurial ? "mercurial" : "rubicon") + "Basis" + modelData.letter
                        text: modelData.letter
                        Accessible.name: modelData.basis === MeasureBasis.Z ? basisRow.modelData.zName : basisRow.modelData.xName
                        chosen: (basisRow.modelData.mercurial ? root.controller.mercurialBasis
                                                              : root.controller.rubiconBasis) === modelData.basis
                        onClicked: {
                            if (basisRow.modelData.mercurial) root.controller.mercurialBasis = modelData.basis
                            else root.controller.rubiconBasis = modelData.basis
                        }
                    }
                }
            }
        }
    }
    Button {
        objectName: "measureButton"
        //: A button (a verb): measure both ships' qubits now.
        text: qsTr("Measure")
        font.pixelSize: root.px(17)
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
            description: root.controller.histogramText
            unit: root.unit
            minimumText: root.minimumText
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
            Text { text: qsTr("R 0"); color: Theme.rubicon; font.pixelSize: root.px(15) }
            Text { text: qsTr("R 1"); color: Theme.rubicon; font.pixelSize: root.px(15) }
            Repeater {
                model: 6
                delegate: Text {
                    required property int index
                    readonly property int row: Math.floor(index / 3)
                    readonly property int column: index % 3
                    objectName: column === 0 ? "" : "cell" + row + (column - 1)
                    //: Row label of the counts table: "M" for Mercurial's measured bit, %1: the bit (0 or 1).
                    text: column === 0 ? qsTr("M %1").arg(row)
                          : root.controller.measured ? root.number(root.controller.counts[2 * row + column - 1]) : "–"
                    color: column === 0 ? Theme.mercurial : Theme.text
                    font.pixelSize: root.px(17)
                    font.bold: column !== 0 && (row === column - 1)
                    horizontalAlignment: Text.AlignRight
                    Layout.minimumWidth: 44 * root.unit
                }
            }
        }
    }
    /// The verdict's text (a page scrolls it into view after a measurement).
    readonly property Item verdictItem: verdictText
    Text {
        id: verdictText
        objectName: "verdictText"
        text: root.controller.measured
              //: %1: the number of shots (1000); %2: the measurement basis (ZZ, XX, ZX or XZ); %3: shots with equal
              //: bits (500); %4: shots with different bits (500); %5: a verdict sentence (e.g. "Perfectly
              //: correlated in two complementary bases: entangled.").
              ? qsTr("%1 shots in %2: equal %3, different %4. %5")
                    .arg(root.number(root.controller.measuredShots)).arg(root.controller.basisId)
                    .arg(root.number(root.controller.counts[0] + root.controller.counts[3]))
                    .arg(root.number(root.controller.counts[1] + root.controller.counts[2]))
                    .arg(root.controller.verdict)
              : qsTr("Exact probabilities shown; press Measure to take shots.")
        color: Theme.text
        font.pixelSize: root.px(15)
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Text {
        objectName: "conclusionText"
        visible: root.showConclusion
        text: root.controller.conclusion
        color: root.controller.correlatedInComplementaryBases ? Theme.entanglionText : Theme.textDim
        font.pixelSize: root.px(15)
        wrapMode: Text.Wrap
        Layout.fillWidth: true
    }
    Flow {
        visible: root.showCopy
        Layout.fillWidth: true
        Layout.preferredWidth: 1  // wraps to the width it gets instead of widening the panel
        spacing: 6 * root.unit
        Button { objectName: "copyQasm"; text: qsTr("Copy as OpenQASM"); enabled: root.controller.hasCircuit
                 font.pixelSize: root.px(13); onClicked: root.controller.copyCircuit("qasm3") }
        Button { objectName: "copyQiskit"; text: qsTr("Copy as Qiskit"); enabled: root.controller.hasCircuit
                 font.pixelSize: root.px(13); onClicked: root.controller.copyCircuit("qiskit") }
        Button { objectName: "copyQuirk"; text: qsTr("Copy Quirk link"); enabled: root.controller.hasCircuit
                 font.pixelSize: root.px(13); onClicked: root.controller.copyCircuit("quirk") }
    }
}
