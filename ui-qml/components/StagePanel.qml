pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Style

// Beside the map in the folded and presentation layouts: what a class reads from the back row, in
// large type. Whose turn and what is asked (the prompt), the live state's ket, and what just
// happened (the log's newest lines); the panels (hands, actions, track, circuit, piles) are one
// key away: F10 or the button opens them as a drawer.
Pane {
    id: root
    property GameController controller
    property bool panelsOpen: false
    /// Its text is this much larger than the panels' (1.5 in the presentation layout).
    property real textScale: 1
    signal panelsRequested()
    objectName: "stagePanel"
    padding: Theme.spacing
    background: Rectangle { color: Theme.panel; radius: Theme.radius; border.color: Theme.panelBorder }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        // The prompt and what just happened (a whole AI turn can be long) scroll in the room the
        // ket, the log's newest lines and the Panels button leave them, down to two lines.
        ScrollView {
            id: wordsView
            objectName: "stageWords"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: words.implicitHeight
            Layout.maximumHeight: words.implicitHeight
            Layout.minimumHeight: Math.min(words.implicitHeight, 2 * lineMetrics.lineSpacing)
            contentWidth: availableWidth
            contentHeight: words.implicitHeight
            clip: true
            ScrollBar.vertical.policy: words.implicitHeight > wordsView.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            FontMetrics { id: lineMetrics; font: prompt.font }
            ColumnLayout {
                id: words
                width: wordsView.availableWidth
                spacing: Theme.spacing
                Label {
                    id: prompt
                    objectName: "stagePrompt"
                    Layout.fillWidth: true
                    text: root.controller ? root.controller.turn.prompt : ""
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontLarge * root.textScale
                    font.bold: true
                    color: root.controller && root.controller.turn.decisionKind !== Decision.None ? Theme.accent : Theme.text
                }
                Label {
                    objectName: "stageLastMove"
                    Layout.fillWidth: true
                    visible: text.length > 0
                    text: root.controller ? root.controller.lastMove.text : ""
                    wrapMode: Text.Wrap
                    font.pixelSize: Theme.fontNormal * root.textScale
                    color: Theme.text
                }
            }
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Live state")
            font.pixelSize: Theme.fontNormal
            color: Theme.textDim
        }
        Text {
            objectName: "stageKet"
            Layout.fillWidth: true
            Accessible.name: Typeset.spoken(text)
            text: root.controller ? Typeset.ket(root.controller.ketModel.ketText) : ""
            wrapMode: Text.WordWrap
            font.pixelSize: Theme.fontHuge * 1.25 * root.textScale
            color: Theme.accent
        }
        Text {
            Layout.fillWidth: true
            text: root.controller ? root.controller.ketModel.stateName : ""
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontNormal * root.textScale
            color: Theme.text
        }
        GameLog {
            objectName: "stageLog"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 4 * Theme.fontNormal * 1.6
            showTitle: false
            linePixelSize: Theme.fontNormal * root.textScale
            logModel: root.controller ? root.controller.logModel : null
        }
        Button {
            id: panelsButton
            objectName: "panelsButton"
            Layout.fillWidth: true
            text: root.panelsOpen ? qsTr("Hide the panels (F10)") : qsTr("Panels (F10)")
            font.pixelSize: Theme.fontNormal
            onClicked: root.panelsRequested()
            // Wraps in a narrow stage rather than cutting its words.
            contentItem: Label {
                text: panelsButton.text
                font: panelsButton.font
                color: panelsButton.palette.buttonText
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
    }
}
