// History entries as JSON, and playing one onto a state (history.h).
#include "server/protocol/history.h"

#include <array>

#include "game/io/json_input.h"

namespace entanglion::protocol {
namespace {

using rules::ChanceKind;
using rules::ChanceOutcome;

/// The chance nodes' kinds, the setup's placements included.
constexpr std::array<ChanceKind, rules::kChanceKindCount> kNodeKinds = {
    ChanceKind::kEntanglionDie, ChanceKind::kCentariousDie, ChanceKind::kComponentPick,     ChanceKind::kMeasurement,
    ChanceKind::kEngineDraw,    ChanceKind::kEventDraw,     ChanceKind::kComponentPlacement};

bool names_a_component(ChanceKind kind) {
    return kind == ChanceKind::kComponentPick || kind == ChanceKind::kComponentPlacement;
}

std::optional<ChanceKind> parse_node_kind(std::string_view text) {
    for (ChanceKind kind : kNodeKinds) {
        if (rules::chance_kind_id(kind) == text) return kind;
    }
    return std::nullopt;
}

/// The value as the wire writes it: a card or component by its id, a number otherwise.
nlohmann::json value_to_json(const ChanceOutcome& outcome) {
    switch (outcome.kind) {
        case ChanceKind::kEngineDraw:
            return rules::engine_card_id(static_cast<rules::EngineCard>(outcome.value));
        case ChanceKind::kEventDraw:
            return rules::event_card_id(static_cast<rules::EventCard>(outcome.value));
        case ChanceKind::kComponentPick:
        case ChanceKind::kComponentPlacement:
            return rules::component_id(static_cast<rules::Component>(outcome.value));
        default:
            return outcome.value;
    }
}

std::optional<int> value_from_json(ChanceKind kind, const nlohmann::json& value, std::string* problem) {
    const bool named = kind == ChanceKind::kEngineDraw || kind == ChanceKind::kEventDraw || names_a_component(kind);
    if (named) {
        if (!value.is_string()) {
            *problem = "expected a card or component name, got " + json_input::preview(value);
            return std::nullopt;
        }
        const std::string& text = value.get_ref<const std::string&>();
        std::optional<int> parsed;
        if (kind == ChanceKind::kEngineDraw) {
            if (auto card = rules::parse_engine_card(text)) parsed = static_cast<int>(*card);
        } else if (kind == ChanceKind::kEventDraw) {
            if (auto card = rules::parse_event_card(text)) parsed = static_cast<int>(*card);
        } else if (auto component = rules::parse_component(text)) {
            parsed = static_cast<int>(*component);
        }
        if (!parsed)
            *problem = json_input::quote(text) + " is not a " + std::string(rules::chance_kind_id(kind)) + " value";
        return parsed;
    }
    if (!value.is_number_integer() || value.get<std::int64_t>() < 0 || value.get<std::int64_t>() > 8) {
        *problem = "expected a whole number from 0 to 8, got " + json_input::preview(value);
        return std::nullopt;
    }
    return static_cast<int>(value.get<std::int64_t>());
}

}  // namespace

nlohmann::json entry_to_json(const HistoryEntry& entry) {
    // A network game has no take-backs (docs/networking.md); written as one, a reader refuses it.
    if (entry.is_take_back) return {{"take_back", rules::action_to_string(entry.action)}};
    if (!entry.is_chance) return {{"action", rules::action_to_string(entry.action)}};
    return {{"chance", rules::chance_kind_id(entry.outcome.kind)}, {"value", value_to_json(entry.outcome)}};
}

std::optional<HistoryEntry> entry_from_json(const nlohmann::json& value, const std::string& where, std::string* error) {
    auto fail = [&](const std::string& at, const std::string& problem) {
        *error = (at.empty() ? std::string("/") : at) + ": " + problem;
        return std::nullopt;
    };
    if (!value.is_object()) return fail(where, "a history entry is an object, got " + json_input::preview(value));
    HistoryEntry entry;
    if (value.size() == 1 && value.contains("action")) {
        const nlohmann::json& text = value["action"];
        const std::string at = json_input::child_pointer(where, "action");
        if (!text.is_string()) return fail(at, "expected the action's text, got " + json_input::preview(text));
        std::string problem;
        const std::optional<rules::Action> action = rules::parse_action(text.get_ref<const std::string&>(), &problem);
        if (!action) return fail(at, problem);
        entry.action = *action;
        return entry;
    }
    if (value.size() == 2 && value.contains("chance") && value.contains("value")) {
        const nlohmann::json& kind_text = value["chance"];
        const std::string at = json_input::child_pointer(where, "chance");
        if (!kind_text.is_string()) return fail(at, "expected a chance kind, got " + json_input::preview(kind_text));
        const std::optional<ChanceKind> kind = parse_node_kind(kind_text.get_ref<const std::string&>());
        if (!kind)
            return fail(at,
                        json_input::quote(kind_text.get_ref<const std::string&>()) + " is not a chance node's kind");
        std::string problem;
        const std::optional<int> number = value_from_json(*kind, value["value"], &problem);
        if (!number) return fail(json_input::child_pointer(where, "value"), problem);
        entry.is_chance = true;
        entry.outcome = ChanceOutcome(*kind, *number);
        return entry;
    }
    return fail(where, "a history entry is {\"action\": TEXT} or {\"chance\": KIND, \"value\": VALUE}, got " +
                           json_input::preview(value));
}

bool apply_entry(rules::GameState& state, const HistoryEntry& entry, std::string* error,
                 std::vector<rules::GameEvent>* events) {
    if (entry.is_chance) return state.apply_chance_outcome(entry.outcome, error, events);
    if (entry.is_take_back) {
        if (error) *error = "a network game has no take-backs";
        return false;
    }
    if (state.at_chance_node()) {
        if (error) *error = "the game waits for a chance outcome, not an action";
        return false;
    }
    return state.apply_until_chance(entry.action, error, events);
}

std::string entry_to_string(const HistoryEntry& entry) {
    if (entry.is_take_back) return "take_back " + rules::action_to_string(entry.action);
    if (!entry.is_chance) return rules::action_to_string(entry.action);
    const nlohmann::json value = value_to_json(entry.outcome);
    return std::string(rules::chance_kind_id(entry.outcome.kind)) + " " +
           (value.is_string() ? value.get<std::string>() : value.dump());
}

}  // namespace entanglion::protocol
