#pragma once
/// A face-down pile as the rules know it: how many cards of each kind it holds, not their order,
/// plus the one place the rulebook fixes. The first engine stack has PROBE at the bottom; an event
/// deck built as in setup has Quantum Shuffle sixth from the top (quantum_shuffle_place). Which card a
/// draw reveals is a chance node whose probabilities come from here: the pinned card has
/// probability 1 when its place is the top and 0 before; every other card has its share of the
/// unpinned cards. A pile shuffled from a discard pile has no pinned card: each card has its share.
///
/// The cards on top may be known too: a take-back (take_back.h) puts the cards an action drew back
/// on top, face known to both players, so the next draws reveal them with probability 1, in order.
///
/// The order a real deck has is not the rules' business: each draw is a chance node.

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <span>

namespace entanglion::rules {

template <typename Card, int kKinds>
class HiddenPile {
public:
    static constexpr int kNoPlace = -1;
    /// At most this many cards lie known on top (more than any pile holds).
    static constexpr int kMaxKnown = 24;

    /// The pile becomes `cards` (any order: only the counts are kept), with `pinned` known to be
    /// `place` cards below the top (0 = the top), or no known place (kNoPlace).
    /// Precondition: when placed, `pinned` is among `cards` exactly once and place < cards.size().
    void reset(std::span<const Card> cards, Card pinned, int place) {
        count_.fill(0);
        for (Card c : cards) ++count_[static_cast<int>(c)];
        size_ = static_cast<std::uint8_t>(cards.size());
        pinned_ = pinned;
        place_ = static_cast<std::int8_t>(place);
        forget_known();
    }

    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    int count(Card card) const { return count_[static_cast<int>(card)]; }
    /// The count of each kind, in kind order.
    const std::array<std::uint8_t, kKinds>& counts() const { return count_; }
    /// The card whose place is known, and how many cards lie above it (kNoPlace: none is known).
    Card pinned() const { return pinned_; }
    int pinned_place() const { return place_; }

    /// How many cards on top are known (put back by a take-back), and the `i`-th of them from the
    /// top. Precondition of known_on_top: i < known_count().
    int known_count() const { return known_count_; }
    Card known_on_top(int i) const {
        assert(i >= 0 && i < known_count_);
        return known_[static_cast<std::size_t>(i)];
    }
    /// Whether `cards` (in the order drawn) may go back on top: the pile holds each of them
    /// besides the cards already known on top.
    bool can_put_back(std::span<const Card> cards) const {
        if (known_count_ + static_cast<int>(cards.size()) > kMaxKnown) return false;
        std::array<int, kKinds> needed{};
        for (int i = 0; i < known_count_; ++i) ++needed[static_cast<std::size_t>(known_[static_cast<std::size_t>(i)])];
        for (Card c : cards) ++needed[static_cast<std::size_t>(c)];
        for (int k = 0; k < kKinds; ++k) {
            if (needed[static_cast<std::size_t>(k)] > count_[static_cast<std::size_t>(k)]) return false;
        }
        return true;
    }
    /// No card on top is known any more (the counts stay).
    void forget_known() {
        known_count_ = 0;
        known_.fill(Card{});
    }
    /// `cards`, drawn in this order and still counted in the pile, become known on top, above the
    /// cards known there already: the first of them is the next card drawn. Precondition:
    /// can_put_back(cards).
    void put_back_on_top(std::span<const Card> cards) {
        assert(can_put_back(cards));
        const int n = static_cast<int>(cards.size());
        std::copy_backward(known_.begin(), known_.begin() + known_count_, known_.begin() + known_count_ + n);
        std::copy(cards.begin(), cards.end(), known_.begin());
        known_count_ = static_cast<std::uint8_t>(known_count_ + n);
    }

    /// The probability that the next draw reveals `card`.
    double probability(Card card) const {
        if (known_count_ > 0) return card == known_[0] ? 1.0 : 0.0;
        if (place_ == kNoPlace) return size_ == 0 ? 0.0 : static_cast<double>(count(card)) / size_;
        if (card == pinned_) return place_ == 0 ? 1.0 : 0.0;
        return place_ == 0 ? 0.0 : static_cast<double>(count(card)) / (size_ - 1);
    }
    /// True when the next draw may reveal `card` (probability above 0).
    bool may_draw(Card card) const {
        if (count(card) == 0) return false;
        if (known_count_ > 0) return card == known_[0];
        if (place_ == kNoPlace) return true;
        return (card == pinned_) == (place_ == 0);
    }
    /// Removes the drawn `card`. Precondition: may_draw(card).
    void draw(Card card) {
        assert(may_draw(card));
        --count_[static_cast<int>(card)];
        --size_;
        if (known_count_ > 0) {
            std::copy(known_.begin() + 1, known_.begin() + known_count_, known_.begin());
            known_[static_cast<std::size_t>(--known_count_)] = Card{};
        }
        // A placed card moves one up, or was the one drawn (may_draw: only the pinned card at the top).
        if (place_ != kNoPlace) place_ = card == pinned_ ? std::int8_t{kNoPlace} : static_cast<std::int8_t>(place_ - 1);
    }

    friend bool operator==(const HiddenPile&, const HiddenPile&) = default;

private:
    std::array<std::uint8_t, kKinds> count_{};
    std::uint8_t size_ = 0;
    Card pinned_{};
    std::int8_t place_ = kNoPlace;
    std::uint8_t known_count_ = 0;
    std::array<Card, kMaxKnown> known_{};  ///< the known cards on top, top first; unused entries Card{}
};

}  // namespace entanglion::rules
