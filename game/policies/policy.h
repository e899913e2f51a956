#pragma once
/// A Policy chooses the acting player's action in a game: a bot, in OpenSpiel's terms. It lives
/// outside the rules and only looks at GameState's public API: it never applies an action or
/// answers chance (the simulation does, simulation.h). Any randomness is the policy's own, from the
/// seed it was built with, so a game is reproduced from the policy's seed and the chance's seed.

#include "game/policies/explanation.h"
#include "game/rules/action.h"
#include "game/rules/game_state.h"

namespace entanglion::policies {

class Policy {
public:
    virtual ~Policy() = default;

    /// The action for state.acting_player(): one of state.legal_actions().
    /// Precondition: !state.is_over().
    virtual rules::Action step(const rules::GameState& state) = 0;

    /// The action step(state) would return, with why, as typed data (explanation.h): what the log
    /// and the hint show. It draws the same numbers from the policy's generator as step(), so
    /// calling one or the other leaves the policy in the same state. The default gives no reason
    /// (ReasonKind::kUnexplained); every policy of the project overrides it.
    /// Precondition: !state.is_over().
    virtual Explanation explain(const rules::GameState& state) {
        Explanation e;
        e.action = step(state);
        return e;
    }
};

}  // namespace entanglion::policies
