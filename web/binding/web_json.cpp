#include "web/binding/web_json.h"

#include <complex>
#include <string>
#include <variant>

#include "game/rules/chance.h"
#include "game/rules/record_json_parts.h"
#include "game/rules/state_format.h"
#include "game/rules/take_back.h"
#include "statevector/ship.h"
#include "util/overloaded.h"

namespace entanglion::web {

namespace {

/// The rules' reason a take-back is refused, as an id the page words ("revealed" with the chance
/// kind that revealed luck; "other_players_move" with the ship that has acted since).
std::string_view take_back_refusal_id(rules::TakeBackRefusal refusal) {
    switch (refusal) {
        case rules::TakeBackRefusal::kNone:
            return "none";
        case rules::TakeBackRefusal::kNoAction:
            return "no_action";
        case rules::TakeBackRefusal::kOtherPlayersMove:
            return "other_players_move";
        case rules::TakeBackRefusal::kRevealed:
            return "revealed";
        case rules::TakeBackRefusal::kPileRebuilt:
            return "pile_rebuilt";
        case rules::TakeBackRefusal::kDoesNotReplay:
            return "does_not_replay";
    }
    return "none";
}

}  // namespace

json result_json(const session::Result& result) {
    json out = {{"ok", result.ok()}};
    if (result.ok()) return out;
    const session::Refusal& refusal = result.refusal;
    out["refusal"] = std::string(session::refusal_kind_id(refusal.kind));
    if (refusal.kind == session::RefusalKind::kIllegalMove) {
        out["problem"] = rules::describe_illegal(refusal.illegal);
    } else if (refusal.kind == session::RefusalKind::kTakeBackRefused) {
        const rules::TakeBackCheck& check = refusal.take_back;
        out["problem"] = rules::describe_take_back_refusal(check);
        out["take_back"] = {{"refusal", std::string(take_back_refusal_id(check.refusal))},
                            {"player", std::string(ship_id(check.player))},
                            {"revealed", std::string(rules::chance_kind_id(check.revealed))},
                            {"error", check.error}};
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

namespace {

json positions_json(const ShipPositions& at) {
    return {{"MERCURIAL", std::string(planet_id(at.mercurial))}, {"RUBICON", std::string(planet_id(at.rubicon))}};
}

json check_json(const rules::event::DefenseCheck& check) {
    json modifiers = json::array();
    for (int i = 0; i < check.modifier_count; ++i) {
        const rules::RollModifier& m = check.modifiers[static_cast<std::size_t>(i)];
        modifiers.push_back({{"source", std::string(rules::component_id(m.source))}, {"delta", m.delta}});
    }
    return {{"defense", std::string(rules::defense_kind_id(check.defense))},
            {"roll", check.roll},
            {"modifiers", modifiers},
            {"result", check.result},
            {"rate", check.rate}};
}

std::string card_id(rules::EngineCard card) { return std::string(rules::engine_card_id(card)); }
std::string card_id(rules::EventCard card) { return std::string(rules::event_card_id(card)); }

/// Each event's own fields, by the ids the rest of the JSON uses, so the page words the log in its
/// language from the same facts the rules' English line (describe_event) is made of.
json event_fields(const rules::GameEvent& e) {
    namespace event = rules::event;
    return std::visit(
        Overloaded{
            [](const event::SetupFirstPlayer& p) -> json {
                return {{"rounds", p.rounds}};
            },
            [](const event::TurnStarted& p) -> json {
                return {{"turn", p.turn}};
            },
            [](const event::CardPlayed& p) -> json {
                return {{"card", card_id(p.card)}, {"box", p.box}};
            },
            [](const event::ShipsMoved& p) -> json {
                return {{"from", positions_json(p.from)}, {"to", positions_json(p.to)}};
            },
            [](const event::QuantumNote& p) -> json {
                return {{"card", card_id(p.card)},
                        {"from", positions_json(p.from)},
                        {"to", positions_json(p.to)},
                        {"printed", p.printed},
                        {"printed_to", positions_json(p.printed_to)}};
            },
            [](const event::DieRolled& p) -> json {
                return {{"die", p.die == rules::Die::kCentarious ? "centarious" : "entanglion"},
                        {"face", p.face},
                        {"purpose", std::string(rules::roll_purpose_id(p.purpose))},
                        {"reroll", p.reroll}};
            },
            [](const event::DefenseEvaded& p) -> json { return check_json(p); },
            [](const event::Detected& p) -> json { return check_json(p); },
            [](const event::DefenseBypassed& p) -> json {
                const bool component = p.by == rules::BypassBy::kComponent;
                return {{"defense", std::string(rules::defense_kind_id(p.defense))},
                        {"by", component                             ? "component"
                               : p.by == rules::BypassBy::kEventCard ? "event_card"
                                                                     : "event_move"},
                        {component ? "component" : "event_card",
                         component ? std::string(rules::component_id(p.component)) : card_id(p.event_card)}};
            },
            [](const event::DetectionChanged& p) -> json {
                return {{"from", p.from},
                        {"to", p.to},
                        {"from_label", std::string(rules::detection_label(p.from))},
                        {"to_label", std::string(rules::detection_label(p.to))}};
            },
            [](const event::ComponentRetrieved& p) -> json {
                return {{"component", std::string(rules::component_id(p.component))},
                        {"planet", std::string(planet_id(p.planet))}};
            },
            [](const event::ComponentMoved& p) -> json {
                json out = {{"component", std::string(rules::component_id(p.component))},
                            {"to", p.to == rules::ComponentDestination::kShip ? "ship" : "planet"}};
                if (p.to == rules::ComponentDestination::kPlanet) out["planet"] = std::string(planet_id(p.planet));
                return out;
            },
            [](const event::EngineCardDrawn& p) -> json {
                return {{"card", card_id(p.card)}};
            },
            [](const event::EngineCardDiscarded& p) -> json {
                return {{"card", card_id(p.card)}};
            },
            [](const event::CardsSwapped& p) -> json {
                return {{"gave", card_id(p.gave)}, {"took", card_id(p.took)}};
            },
            [](const event::EngineStackReshuffled& p) -> json {
                return {{"cards", p.cards}};
            },
            [](const event::EngineControlFull&) -> json { return json::object(); },
            [](const event::EngineControlCleared& p) -> json {
                return {{"cards", p.cards}};
            },
            [](const event::QuantumEvent& p) -> json {
                return {{"cause", p.cause == rules::QuantumEventCause::kEngineControlFull ? "engine_control_full"
                                                                                          : "detection"}};
            },
            [](const event::EventCardDrawn& p) -> json {
                return {{"card", card_id(p.card)}};
            },
            [](const event::EventCardKept& p) -> json {
                return {{"card", card_id(p.card)}};
            },
            [](const event::EventCardPlayed& p) -> json {
                return {{"card", card_id(p.card)}};
            },
            [](const event::EventDeckRebuilt& p) -> json {
                return {{"cards", p.cards}};
            },
            [](const event::Measured& p) -> json {
                return {{"mercurial_bit", p.mercurial_bit}, {"rubicon_bit", p.rubicon_bit}};
            },
            [](const event::GameWon&) -> json { return json::object(); },
            [](const event::GameLost&) -> json { return json::object(); },
            [](const event::ActionTakenBack& p) -> json {
                return {{"action", action_json(p.action)}};
            },
            [](const event::EngineCardPutBack& p) -> json {
                return {{"card", card_id(p.card)}};
            },
            [](const event::EventCardPutBack& p) -> json {
                return {{"card", card_id(p.card)}};
            },
        },
        e.payload);
}

}  // namespace

json events_json(std::span<const rules::GameEvent> events, std::size_t first_index) {
    json out = json::array();
    for (std::size_t i = 0; i < events.size(); ++i) {
        const rules::GameEvent& event = events[i];
        out.push_back({{"index", first_index + i},
                       {"type", std::string(rules::game_event_type_id(event.type()))},
                       {"player", std::string(ship_id(event.player))},
                       {"fields", event_fields(event)},
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
