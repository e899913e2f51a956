import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// The game screen. The map comes first: it takes the full height and as much width as the panels
// leave, and never less than it has at 100% in the same window, so Ctrl++ never shrinks the board
// the class looks at. Rules (docs/ui.md, "Layout rules"):
//   docked     the panels beside the map in a scrolling side area: the quantum note and the
//              detection track across the top, then two columns (actions, both ship boards and
//              the piles | live state, engine control and the log down to the window's bottom
//              edge) when the room allows, else one.
//              A column is 350 px x zoom, giving way to 250 px x zoom for the map's share.
//   folded     when the panels, zoomed, would leave the map less than its 100% width: the map
//              takes the window, the stage beside it shows the prompt, what just happened and the
//              live state in large type, and the panels open as a drawer on the right (F10).
//   presentation  (P) the same as folded whatever the room, for a class to read from the back row.
Item {
    id: root
    property GameController controller
    property AiPlayers aiPlayers
    property NetworkPlay network: null
    /// P: the presentation layout (map, ket and the current step large; the panels one key away).
    property bool presentation: false
    /// F10: the panels' drawer is open (folded or presentation layout only).
    property bool panelsOpen: false
    objectName: "gameScreen"

    // The margins grow with the zoom up to 12 px: beyond that they would only take room from the map.
    readonly property real gap: Math.min(Theme.spacing, 12)
    readonly property real innerWidth: width - 2 * gap
    readonly property real innerHeight: height - 2 * gap
    // The map's ideal width: the full column height at the map's aspect ratio.
    readonly property real mapAspect: controller ? controller.mapModel.mapWidth / controller.mapModel.mapHeight : 1
    readonly property real mapIdealWidth: Math.max(0, innerHeight * mapAspect)

    // The map's width at 100% in this window (the docked rules at zoom 1, with its 8 px
    // margins): the least it gets at any zoom.
    readonly property real baseInnerWidth: width - 16
    readonly property real baseIdealWidth: Math.max(0, (height - 16) * mapAspect)
    readonly property real baseColumnWidth: Math.min(350, Math.max(250, baseInnerWidth * 0.45), baseInnerWidth * 0.65 - 8)
    readonly property bool baseTwoColumns: baseInnerWidth - 2 * baseColumnWidth - 16 >= Math.min(baseIdealWidth, baseInnerWidth * 0.45)
    readonly property real baseSideNeed: baseTwoColumns ? 2 * baseColumnWidth + 8 : baseColumnWidth
    readonly property real baseMapWidth: Math.min(mapIdealWidth, Math.max(baseInnerWidth * 0.35,
                                                  Math.min(baseIdealWidth, baseInnerWidth - baseSideNeed - 8)))

    // A panel column is 350 px x zoom, fixed per window and zoom (so a longer ket never flips the
    // layout); where that would leave the map less than 55% of the window it gives way down to
    // 250 px x zoom, and it is never wider than 65% of the window.
    readonly property real columnWidth: Math.min(350 * Theme.zoom, Math.max(250 * Theme.zoom, innerWidth * 0.45),
                                                 innerWidth * 0.65 - gap)
    readonly property bool twoColumns: !compact && innerWidth - 2 * columnWidth - 2 * gap
                                                   >= Math.max(baseMapWidth, Math.min(mapIdealWidth, innerWidth * 0.45))
    readonly property real sideNeed: twoColumns ? 2 * columnWidth + gap : columnWidth
    /// The panels fold when, beside them, the map would be narrower than at 100%.
    readonly property bool folded: innerWidth - columnWidth - gap < baseMapWidth - 0.5
    readonly property bool compact: folded || presentation
    readonly property real stageMinimum: 220 * Theme.zoom
    readonly property real mapColumnWidth: compact
        ? Math.max(baseMapWidth, Math.min(mapIdealWidth, innerWidth - stageMinimum - gap))
        : Math.max(baseMapWidth, Math.min(mapIdealWidth, innerWidth - sideNeed - gap))
    readonly property real sideWidth: compact ? Math.min(columnWidth + 2 * gap, width * 0.92) : innerWidth - mapColumnWidth - gap

    /// The map's right edge on the screen: what a page beside the board (the review's practice)
    /// must leave uncovered.
    readonly property real mapRight: root.gap + root.mapColumnWidth

    /// L: the log shown large over the game.
    property bool logEnlarged: false
    onCompactChanged: if (!compact) panelsOpen = false
    function togglePanels() { if (compact) panelsOpen = !panelsOpen }
    function togglePresentation() { presentation = !presentation }
    /// Esc: closes the enlarged log, then the panels' drawer; false when neither was open.
    function closeOverlays() {
        if (logEnlarged) logEnlarged = false
        else if (panelsOpen) panelsOpen = false
        else return false
        return true
    }

    Item {
        id: mapColumn
        objectName: "mapColumn"
        x: root.gap
        y: root.gap
        width: root.mapColumnWidth
        height: root.innerHeight
        GalaxyMap {
            id: galaxyMap
            anchors.fill: parent
            mapModel: root.controller ? root.controller.mapModel : null
            pathModel: root.controller ? root.controller.pathModel : null
            lastMove: root.controller ? root.controller.lastMove : null
            description: root.controller ? root.controller.table.shipsText : ""
        }
        // Made when the first network game starts.
        OnDemand {
            anchors.fill: parent
            wanted: root.network !== null && root.network.active
            sourceComponent: PingLayer {
                network: root.network
                map: galaxyMap
            }
        }
        // Made when a card is first previewed.
        OnDemand {
            wanted: root.controller !== null && root.controller.preview.previewing
            sourceComponent: PreviewPanel {
                preview: root.controller ? root.controller.preview : null
                mapModel: root.controller ? root.controller.mapModel : null
                map: galaxyMap
            }
        }
    }

    // Folded or presenting: what the room reads from afar, beside the map.
    // Made when the layout first folds (a small window, the zoom, presenting).
    OnDemand {
        visible: root.compact
        x: mapColumn.x + mapColumn.width + root.gap
        y: root.gap
        width: Math.max(0, root.width - x - root.gap)
        height: root.innerHeight
        wanted: root.compact
        sourceComponent: StagePanel {
            controller: root.controller
            panelsOpen: root.panelsOpen
            // Presenting: read from the back row. Folded: the panels' own size (already zoomed).
            textScale: root.presentation ? 1.5 : 1
            onPanelsRequested: root.togglePanels()
        }
    }

    // Docked: beside the map. Folded or presenting: a drawer over the right side, opened on demand.
    Rectangle {
        id: drawer
        objectName: "panelsDrawer"
        visible: !root.compact || root.panelsOpen
        z: 2
        x: root.compact ? root.width - width : mapColumn.x + mapColumn.width
        y: 0
        width: root.compact ? root.sideWidth : root.sideWidth + root.gap
        height: root.height
        color: root.compact ? Theme.background : "transparent"
        border.color: root.compact ? Theme.panelBorder : "transparent"
        border.width: root.compact ? Theme.lineScale : 0
        // Over the map, nothing under the drawer reacts to the pointer.
        MouseArea { anchors.fill: parent; enabled: root.compact; hoverEnabled: true }

        ScrollView {
            id: side
            objectName: "sideArea"
            x: root.compact ? root.gap : 0
            y: root.gap
            width: root.compact ? parent.width - 2 * root.gap : root.sideWidth
            height: root.innerHeight - (pinnedLog.visible ? pinnedLog.height + root.gap : 0)
            contentWidth: availableWidth
            contentHeight: panels.height
            clip: true
            // In one column (a small window, zoomed in) the live state and the log are below the
            // fold: the scroll bar stays in sight, the wheel scrolls, and so do Page Up / Page Down.
            ScrollBar.vertical.policy: panels.height > side.availableHeight ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded

            GridLayout {
                id: panels
                objectName: "sidePanels"
                // The scroll bar lies over the view's right edge: the panels end where it begins
                // (a narrower column is only taller, so the bar, once shown, stays).
                width: side.availableWidth - (side.ScrollBar.vertical.visible ? side.ScrollBar.vertical.width : 0)
                // Fills the view when the panels are shorter (the log takes the rest), scrolls when not.
                height: Math.max(side.availableHeight, implicitHeight)
                columns: root.twoColumns ? 2 : 1
                columnSpacing: root.gap
                rowSpacing: root.gap

                // Beside the map, not over it: the note must not hide the planets it talks about (a
                // hidden note takes no room).
                QuantumNote {
                    id: note
                    Layout.columnSpan: panels.columns
                    Layout.fillWidth: true
                    Layout.preferredHeight: visible ? implicitHeight : 0
                    text: root.controller ? root.controller.table.quantumNote : ""
                }
                DetectionTrack {
                    id: track
                    Layout.columnSpan: panels.columns
                    Layout.fillWidth: true
                    trackModel: root.controller ? root.controller.trackModel : null
                    description: root.controller ? root.controller.table.detectionText : ""
                }
                ColumnLayout {
                    id: playColumn
                    objectName: "playColumn"
                    Layout.fillWidth: true
                    Layout.fillHeight: !root.twoColumns ? false : true
                    Layout.preferredWidth: 100
                    Layout.alignment: Qt.AlignTop
                    spacing: root.gap
                    AiPanel {
                        id: aiPanel
                        Layout.fillWidth: true
                        Layout.preferredHeight: implicitHeight
                        aiPlayers: root.aiPlayers
                    }
                    ActionPanel {
                        id: actionPanel
                        Layout.fillWidth: true
                        Layout.preferredHeight: implicitHeight
                        controller: root.controller
                        aiPlayers: root.aiPlayers
                    }
                    // Both ships' boards, Mercurial's above Rubicon's. The acting ship's comes first
                    // in the Tab and reading order (docs/accessibility.md): from the actions, Tab
                    // reaches the acting hand, then the other ship's, whoever acts. Placed by hand,
                    // so reordering the two items never moves them on the screen.
                    Item {
                        id: boards
                        objectName: "shipBoards"
                        Layout.fillWidth: true
                        Layout.preferredHeight: implicitHeight
                        implicitHeight: Math.ceil(mercurialBoard.implicitHeight) + root.gap + Math.ceil(rubiconBoard.implicitHeight)
                        readonly property bool rubiconFirst: root.controller !== null && root.controller.setup.hasGame
                                                             && root.controller.turn.actingPlayer === Ship.Rubicon
                        // The Tab chain follows the children's order; the board that must come last
                        // is taken out and put back, which makes it the last child.
                        function order() {
                            const last = rubiconFirst ? mercurialBoard : rubiconBoard
                            if (children[children.length - 1] === last) return
                            last.parent = shelf
                            last.parent = boards
                        }
                        onRubiconFirstChanged: order()
                        Component.onCompleted: order()
                        Item { id: shelf }
                        ShipBoard {
                            id: mercurialBoard
                            width: boards.width
                            height: Math.ceil(implicitHeight)
                            controller: root.controller
                            network: root.network
                            ship: Ship.Mercurial
                            handModel: root.controller ? root.controller.mercurial.hand : null
                            components: root.controller ? root.controller.mercurial.components : null
                        }
                        ShipBoard {
                            id: rubiconBoard
                            y: mercurialBoard.height + root.gap
                            width: boards.width
                            height: Math.ceil(implicitHeight)
                            controller: root.controller
                            network: root.network
                            ship: Ship.Rubicon
                            handModel: root.controller ? root.controller.rubicon.hand : null
                            components: root.controller ? root.controller.rubicon.components : null
                        }
                    }
                    // The piles with the hands, so the live state's column keeps the room for the log.
                    PilesView {
                        Layout.fillWidth: true
                        controller: root.controller
                    }
                    Item { Layout.fillHeight: true; visible: root.twoColumns }
                }
                ColumnLayout {
                    objectName: "stateColumn"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    // Two columns: the log ends at the window's bottom edge (its newest line in
                    // sight) even when the play column beside it is taller and scrolls.
                    Layout.maximumHeight: root.twoColumns ? side.availableHeight - track.height - note.Layout.preferredHeight
                                                            - 2 * root.gap : Number.POSITIVE_INFINITY
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: 100
                    spacing: root.gap
                    KetPanel {
                        id: ketPanel
                        Layout.fillWidth: true
                        ketModel: root.controller ? root.controller.ketModel : null
                    }
                    Circuit {
                        Layout.fillWidth: true
                        circuitModel: root.controller ? root.controller.circuitModel : null
                        description: root.controller ? root.controller.table.engineControlText : ""
                    }
                    GameLog {
                        // In one docked column the log is pinned under the panels instead.
                        visible: !pinnedLog.visible
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.minimumHeight: 160 * Theme.zoom
                        logModel: root.controller ? root.controller.logModel : null
                        onEnlargeRequested: root.logEnlarged = true
                    }
                }
            }
        }
    }

    // One docked column: the log stays under the scrolling panels, its newest line always in
    // sight, so every move (the AI's too) can be followed without scrolling the panels. The panels
    // come first: the log gives way, down to its title and three lines, until they show everything
    // from their top to the acting ship's board (a longer translation wraps the actions to more
    // rows); L shows it large.
    GameLog {
        id: pinnedLog
        objectName: "pinnedLog"
        z: 2
        visible: !root.compact && !root.twoColumns
        x: drawer.x + side.x
        y: root.height - root.gap - height
        width: side.width
        readonly property Item actingBoard: root.controller && root.controller.turn.actingPlayer === Ship.Rubicon ? rubiconBoard : mercurialBoard
        // Summed from the rows' own sizes (their places, set by the layouts, would make a loop),
        // rounded up to whole pixels as the layouts place them.
        function rowNeed(row) { return row.visible ? Math.ceil(row.implicitHeight) + root.gap : 0 }
        readonly property real panelsNeed: rowNeed(note) + rowNeed(track) + rowNeed(aiPanel) + rowNeed(actionPanel)
                                           + (actingBoard === rubiconBoard ? rowNeed(mercurialBoard) : 0)
                                           + Math.ceil(actingBoard.implicitHeight)
        height: Math.max(leastHeight, Math.min(Math.max(140 * Theme.zoom, root.innerHeight * 0.28),
                                               root.innerHeight - root.gap - panelsNeed))
        logModel: visible && root.controller ? root.controller.logModel : null
        onEnlargeRequested: root.logEnlarged = true
    }

    // The log, large, over the game (L, or its ⤢ button): for reading a whole turn back.
    // Made when first enlarged.
    OnDemand {
        anchors.fill: parent
        z: 4
        wanted: root.logEnlarged
        sourceComponent: Rectangle {
            objectName: "enlargedLogHost"
            visible: root.logEnlarged
            color: Theme.scrim
            MouseArea { anchors.fill: parent; onClicked: root.logEnlarged = false }
            GameLog {
                objectName: "enlargedLog"
                anchors.fill: parent
                anchors.margins: Math.min(parent.width, parent.height) * 0.05
                enlarged: true
                linePixelSize: Theme.fontLarge
                logModel: root.logEnlarged && root.controller ? root.controller.logModel : null
                onEnlargeRequested: root.logEnlarged = false
            }
        }
    }

    function triggerShortcut(key) { return actionPanel.triggerShortcut(key) }
    /// The keyboard starts where the player acts: just before the acting ship's hand
    /// (docs/accessibility.md), so one Tab reaches its first card, Shift+Tab the actions.
    function focusHand() {
        if (root.controller && root.controller.setup.hasGame)
            (root.controller.turn.actingPlayer === Ship.Rubicon ? rubiconBoard : mercurialBoard).focusHand()
    }

    /// Scrolls the side area by `pages` of its height (negative: up), within its content.
    function scrollSide(pages) {
        const view = side.contentItem
        const bottom = Math.max(0, view.contentHeight - view.height)
        view.contentY = Math.max(0, Math.min(bottom, view.contentY + pages * 0.9 * view.height))
    }
    Shortcut { sequence: StandardKey.MoveToNextPage; enabled: root.visible; onActivated: root.scrollSide(1) }
    Shortcut { sequence: StandardKey.MoveToPreviousPage; enabled: root.visible; onActivated: root.scrollSide(-1) }
    Shortcut { sequence: "F10"; enabled: root.visible && root.compact; onActivated: root.togglePanels() }
    Shortcut { sequence: "P"; enabled: root.visible; onActivated: root.togglePresentation() }
    Shortcut { sequence: "L"; enabled: root.visible; onActivated: root.logEnlarged = !root.logEnlarged }

}
