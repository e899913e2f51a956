// The table session's what-if: a game played on from a step of the record stepped through, with the
// same luck still to come or fresh luck, the real game kept aside and brought back as it was.
#include <gtest/gtest.h>

#include "game/rules/record.h"
#include "game/rules/replay_cursor.h"
#include "game/rules/take_back.h"
#include "game/session/table_session.h"
#include "tests/session/session_games.h"

namespace entanglion::session {
namespace {

/// A game played here (seed 41, 30 actions), stepped through at step 12.
class WhatIfTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(table_.new_game({.seed = 41, .difficulty = 2}).ok());
        Rng pick(41);
        testing::play_random(table_, pick, 30);
        ASSERT_EQ(table_.played_record().actions.size(), 30u);
        ASSERT_TRUE(table_.review_game().ok());
        ASSERT_TRUE(table_.step_to(12).ok());
        record_ = table_.played_record();
    }

    TableSession table_;
    rules::GameRecord record_;
};

TEST_F(WhatIfTest, TheSameLuckMeetsTheRecordedFuture) {
    ASSERT_TRUE(table_.begin_what_if(12, 99, Luck::kSame).ok());
    EXPECT_EQ(table_.mode_kind(), ModeKind::kWhatIf);
    EXPECT_EQ(table_.mode_facts(), (ModeFacts{.kind = ModeKind::kWhatIf, .luck = Luck::kSame, .what_if_from = 12}));
    EXPECT_EQ(table_.moves_refused(), RefusalKind::kNone);
    std::string error;
    const std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(record_, &error);
    ASSERT_TRUE(cursor) << error;
    EXPECT_TRUE(*table_.state_shown() == cursor->state_at(12));
    EXPECT_TRUE(std::ranges::equal(table_.events_since(table_.own_events_from()), cursor->events_of(12)));
    // The recorded actions meet the recorded dice and draws: the recorded states follow.
    for (int step = 12; step < 18; ++step) {
        ASSERT_TRUE(table_.apply(record_.actions[static_cast<std::size_t>(step)].action).ok());
        EXPECT_TRUE(*table_.state_shown() == cursor->state_at(step + 1)) << "step " << step + 1;
    }
    EXPECT_EQ(table_.autosave_step(), AutosaveStep::kLeave);  // a what-if is not the game played
}

TEST_F(WhatIfTest, FreshLuckComesFromTheSeedGiven) {
    std::string error;
    const std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(record_, &error);
    ASSERT_TRUE(cursor) << error;
    const std::span<const rules::GameEvent> log = cursor->events_up_to(12);
    rules::GameSession fresh =
        rules::GameSession::continued(cursor->prefix(12), cursor->state_at(12), {log.begin(), log.end()}, 99);
    ASSERT_TRUE(table_.begin_what_if(12, 99, Luck::kFresh).ok());
    EXPECT_EQ(table_.mode_facts().luck, Luck::kFresh);
    Rng pick(7);
    for (int move = 0; move < 10 && !fresh.state().is_over(); ++move) {
        const rules::ActionList legal = fresh.state().legal_actions();
        const rules::Action action = legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))];
        ASSERT_TRUE(fresh.apply(action, nullptr));
        ASSERT_TRUE(table_.apply(action).ok());
    }
    EXPECT_EQ(rules::record_to_json(table_.played_record()), rules::record_to_json(fresh.record()));
}

TEST_F(WhatIfTest, EndingItBringsTheRealGameBackByteIdenticalAtTheSameStep) {
    const std::string real_json = rules::record_to_json(table_.played_record());
    const rules::GameState real_state = table_.played()->state();
    ASSERT_TRUE(table_.begin_what_if(12, 5, Luck::kFresh).ok());
    Rng pick(3);
    testing::play_random(table_, pick, 6);
    EXPECT_NE(rules::record_to_json(table_.played_record()), real_json);
    const std::uint64_t epoch = table_.events_epoch();
    ASSERT_TRUE(table_.end_what_if().ok());
    EXPECT_NE(table_.events_epoch(), epoch);
    EXPECT_EQ(table_.mode_facts(),
              (ModeFacts{.kind = ModeKind::kSteppingThrough, .step = 12, .length = 30, .of_played_game = true}));
    EXPECT_EQ(rules::record_to_json(table_.played_record()), real_json);
    EXPECT_TRUE(table_.played()->state() == real_state);
    EXPECT_EQ(table_.record_shown(), record_);
    EXPECT_EQ(table_.end_what_if().kind(), RefusalKind::kNoWhatIf);
    // And the real game goes on where it was.
    ASSERT_TRUE(table_.back_to_game().ok());
    EXPECT_TRUE(*table_.state_shown() == real_state);
}

TEST_F(WhatIfTest, AnOpenedRecordComesBackWithItsNameAndTheStepShown) {
    ASSERT_TRUE(table_.open_record(record_, "game-41.json").ok());
    ASSERT_TRUE(table_.step_to(7).ok());
    ASSERT_TRUE(table_.begin_what_if(3, 1, Luck::kSame).ok());
    EXPECT_EQ(table_.record_name(), "game-41.json");
    ASSERT_TRUE(table_.end_what_if().ok());
    EXPECT_EQ(table_.record_name(), "game-41.json");
    // The step the real game was shown at, whichever step the what-if was played from.
    EXPECT_EQ(table_.mode_facts().step, 7);
    EXPECT_FALSE(table_.mode_facts().of_played_game);
}

TEST_F(WhatIfTest, OpeningARecordEndsItAndTheRealGameIsTheGamePlayedAgain) {
    const rules::GameRecord other = testing::played_record(44, 5);
    ASSERT_TRUE(table_.begin_what_if(12, 3, Luck::kFresh).ok());
    Rng pick(44);
    testing::play_random(table_, pick, 4);
    ASSERT_NE(table_.played_record(), record_);
    ASSERT_TRUE(table_.open_record(other, "other.json").ok());
    EXPECT_EQ(table_.mode_facts(), (ModeFacts{.kind = ModeKind::kSteppingThrough, .step = 5, .length = 5}));
    EXPECT_EQ(table_.record_shown(), other);
    EXPECT_EQ(table_.record_name(), "other.json");
    EXPECT_EQ(table_.end_what_if().kind(), RefusalKind::kNoWhatIf);
    // The what-if's moves are gone; the game played is the real one, untouched.
    EXPECT_EQ(table_.played_record(), record_);
    EXPECT_EQ(table_.autosave_step(), AutosaveStep::kLeave);  // an opened record is shown
}

TEST_F(WhatIfTest, OneWhatIfAtATimeAndOnlyFromAStepThrough) {
    ASSERT_TRUE(table_.begin_what_if(12, 1, Luck::kSame).ok());
    EXPECT_EQ(table_.begin_what_if(12, 1, Luck::kSame).kind(), RefusalKind::kWhatIfRunning);
    // A what-if is not stepped through: the review steps through the real game.
    EXPECT_EQ(table_.review_game().kind(), RefusalKind::kWhatIfRunning);
    ASSERT_TRUE(table_.end_what_if().ok());
    ASSERT_TRUE(table_.back_to_game().ok());
    EXPECT_EQ(table_.begin_what_if(12, 1, Luck::kSame).kind(), RefusalKind::kNotSteppingThrough);
}

TEST(WhatIfAtTheEndTest, NoWhatIfFromAStepWhereTheGameIsOver) {
    const rules::GameRecord finished = testing::finished_record(43);
    TableSession table;
    ASSERT_TRUE(table.open_record(finished, "").ok());
    const int last = static_cast<int>(finished.actions.size());
    const Result refused = table.begin_what_if(last, 1, Luck::kSame);
    EXPECT_EQ(refused.kind(), RefusalKind::kGameOverAtStep);
    EXPECT_EQ(refused.refusal.value, last);
    EXPECT_TRUE(table.begin_what_if(last - 1, 1, Luck::kSame).ok());
}

TEST_F(WhatIfTest, ANewGameReplacesAWhatIfAndTheRealGameWithIt) {
    ASSERT_TRUE(table_.begin_what_if(12, 1, Luck::kSame).ok());
    ASSERT_TRUE(table_.new_game({.seed = 2}).ok());
    EXPECT_EQ(table_.mode_kind(), ModeKind::kPlaying);
    EXPECT_EQ(table_.end_what_if().kind(), RefusalKind::kNoWhatIf);
    EXPECT_TRUE(table_.played_record().actions.empty());
    EXPECT_EQ(table_.played_record().seed, std::optional<std::uint64_t>{2});
}

TEST_F(WhatIfTest, ATakeBackInAWhatIfStaysInTheWhatIf) {
    ASSERT_TRUE(table_.begin_what_if(12, 7, Luck::kFresh).ok());
    std::optional<rules::Action> undoable;
    for (int i = 0; i < 60 && !undoable; ++i) {
        undoable = testing::move_taken_back_or_not(table_, /*revealing=*/false);
        if (!undoable) {
            ASSERT_TRUE(table_.apply(table_.legal_actions()[0]).ok());
        }
    }
    ASSERT_TRUE(undoable) << "no move to take back in 60 actions";
    ASSERT_TRUE(table_.apply(*undoable).ok());
    const rules::GameRecord after = table_.played_record();
    ASSERT_TRUE(table_.take_back({}).ok());
    EXPECT_EQ(table_.played_record(), rules::record_after_take_back(after));
    EXPECT_EQ(table_.mode_kind(), ModeKind::kWhatIf);
    EXPECT_EQ(table_.autosave_step(), AutosaveStep::kLeave);
    ASSERT_TRUE(table_.end_what_if().ok());
    EXPECT_EQ(table_.played_record(), record_);
}

}  // namespace
}  // namespace entanglion::session
