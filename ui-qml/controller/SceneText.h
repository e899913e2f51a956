#pragma once
/// The game's pictures in words, for a screen reader (Qt Quick's Accessible names and
/// descriptions) and for speech: a planet (its name, galaxy, state, component, the ships on it and
/// the printed paths out of it), engine control, the detection track and a ship's hand. Everything
/// is worded here from the engine's data, in the UI's language; QML only binds the sentences.

#include <QCoreApplication>
#include <QString>

#include "game/board/board.h"
#include "game/rules/game_state.h"

class SceneText {
    Q_DECLARE_TR_FUNCTIONS(SceneText)

public:
    /// "PHI PLUS, Entanglion galaxy, state one over root two times zero zero plus one one.
    /// Component here: Quantum Gates. Mercurial is here. Paths: X to PSI PLUS for both ships, …"
    static QString planet(const entanglion::Board& board, entanglion::Planet planet,
                          const entanglion::ShipPositions& ships, const QString& component);
    /// The planet's state read aloud (a one-qubit state for Centarious and Superious).
    static QString planetState(const entanglion::Board& board, entanglion::Planet planet);
    /// The printed paths out of `planet` (with the grey CNOT lines), as one sentence.
    static QString pathsOutOf(const entanglion::Board& board, entanglion::Planet planet);
    /// Where the ships are: "Mercurial is on ZERO, Rubicon on PLUS." or "Both ships are on PHI PLUS."
    static QString shipsSentence(const entanglion::ShipPositions& ships);
    /// Engine control: "Engine control, 2 of 6 boxes filled: H on Mercurial's line, CNOT on …"
    static QString engineControl(const entanglion::rules::GameState& state);
    /// "Detection rate 3 at position 4 of 11; the game is lost at X."
    static QString detectionTrack(const entanglion::rules::GameState& state);
    /// "Mercurial's hand: H, X, CNOT; events: Heisenberg. Components: Quantum Gates."
    static QString hand(const entanglion::rules::GameState& state, entanglion::Ship ship);
    static QString galaxyName(entanglion::Galaxy galaxy);
    /// Spoken after what just happened: who acts and what they must do, where the ships are, the
    /// detection rate and the components found. "Rubicon's turn. Mercurial is on PLUS, Rubicon on
    /// ZERO. Detection rate 3, position 4 of 11. 2 of 8 components found." "" once the game is over.
    static QString context(const entanglion::rules::GameState& state);
};
