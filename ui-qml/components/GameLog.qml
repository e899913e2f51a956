pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// The game log, newest at the bottom, with quantum notes marked. Follows new lines unless the
// reader has scrolled up.
Pane {
    id: root
    property LogModel logModel
    objectName: "gameLog"
    padding: Theme.spacing
    background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.panelBorder }

    function kindColor(kind, player) {
        if (kind === LogKind.Note) return Theme.note
        if (kind === LogKind.Detect || kind === LogKind.End) return Theme.danger
        if (kind === LogKind.Component) return Theme.success
        if (kind === LogKind.Turn || kind === LogKind.Ai) return Theme.shipColor(player)
        if (kind === LogKind.Event) return "#d9c6ff"
        return Theme.text
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing / 2
        Label {
            text: qsTr("Game log")
            font.pixelSize: Theme.fontLarge
            font.bold: true
            color: Theme.text
        }
        ListView {
            id: list
            objectName: "logList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: root.logModel
            spacing: 2
            property bool following: true
            onMovementEnded: following = atYEnd
            onCountChanged: if (following) Qt.callLater(() => list.positionViewAtEnd())
            ScrollBar.vertical: ScrollBar {}
            delegate: Text {
                required property string message
                required property int kind
                required property int player
                width: ListView.view.width - 10
                wrapMode: Text.Wrap
                text: (kind === LogKind.Note ? "ℹ " : kind === LogKind.Turn ? "— " : kind === LogKind.Ai ? "» " : "  ") + message
                color: root.kindColor(kind, player)
                font.pixelSize: Theme.fontSmall
                font.bold: kind === LogKind.Turn || kind === LogKind.Note
                font.italic: kind === LogKind.Ai
            }
        }
    }
}
