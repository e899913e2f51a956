#include "game/policies/random_policy.h"

#include <cassert>
#include <cstddef>

#include "game/rules/legal_options.h"

namespace entanglion::policies {

using rules::Action;

Action RandomPolicy::step(const rules::GameState& state) {
    assert(!state.is_over());
    // The options counted once, entry i built alone (the list's order, game/rules/legal_options.h).
    const rules::LegalOptions options = state.legal_options();
    return options.action(pick(options));
}

Explanation RandomPolicy::explain(const rules::GameState& state) {
    Explanation e;
    e.option_count = static_cast<int>(state.legal_action_count());
    e.action = step(state);
    e.reason = ReasonKind::kRandomChoice;
    return e;
}

}  // namespace entanglion::policies
