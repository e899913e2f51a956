#pragma once
/// What a player's held cards allow now, asked by a UI that shows one button per card: which action
/// playing a held event card means, whether it may be played now and why not, and the turn actions
/// the player whose turn it is cannot take now (shown disabled with the reason). The legality itself
/// is GameState's; this only says which actions a card or a turn stands for.

#include <utility>
#include <vector>

#include "game/rules/game_state.h"
#include "game/rules/illegal_move.h"

namespace entanglion::rules {

/// The action of playing held event card `event` for `ship`: Quantum Tunnel answers a defense check
/// (kPlayQuantumTunnel); every other event card is the turn action kPlayEvent.
Action event_card_play(Ship ship, EventCard event);

/// Whether `ship` may play its held event card `event` now (event_card_play's action is legal); when
/// not, `why` (if given) says why. Quantum Tunnel while no defense check is pending is refused as
/// kTunnelNotAnAction (it is never a turn action), whatever else would also block it.
bool can_play_event_card(const GameState& state, Ship ship, EventCard event, IllegalMove* why = nullptr);

/// The turn actions of the player whose turn it is that are not legal now, each with why: retrieve,
/// then each held event card in hand order (Quantum Tunnel excepted: it answers a defense check, so
/// its refusal belongs to the card, see can_play_event_card). Empty when the game is over or a
/// decision is pending.
std::vector<std::pair<Action, IllegalMove>> refused_turn_actions(const GameState& state);

}  // namespace entanglion::rules
