import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// Practice on a review, at the top of the Review page while it is going on: "learn from your
// mistakes" (the flagged decision, its legal actions, the verdict on the learner's answer) and
// "what if" (the selected decision's actions, each played on by the computer team with the same or
// fresh luck, the result marked as not part of the real game, or played by the learner on the board).
ColumnLayout {
    id: root
    required property ReviewController review
    //: The mark after the best action of a decision in the practice list ("★ best").
    readonly property string bestMark: qsTr("best")
    //: A button on the last mistake practised: finish practising.
    readonly property string doneText: qsTr("Done")
    /// The selected decision's actions are offered for a what-if.
    readonly property bool choosing: !review.learn.active && !review.whatIfActive && review.selectedRow >= 0
                                     && review.choices.count > 0
    readonly property bool active: review.learn.active || review.whatIfActive || choosing
    spacing: Theme.spacing

    // Learn from your mistakes: the current flagged decision and its legal actions.
    ColumnLayout {
        objectName: "learnPanel"
        visible: root.review.learn.active
        Layout.fillWidth: true
        spacing: Theme.spacing / 2
        Label {
            objectName: "learnPrompt"
            Layout.fillWidth: true
            text: root.review.learn.prompt
            wrapMode: Text.Wrap
            font.bold: true
        }
        Repeater {
            model: root.review.learn.active ? root.review.choices : null
            delegate: Button {
                id: choice
                required property int index
                required property string label
                required property double win
                required property bool best
                required property bool played
                objectName: "learnChoice" + index
                Layout.fillWidth: true
                enabled: !root.review.learn.revealed
                //: %1: an action ("Play H for Mercurial"); %2: its win chance in percent, without the sign (62,5).
                text: (root.review.learn.revealed ? qsTr("%1 — wins %2%").arg(label).arg(win.toLocaleString(Qt.locale(), "f", 1)) : label)
                      + (played ? " " + qsTr("(played)") : "") + (best && root.review.learn.revealed ? " ★ " + root.bestMark : "")
                onClicked: root.review.answer(index)
            }
        }
        Label {
            objectName: "learnVerdict"
            Layout.fillWidth: true
            visible: text.length > 0
            text: root.review.learn.verdict
            wrapMode: Text.Wrap
            color: root.review.learn.solved ? Theme.success : Theme.text
        }
        RowLayout {
            Button {
                objectName: "learnNext"
                text: root.review.learn.index + 1 < root.review.learn.mistakeCount ? qsTr("Next mistake") : root.doneText
                enabled: root.review.learn.revealed
                onClicked: root.review.nextMistake()
            }
            Button { objectName: "learnStop"
                //: A button (a verb): stop practising the mistakes.
                text: qsTr("Stop"); onClicked: root.review.stopLearning() }
        }
    }

    // What if: from the selected decision, another action played on.
    Rectangle {
        objectName: "whatIfPanel"
        visible: root.review.whatIfActive
        Layout.fillWidth: true
        implicitHeight: whatIfColumn.implicitHeight + 2 * Theme.spacing
        color: Theme.noteBackground
        border.color: Theme.note
        border.width: 2
        radius: Theme.radius
        ColumnLayout {
            id: whatIfColumn
            anchors.fill: parent
            anchors.margins: Theme.spacing
            Label {
                objectName: "whatIfBanner"
                text: qsTr("What if — not part of the real game")
                font.bold: true
                font.pixelSize: Theme.fontLarge
            }
            Repeater {
                model: root.review.whatIfMoves
                delegate: Label { required property string modelData; text: "• " + modelData; Layout.fillWidth: true; wrapMode: Text.Wrap }
            }
            Label { objectName: "whatIfResult"; text: root.review.whatIfResult; Layout.fillWidth: true; wrapMode: Text.Wrap; font.bold: true }
            Button { objectName: "whatIfLeave"; text: qsTr("Back to the real game"); onClicked: root.review.leaveWhatIf() }
        }
    }

    // The selected decision's legal actions, each a what-if.
    ColumnLayout {
        objectName: "whatIfChoices"
        visible: root.choosing
        Layout.fillWidth: true
        Label { text: qsTr("What if another action had been played? The computer team plays on."); Layout.fillWidth: true; wrapMode: Text.Wrap }
        RowLayout {
            id: playOnBoard
            readonly property string hint: qsTr("From this position, with your own moves; the real game is kept as it is")
            Label { text: qsTr("Play it yourself on the board") }
            Button { objectName: "whatIfPlay"; text: qsTr("Same luck"); onClicked: root.review.playWhatIf(false); ToolTip.visible: hovered; ToolTip.text: playOnBoard.hint }
            Button { objectName: "whatIfPlayFresh"; text: qsTr("Fresh luck"); onClicked: root.review.playWhatIf(true); ToolTip.visible: hovered; ToolTip.text: playOnBoard.hint }
        }
        Repeater {
            model: root.review.learn.active ? null : root.review.choices
            delegate: RowLayout {
                required property int index
                required property string label
                required property double win
                required property bool best
                required property bool played
                Layout.fillWidth: true
                Label {
                    Layout.fillWidth: true
                    //: %1: an action ("Play H for Mercurial"); %2: its win chance in percent, without the sign
                    //: (62,5).
                    text: qsTr("%1 — wins %2%").arg(label).arg(win.toLocaleString(Qt.locale(), "f", 1))
                          + (played ? " " + qsTr("(played)") : "") + (best ? " ★ " + root.bestMark : "")
                    wrapMode: Text.Wrap
                }
                Button { objectName: "whatIfSame" + index; text: qsTr("Same luck"); onClicked: root.review.startWhatIf(index, false) }
                Button { objectName: "whatIfFresh" + index; text: qsTr("Fresh luck"); onClicked: root.review.startWhatIf(index, true) }
            }
        }
    }

}
