// A game record file <-> JSON (docs/record-format.md): the top level and the flat history. The values
// inside are record_json.cpp's; records of older versions are converted by legacy_records.cpp.

#include <algorithm>

#include "game/io/json_input.h"
#include "game/rules/legacy_records.h"
#include "game/rules/record.h"
#include "game/rules/record_json_parts.h"

namespace entanglion::rules {

namespace {

using json_input::preview;
using json_input::quote;
using namespace record_json;

json history_to_json(const GameRecord& record) {
    json history = json::array();
    for (const ChanceOutcome& outcome : record.setup_chance) history.push_back(chance_to_json(outcome));
    for (const RecordedAction& recorded : record.actions) {
        if (recorded.take_back) {
            json returned = json::array();
            for (const ChanceOutcome& outcome : recorded.chance) returned.push_back(chance_to_json(outcome));
            history.push_back({{"take_back", action_to_json(recorded.action)}, {"returned", std::move(returned)}});
            continue;
        }
        json entry = action_to_json(recorded.action);
        if (!recorded.annotation.empty()) entry["annotation"] = json::parse(recorded.annotation);
        history.push_back(std::move(entry));
        for (const ChanceOutcome& outcome : recorded.chance) history.push_back(chance_to_json(outcome));
    }
    return history;
}

/// A take-back entry (version 4): the action taken back and the cards it drew, which go back.
RecordedAction take_back_from_json(const json& entry, const std::string& where, int version) {
    if (version < 4)
        fail(where + "/take_back", "a take-back is an entry of version 4 records, not " + std::to_string(version));
    for (const auto& [key, value] : entry.items()) {
        if (key != "take_back" && key != "returned")
            fail(where + "/" + key, "\"" + key + "\" is not a field of a take-back (it has take_back and returned)");
    }
    const json& taken = entry["take_back"];
    if (!taken.is_object())
        fail(where + "/take_back", "expected the action taken back (an object), got " + preview(taken));
    RecordedAction recorded{
        .action = action_from_json(taken, where + "/take_back"), .chance = {}, .annotation = {}, .take_back = true};
    const json& returned = field(entry, where, "returned");
    array(returned, where + "/returned");
    for (std::size_t k = 0; k < returned.size(); ++k) {
        const std::string at = where + "/returned/" + std::to_string(k);
        const ChanceOutcome outcome = chance_from_json(returned[k], at);
        if (outcome.kind != ChanceKind::kEngineDraw && outcome.kind != ChanceKind::kEventDraw)
            fail(at, "only drawn cards go back: an engine_draw or an event_draw");
        recorded.chance.push_back(outcome);
    }
    return recorded;
}

void history_from_json(const json& history, GameRecord& record, bool leading_outcomes_allowed, int version) {
    array(history, "/history");
    for (std::size_t i = 0; i < history.size(); ++i) {
        const std::string where = "/history/" + std::to_string(i);
        const json& entry = history[i];
        if (!entry.is_object())
            fail(where, "expected an action or a chance outcome (an object), got " + preview(entry));
        if (entry.contains("type")) {
            for (const char* old_key : {"chance", "scripted"}) {
                if (entry.contains(old_key)) {
                    fail(where + "/" + old_key, std::string("\"") + old_key +
                                                    "\" is a version 1 field: the chance outcomes are entries of "
                                                    "the history that follow the action");
                }
            }
            RecordedAction recorded{action_from_json(entry, where), {}, {}};
            if (entry.contains("annotation")) {
                // The rules never read an annotation; it only has to be an object (its readers check the rest).
                const json& annotation = entry["annotation"];
                if (!annotation.is_object())
                    fail(where + "/annotation", "an annotation is an object, got " + preview(annotation));
                recorded.annotation = annotation.dump();
            }
            record.actions.push_back(std::move(recorded));
            continue;
        }
        if (entry.contains("take_back")) {
            record.actions.push_back(take_back_from_json(entry, where, version));
            continue;
        }
        const ChanceOutcome outcome = chance_from_json(entry, where);
        if (!record.actions.empty() && record.actions.back().take_back) {
            fail(where, "a chance outcome right after a take-back (a take-back meets no chance)");
        } else if (!record.actions.empty()) {
            record.actions.back().chance.push_back(outcome);
        } else if (leading_outcomes_allowed) {
            record.setup_chance.push_back(outcome);
        } else {
            fail(where, record.setup ? "a chance outcome before the first action (an explicit setup deals nothing)"
                                     : "a chance outcome before the first action (the history starts with an action)");
        }
    }
}

void reject_keys_of_version_1(const json& j, int version) {
    // A key of another version would be silently ignored: the file would mean something else.
    for (const char* old_key : {"actions", "chance"}) {
        if (j.contains(old_key)) {
            fail(std::string("/") + old_key, std::string("\"") + old_key + "\" is a version 1 key: version " +
                                                 std::to_string(version) +
                                                 " keeps the actions and the chance outcomes in \"history\"");
        }
    }
}

}  // namespace

std::string record_to_json(const GameRecord& record) {
    json j;
    j["format"] = kFormatName;
    // Version 4 only adds take-backs: a record without one stays version 3, which older builds read.
    const bool takes_back = std::any_of(record.actions.begin(), record.actions.end(),
                                        [](const RecordedAction& recorded) { return recorded.take_back; });
    j["version"] = takes_back ? kRecordFormatVersion : kRecordFormatVersionWithoutTakeBacks;
    j["difficulty"] = record.difficulty;
    j["variant"] = variant_id(record.variant);
    if (record.seed) j["seed"] = *record.seed;
    if (record.setup) j["setup"] = setup_to_json(*record.setup);
    j["history"] = history_to_json(record);
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
        const int version = integer(field(j, "", "version"), "/version");
        if (version < 1 || version > kRecordFormatVersion) {
            fail("/version", "unsupported version " + std::to_string(version) + " (this build reads versions 1 to " +
                                 std::to_string(kRecordFormatVersion) + ")");
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
        }
        const bool needs_setup = version < 3 ? !r.seed : false;
        if (j.contains("setup") || needs_setup) {
            r.setup = setup_from_json(field(j, "", "setup"), "/setup");
            r.setup->variant = r.variant;
            const std::string problem = validate_setup(*r.setup);
            if (!problem.empty()) fail("/setup", problem);
        }
        if (version == 1) return convert_version1(j, std::move(r), source_name, error);
        reject_keys_of_version_1(j, version);
        history_from_json(field(j, "", "history"), r, version >= 3 && !r.setup, version);
        if (version == 2 && !r.setup) return convert_version2_seeded_setup(std::move(r), source_name, error);
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
