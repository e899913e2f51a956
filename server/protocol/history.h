#pragma once
/// A game's history on the wire and on disk: each entry a player's action or a chance outcome
/// (rules::HistoryEntry), as one small JSON object, and the one way to play an entry onto a state.
/// The server, the store and every client use these, so they agree on what an entry is and on the
/// state it leads to:
///
///   {"action": "RUBICON navigate CNOT"}          the action's text form (rules::action_to_string)
///   {"chance": "d8", "value": 3}                 a die, the measurement (2m + r), ...
///   {"chance": "engine_draw", "value": "H"}      a card a draw revealed, a component picked
///
/// A game is driven only through the rules' stepped API (apply_until_chance, apply_chance_outcome).

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "game/rules/game_state.h"

namespace entanglion::protocol {

using rules::HistoryEntry;

nlohmann::json entry_to_json(const HistoryEntry& entry);
/// Reads one entry; on a problem returns nullopt with `error` naming `where` (a JSON pointer) and
/// what is wrong, e.g. `/entries/3/value: "Q" is not an engine card`.
std::optional<HistoryEntry> entry_from_json(const nlohmann::json& value, const std::string& where, std::string* error);

/// Plays `entry` onto `state`: an action with the stepped API's legality check (the action must be
/// the acting player's and the state not at a chance node), a chance outcome only at a chance node.
/// Returns false with `error` set, `state` unchanged, when it does not fit.
bool apply_entry(rules::GameState& state, const HistoryEntry& entry, std::string* error,
                 std::vector<rules::GameEvent>* events = nullptr);

/// Short text for people and logs: the action's text form, or "d8 3", "engine_draw H".
std::string entry_to_string(const HistoryEntry& entry);

}  // namespace entanglion::protocol
