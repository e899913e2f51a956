#pragma once
/// Typed events: what happened while an action or a chance outcome was applied, in order, for the
/// log and the UI. Each kind of event carries its own payload with named fields (namespace event),
/// so a reader takes exactly the fields its kind has and a misread field does not compile. Emitting
/// them is optional (the apply functions take a nullable sink) so simulations pay nothing; turning
/// them into text is separate (describe_event here, the app's translated EventText).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

#include "game/board/planet.h"
#include "game/rules/action.h"
#include "game/rules/cards.h"
#include "game/rules/decision.h"
#include "statevector/ship.h"

namespace entanglion::rules {

/// The kinds of event, in the order of GameEventPayload's alternatives.
enum class GameEventType : std::uint8_t {
    kSetupFirstPlayer,
    kTurnStarted,
    kCardPlayed,
    kShipsMoved,
    kQuantumNote,
    kDieRolled,
    kDefenseEvaded,
    kDefenseBypassed,
    kDetected,
    kDetectionChanged,
    kComponentRetrieved,
    kComponentMoved,
    kEngineCardDrawn,
    kEngineCardDiscarded,
    kCardsSwapped,
    kEngineStackReshuffled,
    kEngineControlFull,
    kEngineControlCleared,
    kQuantumEvent,
    kEventCardDrawn,
    kEventCardKept,
    kEventCardPlayed,
    kEventDeckRebuilt,
    kMeasured,
    kGameWon,
    kGameLost,
    kActionTakenBack,
    kEngineCardPutBack,
    kEventCardPutBack,
};
std::string_view game_event_type_id(GameEventType type);

/// Why a quantum event happens: the sixth engine control box was filled this turn, or an orbital
/// defense detected the ships.
enum class QuantumEventCause : std::uint8_t { kEngineControlFull, kDetection };

/// The two dice: the yellow Entanglion d8 and the purple binary Centarious die.
enum class Die : std::uint8_t { kEntanglion, kCentarious };

/// What let a player skip a defense: a component (Quantum Programming), an event card played against
/// it (Quantum Tunnel), or an event card's own move (Heisenberg's jump, The Mechanic's plays).
enum class BypassBy : std::uint8_t { kComponent, kEventCard, kEventMove };

/// Where a component went: onto a ship, or onto a planet (Spooky Action).
enum class ComponentDestination : std::uint8_t { kShip, kPlanet };

/// A component that changed a defense roll: Quantum Error Correction +1, Control Infrastructure -1.
struct RollModifier {
    Component source = Component::kQuantumErrorCorrection;
    int delta = 0;
    friend bool operator==(const RollModifier&, const RollModifier&) = default;
};
inline constexpr int kMaxRollModifiers = 2;

/// The payload of each kind of event (the acting ship is GameEvent::player).
namespace event {

struct SetupFirstPlayer {  ///< the player goes first
    int rounds = 0;        ///< how many times both rolled (a tie rolls again)
    friend bool operator==(const SetupFirstPlayer&, const SetupFirstPlayer&) = default;
};
struct TurnStarted {  ///< the player's turn begins
    int turn = 0;
    friend bool operator==(const TurnStarted&, const TurnStarted&) = default;
};
struct CardPlayed {                    ///< the player played `card` into engine control box `box`
    static constexpr int kNoBox = -1;  ///< every box was full: the card went to the discard pile
    EngineCard card = EngineCard::kX;
    int box = 0;  ///< 0-5, or kNoBox
    friend bool operator==(const CardPlayed&, const CardPlayed&) = default;
};
struct ShipsMoved {
    ShipPositions from;
    ShipPositions to;
    friend bool operator==(const ShipsMoved&, const ShipsMoved&) = default;
};
/// `card` for the player takes the state `from` -> `to` by quantum mechanics, where the board prints
/// a path to `printed_to` (when `printed`) or none; the board wins (board variant).
struct QuantumNote {
    EngineCard card = EngineCard::kX;
    ShipPositions from;
    ShipPositions to;
    bool printed = false;
    ShipPositions printed_to;
    friend bool operator==(const QuantumNote&, const QuantumNote&) = default;
};
struct DieRolled {  ///< the player rolled `die`: `face`, for `purpose`
    Die die = Die::kEntanglion;
    int face = 0;
    RollPurpose purpose = RollPurpose::kOrbitalDefense;
    bool reroll = false;  ///< Magnetic Shielding's second roll
    friend bool operator==(const DieRolled&, const DieRolled&) = default;
};
/// A defense check: the die as rolled (or kept), each modifier with its source, the `result` (roll
/// plus the deltas) against `rate` (4 for PROBE).
struct DefenseCheck {
    DefenseKind defense = DefenseKind::kOrbital;
    int roll = 0;
    int modifier_count = 0;
    std::array<RollModifier, kMaxRollModifiers> modifiers{};
    int result = 0;
    int rate = 0;
    friend bool operator==(const DefenseCheck&, const DefenseCheck&) = default;
};
struct DefenseEvaded : DefenseCheck {};  ///< the result beat the rate (PROBE: at least 4)
struct Detected : DefenseCheck {};       ///< it did not
struct DefenseBypassed {                 ///< `defense` skipped, `by` `component` or `event_card`
    DefenseKind defense = DefenseKind::kOrbital;
    BypassBy by = BypassBy::kEventCard;
    Component component = Component::kQuantumProgramming;  ///< when by kComponent
    EventCard event_card = EventCard::kQuantumTunnel;      ///< otherwise
    friend bool operator==(const DefenseBypassed&, const DefenseBypassed&) = default;
};
struct DetectionChanged {  ///< track position `from` -> `to`
    int from = 0;
    int to = 0;
    friend bool operator==(const DetectionChanged&, const DetectionChanged&) = default;
};
struct ComponentRetrieved {  ///< the player took `component` from `planet`
    Component component = Component::kPhysicalQubits;
    Planet planet = Planet::kZero;
    friend bool operator==(const ComponentRetrieved&, const ComponentRetrieved&) = default;
};
struct ComponentMoved {  ///< `component` moved to the player's ship, or to `planet`
    Component component = Component::kPhysicalQubits;
    ComponentDestination to = ComponentDestination::kShip;
    Planet planet = Planet::kZero;  ///< when to kPlanet
    friend bool operator==(const ComponentMoved&, const ComponentMoved&) = default;
};
struct EngineCardDrawn {
    EngineCard card = EngineCard::kX;
    friend bool operator==(const EngineCardDrawn&, const EngineCardDrawn&) = default;
};
struct EngineCardDiscarded {
    EngineCard card = EngineCard::kX;
    friend bool operator==(const EngineCardDiscarded&, const EngineCardDiscarded&) = default;
};
struct CardsSwapped {  ///< Qubit Interconnect: the player gave `gave` and took `took`
    EngineCard gave = EngineCard::kX;
    EngineCard took = EngineCard::kX;
    friend bool operator==(const CardsSwapped&, const CardsSwapped&) = default;
};
struct EngineStackReshuffled {  ///< the discard pile (`cards` cards) became the new engine stack
    int cards = 0;
    friend bool operator==(const EngineStackReshuffled&, const EngineStackReshuffled&) = default;
};
struct EngineControlFull {  ///< all six boxes are filled: a quantum event at the end of the turn
    friend bool operator==(const EngineControlFull&, const EngineControlFull&) = default;
};
struct EngineControlCleared {  ///< the boxes (`cards` cards) went to the discard pile
    int cards = 0;
    friend bool operator==(const EngineControlCleared&, const EngineControlCleared&) = default;
};
struct QuantumEvent {
    QuantumEventCause cause = QuantumEventCause::kEngineControlFull;
    friend bool operator==(const QuantumEvent&, const QuantumEvent&) = default;
};
struct EventCardDrawn {
    EventCard card = EventCard::kBennett;
    friend bool operator==(const EventCardDrawn&, const EventCardDrawn&) = default;
};
struct EventCardKept {  ///< the player keeps held `card` in hand
    EventCard card = EventCard::kBennett;
    friend bool operator==(const EventCardKept&, const EventCardKept&) = default;
};
struct EventCardPlayed {
    EventCard card = EventCard::kBennett;
    friend bool operator==(const EventCardPlayed&, const EventCardPlayed&) = default;
};
struct EventDeckRebuilt {  ///< Quantum Shuffle rebuilt the event deck (`cards` cards)
    int cards = 0;
    friend bool operator==(const EventDeckRebuilt&, const EventDeckRebuilt&) = default;
};
struct Measured {  ///< quantum variant: the measurement gave these bits
    int mercurial_bit = 0;
    int rubicon_bit = 0;
    friend bool operator==(const Measured&, const Measured&) = default;
};
struct GameWon {
    friend bool operator==(const GameWon&, const GameWon&) = default;
};
struct GameLost {
    friend bool operator==(const GameLost&, const GameLost&) = default;
};
struct ActionTakenBack {  ///< the player took back `action` (take_back.h): the game is as before it
    Action action;
    friend bool operator==(const ActionTakenBack&, const ActionTakenBack&) = default;
};
/// A card drawn by the action taken back went back on top of the engine stack, known to both
/// players: the next card drawn from it (the put-backs come last drawn first, so the last one is on top).
struct EngineCardPutBack {
    EngineCard card = EngineCard::kX;
    friend bool operator==(const EngineCardPutBack&, const EngineCardPutBack&) = default;
};
struct EventCardPutBack {  ///< the same for an event card and the event deck
    EventCard card = EventCard::kBennett;
    friend bool operator==(const EventCardPutBack&, const EventCardPutBack&) = default;
};

}  // namespace event

/// One payload per GameEventType, in its order.
using GameEventPayload =
    std::variant<event::SetupFirstPlayer, event::TurnStarted, event::CardPlayed, event::ShipsMoved, event::QuantumNote,
                 event::DieRolled, event::DefenseEvaded, event::DefenseBypassed, event::Detected,
                 event::DetectionChanged, event::ComponentRetrieved, event::ComponentMoved, event::EngineCardDrawn,
                 event::EngineCardDiscarded, event::CardsSwapped, event::EngineStackReshuffled,
                 event::EngineControlFull, event::EngineControlCleared, event::QuantumEvent, event::EventCardDrawn,
                 event::EventCardKept, event::EventCardPlayed, event::EventDeckRebuilt, event::Measured, event::GameWon,
                 event::GameLost, event::ActionTakenBack, event::EngineCardPutBack, event::EventCardPutBack>;
static_assert(std::variant_size_v<GameEventPayload> == static_cast<std::size_t>(GameEventType::kEventCardPutBack) + 1);

struct GameEvent {
    Ship player = Ship::kMercurial;  ///< who acted (the current player for the game's own events)
    GameEventPayload payload;

    GameEventType type() const { return static_cast<GameEventType>(payload.index()); }
    template <typename Payload>
    bool is() const {
        return std::holds_alternative<Payload>(payload);
    }
    /// The payload as `Payload`. Precondition: is<Payload>().
    template <typename Payload>
    const Payload& as() const {
        return std::get<Payload>(payload);
    }
    friend bool operator==(const GameEvent&, const GameEvent&) = default;
};

/// One line for people, e.g. "Rubicon rolled the Entanglion die: 3 (orbital defense)" or
/// "Quantum note: CNOT for Mercurial would move the ships PLUS,MINUS -> MINUS,MINUS (phase
/// kickback); the board prints no such path, so the ships stay".
std::string describe_event(const GameEvent& event);

}  // namespace entanglion::rules
