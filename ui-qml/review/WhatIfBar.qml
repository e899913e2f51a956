import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// Over the board while a what-if is played (GameController.mode.kind, TableMode.WhatIf): says plainly that these moves
// are not part of the real game, and leads back to the review, which brings the real game back.
Rectangle {
    id: root
    required property GameController controller
    required property ReviewController review
    objectName: "whatIfBar"
    visible: controller.mode.kind === TableMode.WhatIf
    implicitHeight: bar.implicitHeight + Theme.spacing
    color: Theme.noteBackground
    border.color: Theme.note
    border.width: 2
    RowLayout {
        id: bar
        anchors.fill: parent
        anchors.margins: Theme.spacing / 2
        spacing: Theme.spacing
        Label {
            objectName: "whatIfBoardBanner"
            Layout.fillWidth: true
            text: root.controller.mode.freshLuck
                  ? qsTr("What if, with fresh luck: not part of the real game. These moves are neither recorded nor autosaved.")
                  : qsTr("What if, with the same luck still to come: not part of the real game. These moves are neither recorded nor autosaved.")
            font.pixelSize: Theme.fontNormal
            font.bold: true
            wrapMode: Text.Wrap
        }
        Button {
            objectName: "whatIfBackToReview"
            text: qsTr("Back to the review")
            onClicked: root.review.open()
        }
    }
}
