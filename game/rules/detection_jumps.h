#pragma once
/// Where, in what one step of play reported, the board rules' detection jump happened: orbital
/// defenses detected the ships on an Entanglion planet and both jumped to Centarious. A UI puts the
/// quantum note (compare_detection_with_measurement) beside that jump in the log.

#include <cstddef>
#include <span>
#include <vector>

#include "game/rules/game_event.h"
#include "game/rules/setup.h"

namespace entanglion::rules {

struct DetectionJump {
    std::size_t move_event = 0;     ///< index in the events of the kShipsMoved that made the jump
    Planet planet = Planet::kZero;  ///< the Entanglion planet where both ships were detected
    ShipPositions landing;          ///< where they landed
    friend bool operator==(const DetectionJump&, const DetectionJump&) = default;
};

/// The detection jumps in `events` (consecutive events of a game under `variant`, in order): each
/// orbital kDetected with the first kShipsMoved after it that leaves an Entanglion planet. None under
/// the quantum rules, where a detection measures the ships instead of jumping them.
std::vector<DetectionJump> detection_jumps(std::span<const GameEvent> events, RulesVariant variant);

}  // namespace entanglion::rules
