#include "game/policies/random_policy.h"

#include <cassert>
#include <cstddef>

namespace entanglion::policies {

using rules::Action;
using rules::DecisionKind;
using rules::EngineCard;

Action RandomPolicy::choose(const rules::GameState& state) {
    assert(!state.is_over());
    const rules::ActionList legal = state.legal_actions();
    return legal[static_cast<std::size_t>(rules::uniform_index(rng_, legal.size()))];
}

void RandomPolicy::answer_decision(rules::GameState& state, rules::ChanceSource& chance) {
    assert(!state.is_over());
    const rules::PendingDecision& decision = state.pending_decision();
    const Ship me = state.acting_player();
    // Each answer below is the list's entry the same draw would pick (legal_actions() order).
    switch (decision.kind) {
        case DecisionKind::kDefense:
            state.apply_legal(
                rules::uniform_index(rng_, 2) == 0 ? Action::roll_defense(me) : Action::play_quantum_tunnel(me),
                chance);
            return;
        case DecisionKind::kMagneticShielding:
            state.apply_legal(
                rules::uniform_index(rng_, 2) == 0 ? Action::keep_roll(me, decision.roll) : Action::reroll(me), chance);
            return;
        case DecisionKind::kQuantumGates: {
            const rules::BitsOf4& drawn = rules::kBitsOf4[rules::engine_kinds(decision.cards)];
            const auto index = rules::uniform_index(rng_, drawn.count);
            state.apply_legal(Action::keep_card(me, static_cast<EngineCard>(drawn.nth[index])), chance);
            return;
        }
        default:  // the rarer decisions with longer lists (kNone is play()'s)
            state.legal_actions(scratch_);
            state.apply_legal(scratch_[static_cast<std::size_t>(rules::uniform_index(rng_, scratch_.size()))], chance);
            return;
    }
}

}  // namespace entanglion::policies
