#include "game/rules/held_card_plays.h"

namespace entanglion::rules {

Action event_card_play(Ship ship, EventCard event) {
    return event == EventCard::kQuantumTunnel ? Action::play_quantum_tunnel(ship) : Action::play_event(ship, event);
}

bool can_play_event_card(const GameState& state, Ship ship, EventCard event, IllegalMove* why) {
    IllegalMove refusal;
    if (state.is_legal(event_card_play(ship, event), &refusal)) return true;
    if (event == EventCard::kQuantumTunnel && state.pending_decision().kind != DecisionKind::kDefense) {
        refusal = IllegalMove{};
        refusal.kind = IllegalKind::kTunnelNotAnAction;
        refusal.player = ship;
        refusal.event = event;
    }
    if (why) *why = refusal;
    return false;
}

std::vector<std::pair<Action, IllegalMove>> refused_turn_actions(const GameState& state) {
    std::vector<std::pair<Action, IllegalMove>> refused;
    if (state.is_over() || state.pending_decision().kind != DecisionKind::kNone) return refused;
    const Ship player = state.current_player();
    const auto add_if_refused = [&](const Action& action) {
        IllegalMove why;
        if (!state.is_legal(action, &why)) refused.emplace_back(action, why);
    };
    add_if_refused(Action::retrieve(player));
    for (EventCard event : state.event_hand(player)) {
        if (event != EventCard::kQuantumTunnel) add_if_refused(Action::play_event(player, event));
    }
    return refused;
}

}  // namespace entanglion::rules
