import QtQuick
import QtQuick.Controls
import Entanglion.Ui
import Entanglion.Style

// Offered at start when the last session left an unfinished game in the autosave: Resume plays on
// from it, New game keeps the fresh game on screen and drops the autosave. Only these two buttons
// close it (Esc and clicks outside do not), so a game is never dropped by accident; Tab moves between
// the buttons, Enter or Space presses the focused one (Resume first).
Dialog {
    id: root
    required property GameAutosave autosave
    objectName: "resumeDialog"
    title: qsTr("Resume the unfinished game?")
    modal: true
    closePolicy: Popup.NoAutoClose
    anchors.centerIn: parent
    // The game behind is dimmed: this question comes first.
    Overlay.modal: Rectangle { color: Theme.modalScrim }

    Component.onCompleted: if (autosave.resumeAvailable) open()
    onOpened: resumeButton.forceActiveFocus()

    footer: DialogButtonBox {
        Button {
            id: resumeButton
            objectName: "resumeButton"
            //: A button (a verb): continue the unfinished game.
            text: qsTr("Resume")
            highlighted: true
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
        }
        Button {
            objectName: "resumeNewGameButton"
            text: qsTr("New game")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            Keys.onReturnPressed: clicked()
            Keys.onEnterPressed: clicked()
        }
    }
    onAccepted: autosave.resume()
    onRejected: autosave.discard()

    Label {
        objectName: "resumeSummary"
        width: Math.min(implicitWidth, Theme.spacing * 60)
        wrapMode: Text.Wrap
        text: root.autosave.resumeSummary
    }
}
