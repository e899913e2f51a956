// Records (docs/record-format.md): one flat history of the setup's chance outcomes, then the actions
// and chance outcomes, what every GameSession writes. Older versions: legacy_records_test.cpp.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "game/rules/record.h"
#include "game/rules/replay_cursor.h"
#include "statevector/random.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

GameSession played_session(std::uint64_t seed, RulesVariant variant, int max_actions) {
    GameSession session(seed, 1, variant);
    Rng pick(seed + 100);
    for (int i = 0; i < max_actions && !session.state().is_over(); ++i) {
        const ActionList legal = session.state().legal_actions();
        EXPECT_TRUE(session.apply(legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))], nullptr));
    }
    return session;
}

std::string replay_error(const std::string& text) {
    std::string error;
    const std::optional<GameRecord> record = record_from_json(text, "game.json", &error);
    EXPECT_TRUE(record) << error;
    return record ? replay_record(*record).error : error;
}

TEST(RecordHistoryTest, ARecordIsItsGamesHistoryAndBack) {
    // history_of(record) is the replayed game's GameState::history(); record_of_history inverts it.
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const GameSession session = played_session(seed, seed % 2 ? RulesVariant::kBoard : RulesVariant::kQuantum, 80);
        const GameRecord& record = session.record();
        EXPECT_EQ(history_of(record), session.state().history()) << "seed " << seed;
        const ReplayResult replayed = replay_record(record);
        ASSERT_TRUE(replayed.state) << replayed.error;
        EXPECT_EQ(history_of(record), replayed.state->history()) << "seed " << seed;
        const GameRecord back = record_of_history(record.difficulty, record.variant, record.seed, history_of(record));
        EXPECT_EQ(back, record) << "seed " << seed;
        EXPECT_FALSE(back.setup_chance.empty());
    }
}

TEST(RecordHistoryTest, EverySessionWritesOneFlatHistoryThatReplaysToItsState) {
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const GameSession session = played_session(seed, variant, 400);
            const std::string text = record_to_json(session.record());
            const nlohmann::json j = nlohmann::json::parse(text);
            EXPECT_EQ(j["version"], kRecordFormatVersionWithoutTakeBacks);
            EXPECT_FALSE(j.contains("actions"));
            ASSERT_TRUE(j["history"].is_array());
            // The flat history is the session's own: the setup's outcomes, then each action and the
            // chance nodes' outcomes.
            std::size_t chance_entries = 0;
            for (const nlohmann::json& entry : j["history"]) chance_entries += entry.contains("type") ? 0 : 1;
            EXPECT_EQ(j["history"].size(), session.history().size()) << "seed " << seed;
            EXPECT_EQ(chance_entries + session.record().actions.size(), session.history().size());

            std::string error;
            const std::optional<GameRecord> read = record_from_json(text, "saved.json", &error);
            ASSERT_TRUE(read) << error;
            EXPECT_EQ(record_to_json(*read), text) << "seed " << seed;
            const ReplayResult replay = replay_record(*read);
            ASSERT_TRUE(replay.state) << "seed " << seed << ": " << replay.error;
            EXPECT_TRUE(*replay.state == session.state()) << "seed " << seed;
        }
    }
}

TEST(RecordHistoryTest, AHistoryItsSeedDidNotDealGoesOnWithADerivedSeedTheSameEveryTime) {
    GameRecord record = played_session(8, RulesVariant::kBoard, 30).record();
    // A shorter history whose last die is changed: still a possible game, but not the seed's.
    bool changed = false;
    for (RecordedAction& recorded : record.actions) {
        for (ChanceOutcome& outcome : recorded.chance) {
            if (changed || outcome.kind != ChanceKind::kEntanglionDie) continue;
            outcome.value = outcome.value % 8 + 1;
            changed = true;
        }
        if (changed) {
            record.actions.resize(static_cast<std::size_t>(&recorded - record.actions.data()) + 1);
            break;
        }
    }
    ASSERT_TRUE(changed);
    std::string error;
    std::optional<GameSession> first = GameSession::resume(record, &error);
    ASSERT_TRUE(first) << error;
    std::optional<GameSession> second = GameSession::resume(record, &error);
    ASSERT_TRUE(second) << error;
    Rng pick_a(4);
    Rng pick_b(4);
    for (int i = 0; i < 50 && !first->state().is_over(); ++i) {
        const ActionList legal = first->state().legal_actions();
        ASSERT_TRUE(first->apply(legal[static_cast<std::size_t>(pick_a.uniform_index(legal.size()))], &error));
        const ActionList same = second->state().legal_actions();
        ASSERT_TRUE(second->apply(same[static_cast<std::size_t>(pick_b.uniform_index(same.size()))], &error));
    }
    EXPECT_TRUE(first->state() == second->state());
}

nlohmann::json small_history() {
    const GameRecord record = played_session(2, RulesVariant::kBoard, 30).record();
    return nlohmann::json::parse(record_to_json(record));
}

// The index of the first history entry after `from` with `key`.
std::size_t entry_with(const nlohmann::json& j, const char* key, std::size_t from = 0) {
    for (std::size_t i = from; i < j["history"].size(); ++i)
        if (j["history"][i].contains(key)) return i;
    ADD_FAILURE() << "no history entry with " << key;
    return 0;
}

TEST(RecordHistoryTest, AMalformedHistoryIsRefusedWithItsLocation) {
    const nlohmann::json j = small_history();
    nlohmann::json with_actions = j;
    with_actions["actions"] = nlohmann::json::array();
    EXPECT_EQ(record_error_of(with_actions.dump()),
              "game.json: /actions: \"actions\" is a version 1 key: version 3 keeps the actions and the chance "
              "outcomes in \"history\"");
    nlohmann::json chance_field = j;
    const std::size_t first_action = entry_with(j, "type");
    chance_field["history"][first_action]["chance"] = nlohmann::json::array();
    EXPECT_EQ(record_error_of(chance_field.dump()),
              "game.json: /history/" + std::to_string(first_action) +
                  "/chance: \"chance\" is a version 1 field: the chance outcomes are entries of the history that "
                  "follow the action");
    nlohmann::json shuffle = j;
    shuffle["history"][1] = {{"event_order", nlohmann::json::array()}};
    EXPECT_NE(record_error_of(shuffle.dump()).find("game.json: /history/1: unknown chance outcome \"event_order\""),
              std::string::npos);
    // The history of a new game starts with its setup's outcomes: a die first is not one of them.
    nlohmann::json chance_first = j;
    chance_first["history"].insert(chance_first["history"].begin(), nlohmann::json{{"d8", 3}});
    EXPECT_EQ(replay_error(chance_first.dump()),
              "setup: chance outcome 0 (d8): the chance node is a component_placement, not a d8");
    nlohmann::json bad_draw = j;
    bad_draw["history"][entry_with(j, "engine_draw")]["engine_draw"] = "Q";
    EXPECT_EQ(record_error_of(bad_draw.dump()), "game.json: /history/" + std::to_string(entry_with(j, "engine_draw")) +
                                                    "/engine_draw: unknown engine card \"Q\"");
    nlohmann::json not_object = j;
    not_object["history"][0] = 7;
    EXPECT_EQ(record_error_of(not_object.dump()),
              "game.json: /history/0: expected an action or a chance outcome (an object), got 7");
}

TEST(RecordHistoryTest, AHistoryThatDoesNotFitTheGameFailsAtItsAction) {
    const nlohmann::json j = small_history();
    // The first draw after the first action removed: the action's resolution waits for it.
    nlohmann::json missing = j;
    const std::size_t draw = entry_with(j, "engine_draw", entry_with(j, "type"));
    missing["history"].erase(draw);
    const std::string missing_error = replay_error(missing.dump());
    EXPECT_NE(missing_error.find("the history stops at a chance node: the game needs a engine_draw outcome"),
              std::string::npos)
        << missing_error;
    // PROBE lies at the bottom of the first stack: it cannot be the first card drawn in play.
    nlohmann::json probe = j;
    probe["history"][draw]["engine_draw"] = "PROBE";
    const std::string probe_error = replay_error(probe.dump());
    EXPECT_EQ(probe_error.rfind("action ", 0), 0u) << probe_error;
    EXPECT_NE(probe_error.find("chance outcome 0 (engine_draw): "), std::string::npos) << probe_error;
}

}  // namespace
}  // namespace entanglion::rules::testing

namespace entanglion::rules::testing {
namespace {

TEST(RecordHistoryTest, TheChanceOutcomesOfARecordAreTheSetupsThenEachActions) {
    const GameRecord record = played_session(6, RulesVariant::kQuantum, 120).record();
    std::vector<ChanceOutcome> expected = record.setup_chance;
    for (const RecordedAction& recorded : record.actions) {
        expected.insert(expected.end(), recorded.chance.begin(), recorded.chance.end());
    }
    // The setup: eight placements, the first player's d8s (two a round), two Centarious dice, six draws.
    ASSERT_GE(record.setup_chance.size(), 18u);
    EXPECT_EQ(record.setup_chance.size() % 2, 0u);
    for (std::size_t i = 0; i < 8; ++i) EXPECT_EQ(record.setup_chance[i].kind, ChanceKind::kComponentPlacement);
    for (std::size_t i = record.setup_chance.size() - 6; i < record.setup_chance.size(); ++i) {
        EXPECT_EQ(record.setup_chance[i].kind, ChanceKind::kEngineDraw);
    }
    EXPECT_EQ(chance_outcomes_of(record), expected);
}

}  // namespace
}  // namespace entanglion::rules::testing
