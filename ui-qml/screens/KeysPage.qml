import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// The keyboard help page (?): every key of the app (KeyList). Esc or ? closes it.
Rectangle {
    id: page
    objectName: "keysPage"
    signal closeRequested()
    color: Theme.background
    focus: true
    Keys.onEscapePressed: page.closeRequested()
    Accessible.role: Accessible.Pane
    Accessible.name: title.text

    ScrollView {
        id: scroll
        anchors.fill: parent
        anchors.margins: Theme.spacing * 2
        contentWidth: availableWidth
        ColumnLayout {
            width: Math.min(scroll.availableWidth, 1000 * Theme.zoom)
            spacing: Theme.spacing
            Label {
                id: title
                objectName: "keysTitle"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("Keys")
                font.pixelSize: Theme.fontHuge
                font.bold: true
                color: Theme.accent
            }
            KeyList { Layout.fillWidth: true }
        }
    }
}
