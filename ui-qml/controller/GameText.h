#pragma once
/// Words for people: names of planets, cards and components in the rulebook's terms, the cards' and
/// components' texts, labels of the engine's actions and decisions, the prompt for the player who
/// must act, the game log (typed GameEvents) and the reasons for illegal moves (typed IllegalMoves).
/// Pure presentation of engine data, translatable (context "gameText", as lupdate names it).
/// GameText.cpp: actions and prompts; CardText.cpp: names and texts; EventText.cpp: log and reasons.

#include <QString>
#include <array>

#include "game/rules/game_state.h"
#include "ui-qml/models/GameEnums.h"

namespace gameText {

/// QCoreApplication::translate in context "gameText" (lupdate finds the calls by this name).
QString tr(const char* text, const char* disambiguation = nullptr, int n = -1);

QString shipName(entanglion::Ship ship);        ///< "Mercurial", "Rubicon"
QString shipId(entanglion::Ship ship);          ///< "MERCURIAL", "RUBICON"
QString planetName(entanglion::Planet planet);  ///< "PHI PLUS", in the rulebook's terms
/// Every planet's name (by Planet), as the map places them: the planets' and the lines' labels are
/// placed around the same names (mapLayout::layoutOf, computed once per language and text size).
std::array<QString, entanglion::kPlanetCount> planetNames();
QString positionsText(const entanglion::ShipPositions& positions);  ///< "PHI PLUS" or "Mercurial ZERO, Rubicon PLUS"
QString componentName(entanglion::rules::Component component);
/// A component's short name for its tag on the map ("Gates"), one line that stays readable from
/// the back of the room; the tag's tooltip and accessible name give the whole name.
QString componentTag(entanglion::rules::Component component);
QString eventName(entanglion::rules::EventCard card);
QString engineCardName(entanglion::rules::EngineCard card);  ///< "CNOT"; PROBE in the rulebook's term
/// A note printed on the board (a path's remark) in the UI's language; an unknown note (a custom
/// board's) as it is.
QString boardNote(const std::string& english);
/// What a card or component does, in a sentence or three (tooltips, the Rules page's terms).
QString engineCardText(entanglion::rules::EngineCard card);
QString eventCardText(entanglion::rules::EventCard card);
QString componentText(entanglion::rules::Component component);
/// One log line for `event`, e.g. "Rubicon rolled the Entanglion die: 3 (orbital defenses)".
QString eventText(const entanglion::rules::GameEvent& event);
/// The cards known to lie on top of the piles (put back by a take-back), one line a pile, e.g. "Known
/// on top of the engine stack: CNOT"; "" when none is known.
QString knownOnTopText(const entanglion::rules::GameState& state);
/// Why a move is refused, e.g. "Rubicon cannot play CNOT: the hand holds X, H".
QString illegalText(const entanglion::rules::IllegalMove& why);
QString defenseName(entanglion::rules::DefenseKind kind);     ///< "orbital defenses"
QString purposeName(entanglion::rules::RollPurpose purpose);  ///< "ground defenses", "Heisenberg"

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
/// The quantum note for an orbital-defense detection under the board rules: words
/// rules::compare_detection_with_measurement (which outcomes a measurement of `planet`'s state
/// allows, and whether the board's jump to `landing` is one of them). "" when there is nothing to
/// compare (`planet` is not an Entanglion planet).
QString detectionNote(const entanglion::Board& board, entanglion::Planet planet,
                      const entanglion::ShipPositions& landing);
/// What the log line of `event` tells, which the log styles it by.
ui::LogKind::Value logKindOf(const entanglion::rules::GameEvent& event);

}  // namespace gameText
