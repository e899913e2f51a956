#pragma once
/// A game state for people (text) and programs (JSON): ship planets, the named state and its ket
/// (labelled |Mercurial Rubicon>), the detection position and value, components on ships and
/// planets, hands, engine control, piles, the pending decision and the status. Used by the CLI's
/// replay and play commands; the JSON form is documented in docs/record-format.md.

#include <string>
#include <vector>

#include "game/rules/game_event.h"
#include "game/rules/game_state.h"

namespace entanglion::rules {

/// Multi-line text, one fact per line.
std::string format_state_text(const GameState& state);
/// A JSON object (pretty-printed); `events`, when given, is added as "log" (one described line each).
std::string format_state_json(const GameState& state, const std::vector<GameEvent>* events = nullptr);
/// "PHI_PLUS" or "ZERO,PLUS" with the phase, e.g. "-1 x |Psi->" (statevector/catalogue.h).
std::string named_state(const GameState& state);

}  // namespace entanglion::rules
