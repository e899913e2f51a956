import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// Errors and confirmations in words, at the top of the window: never a crash, never silence.
Rectangle {
    id: root
    property Messages messages
    readonly property bool isError: messages && messages.error.length > 0
    readonly property string message: !messages ? "" : isError ? messages.error : messages.info
    objectName: "messageBanner"
    visible: message.length > 0
    // An alert: a screen reader speaks it when it shows ("It is Rubicon's turn, not Mercurial's").
    Accessible.role: Accessible.AlertMessage
    Accessible.name: message
    implicitHeight: row.implicitHeight + Theme.spacing
    color: isError ? Theme.errorBackground : Theme.successBackground
    border.color: isError ? Theme.danger : Theme.success
    radius: Theme.radius
    Timer {
        interval: 4000
        running: root.visible && !root.isError
        onTriggered: root.messages.clearInfo()
    }
    RowLayout {
        id: row
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing
        Label {
            objectName: "messageText"
            Layout.fillWidth: true
            text: root.message
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontNormal
            color: Theme.text
        }
        ToolButton {
            objectName: "messageClose"
            text: "✕"
            Accessible.name: qsTr("Close the message")
            onClicked: root.isError ? root.messages.clearError() : root.messages.clearInfo()
        }
    }
}
