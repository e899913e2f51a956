import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// The piles (engine stack and discard, event deck and discard), the last die result, the turn,
// and the game's seed and rules variant.
Pane {
    id: root
    property GameController controller
    objectName: "piles"
    padding: Theme.spacing
    background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.panelBorder }

    component Pile: ColumnLayout {
        property string title
        property int count
        spacing: 0
        Label { text: parent.title; font.pixelSize: Theme.fontSmall; color: Theme.textDim }
        Label { text: parent.count; font.pixelSize: Theme.fontLarge; font.bold: true; color: Theme.text }
    }

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.spacing / 2
        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacing * 2
            Pile { objectName: "engineStack"; title: qsTr("Engine stack"); count: root.controller ? root.controller.engineStackCount : 0 }
            Pile { title: qsTr("Engine discard"); count: root.controller ? root.controller.engineDiscardCount : 0 }
            Pile { objectName: "eventDeck"; title: qsTr("Event deck"); count: root.controller ? root.controller.eventDeckCount : 0 }
            Pile { title: qsTr("Event discard"); count: root.controller ? root.controller.eventDiscardCount : 0 }
            Pile { title: qsTr("Components"); count: root.controller ? root.controller.componentsCollected : 0 }
        }
        Label {
            objectName: "lastRoll"
            Layout.fillWidth: true
            visible: text.length > 0
            text: root.controller && root.controller.lastRoll.length > 0 ? qsTr("Last roll: %1").arg(root.controller.lastRoll) : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.accent
        }
        Label {
            Layout.fillWidth: true
            text: root.controller && root.controller.hasGame
                  ? qsTr("Turn %1 · %2 rules · seed %3").arg(root.controller.turnNumber)
                        .arg(root.controller.variant === RulesVariant.Quantum ? qsTr("quantum") : qsTr("board"))
                        .arg(root.controller.seedText.length > 0 ? root.controller.seedText : qsTr("none (scripted)"))
                  : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.textDim
        }
    }
}
