// The values of a game record <-> JSON: cards, setup, chance outcomes, actions (docs/record-format.md).
// The file level (both versions) is in record_file_json.cpp.

#include <limits>
#include <nlohmann/json.hpp>

#include "game/io/json_input.h"

#include "game/rules/action_fields.h"
#include "game/rules/record.h"
#include "game/rules/record_json_parts.h"

namespace entanglion::rules::record_json {

using json_input::child_pointer;
using json_input::preview;
using json_input::quote;

[[noreturn]] void fail(const std::string& where, const std::string& message) { throw JsonProblem{where, message}; }

const json& field(const json& object, const std::string& where, const char* key) {
    if (!object.is_object()) fail(where, "expected an object");
    const auto it = object.find(key);
    if (it == object.end()) fail(where, std::string("missing field \"") + key + "\"");
    return *it;
}

std::string text(const json& value, const std::string& where) {
    if (!value.is_string()) fail(where, "expected a string, got " + preview(value));
    return value.get<std::string>();
}

int integer(const json& value, const std::string& where) {
    if (!value.is_number_integer()) fail(where, "expected an integer, got " + preview(value));
    // get<int>() would wrap silently; every integer in a record is small.
    const bool fits = value.is_number_unsigned()
                          ? value.get<std::uint64_t>() <= static_cast<std::uint64_t>(std::numeric_limits<int>::max())
                          : value.get<std::int64_t>() >= std::numeric_limits<int>::min() &&
                                value.get<std::int64_t>() <= std::numeric_limits<int>::max();
    if (!fits) fail(where, "integer out of range: " + preview(value));
    return value.get<int>();
}

const json& array(const json& value, const std::string& where) {
    if (!value.is_array()) fail(where, "expected an array, got " + preview(value));
    return value;
}

template <typename T, typename Parse>
T parse_named(const json& value, const std::string& where, Parse parse, const char* what) {
    const std::string name = text(value, where);
    const auto parsed = parse(name);
    if (!parsed) fail(where, std::string("unknown ") + what + " " + quote(name));
    return *parsed;
}

EngineCard engine_card(const json& v, const std::string& w) {
    return parse_named<EngineCard>(v, w, parse_engine_card, "engine card");
}
EventCard event_card(const json& v, const std::string& w) {
    return parse_named<EventCard>(v, w, parse_event_card, "event card");
}
Component component(const json& v, const std::string& w) {
    return parse_named<Component>(v, w, parse_component, "component");
}
Ship ship(const json& v, const std::string& w) { return parse_named<Ship>(v, w, parse_ship, "ship"); }
Planet planet(const json& v, const std::string& w) { return parse_named<Planet>(v, w, parse_planet, "planet"); }

template <typename T, typename F>
std::array<std::vector<T>, 2> per_ship(const json& object, const std::string& where, F item) {
    std::array<std::vector<T>, 2> out;
    if (!object.is_object()) fail(where, "expected an object with MERCURIAL and RUBICON");
    for (const auto& [key, value] : object.items()) {
        const auto s = parse_ship(key);
        if (!s) fail(where, "unknown ship " + quote(key));
        out[static_cast<int>(*s)] = list<T>(value, child_pointer(where, key), item);
    }
    return out;
}

json ships_object(const auto& per, auto to_json_item) {
    json out = json::object();
    for (Ship s : kShips) {
        json a = json::array();
        for (const auto& x : per[static_cast<int>(s)]) a.push_back(to_json_item(x));
        out[std::string(ship_id(s))] = a;
    }
    return out;
}

// ---- setup ----------------------------------------------------------------------------------------

json setup_to_json(const GameSetup& s) {
    json j;
    j["first_player"] = ship_id(s.first_player);
    j["detection_position"] = s.detection_position;
    j["ships"] = {{"MERCURIAL", planet_id(s.ships.mercurial)}, {"RUBICON", planet_id(s.ships.rubicon)}};
    auto card = [](EngineCard c) { return std::string(engine_card_id(c)); };
    auto event = [](EventCard c) { return std::string(event_card_id(c)); };
    auto comp = [](Component c) { return std::string(component_id(c)); };
    j["hands"] = ships_object(s.hands, card);
    j["engine_stack"] = json::array();
    for (EngineCard c : s.engine_stack) j["engine_stack"].push_back(card(c));
    j["engine_discard"] = json::array();
    for (EngineCard c : s.engine_discard) j["engine_discard"].push_back(card(c));
    j["engine_control"] = json::array();
    for (const ControlSlot& slot : s.engine_control) {
        j["engine_control"].push_back({{"card", card(slot.card)}, {"line", ship_id(slot.line)}});
    }
    j["event_deck"] = json::array();
    for (EventCard c : s.event_deck) j["event_deck"].push_back(event(c));
    j["event_discard"] = json::array();
    for (EventCard c : s.event_discard) j["event_discard"].push_back(event(c));
    j["event_hands"] = ships_object(s.event_hands, event);
    j["planet_components"] = json::object();
    for (int i = 0; i < 8; ++i) {
        if (s.planet_components[i])
            j["planet_components"][std::string(planet_id(kClockwiseEntanglion[i]))] = comp(*s.planet_components[i]);
    }
    j["ship_components"] = ships_object(s.ship_components, comp);
    return j;
}

GameSetup setup_from_json(const json& j, const std::string& w) {
    GameSetup s;
    s.first_player = ship(field(j, w, "first_player"), w + "/first_player");
    s.detection_position = integer(field(j, w, "detection_position"), w + "/detection_position");
    const json& ships = field(j, w, "ships");
    s.ships.mercurial = planet(field(ships, w + "/ships", "MERCURIAL"), w + "/ships/MERCURIAL");
    s.ships.rubicon = planet(field(ships, w + "/ships", "RUBICON"), w + "/ships/RUBICON");
    s.hands = per_ship<EngineCard>(field(j, w, "hands"), w + "/hands", engine_card);
    s.engine_stack = list<EngineCard>(field(j, w, "engine_stack"), w + "/engine_stack", engine_card);
    if (j.contains("engine_discard")) {
        s.engine_discard = list<EngineCard>(j["engine_discard"], w + "/engine_discard", engine_card);
    }
    if (j.contains("engine_control")) {
        s.engine_control = list<
            ControlSlot>(j["engine_control"], w + "/engine_control", [](const json& v, const std::string& p) {
            return ControlSlot{engine_card(field(v, p, "card"), p + "/card"), ship(field(v, p, "line"), p + "/line")};
        });
    }
    s.event_deck = list<EventCard>(field(j, w, "event_deck"), w + "/event_deck", event_card);
    if (j.contains("event_discard"))
        s.event_discard = list<EventCard>(j["event_discard"], w + "/event_discard", event_card);
    if (j.contains("event_hands"))
        s.event_hands = per_ship<EventCard>(j["event_hands"], w + "/event_hands", event_card);
    const json& placed = field(j, w, "planet_components");
    if (!placed.is_object()) fail(w + "/planet_components", "expected an object planet -> component");
    for (const auto& [key, value] : placed.items()) {
        const std::string p = child_pointer(w + "/planet_components", key);
        const auto pl = parse_planet(key);
        if (!pl) fail(p, "unknown planet " + quote(key));
        const auto index = clockwise_index(*pl);
        if (!index) fail(p, "components lie only on Entanglion planets");
        s.planet_components[*index] = component(value, p);
    }
    if (j.contains("ship_components")) {
        s.ship_components = per_ship<Component>(j["ship_components"], w + "/ship_components", component);
    }
    return s;
}

// ---- chance ---------------------------------------------------------------------------------------

json chance_to_json(const ChanceOutcome& c) {
    json j;
    const std::string key(chance_kind_id(c.kind));
    switch (c.kind) {
        case ChanceKind::kEntanglionDie:
        case ChanceKind::kCentariousDie:
            j[key] = static_cast<int>(c.value);
            break;
        case ChanceKind::kMeasurement:
            j[key] = {{"MERCURIAL", c.value / 2}, {"RUBICON", c.value % 2}};
            break;
        case ChanceKind::kComponentPick:
        case ChanceKind::kComponentPlacement:
            j[key] = component_id(static_cast<Component>(c.value));
            break;
        case ChanceKind::kEngineDraw:
            j[key] = engine_card_id(static_cast<EngineCard>(c.value));
            break;
        case ChanceKind::kEventDraw:
            j[key] = event_card_id(static_cast<EventCard>(c.value));
            break;
    }
    return j;
}

ChanceOutcome chance_from_json(const json& j, const std::string& w) {
    if (!j.is_object() || j.size() != 1) fail(w, "expected an object with one key such as {\"d8\": 3}");
    const std::string key = j.begin().key();
    const json& v = j.begin().value();
    const std::string p = child_pointer(w, key);
    ChanceOutcome c;
    if (key == "d8") {
        c.kind = ChanceKind::kEntanglionDie;
        const int face = integer(v, p);
        if (face < 1 || face > 8) fail(p, "a d8 result is 1..8, got " + std::to_string(face));
        c.value = static_cast<std::int8_t>(face);
    } else if (key == "centarious") {
        c.kind = ChanceKind::kCentariousDie;
        const int face = integer(v, p);
        if (face != 0 && face != 1) fail(p, "a Centarious die result is 0 or 1, got " + std::to_string(face));
        c.value = static_cast<std::int8_t>(face);
    } else if (key == "measure") {
        c.kind = ChanceKind::kMeasurement;
        const int m = integer(field(v, p, "MERCURIAL"), p + "/MERCURIAL");
        const int r = integer(field(v, p, "RUBICON"), p + "/RUBICON");
        if ((m != 0 && m != 1) || (r != 0 && r != 1)) fail(p, "measured bits are 0 or 1");
        c.value = static_cast<std::int8_t>(2 * m + r);
    } else if (key == "component_pick" || key == "component_placement") {
        c.kind = key == "component_pick" ? ChanceKind::kComponentPick : ChanceKind::kComponentPlacement;
        c.value = static_cast<std::int8_t>(component(v, p));
    } else if (key == "engine_draw") {
        c.kind = ChanceKind::kEngineDraw;
        c.value = static_cast<std::int8_t>(engine_card(v, p));
    } else if (key == "event_draw") {
        c.kind = ChanceKind::kEventDraw;
        c.value = static_cast<std::int8_t>(event_card(v, p));
    } else {
        fail(w, "unknown chance outcome " + quote(key) +
                    " (expected d8, centarious, measure, component_pick, engine_draw, event_draw, "
                    "component_placement)");
    }
    return c;
}

// ---- actions --------------------------------------------------------------------------------------

json action_to_json(const Action& a) {
    json j;
    j["player"] = ship_id(a.player);
    j["type"] = action_type_id(a.type);
    for (ActionField f : action_type_info(a.type).fields) {
        const ActionFieldInfo& info = action_field_info(f);
        const int value = action_field_value(a, f);
        if (action_value_info(info.kind).json_number) {
            j[std::string(info.key)] = value;
        } else {
            j[std::string(info.key)] = action_value_text(info.kind, value);
        }
    }
    return j;
}

// Reads `field` of an action; the value is a JSON number or string as the table says.
int action_field_from_json(const json& j, const std::string& w, const ActionFieldInfo& info) {
    const std::string key(info.key);
    const json& v = field(j, w, key.c_str());
    const std::string p = child_pointer(w, key);
    std::string word;
    std::string quoted;
    if (action_value_info(info.kind).json_number) {
        word = std::to_string(integer(v, p));
        quoted = word;
    } else {
        word = text(v, p);
        quoted = quote(word);
    }
    const std::optional<int> value = parse_action_value(info.kind, word);
    if (!value) fail(p, describe_bad_action_value(info.kind, quoted));
    return *value;
}

Action action_from_json(const json& j, const std::string& w) {
    Action a;
    a.player = ship(field(j, w, "player"), w + "/player");
    const std::string type_name = text(field(j, w, "type"), w + "/type");
    const auto type = parse_action_type(type_name);
    if (!type) fail(w + "/type", "unknown action type " + quote(type_name));
    a.type = *type;
    const ActionTypeInfo& type_info = action_type_info(a.type);
    for (ActionField f : type_info.fields)
        set_action_field_value(a, f, action_field_from_json(j, w, action_field_info(f)));
    // A field of another type would be ignored, so it is refused: the file means something else.
    for (const ActionFieldInfo& other : kActionFields) {
        const std::string key(other.key);
        if (type_info.fields.contains(other.field) || !j.contains(key)) continue;
        std::string has;
        for (ActionField f : type_info.fields) has += (has.empty() ? "" : ", ") + std::string(action_field_info(f).key);
        fail(child_pointer(w, key), quote(key) + " is not a field of " + std::string(type_info.id) + " (" +
                                        std::string(type_info.id) + " has " + (has.empty() ? "none" : has) + ")");
    }
    return a;
}

}  // namespace entanglion::rules::record_json
