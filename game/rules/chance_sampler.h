#pragma once
/// Sampling chance: the outcome a seeded generator gives a chance node, outside the state (the
/// rules hold no generator). A game driven by a generator applies sample_chance_outcome(state, rng)
/// at each chance node; a record replays its history instead, a test forces its outcomes. Every
/// outcome sampled is one of state.chance_outcomes(), with that probability.
///
/// Portable: every uniform choice is uniform_index (chance.h) on the portable Rng, so the same
/// seed gives the same game on every machine.

#include <cstdint>
#include <optional>
#include <vector>

#include "game/rules/chance.h"
#include "game/rules/game_state.h"

namespace entanglion::rules {

/// An outcome of the state's pending chance node, drawn from `rng` with its probability: the d8 as
/// 1 + uniform_index(8), the Centarious die as uniform_index(2), a draw as the uniform_index(n)-th
/// of the n face-down cards that may come next (in card kind order; the pinned card alone when its
/// place is the top), a pick or a setup placement as the uniform_index(n)-th of the n candidates in
/// component order, a measurement by the Born rule over measurement_outcomes (one uniform01()).
/// Precondition: state.at_chance_node().
ChanceOutcome sample_chance_outcome(const GameState& state, Rng& rng);

namespace internal {

/// The uniform_index(size)-th card that may come next from `pile`: every card but the pinned one, in
/// kind order, when the pinned card is not on top; the pinned card when it is. The kind is counted
/// without a branch per kind: it is how many running totals the index reaches.
template <typename Card, int kKinds>
Card sample_draw(const HiddenPile<Card, kKinds>& pile, Rng& rng) {
    const bool placed = pile.pinned_place() != HiddenPile<Card, kKinds>::kNoPlace;
    if (placed && pile.pinned_place() == 0) return pile.pinned();
    const auto pinned = static_cast<int>(pile.pinned());
    const auto index =
        static_cast<int>(uniform_index(rng, static_cast<std::uint64_t>(pile.size() - (placed ? 1 : 0))));
    int total = 0;
    int kind = 0;
    for (int k = 0; k < kKinds - 1; ++k) {
        total += pile.count(static_cast<Card>(k)) - (placed && k == pinned ? 1 : 0);
        kind += index >= total ? 1 : 0;
    }
    return static_cast<Card>(kind);
}

/// The nodes that come a few times a game (the measurement, Spooky Action's pick, the setup's
/// placements), out of line: the frequent draws and dice stay small enough to inline.
ChanceOutcome sample_rare(const GameState& state, Rng& rng);

}  // namespace internal

// Inline: a simulated game samples hundreds of nodes (docs/performance.md#rules-kernels).
inline ChanceOutcome sample_chance_outcome(const GameState& state, Rng& rng) {
    switch (state.pending_chance().kind) {
        case ChanceKind::kEngineDraw:
            return ChanceOutcome::engine_draw(internal::sample_draw(state.engine_stack(), rng));
        case ChanceKind::kEntanglionDie:
            return ChanceOutcome::d8(1 + static_cast<int>(uniform_index(rng, 8)));
        case ChanceKind::kCentariousDie:
            return ChanceOutcome::centarious(static_cast<int>(uniform_index(rng, 2)));
        case ChanceKind::kEventDraw:
            return ChanceOutcome::event_draw(internal::sample_draw(state.event_deck(), rng));
        default:
            return internal::sample_rare(state, rng);
    }
}

/// Answers the state's chance nodes with sample_chance_outcome(state, rng) until a player acts or the
/// game ends.
void sample_chance_nodes(GameState& state, Rng& rng);

/// Outcomes queued to answer a game's chance nodes before fresh chance does (the app playing a
/// record's setup again with the record's own outcomes). The next queued outcome answers a node of
/// its kind when it is possible there; a node of another kind is left to fresh chance (the queue
/// waits); a queued outcome of the node's kind that is impossible there drops the rest of the queue.
class ChanceQueue {
public:
    ChanceQueue() = default;
    explicit ChanceQueue(std::vector<ChanceOutcome> outcomes) : outcomes_(std::move(outcomes)) {}
    /// The queued outcome for the state's pending node, or nullopt when fresh chance answers it.
    std::optional<ChanceOutcome> take(const GameState& state);
    std::size_t remaining() const { return outcomes_.size() - next_; }

private:
    std::vector<ChanceOutcome> outcomes_;
    std::size_t next_ = 0;
};

}  // namespace entanglion::rules
