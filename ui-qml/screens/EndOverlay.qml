import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// The win and loss screens, over the game. From here: a new game, or a step-through of the game
// just played (teacher replay).
Rectangle {
    id: root
    property GameController controller
    property bool dismissed: false
    signal newGameRequested()
    /// The review of the game just played (Review page).
    signal reviewRequested()
    readonly property bool over: controller && controller.setup.hasGame && controller.turn.status !== GameStatus.InProgress
    readonly property bool won: controller && controller.turn.status === GameStatus.Won
    objectName: "endOverlay"
    visible: over && !dismissed && !controller.replay.replaying
    color: Theme.scrim
    Connections {
        target: root.controller
        function onSetupChanged() { if (!root.over) root.dismissed = false }
    }
    MouseArea { anchors.fill: parent }  // modal: nothing underneath reacts

    Rectangle {
        anchors.centerIn: parent
        width: content.implicitWidth + 8 * Theme.spacing
        height: content.implicitHeight + 6 * Theme.spacing
        radius: 2 * Theme.radius
        color: Theme.panel
        border.width: 2
        border.color: root.won ? Theme.success : Theme.danger
    }
    ColumnLayout {
        id: content
        anchors.centerIn: parent
        spacing: Theme.spacing * 2
        Label {
            objectName: "endTitle"
            Layout.alignment: Qt.AlignHCenter
            text: root.won ? qsTr("The quantum computer is rebuilt!") : qsTr("Detected: the game is lost")
            font.pixelSize: Theme.fontHuge * 1.6
            font.bold: true
            color: root.won ? Theme.success : Theme.danger
        }
        Label {
            Layout.alignment: Qt.AlignHCenter
            text: root.won
                  //: %n: the actions the team played.
                  ? qsTr("All eight components collected in %n action(s).", "", root.controller ? root.controller.turn.actionsApplied : 0)
                  //: %1: the components collected (5) of the eight.
                  : qsTr("The detection rate reached X with %1 of 8 components collected.").arg(root.controller ? root.controller.table.componentsCollected : 0)
            font.pixelSize: Theme.fontLarge
            color: Theme.text
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.spacing
            Button { objectName: "endNewGame"; text: qsTr("New game"); onClicked: root.newGameRequested() }
            Button { objectName: "endReview"; text: qsTr("Step through this game"); onClicked: root.controller.replay.reviewGame() }
            Button { objectName: "endAnalysis"; text: qsTr("Review: luck and choices"); onClicked: root.reviewRequested() }
            Button { objectName: "endClose"; text: qsTr("Look at the board"); onClicked: root.dismissed = true }
        }
    }
}
