pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Style

// Every key of the app with what it does, in the UI's language (docs/ui.md, "Keyboard"): the
// keyboard help page (?) and the Rules page's section (F1) show it. One row per key, each a
// label a screen reader reads as "key: what it does".
ColumnLayout {
    id: root
    spacing: 2
    readonly property var rows: [
        [qsTr("Tab, Shift+Tab"), qsTr("Move between the cards and buttons: the acting ship's hand and the actions come first, then the other ship, the live state, the log and the toolbar")],
        [qsTr("1 to 5"), qsTr("Play the acting ship's card in that position")],
        [qsTr("Alt+1 to Alt+3"), qsTr("Swap (exchange) the engine card in that position")],
        [qsTr("Enter, Space"), qsTr("Play the focused card")],
        [qsTr("E"), qsTr("Exchange the focused engine card")],
        [qsTr("R"),
         //: What the key R does: the Retrieve action (take the component of the planet the ships orbit).
         qsTr("Retrieve")],
        [qsTr("D"), qsTr("Roll the die")],
        [qsTr("K"), qsTr("Keep the roll")],
        [qsTr("T"), qsTr("Play Quantum Tunnel")],
        [qsTr("S"), qsTr("Stop (The Mechanic)")],
        [qsTr("F2 to F9"), qsTr("Pick the first to the eighth option of a pending choice")],
        [qsTr("H"), qsTr("Hint: the suggested move and why")],
        [qsTr("N"), qsTr("Next AI move")],
        [qsTr("O"), qsTr("Switch the ket's qubit order")],
        [qsTr("L"), qsTr("Show the game log large")],
        [qsTr("P"), qsTr("Presentation layout on or off")],
        [qsTr("F10"), qsTr("Open or close the panels' drawer")],
        [qsTr("Page Down, Page Up"), qsTr("Scroll the side panels")],
        [qsTr("Left, Right, Home, End"), qsTr("Step through a record")],
        [qsTr("Esc"), qsTr("Close a page, the enlarged log or the drawer; clear the preview and the message")],
        [qsTr("F1"), qsTr("The rules")],
        [qsTr("?"), qsTr("This list of keys")],
        [qsTr("Ctrl+L, Ctrl+B"), qsTr("The Lessons page, the Bell demo")],
        [qsTr("Ctrl+N, Ctrl+O, Ctrl+S"), qsTr("New game, open a record, save the record")],
        [qsTr("Ctrl+Z"), qsTr("Take back your last move unless it rolled a die or measured; a card it drew goes back on top of its pile, known")],
        [qsTr("Ctrl++, Ctrl+-, Ctrl+0"), qsTr("Larger, smaller, normal text")],
        [qsTr("F11"), qsTr("Full screen on or off")],
        [qsTr("Ctrl+Shift+V"), qsTr("Speak events on or off")],
        [qsTr("Ctrl+Shift+C"), qsTr("Say the context again: whose turn, where the ships are, the detection track and the components")],
        [qsTr("Ctrl+, Ctrl+."), qsTr("Skip the line being spoken, stop speaking")]
    ]
    Repeater {
        model: root.rows
        delegate: Label {
            required property var modelData
            objectName: "keyRow"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            textFormat: Text.StyledText
            font.pixelSize: Theme.fontNormal
            color: Theme.text
            //: %1: a key (Ctrl+Z); %2: what it does ("Take back the last move").
            text: qsTr("<b>%1</b> — %2").arg(modelData[0]).arg(modelData[1])
            Accessible.role: Accessible.StaticText
            //: %1: a key (Ctrl+Z); %2: what it does ("Take back the last move").
            Accessible.name: qsTr("%1: %2").arg(modelData[0]).arg(modelData[1])
        }
    }
}
