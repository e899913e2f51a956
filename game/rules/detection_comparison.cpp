#include "game/rules/detection_comparison.h"

namespace entanglion::rules {
namespace {

bool on_centarious(Planet planet) { return planet == Planet::kZero || planet == Planet::kOne; }

}  // namespace

std::optional<DetectionComparison> compare_detection_with_measurement(const Board& board, Planet planet,
                                                                      const ShipPositions& landing) {
    const std::optional<TwoQubitState>& state = board.info(planet).two_qubit_state;
    if (!state || !on_centarious(landing.mercurial) || !on_centarious(landing.rubicon)) return std::nullopt;
    constexpr double kImpossible = 1e-9;
    const Eigen::Vector4d probabilities = state->probabilities();
    DetectionComparison comparison;
    for (int index = 0; index < 4; ++index) {
        if (probabilities[index] < kImpossible) continue;
        comparison.outcomes.push_back(MeasurementChance{BasisOutcome{index >> 1, index & 1}, probabilities[index]});
    }
    comparison.landing =
        BasisOutcome{landing.mercurial == Planet::kOne ? 1 : 0, landing.rubicon == Planet::kOne ? 1 : 0};
    comparison.landing_possible = probabilities[comparison.landing.index()] > kImpossible;
    return comparison;
}

}  // namespace entanglion::rules
