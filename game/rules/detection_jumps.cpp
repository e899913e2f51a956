#include "game/rules/detection_jumps.h"

namespace entanglion::rules {

std::vector<DetectionJump> detection_jumps(std::span<const GameEvent> events, RulesVariant variant) {
    std::vector<DetectionJump> jumps;
    if (variant != RulesVariant::kBoard) return jumps;
    bool detected = false;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const GameEvent& event = events[i];
        if (event.is<event::Detected>() && event.as<event::Detected>().defense == DefenseKind::kOrbital)
            detected = true;
        if (detected && event.is<event::ShipsMoved>() && event.as<event::ShipsMoved>().from.in_entanglion()) {
            const event::ShipsMoved& moved = event.as<event::ShipsMoved>();
            jumps.push_back(DetectionJump{i, moved.from.mercurial, moved.to});
            detected = false;
        }
    }
    return jumps;
}

}  // namespace entanglion::rules
