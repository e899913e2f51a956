#include "game/policies/explanation_note.h"

#include <nlohmann/json.hpp>

#include "game/io/json_input.h"

namespace entanglion::policies {

namespace {

using nlohmann::json;

struct NoteProblem {
    std::string message;
};

[[noreturn]] void fail(const std::string& field, const std::string& message) {
    throw NoteProblem{"note/" + field + ": " + message};
}

std::optional<ReasonKind> parse_reason_kind(std::string_view id) {
    for (int k = 0; k < kReasonKindCount; ++k) {
        if (reason_kind_id(static_cast<ReasonKind>(k)) == id) return static_cast<ReasonKind>(k);
    }
    return std::nullopt;
}

// A whole number from 0 to `most` (the counts of one search, a roll, a route's plies).
int count(const json& note, const char* key, int most) {
    if (!note.contains(key)) return 0;
    const json& value = note[key];
    if (!value.is_number_integer() || value.get<long long>() < 0 || value.get<long long>() > most)
        fail(key, "a whole number from 0 to " + std::to_string(most));
    return static_cast<int>(value.get<long long>());
}

Planet planet(const json& note, const char* key) {
    const json& value = note[key];
    const std::optional<Planet> p = value.is_string() ? parse_planet(value.get<std::string>()) : std::nullopt;
    if (!p) fail(key, "a planet's name, e.g. \"PHI_PLUS\"");
    return *p;
}

}  // namespace

std::string explanation_note(std::string_view policy, const Explanation& why) {
    json note;
    note["by"] = std::string(policy);
    note["reason"] = std::string(reason_kind_id(why.reason));
    if (why.positions) {
        note["mercurial"] = std::string(planet_id(why.positions->mercurial));
        note["rubicon"] = std::string(planet_id(why.positions->rubicon));
    }
    if (why.component) note["component"] = std::string(rules::component_id(*why.component));
    if (why.risk_numerator) {
        note["risk"] = *why.risk_numerator;
        note["risk_of"] = why.risk_denominator;
    }
    // Only the counts the reason uses are written; a missing count reads as 0.
    for (const auto& [key, value] :
         {std::pair{"turns", why.turns}, std::pair{"value", why.value}, std::pair{"options", why.option_count},
          std::pair{"playouts", why.playouts}, std::pair{"wins", why.wins}}) {
        if (value != 0) note[key] = value;
    }
    return note.dump();
}

std::optional<ExplanationNote> read_explanation_note(std::string_view text, const rules::Action& action,
                                                     std::string* error) {
    json_input::InputError input_error;
    const std::optional<json> parsed = json_input::parse_input<json>(text, "note", &input_error);
    if (!parsed) {
        if (error) *error = input_error.message();
        return std::nullopt;
    }
    try {
        const json& note = *parsed;
        if (!note.is_object()) fail("", "an object");
        if (!note.contains("by") || !note["by"].is_string()) fail("by", "the policy's name (a string)");
        if (!note.contains("reason") || !note["reason"].is_string()) fail("reason", "a reason's id (a string)");
        ExplanationNote read{note["by"].get<std::string>(), Explanation{}};
        read.why.action = action;
        const std::optional<ReasonKind> reason = parse_reason_kind(note["reason"].get<std::string>());
        if (!reason) fail("reason", "unknown reason \"" + note["reason"].get<std::string>() + "\"");
        read.why.reason = *reason;
        if (note.contains("mercurial") || note.contains("rubicon"))
            read.why.positions = ShipPositions{planet(note, "mercurial"), planet(note, "rubicon")};
        if (note.contains("component")) {
            const json& value = note["component"];
            read.why.component = value.is_string() ? rules::parse_component(value.get<std::string>()) : std::nullopt;
            if (!read.why.component) fail("component", "a component's name, e.g. \"QUANTUM_GATES\"");
        }
        if (note.contains("risk")) {
            constexpr int kMostOutcomes = 64;  // Magnetic Shielding's second chance: n/64
            read.why.risk_denominator = count(note, "risk_of", kMostOutcomes);
            read.why.risk_numerator = count(note, "risk", kMostOutcomes);
            if (read.why.risk_denominator == 0 || *read.why.risk_numerator > read.why.risk_denominator)
                fail("risk", "a fraction risk/risk_of from 0/n to n/n");
        }
        constexpr int kMostCount = 1'000'000'000;
        read.why.turns = count(note, "turns", kMostCount);
        read.why.value = count(note, "value", kMostCount);
        read.why.option_count = count(note, "options", kMostCount);
        read.why.playouts = count(note, "playouts", kMostCount);
        read.why.wins = count(note, "wins", read.why.playouts);
        return read;
    } catch (const NoteProblem& problem) {
        if (error) *error = problem.message;
        return std::nullopt;
    }
}

}  // namespace entanglion::policies
