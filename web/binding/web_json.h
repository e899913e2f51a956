#pragma once
/// The table session's facts, actions and events as JSON for the browser (web/binding/README.md).
/// Typed data only: ids, numbers and the rules' own English lines (the state's format_state_json,
/// describe_event), which the page shows until its translations word the typed fields itself.

#include <nlohmann/json.hpp>
#include <span>

#include "game/policies/search_why.h"
#include "game/rules/action.h"
#include "game/rules/game_event.h"
#include "game/session/refusal.h"
#include "game/session/table_session.h"

namespace entanglion::web {

using nlohmann::json;

/// {"ok": true} or {"ok": false, "refusal": "illegal_move", "problem": "..."}.
json result_json(const session::Result& result);
/// {"text": "MERCURIAL navigate H", "type": "navigate", "player": "MERCURIAL", ...its fields}.
json action_json(const rules::Action& action);
/// Why the search chose its move, typed (policies::SearchWhy): {"kind": "reach_last_component",
/// "action": {...}, "mercurial": "OMEGA_TWO", "rubicon": "OMEGA_TWO", "component": "QUANTUM_GATES",
/// "futures": 10, "won": 7, "option_count": 3, "total_futures": 400, "runner_up": {"action": {...},
/// "futures": 9, "won": 5}}: the page words it in the reader's language.
json search_why_json(const policies::SearchWhy& why);
/// {"index": i, "type": "ships_moved", "player": "RUBICON", "text": "..."} for each event.
json events_json(std::span<const rules::GameEvent> events, std::size_t first_index);
/// Everything the page draws of the table: setup, turn, table facts, the state as the CLI's replay
/// prints it, the live amplitudes and probabilities, the legal actions and every event shown.
json view_json(const session::TableSession& table);

}  // namespace entanglion::web
