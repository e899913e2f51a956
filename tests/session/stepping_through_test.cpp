// The table session stepping through a record: an opened record or the game played, read-only; a
// step shown; playing on from a step; back to the game.
#include <gtest/gtest.h>

#include <algorithm>

#include "game/rules/chance.h"
#include "game/rules/record.h"
#include "game/rules/replay_cursor.h"
#include "game/session/table_session.h"
#include "tests/session/session_games.h"

namespace entanglion::session {
namespace {

using testing::cursor_of;

TEST(SteppingThroughTest, AnOpenedRecordIsShownOnItsLastStepAndAnyStepIsALookup) {
    const rules::GameRecord record = testing::played_record(31, 20);
    const rules::ReplayCursor cursor = cursor_of(record);
    TableSession table;
    ASSERT_TRUE(table.open_record(record, "teacher.json").ok());
    EXPECT_EQ(table.mode_kind(), ModeKind::kSteppingThrough);
    EXPECT_EQ(table.mode_facts(), (ModeFacts{.kind = ModeKind::kSteppingThrough, .step = 20, .length = 20}));
    EXPECT_EQ(table.record_name(), "teacher.json");
    EXPECT_EQ(table.record_shown(), record);
    EXPECT_TRUE(*table.state_shown() == cursor.state_at(20));
    for (const int step : {0, 7, 20, 3}) {
        const std::uint64_t epoch = table.events_epoch();
        ASSERT_TRUE(table.step_to(step).ok());
        EXPECT_NE(table.events_epoch(), epoch);
        EXPECT_TRUE(*table.state_shown() == cursor.state_at(step));
        EXPECT_TRUE(std::ranges::equal(table.events_shown(), cursor.events_up_to(step)));
        EXPECT_TRUE(std::ranges::equal(table.events_since(table.own_events_from()), cursor.events_of(step)));
        EXPECT_EQ(table.turn_facts().actions_applied, step);
        EXPECT_EQ(table.mode_facts().step, step);
    }
}

TEST(SteppingThroughTest, AStepOutOfRangeIsRefusedAndTheStepStays) {
    TableSession table;
    ASSERT_TRUE(table.open_record(testing::played_record(32, 6), "six.json").ok());
    ASSERT_TRUE(table.step_to(2).ok());
    for (const int step : {-1, 7}) {
        const Result refused = table.step_to(step);
        EXPECT_EQ(refused.kind(), RefusalKind::kStepOutOfRange);
        EXPECT_EQ(refused.refusal.value, step);
        EXPECT_EQ(table.play_on_from(step).kind(), RefusalKind::kStepOutOfRange);
        EXPECT_EQ(table.begin_what_if(step, 1, Luck::kSame).kind(), RefusalKind::kStepOutOfRange);
    }
    EXPECT_EQ(table.mode_facts().step, 2);
}

TEST(SteppingThroughTest, TheRecordIsReadOnly) {
    const rules::GameRecord record = testing::played_record(33, 8);
    TableSession table;
    ASSERT_TRUE(table.open_record(record, "").ok());
    ASSERT_TRUE(table.step_to(4).ok());
    EXPECT_EQ(table.moves_refused(), RefusalKind::kSteppingThrough);
    // The step's legal actions are listed (a view shows them disabled); none is played.
    ASSERT_FALSE(table.legal_actions().empty());
    const rules::Action action = table.legal_actions()[0];
    EXPECT_EQ(table.check(action).kind(), RefusalKind::kSteppingThrough);
    EXPECT_EQ(table.apply(action).kind(), RefusalKind::kSteppingThrough);
    EXPECT_EQ(table.take_back({}).kind(), RefusalKind::kSteppingThrough);
    EXPECT_EQ(table.review_game().kind(), RefusalKind::kSteppingThrough);
    EXPECT_EQ(table.record_shown(), record);
    EXPECT_EQ(table.autosave_step(), AutosaveStep::kLeave);  // an opened record is not the game played
}

TEST(SteppingThroughTest, ARecordThatDoesNotReplayIsRefusedAndTheGameStays) {
    rules::GameRecord record = testing::played_record(34, 6);
    TableSession table;
    ASSERT_TRUE(table.new_game({.seed = 34}).ok());
    const rules::GameRecord played = table.played_record();
    // The same ship cannot act twice in a row.
    record.actions[1] = record.actions[0];
    const Result refused = table.open_record(record, "broken.json");
    EXPECT_EQ(refused.kind(), RefusalKind::kRecordDoesNotReplay);
    EXPECT_NE(refused.refusal.problem.find("action"), std::string::npos) << refused.refusal.problem;
    EXPECT_EQ(table.mode_kind(), ModeKind::kPlaying);
    EXPECT_EQ(table.played_record(), played);
}

TEST(SteppingThroughTest, PlayingOnFromAStepUsesAGeneratorFixedByTheSeedAndTheStep) {
    TableSession table;
    ASSERT_TRUE(table.new_game({.seed = 4242, .difficulty = 3}).ok());
    Rng pick(5);
    testing::play_random(table, pick, 40);
    const rules::GameRecord expected = table.played_record();
    ASSERT_TRUE(table.review_game().ok());
    EXPECT_EQ(table.mode_facts(), (ModeFacts{.kind = ModeKind::kSteppingThrough,
                                             .step = static_cast<int>(expected.actions.size()),
                                             .length = static_cast<int>(expected.actions.size()),
                                             .of_played_game = true}));
    ASSERT_TRUE(table.step_to(10).ok());
    ASSERT_TRUE(table.play_on_from(10).ok());
    EXPECT_EQ(table.mode_kind(), ModeKind::kPlaying);
    EXPECT_EQ(table.played_record().actions.size(), 10u);
    const rules::ReplayCursor cursor = cursor_of(expected);
    // The log keeps the steps shown; the step's own events are the last move's.
    EXPECT_TRUE(std::ranges::equal(table.events_shown(), cursor.events_up_to(10)));
    EXPECT_TRUE(std::ranges::equal(table.events_since(table.own_events_from()), cursor.events_of(10)));
    const std::span<const rules::GameEvent> log = cursor.events_up_to(10);
    rules::GameSession continued = rules::GameSession::continued(
        cursor.prefix(10), cursor.state_at(10), {log.begin(), log.end()}, rules::derived_seed(4242, 11));
    for (int step = 0; step < 20 && !continued.state().is_over(); ++step) {
        const rules::ActionList legal = continued.state().legal_actions();
        const rules::Action action = legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))];
        ASSERT_TRUE(continued.apply(action, nullptr));
        ASSERT_TRUE(table.apply(action).ok());
    }
    EXPECT_EQ(rules::record_to_json(table.played_record()), rules::record_to_json(continued.record()));
}

TEST(SteppingThroughTest, PlayingOnFromAnOpenedRecordKeepsItsName) {
    TableSession table;
    ASSERT_TRUE(table.open_record(testing::played_record(35, 12), "saved.json").ok());
    ASSERT_TRUE(table.play_on_from(5).ok());
    EXPECT_EQ(table.record_name(), "saved.json");
    EXPECT_EQ(table.turn_facts().actions_applied, 5);
    EXPECT_EQ(table.moves_refused(), RefusalKind::kNone);
    ASSERT_TRUE(table.new_game({.seed = 1}).ok());
    EXPECT_EQ(table.record_name(), "");
}

TEST(SteppingThroughTest, BackToTheGameShowsTheGamePlayedAsItStands) {
    TableSession table;
    ASSERT_TRUE(table.new_game({.seed = 36}).ok());
    Rng pick(36);
    testing::play_random(table, pick, 9);
    const rules::GameState now = *table.state_shown();
    EXPECT_EQ(table.back_to_game().kind(), RefusalKind::kNotSteppingThrough);
    ASSERT_TRUE(table.review_game().ok());
    ASSERT_TRUE(table.step_to(2).ok());
    EXPECT_EQ(table.autosave_step(), AutosaveStep::kWrite);  // still the game played
    ASSERT_TRUE(table.back_to_game().ok());
    EXPECT_EQ(table.mode_kind(), ModeKind::kPlaying);
    EXPECT_TRUE(*table.state_shown() == now);
    EXPECT_TRUE(table.events_since(table.own_events_from()).empty());  // nothing just happened

    // An opened record is not the game played: there is no game to go back to.
    ASSERT_TRUE(table.open_record(testing::played_record(37, 4), "other.json").ok());
    EXPECT_EQ(table.back_to_game().kind(), RefusalKind::kNotThePlayedGame);
    EXPECT_EQ(table.mode_kind(), ModeKind::kSteppingThrough);
}

}  // namespace
}  // namespace entanglion::session
