import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// A quantum note, shown above the map: when the last move is one where the printed board omits what
// quantum mechanics would do, this says what quantum mechanics does and what the board does.
Rectangle {
    id: root
    property string text
    property bool dismissed: false
    objectName: "quantumNote"
    visible: text.length > 0 && !dismissed
    onTextChanged: dismissed = false
    implicitHeight: row.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.noteBackground
    border.color: Theme.note
    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing
        Label {
            text: "ℹ"
            font.pixelSize: Theme.fontHuge
            color: Theme.note
        }
        Label {
            objectName: "quantumNoteText"
            Layout.fillWidth: true
            Accessible.name: Typeset.spoken(text)
            text: Typeset.kets(root.text)
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontNormal
            color: Theme.text
        }
        ToolButton {
            objectName: "quantumNoteDismiss"
            text: "✕"
            Accessible.name: qsTr("Hide the quantum note")
            onClicked: root.dismissed = true
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Hide this note (it stays in the log)")
        }
    }
}
