#pragma once
/// Actions: the only way to change a GameState. An action is plain data carrying every choice it
/// needs. Turn actions (Navigate, Exchange, Retrieve, Event) are the player's one action per turn;
/// the Qubit Interconnect swap is a free action offered at the start of a turn; the remaining kinds
/// answer a pending decision (see decision.h) raised in the middle of resolving something.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "game/rules/cards.h"
#include "statevector/ship.h"
#include "util/fixed_vector.h"

namespace entanglion::rules {

enum class ActionType : std::uint8_t {
    // --- turn actions -------------------------------------------------------------------------
    kNavigate,   ///< play `card` (X/H/CNOT/SWAP) from hand for your own ship, then draw a replacement
    kExchange,   ///< discard `card` from hand and draw a replacement
    kRetrieve,   ///< try to take the component of the Entanglion planet the ships orbit
    kPlayEvent,  ///< play held `event` (Bennett, Heisenberg or The Mechanic; Quantum Tunnel is not an action)
    // --- free action at the start of a turn (not the player's action) -------------------------
    kInterconnectSwap,  ///< Qubit Interconnect: give `card`, take `other_card` from the other player
    // --- answers to pending decisions ---------------------------------------------------------
    kRollDefense,        ///< face orbital/ground defenses with the Entanglion die
    kPlayQuantumTunnel,  ///< bypass those defenses with Quantum Tunnel (not your action)
    kKeepRoll,           ///< Magnetic Shielding: keep the roll `value`
    kReroll,             ///< Magnetic Shielding: roll once more and take the second result
    kPlaceShips,         ///< Physical Qubits: both ships to Centarious planets `mercurial_bit`/`rubicon_bit`
    kRollPlacement,      ///< Physical Qubits: roll the Centarious die instead of choosing
    kKeepCard,           ///< Quantum Gates: keep `card`, discard the other drawn card
    kDiscardCard,        ///< Dilution Refrigerator: discard `card` down to the limit of two
    kBennettGive,        ///< Bennett: give `component` to the other ship
    kBennettTake,        ///< Bennett: take `component` from the other ship
    kMechanicPlay,       ///< The Mechanic: play drawn `card` for your ship (no orbital defenses)
    kMechanicStop,       ///< The Mechanic: play no more; the remaining drawn cards are discarded
};
inline constexpr int kActionTypeCount = 17;

/// "navigate", "interconnect_swap", ...: the id in kActionTypes (action_fields.h), as records and the
/// text form write it. parse_action_type reads it in any letter case.
std::string_view action_type_id(ActionType type);
std::optional<ActionType> parse_action_type(std::string_view text);

/// What kind of choice an action is: one of the four turn actions, the free Qubit Interconnect
/// swap at the start of a turn, or an answer to a pending decision.
enum class ActionCategory : std::uint8_t { kTurn, kFree, kDecision };
constexpr ActionCategory action_category(ActionType type) {
    if (type == ActionType::kInterconnectSwap) return ActionCategory::kFree;
    return static_cast<int>(type) <= static_cast<int>(ActionType::kPlayEvent) ? ActionCategory::kTurn
                                                                              : ActionCategory::kDecision;
}

/// An action by `player` (the player is always the one named by the state: the current player for
/// turn actions, the deciding player for decisions). Which fields each type uses is declared once, in
/// kActionTypes (action_fields.h); fields not used by `type` stay at their defaults so that equal
/// actions compare equal (canonical_action).
struct Action {
    ActionType type = ActionType::kExchange;
    Ship player = Ship::kMercurial;
    EngineCard card = EngineCard::kX;        ///< an engine card played, discarded, kept or given
    EngineCard other_card = EngineCard::kX;  ///< the card a swap takes from the other player
    EventCard event = EventCard::kBennett;
    Component component = Component::kPhysicalQubits;
    std::uint8_t value = 0;          ///< a roll being kept (1..8)
    std::uint8_t mercurial_bit = 0;  ///< a Centarious planet: 0 = ZERO, 1 = ONE
    std::uint8_t rubicon_bit = 0;

    friend bool operator==(const Action&, const Action&) = default;

    static constexpr Action make(ActionType type, Ship player) {
        Action a;
        a.type = type;
        a.player = player;
        return a;
    }
    static constexpr Action with_card(ActionType type, Ship player, EngineCard card) {
        Action a = make(type, player);
        a.card = card;
        return a;
    }
    static constexpr Action navigate(Ship player, EngineCard card) {
        return with_card(ActionType::kNavigate, player, card);
    }
    static constexpr Action exchange(Ship player, EngineCard card) {
        return with_card(ActionType::kExchange, player, card);
    }
    static constexpr Action retrieve(Ship player) { return make(ActionType::kRetrieve, player); }
    static constexpr Action play_event(Ship player, EventCard event) {
        Action a = make(ActionType::kPlayEvent, player);
        a.event = event;
        return a;
    }
    static constexpr Action interconnect_swap(Ship player, EngineCard give, EngineCard take) {
        Action a = with_card(ActionType::kInterconnectSwap, player, give);
        a.other_card = take;
        return a;
    }
    static constexpr Action roll_defense(Ship player) { return make(ActionType::kRollDefense, player); }
    static constexpr Action play_quantum_tunnel(Ship player) { return make(ActionType::kPlayQuantumTunnel, player); }
    static constexpr Action keep_roll(Ship player, int value) {
        Action a = make(ActionType::kKeepRoll, player);
        a.value = static_cast<std::uint8_t>(value);
        return a;
    }
    static constexpr Action reroll(Ship player) { return make(ActionType::kReroll, player); }
    static constexpr Action place_ships(Ship player, int mercurial_bit, int rubicon_bit) {
        Action a = make(ActionType::kPlaceShips, player);
        a.mercurial_bit = static_cast<std::uint8_t>(mercurial_bit);
        a.rubicon_bit = static_cast<std::uint8_t>(rubicon_bit);
        return a;
    }
    static constexpr Action roll_placement(Ship player) { return make(ActionType::kRollPlacement, player); }
    static constexpr Action keep_card(Ship player, EngineCard card) {
        return with_card(ActionType::kKeepCard, player, card);
    }
    static constexpr Action discard_card(Ship player, EngineCard card) {
        return with_card(ActionType::kDiscardCard, player, card);
    }
    static constexpr Action bennett_give(Ship player, Component component) {
        Action a = make(ActionType::kBennettGive, player);
        a.component = component;
        return a;
    }
    static constexpr Action bennett_take(Ship player, Component component) {
        Action a = make(ActionType::kBennettTake, player);
        a.component = component;
        return a;
    }
    static constexpr Action mechanic_play(Ship player, EngineCard card) {
        return with_card(ActionType::kMechanicPlay, player, card);
    }
    static constexpr Action mechanic_stop(Ship player) { return make(ActionType::kMechanicStop, player); }
};

/// Short text for people and the terminal game: the ship, the type's id, then the values of its fields
/// in table order, e.g. "RUBICON navigate CNOT", "MERCURIAL bennett_take QUANTUM_GATES",
/// "RUBICON place_ships ZERO ONE".
std::string action_to_string(const Action& action);
/// Parses the text written by action_to_string (any letter case; a last event card or component may
/// be written with spaces). On error returns nullopt and sets `error`, naming the bad word or the
/// arguments expected ("navigate expects 1 argument: card (engine card)").
std::optional<Action> parse_action(std::string_view text, std::string* error);

/// The legal actions of a state. 64 is more than the largest possible set (interconnect swaps
/// are at most 4 x 4 card kinds).
using ActionList = FixedVector<Action, 64>;

}  // namespace entanglion::rules
