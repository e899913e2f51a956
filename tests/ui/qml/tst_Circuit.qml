import QtQuick
import QtTest
import Entanglion.Common
import Entanglion.Ui

// Engine control as a two-line circuit that fills as cards are played, each card on the line of
// the ship it was played for (CNOT with its control dot on the other ship's line).
Item {
    id: root
    width: 420
    height: 200

    GameController { id: game }
    Circuit {
        id: circuit
        width: 400
        circuitModel: game.circuitModel
    }

    TestCase {
        name: "Circuit"
        when: windowShown

        function init() {
            verify(game.playRecordSetup(Qt.resolvedUrl("../data/walkthrough.json")), game.messages.error)
        }

        function slot(i) { return findChild(circuit, "circuitSlot" + i) }
        function gate(i) { return findChild(slot(i), "gateBox") }

        function test_startsEmpty() {
            compare(findChild(circuit, "circuitCount").text, "0 of 6")
            for (let i = 0; i < 6; ++i) compare(gate(i).visible, false)
        }

        function test_fillsLeftToRightOnTheShipsLines() {
            verify(game.navigate(Ship.Mercurial, 1))  // H (the hand is X, H, H)
            compare(gate(0).visible, true)
            compare(findChild(slot(0), "gateText").text, "H")
            compare(gate(1).visible, false)
            verify(game.navigate(Ship.Rubicon, 0))  // CNOT (the hand is CNOT, SWAP, X)
            compare(findChild(circuit, "circuitCount").text, "2 of 6")
            compare(slot(1).gate, EngineCard.Cnot)
            compare(findChild(slot(1), "gateText").text, "⊕")
            // Mercurial's line is the upper one, Rubicon's the lower one.
            verify(gate(1).y > gate(0).y)
            compare(slot(1).line, Ship.Rubicon)
            compare(slot(0).line, Ship.Mercurial)
        }

        function test_quantumEventClearsTheBoxes() {
            // The walkthrough's fourth turn is detected: the quantum event clears engine control.
            verify(game.navigate(Ship.Mercurial, 1))  // H
            verify(game.navigate(Ship.Rubicon, 0))    // CNOT
            verify(game.retrieve())
            compare(findChild(circuit, "circuitCount").text, "2 of 6")
            verify(game.navigate(Ship.Rubicon, 2))    // H, drawn for the CNOT
            compare(findChild(circuit, "circuitCount").text, "0 of 6")
            compare(gate(0).visible, false)
        }
    }
}
