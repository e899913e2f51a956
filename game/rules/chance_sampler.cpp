#include "game/rules/chance_sampler.h"

#include <cassert>

#include "game/rules/internal/turn_options_kernel.h"

namespace entanglion::rules {
namespace {

// The uniform_index(size)-th card that may come next from `pile`: every card but the pinned one, in
// kind order, when the pinned card is not on top; the pinned card when it is. The kind is counted
// without a branch per kind: it is how many running totals the index reaches.
template <typename Card, int kKinds>
Card sample_draw(const HiddenPile<Card, kKinds>& pile, Rng& rng) {
    const bool placed = pile.pinned_place() != HiddenPile<Card, kKinds>::kNoPlace;
    if (placed && pile.pinned_place() == 0) return pile.pinned();
    const auto pinned = static_cast<int>(pile.pinned());
    const auto index = static_cast<int>(uniform_index(rng, static_cast<std::uint64_t>(pile.size() - (placed ? 1 : 0))));
    int total = 0;
    int kind = 0;
    for (int k = 0; k < kKinds - 1; ++k) {
        total += pile.count(static_cast<Card>(k)) - (placed && k == pinned ? 1 : 0);
        kind += index >= total ? 1 : 0;
    }
    return static_cast<Card>(kind);
}

// The uniform_index(n)-th of the n components the node offers, in component order.
ChanceOutcome sample_component(const GameState& state, ChanceKind kind, Rng& rng) {
    FixedVector<Component, kComponentCount> candidates;
    for (Component c : kAllComponents) {
        if (state.chance_probability(ChanceOutcome{kind, static_cast<int>(c)}) > 0) candidates.push_back(c);
    }
    const auto picked = candidates[static_cast<std::size_t>(uniform_index(rng, candidates.size()))];
    return ChanceOutcome{kind, static_cast<int>(picked)};
}

// The nodes that come a few times a game: the measurement, Spooky Action's pick, the setup's
// placements. Out of line, so the frequent draws and dice keep a small frame (docs/performance.md).
[[gnu::noinline]] ChanceOutcome sample_rare(const GameState& state, Rng& rng) {
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

}  // namespace

ChanceOutcome sample_chance_outcome(const GameState& state, Rng& rng) {
    assert(state.at_chance_node());
    switch (state.pending_chance().kind) {
        case ChanceKind::kEngineDraw:
            return ChanceOutcome::engine_draw(sample_draw(state.engine_stack(), rng));
        case ChanceKind::kEntanglionDie:
            return ChanceOutcome::d8(1 + static_cast<int>(uniform_index(rng, 8)));
        case ChanceKind::kCentariousDie:
            return ChanceOutcome::centarious(static_cast<int>(uniform_index(rng, 2)));
        case ChanceKind::kEventDraw:
            return ChanceOutcome::event_draw(sample_draw(state.event_deck(), rng));
        default:
            return sample_rare(state, rng);
    }
}

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

}  // namespace entanglion::rules
