#include "game/rules/detection_jumps.h"

namespace entanglion::rules {

std::vector<DetectionJump> detection_jumps(std::span<const GameEvent> events, RulesVariant variant) {
    std::vector<DetectionJump> jumps;
    if (variant != RulesVariant::kBoard) return jumps;
    bool detected = false;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const GameEvent& event = events[i];
        if (event.type == GameEventType::kDetected && event.defense == DefenseKind::kOrbital) detected = true;
        if (detected && event.type == GameEventType::kShipsMoved && event.from.in_entanglion()) {
            jumps.push_back(DetectionJump{i, event.from.mercurial, event.to});
            detected = false;
        }
    }
    return jumps;
}

}  // namespace entanglion::rules
