import QtQuick
import QtQuick.Controls
import Entanglion.Ui

// The toolbar's speech menu: Speak events (Ctrl+Shift+V), the context after each move and again
// (Ctrl+Shift+C), a slower or faster voice, stop
// (Ctrl+.) and skip (Ctrl+,), and why speech is unavailable or which voice is missing
// (EventSpeech.status). The reading itself is EventSpeech's, in C++.
ToolButton {
    id: button
    required property EventSpeech speech
    objectName: "speechButton"
    text: qsTr("Speech") + " ▾"
    onClicked: speechMenu.open()
    Accessible.name: speech.enabled ? qsTr("Speech: on") : qsTr("Speech: off")
    ToolTip.visible: hovered
    ToolTip.text: qsTr("Read aloud what happens in the game and the lessons (Ctrl+Shift+V)")
    MenuOnDemand {
        id: speechMenu
        sourceComponent: Menu {
            objectName: "speechMenu"
            y: parent.height
            MenuItem {
                objectName: "speakEventsItem"
                text: qsTr("Speak events (Ctrl+Shift+V)")
                checkable: true
                checked: button.speech.enabled
                enabled: button.speech.available
                onTriggered: button.speech.enabled = checked
            }
            MenuItem {
                objectName: "speakContextItem"
                text: qsTr("Speak the context after each move")
                checkable: true
                checked: button.speech.speakContext
                enabled: button.speech.enabled
                onTriggered: button.speech.speakContext = checked
            }
            MenuItem {
                text: qsTr("Say the context again (Ctrl+Shift+C)")
                enabled: button.speech.enabled
                onTriggered: button.speech.repeatContext()
            }
            MenuItem {
                objectName: "speechStatusItem"
                text: button.speech.status
                visible: button.speech.status.length > 0
                height: visible ? implicitHeight : 0
                enabled: false
            }
            MenuItem {
                text: qsTr("Speak slower")
                enabled: button.speech.enabled && button.speech.rate > -1
                onTriggered: button.speech.slower()
            }
            MenuItem {
                text: qsTr("Speak faster")
                enabled: button.speech.enabled && button.speech.rate < 1
                onTriggered: button.speech.faster()
            }
            MenuItem {
                text: qsTr("Skip this line (Ctrl+,)")
                enabled: button.speech.enabled
                onTriggered: button.speech.skip()
            }
            MenuItem {
                text: qsTr("Stop speaking (Ctrl+.)")
                enabled: button.speech.enabled
                onTriggered: button.speech.stop()
            }
        }
    }
}
