import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// The Review page over the game: the progress of the review with Cancel, then the
// win-probability graph, the summary that adds up, the key moments, the flagged decisions with the
// better action, why, and the kets; "learn from your mistakes" and "what if". Clicking a point or a
// moment moves the step-through there and shows the board. All judging is ReviewController's.
Rectangle {
    id: root
    required property ReviewController review
    property ReplayController replay
    objectName: "reviewPage"
    visible: review.shown
    color: Theme.background
    MouseArea { anchors.fill: parent }  // nothing behind the page can be clicked
    // The keyboard (and a screen reader's focus) starts on the page's first control, Back to the
    // board, with its focus ring; Tab goes on from there through the page.
    // Made when first opened (Main.qml's OnDemand), it is visible from the start.
    function focusFirst() { if (visible) closeButton.forceActiveFocus(Qt.TabFocusReason) }
    onVisibleChanged: focusFirst()
    Component.onCompleted: focusFirst()

    /// The row the step-through shows (the last step before its position).
    readonly property int currentRow: replay && review.ready ? review.rowOfStep(replay.step) : -1

    ColumnLayout {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.spacing
        spacing: Theme.spacing
        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: qsTr("Review of this game")
                font.pixelSize: Theme.fontHuge
                font.bold: true
                elide: Text.ElideRight
            }
            Button { id: closeButton; objectName: "reviewClose"; text: qsTr("Back to the board"); onClicked: root.review.close() }
        }
        RowLayout {
            Layout.fillWidth: true
            visible: root.review.running || root.review.statusText.length > 0
            spacing: Theme.spacing
            ProgressBar {
                objectName: "reviewProgress"
                visible: root.review.running
                Layout.fillWidth: true
                from: 0; to: 1
                value: root.review.progress
            }
            Label { objectName: "reviewStatus"; text: root.review.statusText; font.pixelSize: Theme.fontNormal }
            Button { objectName: "reviewCancel"; visible: root.review.running; text: qsTr("Cancel"); onClicked: root.review.cancel() }
            Button { objectName: "reviewAgain"; visible: !root.review.running && !root.review.ready; text: qsTr("Review again"); onClicked: root.review.restart() }
        }
    }

    ScrollView {
        id: scroller
        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacing
        visible: root.review.ready
        contentWidth: availableWidth
        clip: true
        ColumnLayout {
            width: scroller.availableWidth
            spacing: Theme.spacing
            ReviewPractice {
                id: practice
                Layout.fillWidth: true
                visible: active
                review: root.review
                // Brought into sight whenever practice starts or changes.
                onActiveChanged: if (active) scroller.ScrollBar.vertical.position = 0
            }
            Label {
                objectName: "reviewSummary"
                Layout.fillWidth: true
                text: root.review.summary.text
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.Wrap
            }
            Label {
                objectName: "reviewLearnerCounts"
                Layout.fillWidth: true
                visible: text.length > 0
                text: root.review.summary.learnerCounts
                font.pixelSize: Theme.fontNormal
                wrapMode: Text.Wrap
            }
            Label {
                objectName: "reviewPartnerCounts"
                Layout.fillWidth: true
                visible: text.length > 0
                text: root.review.summary.partnerCounts
                font.pixelSize: Theme.fontNormal
                color: Theme.textDim
                wrapMode: Text.Wrap
            }
            Label {
                objectName: "reviewTotals"
                Layout.fillWidth: true
                text: root.review.summary.totals
                font.pixelSize: Theme.fontNormal
                color: Theme.textDim
                wrapMode: Text.Wrap
            }
            WinGraph {
                Layout.fillWidth: true
                model: root.review.steps
                values: root.review.summary.graphValues
                currentRow: root.currentRow
                onPointClicked: (row) => root.review.goToRow(row)
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("● a decision   ◆ a die or a draw   large with a ring: a flagged decision or a key moment   vertical line: the step shown")
                font.pixelSize: Theme.fontSmall
                color: Theme.textDim
                wrapMode: Text.Wrap
            }
            GridLayout {
                Layout.fillWidth: true
                columns: root.width > 1100 * Theme.zoom ? 2 : 1
                columnSpacing: 2 * Theme.spacing
                rowSpacing: Theme.spacing
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    Label { text: qsTr("Key moments"); font.pixelSize: Theme.fontLarge; font.bold: true }
                    Repeater {
                        model: root.review.summary.keyMomentTexts
                        delegate: Button {
                            id: moment
                            required property int index
                            required property string modelData
                            objectName: "keyMoment" + index
                            Layout.fillWidth: true
                            text: modelData
                            contentItem: Label { text: moment.text; wrapMode: Text.Wrap; horizontalAlignment: Text.AlignLeft }
                            onClicked: root.review.goToRow(root.review.summary.keyMoments[index])
                        }
                    }
                }
                ReviewMistakes {
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    review: root.review
                }
            }
        }
    }
}
