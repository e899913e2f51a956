import QtQuick
import QtTest
import QtQuick.Controls
import Entanglion.Common
import Entanglion.Ui

// A spaceship board: the open hand with previews on hover, Play/Swap buttons enabled only when the
// engine allows them (with its reason otherwise), held event cards, components.
Item {
    id: root
    width: 800
    height: 260

    GameController { id: game }
    Row {
        ShipBoard {
            id: mercurial
            width: 380; height: 240
            controller: game
            ship: Ship.Mercurial
            handModel: game.mercurial.hand
            components: game.mercurial.components
        }
        ShipBoard {
            id: rubicon
            width: 420; height: 240
            controller: game
            ship: Ship.Rubicon
            handModel: game.rubicon.hand
            components: game.rubicon.components
        }
    }

    TestCase {
        name: "ShipBoard"
        when: windowShown

        function init() {
            verify(game.playRecordSetup(Qt.resolvedUrl("../data/walkthrough.json")), game.messages.error)
        }

        function test_handIsOpenAndShowsWhoActs() {
            compare(findChild(mercurial, "card_MERCURIAL_engine_0").name, "X")
            compare(findChild(mercurial, "card_MERCURIAL_engine_1").name, "H")
            compare(findChild(rubicon, "card_RUBICON_engine_0").name, "CNOT")
            compare(findChild(mercurial, "actingMark").visible, true)
            compare(findChild(rubicon, "actingMark").visible, false)
        }

        function test_buttonsFollowTheEngine() {
            const play = findChild(mercurial, "play_MERCURIAL_engine_1")
            compare(play.allowed, true)
            const other = findChild(rubicon, "play_RUBICON_engine_0")
            compare(other.allowed, false)
            verify(other.reason.length > 0, "a disabled button says why")
            mouseClick(other)
            compare(game.mapModel.rubiconPlanet, "ZERO")
        }

        function test_hoverPreviewsTheDestination() {
            const card = findChild(mercurial, "card_MERCURIAL_engine_1")
            mouseMove(card, card.width / 2, 10)
            tryCompare(game.preview, "previewing", true)
            compare(game.mapModel.previewMercurialPlanet, "PLUS")
            mouseMove(root, root.width - 2, root.height - 2)
            tryCompare(game.preview, "previewing", false)
        }

        function test_playingAndExchangingFromTheBoard() {
            mouseClick(findChild(mercurial, "play_MERCURIAL_engine_1"))
            compare(game.mapModel.mercurialPlanet, "PLUS")
            // Rubicon's turn now: exchange the SWAP (slot 1).
            const swap = findChild(rubicon, "exchange_RUBICON_1")
            compare(swap.allowed, true)
            mouseClick(swap)
            compare(game.turn.actingPlayer, Ship.Mercurial)
            compare(game.table.engineDiscardCount, 1)
        }

        function test_keyboardPlaysTheFocusedCard() {
            const card = findChild(mercurial, "card_MERCURIAL_engine_1")
            card.forceActiveFocus()
            compare(game.preview.previewing, true)
            keyClick(Qt.Key_Return)
            compare(game.mapModel.mercurialPlanet, "PLUS")
        }

        function test_keyEExchangesTheFocusedCard() {
            const card = findChild(mercurial, "card_MERCURIAL_engine_0")
            card.forceActiveFocus()
            keyClick(Qt.Key_E)
            compare(game.table.engineDiscardCount, 1)
            compare(game.turn.actingPlayer, Ship.Rubicon)
        }

        function test_disabledButtonExplainsWhyOnHover() {
            const other = findChild(rubicon, "play_RUBICON_engine_0")
            mouseMove(other, other.width / 2, other.height / 2)
            tryCompare(other.ToolTip, "visible", true)
            compare(other.ToolTip.text, other.reason)
            mouseMove(root, 1, 1)
        }

        function test_eventCardsAndComponents() {
            verify(game.loadRecord(Qt.resolvedUrl("../data/walkthrough.json")))
            const heisenberg = findChild(rubicon, "card_RUBICON_event_0")
            compare(heisenberg.name, "Heisenberg")
            const play = findChild(rubicon, "play_RUBICON_event_0")
            compare(play.allowed, false)      // step-through is read-only
            verify(play.reason.length > 0)
            verify(findChild(mercurial, "component_Quantum Gates") !== null)
        }
    }
}
