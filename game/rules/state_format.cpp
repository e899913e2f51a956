#include "game/rules/state_format.h"

#include <cstdio>

#include <nlohmann/json.hpp>

#include "statevector/catalogue.h"
#include "statevector/format.h"

namespace entanglion::rules {
namespace {

using nlohmann::json;

template <typename Pile, typename Id>
std::string list_text(const Pile& pile, Id id) {
    std::string out = "[";
    bool first = true;
    for (const auto& item : pile) {
        if (!first) out += ", ";
        first = false;
        out += id(item);
    }
    return out + "]";
}

template <typename Pile, typename Id>
json list_json(const Pile& pile, Id id) {
    json out = json::array();
    for (const auto& item : pile) out.push_back(std::string(id(item)));
    return out;
}

std::string decision_text(const GameState& s) {
    const PendingDecision& d = s.pending_decision();
    if (d.kind == DecisionKind::kNone) return "none";
    std::string text = std::string(ship_id(d.player)) + " decides: " + std::string(decision_kind_id(d.kind));
    if (d.kind == DecisionKind::kDefense) text += " (" + std::string(defense_kind_id(d.defense)) + ")";
    if (d.kind == DecisionKind::kMagneticShielding) {
        text += " (rolled " + std::to_string(d.roll) + " for " + std::string(roll_purpose_id(d.purpose)) + ")";
    }
    if (!d.cards.empty()) text += " cards " + list_text(d.cards, engine_card_id);
    return text;
}

// A chance node's outcome as text: "3", "|10>", "QUANTUM_ERROR_CORRECTION", "H", "BENNETT".
std::string outcome_text(const ChanceOutcome& o) {
    switch (o.kind) {
        case ChanceKind::kMeasurement:
            return "|" + std::to_string(o.value / 2) + std::to_string(o.value % 2) + ">";
        case ChanceKind::kComponentPick:
        case ChanceKind::kComponentPlacement:
            return std::string(component_id(static_cast<Component>(o.value)));
        case ChanceKind::kEngineDraw:
            return std::string(engine_card_id(static_cast<EngineCard>(o.value)));
        case ChanceKind::kEventDraw:
            return std::string(event_card_id(static_cast<EventCard>(o.value)));
        default:
            return std::to_string(o.value);
    }
}

// "d8 for MERCURIAL: 1 (0.125), 2 (0.125), ..." at a chance node, "none" elsewhere.
std::string chance_text(const GameState& s) {
    if (!s.at_chance_node()) return "none";
    const PendingChance& c = s.pending_chance();
    std::string text = std::string(chance_kind_id(c.kind)) + " for " + std::string(ship_id(c.player)) + ":";
    const char* separator = " ";
    for (const ChanceOutcomeProbability& o : s.chance_outcomes()) {
        char probability[32];
        std::snprintf(probability, sizeof probability, "%.6g", o.probability);
        text += separator + outcome_text(o.outcome) + " (" + probability + ")";
        separator = ", ";
    }
    return text;
}

}  // namespace

std::string named_state(const GameState& s) {
    const auto match = s.board().catalogue().identify(s.live_state(), 1e-6);
    if (!match) return "unnamed";
    return match->named->id + " (" + describe_match(*match) + ")";
}

std::string format_state_text(const GameState& s) {
    std::string out;
    auto line = [&](const std::string& text) { out += text + "\n"; };
    line("Status: " + std::string(game_status_id(s.status())) + " (turn " + std::to_string(s.turn_number()) + ", " +
         std::string(ship_id(s.current_player())) + "'s turn, " + std::to_string(s.actions_applied()) +
         " actions, variant " + std::string(variant_id(s.variant())) + ")");
    line("Ships: MERCURIAL " + std::string(planet_id(s.positions().mercurial)) + ", RUBICON " +
         std::string(planet_id(s.positions().rubicon)));
    line("State: " + named_state(s) + "  " + format_ket_labelled(s.live_state()));
    line("Detection: position " + std::to_string(s.detection_position() + 1) + " of 12 (" +
         std::string(detection_label(s.detection_position())) + "), value " + std::to_string(s.detection_value()));
    for (Ship ship : kShips) {
        line("Ship " + std::string(ship_id(ship)) + ": components " + list_text(s.components_of(ship), component_id) +
             ", hand " + list_text(s.hand(ship), engine_card_id) + ", events " +
             list_text(s.event_hand(ship), event_card_id));
    }
    std::string planets;
    for (Planet p : kClockwiseEntanglion) {
        const auto c = s.component_on(p);
        if (!planets.empty()) planets += ", ";
        planets += std::string(planet_id(p)) + ": " + (c ? std::string(component_id(*c)) : "-");
    }
    line("Planets: " + planets);
    std::string control;
    for (const ControlSlot& slot : s.engine_control()) {
        if (!control.empty()) control += ", ";
        control += std::string(engine_card_id(slot.card)) + " (" + std::string(ship_id(slot.line)) + " line)";
    }
    line("Engine control: " + std::to_string(s.engine_control().size()) + "/6 [" + control + "]");
    line("Piles: engine stack " + std::to_string(s.engine_stack().size()) + ", engine discard " +
         std::to_string(s.engine_discard().size()) + ", event deck " + std::to_string(s.event_deck().size()) +
         ", event discard " + std::to_string(s.event_discard().size()));
    // Cards a take-back put back on top, known to both players (take_back.h).
    std::string known;
    for (int i = 0; i < s.engine_stack().known_count(); ++i)
        known += std::string(known.empty() ? "engine stack " : ", ") +
                 std::string(engine_card_id(s.engine_stack().known_on_top(i)));
    for (int i = 0; i < s.event_deck().known_count(); ++i)
        known += std::string(i == 0 ? (known.empty() ? "event deck " : "; event deck ") : ", ") +
                 std::string(event_card_id(s.event_deck().known_on_top(i)));
    if (!known.empty()) line("Known on top: " + known);
    line("Pending decision: " + decision_text(s));
    // Only the stepped API stops at a chance node (a driver answers them), so most states show none.
    if (s.at_chance_node()) line("Pending chance: " + chance_text(s));
    return out;
}

std::string format_state_json(const GameState& s, const std::vector<GameEvent>* events) {
    json j;
    j["status"] = game_status_id(s.status());
    j["variant"] = variant_id(s.variant());
    j["turn"] = s.turn_number();
    j["actions_applied"] = s.actions_applied();
    j["current_player"] = ship_id(s.current_player());
    j["acting_player"] = ship_id(s.acting_player());
    j["ships"] = {{"MERCURIAL", planet_id(s.positions().mercurial)}, {"RUBICON", planet_id(s.positions().rubicon)}};
    const auto match = s.board().catalogue().identify(s.live_state(), 1e-6);
    j["state"] = {{"id", match ? match->named->id : "unnamed"},
                  {"named", match ? describe_match(*match) : "unnamed"},
                  {"ket", format_ket_labelled(s.live_state())},
                  {"ket_ascii", format_ket_labelled(s.live_state(), KetFormat{KetStyle::kAscii})}};
    j["detection"] = {{"position", s.detection_position()},
                      {"label", detection_label(s.detection_position())},
                      {"value", s.detection_value()}};
    json ships = json::object();
    for (Ship ship : kShips) {
        ships[std::string(ship_id(ship))] = {{"components", list_json(s.components_of(ship), component_id)},
                                             {"hand", list_json(s.hand(ship), engine_card_id)},
                                             {"events", list_json(s.event_hand(ship), event_card_id)}};
    }
    j["players"] = ships;
    json planets = json::object();
    for (Planet p : kClockwiseEntanglion) {
        const auto c = s.component_on(p);
        planets[std::string(planet_id(p))] = c ? json(std::string(component_id(*c))) : json(nullptr);
    }
    j["planet_components"] = planets;
    json control = json::array();
    for (const ControlSlot& slot : s.engine_control()) {
        control.push_back({{"card", engine_card_id(slot.card)}, {"line", ship_id(slot.line)}});
    }
    j["engine_control"] = control;
    j["piles"] = {{"engine_stack", s.engine_stack().size()},
                  {"engine_discard", s.engine_discard().size()},
                  {"event_deck", s.event_deck().size()},
                  {"event_discard", s.event_discard().size()}};
    json engine_known = json::array();
    for (int i = 0; i < s.engine_stack().known_count(); ++i)
        engine_known.push_back(engine_card_id(s.engine_stack().known_on_top(i)));
    json event_known = json::array();
    for (int i = 0; i < s.event_deck().known_count(); ++i)
        event_known.push_back(event_card_id(s.event_deck().known_on_top(i)));
    // Only after a take-back: a state without known cards keeps the keys it always had.
    if (!engine_known.empty() || !event_known.empty())
        j["known_on_top"] = {{"engine_stack", engine_known}, {"event_deck", event_known}};
    const PendingDecision& d = s.pending_decision();
    j["pending_decision"] =
        d.kind == DecisionKind::kNone
            ? json(nullptr)
            : json{{"kind", decision_kind_id(d.kind)}, {"player", ship_id(d.player)}, {"text", decision_text(s)}};
    json chance = nullptr;
    if (s.at_chance_node()) {
        const PendingChance& c = s.pending_chance();
        json outcomes = json::array();
        for (const ChanceOutcomeProbability& o : s.chance_outcomes()) {
            outcomes.push_back({{"outcome", outcome_text(o.outcome)}, {"probability", o.probability}});
        }
        chance = {{"kind", chance_kind_id(c.kind)}, {"player", ship_id(c.player)}, {"outcomes", outcomes}};
    }
    j["pending_chance"] = chance;
    if (events) {
        json log = json::array();
        for (const GameEvent& e : *events) log.push_back(describe_event(e));
        j["log"] = log;
    }
    return j.dump(2) + "\n";
}

}  // namespace entanglion::rules
