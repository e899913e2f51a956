pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// What the acting player may do now, straight from the engine: the prompt, then one button per
// legal action (turn actions, answers to a pending decision, free actions), plus the turn actions
// that are not possible now, disabled, with the engine's reason as tooltip. Each button shows its
// stable key (number keys play a card by its position, F-keys pick a choice, letters the rest).
Pane {
    id: root
    property GameController controller
    /// Its hint (hintRow) marks the suggested action's button.
    property AiPlayers aiPlayers
    objectName: "actionPanel"
    padding: Theme.spacing
    background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.panelBorder }

    // The keys are stable (docs/ui.md): each row lists its own, computed with the action list.
    function triggerShortcut(key) {
        const row = controller ? controller.actionModel.rowOfKey(key) : -1
        return row >= 0 && controller.trigger(row)
    }

    ColumnLayout {
        id: column
        anchors.fill: parent
        spacing: Theme.spacing / 2
        Label {
            objectName: "prompt"
            Layout.fillWidth: true
            text: root.controller ? root.controller.turn.prompt : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontNormal
            font.bold: true
            color: root.controller && root.controller.turn.decisionKind !== Decision.None ? Theme.accent : Theme.text
        }
        // What just happened (the partner's or the AI's move), by the prompt.
        Label {
            objectName: "lastMoveLine"
            Layout.fillWidth: true
            visible: text.length > 0
            text: root.controller ? root.controller.lastMove.text : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontSmall
            color: Theme.text
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: actionFlow.implicitHeight
            clip: true
            contentWidth: availableWidth
            Flow {
                id: actionFlow
                width: parent.width
                spacing: 4
                Repeater {
                    model: root.controller ? root.controller.actionModel : null
                    delegate: ReasonButton {
                        required property int index
                        required property string label
                        required property string detail
                        required property int category
                        // Not `required property bool allowed` / `reason`: those would shadow
                        // ReasonButton's own properties, and a disabled action would look enabled.
                        required property var model
                        required property string shortcut
                        required property string actionText
                        objectName: "action:" + actionText
                        highlighted: category === ActionCategory.Decision
                        text: (shortcut.length > 0 ? "[" + shortcut + "]  " : "") + label
                        help: detail
                        allowed: model.allowed
                        reason: model.reason
                        font.pixelSize: Theme.fontSmall
                        onClicked: root.controller.trigger(index)
                        readonly property bool hinted: root.aiPlayers !== null && root.aiPlayers.hintRow === index
                        // The hint: a thick accent frame (not colour alone: the hint text names the move too).
                        Rectangle {
                            anchors.fill: parent
                            anchors.margins: -3
                            visible: parent.hinted
                            color: "transparent"
                            border.color: Theme.accent
                            border.width: 3
                            radius: Theme.radius
                        }
                    }
                }
            }
        }
    }
}
