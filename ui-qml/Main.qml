pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Entanglion.Ui

// The application window: toolbar (new, open, save, step-through, zoom), messages, the game
// screen, the step-through bar, dialogs, the win/loss screens, and the keyboard shortcuts.
ApplicationWindow {
    id: window
    required property GameController controller
    objectName: "mainWindow"
    width: 1440
    height: 900
    minimumWidth: 1024
    minimumHeight: 680
    visible: true
    title: controller.recordName.length > 0 ? qsTr("Entanglion — %1").arg(controller.recordName) : qsTr("Entanglion")
    color: Theme.background
    font.pixelSize: Theme.fontNormal

    palette.window: Theme.background
    palette.windowText: Theme.text
    palette.base: Theme.panelRaised
    palette.alternateBase: Theme.panel
    palette.text: Theme.text
    palette.button: Theme.panelRaised
    palette.buttonText: Theme.text
    palette.brightText: "white"
    palette.highlight: "#3b6fb6"
    palette.highlightedText: "white"
    palette.toolTipBase: "#0b0e16"
    palette.toolTipText: Theme.text
    palette.placeholderText: Theme.textDim
    palette.light: "#3a4460"
    palette.midlight: "#2f3850"
    palette.mid: "#262e42"
    palette.dark: "#151a26"
    palette.shadow: "black"
    palette.disabled.buttonText: "#6b7388"
    palette.disabled.windowText: "#6b7388"
    palette.disabled.text: "#6b7388"
    palette.disabled.button: "#1c2232"

    function openNewGame() { newGameDialog.open() }

    header: ToolBar {
        objectName: "toolbar"
        RowLayout {
            anchors.fill: parent
            spacing: Theme.spacing / 2
            ToolButton { objectName: "newGameButton"; text: qsTr("New game…"); onClicked: window.openNewGame()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Ctrl+N") }
            ToolButton { objectName: "openButton"; text: qsTr("Open…"); onClicked: openDialog.open()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Open a saved game and step through it (Ctrl+O)") }
            ToolButton { objectName: "saveButton"; text: qsTr("Save…"); enabled: window.controller.hasGame; onClicked: saveDialog.open()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Save the game record (Ctrl+S)") }
            ToolButton { objectName: "reviewButton"; text: qsTr("Step through"); enabled: window.controller.hasGame && !window.controller.replaying
                onClicked: window.controller.reviewGame()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Read-only step-through of this game (teacher replay)") }
            Label {
                objectName: "statusLine"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                elide: Text.ElideRight
                text: window.controller.prompt
                font.pixelSize: Theme.fontNormal
                color: Theme.text
            }
            ToolButton { text: "A−"; onClicked: Theme.zoomOut(); ToolTip.visible: hovered; ToolTip.text: qsTr("Smaller text (Ctrl+-)") }
            Label { objectName: "zoomLabel"; text: Math.round(Theme.zoom * 100) + "%"; font.pixelSize: Theme.fontSmall; color: Theme.textDim }
            ToolButton { text: "A+"; onClicked: Theme.zoomIn(); ToolTip.visible: hovered; ToolTip.text: qsTr("Larger text for projectors (Ctrl++)") }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        MessageBanner {
            Layout.fillWidth: true
            Layout.margins: Theme.spacing / 2
            controller: window.controller
        }
        ReplayBar {
            Layout.fillWidth: true
            controller: window.controller
        }
        GameScreen {
            id: gameScreen
            Layout.fillWidth: true
            Layout.fillHeight: true
            controller: window.controller
        }
    }

    EndOverlay {
        anchors.fill: parent
        controller: window.controller
        onNewGameRequested: window.openNewGame()
    }
    NewGameDialog {
        id: newGameDialog
        controller: window.controller
    }
    FileDialog {
        id: openDialog
        title: qsTr("Open a game record")
        nameFilters: [qsTr("Entanglion records (*.json)"), qsTr("All files (*)")]
        onAccepted: window.controller.loadRecord(String(selectedFile))
    }
    FileDialog {
        id: saveDialog
        title: qsTr("Save the game record")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Entanglion records (*.json)")]
        onAccepted: window.controller.saveRecord(String(selectedFile))
    }

    Shortcut { sequences: [StandardKey.New]; onActivated: window.openNewGame() }
    Shortcut { sequences: [StandardKey.Open]; onActivated: openDialog.open() }
    Shortcut { sequences: [StandardKey.Save]; onActivated: if (window.controller.hasGame) saveDialog.open() }
    Shortcut { sequences: [StandardKey.ZoomIn, "Ctrl+="]; onActivated: Theme.zoomIn() }
    Shortcut { sequences: [StandardKey.ZoomOut]; onActivated: Theme.zoomOut() }
    Shortcut { sequence: "Ctrl+0"; onActivated: Theme.zoomReset() }
    Shortcut { sequence: "O"; onActivated: window.controller.ketModel.rubiconFirst = !window.controller.ketModel.rubiconFirst }
    Shortcut { sequence: "Escape"; onActivated: { window.controller.clearPreview(); window.controller.clearError() } }
    Shortcut { sequence: "Left"; enabled: window.controller.replaying; onActivated: window.controller.stepBack() }
    Shortcut { sequence: "Right"; enabled: window.controller.replaying; onActivated: window.controller.stepForward() }
    Shortcut { sequence: "Home"; enabled: window.controller.replaying; onActivated: window.controller.replayTo(0) }
    Shortcut { sequence: "End"; enabled: window.controller.replaying; onActivated: window.controller.replayTo(window.controller.replayLength) }
    Shortcut { sequence: "R"; enabled: !window.controller.replaying; onActivated: window.controller.retrieve() }
    Repeater {
        model: 9
        delegate: Item {
            id: digit
            required property int index
            Shortcut {
                sequence: String(digit.index + 1)
                onActivated: gameScreen.triggerShortcut(String(digit.index + 1))
            }
        }
    }
}
