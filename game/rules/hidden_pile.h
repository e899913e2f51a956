#pragma once
/// A face-down pile as the rules know it: how many cards of each kind it holds, not their order,
/// plus the one place the rulebook fixes. The first engine stack has PROBE at the bottom; an event
/// deck built as in setup has Quantum Shuffle sixth from the top (quantum_shuffle_place). Which card a
/// draw reveals is a chance node whose probabilities come from here: the pinned card has
/// probability 1 when its place is the top and 0 before; every other card has its share of the
/// unpinned cards. A pile shuffled from a discard pile has no pinned card: each card has its share.
///
/// The order a real deck has is not the rules' business: each draw is a chance node.

#include <array>
#include <cassert>
#include <cstdint>
#include <span>

namespace entanglion::rules {

template <typename Card, int kKinds>
class HiddenPile {
public:
    static constexpr int kNoPlace = -1;

    /// The pile becomes `cards` (any order: only the counts are kept), with `pinned` known to be
    /// `place` cards below the top (0 = the top), or no known place (kNoPlace).
    /// Precondition: when placed, `pinned` is among `cards` exactly once and place < cards.size().
    void reset(std::span<const Card> cards, Card pinned, int place) {
        count_.fill(0);
        for (Card c : cards) ++count_[static_cast<int>(c)];
        size_ = static_cast<std::uint8_t>(cards.size());
        pinned_ = pinned;
        place_ = static_cast<std::int8_t>(place);
    }

    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    int count(Card card) const { return count_[static_cast<int>(card)]; }
    /// The count of each kind, in kind order.
    const std::array<std::uint8_t, kKinds>& counts() const { return count_; }
    /// The card whose place is known, and how many cards lie above it (kNoPlace: none is known).
    Card pinned() const { return pinned_; }
    int pinned_place() const { return place_; }

    /// The probability that the next draw reveals `card`.
    double probability(Card card) const {
        if (place_ == kNoPlace) return size_ == 0 ? 0.0 : static_cast<double>(count(card)) / size_;
        if (card == pinned_) return place_ == 0 ? 1.0 : 0.0;
        return place_ == 0 ? 0.0 : static_cast<double>(count(card)) / (size_ - 1);
    }
    /// True when the next draw may reveal `card` (probability above 0).
    bool may_draw(Card card) const {
        if (count(card) == 0) return false;
        if (place_ == kNoPlace) return true;
        return (card == pinned_) == (place_ == 0);
    }
    /// Removes the drawn `card`. Precondition: may_draw(card).
    void draw(Card card) {
        assert(may_draw(card));
        --count_[static_cast<int>(card)];
        --size_;
        // A placed card moves one up, or was the one drawn (may_draw: only the pinned card at the top).
        if (place_ != kNoPlace) place_ = card == pinned_ ? std::int8_t{kNoPlace} : static_cast<std::int8_t>(place_ - 1);
    }

    friend bool operator==(const HiddenPile&, const HiddenPile&) = default;

private:
    std::array<std::uint8_t, kKinds> count_{};
    std::uint8_t size_ = 0;
    Card pinned_{};
    std::int8_t place_ = kNoPlace;
};

}  // namespace entanglion::rules
