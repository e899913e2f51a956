import QtQuick
import Entanglion.Lessons
import Entanglion.Style
import QtQuick.Layouts

// The joint outcomes 00/01/10/11 (Mercurial's bit first): one bar per outcome for the counted
// frequency, a yellow line at the exact probability, the count and the probability written under
// it. Draws only what MeasurementController gives it.
Item {
    id: root
    objectName: "histogram"
    /// The bars in words (MeasurementController's histogramText), for a screen reader.
    property string description
    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Histogram")
    Accessible.description: description
    property var counts: [0, 0, 0, 0]
    property var probabilities: [0, 0, 0, 0]
    property var labels: ["00", "01", "10", "11"]
    property int shots: 0
    property real unit: 1
    /// The smallest text (px).
    property real minimumText: 12
    function px(size) { return Math.max(minimumText, size * unit) }
    implicitWidth: 320 * unit
    implicitHeight: 170 * unit

    /// The height of outcome i's bar as a fraction of the plot (for tests and drawing).
    function barFraction(i) { return root.shots > 0 ? root.counts[i] / root.shots : 0 }

    RowLayout {
        anchors.fill: parent
        spacing: 10 * root.unit
        Repeater {
            model: 4
            delegate: ColumnLayout {
                id: column
                required property int index
                objectName: "histogramColumn" + index
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 2 * root.unit
                Item {
                    id: plot
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Rectangle {
                        anchors.fill: parent
                        color: "transparent"
                        border.color: Theme.panelBorder
                    }
                    Rectangle {
                        objectName: "bar" + column.index
                        anchors.bottom: parent.bottom
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: parent.width * 0.6
                        height: parent.height * root.barFraction(column.index)
                        color: Theme.note
                    }
                    Rectangle {
                        objectName: "probabilityMark" + column.index
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: parent.width * 0.9
                        height: Math.max(2, 3 * root.unit)
                        y: parent.height * (1 - root.probabilities[column.index]) - height / 2
                        color: Theme.accent
                    }
                }
                Text {
                    text: "|" + root.labels[column.index] + "⟩"
                    color: Theme.text
                    font.pixelSize: root.px(18)
                    font.bold: true
                    Layout.alignment: Qt.AlignHCenter
                }
                Text {
                    objectName: "countText" + column.index
                    text: root.shots > 0 ? Number(root.counts[column.index]).toLocaleString(Qt.locale(), "f", 0) : "–"
                    color: Theme.note
                    font.pixelSize: root.px(16)
                    Layout.alignment: Qt.AlignHCenter
                }
                Text {
                    objectName: "probabilityText" + column.index
                    //: %1: the outcome's probability, a decimal number in the UI language (e.g. 0,50).
                    text: qsTr("p = %1").arg(Number(root.probabilities[column.index]).toLocaleString(Qt.locale(), "f", 2))
                    color: Theme.accent
                    font.pixelSize: root.px(14)
                    Layout.alignment: Qt.AlignHCenter
                }
            }
        }
    }
}
