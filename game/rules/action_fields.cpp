#include "game/rules/action_fields.h"

#include <cctype>
#include <type_traits>

namespace entanglion::rules {
namespace {

template <typename Enum>
std::optional<int> as_number(std::optional<Enum> parsed) {
    if (!parsed) return std::nullopt;
    return static_cast<int>(*parsed);
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Calls `use` with the member of `action` (const or not) that holds `field`: the one place that maps
// fields to members.
template <typename A, typename Use>
void with_member(A& action, ActionField field, Use use) {
    switch (field) {
        case ActionField::kCard:
        case ActionField::kGive:
            return use(action.card);
        case ActionField::kTake:
            return use(action.other_card);
        case ActionField::kEvent:
            return use(action.event);
        case ActionField::kComponent:
            return use(action.component);
        case ActionField::kRoll:
            return use(action.value);
        case ActionField::kMercurialPlanet:
            return use(action.mercurial_bit);
        case ActionField::kRubiconPlanet:
            return use(action.rubicon_bit);
    }
}

}  // namespace

std::string_view action_type_id(ActionType type) { return action_type_info(type).id; }

std::optional<ActionType> parse_action_type(std::string_view text) {
    const std::string id = lower(text);
    for (const ActionTypeInfo& info : kActionTypes) {
        if (info.id == id) return info.type;
    }
    return std::nullopt;
}

int action_field_value(const Action& action, ActionField field) {
    int value = 0;
    with_member(action, field, [&](const auto& member) { value = static_cast<int>(member); });
    return value;
}

void set_action_field_value(Action& action, ActionField field, int value) {
    with_member(action, field,
                [&](auto& member) { member = static_cast<std::remove_reference_t<decltype(member)>>(value); });
}

Action canonical_action(const Action& action) {
    Action out = Action::make(action.type, action.player);
    for (ActionField field : action_type_info(action.type).fields) {
        set_action_field_value(out, field, action_field_value(action, field));
    }
    return out;
}

std::string action_value_text(ActionValueKind kind, int value) {
    switch (kind) {
        case ActionValueKind::kEngineCard:
            return std::string(engine_card_id(static_cast<EngineCard>(value)));
        case ActionValueKind::kEventCard:
            return std::string(event_card_id(static_cast<EventCard>(value)));
        case ActionValueKind::kComponent:
            return std::string(component_id(static_cast<Component>(value)));
        case ActionValueKind::kRoll:
            return std::to_string(value);
        case ActionValueKind::kCentariousPlanet:
            return value == 0 ? "ZERO" : "ONE";
    }
    return {};
}

std::optional<int> parse_action_value(ActionValueKind kind, std::string_view word) {
    switch (kind) {
        case ActionValueKind::kEngineCard:
            return as_number(parse_engine_card(word));
        case ActionValueKind::kEventCard:
            return as_number(parse_event_card(word));
        case ActionValueKind::kComponent:
            return as_number(parse_component(word));
        case ActionValueKind::kRoll: {
            const ActionValueInfo& roll = action_value_info(kind);
            if (word.size() != 1 || word[0] < '0' + roll.first || word[0] > '0' + roll.last) return std::nullopt;
            return word[0] - '0';
        }
        case ActionValueKind::kCentariousPlanet: {
            const std::string w = lower(word);
            if (w == "zero" || w == "0") return 0;
            if (w == "one" || w == "1") return 1;
            return std::nullopt;
        }
    }
    return std::nullopt;
}

std::string describe_bad_action_value(ActionValueKind kind, std::string_view quoted) {
    const std::string word(quoted);
    switch (kind) {
        case ActionValueKind::kRoll:
            return "roll " + word + " is not in " + std::string(action_value_info(kind).noun);
        case ActionValueKind::kCentariousPlanet:
            return word + " is not " + std::string(action_value_info(kind).noun);
        default:
            return "unknown " + std::string(action_value_info(kind).noun) + " " + word;
    }
}

}  // namespace entanglion::rules
