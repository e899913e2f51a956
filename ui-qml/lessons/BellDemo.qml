import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Lessons

// The classroom Bell-state demo, a self-contained presenter view in large type. Every value on it
// (kets, matrix entries, circuit, planets) comes from BellDemoController, i.e. the real engine.
// Keys: Right, Space, PageDown (clicker) step forward; Left, Backspace, PageUp step back; Home/End
// jump; 1-4 choose Φ+, Φ-, Ψ+, Ψ-; Esc emits closeRequested().
Rectangle {
    id: root
    objectName: "bellDemo"
    color: LessonsTheme.background
    focus: true

    readonly property BellDemoController controller: demo
    /// Scale for every size: 1 at 1280 x 720, growing with the window.
    readonly property real unit: Math.max(0.5, Math.min(width / 1280, height / 720))
    signal closeRequested()

    BellDemoController {
        id: demo
    }

    Keys.onPressed: (event) => {
        switch (event.key) {
        case Qt.Key_Right:
        case Qt.Key_Space:
        case Qt.Key_PageDown:
        case Qt.Key_Down:
            demo.next()
            break
        case Qt.Key_Left:
        case Qt.Key_Backspace:
        case Qt.Key_PageUp:
        case Qt.Key_Up:
            demo.previous()
            break
        case Qt.Key_Home:
            demo.first()
            break
        case Qt.Key_End:
            demo.last()
            break
        case Qt.Key_1:
        case Qt.Key_2:
        case Qt.Key_3:
        case Qt.Key_4:
            demo.variant = event.key - Qt.Key_1
            break
        case Qt.Key_Escape:
            root.closeRequested()
            break
        default:
            return
        }
        event.accepted = true
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 32 * root.unit
        spacing: 18 * root.unit

        RowLayout {
            Layout.fillWidth: true
            Label {
                objectName: "demoTitle"
                text: qsTr("Building the Bell state |%1>").arg(demo.variantName)
                color: LessonsTheme.text
                font.pixelSize: 44 * root.unit
                font.bold: true
                Layout.fillWidth: true
            }
            Label {
                text: qsTr("→ / ← step · 1-4: Φ+ Φ- Ψ+ Ψ-")
                color: LessonsTheme.textDim
                font.pixelSize: 20 * root.unit
            }
        }

        Label {
            objectName: "stepTitle"
            text: demo.stepTitle
            color: LessonsTheme.accent
            font.pixelSize: 38 * root.unit
            font.bold: true
        }

        RowLayout {
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

        // The ket before and after the step, in the largest type on the screen.
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: ketRow.implicitHeight + 32 * root.unit
            color: LessonsTheme.panel
            radius: 12 * root.unit
            border.color: demo.atEnd ? LessonsTheme.success : LessonsTheme.panelBorder
            border.width: demo.atEnd ? 4 * root.unit : 1

            RowLayout {
                id: ketRow
                anchors.fill: parent
                anchors.margins: 16 * root.unit
                spacing: 24 * root.unit

                ColumnLayout {
                    visible: !demo.atStart
                    Layout.preferredWidth: parent.width * 0.36
                    Label {
                        objectName: "ketBefore"
                        text: demo.ketBefore
                        color: LessonsTheme.textDim
                        font.pixelSize: 48 * root.unit
                        Layout.alignment: Qt.AlignHCenter
                    }
                    Label {
                        text: demo.planetsBefore
                        color: LessonsTheme.textDim
                        font.pixelSize: 22 * root.unit
                        Layout.alignment: Qt.AlignHCenter
                    }
                }
                Label {
                    visible: !demo.atStart
                    text: "→"
                    color: LessonsTheme.accent
                    font.pixelSize: 64 * root.unit
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    Label {
                        objectName: "ketAfter"
                        text: demo.ketAfter
                        color: LessonsTheme.text
                        font.pixelSize: 64 * root.unit
                        font.bold: true
                        Layout.alignment: Qt.AlignHCenter
                    }
                    Label {
                        objectName: "namedAfter"
                        text: (demo.namedAfter !== "" && demo.namedAfter !== demo.ketAfter ? "= " + demo.namedAfter + "   " : "")
                              + demo.planetsAfter
                        color: demo.atEnd ? LessonsTheme.success : LessonsTheme.note
                        font.pixelSize: 28 * root.unit
                        Layout.alignment: Qt.AlignHCenter
                    }
                }
            }
        }
        Label {
            text: qsTr("Kets in %1 order: Mercurial's bit first.").arg(demo.orderLabel)
            color: LessonsTheme.textDim
            font.pixelSize: 20 * root.unit
            Layout.alignment: Qt.AlignHCenter
        }
    }
}
