import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Entanglion.Common
import Entanglion.Ui
import Entanglion.Style

// One card in a hand (hands are open). Engine cards show their gate and where they would take the
// ships; hovering or focusing one previews it on the map (destination and gate matrix). Buttons:
// Play and Exchange for engine cards, Play for event cards; a button that cannot be used now is
// disabled and its tooltip says why (the engine's reason). Keys: Enter/Space plays, E exchanges.
// In a network game a right-click or M points at the card for the partner (M elsewhere opens the
// strip's Point at… menu).
FocusScope {
    id: root
    property int ship: Ship.Mercurial
    /// The ship in the objectNames tests find the card and its buttons by ("MERCURIAL").
    property string shipKey
    required property int index
    required property string card
    required property string name
    /// What the card does (the tooltip, with the destination for an engine card).
    required property string text
    required property int kind
    required property int slot
    required property bool canNavigate
    required property string navigateReason
    required property bool canExchange
    required property string exchangeReason
    required property bool canPlay
    required property string playReason
    required property string destination
    required property string where
    property GameController controller
    /// The network game, if any: pointing at the card for the partner.
    property NetworkPlay network
    readonly property bool pointable: network !== null && network.joinCode.length > 0

    readonly property bool isEvent: kind === CardKind.Event
    readonly property string kindKey: isEvent ? "event" : "engine"
    readonly property color shipColor: Theme.shipColor(ship)
    objectName: "card_" + shipKey + "_" + kindKey + "_" + slot
    implicitWidth: 86 * Theme.zoom
    implicitHeight: column.implicitHeight
    activeFocusOnTab: true
    readonly property string shipName: ship === Ship.Rubicon ? qsTr("Rubicon") : qsTr("Mercurial")
    Accessible.role: Accessible.Button
    // Named with its place in the hand too: a hand may hold two cards of a kind.
    //: %1: the card's place in the hand (1); %2: the ship's name (Mercurial); %3: the event card's name (Bennett).
    Accessible.name: isEvent ? qsTr("Event card %1 of %2: %3").arg(slot + 1).arg(shipName).arg(name)
                             //: %1: the card's place in the hand (1); %2: the ship's name (Mercurial); %3: the
                             //: engine card (H); %4: where it takes the ships ("Mercurial to PLUS").
                             : qsTr("Card %1 of %2: %3, %4").arg(slot + 1).arg(shipName).arg(name).arg(destination)
    //: %1: the card's own description, e.g. "Card 1 of Mercurial: H, Mercurial to PLUS".
    Accessible.description: pointable ? qsTr("%1\nM: point at this card for your partner.").arg(text) : text
    Accessible.focusable: true
    Accessible.onPressAction: play()

    function preview() { if (!isEvent && controller) controller.preview.showCard(ship, slot) }
    function play() {
        if (!controller) return
        if (isEvent) controller.playEvent(ship, slot)
        else controller.navigate(ship, slot)
    }
    onActiveFocusChanged: if (activeFocus) preview(); else if (controller) controller.preview.clear()
    Keys.onReturnPressed: play()
    Keys.onEnterPressed: play()
    Keys.onSpacePressed: play()
    function pointAt() { if (pointable) network.point(card) }
    // M on a card points at it rather than opening the strip's menu (its window-wide shortcut).
    Keys.onShortcutOverride: (event) => event.accepted = pointable && event.key === Qt.Key_M && event.modifiers === Qt.NoModifier
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_E && !isEvent && controller) {
            controller.exchange(ship, slot)
            event.accepted = true
        } else if (event.key === Qt.Key_M && pointable) {
            pointAt()
            event.accepted = true
        }
    }

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: 3
        Rectangle {
            id: face
            Layout.fillWidth: true
            Layout.preferredHeight: 76 * Theme.zoom
            radius: 6
            color: root.isEvent ? Theme.eventCard : Theme.panelRaised
            border.width: root.activeFocus || hover.hovered ? 3 : 1.5
            border.color: root.activeFocus || hover.hovered ? Theme.accent : root.shipColor
            Text {
                objectName: "cardName"
                anchors.top: parent.top
                anchors.topMargin: 4
                anchors.horizontalCenter: parent.horizontalCenter
                width: parent.width - 8
                height: root.isEvent ? parent.height - 8 : parent.height * 0.5 - 4
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.WordWrap
                // Long names shrink to fit narrow cards instead of breaking inside a word.
                fontSizeMode: Text.Fit
                minimumPixelSize: Theme.minimumFont
                text: root.name
                color: root.isEvent ? Theme.eventText : Theme.text
                font.pixelSize: root.isEvent ? Theme.fontSmall : root.name.length > 3 ? Theme.fontLarge : Theme.fontHuge
                font.bold: true
            }
            // Where the card goes, every planet name in full (the whole sentence is the tooltip
            // and the action panel's detail): shrinks to fit rather than cutting a name.
            Text {
                objectName: "cardWhere"
                visible: !root.isEvent
                anchors.bottom: parent.bottom
                anchors.bottomMargin: 3
                width: parent.width - 6
                height: parent.height * 0.5 - 4
                anchors.horizontalCenter: parent.horizontalCenter
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                // Shrinks to fit (the full text is in the tooltip) rather than clipping a word.
                wrapMode: Text.WordWrap
                fontSizeMode: Text.Fit
                minimumPixelSize: Theme.minimumFont
                text: root.where
                color: Theme.textDim
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
            HoverHandler {
                id: hover
                onHoveredChanged: if (hovered) root.preview(); else if (!root.activeFocus && root.controller) root.controller.preview.clear()
            }
            TapHandler { onTapped: root.forceActiveFocus() }
            TapHandler {
                acceptedButtons: Qt.RightButton
                enabled: root.pointable
                onTapped: root.pointAt()
            }
            ToolTip.visible: hover.hovered
            ToolTip.delay: 500
            ToolTip.text: "<b>" + root.name + "</b><br>" + root.text
                          + (root.destination.length > 0 ? "<br><i>" + root.destination + "</i>" : "")
        }
        // Play and Swap side by side where the card is wide enough for both words, else one
        // above the other (longer words in some languages), never shrunk below the smallest text.
        GridLayout {
            id: buttons
            Layout.fillWidth: true
            columns: root.isEvent || playButton.neededWidth + swapButton.neededWidth + columnSpacing + 4 <= width ? 2 : 1
            columnSpacing: 2
            rowSpacing: 2
            ReasonButton {
                id: playButton
                objectName: "play_" + root.shipKey + "_" + root.kindKey + "_" + root.slot
                //: A button on an engine or event card in the hand: play this card (the Navigate action, or the
                //: event).
                //: A button on an engine card: play the card (navigate with it).
                text: qsTr("Play")
                //: %1: the event card's name (Bennett); %2: the ship's name (Mercurial); %3: the card's place in
                //: the hand (1).
                accessibleName: root.isEvent ? qsTr("Play event %1 for %2 (event card %3)").arg(root.name).arg(root.shipName).arg(root.slot + 1)
                                           //: %1: the engine card (H); %2: the ship's name (Mercurial); %3: the
                                           //: card's place in the hand (1).
                                           : qsTr("Play %1 for %2 (card %3)").arg(root.name).arg(root.shipName).arg(root.slot + 1)
                fitText: true
                Layout.fillWidth: true
                allowed: root.isEvent ? root.canPlay : root.canNavigate
                reason: root.isEvent ? root.playReason : root.navigateReason
                onClicked: root.play()
            }
            ReasonButton {
                id: swapButton
                visible: !root.isEvent
                objectName: "exchange_" + root.shipKey + "_" + root.slot
                //: A button on an engine card in the hand: the Exchange action (discard this card and draw a new
                //: one).
                text: qsTr("Swap")
                //: %1: the engine card (H); %2: the ship's name (Mercurial); %3: the card's place in the hand (1).
                //: Swap = exchange this card for a new one (the Exchange action).
                accessibleName: qsTr("Swap %1 of %2 (card %3)").arg(root.name).arg(root.shipName).arg(root.slot + 1)
                fitText: true
                Layout.fillWidth: true
                allowed: root.canExchange
                reason: root.exchangeReason
                help: qsTr("Exchange: discard this card and draw a replacement (E)")
                onClicked: root.controller.exchange(root.ship, root.slot)
            }
        }
    }
}
