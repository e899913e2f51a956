#include "game/rules/action.h"

#include <array>
#include <cctype>
#include <sstream>
#include <vector>

namespace entanglion::rules {
namespace {

constexpr std::array<std::string_view, kActionTypeCount> kActionIds = {"navigate",
                                                                       "exchange",
                                                                       "retrieve",
                                                                       "play_event",
                                                                       "interconnect_swap",
                                                                       "roll_defense",
                                                                       "play_quantum_tunnel",
                                                                       "keep_roll",
                                                                       "reroll",
                                                                       "place_ships",
                                                                       "roll_placement",
                                                                       "keep_card",
                                                                       "discard_card",
                                                                       "bennett_give",
                                                                       "bennett_take",
                                                                       "mechanic_play",
                                                                       "mechanic_stop"};

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string_view centarious_planet(int bit) { return bit == 0 ? "ZERO" : "ONE"; }

}  // namespace

std::string_view action_type_id(ActionType type) { return kActionIds[static_cast<int>(type)]; }

std::optional<ActionType> parse_action_type(std::string_view text) {
    const std::string id = lower(text);
    for (int i = 0; i < kActionTypeCount; ++i) {
        if (kActionIds[i] == id) return static_cast<ActionType>(i);
    }
    return std::nullopt;
}

std::string action_to_string(const Action& action) {
    std::string out(ship_id(action.player));
    out += ' ';
    out += action_type_id(action.type);
    switch (action.type) {
        case ActionType::kNavigate:
        case ActionType::kExchange:
        case ActionType::kKeepCard:
        case ActionType::kDiscardCard:
        case ActionType::kMechanicPlay:
            out += ' ';
            out += engine_card_id(action.card);
            break;
        case ActionType::kInterconnectSwap:
            out += ' ';
            out += engine_card_id(action.card);
            out += ' ';
            out += engine_card_id(action.other_card);
            break;
        case ActionType::kPlayEvent:
            out += ' ';
            out += event_card_id(action.event);
            break;
        case ActionType::kKeepRoll:
            out += ' ';
            out += std::to_string(action.value);
            break;
        case ActionType::kPlaceShips:
            out += ' ';
            out += centarious_planet(action.mercurial_bit);
            out += ' ';
            out += centarious_planet(action.rubicon_bit);
            break;
        case ActionType::kBennettGive:
        case ActionType::kBennettTake:
            out += ' ';
            out += component_id(action.component);
            break;
        default:
            break;
    }
    return out;
}

std::optional<Action> parse_action(std::string_view text, std::string* error) {
    std::vector<std::string> words;
    {
        std::istringstream in{std::string(text)};
        std::string word;
        while (in >> word) words.push_back(word);
    }
    auto fail = [&](const std::string& message) -> std::optional<Action> {
        if (error) *error = message;
        return std::nullopt;
    };
    if (words.size() < 2) return fail("expected \"<SHIP> <action> [arguments]\", got \"" + std::string(text) + "\"");
    const auto player = parse_ship(words[0]);
    if (!player) return fail("unknown ship \"" + words[0] + "\"");
    const auto type = parse_action_type(words[1]);
    if (!type) return fail("unknown action \"" + words[1] + "\"");
    Action action = Action::make(*type, *player);
    auto need = [&](std::size_t count) { return words.size() == 2 + count; };
    auto card_at = [&](std::size_t i, EngineCard* out) {
        const auto card = parse_engine_card(words[i]);
        if (!card) return false;
        *out = *card;
        return true;
    };
    auto bit_at = [&](std::size_t i, std::uint8_t* out) {
        const std::string w = lower(words[i]);
        if (w == "zero" || w == "0") {
            *out = 0;
        } else if (w == "one" || w == "1") {
            *out = 1;
        } else {
            return false;
        }
        return true;
    };
    const std::string expects = std::string(action_type_id(*type)) + " expects ";
    switch (*type) {
        case ActionType::kNavigate:
        case ActionType::kExchange:
        case ActionType::kKeepCard:
        case ActionType::kDiscardCard:
        case ActionType::kMechanicPlay:
            if (!need(1)) return fail(expects + "one engine card");
            if (!card_at(2, &action.card)) return fail("unknown engine card \"" + words[2] + "\"");
            break;
        case ActionType::kInterconnectSwap:
            if (!need(2)) return fail(expects + "two engine cards (given, taken)");
            if (!card_at(2, &action.card)) return fail("unknown engine card \"" + words[2] + "\"");
            if (!card_at(3, &action.other_card)) return fail("unknown engine card \"" + words[3] + "\"");
            break;
        case ActionType::kPlayEvent: {
            if (words.size() < 3) return fail(expects + "an event card");
            std::string name = words[2];
            for (std::size_t i = 3; i < words.size(); ++i) name += "_" + words[i];
            const auto event = parse_event_card(name);
            if (!event) return fail("unknown event card \"" + name + "\"");
            action.event = *event;
            break;
        }
        case ActionType::kKeepRoll: {
            if (!need(1)) return fail(expects + "the roll kept (1..8)");
            const std::string& w = words[2];
            if (w.size() != 1 || w[0] < '1' || w[0] > '8') return fail("roll \"" + w + "\" is not in 1..8");
            action.value = static_cast<std::uint8_t>(w[0] - '0');
            break;
        }
        case ActionType::kPlaceShips:
            if (!need(2)) return fail(expects + "two Centarious planets (Mercurial's, Rubicon's)");
            if (!bit_at(2, &action.mercurial_bit)) return fail("\"" + words[2] + "\" is not ZERO or ONE");
            if (!bit_at(3, &action.rubicon_bit)) return fail("\"" + words[3] + "\" is not ZERO or ONE");
            break;
        case ActionType::kBennettGive:
        case ActionType::kBennettTake: {
            if (words.size() < 3) return fail(expects + "a component");
            std::string name = words[2];
            for (std::size_t i = 3; i < words.size(); ++i) name += "_" + words[i];
            const auto component = parse_component(name);
            if (!component) return fail("unknown component \"" + name + "\"");
            action.component = *component;
            break;
        }
        default:
            if (!need(0)) return fail(std::string(action_type_id(*type)) + " takes no arguments");
            break;
    }
    return action;
}

}  // namespace entanglion::rules
