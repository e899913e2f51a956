#pragma once
/// What playing an engine card for a ship would do, before it is played: the gate it stands for,
/// where the ships would go under the game's rules variant, and what the gate does to the live
/// two-qubit state. The app's card preview shows this next to the board's destination.

#include <optional>

#include "game/rules/game_state.h"
#include "statevector/gate.h"
#include "statevector/state.h"

namespace entanglion::rules {

struct NavigationPreview {
    Gate gate;                                 ///< e.g. H on Mercurial; CNOT is controlled by the other ship
    std::optional<ShipPositions> destination;  ///< GameState::navigation_destination (nullopt: nothing moves)
    TwoQubitState live_after;                  ///< the live state with the gate applied, snapped
};

/// The preview of `card` played for `ship` in `state`; nullopt for a card that does not navigate
/// (PROBE).
std::optional<NavigationPreview> preview_navigation(const GameState& state, EngineCard card, Ship ship);

}  // namespace entanglion::rules
