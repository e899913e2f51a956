// The table session following a game whose moves arrive from elsewhere (the network seat): local
// moves go out through a route and come back in a followed record.
#include <gtest/gtest.h>

#include <vector>

#include "game/rules/record.h"
#include "game/session/table_session.h"
#include "tests/session/session_games.h"

namespace entanglion::session {
namespace {

/// A server's game (seed 51) and a table following it, whose route keeps the moves it is given.
class FollowingTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(table_
                        .start_following([this](const rules::Action& action) {
                            sent_.push_back(action);
                            return accept_;
                        })
                        .ok());
        ASSERT_TRUE(table_.follow_record(server_.record(), "K7M-Q2X", /*continuing=*/false).ok());
    }
    /// The server applies a move and the table follows the record it sends.
    void server_plays(int moves) {
        for (int i = 0; i < moves; ++i) ASSERT_TRUE(server_.apply(server_.state().legal_actions()[0], nullptr));
        ASSERT_TRUE(table_.follow_record(server_.record(), "K7M-Q2X", /*continuing=*/true).ok());
    }

    rules::GameSession server_{51, 1, rules::RulesVariant::kBoard};
    TableSession table_;
    std::vector<rules::Action> sent_;
    bool accept_ = true;
};

TEST_F(FollowingTest, TheFollowedRecordIsTheGameShown) {
    EXPECT_EQ(table_.mode_kind(), ModeKind::kFollowing);
    EXPECT_TRUE(table_.mode_facts().following);
    EXPECT_EQ(table_.record_name(), "K7M-Q2X");
    EXPECT_TRUE(*table_.state_shown() == server_.state());
    EXPECT_EQ(table_.own_events_from(), 0u);
    const std::size_t shown = table_.events_shown().size();
    const std::uint64_t epoch = table_.events_epoch();
    server_plays(1);
    EXPECT_TRUE(*table_.state_shown() == server_.state());
    EXPECT_TRUE(std::ranges::equal(table_.events_shown(), server_.events()));
    // Only the new entries' events are the last step's own.
    EXPECT_EQ(table_.own_events_from(), shown);
    EXPECT_NE(table_.events_epoch(), epoch);
    EXPECT_EQ(table_.mode_kind(), ModeKind::kFollowing);
}

TEST_F(FollowingTest, LocalMovesGoOutThroughTheRouteAndComeBackInTheRecord) {
    const rules::Action action = table_.legal_actions()[0];
    const Result sent = table_.apply(action);
    ASSERT_TRUE(sent.ok());
    EXPECT_TRUE(sent.sent);
    ASSERT_EQ(sent_.size(), 1u);
    EXPECT_EQ(sent_[0], action);
    EXPECT_TRUE(table_.played_record().actions.empty());  // not applied here
    EXPECT_FALSE(table_.last_move());
    ASSERT_TRUE(server_.apply(action, nullptr));
    ASSERT_TRUE(table_.follow_record(server_.record(), "K7M-Q2X", true).ok());
    EXPECT_EQ(table_.played_record(), server_.record());

    // An illegal move never reaches the route; a route that refuses says so.
    const Ship other = table_.state_shown()->acting_player() == Ship::kMercurial ? Ship::kRubicon : Ship::kMercurial;
    EXPECT_EQ(table_.apply(rules::Action::retrieve(other)).kind(), RefusalKind::kIllegalMove);
    EXPECT_EQ(sent_.size(), 1u);
    accept_ = false;
    EXPECT_EQ(table_.apply(table_.legal_actions()[0]).kind(), RefusalKind::kRouteRefused);
}

TEST_F(FollowingTest, TakeBackAndWhatIfAreRefused) {
    server_plays(3);
    EXPECT_EQ(table_.take_back({}).kind(), RefusalKind::kFollowing);
    ASSERT_TRUE(table_.review_game().ok());
    EXPECT_EQ(table_.begin_what_if(1, 1, Luck::kSame).kind(), RefusalKind::kFollowing);
}

TEST_F(FollowingTest, SteppingThroughTheFollowedGameCountsItsNewerMoves) {
    server_plays(4);
    ASSERT_TRUE(table_.review_game().ok());
    EXPECT_TRUE(table_.mode_facts().following);
    ASSERT_TRUE(table_.step_to(2).ok());
    const std::uint64_t epoch = table_.events_epoch();
    server_plays(2);
    EXPECT_EQ(table_.mode_kind(), ModeKind::kSteppingThrough);
    EXPECT_EQ(table_.mode_facts().step, 2);
    EXPECT_EQ(table_.mode_facts().newer_moves, 2);
    EXPECT_EQ(table_.events_epoch(), epoch);  // the step shown did not change
    EXPECT_EQ(table_.played_record(), server_.record());
    // Playing on from a step of a followed game goes back to the game as it stands.
    ASSERT_TRUE(table_.play_on_from(2).ok());
    EXPECT_EQ(table_.mode_kind(), ModeKind::kFollowing);
    EXPECT_TRUE(*table_.state_shown() == server_.state());
}

TEST_F(FollowingTest, AnOpenedRecordIsSteppedThroughWhileTheGameIsFollowed) {
    ASSERT_TRUE(table_.open_record(testing::played_record(52, 5), "old.json").ok());
    EXPECT_TRUE(table_.mode_facts().following);
    EXPECT_EQ(table_.play_on_from(1).kind(), RefusalKind::kFollowing);
    // The followed game's next moves show the game again.
    server_plays(1);
    EXPECT_EQ(table_.mode_kind(), ModeKind::kFollowing);
    EXPECT_TRUE(*table_.state_shown() == server_.state());
}

TEST_F(FollowingTest, StoppingPlaysTheGameOnHere) {
    server_plays(2);
    ASSERT_TRUE(table_.stop_following().ok());
    EXPECT_EQ(table_.mode_kind(), ModeKind::kPlaying);
    EXPECT_EQ(table_.stop_following().kind(), RefusalKind::kNotFollowing);
    const rules::Action action = table_.legal_actions()[0];
    const Result applied = table_.apply(action);
    ASSERT_TRUE(applied.ok());
    EXPECT_FALSE(applied.sent);
    EXPECT_TRUE(sent_.empty());
    EXPECT_EQ(table_.played_record().actions.size(), 3u);
}

TEST_F(FollowingTest, StoppingWhileSteppingThroughLeavesTheStepThroughToThePlayedGame) {
    ASSERT_TRUE(table_.review_game().ok());
    ASSERT_TRUE(table_.stop_following().ok());
    EXPECT_FALSE(table_.mode_facts().following);
    ASSERT_TRUE(table_.back_to_game().ok());
    EXPECT_EQ(table_.mode_kind(), ModeKind::kPlaying);
}

TEST_F(FollowingTest, ANewGameIsPlayedHere) {
    ASSERT_TRUE(table_.new_game({.seed = 9}).ok());
    EXPECT_EQ(table_.mode_kind(), ModeKind::kPlaying);
    ASSERT_TRUE(table_.apply(table_.legal_actions()[0]).ok());
    EXPECT_TRUE(sent_.empty());
}

TEST_F(FollowingTest, ARecordThatDoesNotReplayIsRefused) {
    ASSERT_TRUE(server_.apply(server_.state().legal_actions()[0], nullptr));
    rules::GameRecord broken = server_.record();
    broken.actions.push_back(broken.actions.back());  // the same ship twice in a row
    const Result refused = table_.follow_record(broken, "K7M-Q2X", true);
    EXPECT_EQ(refused.kind(), RefusalKind::kRecordDoesNotReplay);
    EXPECT_FALSE(refused.refusal.problem.empty());
    EXPECT_TRUE(table_.played_record().actions.empty());
}

TEST(FollowingStartTest, FollowingEndsAWhatIfFirst) {
    TableSession table;
    ASSERT_TRUE(table.open_record(testing::played_record(53, 10), "a.json").ok());
    ASSERT_TRUE(table.begin_what_if(4, 1, Luck::kSame).ok());
    ASSERT_TRUE(table.start_following([](const rules::Action&) { return true; }).ok());
    EXPECT_EQ(table.mode_kind(), ModeKind::kSteppingThrough);
    EXPECT_TRUE(table.mode_facts().following);
    EXPECT_EQ(table.mode_facts().step, 10);  // the step shown when the what-if began
    // An empty route is no route: the table stops following.
    ASSERT_TRUE(table.start_following({}).ok());
    EXPECT_FALSE(table.mode_facts().following);
}

}  // namespace
}  // namespace entanglion::session
