// The table session and the autosave: what the file should hold in each mode, and resuming an
// autosaved game.
#include <gtest/gtest.h>

#include "game/rules/chance.h"
#include "game/rules/record.h"
#include "game/rules/replay_cursor.h"
#include "game/session/table_session.h"
#include "tests/session/session_games.h"

namespace entanglion::session {
namespace {

using testing::cursor_of;

TEST(AutosaveTest, TheFileFollowsTheGamePlayedInEachMode) {
    TableSession table;
    EXPECT_EQ(table.autosave_step(), AutosaveStep::kLeave);
    ASSERT_TRUE(table.new_game({.seed = 61}).ok());
    EXPECT_EQ(table.autosave_step(), AutosaveStep::kRemove);  // nothing to resume yet
    ASSERT_TRUE(table.apply(table.legal_actions()[0]).ok());
    EXPECT_EQ(table.autosave_step(), AutosaveStep::kWrite);
    EXPECT_EQ(table.played_record().actions.size(), 1u);
    ASSERT_TRUE(table.review_game().ok());
    EXPECT_EQ(table.autosave_step(), AutosaveStep::kWrite);  // still the game played, newer moves too
    ASSERT_TRUE(table.begin_what_if(0, 1, Luck::kFresh).ok());
    EXPECT_EQ(table.autosave_step(), AutosaveStep::kLeave);
    ASSERT_TRUE(table.end_what_if().ok());
    ASSERT_TRUE(table.open_record(testing::played_record(62, 3), "").ok());
    EXPECT_EQ(table.autosave_step(), AutosaveStep::kLeave);
    ASSERT_TRUE(table.play_record_setup(testing::finished_record(63), "").ok());
    Rng pick(64);
    testing::play_random(table, pick, 5000);
    ASSERT_TRUE(table.state_shown()->is_over());
    EXPECT_EQ(table.autosave_step(), AutosaveStep::kRemove);  // a finished game is not resumed
}

TEST(AutosaveTest, ResumingPlaysOnFromTheEndOfTheRecord) {
    const rules::GameRecord saved = testing::played_record(65, 17);
    const rules::ReplayCursor cursor = cursor_of(saved);
    EXPECT_TRUE(worth_resuming(cursor));
    TableSession table;
    ASSERT_TRUE(table.resume(saved).ok());
    EXPECT_EQ(table.mode_kind(), ModeKind::kPlaying);
    EXPECT_EQ(table.played_record(), saved);
    EXPECT_EQ(table.record_name(), "");
    EXPECT_TRUE(*table.state_shown() == cursor.state_at(17));
    EXPECT_TRUE(std::ranges::equal(table.events_since(table.own_events_from()), cursor.events_of(17)));
    // Like playing on from its last step: a generator fixed by the seed and the step.
    const std::span<const rules::GameEvent> log = cursor.events_up_to(17);
    rules::GameSession continued = rules::GameSession::continued(cursor.prefix(17), cursor.state_at(17),
                                                                 {log.begin(), log.end()}, rules::derived_seed(65, 18));
    Rng pick(66);
    for (int move = 0; move < 15 && !continued.state().is_over(); ++move) {
        const rules::ActionList legal = continued.state().legal_actions();
        const rules::Action action = legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))];
        ASSERT_TRUE(continued.apply(action, nullptr));
        ASSERT_TRUE(table.apply(action).ok());
    }
    EXPECT_EQ(rules::record_to_json(table.played_record()), rules::record_to_json(continued.record()));
}

TEST(AutosaveTest, OnlyAnUnfinishedGameWithAnActionIsWorthResuming) {
    EXPECT_FALSE(worth_resuming(cursor_of(testing::played_record(67, 0))));
    EXPECT_FALSE(worth_resuming(cursor_of(testing::finished_record(68))));
    EXPECT_TRUE(worth_resuming(cursor_of(testing::played_record(69, 1))));
}

TEST(AutosaveTest, AnAutosaveThatDoesNotReplayIsRefused) {
    rules::GameRecord broken = testing::played_record(70, 4);
    broken.actions[2] = broken.actions[1];
    TableSession table;
    const Result refused = table.resume(broken);
    EXPECT_EQ(refused.kind(), RefusalKind::kRecordDoesNotReplay);
    EXPECT_FALSE(refused.refusal.problem.empty());
    EXPECT_FALSE(table.has_game());
}

}  // namespace
}  // namespace entanglion::session
