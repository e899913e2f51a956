import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// The AI partner and the hint (docs/ui.md, "Playing with the AI"): who plays which ship, the pace
// of the AI's moves (a delay, or one move per N / "Next AI move"), and the Hint button (H) with the
// suggested move's reason and detection risk. The AI, the hint and their reasons come from
// AiPlayers (game/policies); this only lays them out.
Pane {
    id: root
    property AiPlayers aiPlayers
    objectName: "aiPanel"
    padding: Theme.spacing / 2
    background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.panelBorder }
    readonly property bool anyAi: aiPlayers && (aiPlayers.mercurialAi || aiPlayers.rubiconAi)

    //: %1: the AI's kind: random, heuristic or search.
    function playerText(isAi, policy) { return isAi ? qsTr("AI (%1)").arg(aiPlayers.policyTitle(policy)) : qsTr("Human") }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing / 2
        Label {
            objectName: "playersLabel"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.textDim
            //: %1, %2: who flies each ship: "Human" or "AI (search)".
            text: root.aiPlayers ? qsTr("Mercurial: %1 · Rubicon: %2")
                                   .arg(root.playerText(root.aiPlayers.mercurialAi, root.aiPlayers.mercurialPolicy))
                                   .arg(root.playerText(root.aiPlayers.rubiconAi, root.aiPlayers.rubiconPolicy)) : ""
        }
        Flow {
            Layout.fillWidth: true
            spacing: 4
            Button {
                objectName: "hintButton"
                text: qsTr("Hint [H]")
                font.pixelSize: Theme.fontSmall
                enabled: root.aiPlayers && root.aiPlayers.humanToMove
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Suggest a move for the ship that must act, with the reason and the detection risk")
                onClicked: root.aiPlayers.hint()
            }
            Button {
                objectName: "nextAiMoveButton"
                visible: root.anyAi
                text: qsTr("Next AI move [N]")
                font.pixelSize: Theme.fontSmall
                enabled: root.aiPlayers && root.aiPlayers.aiToMove && !root.aiPlayers.thinking
                onClicked: root.aiPlayers.nextMove()
            }
            CheckBox {
                objectName: "stepByKeyBox"
                visible: root.anyAi
                text: qsTr("Wait for N")
                font.pixelSize: Theme.fontSmall
                checked: root.aiPlayers && root.aiPlayers.stepByKey
                onToggled: root.aiPlayers.stepByKey = checked
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The AI plays one move each time you press N or Next AI move")
            }
        }
        RowLayout {
            Layout.fillWidth: true
            visible: root.anyAi && root.aiPlayers && !root.aiPlayers.stepByKey
            Label {
                //: %1: seconds between the AI's moves (1,5), in the UI language.
                text: qsTr("AI pace: %1 s").arg((root.aiPlayers.delayMs / 1000).toLocaleString(Qt.locale(), "f", 1))
                font.pixelSize: Theme.fontSmall
            }
            Slider {
                id: delaySlider
                objectName: "aiDelaySlider"
                Accessible.name: qsTr("AI pace in milliseconds")
                Layout.fillWidth: true
                from: 300
                to: 3000
                stepSize: 100
                value: root.aiPlayers ? root.aiPlayers.delayMs : 800
                onMoved: root.aiPlayers.delayMs = value
            }
        }
        Label {
            objectName: "aiThinkingLabel"
            Layout.fillWidth: true
            visible: root.aiPlayers && root.aiPlayers.thinking
            font.pixelSize: Theme.fontSmall
            color: Theme.textDim
            text: qsTr("The AI is thinking…")
        }
        Label {
            objectName: "hintText"
            Layout.fillWidth: true
            visible: text.length > 0
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.accent
            text: root.aiPlayers ? root.aiPlayers.hintText : ""
        }
    }
}
