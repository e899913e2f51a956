// A game record file <-> JSON, both versions (docs/record-format.md): the top level, version 2's flat
// history and version 1's actions with their chance lists. The values inside are record_json.cpp's.

#include "game/io/json_input.h"
#include "game/rules/record.h"
#include "game/rules/record_json_parts.h"

namespace entanglion::rules {

namespace {

using json_input::preview;
using json_input::quote;
using namespace record_json;

bool is_chance_node_kind(ChanceKind kind) {
    switch (kind) {
        case ChanceKind::kEntanglionDie:
        case ChanceKind::kCentariousDie:
        case ChanceKind::kComponentPick:
        case ChanceKind::kMeasurement:
        case ChanceKind::kEngineDraw:
        case ChanceKind::kEventDraw:
            return true;
        case ChanceKind::kEngineShuffle:
        case ChanceKind::kEventShuffle:
        case ChanceKind::kComponentShuffle:
            return false;
    }
    return false;
}

json history_to_json(const GameRecord& record) {
    json history = json::array();
    for (const RecordedAction& recorded : record.actions) {
        history.push_back(action_to_json(recorded.action));
        for (const ChanceOutcome& outcome : recorded.chance) history.push_back(chance_to_json(outcome));
    }
    return history;
}

// Version 2: each entry is a player's action (an object with "type") or a chance node's outcome (an
// object with one key); the outcomes that follow an action belong to its resolution.
std::vector<RecordedAction> history_from_json(const json& history) {
    std::vector<RecordedAction> actions;
    array(history, "/history");
    for (std::size_t i = 0; i < history.size(); ++i) {
        const std::string where = "/history/" + std::to_string(i);
        const json& entry = history[i];
        if (!entry.is_object()) fail(where, "expected an action or a chance outcome (an object), got " + preview(entry));
        if (entry.contains("type")) {
            for (const char* old_key : {"chance", "scripted"}) {
                if (entry.contains(old_key)) {
                    fail(where + "/" + old_key, std::string("\"") + old_key +
                                                    "\" is a version 1 field: in version 2 the chance outcomes are "
                                                    "entries of the history that follow the action");
                }
            }
            actions.push_back(RecordedAction{action_from_json(entry, where), {}, true});
            continue;
        }
        const ChanceOutcome outcome = chance_from_json(entry, where);
        if (!is_chance_node_kind(outcome.kind)) {
            fail(where, quote(chance_kind_id(outcome.kind)) +
                            " is a version 1 outcome (a shuffle): a version 2 history lists what each draw "
                            "revealed (engine_draw, event_draw)");
        }
        if (actions.empty()) fail(where, "a chance outcome before the first action (the history starts with an action)");
        actions.back().chance.push_back(outcome);
    }
    return actions;
}

std::vector<RecordedAction> version1_actions_from_json(const json& j, bool seeded) {
    std::vector<RecordedAction> actions;
    const json& list = array(field(j, "", "actions"), "/actions");
    for (std::size_t i = 0; i < list.size(); ++i) {
        actions.push_back(action_from_json(list[i], "/actions/" + std::to_string(i), seeded));
    }
    return actions;
}

}  // namespace

std::string record_to_json(const GameRecord& record) {
    json j;
    j["format"] = kFormatName;
    j["version"] = record.version;
    j["difficulty"] = record.difficulty;
    j["variant"] = variant_id(record.variant);
    const bool seeded = record.seed.has_value();
    if (seeded) j["seed"] = *record.seed;
    if (record.setup && !seeded) j["setup"] = setup_to_json(*record.setup);
    if (record.version >= 2) {
        j["history"] = history_to_json(record);
    } else {
        j["chance"] = seeded ? "seeded" : "scripted";
        j["actions"] = json::array();
        for (const RecordedAction& a : record.actions) j["actions"].push_back(action_to_json(a, seeded));
    }
    return j.dump(2) + "\n";
}

std::optional<GameRecord> record_from_json(std::string_view text_in, std::string_view source_name, std::string* error) {
    json_input::InputError input_error;
    std::optional<json> parsed = json_input::parse_input<json>(text_in, source_name, &input_error);
    if (!parsed) {
        if (error) *error = input_error.message();
        return std::nullopt;
    }
    const json& j = *parsed;
    try {
        GameRecord r;
        if (text(field(j, "", "format"), "/format") != kFormatName) {
            fail("/format", "expected \"" + std::string(kFormatName) + "\"");
        }
        r.version = integer(field(j, "", "version"), "/version");
        if (r.version != 1 && r.version != 2) {
            fail("/version", "unsupported version " + std::to_string(r.version) + " (this build reads versions 1 and 2)");
        }
        r.difficulty = integer(field(j, "", "difficulty"), "/difficulty");
        if (r.difficulty < 1 || r.difficulty > 3) fail("/difficulty", "difficulty is 1, 2 or 3");
        const std::string variant_name = text(field(j, "", "variant"), "/variant");
        const std::optional<RulesVariant> variant = parse_variant(variant_name);
        if (!variant) fail("/variant", "unknown variant " + quote(variant_name));
        r.variant = *variant;
        if (j.contains("seed")) {
            // A negative integer would wrap to a huge seed; a float is not a seed.
            if (!j["seed"].is_number_unsigned()) {
                fail("/seed",
                     "a seed is a whole number from 0 to 18446744073709551615 (2^64 - 1), got " + preview(j["seed"]));
            }
            r.seed = j["seed"].get<std::uint64_t>();
        } else {
            r.setup = setup_from_json(field(j, "", "setup"), "/setup");
            r.setup->variant = r.variant;
            const std::string problem = validate_setup(*r.setup);
            if (!problem.empty()) fail("/setup", problem);
        }
        if (r.version == 2) {
            // A key of the other version would be silently ignored: the file means something else.
            for (const char* old_key : {"actions", "chance"}) {
                if (j.contains(old_key)) {
                    fail(std::string("/") + old_key, std::string("\"") + old_key +
                                                         "\" is a version 1 key: version 2 keeps the actions and "
                                                         "the chance outcomes in \"history\"");
                }
            }
            r.actions = history_from_json(field(j, "", "history"));
            return r;
        }
        bool seeded = r.seed.has_value();
        if (j.contains("chance")) {
            const std::string mode = text(j["chance"], "/chance");
            if (mode != "seeded" && mode != "scripted") fail("/chance", "expected \"seeded\" or \"scripted\"");
            if (mode == "seeded" && !r.seed) fail("/chance", "\"seeded\" chance needs a \"seed\"");
            seeded = mode == "seeded";
        }
        r.actions = version1_actions_from_json(j, seeded);
        return r;
    } catch (const JsonProblem& problem) {
        if (error)
            *error = std::string(source_name) + ": " + (problem.where.empty() ? "/" : problem.where) + ": " +
                     problem.message;
        return std::nullopt;
    } catch (const json::exception& e) {  // not expected: every read checks the type first
        if (error) *error = std::string(source_name) + ": " + quote(e.what(), 2 * json_input::kMaxQuotedChars);
        return std::nullopt;
    }
}

}  // namespace entanglion::rules
