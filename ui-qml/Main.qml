pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style
import Entanglion.Lessons

// The application window: toolbar (new, open, save, step-through, lessons, Bell demo, zoom),
// messages, the game screen, the step-through bar, dialogs, the win/loss screens, the keyboard
// shortcuts, and the Lessons page / Bell demo shown over the game (the game keeps its state).
ApplicationWindow {
    id: window
    required property GameController controller
    /// The language menu's settings (the app passes them; tests may not).
    property LanguageSettings language: null
    /// The teacher's kit (ClassroomKit, ui-qml/export): Print / Export PDF, Export figures, the
    /// teacher's guide. The app passes it; without one these actions are hidden.
    property QtObject kit: null
    readonly property bool lessonOpen: page === PageHost.Page.Lessons && pageHost.item !== null
                                       && pageHost.item.controller.lessonOpen
    /// The remembered zoom, theme and difficulty (the app passes them; tests may not, and then
    /// nothing is read or saved).
    property AppSettings settings: null
    /// Speak events (EventSpeech): the app passes it; tests may not, and then no speech menu shows.
    property EventSpeech speech: null
    objectName: "mainWindow"
    // The app fits the window to its screen (AppSettings::placeAndShow); this is the size without it.
    width: 1440
    height: 900
    minimumWidth: 1024
    minimumHeight: 680
    visible: true
    //: %1: the open game record's file name (game-12.json).
    title: controller.setup.recordName.length > 0 ? qsTr("Entanglion — %1").arg(controller.setup.recordName) : qsTr("Entanglion")
    color: Theme.background
    font.pixelSize: Theme.fontNormal

    palette.window: Theme.background
    palette.windowText: Theme.text
    palette.base: Theme.panelRaised
    palette.alternateBase: Theme.panel
    palette.text: Theme.text
    palette.button: Theme.button
    palette.buttonText: Theme.text
    palette.brightText: Theme.textOnHighlight
    palette.highlight: Theme.highlight
    palette.highlightedText: Theme.textOnHighlight
    palette.toolTipBase: Theme.tooltip
    palette.toolTipText: Theme.text
    palette.placeholderText: Theme.textDim
    palette.light: Theme.light
    palette.midlight: Theme.midlight
    palette.mid: Theme.mid
    palette.dark: Theme.dark
    palette.shadow: Theme.shadow
    palette.disabled.buttonText: Theme.textDisabled
    palette.disabled.windowText: Theme.textDisabled
    palette.disabled.text: Theme.textDisabled
    palette.disabled.button: Theme.buttonDisabled

    // Which page is shown: the game, or a page over it. The game's shortcuts are off while a page is
    // open, so the page's own keys (digits, arrows, Esc) reach it.
    property int page: PageHost.Page.Game
    readonly property bool gameShown: page === PageHost.Page.Game

    function openNewGame() { newGameDialog.open() }
    function openTeaching() { teachDialog.open() }
    /// The toolbar's theme menu and --theme: "dark", "light" or "contrast" (Theme.names).
    function chooseTheme(name) {
        Theme.name = name
        if (settings) settings.theme = name
    }
    // F11 and the toolbar's ⤢: full screen, and back to the window as it was (maximized or not).
    property bool wasMaximized: false
    readonly property bool fullScreen: visibility === Window.FullScreen
    function toggleFullScreen() {
        if (fullScreen) {
            visibility = wasMaximized ? Window.Maximized : Window.Windowed
        } else {
            wasMaximized = visibility === Window.Maximized
            visibility = Window.FullScreen
        }
    }
    // The keyboard follows the turn to the acting ship's hand, unless a dialog or a page has it.
    readonly property bool dialogOpen: newGameDialog.visible || resumeDialog.visible || openDialog.visible
                                       || teachDialog.visible
                                       || saveDialog.visible || pdfDialog.visible || figuresDialog.visible
                                       || confirmActionDialog.visible
    // The Review page keeps the keyboard while it is shown (a practised position changes the turn
    // under it), and gives it back to the hand when it closes.
    function focusHand() { if (gameShown && !dialogOpen && !reviewController.shown) gameScreen.focusHand() }
    onGameShownChanged: if (gameShown) Qt.callLater(focusHand)
    onDialogOpenChanged: if (!dialogOpen) Qt.callLater(focusHand)
    Connections {
        target: reviewController
        function onShownChanged() { if (!reviewController.shown) Qt.callLater(window.focusHand) }
    }
    Connections {
        target: window.controller
        function onTurnChanged() { Qt.callLater(window.focusHand) }
        function onSetupChanged() { Qt.callLater(window.focusHand) }
    }
    Component.onCompleted: {
        Qt.callLater(focusHand)
        if (settings) {
            Theme.setZoom(settings.zoom)
            Theme.name = settings.theme
            controller.confirmation.askFirst = settings.confirmActions
        }
    }
    Connections {
        target: window.controller.confirmation
        enabled: window.settings !== null
        function onAskFirstChanged() { window.settings.confirmActions = window.controller.confirmation.askFirst }
    }
    /// Ctrl+Z, the toolbar's Undo: the last move of a ship a person plays (game/ decides whether it may).
    function takeBack() { controller.takeBack(!aiPlayers.mercurialAi, !aiPlayers.rubiconAi) }
    Connections {
        target: Theme
        enabled: window.settings !== null
        function onZoomChanged() { window.settings.zoom = Theme.zoom }
    }
    function openLessons() { page = PageHost.Page.Lessons }
    function openBellDemo() { page = PageHost.Page.BellDemo }
    function openRules() { page = PageHost.Page.Rules }
    function closePage() { page = PageHost.Page.Game }
    /// Shows `shown`, or the game again when it is already shown (the pages' toggle keys).
    function togglePage(shown) { page = page === shown ? PageHost.Page.Game : shown }
    /// The lesson's worksheet or the demo's handout into `file` (from the PDF dialog, or a test).
    function exportPdf(file) {
        if (page === PageHost.Page.BellDemo) return kit.exportBellHandout(pageHost.item.controller.variant, file)
        return kit.exportLessonWorksheet(pageHost.item.controller.lessonId, file)
    }
    /// The slide figures of the demo (its step and last measurement) or of the game into `folder`.
    function exportFigures(folder) {
        if (page !== PageHost.Page.BellDemo) return kit.exportGameFigures(folder)
        const demo = pageHost.item
        const measured = demo.measurement.measured
        return kit.exportBellFigures(demo.controller.variant, demo.controller.step,
                                     measured ? demo.measurement.counts : [], measured ? demo.measurement.measuredShots : 0,
                                     demo.measurement.basisId, folder)
    }

    header: ToolBar {
        id: toolbar
        objectName: "toolbar"
        // The toolbar is the presenter's, not the class's: its text grows with the zoom up to
        // 160%, so at larger zooms it takes no more height from the map.
        readonly property real textSize: Math.min(Theme.fontNormal, 13 * 1.6)
        font.pixelSize: textSize
        // The game's page and file buttons (on a page: Print and Export figures) go into a ☰ menu
        // when the row would be wider than the window (a small window at a large zoom, a longer
        // language). Measured from the buttons' implicit widths, which do not change when they are
        // hidden, so the choice cannot flip back and forth.
        readonly property list<ToolButton> gameButtons: [lessonsButton, bellDemoButton, rulesButton, newGameButton,
                                                         openButton, saveButton, reviewButton, undoButton]
        /// The teacher's kit on this page: Print / Export PDF… (a lesson, the Bell demo) and Export
        /// figures… (the game, the Bell demo).
        readonly property bool printOffered: window.kit !== null && (window.lessonOpen || window.page === PageHost.Page.BellDemo)
        readonly property bool figuresOffered: window.kit !== null && (window.gameShown || window.page === PageHost.Page.BellDemo)
        readonly property real rowWidth: {
            // The controls always in the row (the status line between them may shrink to nothing).
            const shown = [themeButton, settingsButton, fullScreenButton, zoomOutButton, zoomLabel, zoomInButton]
            if (window.language !== null) shown.push(languageButton)
            if (speechButtons.count > 0) shown.push(speechButtons.itemAt(0))
            if (window.gameShown) {
                for (let i = 0; i < gameButtons.length; ++i) shown.push(gameButtons[i])
            } else {
                shown.push(backToGameButton)
                if (printOffered) shown.push(printButton)
            }
            if (figuresOffered) shown.push(exportFiguresButton)
            // Each control and the spacing after it, and the status line's least room.
            let sum = (shown.length + 1) * toolbarRow.spacing
            for (let i = 0; i < shown.length; ++i) sum += shown[i].implicitWidth
            return sum
        }
        // Against the row's own width: the bar's padding is not the buttons' room.
        readonly property bool compact: rowWidth > toolbarRow.width
        /// The row's width with the page and file buttons in the ☰ menu.
        readonly property real compactRowWidth: {
            const shown = [menuButton, themeButton, settingsButton, fullScreenButton, zoomOutButton, zoomLabel, zoomInButton]
            if (window.language !== null) shown.push(languageButton)
            if (speechButtons.count > 0) shown.push(speechButtons.itemAt(0))
            if (!window.gameShown) shown.push(backToGameButton)
            let sum = (shown.length + 1) * toolbarRow.spacing
            for (let i = 0; i < shown.length; ++i) sum += shown[i].implicitWidth
            return sum
        }
        /// Not even then (a page in a long language at a large zoom): ← Back to the game goes into
        /// the ☰ menu too (Esc goes back as well).
        readonly property bool tight: compact && !window.gameShown && compactRowWidth > toolbarRow.width
        RowLayout {
            id: toolbarRow
            objectName: "toolbarRow"
            anchors.fill: parent
            spacing: Theme.spacing / 2
            ToolButton {
                id: menuButton
                objectName: "toolbarMenuButton"
                text: "☰"
                Accessible.name: qsTr("Menu")
                visible: toolbar.compact && (window.gameShown || toolbar.printOffered || toolbar.figuresOffered || toolbar.tight)
                onClicked: toolbarMenu.open()
                MenuOnDemand {
                    id: toolbarMenu
                    menuSource: Qt.resolvedUrl("screens/ToolbarMenu.qml")
                    menuProperties: ({toolbar: toolbar, window: window, backButton: backToGameButton, printButton: printButton,
                                      figuresButton: exportFiguresButton})
                }
            }
            ToolButton { id: backToGameButton; objectName: "backToGameButton"; text: qsTr("← Back to the game"); visible: !window.gameShown && !toolbar.tight
                onClicked: window.closePage()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Close this page (Esc on the lesson list or the demo)") }
            ToolButton { id: lessonsButton; objectName: "lessonsButton"; text: qsTr("Lessons"); visible: window.gameShown && !toolbar.compact; onClicked: window.openLessons()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Self-study lessons, checked by the state vector (Ctrl+L)") }
            ToolButton { id: bellDemoButton; objectName: "bellDemoButton"; text: qsTr("Bell demo"); visible: window.gameShown && !toolbar.compact; onClicked: window.openBellDemo()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Classroom demo: build a Bell state step by step (Ctrl+B)") }
            ToolButton { id: rulesButton; objectName: "rulesButton"; text: qsTr("Rules"); visible: window.gameShown && !toolbar.compact; onClicked: window.openRules()
                ToolTip.visible: hovered; ToolTip.text: qsTr("The rules in short, with every card and component (F1)") }
            ToolButton { id: newGameButton; objectName: "newGameButton"; text: qsTr("New game…"); onClicked: window.openNewGame(); visible: window.gameShown && !toolbar.compact
                ToolTip.visible: hovered; ToolTip.text: qsTr("Ctrl+N") }
            ToolButton { id: openButton; objectName: "openButton"; text: qsTr("Open…"); onClicked: openDialog.open(); visible: window.gameShown && !toolbar.compact
                ToolTip.visible: hovered; ToolTip.text: qsTr("Open a saved game and step through it (Ctrl+O)") }
            ToolButton { id: saveButton; objectName: "saveButton"; text: qsTr("Save…"); enabled: window.controller.setup.hasGame; onClicked: saveDialog.open(); visible: window.gameShown && !toolbar.compact
                ToolTip.visible: hovered; ToolTip.text: qsTr("Save the game record (Ctrl+S)") }
            ToolButton { id: reviewButton; objectName: "reviewButton"; text: qsTr("Step through"); enabled: window.controller.setup.hasGame && !window.controller.replay.replaying && window.controller.mode.kind !== TableMode.WhatIf; visible: window.gameShown && !toolbar.compact
                onClicked: window.controller.replay.reviewGame()
                ToolTip.visible: hovered; ToolTip.text: qsTr("Read-only step-through of this game (teacher replay)") }
            ToolButton { id: undoButton; objectName: "undoButton"; text: qsTr("Undo"); enabled: window.controller.setup.hasGame; visible: window.gameShown && !toolbar.compact
                onClicked: window.takeBack(); Accessible.name: qsTr("Undo: take back your last move")
                ToolTip.visible: hovered; ToolTip.text: qsTr("Take back your last move unless it rolled a die or measured (Ctrl+Z)") }
            ToolButton { id: printButton; objectName: "printButton"; text: qsTr("Print / Export PDF…")
                visible: toolbar.printOffered && !toolbar.compact
                onClicked: pdfDialog.open()
                ToolTip.visible: hovered
                ToolTip.text: window.page === PageHost.Page.BellDemo ? qsTr("A one-page handout of this Bell state, with the measurement, to print")
                                                     : qsTr("This lesson's worksheet with its map and task, and the answer key on a separate page") }
            ToolButton { id: exportFiguresButton; objectName: "exportFiguresButton"; text: qsTr("Export figures…")
                visible: toolbar.figuresOffered && !toolbar.compact
                onClicked: figuresDialog.open()
                ToolTip.visible: hovered
                ToolTip.text: qsTr("The map, the circuit, the ket, the histogram and the Bloch spheres as SVG and PNG for slides") }
            Label {
                objectName: "statusLine"
                Layout.fillWidth: true
                Layout.fillHeight: true
                // No taller than the buttons: a prompt of two lines shrinks instead of moving the map.
                Layout.maximumHeight: themeButton.implicitHeight
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                // Two lines, shrinking to fit: long prompts (and longer languages) are never cut.
                wrapMode: Text.Wrap
                maximumLineCount: 2
                fontSizeMode: Text.Fit
                minimumPixelSize: Theme.minimumFont
                text: window.gameShown ? window.controller.turn.prompt : (window.kit ? window.kit.message : "")
                font.pixelSize: toolbar.textSize
                color: Theme.text
                // Only when it fits: the action panel always shows the prompt in full.
                opacity: implicitWidth <= width ? 1 : 0
            }
            ToolButton {
                id: languageButton
                objectName: "languageButton"
                visible: window.language !== null
                text: (window.language ? window.language.code.toUpperCase() : "") + " ▾"
                onClicked: languageMenu.open()
                //: %1: the language's own name (Polski).
                Accessible.name: qsTr("Language: %1").arg(window.language ? window.language.nativeName(window.language.code) : "")
                ToolTip.visible: hovered; ToolTip.text: qsTr("Language")
                MenuOnDemand {
                    id: languageMenu
                    menuSource: Qt.resolvedUrl("screens/LanguageMenu.qml")
                    menuProperties: ({language: window.language})
                }
            }
            ToolButton {
                id: themeButton
                objectName: "themeButton"
                text: "◐ ▾"
                onClicked: themeMenu.open()
                Accessible.name: qsTr("Colours")
                ToolTip.visible: hovered; ToolTip.text: qsTr("Colours: dark, light for a projector in a bright room, or high contrast")
                MenuOnDemand {
                    id: themeMenu
                    menuSource: Qt.resolvedUrl("screens/ThemeMenu.qml")
                    menuProperties: ({window: window})
                }
            }
            SettingsButton {
                id: settingsButton
                controller: window.controller
                onTakeBackRequested: window.takeBack()
            }
            // The speech menu, once the app has passed its EventSpeech (after the window loaded). A
            // Repeater, not a Loader: a Loader cannot make a bound component after its creation.
            Repeater {
                id: speechButtons
                model: window.speech !== null ? [window.speech] : []
                delegate: SpeechButton {
                    required property EventSpeech modelData
                    speech: modelData
                }
            }
            ToolButton {
                id: fullScreenButton
                objectName: "fullScreenButton"
                text: "⤢"
                checkable: true
                checked: window.fullScreen
                onClicked: window.toggleFullScreen()
                Accessible.name: window.fullScreen ? qsTr("Leave full screen") : qsTr("Full screen")
                ToolTip.visible: hovered; ToolTip.text: window.fullScreen ? qsTr("Leave full screen (F11)") : qsTr("Full screen (F11)")
            }
            ToolButton { id: zoomOutButton; objectName: "zoomOutButton"; text: "A−"; Accessible.name: qsTr("Smaller text"); onClicked: Theme.zoomOut(); ToolTip.visible: hovered; ToolTip.text: qsTr("Smaller text (Ctrl+-)") }
            Label { id: zoomLabel; objectName: "zoomLabel"; Layout.minimumWidth: implicitWidth
                    //: The zoom as a percentage: %1 is the number (160); write "%1 %" with a no-break space where the
                    //: language spaces it.
                    text: qsTr("%1%").arg(Math.round(Theme.zoom * 100).toLocaleString(Qt.locale(), "f", 0))
                    font.pixelSize: toolbar.textSize * 12 / 13; color: Theme.textDim }
            ToolButton { id: zoomInButton; objectName: "zoomInButton"; text: "A+"; Accessible.name: qsTr("Larger text"); onClicked: Theme.zoomIn(); ToolTip.visible: hovered; ToolTip.text: qsTr("Larger text for projectors (Ctrl++)") }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0
        ReplayBar {
            Layout.fillWidth: true
            controller: window.controller
            replay: window.controller.replay
            onReviewRequested: reviewController.open()
        }
        WhatIfBar {
            Layout.fillWidth: true
            controller: window.controller
            review: reviewController
        }
        NetworkStrip {
            Layout.fillWidth: true
            network: network
            controller: window.controller
        }
        GameScreen {
            id: gameScreen
            // Hidden under a page, so none of its hovers or tooltips shows through the demo.
            visible: window.gameShown
            Layout.fillWidth: true
            Layout.fillHeight: true
            controller: window.controller
            aiPlayers: aiPlayers
            network: network
        }
    }

    // A game with a partner on another computer (New game: host, join or use a server).
    NetworkPlay {
        id: network
        objectName: "network"
        controller: window.controller
        aiPlayers: aiPlayers
    }

    // The AI partners and the hint. The AI waits while any dialog or page is open.
    AiPlayers {
        id: aiPlayers
        objectName: "aiPlayers"
        controller: window.controller
        blocked: !window.gameShown || reviewController.shown || newGameDialog.visible || resumeDialog.visible || openDialog.visible
                 || saveDialog.visible || teachDialog.visible
    }

    // Floats over the bottom of the game instead of taking a row of the layout: showing or
    // closing a message never moves what is under the pointer (and the top, with the quantum
    // note and the actions, stays clear).
    MessageBanner {
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottomMargin: Theme.spacing / 2
        width: Math.min(parent.width - Theme.spacing, 760 * Theme.zoom)
        z: 5
        messages: window.controller.messages
    }

    // The Lessons page, the Bell demo or the Rules page, over the whole content area.
    PageHost {
        anchors.fill: parent
        id: pageHost
        z: 10
        page: window.page
        catalogue: window.controller.catalogue
        kit: window.kit
        onCloseRequested: window.closePage()
    }

    // A lesson's feedback and the Bell demo's measurement, spoken when Speak events is on.
    SpokenPages { speech: window.speech; page: window.speech !== null ? pageHost.item : null; hints: aiPlayers }

    // Enter presses the focused button as Space does, and a click on the toolbar leaves the
    // keyboard on the page (KeyboardPolicy, docs/accessibility.md).
    KeyboardPolicy {
        window: window
        header: toolbar
    }

    // A clear ring (Theme.focusRing) around the control the keyboard is on, in every theme:
    // Fusion's own is a thin line in the highlight colour. Drawn inside the control, so it moves
    // and scrolls with it.
    Rectangle {
        objectName: "focusRing"
        readonly property Item target: window.activeFocusItem
        readonly property bool shown: target !== null && target.visualFocus === true && target.visible
        parent: shown ? target : window.contentItem
        visible: shown
        anchors.fill: parent
        anchors.margins: -1
        color: "transparent"
        border.color: Theme.focusRing
        border.width: Theme.focusWidth
        radius: Theme.radius / 2
        z: 100
    }

    EndOverlayHost {
        anchors.fill: parent
        controller: window.controller
        onNewGameRequested: window.openNewGame()
        onReviewRequested: reviewController.open()
    }
    // The review of the record shown, over the game like a page.
    ReviewController {
        id: reviewController
        objectName: "reviewController"
        controller: window.controller
        aiPlayers: aiPlayers
    }
    // Learning from the mistakes, the page moves beside the board (the position practised, under
    // the step-through bar) and leaves the map in sight; it keeps a readable width where the map
    // is wide.
    ReviewPageHost {
        readonly property bool besideTheBoard: reviewController.learn.active
        x: besideTheBoard ? Math.min(gameScreen.x + gameScreen.mapRight + Theme.spacing, parent.width - 300) : 0
        y: besideTheBoard ? gameScreen.y : 0
        width: parent.width - x
        height: parent.height - y
        z: 9
        review: reviewController
        replay: window.controller.replay
    }
    NewGameDialog {
        id: newGameDialog
        controller: window.controller
        settings: window.settings
        aiPlayers: aiPlayers
        network: network
        teachOffered: true
        onTeachRequested: window.openTeaching()
    }
    // Teach a class: the server with classes runs in the app while the dialog is closed too.
    ClassTeaching {
        id: classTeaching
        objectName: "classTeaching"
    }
    TeachDialog {
        id: teachDialog
        teaching: classTeaching
    }
    ConfirmActionDialog {
        id: confirmActionDialog
        confirmation: window.controller.confirmation
    }
    ResumeDialog {
        id: resumeDialog
        autosave: window.controller.autosave
    }
    // Desktop behaviour for Qt's own file dialogs: Enter saves, the highlighted file opens with
    // Enter, both start in the documents folder (FileDialogKeys).
    FileDialogKeys { id: openKeys; dialog: openDialog; window: window }
    FileDialogKeys { id: saveKeys; dialog: saveDialog; window: window }
    FileDialog {
        id: pdfDialog
        objectName: "pdfDialog"
        title: qsTr("Save as PDF")
        fileMode: FileDialog.SaveFile
        //: The file dialog's button: save the game to a file.
        acceptLabel: qsTr("Save")
        defaultSuffix: "pdf"
        nameFilters: [qsTr("PDF documents (*.pdf)")]
        onAccepted: window.exportPdf(selectedFile)
    }
    FolderDialog {
        id: figuresDialog
        objectName: "figuresDialog"
        title: qsTr("Choose a folder for the figures")
        onAccepted: window.exportFigures(selectedFolder)
    }
    FileDialog {
        id: openDialog
        objectName: "openDialog"
        currentFolder: openKeys.startFolder
        title: qsTr("Open a game record")
        //: The file dialog's button: open a saved game file.
        acceptLabel: qsTr("Open")
        nameFilters: [qsTr("Entanglion records (*.json)"), qsTr("All files (*)")]
        onAccepted: window.controller.loadRecord(String(selectedFile))
    }
    FileDialog {
        id: saveDialog
        objectName: "saveDialog"
        currentFolder: saveKeys.startFolder
        title: qsTr("Save the game record")
        fileMode: FileDialog.SaveFile
        // Qt 6.4's own (non-native) dialog labels its accept button "Open" in every mode.
        acceptLabel: qsTr("Save")
        defaultSuffix: "json"
        nameFilters: [qsTr("Entanglion records (*.json)")]
        onAccepted: window.controller.saveRecord(String(selectedFile))
    }

    Shortcut { sequence: "Ctrl+L"; onActivated: window.togglePage(PageHost.Page.Lessons) }
    Shortcut { sequence: "F1"; onActivated: window.togglePage(PageHost.Page.Rules) }
    // The keyboard help: "?" is Shift+/ on most layouts, so the key's text is matched, not a sequence.
    Shortcut { sequences: ["?", "Shift+?"]; onActivated: window.togglePage(PageHost.Page.Keys) }
    Shortcut { sequence: "Ctrl+B"; onActivated: window.togglePage(PageHost.Page.BellDemo) }
    Shortcut { sequences: [StandardKey.New]; enabled: window.gameShown; onActivated: window.openNewGame() }
    Shortcut { sequences: [StandardKey.Open]; enabled: window.gameShown; onActivated: openDialog.open() }
    Shortcut { sequences: [StandardKey.Save]; enabled: window.gameShown; onActivated: if (window.controller.setup.hasGame) saveDialog.open() }
    Shortcut { sequences: [StandardKey.ZoomIn, "Ctrl+="]; onActivated: Theme.zoomIn() }
    Shortcut { sequences: [StandardKey.ZoomOut]; onActivated: Theme.zoomOut() }
    Shortcut { sequence: "Ctrl+0"; onActivated: Theme.zoomReset() }
    Shortcut { sequence: "F11"; onActivated: window.toggleFullScreen() }
    Shortcut { sequences: [StandardKey.Undo]; enabled: window.gameShown; onActivated: window.takeBack() }
    // Speak events on or off, stop speaking, skip the line being spoken (EventSpeech).
    Shortcut { sequence: "Ctrl+Shift+V"; enabled: window.speech !== null; onActivated: window.speech.enabled = !window.speech.enabled }
    Shortcut { sequence: "Ctrl+."; enabled: window.speech !== null; onActivated: window.speech.stop() }
    Shortcut { sequence: "Ctrl+,"; enabled: window.speech !== null; onActivated: window.speech.skip() }
    Shortcut { sequence: "Ctrl+Shift+C"; enabled: window.speech !== null; onActivated: window.speech.repeatContext() }
    Shortcut { sequence: "O"; enabled: window.gameShown; onActivated: window.controller.ketModel.rubiconFirst = !window.controller.ketModel.rubiconFirst }
    Shortcut {
        sequence: "Escape"
        enabled: window.gameShown && !reviewController.shown
        onActivated: if (!gameScreen.closeOverlays()) { window.controller.preview.clear(); window.controller.messages.clearError() }
    }
    // Over the Review page Esc goes back one level: out of a what-if or practice, then to the board.
    Shortcut { sequence: "Escape"; enabled: reviewController.shown; onActivated: reviewController.back() }
    Shortcut { sequence: "Left"; enabled: window.gameShown && window.controller.replay.replaying; onActivated: window.controller.replay.stepBack() }
    Shortcut { sequence: "Right"; enabled: window.gameShown && window.controller.replay.replaying; onActivated: window.controller.replay.stepForward() }
    Shortcut { sequence: "Home"; enabled: window.gameShown && window.controller.replay.replaying; onActivated: window.controller.replay.goTo(0) }
    Shortcut { sequence: "End"; enabled: window.gameShown && window.controller.replay.replaying; onActivated: window.controller.replay.goTo(window.controller.replay.length) }
    Shortcut { sequence: "H"; enabled: window.gameShown && aiPlayers.humanToMove; onActivated: aiPlayers.hint() }
    Shortcut { sequence: "N"; enabled: window.gameShown && aiPlayers.aiToMove; onActivated: aiPlayers.nextMove() }
    Shortcut { sequence: "R"; enabled: window.gameShown && !window.controller.replay.replaying; onActivated: window.controller.retrieve() }
    // The action keys (stable, see docs/ui.md): cards by position, F-keys for choices, letters.
    Repeater {
        model: ["1", "2", "3", "4", "5", "Alt+1", "Alt+2", "Alt+3", "D", "K", "T", "S",
                "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9"]
        delegate: Item {
            id: actionKey
            required property string modelData
            Shortcut {
                sequence: actionKey.modelData
                enabled: window.gameShown
                onActivated: gameScreen.triggerShortcut(actionKey.modelData)
            }
        }
    }
}
