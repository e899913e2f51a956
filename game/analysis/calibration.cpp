#include "game/analysis/calibration.h"

#include <algorithm>

namespace entanglion::analysis {

double Calibration::base_rate_brier() const {
    if (predictions == 0) return 0.0;
    const double rate = static_cast<double>(predictions_won) / predictions;
    return rate * (1 - rate);
}

Interval CalibrationBin::observed_interval() const {
    const double successes = observed() * games;
    return policies::wilson_interval(static_cast<std::int64_t>(successes + 0.5), games);
}

void add_game(Calibration& calibration, const ReviewResult& review, bool won) {
    ++calibration.games;
    calibration.games_won += won ? 1 : 0;
    std::array<bool, 10> seen{};
    for (const ReviewStep& step : review.steps) {
        if (step.before.exact) continue;
        const double p = step.before.probability;
        const auto index = static_cast<std::size_t>(std::clamp(static_cast<int>(p * 10), 0, 9));
        CalibrationBin& bin = calibration.bins[index];
        if (!seen[index]) ++bin.games;
        seen[index] = true;
        ++bin.predictions;
        bin.predicted_sum += p;
        bin.won += won ? 1 : 0;
        ++calibration.predictions;
        calibration.predictions_won += won ? 1 : 0;
        const double error = p - (won ? 1.0 : 0.0);
        calibration.squared_error += error * error;
    }
}

}  // namespace entanglion::analysis
