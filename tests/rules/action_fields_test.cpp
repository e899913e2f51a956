// The action field table (action_fields.h), walked: every type with every value of its fields
// round-trips through JSON and text; the JSON reader wants every field a type has and refuses a field
// of another type, naming it; the text form names the arguments it expects.

#include "game/rules/action_fields.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "game/rules/record.h"

namespace entanglion::rules {
namespace {

using nlohmann::json;

int value_count(ActionField field) {
    const ActionValueInfo& values = action_value_info(action_field_info(field).kind);
    return values.last - values.first + 1;
}

// An action of `info`'s type whose i-th field holds its kind's (step + i)-th value, wrapping: over
// the steps up to most_values(info), every value of every field appears.
Action with_values(const ActionTypeInfo& info, Ship player, int step) {
    Action a = Action::make(info.type, player);
    for (std::size_t i = 0; i < info.fields.size(); ++i) {
        const int first = action_value_info(action_field_info(info.fields[i]).kind).first;
        set_action_field_value(a, info.fields[i], first + (step + static_cast<int>(i)) % value_count(info.fields[i]));
    }
    return a;
}

int most_values(const ActionTypeInfo& info) {
    int most = 1;
    for (ActionField f : info.fields) most = std::max(most, value_count(f));
    return most;
}

// A record holding just `action` (it reads; it is not meant to replay).
std::string record_of(const Action& action) {
    GameRecord record;
    record.difficulty = 1;
    record.variant = RulesVariant::kBoard;
    record.seed = 1;
    record.actions.push_back(RecordedAction{action, {}, {}});
    return record_to_json(record);
}

std::string read_error(const json& record) {
    std::string error;
    EXPECT_FALSE(record_from_json(record.dump(), "game.json", &error));
    return error;
}

TEST(ActionFieldsTest, IdsAndKeysAreDistinctAndReadBack) {
    std::set<std::string_view> ids;
    for (const ActionTypeInfo& info : kActionTypes) {
        EXPECT_TRUE(ids.insert(info.id).second) << info.id;
        EXPECT_EQ(parse_action_type(info.id), info.type);
        EXPECT_EQ(action_type_id(info.type), info.id);
    }
    std::set<std::string_view> keys = {"player", "type", "chance", "scripted"};
    for (const ActionFieldInfo& info : kActionFields) EXPECT_TRUE(keys.insert(info.key).second) << info.key;
    for (const ActionValueInfo& values : kActionValues) {
        for (int v = values.first; v <= values.last; ++v) {
            EXPECT_EQ(parse_action_value(values.kind, action_value_text(values.kind, v)), v) << values.noun;
        }
        EXPECT_FALSE(parse_action_value(values.kind, "NOPE")) << values.noun;
    }
}

TEST(ActionFieldsTest, EveryTypeWithEveryValueRoundTripsThroughJsonAndText) {
    for (const ActionTypeInfo& info : kActionTypes) {
        for (Ship player : kShips) {
            for (int step = 0; step < most_values(info); ++step) {
                const Action action = with_values(info, player, step);
                const std::string text = action_to_string(action);
                EXPECT_EQ(canonical_action(action), action) << text;
                std::string error;
                const auto from_text = parse_action(text, &error);
                ASSERT_TRUE(from_text) << text << ": " << error;
                EXPECT_EQ(*from_text, action) << text;

                const std::string record = record_of(action);
                const auto from_json = record_from_json(record, "game.json", &error);
                ASSERT_TRUE(from_json) << text << ": " << error;
                EXPECT_EQ(from_json->actions.at(0).action, action) << text;
                EXPECT_EQ(record_to_json(*from_json), record) << text;
                // Exactly the table's fields besides player and type.
                const json written = json::parse(record)["history"][0];
                EXPECT_EQ(written.size(), 2 + info.fields.size()) << written.dump();
                for (ActionField f : info.fields) {
                    EXPECT_TRUE(written.contains(std::string(action_field_info(f).key))) << written.dump();
                }
            }
        }
    }
}

TEST(ActionFieldsTest, JsonRefusesAnActionMissingOneOfItsFields) {
    for (const ActionTypeInfo& info : kActionTypes) {
        const json record = json::parse(record_of(with_values(info, Ship::kRubicon, 1)));
        for (ActionField f : info.fields) {
            const std::string key(action_field_info(f).key);
            json missing = record;
            missing["history"][0].erase(key);
            EXPECT_EQ(read_error(missing), "game.json: /history/0: missing field \"" + key + "\"") << info.id;
        }
    }
}

TEST(ActionFieldsTest, JsonRefusesAFieldOfAnotherType) {
    for (const ActionTypeInfo& info : kActionTypes) {
        const json record = json::parse(record_of(with_values(info, Ship::kMercurial, 2)));
        for (const ActionFieldInfo& other : kActionFields) {
            if (info.fields.contains(other.field)) continue;
            // The extra field, written as a type that has it writes it.
            const ActionTypeInfo& owner =
                *std::find_if(kActionTypes.begin(), kActionTypes.end(),
                              [&](const ActionTypeInfo& t) { return t.fields.contains(other.field); });
            const std::string key(other.key);
            json extra = record;
            extra["history"][0][key] =
                json::parse(record_of(with_values(owner, Ship::kMercurial, 0)))["history"][0][key];
            const std::string error = read_error(extra);
            EXPECT_EQ(
                error.rfind(
                    "game.json: /history/0/" + key + ": \"" + key + "\" is not a field of " + std::string(info.id), 0),
                0u)
                << error;
        }
    }
    const json navigate = json::parse(record_of(Action::navigate(Ship::kMercurial, EngineCard::kH)));
    json with_give = navigate;
    with_give["history"][0]["give"] = "X";
    EXPECT_EQ(read_error(with_give),
              "game.json: /history/0/give: \"give\" is not a field of navigate (navigate has card)");
    const json retrieve = json::parse(record_of(Action::retrieve(Ship::kRubicon)));
    json with_card = retrieve;
    with_card["history"][0]["card"] = "X";
    EXPECT_EQ(read_error(with_card),
              "game.json: /history/0/card: \"card\" is not a field of retrieve (retrieve has none)");
}

TEST(ActionFieldsTest, JsonRefusesABadValueNamingIt) {
    json card = json::parse(record_of(Action::navigate(Ship::kMercurial, EngineCard::kH)));
    card["history"][0]["card"] = "Q";
    EXPECT_EQ(read_error(card), "game.json: /history/0/card: unknown engine card \"Q\"");
    json roll = json::parse(record_of(Action::keep_roll(Ship::kMercurial, 3)));
    roll["history"][0]["roll"] = 9;
    EXPECT_EQ(read_error(roll), "game.json: /history/0/roll: roll 9 is not in 1..8");
    roll["history"][0]["roll"] = "3";
    EXPECT_EQ(read_error(roll), "game.json: /history/0/roll: expected an integer, got \"3\"");
    json planet = json::parse(record_of(Action::place_ships(Ship::kRubicon, 0, 1)));
    planet["history"][0]["RUBICON"] = "PLUS";
    EXPECT_EQ(read_error(planet), "game.json: /history/0/RUBICON: \"PLUS\" is not ZERO or ONE");
}

TEST(ActionFieldsTest, JsonReadsValuesAsTheTextFormDoesAndIgnoresOtherKeys) {
    json record = json::parse(record_of(Action::place_ships(Ship::kRubicon, 0, 1)));
    record["history"][0]["MERCURIAL"] = "one";
    record["history"][0]["RUBICON"] = "0";
    record["history"][0]["note"] = "written by hand";
    std::string error;
    const auto parsed = record_from_json(record.dump(), "game.json", &error);
    ASSERT_TRUE(parsed) << error;
    EXPECT_EQ(parsed->actions.at(0).action, Action::place_ships(Ship::kRubicon, 1, 0));
    json event = json::parse(record_of(Action::play_event(Ship::kMercurial, EventCard::kBennett)));
    event["history"][0]["event"] = "the mechanic";
    const auto mechanic = record_from_json(event.dump(), "game.json", &error);
    ASSERT_TRUE(mechanic) << error;
    EXPECT_EQ(mechanic->actions.at(0).action, Action::play_event(Ship::kMercurial, EventCard::kTheMechanic));
}

TEST(ActionFieldsTest, TextNamesTheArgumentsItExpects) {
    for (const ActionTypeInfo& info : kActionTypes) {
        const std::string text = action_to_string(with_values(info, Ship::kMercurial, 0));
        std::string error;
        if (info.fields.empty()) {
            EXPECT_FALSE(parse_action(text + " H", &error));
            EXPECT_EQ(error, std::string(info.id) + " takes no arguments");
            continue;
        }
        EXPECT_FALSE(parse_action(text.substr(0, text.rfind(' ')), &error)) << text;
        EXPECT_EQ(error.rfind(std::string(info.id) + " expects ", 0), 0u) << error;
        for (ActionField f : info.fields) EXPECT_NE(error.find(action_field_info(f).key), std::string::npos) << error;
    }
    std::string error;
    EXPECT_FALSE(parse_action("MERCURIAL interconnect_swap H", &error));
    EXPECT_EQ(error, "interconnect_swap expects 2 arguments: give (engine card), take (engine card)");
    EXPECT_FALSE(parse_action("MERCURIAL navigate H X", &error));
    EXPECT_EQ(error, "navigate expects 1 argument: card (engine card)");
    EXPECT_FALSE(parse_action("RUBICON keep_roll 9", &error));
    EXPECT_EQ(error, "roll \"9\" is not in 1..8");
    EXPECT_FALSE(parse_action("RUBICON place_ships ZERO TWO", &error));
    EXPECT_EQ(error, "\"TWO\" is not ZERO or ONE");
    EXPECT_FALSE(parse_action("RUBICON bennett_give QUANTUM NOTHING", &error));
    EXPECT_EQ(error, "unknown component \"QUANTUM_NOTHING\"");
}

TEST(ActionFieldsTest, CanonicalActionResetsTheFieldsATypeDoesNotUse) {
    Action noisy = Action::navigate(Ship::kRubicon, EngineCard::kCNOT);
    noisy.other_card = EngineCard::kSWAP;
    noisy.event = EventCard::kHeisenberg;
    noisy.value = 5;
    noisy.rubicon_bit = 1;
    EXPECT_EQ(canonical_action(noisy), Action::navigate(Ship::kRubicon, EngineCard::kCNOT));
}

// The backquoted words of a Markdown table cell, leaving out quoted values such as `"ZERO"`.
std::vector<std::string> quoted_words(const std::string& cell) {
    std::vector<std::string> words;
    for (std::size_t open = cell.find('`'); open != std::string::npos; open = cell.find('`', open)) {
        const std::size_t close = cell.find('`', open + 1);
        if (close == std::string::npos) break;
        const std::string word = cell.substr(open + 1, close - open - 1);
        if (!word.empty() && word[0] != '"') words.push_back(word);
        open = close + 1;
    }
    return words;
}

TEST(ActionFieldsTest, TheRecordFormatDocumentShowsTheTable) {
    // docs/record-format.md's "Actions" table: | `type` (/ `type`) | `field`, `field` | meaning |
    std::ifstream in(std::string(ENTANGLION_SOURCE_DIR) + "/docs/record-format.md");
    std::string line;
    while (std::getline(in, line) && line != "## Actions") {
    }
    std::map<std::string, std::vector<std::string>> documented;
    while (std::getline(in, line) && line.rfind("## ", 0) != 0) {
        if (line.rfind("| `", 0) != 0) continue;
        const std::size_t second = line.find('|', 1);
        const std::size_t third = line.find('|', second + 1);
        if (second == std::string::npos || third == std::string::npos) continue;
        const std::vector<std::string> fields = quoted_words(line.substr(second + 1, third - second - 1));
        for (const std::string& type : quoted_words(line.substr(1, second - 1))) {
            if (parse_action_type(type)) documented[type] = fields;
        }
    }
    for (const ActionTypeInfo& info : kActionTypes) {
        std::vector<std::string> keys;
        for (ActionField f : info.fields) keys.emplace_back(action_field_info(f).key);
        ASSERT_TRUE(documented.contains(std::string(info.id))) << info.id << " is missing from docs/record-format.md";
        EXPECT_EQ(documented[std::string(info.id)], keys) << info.id;
    }
    EXPECT_EQ(documented.size(), kActionTypes.size());
}

}  // namespace
}  // namespace entanglion::rules
