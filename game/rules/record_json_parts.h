#pragma once
/// Internal: the values of a game record <-> JSON (record_json.cpp), shared by the file level
/// (record_file_json.cpp) and the reader of older versions (legacy_records.cpp). Every reader checks the type first and
/// throws JsonProblem at the value's JSON pointer; the file level turns it into "<source>: <location>: <message>".

#include <nlohmann/json.hpp>
#include <string>

#include "game/rules/record.h"

namespace entanglion::rules::record_json {

using nlohmann::json;

inline constexpr std::string_view kFormatName = "entanglion-record";

/// A problem at a JSON location.
struct JsonProblem {
    std::string where;
    std::string message;
};

[[noreturn]] void fail(const std::string& where, const std::string& message);
/// object[key], or a "missing field" problem at `where`.
const json& field(const json& object, const std::string& where, const char* key);
std::string text(const json& value, const std::string& where);
/// A JSON integer that fits an int.
int integer(const json& value, const std::string& where);
const json& array(const json& value, const std::string& where);
EngineCard engine_card(const json& value, const std::string& where);
EventCard event_card(const json& value, const std::string& where);
Component component(const json& value, const std::string& where);

/// Each item of the array `value`, read by `item` at its own location.
template <typename T, typename F>
std::vector<T> list(const json& value, const std::string& where, F item) {
    std::vector<T> out;
    const json& a = array(value, where);
    for (std::size_t i = 0; i < a.size(); ++i) out.push_back(item(a[i], where + "/" + std::to_string(i)));
    return out;
}

json setup_to_json(const GameSetup& setup);
GameSetup setup_from_json(const json& j, const std::string& where);

/// One chance outcome: an object with one key, {"d8": 3}, {"engine_draw": "H"}.
json chance_to_json(const ChanceOutcome& outcome);
ChanceOutcome chance_from_json(const json& j, const std::string& where);

/// An action's own fields: player, type and exactly the fields its type declares (action_fields.h).
json action_to_json(const Action& action);
Action action_from_json(const json& j, const std::string& where);

}  // namespace entanglion::rules::record_json
