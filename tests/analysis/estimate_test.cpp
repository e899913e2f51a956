#include "game/analysis/estimate.h"

#include <gtest/gtest.h>

#include "game/rules/take_back.h"
#include "tests/analysis/analysis_fixtures.h"

namespace entanglion::analysis {
namespace {

TEST(EstimateTest, AFinishedGameIsWorthExactlyItsResult) {
    const RecordHistory history = testing::history_of(testing::simulated_record(1, 2, 0));
    const rules::GameState& end = history.positions.back();
    ASSERT_TRUE(end.is_over());
    const Estimate e = estimate_value(ValueStart{end, history.entry_count()}, EstimateSettings{});
    EXPECT_TRUE(e.is_exact());
    EXPECT_EQ(e.probability(), end.status() == rules::GameStatus::kWon ? 1.0 : 0.0);
    EXPECT_EQ(e.playouts(), 0);
    EXPECT_EQ(e.half_width(), 0.0);
}

TEST(EstimateTest, StopsOnceTheIntervalIsNarrowEnoughAndIsTheSameWhenAskedAgain) {
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 2, 1));
    EstimateSettings settings;
    settings.half_width = 0.05;
    const ValueStart start = value_start(history.positions[0], 0, settings);
    const Estimate a = estimate_value(start, settings);
    EXPECT_LE(a.half_width(), 0.05);
    // One batch fewer was not enough: the rule stops at the first batch that is.
    Estimate shorter;
    extend(shorter, start, settings, a.playouts() - settings.batch);
    EXPECT_GT(shorter.half_width(), 0.05);
    const Estimate b = estimate_value(start, settings);
    EXPECT_EQ(a.outcomes(), b.outcomes());
    EXPECT_EQ(a.interval().low, policies::wilson_interval(a.wins(), a.playouts()).low);
    settings.seed = 2;
    EXPECT_NE(estimate_value(start, settings).outcomes(), a.outcomes());
}

TEST(EstimateTest, APositionWhereAPlayerActsIsWorthItsTeamAction) {
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 2, 1));
    const EstimateSettings settings;
    const rules::GameState& start = history.positions[0];
    ASSERT_FALSE(start.at_chance_node());
    const ValueStart from = value_start(start, 0, settings);
    EXPECT_TRUE(from.state.at_chance_node());
    EXPECT_EQ(from.index, 1);
    // The team action at history index 0 is the heuristic's, seeded by choice_seed(seed, 0).
    const auto policy = make_team_policy(settings.team, choice_seed(settings.seed, 0));
    rules::GameState after = start;
    ASSERT_TRUE(after.apply_until_chance(policy->step(start)));
    EXPECT_TRUE(after == from.state);
}

TEST(EstimateTest, AnEstimateStartsAfterACertainChanceOutcome) {
    // A card play taken back puts its card back on top, known: the next draw of the stack is certain.
    const rules::GameRecord record = testing::prefix_ending_in_a_card_take_back(testing::simulated_record(1, 11, 0));
    ASSERT_FALSE(record.actions.empty()) << "no card play to take back";
    const rules::Action taken = record.actions.back().action;
    std::string error;
    std::optional<rules::GameSession> session =
        rules::GameSession::resume(rules::record_after_take_back(record), &error);
    ASSERT_TRUE(session) << error;
    ASSERT_TRUE(session->apply(taken, &error)) << error;
    const RecordHistory history = testing::history_of(session->record());
    std::optional<int> certain;
    for (int k = 0; k < history.entry_count() && !certain; ++k) {
        const rules::GameState& node = history.positions[static_cast<std::size_t>(k)];
        if (node.at_chance_node() && node.chance_outcomes().size() == 1) certain = k;
    }
    ASSERT_TRUE(certain) << "the card put back is drawn with probability 1";
    const EstimateSettings settings;
    const auto at = static_cast<std::size_t>(*certain);
    // The certain node and the position after it start their playouts at the one same position: no
    // noise between them, so a review's timeline stays a function of its positions.
    const ValueStart node = value_start(history.positions[at], *certain, settings);
    const ValueStart after = value_start(history.positions[at + 1], *certain + 1, settings);
    EXPECT_TRUE(node.state == after.state);
    EXPECT_EQ(node.index, after.index);
    EXPECT_FALSE(node.state.at_chance_node() && node.state.chance_outcomes().size() == 1);
    const Estimate a = estimate_value(node, settings);
    const Estimate b = estimate_value(after, settings);
    EXPECT_EQ(a.probability(), b.probability());
}

TEST(EstimateTest, PairedDifferencesAreSharperThanTheIntervalsAndZeroForTheSameEstimate) {
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 2, 3));
    EstimateSettings settings;
    settings.half_width = 0;
    settings.max_playouts = 512;
    // A chance node and the position after its recorded outcome share playout j's luck to come. How
    // much the pairing gains depends on the node (a draw that changes the hand changes the rest of
    // the playout); at this game's first node it gains.
    int k = 0;
    while (!history.positions[static_cast<std::size_t>(k)].at_chance_node()) ++k;
    const auto at = static_cast<std::size_t>(k);
    const Estimate before = estimate_value(ValueStart{history.positions[at], k}, settings);
    const Estimate after = estimate_value(value_start(history.positions[at + 1], k + 1, settings), settings);
    const Difference d = paired_difference(after, before);
    EXPECT_DOUBLE_EQ(d.value, after.probability() - before.probability());
    const double unpaired = after.half_width() + before.half_width();
    EXPECT_LT(d.interval.high - d.interval.low, unpaired) << "pairing makes the comparison sharper";
    const Difference same = paired_difference(before, before);
    EXPECT_EQ(same.value, 0.0);
    EXPECT_FALSE(same.significant());
    const Difference exact = paired_difference(Estimate::exact(true), before);
    EXPECT_DOUBLE_EQ(exact.interval.low, 1.0 - before.interval().high);
}

}  // namespace
}  // namespace entanglion::analysis
