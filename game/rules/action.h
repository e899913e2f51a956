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
#include "game/rules/fixed_vector.h"
#include "statevector/ship.h"

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

/// "navigate", "exchange", "retrieve", "play_event", "interconnect_swap", "roll_defense",
/// "play_quantum_tunnel", "keep_roll", "reroll", "place_ships", "roll_placement", "keep_card",
/// "discard_card", "bennett_give", "bennett_take", "mechanic_play", "mechanic_stop".
std::string_view action_type_id(ActionType type);
std::optional<ActionType> parse_action_type(std::string_view text);

/// An action by `player` (the player is always the one named by the state: the current player for
/// turn actions, the deciding player for decisions). Fields not used by `type` stay at their
/// defaults so that equal actions compare equal.
struct Action {
    ActionType type = ActionType::kExchange;
    Ship player = Ship::kMercurial;
    EngineCard card = EngineCard::kX;        ///< navigate, exchange, interconnect (given), keep/discard, mechanic
    EngineCard other_card = EngineCard::kX;  ///< interconnect: the card taken from the other player
    EventCard event = EventCard::kBennett;   ///< play_event
    Component component = Component::kPhysicalQubits;  ///< bennett give/take
    std::uint8_t value = 0;          ///< keep_roll: the roll being kept (1..8)
    std::uint8_t mercurial_bit = 0;  ///< place_ships: 0 = ZERO, 1 = ONE
    std::uint8_t rubicon_bit = 0;

    friend bool operator==(const Action&, const Action&) = default;

    static Action navigate(Ship player, EngineCard card);
    static Action exchange(Ship player, EngineCard card);
    static Action retrieve(Ship player);
    static Action play_event(Ship player, EventCard event);
    static Action interconnect_swap(Ship player, EngineCard give, EngineCard take);
    static Action roll_defense(Ship player);
    static Action play_quantum_tunnel(Ship player);
    static Action keep_roll(Ship player, int value);
    static Action reroll(Ship player);
    static Action place_ships(Ship player, int mercurial_bit, int rubicon_bit);
    static Action roll_placement(Ship player);
    static Action keep_card(Ship player, EngineCard card);
    static Action discard_card(Ship player, EngineCard card);
    static Action bennett_give(Ship player, Component component);
    static Action bennett_take(Ship player, Component component);
    static Action mechanic_play(Ship player, EngineCard card);
    static Action mechanic_stop(Ship player);
};

/// Short text for people and the terminal game, e.g. "RUBICON navigate CNOT",
/// "MERCURIAL bennett_take QUANTUM_GATES", "RUBICON place_ships ZERO ONE".
std::string action_to_string(const Action& action);
/// Parses the text written by action_to_string (any letter case). On error returns nullopt and sets
/// `error`, naming the bad word.
std::optional<Action> parse_action(std::string_view text, std::string* error);

/// The legal actions of a state. 64 is more than the largest possible set (interconnect swaps
/// are at most 4 x 4 card kinds).
using ActionList = FixedVector<Action, 64>;

}  // namespace entanglion::rules
