// The table session's take-back: the last action of the game played, as the rules allow it
// (rules::check_take_back), the refusal carrying the rules' check.
#include <gtest/gtest.h>

#include "game/rules/record.h"
#include "game/rules/take_back.h"
#include "game/session/table_session.h"
#include "tests/session/session_games.h"

namespace entanglion::session {
namespace {

/// A new game of seed 29 played by its first legal actions until a move of `kind` is legal.
std::optional<rules::Action> play_until(TableSession& table, bool revealing) {
    EXPECT_TRUE(table.new_game({.seed = 29}).ok());
    for (int i = 0; i < 60; ++i) {
        const std::optional<rules::Action> move = testing::move_taken_back_or_not(table, revealing);
        if (move && table.turn_facts().actions_applied > 0) return move;
        if (!table.apply(table.legal_actions()[0]).ok()) return std::nullopt;
    }
    return std::nullopt;
}

TEST(TakeBackTest, AMoveThatRevealedNothingIsTakenBack) {
    TableSession table;
    const std::optional<rules::Action> move = play_until(table, /*revealing=*/false);
    ASSERT_TRUE(move) << "no move to take back in 60 actions of seed 29";
    const rules::GameState state_before = *table.state_shown();
    ASSERT_TRUE(table.apply(*move).ok());
    const rules::GameRecord after = table.played_record();
    const std::uint64_t epoch = table.events_epoch();
    ASSERT_TRUE(table.take_back({}).ok());
    // The rules' record after the take-back: without the action, or, when it drew cards, with a
    // take-back entry that puts them back on top of their piles, known.
    const rules::GameRecord taken_back = rules::record_after_take_back(after);
    EXPECT_EQ(table.played_record(), taken_back);
    const rules::ReplayResult replayed = rules::replay_record(taken_back);
    ASSERT_TRUE(replayed.state) << replayed.error;
    EXPECT_TRUE(*table.state_shown() == *replayed.state);
    EXPECT_TRUE(table.state_shown()->hand(move->player) == state_before.hand(move->player));
    EXPECT_EQ(table.mode_kind(), ModeKind::kPlaying);
    EXPECT_NE(table.events_epoch(), epoch);
    EXPECT_FALSE(table.last_move());
    EXPECT_EQ(table.own_events_from(), 0u);
    // The step-through of the game shows the shorter game.
    ASSERT_TRUE(table.review_game().ok());
    EXPECT_EQ(table.mode_facts().length, static_cast<int>(taken_back.actions.size()));
}

TEST(TakeBackTest, ARevealingMoveIsRefusedWithTheRulesCheck) {
    TableSession table;
    const std::optional<rules::Action> move = play_until(table, /*revealing=*/true);
    ASSERT_TRUE(move) << "no move that reveals a draw or a roll in 60 actions";
    ASSERT_TRUE(table.apply(*move).ok());
    const rules::GameRecord after = table.played_record();
    const Result refused = table.take_back({});
    EXPECT_EQ(refused.kind(), RefusalKind::kTakeBackRefused);
    EXPECT_EQ(refused.refusal.take_back.refusal, rules::TakeBackRefusal::kRevealed);
    const rules::TakeBackCheck expected = rules::check_take_back(after);
    EXPECT_EQ(refused.refusal.take_back.revealed, expected.revealed);
    EXPECT_EQ(table.played_record(), after);
}

TEST(TakeBackTest, OnlyAPersonsOwnMoveIsTakenBack) {
    TableSession table;
    ASSERT_TRUE(table.new_game({.seed = 30}).ok());
    const Result none = table.take_back({});
    EXPECT_EQ(none.kind(), RefusalKind::kTakeBackRefused);
    EXPECT_EQ(none.refusal.take_back.refusal, rules::TakeBackRefusal::kNoAction);

    ASSERT_TRUE(table.apply(table.legal_actions()[0]).ok());
    const Ship mover = table.played_record().actions.back().action.player;
    // The person plays the other ship against an AI: the AI's move is not theirs to take back.
    const Seats person_on_other{.mercurial_human = mover == Ship::kRubicon, .rubicon_human = mover == Ship::kMercurial};
    const Result others = table.take_back(person_on_other);
    EXPECT_EQ(others.kind(), RefusalKind::kTakeBackRefused);
    EXPECT_EQ(others.refusal.take_back.refusal, rules::TakeBackRefusal::kOtherPlayersMove);
    EXPECT_EQ(others.refusal.take_back.player, mover);
    EXPECT_EQ(table.take_back({.mercurial_human = false, .rubicon_human = false}).kind(), RefusalKind::kNoHumanPlayer);
    EXPECT_EQ(table.played_record().actions.size(), 1u);
}

TEST(TakeBackTest, TheCheckAnswersAsTheTakeBackWouldAndChangesNothing) {
    TableSession table;
    EXPECT_EQ(table.check_take_back({}).kind(), RefusalKind::kNoGame);
    // A revealing move: the check refuses with the rules' own check, as take_back does.
    const std::optional<rules::Action> revealing = play_until(table, /*revealing=*/true);
    ASSERT_TRUE(revealing);
    ASSERT_TRUE(table.apply(*revealing).ok());
    const rules::GameRecord after = table.played_record();
    const Result checked = table.check_take_back({});
    const Result refused = table.take_back({});
    EXPECT_EQ(checked.kind(), RefusalKind::kTakeBackRefused);
    EXPECT_EQ(checked.refusal.take_back.refusal, refused.refusal.take_back.refusal);
    EXPECT_EQ(checked.refusal.take_back.revealed, refused.refusal.take_back.revealed);
    EXPECT_EQ(table.played_record(), after);
    // A move that revealed nothing: allowed, and only take_back takes it back.
    const std::optional<rules::Action> quiet = play_until(table, /*revealing=*/false);
    ASSERT_TRUE(quiet);
    ASSERT_TRUE(table.apply(*quiet).ok());
    const rules::GameRecord played = table.played_record();
    const Ship mover = played.actions.back().action.player;
    EXPECT_TRUE(table.check_take_back({}).ok());
    EXPECT_EQ(table.played_record(), played);
    // The other ship's person may not take it back; the mover may.
    const Seats other{.mercurial_human = mover == Ship::kRubicon, .rubicon_human = mover == Ship::kMercurial};
    EXPECT_EQ(table.check_take_back(other).refusal.take_back.refusal, rules::TakeBackRefusal::kOtherPlayersMove);
    const Seats own{.mercurial_human = mover == Ship::kMercurial, .rubicon_human = mover == Ship::kRubicon};
    EXPECT_TRUE(table.check_take_back(own).ok());
    EXPECT_EQ(table.check_take_back({.mercurial_human = false, .rubicon_human = false}).kind(),
              RefusalKind::kNoHumanPlayer);
    ASSERT_TRUE(table.take_back(own).ok());
    EXPECT_NE(table.played_record(), played);
    // Stepping through: refused as moves are.
    ASSERT_TRUE(table.review_game().ok());
    EXPECT_EQ(table.check_take_back({}).kind(), RefusalKind::kSteppingThrough);
}

}  // namespace
}  // namespace entanglion::session
