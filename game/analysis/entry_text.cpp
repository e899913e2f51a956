// The text form of history entries (record_history.h): what the review prints and what a what-if
// reads.

#include <cctype>

#include "game/analysis/record_history.h"

namespace entanglion::analysis {

namespace {

constexpr rules::ChanceKind kNodeKinds[] = {
    rules::ChanceKind::kEntanglionDie, rules::ChanceKind::kCentariousDie, rules::ChanceKind::kEngineDraw,
    rules::ChanceKind::kEventDraw,     rules::ChanceKind::kComponentPick, rules::ChanceKind::kMeasurement,
};

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

std::string describe_entry(const HistoryEntry& entry) {
    if (entry.is_take_back) return "take_back " + rules::action_to_string(entry.action);
    if (!entry.is_chance) return rules::action_to_string(entry.action);
    const rules::ChanceOutcome& o = entry.outcome;
    const std::string kind(rules::chance_kind_id(o.kind));
    switch (o.kind) {
        case rules::ChanceKind::kMeasurement:
            return kind + " |" + std::to_string(o.value / 2) + std::to_string(o.value % 2) + ">";
        case rules::ChanceKind::kComponentPick:
            return kind + " " + std::string(rules::component_id(static_cast<rules::Component>(o.value)));
        case rules::ChanceKind::kEngineDraw:
            return kind + " " + std::string(rules::engine_card_id(static_cast<rules::EngineCard>(o.value)));
        case rules::ChanceKind::kEventDraw:
            return kind + " " + std::string(rules::event_card_id(static_cast<rules::EventCard>(o.value)));
        default:
            return kind + " " + std::to_string(o.value);
    }
}

std::string readable_entry(const HistoryEntry& entry, const rules::GameState& before) {
    if (entry.is_take_back) {
        return std::string(ship_display_name(entry.action.player)) + " takes back " +
               rules::action_to_string(entry.action) + "; the cards it drew go back on top, known";
    }
    if (!entry.is_chance) return rules::action_to_string(entry.action);
    const rules::ChanceOutcome& o = entry.outcome;
    const rules::PendingChance& pending = before.pending_chance();
    const std::string who(ship_display_name(pending.player));
    switch (o.kind) {
        case rules::ChanceKind::kEntanglionDie: {
            const std::string face = std::to_string(o.value);
            switch (pending.purpose) {
                case rules::RollPurpose::kOrbitalDefense:
                case rules::RollPurpose::kGroundDefense:
                case rules::RollPurpose::kProbe: {
                    const char* defense = pending.purpose == rules::RollPurpose::kOrbitalDefense  ? "orbital defenses"
                                          : pending.purpose == rules::RollPurpose::kGroundDefense ? "ground defenses"
                                                                                                  : "PROBE";
                    return who + (pending.reroll ? "'s detection re-roll " : "'s detection roll ") + face + " (" +
                           defense + (pending.reroll ? ", Magnetic Shielding)" : ")");
                }
                case rules::RollPurpose::kHeisenberg:
                    return who + "'s Heisenberg roll " + face;
                case rules::RollPurpose::kSpookyAction:
                    return who + "'s Spooky Action roll " + face;
                case rules::RollPurpose::kFirstPlayer:
                    return who + "'s roll for the first player " + face;
                case rules::RollPurpose::kPlacement:
                    break;
            }
            return who + "'s roll " + face;
        }
        case rules::ChanceKind::kCentariousDie:
            return "Centarious die " + std::to_string(o.value) + " (planet " +
                   std::string(planet_display_name(o.value == 0 ? Planet::kZero : Planet::kOne)) + ")";
        case rules::ChanceKind::kEngineDraw:
            return who + " draws " + std::string(rules::engine_card_id(static_cast<rules::EngineCard>(o.value))) +
                   " from the engine stack";
        case rules::ChanceKind::kEventDraw:
            return who + " draws the event card " +
                   std::string(rules::event_card_display_name(static_cast<rules::EventCard>(o.value)));
        case rules::ChanceKind::kComponentPick:
            return "Spooky Action picks " +
                   std::string(rules::component_display_name(static_cast<rules::Component>(o.value)));
        case rules::ChanceKind::kMeasurement:
            return "the ships are measured: |" + std::to_string(o.value / 2) + std::to_string(o.value % 2) + ">";
        case rules::ChanceKind::kComponentPlacement:
            return "the setup lays " +
                   std::string(rules::component_display_name(static_cast<rules::Component>(o.value))) +
                   " on the next Entanglion planet";
    }
    return describe_entry(entry);
}

std::optional<rules::ChanceOutcome> parse_outcome(std::string_view text, std::string* error) {
    const auto fail = [&](const std::string& problem) -> std::optional<rules::ChanceOutcome> {
        if (error) *error = problem;
        return std::nullopt;
    };
    const std::size_t space = text.find(' ');
    if (space == std::string_view::npos) {
        return fail("expected an outcome as KIND VALUE (e.g. \"d8 3\", \"engine_draw CNOT\"), got \"" +
                    std::string(text) + "\"");
    }
    const std::string kind_text = lower(text.substr(0, space));
    std::string value = std::string(text.substr(space + 1));
    for (rules::ChanceKind kind : kNodeKinds) {
        if (kind_text != rules::chance_kind_id(kind)) continue;
        switch (kind) {
            case rules::ChanceKind::kEntanglionDie:
            case rules::ChanceKind::kCentariousDie: {
                const int high = kind == rules::ChanceKind::kEntanglionDie ? 8 : 1;
                const int low = kind == rules::ChanceKind::kEntanglionDie ? 1 : 0;
                if (value.size() != 1 || value[0] < '0' + low || value[0] > '0' + high) {
                    return fail(kind_text + ": expected a face from " + std::to_string(low) + " to " +
                                std::to_string(high) + ", got \"" + value + "\"");
                }
                return rules::ChanceOutcome(kind, value[0] - '0');
            }
            case rules::ChanceKind::kEngineDraw:
                if (const auto card = rules::parse_engine_card(value)) {
                    return rules::ChanceOutcome(kind, static_cast<int>(*card));
                }
                return fail("engine_draw: unknown engine card \"" + value + "\"");
            case rules::ChanceKind::kEventDraw:
                if (const auto card = rules::parse_event_card(value)) {
                    return rules::ChanceOutcome(kind, static_cast<int>(*card));
                }
                return fail("event_draw: unknown event card \"" + value + "\"");
            case rules::ChanceKind::kComponentPick:
                if (const auto component = rules::parse_component(value)) {
                    return rules::ChanceOutcome(kind, static_cast<int>(*component));
                }
                return fail("component_pick: unknown component \"" + value + "\"");
            default: {  // the measurement: "|01>" or "01", Mercurial's bit first
                if (value.size() == 4 && value.front() == '|' && value.back() == '>') value = value.substr(1, 2);
                if (value.size() != 2 || (value[0] != '0' && value[0] != '1') || (value[1] != '0' && value[1] != '1')) {
                    return fail("measure: expected the two bits as |01> or 01, got \"" + value + "\"");
                }
                return rules::ChanceOutcome(kind, 2 * (value[0] - '0') + (value[1] - '0'));
            }
        }
    }
    return fail("unknown chance outcome kind \"" + std::string(text.substr(0, space)) +
                "\": expected d8, centarious, engine_draw, event_draw, component_pick or measure");
}

}  // namespace entanglion::analysis
