#include "game/policies/random_policy.h"

#include <cassert>
#include <cstddef>

namespace entanglion::policies {

using rules::Action;

Action RandomPolicy::choose(const rules::GameState& state) {
    assert(!state.is_over());
    return state.legal_action(static_cast<unsigned>(rules::uniform_index(rng_, state.legal_action_count())));
}

Explanation RandomPolicy::explain(const rules::GameState& state) {
    Explanation e;
    e.option_count = static_cast<int>(state.legal_action_count());
    e.action = choose(state);
    e.reason = ReasonKind::kRandomChoice;
    return e;
}

}  // namespace entanglion::policies
