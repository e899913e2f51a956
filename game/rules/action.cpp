// The text form of actions, driven by the field table (action_fields.h).

#include "game/rules/action.h"

#include <sstream>
#include <vector>

#include "game/rules/action_fields.h"

namespace entanglion::rules {
namespace {

// "navigate expects 1 argument: card (engine card)", "retrieve takes no arguments".
std::string expected_arguments(const ActionTypeInfo& info) {
    std::string out(info.id);
    if (info.fields.empty()) return out + " takes no arguments";
    out +=
        " expects " + std::to_string(info.fields.size()) + (info.fields.size() == 1 ? " argument: " : " arguments: ");
    for (std::size_t i = 0; i < info.fields.size(); ++i) {
        const ActionFieldInfo& field = action_field_info(info.fields[i]);
        if (i > 0) out += ", ";
        out += std::string(field.key) + " (" + std::string(action_value_info(field.kind).noun) + ")";
    }
    return out;
}

}  // namespace

std::string action_to_string(const Action& action) {
    std::string out(ship_id(action.player));
    out += ' ';
    out += action_type_id(action.type);
    for (ActionField field : action_type_info(action.type).fields) {
        out += ' ';
        out += action_value_text(action_field_info(field).kind, action_field_value(action, field));
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
    const ActionTypeInfo& info = action_type_info(*type);
    const std::size_t count = info.fields.size();
    const std::size_t given = words.size() - 2;
    // A last value that may hold spaces ("THE MECHANIC") takes the remaining words.
    const bool rest = count > 0 && action_value_info(action_field_info(info.fields[count - 1]).kind).may_hold_spaces;
    if (rest ? given < count : given != count) return fail(expected_arguments(info));
    Action action = Action::make(*type, *player);
    for (std::size_t i = 0; i < count; ++i) {
        std::string word = words[2 + i];
        if (rest && i + 1 == count) {
            for (std::size_t w = 3 + i; w < words.size(); ++w) word += "_" + words[w];
        }
        const ActionValueKind kind = action_field_info(info.fields[i]).kind;
        const std::optional<int> value = parse_action_value(kind, word);
        if (!value) return fail(describe_bad_action_value(kind, "\"" + word + "\""));
        set_action_field_value(action, info.fields[i], *value);
    }
    return action;
}

}  // namespace entanglion::rules
