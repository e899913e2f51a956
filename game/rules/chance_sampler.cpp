#include "game/rules/chance_sampler.h"

#include <cassert>

#include "game/rules/internal/kernel.h"

namespace entanglion::rules {
namespace {

// The uniform_index(n)-th of the n components the node offers, in component order: a setup
// placement's, those not yet on a planet (every game samples eight); Spooky Action's pick, the
// drawing ship's.
ChanceOutcome sample_component(const GameState& state, ChanceKind kind, Rng& rng) {
    FixedVector<Component, kComponentCount> candidates;
    if (kind == ChanceKind::kComponentPlacement) {
        unsigned laid = 0;
        for (Planet planet : kClockwiseEntanglion) {
            if (const auto c = state.component_on(planet)) laid |= 1u << static_cast<unsigned>(*c);
        }
        for (Component c : kAllComponents) {
            if (!(laid >> static_cast<unsigned>(c) & 1u)) candidates.push_back(c);
        }
    } else {
        candidates = state.components_of(state.pending_chance().player);  // in component order
    }
    const auto picked = candidates[static_cast<std::size_t>(rng.uniform_index(candidates.size()))];
    return ChanceOutcome{kind, static_cast<int>(picked)};
}

// The nodes that come a few times a game: the measurement, Spooky Action's pick, the setup's
// placements. Out of line, so the frequent draws and dice keep a small frame (docs/performance.md).
}  // namespace

namespace internal {

ChanceOutcome sample_rare(const GameState& state, Rng& rng) {
    const ChanceKind kind = state.pending_chance().kind;
    switch (kind) {
        case ChanceKind::kMeasurement: {
            const auto outcomes = measurement_outcomes(state.live_state());
            const double u = rng.uniform01();
            double below = 0;
            for (const MeasurementChance& m : outcomes) {
                below += m.probability;
                if (u < below) return ChanceOutcome{kind, m.outcome.index()};
            }
            return ChanceOutcome{kind, outcomes.back().outcome.index()};  // rounding: the last one
        }
        default:
            return sample_component(state, kind, rng);
    }
}

}  // namespace internal

void sample_chance_nodes(GameState& state, Rng& rng) { internal::Kernel::sample_chance_nodes(state, rng); }

std::optional<ChanceOutcome> ChanceQueue::take(const GameState& state) {
    if (next_ >= outcomes_.size() || !state.at_chance_node()) return std::nullopt;
    const ChanceOutcome& queued = outcomes_[next_];
    if (queued.kind != state.pending_chance().kind) return std::nullopt;
    if (state.chance_probability(queued) <= 0) {
        next_ = outcomes_.size();  // the game went elsewhere: fresh chance from now on
        return std::nullopt;
    }
    ++next_;
    return queued;
}

RecordedLuck::RecordedLuck(const std::vector<ChanceOutcome>& outcomes) {
    for (const ChanceOutcome& outcome : outcomes) outcomes_[static_cast<std::size_t>(outcome.kind)].push_back(outcome);
}

std::optional<ChanceOutcome> RecordedLuck::take(const GameState& state) {
    if (!state.at_chance_node()) return std::nullopt;
    const auto kind = static_cast<std::size_t>(state.pending_chance().kind);
    if (next_[kind] >= outcomes_[kind].size()) return std::nullopt;
    const ChanceOutcome& recorded = outcomes_[kind][next_[kind]++];
    if (state.chance_probability(recorded) <= 0) return std::nullopt;
    return recorded;
}

std::size_t RecordedLuck::remaining() const {
    std::size_t count = 0;
    for (std::size_t kind = 0; kind < kKinds; ++kind) count += outcomes_[kind].size() - next_[kind];
    return count;
}

}  // namespace entanglion::rules
