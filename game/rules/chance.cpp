#include "game/rules/chance.h"

namespace entanglion::rules {

std::string_view chance_kind_id(ChanceKind kind) {
    switch (kind) {
        case ChanceKind::kEntanglionDie:
            return "d8";
        case ChanceKind::kCentariousDie:
            return "centarious";
        case ChanceKind::kComponentPick:
            return "component_pick";
        case ChanceKind::kMeasurement:
            return "measure";
        case ChanceKind::kEngineDraw:
            return "engine_draw";
        case ChanceKind::kEventDraw:
            return "event_draw";
        case ChanceKind::kComponentPlacement:
            return "component_placement";
    }
    return "?";
}

FixedVector<MeasurementChance, 4> measurement_outcomes(const TwoQubitState& state) {
    constexpr double kImpossible = 1e-12;
    const Eigen::Vector4d p = state.probabilities();
    double total = 0;
    for (int i = 0; i < 4; ++i) total += p[i] > kImpossible ? p[i] : 0;
    FixedVector<MeasurementChance, 4> out;
    for (int i = 0; i < 4; ++i) {
        if (p[i] > kImpossible) out.push_back(MeasurementChance{BasisOutcome{i / 2, i % 2}, p[i] / total});
    }
    return out;
}

}  // namespace entanglion::rules
