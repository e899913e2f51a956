#pragma once
/// Internal to the rules engine: the pieces of a turn's legal actions (GameState's private
/// hand_kinds, playable_events, retrieve_offered and interconnect_offered), defined inline for their
/// two callers, legal_actions() and the random policy, which run them on every action of a
/// simulated game.

#include "game/rules/game_state.h"
#include "game/rules/interpretations.h"
#include "game/rules/navigation.h"

namespace entanglion::rules {

/// Bit k: `cards` (a hand, or the cards drawn for a decision) holds engine card kind k. All three
/// slots are read and masked by the size (slots past it hold old cards): no loop whose length
/// varies, which a Dilution Refrigerator's two-card hand would make unpredictable.
inline unsigned engine_kinds(const EngineHand& cards) {
    static_assert(EngineHand::capacity() == 3);
    const EngineCard* c = cards.data();
    const unsigned n = static_cast<unsigned>(cards.size());
    return (unsigned{n > 0} << static_cast<unsigned>(c[0])) | (unsigned{n > 1} << static_cast<unsigned>(c[1])) |
           (unsigned{n > 2} << static_cast<unsigned>(c[2]));
}

inline unsigned GameState::hand_kinds(Ship ship) const { return engine_kinds(hands_[static_cast<int>(ship)]); }

inline unsigned GameState::playable_events(Ship ship) const {
    // Every slot read and masked by the size, like hand_kinds: whether a player holds events changes
    // from turn to turn.
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

// Both read every condition (&, not &&): where random ships are is not predictable, and each
// short-circuit was a branch mispredicted on about a third of the turns of a simulated game.
inline bool GameState::retrieve_offered() const {
    return inside_entanglion(positions_) & (planet_component_[static_cast<int>(positions_.mercurial)] >= 0);
}

inline bool GameState::interconnect_offered(Ship ship) const {
    const bool not_yet_swapped = !interconnect_used_ || !interpretation::kInterconnectOncePerTurnBeforeAction;
    return not_yet_swapped & ship_has(ship, Component::kQubitInterconnect) &
           (positions_.mercurial == positions_.rubicon);
}

}  // namespace entanglion::rules
