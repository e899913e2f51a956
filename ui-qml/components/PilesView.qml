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

    // Each case a whole line, so every language words the rules and the seed in its own grammar.
    function setupLine() {
        const turn = root.controller.turn.turnNumber
        const seed = root.controller.setup.seedText
        const quantum = root.controller.setup.variant === RulesVariant.Quantum
        if (seed.length === 0) {
            //: %1: the turn number. The game follows a script, so no seed deals its chance.
            return quantum ? qsTr("Turn %1 · quantum rules · scripted, no seed").arg(turn)
                           //: %1: the turn number. The game follows a script, so no seed deals its chance.
                           : qsTr("Turn %1 · board rules · scripted, no seed").arg(turn)
        }
        //: %1: the turn number; %2: the seed (a whole number) that deals the game's chance.
        return quantum ? qsTr("Turn %1 · quantum rules · seed %2").arg(turn).arg(seed)
                       //: %1: the turn number; %2: the seed (a whole number) that deals the game's chance.
                       : qsTr("Turn %1 · board rules · seed %2").arg(turn).arg(seed)
    }

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
            Pile { objectName: "engineStack"; title: qsTr("Engine stack"); count: root.controller ? root.controller.table.engineStackCount : 0 }
            Pile { title: qsTr("Engine discard"); count: root.controller ? root.controller.table.engineDiscardCount : 0 }
            Pile { objectName: "eventDeck"; title: qsTr("Event deck"); count: root.controller ? root.controller.table.eventDeckCount : 0 }
            Pile { title: qsTr("Event discard"); count: root.controller ? root.controller.table.eventDiscardCount : 0 }
            Pile { title: qsTr("Components"); count: root.controller ? root.controller.table.componentsCollected : 0 }
        }
        Label {
            objectName: "knownOnTop"
            Layout.fillWidth: true
            visible: text.length > 0
            text: root.controller ? root.controller.table.knownOnTop : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.accent
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Label {
            objectName: "lastRoll"
            Layout.fillWidth: true
            visible: text.length > 0
            //: %1: the last die roll and what it was for ("5 (orbital defenses)").
            text: root.controller && root.controller.table.lastRoll.length > 0 ? qsTr("Last roll: %1").arg(root.controller.table.lastRoll) : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.accent
        }
        Label {
            Layout.fillWidth: true
            text: root.controller && root.controller.setup.hasGame ? root.setupLine() : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.textDim
        }
    }
}
