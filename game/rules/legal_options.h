#pragma once
/// The counted legal set: what the acting player may do now, computed once, as sets with a count
/// (LegalOptions), the one source of legality. A public part of the rules: a policy counts it
/// (`size`), reads its sets (the engine card kinds held, the events playable) and takes entry i
/// (`action(i)`) without building the list. Everything that
/// asks "is this possible now" reads a LegalOptions (GameState::legal_options()):
///   - GameState::legal_actions() lists it (LegalOptions::list),
///   - GameState::is_legal() and the apply functions check membership in it (LegalOptions::allows) and, only
///     when an action is refused, ask why (GameState::refusal, legality.cpp),
///   - a policy choosing by index counts it (`size`) and takes entry i (LegalOptions::action).
///
/// With no decision pending the list is, in this order: the Qubit Interconnect swaps (a kind I hold
/// for a different kind the other ship holds, when both ships orbit the same planet and I hold Qubit
/// Interconnect), then the turn's slots in the order of kTurnSlots (written once, read by the list,
/// by the indexed pick and so by the random policy): Navigate for each engine card kind held,
/// Exchange for each kind held, Retrieve (when the ships orbit an Entanglion planet holding a
/// component), then each event card that may be played as the action (never Quantum Tunnel; Bennett
/// only once a component is on a ship). A pending decision offers its answers (decision.h), in the
/// order LegalOptions::action gives them. Why it is built this way: docs/performance.md#rules-kernels.

#include <array>
#include <bit>
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

/// How many members a set of up to 12 (event cards, components, engine card kinds) has.
inline unsigned count_bits_12(unsigned mask) {
    static_assert(kEventCardCount <= 12 && kComponentCount <= 12, "three 4-bit lookups count the sets");
    return kBitsOf4[mask & 15u].count + kBitsOf4[(mask >> 4) & 15u].count + kBitsOf4[(mask >> 8) & 15u].count;
}

/// The n-th member (from 0, in increasing order) of a set with more than n members: four members
/// at a time through kBitsOf4, then the member within the nibble.
inline unsigned nth_bit(unsigned mask, unsigned n) {
    for (unsigned shift = 0;; shift += 4) {
        const BitsOf4& nibble = kBitsOf4[(mask >> shift) & 15u];
        if (n < nibble.count) return shift + nibble.nth[n];
        n -= nibble.count;
    }
}

/// The order of a turn's actions after the swaps, as slots: slot k of kTurnSlots is on offer when
/// bit k of LegalOptions::offered_slots is set, and the list takes the offered slots in slot order.
inline constexpr int kTurnSlotCount = 9 + kEventCardCount;
constexpr std::array<Action, kTurnSlotCount> turn_slots_of(Ship ship) {
    std::array<Action, kTurnSlotCount> turn{};
    for (int k = 0; k < 4; ++k) {
        turn[static_cast<std::size_t>(k)] = Action::navigate(ship, static_cast<EngineCard>(k));
        turn[static_cast<std::size_t>(4 + k)] = Action::exchange(ship, static_cast<EngineCard>(k));
    }
    turn[8] = Action::retrieve(ship);
    for (int e = 0; e < kEventCardCount; ++e) {
        turn[static_cast<std::size_t>(9 + e)] = Action::play_event(ship, static_cast<EventCard>(e));
    }
    return turn;
}
/// [ship][slot]: the turn's actions in the order of the legal list.
inline constexpr std::array<Action, kTurnSlotCount> kTurnSlots[2] = {turn_slots_of(Ship::kMercurial),
                                                                     turn_slots_of(Ship::kRubicon)};
/// The slots a turn offers: bits 0-3 Navigate and 4-7 Exchange each kind in `cards`, bit 8 Retrieve,
/// bits 9-17 each event card in `events`.
constexpr unsigned turn_slot_mask(unsigned cards, unsigned retrieve, unsigned events) {
    return cards | cards << 4 | retrieve << 8 | events << 9;
}

/// Everything legal now, as sets: entry i of the list (action(i)) is legal_actions()[i].
struct LegalOptions {
    bool nobody_acts = false;                     ///< the game is over or at a chance node: nothing is legal
    Ship player = Ship::kMercurial;               ///< the acting player: every option is theirs
    DecisionKind decision = DecisionKind::kNone;  ///< kNone: a turn
    bool chance = false;                          ///< at a chance node (`nobody_acts` is set too)
    /// Bit k: engine card kind k is on offer. A turn: held (one Navigate and one Exchange each, and
    /// the card a swap gives); Quantum Gates: drawn (kept); Dilution Refrigerator: held (discarded);
    /// The Mechanic: drawn and navigable (played).
    unsigned cards = 0;
    unsigned held_count = 0;      ///< a turn: how many members `cards` has
    unsigned theirs = 0;          ///< a turn with Qubit Interconnect on offer: bit k, the other ship holds kind k
    unsigned swaps = 0;           ///< Qubit Interconnect swaps on offer (listed first)
    unsigned retrieve = 0;        ///< a turn: 1 when Retrieve is on offer
    unsigned events = 0;          ///< a turn: bit c, event card c may be played as the action
    unsigned give = 0;            ///< Bennett: bit c, component c (on my ship) may be given
    unsigned take = 0;            ///< Bennett: bit c, component c (on the other ship) may be taken
    unsigned placement_roll = 0;  ///< Physical Qubits: 1 when the Centarious die may be rolled instead
    int roll = 0;                 ///< Magnetic Shielding: the roll that may be kept
    unsigned offered_slots = 0;   ///< a turn: the kTurnSlots on offer (turn_slot_mask)
    unsigned size = 0;            ///< legal_actions().size()

    /// True when `action` is one of the options (fields its type does not use are ignored).
    bool allows(const Action& action) const;
    /// legal_actions()[index]. Precondition: index < size.
    Action action(unsigned index) const;
    /// Fills `out` with every option, in order: what legal_actions() returns.
    void list(ActionList& out) const;
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

inline LegalOptions GameState::turn_options() const {
    LegalOptions options;
    const Ship me = current_;
    options.player = me;
    options.cards = hand_kinds(me);
    options.held_count = kBitsOf4[options.cards].count;
    if (interconnect_offered(me)) {
        options.theirs = hand_kinds(other(me));
        options.swaps =
            options.held_count * kBitsOf4[options.theirs].count - kBitsOf4[options.cards & options.theirs].count;
    }
    options.retrieve = retrieve_offered() ? 1u : 0u;
    options.events = playable_events(me);
    options.offered_slots = turn_slot_mask(options.cards, options.retrieve, options.events);
    options.size = options.swaps + 2 * options.held_count + options.retrieve + count_bits_12(options.events);
    return options;
}

inline LegalOptions GameState::legal_options() const {
    if (status_ != GameStatus::kInProgress || chance_.pending) {
        LegalOptions options;
        options.nobody_acts = true;
        options.chance = chance_.pending;
        options.player = acting_player();
        options.decision = decision_.kind;
        return options;
    }
    return decision_.kind == DecisionKind::kNone ? turn_options() : decision_options();
}

inline bool LegalOptions::allows(const Action& a) const {
    if (nobody_acts || a.player != player) return false;
    const auto has = [](unsigned set, auto member) { return (set >> static_cast<unsigned>(member) & 1u) != 0; };
    switch (decision) {
        case DecisionKind::kNone:
            switch (a.type) {
                case ActionType::kNavigate:
                case ActionType::kExchange:
                    return has(cards, a.card);
                case ActionType::kRetrieve:
                    return retrieve != 0;
                case ActionType::kPlayEvent:
                    return has(events, a.event);
                case ActionType::kInterconnectSwap:
                    return has(cards, a.card) && has(theirs, a.other_card) && a.card != a.other_card;
                default:
                    return false;
            }
        case DecisionKind::kDefense:
            return a.type == ActionType::kRollDefense || a.type == ActionType::kPlayQuantumTunnel;
        case DecisionKind::kMagneticShielding:
            return (a.type == ActionType::kKeepRoll && a.value == roll) || a.type == ActionType::kReroll;
        case DecisionKind::kPhysicalQubits:
            return (a.type == ActionType::kPlaceShips && a.mercurial_bit <= 1 && a.rubicon_bit <= 1) ||
                   (a.type == ActionType::kRollPlacement && placement_roll != 0);
        case DecisionKind::kQuantumGates:
            return a.type == ActionType::kKeepCard && has(cards, a.card);
        case DecisionKind::kDilutionRefrigerator:
            return a.type == ActionType::kDiscardCard && has(cards, a.card);
        case DecisionKind::kBennett:
            return (a.type == ActionType::kBennettGive && has(give, a.component)) ||
                   (a.type == ActionType::kBennettTake && has(take, a.component));
        case DecisionKind::kMechanic:
            return (a.type == ActionType::kMechanicPlay && has(cards, a.card)) || a.type == ActionType::kMechanicStop;
    }
    return false;
}

}  // namespace entanglion::rules
