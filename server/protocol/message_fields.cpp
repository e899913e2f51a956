// Checked reading of a message's fields (message_fields.h).
#include "server/protocol/message_fields.h"

#include <algorithm>
#include <array>

#include "game/io/json_input.h"
#include "game/rules/cards.h"

namespace entanglion::protocol::detail {

const json* Fields::optional(const char* key) {
    known_.push_back(key);
    const auto found = object_.find(key);
    return found == object_.end() ? nullptr : &*found;
}

const json& Fields::required(const char* key) {
    const json* value = optional(key);
    if (!value) fail(key, "missing");
    return *value;
}

std::string Fields::string(const char* key, std::size_t max_chars) {
    const json& value = required(key);
    if (!value.is_string()) fail(key, "expected a string, got " + json_input::preview(value));
    const std::string& text = value.get_ref<const std::string&>();
    if (text.size() > max_chars) {
        fail(key, "longer than " + std::to_string(max_chars) + " characters: " + json_input::quote(text));
    }
    return text;
}

std::optional<std::string> Fields::optional_string(const char* key, std::size_t max_chars) {
    if (!object_.contains(key)) {
        known_.push_back(key);
        return std::nullopt;
    }
    return string(key, max_chars);
}

std::uint64_t Fields::whole(const json& value, const char* key, std::uint64_t low, std::uint64_t high) {
    const std::string range = "a whole number from " + std::to_string(low) + " to " + std::to_string(high);
    if (!value.is_number_integer()) fail(key, "expected " + range + ", got " + json_input::preview(value));
    if (value.is_number_unsigned()) {
        const std::uint64_t number = value.get<std::uint64_t>();
        if (number >= low && number <= high) return number;
    } else {
        const std::int64_t number = value.get<std::int64_t>();
        if (number >= 0 && static_cast<std::uint64_t>(number) >= low && static_cast<std::uint64_t>(number) <= high)
            return static_cast<std::uint64_t>(number);
    }
    fail(key, "expected " + range + ", got " + json_input::preview(value));
}

std::optional<std::uint64_t> Fields::optional_whole(const char* key, std::uint64_t low, std::uint64_t high) {
    const json* value = optional(key);
    if (!value) return std::nullopt;
    return whole(*value, key, low, high);
}

Ship Fields::ship(const char* key) {
    const std::string text = string(key, 16);
    const std::optional<Ship> ship = parse_ship(text);
    if (!ship) fail(key, "expected \"MERCURIAL\" or \"RUBICON\", got " + json_input::quote(text));
    return *ship;
}

const json& Fields::array(const char* key) {
    const json& value = required(key);
    if (!value.is_array()) fail(key, "expected an array, got " + json_input::preview(value));
    return value;
}

const json& Fields::object(const char* key) {
    const json& value = required(key);
    if (!value.is_object()) fail(key, "expected an object, got " + json_input::preview(value));
    return value;
}

void Fields::finish() const {
    for (const auto& [key, value] : object_.items()) {
        if (key == "type") continue;
        if (std::find(known_.begin(), known_.end(), key) == known_.end()) {
            throw FieldProblem{ErrorCode::kInvalidField,
                               std::string(type_) + ": unknown field " + json_input::quote(key)};
        }
    }
}

void Fields::fail(const char* key, const std::string& problem) const {
    throw FieldProblem{ErrorCode::kInvalidField, std::string(type_) + "." + key + ": " + problem};
}

namespace {

constexpr std::array<const char*, 4> kPingKeys = {"planet", "engine_card", "event_card", "component"};

bool known_id(PingTarget::Kind kind, std::string_view id) {
    switch (kind) {
        case PingTarget::Kind::kPlanet:
            return parse_planet(id).has_value();
        case PingTarget::Kind::kEngineCard:
            return rules::parse_engine_card(id).has_value();
        case PingTarget::Kind::kEventCard:
            return rules::parse_event_card(id).has_value();
        case PingTarget::Kind::kComponent:
            return rules::parse_component(id).has_value();
    }
    return false;
}

}  // namespace

std::string ai_field(Fields& fields) {
    const std::optional<std::string> ai = fields.optional_string("ai", 32);
    if (!ai) return {};
    const bool named = !ai->empty() && std::all_of(ai->begin(), ai->end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
    if (!named)
        fields.fail("ai",
                    "expected a policy's name (lowercase letters, digits, _ or -), got " + json_input::quote(*ai));
    return *ai;
}

std::string ping_target_kind_id(PingTarget::Kind kind) { return kPingKeys[static_cast<int>(kind)]; }

json ping_target_to_json(const PingTarget& target) { return {{ping_target_kind_id(target.kind), target.id}}; }

PingTarget ping_target_from_json(Fields& fields) {
    std::optional<PingTarget> target;
    for (std::size_t k = 0; k < kPingKeys.size(); ++k) {
        const std::optional<std::string> id = fields.optional_string(kPingKeys[k], 64);
        if (!id) continue;
        const auto kind = static_cast<PingTarget::Kind>(k);
        if (target)
            fields.fail(kPingKeys[k],
                        "a ping points at one thing, and it already names a " + ping_target_kind_id(target->kind));
        if (!known_id(kind, *id)) fields.fail(kPingKeys[k], json_input::quote(*id) + " is not a known id");
        target = PingTarget{kind, *id};
    }
    if (!target) fields.fail("planet", "missing: a ping names a planet, engine_card, event_card or component");
    return *target;
}

}  // namespace entanglion::protocol::detail

namespace entanglion::protocol {

std::optional<PingTarget> ping_target_named(std::string_view id) {
    using Kind = PingTarget::Kind;
    if (const auto planet = parse_planet(id)) return PingTarget{Kind::kPlanet, std::string(planet_id(*planet))};
    if (const auto card = rules::parse_engine_card(id))
        return PingTarget{Kind::kEngineCard, std::string(rules::engine_card_id(*card))};
    if (const auto card = rules::parse_event_card(id))
        return PingTarget{Kind::kEventCard, std::string(rules::event_card_id(*card))};
    if (const auto part = rules::parse_component(id))
        return PingTarget{Kind::kComponent, std::string(rules::component_id(*part))};
    return std::nullopt;
}

}  // namespace entanglion::protocol
