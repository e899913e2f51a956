import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Lessons
import Entanglion.Style

// The classroom Bell-state demo, a self-contained presenter view in large type. Every value on it
// (kets, matrix entries, circuit, planets, shots, Bloch vectors) comes from BellDemoController and
// MeasurementController, i.e. the real engine. After the last gate comes a Measure step: shots in
// ZZ or XX with the histogram and the correlation table. Mouse and touch: the Back / Next and
// Φ+ Φ- Ψ+ Ψ- buttons. Keys: Right, Space, PageDown (presenter clicker) step forward; Left,
// Backspace, PageUp step back; Home/End jump; 1-4 choose Φ+, Φ-, Ψ+, Ψ-; Esc emits closeRequested().
Rectangle {
    id: root
    objectName: "bellDemo"
    color: Theme.background
    focus: true

    readonly property BellDemoController controller: demo
    readonly property MeasurementController measurement: measurer
    /// The app's presentation zoom (Theme.zoom), bound by Main.qml: it scales everything here.
    property real zoom: 1
    /// Scale for every size: 1 at 1280 x 720, growing with the window and the zoom.
    readonly property real unit: Math.max(0.5, Math.min(width / 1280, height / 720)) * zoom
    /// The final step after the last gate: measure the Bell state.
    property bool measuring: false
    signal closeRequested()

    function forward() {
        if (demo.atEnd) root.measuring = true
        else demo.next()
    }
    function back() {
        if (root.measuring) root.measuring = false
        else demo.previous()
    }
    function chooseVariant(index) {
        root.measuring = false
        demo.variant = index
    }

    // Covers the game completely: no hover or tooltip of the screen below reaches the class.
    MouseArea { anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }

    BellDemoController {
        id: demo
    }
    MeasurementController {
        id: measurer
        amplitudes: demo.amplitudes
        circuitTitle: qsTr("Bell demo: |%1>").arg(demo.variantName)
    }

    Keys.onPressed: (event) => {
        switch (event.key) {
        case Qt.Key_Right:
        case Qt.Key_Space:
        case Qt.Key_PageDown:
        case Qt.Key_Down:
            root.forward()
            break
        case Qt.Key_Left:
        case Qt.Key_Backspace:
        case Qt.Key_PageUp:
        case Qt.Key_Up:
            root.back()
            break
        case Qt.Key_Home:
            root.measuring = false
            demo.first()
            break
        case Qt.Key_End:
            demo.last()
            root.measuring = true
            break
        case Qt.Key_1:
        case Qt.Key_2:
        case Qt.Key_3:
        case Qt.Key_4:
            root.chooseVariant(event.key - Qt.Key_1)
            break
        case Qt.Key_Escape:
            root.closeRequested()
            break
        default:
            return
        }
        event.accepted = true
    }

    // Laid out for 1280 x 720 units; at zoom 1 that is exactly the window. Zoomed further, the
    // page grows past the window and scrolls (like a browser's zoom) instead of overlapping.
    Flickable {
        id: page
        objectName: "demoPage"
        anchors.fill: parent
        clip: true
        contentWidth: Math.max(width, 1280 * root.unit)
        contentHeight: Math.max(height, 720 * root.unit)
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        ScrollBar.horizontal: ScrollBar {}

    ColumnLayout {
        x: 24 * root.unit
        y: 20 * root.unit
        width: page.contentWidth - 48 * root.unit
        height: page.contentHeight - 40 * root.unit
        spacing: 12 * root.unit

        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "demoTitle"
                text: qsTr("Building the Bell state |%1>").arg(demo.variantName)
                color: Theme.text
                font.pixelSize: 38 * root.unit
                font.bold: true
                Layout.fillWidth: true
            }
            Repeater {
                model: demo.variantNames
                delegate: Button {
                    required property int index
                    required property string modelData
                    objectName: "variantButton" + index
                    text: modelData
                    highlighted: demo.variant === index
                    font.pixelSize: 28 * root.unit
                    implicitWidth: 76 * root.unit
                    implicitHeight: 56 * root.unit
                    focusPolicy: Qt.NoFocus
                    onClicked: root.chooseVariant(index)
                }
            }
        }

        Label {
            objectName: "stepTitle"
            text: root.measuring ? qsTr("Measure: take 100 shots in ZZ, then in XX") : demo.stepTitle
            color: Theme.accent
            font.pixelSize: 30 * root.unit
            font.bold: true
        }
        Label {
            objectName: "caption"
            text: root.measuring
                  ? qsTr("Each shot gives a random result, yet the two bits always agree (Φ) or always differ (Ψ), in both bases. Hidden values could not do that: the ships are entangled.")
                  : demo.caption
            color: Theme.text
            font.pixelSize: 22 * root.unit
            wrapMode: Text.Wrap
            Layout.fillWidth: true
        }

        MeasurePanel {
            objectName: "demoMeasurePanel"
            visible: root.measuring
            controller: measurer
            unit: root.unit * 1.2
            showConclusion: false
            Layout.fillWidth: true
            Layout.fillHeight: true
        }

        RowLayout {
            visible: !root.measuring
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 40 * root.unit

            CircuitView {
                objectName: "circuit"
                gates: demo.circuit
                lineLabels: demo.lineLabels
                unit: root.unit
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.maximumHeight: 300 * root.unit
                Layout.alignment: Qt.AlignVCenter
            }
            MatrixView {
                objectName: "matrix"
                entries: demo.matrix
                basisLabels: demo.basisLabels
                title: demo.matrixTitle
                unit: root.unit
                Layout.preferredWidth: 560 * root.unit
                Layout.fillHeight: true
                Layout.alignment: Qt.AlignVCenter
            }
        }

        // The ket before and after the step, in the largest type on the screen, and each ship's
        // Bloch sphere: the arrows shrink to the centre when the CNOT entangles the ships.
        RowLayout {
        visible: !root.measuring  // the Measure step needs the room for the histogram
        Layout.fillWidth: true
        spacing: 16 * root.unit
        Rectangle {
            Layout.fillWidth: true
            Layout.alignment: Qt.AlignVCenter
            implicitHeight: ketRow.implicitHeight + 32 * root.unit
            color: Theme.panel
            radius: 12 * root.unit
            border.color: demo.atEnd ? Theme.success : Theme.panelBorder
            border.width: demo.atEnd ? 4 * root.unit : 1

            RowLayout {
                id: ketRow
                anchors.fill: parent
                anchors.margins: 16 * root.unit
                spacing: 24 * root.unit

                // Each column has a fixed share of the box and its texts shrink to fit it.
                ColumnLayout {
                    visible: !demo.atStart
                    Layout.preferredWidth: ketRow.width * 0.38
                    Layout.maximumWidth: ketRow.width * 0.38
                    Label {
                        objectName: "ketBefore"
                        text: demo.ketBefore
                        color: Theme.textDim
                        font.pixelSize: 40 * root.unit
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 10
                        horizontalAlignment: Text.AlignHCenter
                        Layout.fillWidth: true
                    }
                    Label {
                        text: demo.planetsBefore
                        color: Theme.textDim
                        font.pixelSize: 22 * root.unit
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 8
                        horizontalAlignment: Text.AlignHCenter
                        Layout.fillWidth: true
                    }
                }
                Label {
                    visible: !demo.atStart
                    text: "→"
                    color: Theme.accent
                    font.pixelSize: 64 * root.unit
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.preferredWidth: ketRow.width * 0.5
                    Label {
                        objectName: "ketAfter"
                        text: demo.ketAfter
                        color: Theme.text
                        font.pixelSize: 52 * root.unit
                        font.bold: true
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 10
                        horizontalAlignment: Text.AlignHCenter
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "namedAfter"
                        text: (demo.namedAfter !== "" && demo.namedAfter !== demo.ketAfter ? "= " + demo.namedAfter + "   " : "")
                              + demo.planetsAfter
                        color: demo.atEnd ? Theme.success : Theme.note
                        font.pixelSize: 24 * root.unit
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 8
                        horizontalAlignment: Text.AlignHCenter
                        Layout.fillWidth: true
                    }
                }
            }
        }
        Repeater {
            model: [{ "name": qsTr("Mercurial"), "color": Theme.mercurial, "bloch": measurer.mercurialBloch },
                    { "name": qsTr("Rubicon"), "color": Theme.rubicon, "bloch": measurer.rubiconBloch }]
            delegate: BlochSphere {
                required property var modelData
                required property int index
                objectName: "demoBloch" + index
                title: modelData.name
                color: modelData.color
                bx: modelData.bloch.x
                by: modelData.bloch.y
                bz: modelData.bloch.z
                purity: modelData.bloch.purity
                entropy: modelData.bloch.entropy
                unit: root.unit * 0.85
                Layout.preferredWidth: 175 * root.unit
                Layout.preferredHeight: 185 * root.unit
            }
        }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 16 * root.unit
            Button {
                objectName: "backButton"
                text: qsTr("← Back")
                enabled: !demo.atStart || root.measuring
                font.pixelSize: 26 * root.unit
                implicitHeight: 52 * root.unit
                implicitWidth: 180 * root.unit
                focusPolicy: Qt.NoFocus
                onClicked: root.back()
            }
            Label {
                text: qsTr("Kets in %1 order: Mercurial's bit first.").arg(demo.orderLabel)
                color: Theme.textDim
                font.pixelSize: 18 * root.unit
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                Layout.fillWidth: true
            }
            Button {
                objectName: "nextButton"
                text: demo.atEnd && !root.measuring ? qsTr("Measure →") : qsTr("Next →")
                enabled: !root.measuring
                highlighted: true
                font.pixelSize: 26 * root.unit
                implicitHeight: 52 * root.unit
                implicitWidth: 180 * root.unit
                focusPolicy: Qt.NoFocus
                onClicked: root.forward()
            }
        }
    }
    }
}
