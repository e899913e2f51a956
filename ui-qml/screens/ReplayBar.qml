import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// The read-only step-through of a finished or loaded game: first, back, forward, last, a slider
// over the steps, and "Continue from here" to play on. Keys: Left/Right, Home/End.
ToolBar {
    id: root
    /// The game shown (its record's name and status at the step).
    property GameController controller
    property ReplayController replay
    /// The Review page of the record stepped through.
    signal reviewRequested()
    objectName: "replayBar"
    visible: replay && replay.replaying
    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        Label {
            text: root.controller && root.controller.setup.recordName.length > 0
                  //: %1: the game record's file name (game-12.json).
                  ? qsTr("Step-through of %1").arg(root.controller.setup.recordName)
                  : qsTr("Step-through of this game")
            font.pixelSize: Theme.fontNormal
            font.bold: true
        }
        ToolButton { objectName: "replayFirst"; text: "|◀"; Accessible.name: qsTr("Setup (Home)"); onClicked: root.replay.goTo(0); ToolTip.visible: hovered; ToolTip.text: qsTr("Setup (Home)") }
        ToolButton { objectName: "replayBack"; text: "◀"; Accessible.name: qsTr("Step back (Left)"); onClicked: root.replay.stepBack(); ToolTip.visible: hovered; ToolTip.text: qsTr("Step back (Left)") }
        Slider {
            objectName: "replaySlider"
            Accessible.name: qsTr("Step of the game")
            Layout.fillWidth: true
            from: 0
            to: root.replay ? Math.max(1, root.replay.length) : 1
            stepSize: 1
            snapMode: Slider.SnapAlways
            value: root.replay ? root.replay.step : 0
            onMoved: root.replay.goTo(Math.round(value))
        }
        ToolButton { objectName: "replayForward"; text: "▶"; Accessible.name: qsTr("Step forward (Right)"); onClicked: root.replay.stepForward(); ToolTip.visible: hovered; ToolTip.text: qsTr("Step forward (Right)") }
        ToolButton { objectName: "replayLast"; text: "▶|"; Accessible.name: qsTr("Last step (End)"); onClicked: root.replay.goTo(root.replay.length); ToolTip.visible: hovered; ToolTip.text: qsTr("Last step (End)") }
        Label {
            objectName: "replayPosition"
            //: %1: the step shown (7); %2: the record's steps (40).
            text: root.replay ? qsTr("%1 / %2").arg(root.replay.step).arg(root.replay.length) : ""
            font.pixelSize: Theme.fontNormal
        }
        Label {
            // A network partner moved while the learner steps through: the step shown stays.
            objectName: "replayNewerMoves"
            visible: root.replay && root.replay.newerMoves > 0
            //: %n: how many moves the partner made while you step through, e.g. 2.
            text: root.replay ? qsTr("%n newer move(s) arrived", "", root.replay.newerMoves) : ""
            font.pixelSize: Theme.fontNormal
            font.bold: true
            color: Theme.accent
        }
        Button {
            objectName: "replayBackToGame"
            // Only when the game moved on meanwhile (a network partner); Continue from here does the same then.
            visible: root.replay && root.replay.newerMoves > 0
            text: qsTr("Back to the game")
            Accessible.description: qsTr("Leave the step-through and show the game as it stands now")
            onClicked: root.replay.backToGame()
        }
        Button {
            objectName: "replayAnalysis"
            //: A button (a verb): open the review of this game (how good each decision was).
            text: qsTr("Review")
            onClicked: root.reviewRequested()
            ToolTip.visible: hovered; ToolTip.text: qsTr("What luck did, what the choices did, and what could have been done")
        }
        Button {
            objectName: "replayContinue"
            text: qsTr("Continue from here")
            enabled: root.controller && root.controller.turn.status === GameStatus.InProgress
            onClicked: root.replay.continueFromHere()
        }
    }
}
