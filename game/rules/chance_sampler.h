#pragma once
/// Sampling chance: the outcome a seeded generator gives a chance node, outside the state (the
/// rules hold no generator). A game driven by a generator applies sample_chance_outcome(state, rng)
/// at each chance node; a record replays its history instead, a test forces its outcomes. Every
/// outcome sampled is one of state.chance_outcomes(), with that probability.
///
/// Portable: every uniform choice is uniform_index (chance.h) on the portable Rng, so the same
/// seed gives the same game on every machine.

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
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

/// The card known on top when one is (no draw from `rng`); otherwise the uniform_index(size)-th
/// card that may come next from `pile`: every card but the pinned one, in
/// kind order, when the pinned card is not on top; the pinned card when it is. The kind is how many
/// running totals of the counts the index reaches, counted for all kinds at once with the counts
/// one per byte of a word (docs/performance.md#rules-kernels).
template <typename Card, int kKinds>
[[gnu::always_inline]] inline Card sample_draw(const HiddenPile<Card, kKinds>& pile, Rng& rng) {
    static_assert(kKinds - 1 <= 8, "the running totals of all kinds but the last fit in one 64-bit word");
    constexpr std::uint64_t kOnes = 0x0101010101010101u;
    constexpr std::uint64_t kTotalsUsed =
        kKinds - 1 == 8 ? ~std::uint64_t{0} : (std::uint64_t{1} << (8 * (kKinds - 1))) - 1;
    if (pile.known_count() > 0) [[unlikely]]
        return pile.known_on_top(0);  // put back by a take-back
    const bool placed = pile.pinned_place() != HiddenPile<Card, kKinds>::kNoPlace;
    if (placed && pile.pinned_place() == 0) return pile.pinned();
    const std::uint64_t index = rng.uniform_index(static_cast<std::uint64_t>(pile.size() - (placed ? 1 : 0)));
    // Byte k: the count of kind k, less the pinned card (it cannot come yet).
    std::uint64_t counts = 0;
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(&counts, pile.counts().data(), kKinds - 1);
    } else {
        for (int k = 0; k < kKinds - 1; ++k)
            counts |= std::uint64_t{pile.counts()[static_cast<std::size_t>(k)]} << (8 * k);
    }
    counts -= std::uint64_t{placed} << (8 * static_cast<int>(pile.pinned()));  // beyond the bytes used: masked below
    // Byte k: the running total of kinds 0..k (at most 24: no byte carries into the next).
    const std::uint64_t totals = counts * kOnes;
    // Byte k's top bit: index >= total k (0x80 + index - total stays within its byte).
    const std::uint64_t reached = ((index * kOnes) | (kOnes << 7)) - (totals & kTotalsUsed);
    // How many such bytes: their top bits moved to the bottom and summed into the top byte.
    return static_cast<Card>((((reached & kTotalsUsed & (kOnes << 7)) >> 7) * kOnes) >> 56);
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
            return ChanceOutcome::d8(1 + static_cast<int>(rng.uniform_index(8)));
        case ChanceKind::kCentariousDie:
            return ChanceOutcome::centarious(static_cast<int>(rng.uniform_index(2)));
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

/// "The same luck still to come" (a what-if from a step of a record, docs/review.md): the record's
/// outcomes after the step, in order, in one queue per chance kind. The n-th node of a kind meets
/// the n-th queued outcome of that kind and takes it when it still applies there (probability
/// above zero); otherwise, or when that kind's queue is empty, the node is left to fresh chance. The
/// queued outcome is used up either way, so the queues never drift (the 5th d8 after the step always
/// meets the record's 5th d8 after the step). Serves analysis::WhatIf and GameSession::continued.
class RecordedLuck {
public:
    RecordedLuck() = default;
    explicit RecordedLuck(const std::vector<ChanceOutcome>& outcomes);
    /// The queued outcome for the state's pending node, or nullopt when fresh chance answers it.
    std::optional<ChanceOutcome> take(const GameState& state);
    /// How many queued outcomes no node has met yet.
    std::size_t remaining() const;

private:
    static constexpr std::size_t kKinds = kChanceKindCount;
    std::array<std::vector<ChanceOutcome>, kKinds> outcomes_;
    std::array<std::size_t, kKinds> next_{};
};

}  // namespace entanglion::rules
