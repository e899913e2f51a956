#pragma once
/// Which gates made the live state: the navigation gates played since the live state was last reset
/// to a planet's state, read from a game's events. Exporting them (statevector/circuit_export.h)
/// gives the class the circuit they actually flew.
///
/// A reset is a quantum note (board rules: the printed path wins and the state becomes that
/// planet's) or ships moved by anything but a navigation card (detection, measurement, event
/// cards: the state becomes the state of the planets). Every navigation card emits kCardPlayed and
/// only navigation does; its own kShipsMoved follows, with at most kEngineControlFull and
/// kQuantumNote in between.

#include <optional>
#include <vector>

#include "game/rules/game_event.h"
#include "statevector/gate.h"
#include "statevector/state.h"

namespace entanglion::rules {

/// The navigation gates (Gate{card's gate, player}) since the last reset, in play order.
std::vector<Gate> navigation_since_reset(const std::vector<GameEvent>& events);

/// A circuit that prepares `live` from |00>: the shortest card-gate preparation of the state the
/// live state had at the last reset, then navigation_since_reset(events). nullopt only when `live`
/// is not a state card gates reach (never in a game). Applied to |00> it gives `live` up to phase.
std::optional<std::vector<Gate>> live_state_circuit(const std::vector<GameEvent>& events, const TwoQubitState& live);

}  // namespace entanglion::rules
