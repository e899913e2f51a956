pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Entanglion.Ui
import Entanglion.Lessons

// The application window: toolbar (new, open, save, step-through, lessons, Bell demo, zoom),
// messages, the game screen, the step-through bar, dialogs, the win/loss screens, the keyboard
// shortcuts, and the Lessons page / Bell demo shown over the game (the game keeps its state).
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

    // "" shows the game; "lessons" or "bell" shows that page over it. The game's shortcuts are off
    // while a page is open, so the page's own keys (digits, arrows, Esc) reach it.
    property string page: ""
    readonly property bool gameShown: page === ""

    function openNewGame() { newGameDialog.open() }
    function openLessons() { page = "lessons" }
    function openBellDemo() { page = "bell" }
    function closePage() { page = "" }

    header: ToolBar {
        objectName: "toolbar"
        RowLayout {
            anchors.fill: parent
            spacing: Theme.spacing / 2
            ToolButton { objectName: "backToGameButton"; text: qsTr("← Back to the game"); visible: !window.gameShown
                onClicked: window.closePage()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Close this page (Esc on the lesson list or the demo)") }
            ToolButton { objectName: "lessonsButton"; text: qsTr("Lessons"); visible: window.gameShown; onClicked: window.openLessons()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Self-study lessons, checked by the state vector (Ctrl+L)") }
            ToolButton { objectName: "bellDemoButton"; text: qsTr("Bell demo"); visible: window.gameShown; onClicked: window.openBellDemo()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Classroom demo: build a Bell state step by step (Ctrl+B)") }
            ToolButton { objectName: "newGameButton"; text: qsTr("New game…"); onClicked: window.openNewGame(); visible: window.gameShown
                ToolTip.visible: hovered; ToolTip.text: qsTr("Ctrl+N") }
            ToolButton { objectName: "openButton"; text: qsTr("Open…"); onClicked: openDialog.open(); visible: window.gameShown
                ToolTip.visible: hovered; ToolTip.text: qsTr("Open a saved game and step through it (Ctrl+O)") }
            ToolButton { objectName: "saveButton"; text: qsTr("Save…"); enabled: window.controller.hasGame; onClicked: saveDialog.open(); visible: window.gameShown
                ToolTip.visible: hovered; ToolTip.text: qsTr("Save the game record (Ctrl+S)") }
            ToolButton { objectName: "reviewButton"; text: qsTr("Step through"); enabled: window.controller.hasGame && !window.controller.replaying; visible: window.gameShown
                onClicked: window.controller.reviewGame()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Read-only step-through of this game (teacher replay)") }
            Label {
                objectName: "statusLine"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                elide: Text.ElideRight
                text: window.gameShown ? window.controller.prompt : ""
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
            // Hidden under a page, so none of its hovers or tooltips shows through the demo.
            visible: window.gameShown
            Layout.fillWidth: true
            Layout.fillHeight: true
            controller: window.controller
        }
    }

    // The Lessons page or the Bell demo, over the whole content area.
    Rectangle {
        objectName: "pageHost"
        anchors.fill: parent
        visible: !window.gameShown
        z: 10
        color: Theme.background
        MouseArea { anchors.fill: parent }  // nothing behind the page can be clicked
        // Loaded by URL: inline Components would be bound to this file's context
        // (ComponentBehavior: Bound), which a Loader cannot instantiate in Qt 6.4.
        Loader {
            id: pageLoader
            objectName: "pageLoader"
            anchors.fill: parent
            active: !window.gameShown
            source: window.page === "bell" ? "qrc:/Entanglion/Lessons/BellDemo.qml"
                                           : "qrc:/Entanglion/Lessons/LessonsPage.qml"
            onLoaded: item.forceActiveFocus()
        }
        // The presentation zoom scales the Bell demo's content too.
        Binding {
            target: pageLoader.item
            property: "zoom"
            value: Theme.zoom
            when: window.page === "bell" && pageLoader.status === Loader.Ready
        }
        Connections {
            target: pageLoader.item
            ignoreUnknownSignals: true
            function onCloseRequested() { window.closePage() }
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

    Shortcut { sequence: "Ctrl+L"; onActivated: window.page = (window.page === "lessons" ? "" : "lessons") }
    Shortcut { sequence: "Ctrl+B"; onActivated: window.page = (window.page === "bell" ? "" : "bell") }
    Shortcut { sequences: [StandardKey.New]; enabled: window.gameShown; onActivated: window.openNewGame() }
    Shortcut { sequences: [StandardKey.Open]; enabled: window.gameShown; onActivated: openDialog.open() }
    Shortcut { sequences: [StandardKey.Save]; enabled: window.gameShown; onActivated: if (window.controller.hasGame) saveDialog.open() }
    Shortcut { sequences: [StandardKey.ZoomIn, "Ctrl+="]; onActivated: Theme.zoomIn() }
    Shortcut { sequences: [StandardKey.ZoomOut]; onActivated: Theme.zoomOut() }
    Shortcut { sequence: "Ctrl+0"; onActivated: Theme.zoomReset() }
    Shortcut { sequence: "O"; enabled: window.gameShown; onActivated: window.controller.ketModel.rubiconFirst = !window.controller.ketModel.rubiconFirst }
    Shortcut { sequence: "Escape"; enabled: window.gameShown; onActivated: { window.controller.clearPreview(); window.controller.clearError() } }
    Shortcut { sequence: "Left"; enabled: window.gameShown && window.controller.replaying; onActivated: window.controller.stepBack() }
    Shortcut { sequence: "Right"; enabled: window.gameShown && window.controller.replaying; onActivated: window.controller.stepForward() }
    Shortcut { sequence: "Home"; enabled: window.gameShown && window.controller.replaying; onActivated: window.controller.replayTo(0) }
    Shortcut { sequence: "End"; enabled: window.gameShown && window.controller.replaying; onActivated: window.controller.replayTo(window.controller.replayLength) }
    Shortcut { sequence: "R"; enabled: window.gameShown && !window.controller.replaying; onActivated: window.controller.retrieve() }
    Repeater {
        model: 9
        delegate: Item {
            id: digit
            required property int index
            Shortcut {
                sequence: String(digit.index + 1)
                enabled: window.gameShown
                onActivated: gameScreen.triggerShortcut(String(digit.index + 1))
            }
        }
    }
}
