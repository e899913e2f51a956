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

}  // namespace entanglion::policies
