import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// The read-only step-through of a finished or loaded game: first, back, forward, last, a slider
// over the steps, and "Continue from here" to play on. Keys: Left/Right, Home/End.
ToolBar {
    id: root
    property GameController controller
    objectName: "replayBar"
    visible: controller && controller.replaying
    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        Label {
            text: qsTr("Step-through of %1").arg(root.controller && root.controller.recordName.length > 0 ? root.controller.recordName : qsTr("this game"))
            font.pixelSize: Theme.fontNormal
            font.bold: true
        }
        ToolButton { objectName: "replayFirst"; text: "|◀"; onClicked: root.controller.replayTo(0); ToolTip.visible: hovered; ToolTip.text: qsTr("Setup (Home)") }
        ToolButton { objectName: "replayBack"; text: "◀"; onClicked: root.controller.stepBack(); ToolTip.visible: hovered; ToolTip.text: qsTr("Step back (Left)") }
        Slider {
            objectName: "replaySlider"
            Layout.fillWidth: true
            from: 0
            to: root.controller ? Math.max(1, root.controller.replayLength) : 1
            stepSize: 1
            snapMode: Slider.SnapAlways
            value: root.controller ? root.controller.replayStep : 0
            onMoved: root.controller.replayTo(Math.round(value))
        }
        ToolButton { objectName: "replayForward"; text: "▶"; onClicked: root.controller.stepForward(); ToolTip.visible: hovered; ToolTip.text: qsTr("Step forward (Right)") }
        ToolButton { objectName: "replayLast"; text: "▶|"; onClicked: root.controller.replayTo(root.controller.replayLength); ToolTip.visible: hovered; ToolTip.text: qsTr("Last step (End)") }
        Label {
            objectName: "replayPosition"
            text: root.controller ? qsTr("%1 / %2").arg(root.controller.replayStep).arg(root.controller.replayLength) : ""
            font.pixelSize: Theme.fontNormal
        }
        Button {
            objectName: "replayContinue"
            text: qsTr("Continue from here")
            enabled: root.controller && root.controller.status === "in_progress"
            onClicked: root.controller.continueFromHere()
        }
    }
}
