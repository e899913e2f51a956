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
