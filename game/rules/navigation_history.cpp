#include "game/rules/navigation_history.h"

#include "game/board/planet.h"
#include "game/rules/cards.h"
#include "statevector/circuit_export.h"

namespace entanglion::rules {

std::vector<Gate> navigation_since_reset(const std::vector<GameEvent>& events) {
    std::vector<Gate> gates;
    bool inside_navigation = false;  // between a kCardPlayed and its own kShipsMoved
    for (const GameEvent& event : events) {
        switch (event.type()) {
            case GameEventType::kCardPlayed:
                if (const auto nav = nav_card_of(event.as<event::CardPlayed>().card)) {
                    gates.push_back(Gate{gate_kind_of(*nav), event.player});
                    inside_navigation = true;
                }
                break;
            case GameEventType::kQuantumNote:
                gates.clear();  // the board wins: the state is the printed destination's
                break;
            case GameEventType::kShipsMoved:
                if (!inside_navigation) gates.clear();
                inside_navigation = false;
                break;
            case GameEventType::kEngineControlFull:
                break;
            default:
                inside_navigation = false;
        }
    }
    return gates;
}

std::optional<std::vector<Gate>> live_state_circuit(const std::vector<GameEvent>& events, const TwoQubitState& live) {
    const std::vector<Gate> since = navigation_since_reset(events);
    // Card gates are their own inverses: undoing them from the live state gives the state at the reset.
    TwoQubitState at_reset = live;
    for (auto gate = since.rbegin(); gate != since.rend(); ++gate) {
        at_reset.apply(*gate);
        at_reset.snap();
    }
    auto circuit = preparation_circuit(at_reset);
    if (!circuit) return std::nullopt;
    circuit->insert(circuit->end(), since.begin(), since.end());
    return circuit;
}

}  // namespace entanglion::rules
