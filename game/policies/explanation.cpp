#include "game/policies/explanation.h"

#include <cassert>

#include "game/rules/legal_options.h"

namespace entanglion::policies {

ChoiceExplanation explain_choice(const rules::GameState& before, const rules::Action& /*chosen*/) {
    assert(!before.is_over());
    return {ChoiceReason::kRandomChoice, static_cast<int>(before.legal_options().size)};
}

double detection_risk(const rules::GameState& state) { return state.detection_value() / 8.0; }

}  // namespace entanglion::policies
