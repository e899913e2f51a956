#pragma once
/// Stable keyboard keys for actions: the same key always means the same kind of action, and keys
/// that pick a card are bound to the card's position on its ship board (docs/ui.md, "Keyboard").
///   1-5        play card N of the acting ship's board (engine cards, then held event cards);
///              The Mechanic: play drawn card N
///   Alt+1-3    swap (exchange) engine card N
///   R          retrieve        D  roll the die (defenses, Magnetic Shielding's re-roll, placement)
///   K          keep the roll   T  play Quantum Tunnel      S  stop (The Mechanic)
///   F2-F9      choose option N-1 of a pending choice (F1 is the Rules page, the desktop's help key) (placement,
///   Quantum Gates keep, Dilution
///              Refrigerator discard, Bennett, Qubit Interconnect), in the engine's order
/// Presentation only: which action a key names; legality stays with the engine.

#include <QString>
#include <QStringList>
#include <vector>

#include "game/rules/game_state.h"

namespace actionKeys {

/// The keys of each action in `actions` (the list the action panel shows, in its order), as
/// QKeySequence text ("2", "Alt+1", "F3", "D"); an action may have several ("2", "3" for two H
/// cards in positions 2 and 3) or none.
std::vector<QStringList> keysOf(const std::vector<entanglion::rules::Action>& actions,
                                const entanglion::rules::GameState& state);

}  // namespace actionKeys
