#include "game/policies/random_policy.h"

#include <cassert>
#include <cstddef>

namespace entanglion::policies {

using rules::Action;

Action RandomPolicy::choose(const rules::GameState& state) {
    assert(!state.is_over());
    const rules::ActionList legal = state.legal_actions();
    return legal[static_cast<std::size_t>(rules::uniform_index(rng_, legal.size()))];
}

Explanation RandomPolicy::explain(const rules::GameState& state) {
    Explanation e;
    e.option_count = static_cast<int>(state.legal_options().size);
    e.action = choose(state);
    e.reason = ReasonKind::kRandomChoice;
    return e;
}

}  // namespace entanglion::policies
