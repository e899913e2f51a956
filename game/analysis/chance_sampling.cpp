#include "game/analysis/chance_sampling.h"

#include <cassert>

namespace entanglion::analysis {

rules::ChanceOutcome sample_chance_outcome(const rules::GameState& state, Rng& rng) {
    const rules::ChanceOutcomeList outcomes = state.chance_outcomes();
    assert(!outcomes.empty());
    double u = rng.uniform01();
    // The last outcome takes whatever rounding leaves over, so the probabilities need not sum to
    // exactly 1 in floating point.
    for (std::size_t i = 0; i + 1 < outcomes.size(); ++i) {
        if (u < outcomes[i].probability) return outcomes[i].outcome;
        u -= outcomes[i].probability;
    }
    return outcomes.back().outcome;
}

}  // namespace entanglion::analysis
