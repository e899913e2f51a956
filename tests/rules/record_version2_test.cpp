// Records version 2 (docs/record-format.md): one flat history of actions and chance outcomes, what
// every GameSession writes; version 1 records still load, replay to the same states and upgrade.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "game/rules/record.h"
#include "game/rules/replay_cursor.h"
#include "statevector/random.h"
#include "tests/rules/version1_records.h"

namespace entanglion::rules::testing {
namespace {

GameSession played_session(std::uint64_t seed, RulesVariant variant, int max_actions) {
    GameSession session(seed, 1, variant);
    Rng pick(seed + 100);
    for (int i = 0; i < max_actions && !session.state().is_over(); ++i) {
        const ActionList legal = session.state().legal_actions();
        EXPECT_TRUE(session.apply(legal[static_cast<std::size_t>(pick.uniform_below(legal.size()))], nullptr));
    }
    return session;
}

std::string error_of(const std::string& text) {
    std::string error;
    EXPECT_FALSE(record_from_json(text, "game.json", &error)) << text;
    return error;
}

std::string replay_error(const std::string& text) {
    std::string error;
    const std::optional<GameRecord> record = record_from_json(text, "game.json", &error);
    EXPECT_TRUE(record) << error;
    return record ? replay_record(*record).error : error;
}

TEST(RecordVersion2Test, EverySessionWritesOneFlatHistoryThatReplaysToItsState) {
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const GameSession session = played_session(seed, variant, 400);
            const std::string text = record_to_json(session.record());
            const nlohmann::json j = nlohmann::json::parse(text);
            EXPECT_EQ(j["version"], 2);
            EXPECT_FALSE(j.contains("actions"));
            ASSERT_TRUE(j["history"].is_array());
            // The flat history is the session's own: each action, then the chance nodes' outcomes.
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

TEST(RecordVersion2Test, AVersion1RecordUpgradesToTheSameGameAtEveryStep) {
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        for (bool scripted : {false, true}) {
            const GameRecord old = version1_record(21, variant, 300, scripted);
            std::string error;
            const std::optional<GameRecord> upgraded = upgrade_record(old, &error);
            ASSERT_TRUE(upgraded) << error;
            EXPECT_EQ(upgraded->version, 2);
            ASSERT_EQ(upgraded->actions.size(), old.actions.size());
            const std::optional<ReplayCursor> before = ReplayCursor::create(old, &error);
            ASSERT_TRUE(before) << error;
            const std::optional<GameRecord> reread =
                record_from_json(record_to_json(*upgraded), "upgraded.json", &error);
            ASSERT_TRUE(reread) << error;
            const std::optional<ReplayCursor> after = ReplayCursor::create(*reread, &error);
            ASSERT_TRUE(after) << error;
            for (int step = 0; step <= before->step_count(); ++step) {
                EXPECT_TRUE(before->state_at(step) == after->state_at(step)) << "step " << step;
            }
            // A version 1 history never lists a shuffle once upgraded: only what each draw revealed.
            for (const RecordedAction& recorded : upgraded->actions) {
                for (const ChanceOutcome& outcome : recorded.chance) {
                    EXPECT_NE(outcome.kind, ChanceKind::kEngineShuffle);
                    EXPECT_NE(outcome.kind, ChanceKind::kEventShuffle);
                }
            }
        }
    }
}

TEST(RecordVersion2Test, ResumingAVersion1SaveContinuesItAndWritesVersion2) {
    const GameRecord old = version1_seeded_record(33, RulesVariant::kBoard, 40);
    const ReplayResult replay = replay_record(old);
    ASSERT_TRUE(replay.state) << replay.error;
    std::string error;
    std::optional<GameSession> resumed = GameSession::resume(old, &error);
    ASSERT_TRUE(resumed) << error;
    EXPECT_TRUE(resumed->state() == *replay.state);
    EXPECT_EQ(resumed->record().version, 2);
    Rng pick(3);
    for (int i = 0; i < 60 && !resumed->state().is_over(); ++i) {
        const ActionList legal = resumed->state().legal_actions();
        ASSERT_TRUE(resumed->apply(legal[static_cast<std::size_t>(pick.uniform_below(legal.size()))], &error));
    }
    const std::optional<GameRecord> saved = record_from_json(record_to_json(resumed->record()), "saved.json", &error);
    ASSERT_TRUE(saved) << error;
    const ReplayResult again = replay_record(*saved);
    ASSERT_TRUE(again.state) << again.error;
    EXPECT_TRUE(*again.state == resumed->state());
}

TEST(RecordVersion2Test, AHistoryItsSeedDidNotDealGoesOnWithADerivedSeedTheSameEveryTime) {
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
        ASSERT_TRUE(first->apply(legal[static_cast<std::size_t>(pick_a.uniform_below(legal.size()))], &error));
        const ActionList same = second->state().legal_actions();
        ASSERT_TRUE(second->apply(same[static_cast<std::size_t>(pick_b.uniform_below(same.size()))], &error));
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

TEST(RecordVersion2Test, AMalformedHistoryIsRefusedWithItsLocation) {
    const nlohmann::json j = small_history();
    nlohmann::json with_actions = j;
    with_actions["actions"] = nlohmann::json::array();
    EXPECT_EQ(error_of(with_actions.dump()),
              "game.json: /actions: \"actions\" is a version 1 key: version 2 keeps the actions and the chance "
              "outcomes in \"history\"");
    nlohmann::json chance_field = j;
    chance_field["history"][0]["chance"] = nlohmann::json::array();
    EXPECT_EQ(error_of(chance_field.dump()),
              "game.json: /history/0/chance: \"chance\" is a version 1 field: in version 2 the chance outcomes are "
              "entries of the history that follow the action");
    nlohmann::json shuffle = j;
    shuffle["history"][1] = {{"event_order", nlohmann::json::array()}};
    EXPECT_EQ(error_of(shuffle.dump()),
              "game.json: /history/1: \"event_order\" is a version 1 outcome (a shuffle): a version 2 history lists "
              "what each draw revealed (engine_draw, event_draw)");
    nlohmann::json chance_first = j;
    chance_first["history"].insert(chance_first["history"].begin(), nlohmann::json{{"d8", 3}});
    EXPECT_EQ(error_of(chance_first.dump()),
              "game.json: /history/0: a chance outcome before the first action (the history starts with an action)");
    nlohmann::json bad_draw = j;
    bad_draw["history"][entry_with(j, "engine_draw")]["engine_draw"] = "Q";
    EXPECT_EQ(error_of(bad_draw.dump()),
              "game.json: /history/" + std::to_string(entry_with(j, "engine_draw")) +
                  "/engine_draw: unknown engine card \"Q\"");
    nlohmann::json not_object = j;
    not_object["history"][0] = 7;
    EXPECT_EQ(error_of(not_object.dump()),
              "game.json: /history/0: expected an action or a chance outcome (an object), got 7");
}

TEST(RecordVersion2Test, AHistoryThatDoesNotFitTheGameFailsAtItsAction) {
    const nlohmann::json j = small_history();
    // The first draw removed: the action's resolution waits for it.
    nlohmann::json missing = j;
    const std::size_t draw = entry_with(j, "engine_draw");
    missing["history"].erase(draw);
    const std::string missing_error = replay_error(missing.dump());
    EXPECT_NE(missing_error.find("the history stops at a chance node: the game needs a engine_draw outcome"),
              std::string::npos)
        << missing_error;
    // PROBE lies at the bottom of the first stack: it cannot be the first card drawn.
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

TEST(RecordVersion2Test, TheOutcomesASourceCanGiveAgainLeaveTheDrawsOut) {
    const GameRecord record = played_session(6, RulesVariant::kQuantum, 120).record();
    std::vector<ChanceOutcome> expected;
    for (const RecordedAction& recorded : record.actions) {
        for (const ChanceOutcome& outcome : recorded.chance) {
            if (outcome.kind != ChanceKind::kEngineDraw && outcome.kind != ChanceKind::kEventDraw)
                expected.push_back(outcome);
        }
    }
    ASSERT_FALSE(expected.empty());
    EXPECT_EQ(source_outcomes_of(record), expected);
    // Version 1: every scripted action's list as it is, shuffles included; seeded actions none.
    const GameRecord scripted = version1_record(6, RulesVariant::kBoard, 60, /*scripted=*/true);
    std::vector<ChanceOutcome> all;
    for (const RecordedAction& recorded : scripted.actions) all.insert(all.end(), recorded.chance.begin(), recorded.chance.end());
    EXPECT_EQ(source_outcomes_of(scripted), all);
    EXPECT_TRUE(source_outcomes_of(version1_seeded_record(6, RulesVariant::kBoard, 60)).empty());
}

}  // namespace
}  // namespace entanglion::rules::testing
