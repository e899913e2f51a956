// The review's win probabilities agree with how often games were actually won: the calibration
// check of docs/review.md at a small size (the full figures come from bench/review_calibration.cpp).

#include "game/analysis/calibration.h"

#include <gtest/gtest.h>

#include <cmath>

#include "tests/analysis/analysis_fixtures.h"

namespace entanglion::analysis {
namespace {

TEST(CalibrationTest, PredictedWinProbabilitiesAgreeWithTheResultsOfHeuristicGames) {
    constexpr int kGames = 40;
    ReviewSettings settings = testing::quick_settings(2);
    settings.compare_actions = false;
    settings.estimate.max_playouts = 64;  // one batch: +-12 points, plenty for bins of a tenth
    Calibration calibration;
    double start_sum = 0;
    for (int game = 0; game < kGames; ++game) {
        const RecordHistory history =
            testing::history_of(testing::simulated_record(2, 2026, static_cast<std::uint64_t>(game)));
        ASSERT_TRUE(history.positions.back().is_over());
        const ReviewResult review = testing::reviewed(history, settings);
        start_sum += review.steps.front().before.probability;
        add_game(calibration, review, history.positions.back().status() == rules::GameStatus::kWon);
    }
    EXPECT_EQ(calibration.games, kGames);
    // The starting estimates average to the share of games won, within what 40 games allow
    // (about 0.48 at difficulty 2; three standard errors of a share of 40).
    const double won = static_cast<double>(calibration.games_won) / kGames;
    EXPECT_NEAR(start_sum / kGames, won, 3 * std::sqrt(0.25 / kGames));
    // The estimates know something: far below the Brier score of predicting the base rate.
    EXPECT_LT(calibration.brier(), 0.75 * calibration.base_rate_brier());
    // Where the review is sure, it is right: predictions below 10% come from lost games, above 90%
    // from won ones, nearly always.
    const CalibrationBin& low = calibration.bins[0];
    const CalibrationBin& high = calibration.bins[9];
    ASSERT_GT(low.predictions, 20);
    ASSERT_GT(high.predictions, 20);
    EXPECT_LT(low.observed(), 0.15);
    EXPECT_GT(high.observed(), 0.85);
    // Every well-filled bin's share won lies near its mean prediction (a wide margin: 40 games).
    for (const CalibrationBin& bin : calibration.bins) {
        if (bin.predictions < 100) continue;
        EXPECT_NEAR(bin.observed(), bin.mean_predicted(), 0.2) << bin.predictions << " predictions";
    }
}

}  // namespace
}  // namespace entanglion::analysis
