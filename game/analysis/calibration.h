#pragma once
/// Calibration of the review's win probabilities: over reviewed games whose results are known, how
/// often the games were won when the review predicted p, per tenth of the range (the reliability
/// table), and the Brier score. docs/review.md shows the figures; bench/review_calibration.cpp
/// measures them.

#include <array>
#include <cstdint>

#include "game/analysis/review.h"

namespace entanglion::analysis {

struct CalibrationBin {
    int predictions = 0;
    double predicted_sum = 0;  ///< the sum of the predictions that fell in the bin
    int won = 0;               ///< of those predictions, how many were made in games that were won
    int games = 0;             ///< how many games made predictions in the bin (the steps of one game are
                               ///< not independent: the games are the honest sample size)
    double mean_predicted() const { return predictions ? predicted_sum / predictions : 0.0; }
    double observed() const { return predictions ? static_cast<double>(won) / predictions : 0.0; }
    /// A 95% interval for observed(), counting each game once (Wilson on the games in the bin).
    Interval observed_interval() const;
};

struct Calibration {
    /// bins[i] holds the predictions in [i/10, (i+1)/10) (the last bin includes 1).
    std::array<CalibrationBin, 10> bins{};
    int games = 0;
    int games_won = 0;
    int predictions = 0;
    int predictions_won = 0;  ///< predictions made in games that were won
    double squared_error = 0;

    /// The mean squared difference between prediction and result (0 is perfect).
    double brier() const { return predictions ? squared_error / predictions : 0.0; }
    /// The Brier score of always predicting the share of won predictions (no skill), for comparison.
    double base_rate_brier() const;
};

/// Adds the predictions of one reviewed, finished game: the estimate before every step (a finished
/// position's exact value is left out: it predicts nothing).
void add_game(Calibration& calibration, const ReviewResult& review, bool won);

}  // namespace entanglion::analysis
