#pragma once
/// An explicit starting position. A new game is dealt by the rulebook's setup as chance nodes
/// (GameState(difficulty, variant), chance_node.h); a GameSetup instead lists every card's place,
/// and may also put components on ships, event cards in hands and cards in the discard piles or
/// engine control, so tests, lessons and records can start from any situation in the rulebook.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/board/planet.h"
#include "game/board/rules_variant.h"
#include "game/rules/cards.h"
#include "statevector/ship.h"
#include "util/fixed_vector.h"

namespace entanglion::rules {

// The rules variant and where a card takes the ships under it live in game/board (rules_variant.h).
using entanglion::parse_variant;
using entanglion::RulesVariant;
using entanglion::variant_id;

/// One engine card in an engine control box, on the line of the ship it was played for.
struct ControlSlot {
    EngineCard card = EngineCard::kX;
    Ship line = Ship::kMercurial;
    friend bool operator==(const ControlSlot&, const ControlSlot&) = default;
};
inline constexpr int kControlSlots = 6;

struct GameSetup {
    RulesVariant variant = RulesVariant::kBoard;
    int detection_position = 0;  ///< index on the track, 0..10
    Ship first_player = Ship::kMercurial;
    ShipPositions ships;
    /// Indexed by Ship. At most 3 engine cards each (2 for a ship holding Dilution Refrigerator); no PROBE.
    std::array<std::vector<EngineCard>, 2> hands;
    std::vector<EngineCard> engine_stack;               ///< top first
    std::vector<EngineCard> engine_discard;             ///< bottom first (last = top of the pile)
    std::vector<ControlSlot> engine_control;            ///< filled boxes in order, at most 5
    std::vector<EventCard> event_deck;                  ///< top first
    std::vector<EventCard> event_discard;               ///< bottom first
    std::array<std::vector<EventCard>, 2> event_hands;  ///< held event cards, indexed by Ship
    /// Component on each Entanglion planet, indexed like kClockwiseEntanglion; nullopt = none.
    std::array<std::optional<Component>, 8> planet_components;
    std::array<std::vector<Component>, 2> ship_components;  ///< indexed by Ship
    friend bool operator==(const GameSetup&, const GameSetup&) = default;
};

/// Where Quantum Shuffle lies in an event deck built as in setup from `others` other cards: how many
/// cards are above it (all but the three dealt first; 5 with 8 others, so it is the 6th card).
constexpr int quantum_shuffle_place(int others) { return others - (others < 3 ? others : 3); }

/// Checks that a setup accounts for exactly the 24 engine cards, 9 event cards and 8 components,
/// has valid ship positions, hands within limits and a detection position on the track before X.
/// Returns an empty string when valid, else the first problem, e.g.
/// `engine cards: 9 H instead of 8`.
std::string validate_setup(const GameSetup& setup);

/// The component placement as a Planet-indexed lookup: index kClockwiseEntanglion position of `planet`
/// (nullopt for planets outside Entanglion).
std::optional<int> clockwise_index(Planet planet);

}  // namespace entanglion::rules
