import QtQuick
import QtTest
import Entanglion.Common
import Entanglion.Ui

// The detection track: the twelve printed positions, the token, the start mark.
Item {
    id: root
    width: 820
    height: 80

    GameController { id: game }
    DetectionTrack {
        id: track
        width: 800
        trackModel: game.trackModel
    }

    TestCase {
        name: "DetectionTrack"
        when: windowShown

        function cell(i) { return findChild(track, "trackCell" + i) }

        function test_showsThePrintedTrack() {
            verify(game.newGame(3, 7, RulesVariant.Board))
            const labels = []
            for (let i = 0; i < 12; ++i) labels.push(cell(i).label)
            compare(labels, ["1", "2", "2", "3", "3", "4", "4", "5", "5", "6", "7", "X"])
            // Only the X cell loses the game (drawn red): the view asks `lost`, not the label.
            for (let i = 0; i < 12; ++i) compare(cell(i).lost, i === 11)
            // Hard games start on the first 3 (position 3).
            compare(track.position, 3)
            compare(cell(3).current, true)
            compare(cell(3).start, true)
            compare(cell(2).passed, true)
        }

        function test_tokenMovesWithDetection() {
            verify(game.loadRecord(Qt.resolvedUrl("../data/walkthrough.json")))
            // Detected in the last turn: the token went from position 0 to 1.
            compare(track.position, 1)
            compare(cell(0).start, true)
            compare(cell(0).passed, true)
            game.replay.goTo(0)
            compare(track.position, 0)
            compare(cell(0).current, true)
        }
    }
}
