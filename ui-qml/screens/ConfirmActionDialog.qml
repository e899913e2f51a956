import QtQuick
import QtQuick.Controls
import Entanglion.Ui
import Entanglion.Style

// "Confirm each action": asks before the held action is applied. Enter plays it (Cancel when the
// keyboard is on Cancel), Esc cancels; the window gives the keyboard back to the hand when it
// closes. Opens and closes with the controller's pending action, so a key, a click or a card all
// come through here.
Dialog {
    id: root
    required property ActionConfirmation confirmation
    objectName: "confirmActionDialog"
    title: qsTr("Play this action?")
    modal: true
    closePolicy: Popup.NoAutoClose
    anchors.centerIn: parent
    // Its width from the action's words (and room for the title and both buttons), never from the
    // button box: the box's width follows the dialog's, and the dialog's following the box's
    // implicit width made a binding loop when the words were short (Qt 6.4's DialogButtonBox).
    width: Math.max(actionLabel.width, Theme.spacing * 40) + leftPadding + rightPadding
    Overlay.modal: Rectangle { color: Theme.modalScrim }

    Connections {
        target: root.confirmation
        function onPendingChanged() {
            if (root.confirmation.pending) root.open()
            else root.close()
        }
    }
    onOpened: playButton.forceActiveFocus()
    // Closed any other way (a new game, a page over the game): nothing is played.
    onClosed: root.confirmation.cancel()

    function answer(play) {
        if (play) root.confirmation.confirm()
        else root.confirmation.cancel()
    }

    footer: DialogButtonBox {
        Button {
            id: playButton
            objectName: "confirmActionPlay"
            //: A button of the dialog that asks before a move: play the move.
            text: qsTr("Play")
            highlighted: true
            Accessible.name: qsTr("Play the action")
            onClicked: root.answer(true)
            Keys.onReturnPressed: root.answer(true)
            Keys.onEnterPressed: root.answer(true)
            Keys.onEscapePressed: root.answer(false)
        }
        Button {
            objectName: "confirmActionCancel"
            text: qsTr("Cancel")
            Accessible.name: qsTr("Cancel the action")
            onClicked: root.answer(false)
            Keys.onReturnPressed: root.answer(false)
            Keys.onEnterPressed: root.answer(false)
            Keys.onEscapePressed: root.answer(false)
        }
    }

    // Measured apart from the label, so its wrapped width does not feed back into its own size.
    TextMetrics { id: measured; font: actionLabel.font; text: actionLabel.text }
    Label {
        id: actionLabel
        objectName: "confirmActionText"
        width: Math.min(Math.ceil(measured.advanceWidth) + 1, Theme.spacing * 60)
        wrapMode: Text.Wrap
        text: root.confirmation.actionText
    }
}
