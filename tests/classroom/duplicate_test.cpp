// Duplicate games: records of the same seed deal the same, the comparison replays each record and
// reports its result, and the review hook fills the points column when a review is given.
#include "game/classroom/duplicate.h"

#include <gtest/gtest.h>

namespace entanglion::classroom {
namespace {

using rules::GameRecord;
using rules::GameSession;

/// A game of `seed` in which the first legal action is taken `actions` times (or until it ends).
GameRecord played(std::uint64_t seed, int actions, int difficulty = 1) {
    GameSession session(seed, difficulty, rules::RulesVariant::kBoard);
    for (int i = 0; i < actions && !session.state().is_over(); ++i) {
        std::string error;
        const rules::ActionList legal = session.state().legal_actions();
        EXPECT_TRUE(session.apply(legal[0], &error)) << error;
    }
    return session.record();
}

/// Stands in for the game review: a fixed number of points per action, or no verdict.
class PointsPerAction final : public DecisionReview {
public:
    explicit PointsPerAction(std::optional<double> per_action) : per_action_(per_action) {}
    std::optional<double> points_lost(const GameRecord& record) const override {
        if (!per_action_) return std::nullopt;
        return *per_action_ * static_cast<double>(record.actions.size());
    }

private:
    std::optional<double> per_action_;
};

TEST(DuplicateTest, TheSameSeedDealsTheSameWhateverIsPlayedAfter) {
    std::string error;
    const auto first = deal_of(played(42, 0), &error);
    const auto second = deal_of(played(42, 12), &error);
    ASSERT_TRUE(first && second) << error;
    EXPECT_TRUE(*first == *second);
    const auto other_seed = deal_of(played(43, 0), &error);
    ASSERT_TRUE(other_seed) << error;
    EXPECT_FALSE(*first == *other_seed);
    const auto other_difficulty = deal_of(played(42, 0, 3), &error);
    ASSERT_TRUE(other_difficulty) << error;
    EXPECT_FALSE(*first == *other_difficulty);
}

TEST(DuplicateTest, ComparisonReportsEachPairsGame) {
    const GameRecord short_game = played(7, 5);
    const GameRecord long_game = played(7, 2000);  // the first legal action until the game ends
    const Comparison comparison = compare_records({{"pair-a.json", short_game}, {"pair-b.json", long_game}}, nullptr);
    ASSERT_EQ(comparison.pairs.size(), 2u);
    EXPECT_TRUE(comparison.all_same_deal);
    EXPECT_FALSE(comparison.reviewed);
    const PairResult& a = comparison.pairs[0];
    EXPECT_EQ(a.name, "pair-a.json");
    EXPECT_TRUE(a.same_deal);
    EXPECT_EQ(a.status, rules::GameStatus::kInProgress);
    EXPECT_EQ(a.actions, 5);
    EXPECT_FALSE(a.points_lost.has_value());
    const PairResult& b = comparison.pairs[1];
    const auto replayed = rules::replay_record(long_game);
    ASSERT_TRUE(replayed.state);
    EXPECT_TRUE(replayed.state->is_over());
    EXPECT_EQ(b.status, replayed.state->status());
    EXPECT_EQ(b.actions, static_cast<int>(long_game.actions.size()));
    EXPECT_EQ(b.components, replayed.state->components_collected());
    EXPECT_EQ(b.detection, rules::detection_label(replayed.state->detection_position()));

    const std::string text = format_comparison_text(comparison);
    EXPECT_NE(text.find("pair-a.json  same       in_progress  5 "), std::string::npos) << text;
    EXPECT_NE(text.find("Every record has the same deal as the first."), std::string::npos) << text;
    EXPECT_NE(text.find("Points lost: not reviewed"), std::string::npos) << text;
}

TEST(DuplicateTest, ADifferentDealIsMarked) {
    const Comparison comparison = compare_records({{"a", played(1, 0)}, {"b", played(2, 0)}}, nullptr);
    EXPECT_FALSE(comparison.all_same_deal);
    EXPECT_TRUE(comparison.pairs[0].same_deal);
    EXPECT_FALSE(comparison.pairs[1].same_deal);
    EXPECT_NE(format_comparison_text(comparison).find("\nb     DIFFERENT"), std::string::npos);
}

TEST(DuplicateTest, TheReviewHookFillsThePointsColumn) {
    const PointsPerAction review(1.5);
    const Comparison comparison = compare_records({{"a", played(9, 4)}, {"b", played(9, 2)}}, &review);
    EXPECT_TRUE(comparison.reviewed);
    EXPECT_EQ(comparison.pairs[0].points_lost, 6.0);
    EXPECT_EQ(comparison.pairs[1].points_lost, 3.0);
    const std::string text = format_comparison_text(comparison);
    EXPECT_NE(text.find("6.0\n"), std::string::npos) << text;
    EXPECT_EQ(text.find("not reviewed"), std::string::npos) << text;
    const PointsPerAction undecided(std::nullopt);
    EXPECT_FALSE(compare_records({{"a", played(9, 4)}}, &undecided).pairs[0].points_lost.has_value());
}

TEST(DuplicateTest, ARecordThatDoesNotReplayIsReportedNotCompared) {
    GameRecord broken = played(5, 3);
    broken.actions.push_back(broken.actions.front());  // the first action again is no longer legal
    const Comparison comparison = compare_records({{"good", played(5, 3)}, {"broken", broken}}, nullptr);
    EXPECT_FALSE(comparison.all_same_deal);
    EXPECT_FALSE(comparison.pairs[1].error.empty());
    EXPECT_NE(format_comparison_text(comparison).find("broken  does not replay: action "), std::string::npos)
        << format_comparison_text(comparison);
}

}  // namespace
}  // namespace entanglion::classroom
