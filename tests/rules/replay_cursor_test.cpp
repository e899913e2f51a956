// The replay cursor against the plain replay: at every step of a long seeded game (both variants) and
// of the rulebook walkthrough, the cursor's state and events are what replay_record gives for the
// record cut at that step; out-of-range steps and records that do not replay are refused with a message.

#include "game/rules/replay_cursor.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "game/rules/state_format.h"
#include "statevector/random.h"

namespace entanglion::rules {
namespace {

/// A complete seeded game, each action a uniform pick from the legal list.
GameRecord seeded_game(std::uint64_t seed, RulesVariant variant) {
    GameSession session(seed, 1, variant);
    Rng pick(seed);
    std::string error;
    while (!session.state().is_over()) {
        const ActionList actions = session.state().legal_actions();
        EXPECT_TRUE(session.apply(actions[static_cast<std::size_t>(pick.uniform_index(actions.size()))], &error))
            << error;
    }
    return session.record();
}

/// The first of the seeded games from `seed` on (at most 50 tried) with 100 actions or more: long
/// enough that a step-through crosses many turns, draws and checks, whichever seed gives one.
GameRecord long_seeded_game(std::uint64_t seed, RulesVariant variant) {
    for (std::uint64_t tried = seed; tried < seed + 50; ++tried) {
        GameRecord record = seeded_game(tried, variant);
        if (record.actions.size() >= 100) return record;
    }
    ADD_FAILURE() << "no game of 100 actions among the 50 seeds from " << seed;
    return seeded_game(seed, variant);
}

GameRecord cut(const GameRecord& record, int step) {
    GameRecord prefix = record;
    prefix.actions.resize(static_cast<std::size_t>(step));
    return prefix;
}

/// The cursor agrees with replay_record of every prefix: state (equality and text) and events.
void expect_every_step_replays(const GameRecord& record) {
    std::string error;
    const std::optional<ReplayCursor> cursor = ReplayCursor::create(record, &error);
    ASSERT_TRUE(cursor) << error;
    ASSERT_EQ(cursor->step_count(), static_cast<int>(record.actions.size()));
    std::vector<GameEvent> concatenated;
    for (int step = 0; step <= cursor->step_count(); ++step) {
        const ReplayResult plain = replay_record(cut(record, step), /*collect_events=*/true);
        ASSERT_TRUE(plain.state) << plain.error;
        EXPECT_TRUE(cursor->state_at(step) == *plain.state) << "step " << step;
        EXPECT_EQ(format_state_text(cursor->state_at(step)), format_state_text(*plain.state)) << "step " << step;
        const std::span<const GameEvent> events = cursor->events_up_to(step);
        EXPECT_EQ(std::vector<GameEvent>(events.begin(), events.end()), plain.events) << "step " << step;
        const std::span<const GameEvent> own = cursor->events_of(step);
        concatenated.insert(concatenated.end(), own.begin(), own.end());
        EXPECT_EQ(concatenated, plain.events) << "step " << step;
        EXPECT_TRUE(cursor->prefix(step) == cut(record, step));
    }
}

TEST(ReplayCursorTest, EveryStepOfALongBoardGameIsTheReplayOfItsPrefix) {
    const GameRecord record = long_seeded_game(11, RulesVariant::kBoard);
    ASSERT_GE(record.actions.size(), 100u);
    expect_every_step_replays(record);
}

TEST(ReplayCursorTest, EveryStepOfALongQuantumGameIsTheReplayOfItsPrefix) {
    const GameRecord record = long_seeded_game(12, RulesVariant::kQuantum);
    ASSERT_GE(record.actions.size(), 100u);
    expect_every_step_replays(record);
}

TEST(ReplayCursorTest, EveryStepOfTheWalkthroughRecordIsTheReplayOfItsPrefix) {
    // A record with an explicit setup (the rulebook's first game), from the test data.
    std::string error;
    const std::optional<GameRecord> record =
        load_record(std::string(ENTANGLION_SOURCE_DIR) + "/tests/ui/data/walkthrough.json", &error);
    ASSERT_TRUE(record) << error;
    ASSERT_FALSE(record->actions.empty());
    expect_every_step_replays(*record);
}

TEST(ReplayCursorTest, StepsOutsideTheRecordAreRefusedWithTheStep) {
    std::string error;
    const std::optional<ReplayCursor> cursor = ReplayCursor::create(long_seeded_game(3, RulesVariant::kBoard), &error);
    ASSERT_TRUE(cursor) << error;
    const int last = cursor->step_count();
    EXPECT_NO_THROW(cursor->state_at(0));
    EXPECT_NO_THROW(cursor->state_at(last));
    EXPECT_TRUE(cursor->state_at(last).is_over());
    for (int step : {-1, last + 1}) {
        EXPECT_THROW(cursor->state_at(step), std::out_of_range);
        EXPECT_THROW(cursor->events_up_to(step), std::out_of_range);
        EXPECT_THROW(cursor->events_of(step), std::out_of_range);
        EXPECT_THROW(cursor->prefix(step), std::out_of_range);
    }
    try {
        cursor->state_at(last + 1);
    } catch (const std::out_of_range& e) {
        EXPECT_EQ(std::string(e.what()), "step " + std::to_string(last + 1) + " is not in 0.." + std::to_string(last));
    }
}

TEST(ReplayCursorTest, ARecordThatDoesNotReplayIsRefusedWhereReplayRecordFails) {
    GameRecord record = long_seeded_game(5, RulesVariant::kBoard);
    ASSERT_GT(record.actions.size(), 10u);
    // Action 7 lists one die roll more than its resolution met.
    record.actions[7].chance.push_back(ChanceOutcome::d8(4));
    const std::string listed = std::to_string(record.actions[7].chance.size() - 1);
    std::string error;
    EXPECT_FALSE(ReplayCursor::create(record, &error));
    EXPECT_EQ(error, "action 7: chance outcome " + listed +
                         " (d8): no chance node is pending here (the history lists too many)");
    EXPECT_EQ(error, replay_record(record).error);

    // A new game's record without its setup's outcomes stops in the setup.
    GameRecord undealt;
    EXPECT_FALSE(ReplayCursor::create(undealt, &error));
    EXPECT_EQ(error,
              "setup: the history stops at a chance node: the game needs a component_placement outcome "
              "before the next action");
}

TEST(ReplayCursorTest, AnEmptyRecordHasOnlyTheSetup) {
    GameRecord record = GameSession(9, 1, RulesVariant::kBoard).record();
    ASSERT_TRUE(record.actions.empty());
    std::string error;
    const std::optional<ReplayCursor> cursor = ReplayCursor::create(record, &error);
    ASSERT_TRUE(cursor) << error;
    EXPECT_EQ(cursor->step_count(), 0);
    EXPECT_TRUE(cursor->state_at(0) == GameSession(9, 1, RulesVariant::kBoard).state());
    EXPECT_EQ(cursor->events_of(0).size(), cursor->events_up_to(0).size());
}

}  // namespace
}  // namespace entanglion::rules
