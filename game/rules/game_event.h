#pragma once
/// Typed events: what happened while an action was applied, in order, for the log and the UI.
/// Emitting them is optional (GameState::apply takes a nullable sink) so simulations pay nothing;
/// turning them into text is separate (describe_event).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "game/board/planet.h"
#include "game/rules/cards.h"
#include "game/rules/decision.h"
#include "statevector/ship.h"

namespace entanglion::rules {

enum class GameEventType : std::uint8_t {
    kSetupFirstPlayer,       ///< `player` goes first (after `value` d8 rolls including re-rolls)
    kTurnStarted,            ///< `player`'s turn `value` begins
    kCardPlayed,             ///< `player` played `engine_card` into engine control box `value` (0-5, or -1: boxes full)
    kShipsMoved,             ///< ships moved `from` -> `to`
    kQuantumNote,            ///< `engine_card` for `player` takes the state `from` -> `to` by quantum
                             ///< mechanics; the board prints `printed_to` (value 1) or no path (value 0),
                             ///< and the board wins (board variant)
    kDieRolled,              ///< `player` rolled the d8 (`die` 8) or Centarious die (`die` 2): `value`,
                             ///< modified result `value2`, for `purpose`
    kDefenseEvaded,          ///< `defense` evaded: result `value` > rate `value2` (the die `roll` with
                             ///< `modifiers`, see RollModifier)
    kDefenseBypassed,        ///< `defense` skipped because of `event_card` (Quantum Tunnel) or
                             ///< `component` (Quantum Programming, value 1) or an event's move (value 2)
    kDetected,               ///< `defense` detected the ships (result `value` <= rate `value2`; the die
                             ///< `roll` with `modifiers`)
    kDetectionChanged,       ///< track position `value` -> `value2`
    kComponentRetrieved,     ///< `player` took `component` from `planet`
    kComponentMoved,         ///< `component` moved: to `player`'s ship (value 0), or to `planet` (value 1)
    kEngineCardDrawn,        ///< `player` drew `engine_card`
    kEngineCardDiscarded,    ///< `player` discarded `engine_card`
    kCardsSwapped,           ///< `player` gave `engine_card` and took `other_card` (Qubit Interconnect)
    kEngineStackReshuffled,  ///< the discard pile (`value` cards) became the new engine stack
    kEngineControlFull,      ///< all six boxes are filled: a quantum event at the end of the turn
    kEngineControlCleared,   ///< the engine control boxes went to the discard pile
    kQuantumEvent,           ///< a quantum event for `player`: value 0 engine control full, 1 detection
    kEventCardDrawn,         ///< `player` drew `event_card`
    kEventCardKept,          ///< `player` keeps held `event_card` in hand
    kEventCardPlayed,        ///< `player` played `event_card`
    kEventDeckRebuilt,       ///< Quantum Shuffle rebuilt the event deck (`value` cards)
    kMeasured,               ///< quantum variant: measurement gave Mercurial `value`, Rubicon `value2`
    kGameWon,
    kGameLost,
};
std::string_view game_event_type_id(GameEventType type);

/// Why a quantum event happens: the sixth engine control box was filled this turn, or an orbital
/// defense detected the ships.
enum class QuantumEventCause : std::uint8_t { kEngineControlFull, kDetection };

/// A component that changed a defense roll: Quantum Error Correction +1, Control Infrastructure -1.
struct RollModifier {
    Component source = Component::kQuantumErrorCorrection;
    int delta = 0;
    friend bool operator==(const RollModifier&, const RollModifier&) = default;
};
inline constexpr int kMaxRollModifiers = 2;

struct GameEvent {
    GameEventType type = GameEventType::kTurnStarted;
    Ship player = Ship::kMercurial;
    EngineCard engine_card = EngineCard::kX;
    EngineCard other_card = EngineCard::kX;
    EventCard event_card = EventCard::kBennett;
    Component component = Component::kPhysicalQubits;
    DefenseKind defense = DefenseKind::kOrbital;
    RollPurpose purpose = RollPurpose::kOrbitalDefense;
    Planet planet = Planet::kZero;
    ShipPositions from;
    ShipPositions to;
    ShipPositions printed_to;  ///< kQuantumNote: where the board sends the ships
    bool reroll = false;       ///< kDieRolled: Magnetic Shielding's second roll
    int die = 8;
    int value = 0;
    int value2 = 0;
    /// kDefenseEvaded / kDetected: the die as rolled (or kept), then each modifier with its source,
    /// in order; `value` = roll + the deltas.
    int roll = 0;
    int modifier_count = 0;
    std::array<RollModifier, kMaxRollModifiers> modifiers{};
    friend bool operator==(const GameEvent&, const GameEvent&) = default;
};

/// One line for people, e.g. "Rubicon rolled the Entanglion die: 3 (orbital defense)" or
/// "Quantum note: CNOT for Mercurial would move the ships PLUS,MINUS -> MINUS,MINUS (phase
/// kickback); the board prints no such path, so the ships stay".
std::string describe_event(const GameEvent& event);

}  // namespace entanglion::rules
