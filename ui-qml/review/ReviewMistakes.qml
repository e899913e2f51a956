import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// The flagged decisions of a review: for each, the better action, why, and (for an engine card)
// the ket it would have given next to the one played; the button that starts "learn from your
// mistakes" and, per decision, "what if" (ReviewPractice shows both).
ColumnLayout {
    id: root
    required property ReviewController review
    spacing: Theme.spacing

    Label {
        text: qsTr("Flagged decisions")
        font.pixelSize: Theme.fontLarge
        font.bold: true
    }
    Button {
        objectName: "reviewLearn"
        visible: !root.review.learn.active
        enabled: root.review.learn.mistakeCount > 0
        //: %n: the number of mistakes to practise.
        text: qsTr("Learn from your mistakes (%n)", "", root.review.learn.mistakeCount)
        onClicked: root.review.startLearning()
    }

    // Every flagged decision.
    Repeater {
        model: root.review.learn.active ? null : root.review.steps
        delegate: Frame {
            id: mistake
            required property int index
            required property bool flagged
            required property string title
            required property string better
            required property string why
            required property string ketPlayed
            required property string ketBest
            objectName: "mistake" + index
            visible: flagged
            Layout.fillWidth: true
            Layout.preferredHeight: flagged ? implicitHeight : 0
            ColumnLayout {
                width: parent.width
                Label {
                    Layout.fillWidth: true
                    text: mistake.title
                    font.bold: true
                    wrapMode: Text.Wrap
                }
                Label { Layout.fillWidth: true; text: mistake.better; wrapMode: Text.Wrap }
                Label { Layout.fillWidth: true; text: mistake.why; wrapMode: Text.Wrap; color: Theme.textDim }
                Label {
                    Layout.fillWidth: true
                    visible: mistake.ketBest.length > 0
                    Accessible.name: Typeset.spoken(text)
                    //: %1: the state after the action played, a ket; %2: the state after the better action, a ket.
                    text: qsTr("The ships' state: played %1, better %2").arg(Typeset.ket(mistake.ketPlayed)).arg(Typeset.ket(mistake.ketBest))
                    wrapMode: Text.Wrap
                }
                RowLayout {
                    Button { objectName: "mistakeShow" + mistake.index; text: qsTr("Show on the board"); onClicked: root.review.goToRow(mistake.index) }
                    Button { objectName: "mistakeWhatIf" + mistake.index; text: qsTr("What if…"); onClicked: root.review.select(mistake.index) }
                }
            }
        }
    }
}
