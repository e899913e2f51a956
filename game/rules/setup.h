#pragma once
/// Setting up a game. A GameSetup is the complete starting position, every card's place explicit;
/// generate_setup() produces one by the rulebook's procedure with the chance source: components
/// shuffled onto the eight Entanglion planets; engine stack = PROBE set aside, 23 shuffled, PROBE at
/// the bottom; event deck = Quantum Shuffle set aside, 8 shuffled, 3 down, Quantum Shuffle, the other
/// 5 on top (Quantum Shuffle is 6th from the top); the starting detection position by difficulty;
/// first player by d8 with re-rolls on ties; ships placed by the Centarious die, first player's ship
/// first; three engine cards each, first player first. Explicit setups may also put components on
/// ships, event cards in hands and cards in the discard piles or engine control, so tests and records
/// can start from any situation in the rulebook.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/board/planet.h"
#include "game/rules/cards.h"
#include "game/rules/fixed_vector.h"
#include "game/rules/chance.h"
#include "game/rules/game_event.h"
#include "statevector/ship.h"

namespace entanglion::rules {

/// Which rules decide where ships go.
enum class RulesVariant : std::uint8_t {
    /// Default: the printed board decides which moves exist; quantum mechanics only explains them
    /// (a "quantum note" event when the two disagree).
    kBoard,
    /// Unprinted quantum moves happen, and an orbital-defense detection collapses both ships by the
    /// Born rule (one bit each) instead of one Centarious die roll for both.
    kQuantum,
};
std::string_view variant_id(RulesVariant variant);  ///< "board", "quantum"
std::optional<RulesVariant> parse_variant(std::string_view text);

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

/// The rulebook's setup procedure (see the file comment). `difficulty` must be 1, 2 or 3.
/// Setup events (first-player rolls, ship placement) go to `events` when it is not null.
GameSetup generate_setup(int difficulty, RulesVariant variant, ChanceSource& chance,
                         std::vector<GameEvent>* events = nullptr);

/// Where Quantum Shuffle lies in an event deck built as in setup from `others` other cards: how many
/// cards are above it (all but the three dealt first; 5 with 8 others, so it is the 6th card).
constexpr int quantum_shuffle_place(int others) { return others - (others < 3 ? others : 3); }

/// The event deck built from the non-Quantum-Shuffle cards in their shuffled order (top first):
/// all but the last three, then Quantum Shuffle, then the last three (the three "dealt down first").
/// With 8 cards Quantum Shuffle is the 6th from the top. Precondition: at most 8 cards.
FixedVector<EventCard, kEventCardCount> build_event_deck(std::span<const EventCard> shuffled_others);

/// Checks that a setup accounts for exactly the 24 engine cards, 9 event cards and 8 components,
/// has valid ship positions, hands within limits and a detection position on the track before X.
/// Returns an empty string when valid, else the first problem, e.g.
/// `engine cards: 9 H instead of 8`.
std::string validate_setup(const GameSetup& setup);

/// The component placement as a Planet-indexed lookup: index kClockwiseEntanglion position of `planet`
/// (nullopt for planets outside Entanglion).
std::optional<int> clockwise_index(Planet planet);

}  // namespace entanglion::rules
