#pragma once
/// Words for people: labels of the engine's actions and decisions, the prompt for the player who
/// must act, and the kind of each log event. Pure presentation of engine data, translatable
/// (context "gameText", as lupdate names it).

#include <QString>

#include "game/rules/game_state.h"

namespace gameText {

QString shipName(entanglion::Ship ship);    ///< "Mercurial", "Rubicon"
QString shipId(entanglion::Ship ship);      ///< "MERCURIAL", "RUBICON"
QString planetName(entanglion::Planet planet);  ///< "PHI PLUS"
QString positionsText(const entanglion::ShipPositions& positions);  ///< "PHI PLUS" or "Mercurial ZERO, Rubicon PLUS"
QString componentName(entanglion::rules::Component component);
QString eventName(entanglion::rules::EventCard card);
QString engineCardName(entanglion::rules::EngineCard card);

struct ActionLabel {
    QString label;   ///< "Play CNOT for Rubicon"
    QString detail;  ///< "both ships to PHI PLUS", or ""
};
/// How the action list shows `action` in `state` (the state before the action).
ActionLabel labelOf(const entanglion::rules::Action& action, const entanglion::rules::GameState& state);
/// Where an engine card played for `ship` would take the ships, by the state's rules variant;
/// "" when it is not a navigation card. E.g. "Mercurial to PLUS", "no printed path: nothing moves".
QString destinationText(const entanglion::rules::GameState& state, entanglion::rules::EngineCard card,
                        entanglion::Ship ship);
/// The same, short enough for a card's face, every planet name in full: "→ OMEGA ZERO" (both
/// ships), "M → PLUS", "M → ONE" and "R → MINUS" on two lines, "no path".
QString destinationShort(const entanglion::rules::GameState& state, entanglion::rules::EngineCard card,
                         entanglion::Ship ship);
/// What the acting player must do now, e.g. "Rubicon: face the orbital defenses (roll > 1) or play
/// Quantum Tunnel".
QString promptOf(const entanglion::rules::GameState& state);
/// The quantum note for an orbital-defense detection under the board rules: the board moves both
/// ships from `planet` to one Centarious planet (`landing`), while measuring both ships in the Z
/// basis would give each outcome with its Born probability. Says which outcomes a measurement of
/// the planet's state allows and whether the board's jump is one of them.
QString detectionNote(const entanglion::Board& board, entanglion::Planet planet,
                      const entanglion::ShipPositions& landing);
/// "turn", "move", "roll", "detect", "note", "event", "card", "component", "end" or "info".
QString logKindOf(const entanglion::rules::GameEvent& event);

}  // namespace gameText
