#include "web/binding/web_json.h"

#include <complex>
#include <string>

#include "game/rules/record_json_parts.h"
#include "game/rules/state_format.h"
#include "statevector/ship.h"

namespace entanglion::web {

json result_json(const session::Result& result) {
    json out = {{"ok", result.ok()}};
    if (result.ok()) return out;
    const session::Refusal& refusal = result.refusal;
    out["refusal"] = std::string(session::refusal_kind_id(refusal.kind));
    if (refusal.kind == session::RefusalKind::kIllegalMove) {
        out["problem"] = rules::describe_illegal(refusal.illegal);
    } else if (!refusal.problem.empty()) {
        out["problem"] = refusal.problem;
    }
    return out;
}

json action_json(const rules::Action& action) {
    // The record's own field table (action_fields.h) names the fields, so the page reads an action
    // exactly as a record file holds it.
    json out = rules::record_json::action_to_json(action);
    out["text"] = rules::action_to_string(action);
    return out;
}

json search_why_json(const policies::SearchWhy& why) {
    json out = {{"kind", std::string(policies::search_why_kind_id(why.kind))},
                {"action", action_json(why.action)},
                {"futures", why.futures},
                {"won", why.won},
                {"option_count", why.option_count},
                {"total_futures", why.total_futures}};
    if (why.positions) {
        out["mercurial"] = std::string(planet_id(why.positions->mercurial));
        out["rubicon"] = std::string(planet_id(why.positions->rubicon));
    }
    if (why.component) out["component"] = std::string(rules::component_id(*why.component));
    if (why.runner_up) {
        out["runner_up"] = {
            {"action", action_json(*why.runner_up)}, {"futures", why.runner_up_futures}, {"won", why.runner_up_won}};
    }
    return out;
}

json events_json(std::span<const rules::GameEvent> events, std::size_t first_index) {
    json out = json::array();
    for (std::size_t i = 0; i < events.size(); ++i) {
        const rules::GameEvent& event = events[i];
        out.push_back({{"index", first_index + i},
                       {"type", std::string(rules::game_event_type_id(event.type()))},
                       {"player", std::string(ship_id(event.player))},
                       {"text", rules::describe_event(event)}});
    }
    return out;
}

namespace {

json amplitudes_json(const rules::GameState& state) {
    json out = json::array();
    const char* labels[4] = {"00", "01", "10", "11"};
    for (int i = 0; i < 4; ++i) {
        const std::complex<double> a = state.live_state().amplitudes()[i];
        out.push_back({{"basis", labels[i]}, {"re", a.real()}, {"im", a.imag()}, {"probability", std::norm(a)}});
    }
    return out;
}

json setup_json(const session::SetupFacts& setup) {
    json out = {{"has_game", setup.has_game},
                {"variant", setup.variant == rules::RulesVariant::kQuantum ? "quantum" : "board"},
                {"difficulty", setup.difficulty}};
    // A seed is up to 2^64 - 1: as text, since a JavaScript number holds 53 bits.
    if (setup.seed) out["seed"] = std::to_string(*setup.seed);
    return out;
}

json turn_json(const session::TurnFacts& turn) {
    return {{"status", std::string(rules::game_status_id(turn.status))},
            {"current_player", std::string(ship_id(turn.current_player))},
            {"acting_player", std::string(ship_id(turn.acting_player))},
            {"turn_number", turn.turn_number},
            {"deciding", turn.decision != rules::DecisionKind::kNone},
            {"actions_applied", turn.actions_applied}};
}

json table_json(const session::TableFacts& table) {
    return {{"detection_position", table.detection_position},     {"engine_stack_count", table.engine_stack_count},
            {"engine_discard_count", table.engine_discard_count}, {"event_deck_count", table.event_deck_count},
            {"event_discard_count", table.event_discard_count},   {"components_collected", table.components_collected}};
}

}  // namespace

json view_json(const session::TableSession& table) {
    const rules::GameState* state = table.state_shown();
    json out = {{"has_game", state != nullptr}, {"setup", setup_json(table.setup_facts())}};
    if (state == nullptr) return out;
    out["turn"] = turn_json(table.turn_facts());
    out["table"] = table_json(table.table_facts());
    out["state"] = json::parse(rules::format_state_json(*state));
    out["amplitudes"] = amplitudes_json(*state);
    out["read_only"] = table.moves_refused() != session::RefusalKind::kNone;
    json legal = json::array();
    if (table.moves_refused() == session::RefusalKind::kNone) {
        for (const rules::Action& action : table.legal_actions()) legal.push_back(action_json(action));
    }
    out["legal_actions"] = std::move(legal);
    out["events_epoch"] = table.events_epoch();
    out["events"] = events_json(table.events_shown(), 0);
    return out;
}

}  // namespace entanglion::web
