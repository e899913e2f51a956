#pragma once
/// A turn's legal actions counted instead of listed. With no decision pending, legal_actions()
/// lists, in this order: the Qubit Interconnect swaps (a kind I hold for a different kind the other
/// ship holds, when both ships orbit the same planet and I hold Qubit Interconnect), Navigate for
/// each engine card kind held, Exchange for each kind held, Retrieve (when the ships orbit an
/// Entanglion planet holding a component), then each event card that may be played as the action
/// (never Quantum Tunnel; Bennett only once a component is on a ship). TurnOptions counts those
/// groups, and GameState::apply_turn_option applies entry `index` of that list without building it:
/// what a policy needs to choose by index (game/policies/).
///
/// Also the pieces legal_actions() builds the list from (GameState's private hand_kinds,
/// playable_events, retrieve_offered, interconnect_offered), inline here for both.
/// Fast path: see docs/performance.md#turn-options-the-counted-legal-list.

#include <array>
#include <cstdint>

#include "game/rules/game_state.h"
#include "game/rules/interpretations.h"
#include "game/rules/navigation.h"

namespace entanglion::rules {

/// A 4-bit set (engine card kinds, or four event cards): how many members it has, and its n-th
/// member in increasing order (the order legal_actions() lists kinds in).
struct BitsOf4 {
    std::uint8_t count = 0;
    std::array<std::uint8_t, 4> nth{};
};
constexpr std::array<BitsOf4, 16> bits_of_4_table() {
    std::array<BitsOf4, 16> table{};
    for (unsigned mask = 0; mask < 16; ++mask) {
        for (unsigned k = 0; k < 4; ++k) {
            if (mask >> k & 1u) table[mask].nth[table[mask].count++] = static_cast<std::uint8_t>(k);
        }
    }
    return table;
}
inline constexpr auto kBitsOf4 = bits_of_4_table();

/// How many members a set of up to 12 (the event cards) has.
inline unsigned count_bits_12(unsigned mask) {
    static_assert(kEventCardCount <= 12, "three 4-bit lookups count the event cards");
    return kBitsOf4[mask & 15u].count + kBitsOf4[(mask >> 4) & 15u].count + kBitsOf4[(mask >> 8) & 15u].count;
}

/// The turn's legal actions by group, in legal_actions()'s order: entry i of the counting is
/// legal_actions()[i].
struct TurnOptions {
    unsigned hand_kinds = 0;  ///< bit k: the acting player holds engine card kind k
    unsigned held = 0;        ///< kinds held: one Navigate and one Exchange each
    unsigned swaps = 0;       ///< Qubit Interconnect swaps on offer (listed first)
    unsigned retrieve = 0;    ///< 1 when Retrieve is on offer
    unsigned events = 0;      ///< bit c: event card c may be played as the action
    unsigned size = 0;        ///< legal_actions().size()
};

/// Bit k: `cards` (a hand, or the cards drawn for a decision) holds engine card kind k.
inline unsigned engine_kinds(const EngineHand& cards) {
    static_assert(EngineHand::capacity() == 3);
    const EngineCard* c = cards.data();
    const unsigned n = static_cast<unsigned>(cards.size());
    return (unsigned{n > 0} << static_cast<unsigned>(c[0])) | (unsigned{n > 1} << static_cast<unsigned>(c[1])) |
           (unsigned{n > 2} << static_cast<unsigned>(c[2]));
}

inline unsigned GameState::hand_kinds(Ship ship) const { return engine_kinds(hands_[static_cast<int>(ship)]); }

inline unsigned GameState::playable_events(Ship ship) const {
    const auto& events = event_hands_[static_cast<int>(ship)];
    const EventCard* c = events.data();
    const std::size_t n = events.size();
    unsigned held = 0;
    for (std::size_t i = 0; i < events.capacity(); ++i) held |= unsigned{i < n} << static_cast<unsigned>(c[i]);
    held &= ~(1u << static_cast<unsigned>(EventCard::kQuantumTunnel));  // played against a check, not as an action
    if (interpretation::kBennettNeedsAComponent && components_collected() == 0) {
        held &= ~(1u << static_cast<unsigned>(EventCard::kBennett));
    }
    return held;
}

inline bool GameState::retrieve_offered() const {
    return inside_entanglion(positions_) & (planet_component_[static_cast<int>(positions_.mercurial)] >= 0);
}

inline bool GameState::interconnect_offered(Ship ship) const {
    const bool not_yet_swapped = !interconnect_used_ || !interpretation::kInterconnectOncePerTurnBeforeAction;
    return not_yet_swapped & ship_has(ship, Component::kQubitInterconnect) &
           (positions_.mercurial == positions_.rubicon);
}

inline TurnOptions GameState::turn_options() const {
    TurnOptions options;
    const Ship me = current_;
    options.hand_kinds = hand_kinds(me);
    options.held = kBitsOf4[options.hand_kinds].count;
    if (interconnect_offered(me)) {
        const unsigned theirs = hand_kinds(other(me));
        options.swaps = options.held * kBitsOf4[theirs].count - kBitsOf4[options.hand_kinds & theirs].count;
    }
    options.retrieve = retrieve_offered() ? 1u : 0u;
    options.events = playable_events(me);
    options.size = options.swaps + 2 * options.held + options.retrieve + count_bits_12(options.events);
    return options;
}

}  // namespace entanglion::rules
