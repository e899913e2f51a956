import QtQuick
import QtQuick.Controls
import Entanglion.Ui

// The toolbar's ⚙ menu: take back the last move (Ctrl+Z) and the "Confirm each action" setting
// (remembered by AppSettings through Main.qml).
ToolButton {
    id: root
    required property GameController controller
    /// Takes back the human's last move (Main.qml knows who plays which ship).
    signal takeBackRequested()
    objectName: "settingsButton"
    text: "⚙ ▾"
    Accessible.name: qsTr("Moves and settings")
    ToolTip.visible: hovered
    ToolTip.text: qsTr("Take back a move, confirm each action")
    onClicked: settingsMenu.open()
    MenuOnDemand {
        id: settingsMenu
        sourceComponent: Menu {
            objectName: "settingsMenu"
            y: root.height
            MenuItem {
                objectName: "menu_undo"
                text: qsTr("Undo (Ctrl+Z)")
                Accessible.name: qsTr("Undo: take back your last move")
                enabled: root.controller.setup.hasGame
                onTriggered: root.takeBackRequested()
            }
            MenuItem {
                objectName: "menu_confirmActions"
                text: qsTr("Confirm each action")
                Accessible.name: qsTr("Confirm each action before it is played")
                checkable: true
                checked: root.controller.confirmation.askFirst
                onTriggered: root.controller.confirmation.askFirst = checked
            }
        }
    }
}
