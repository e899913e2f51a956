#pragma once
/// Why a policy chose an action, as typed data for a caller that words it itself (the app through
/// tr(), the CLI in English), and the detection risk a hint shows. Qt-free.
///
/// Today every policy is the random one, so the only reason is "a random choice among N legal
/// actions"; a policy that reasons (heuristic, search) adds its own kinds here.

#include <cstdint>

#include "game/rules/action.h"
#include "game/rules/game_state.h"

namespace entanglion::policies {

enum class ChoiceReason : std::uint8_t {
    kRandomChoice,  ///< drawn uniformly from `legal_action_count` legal actions
};

struct ChoiceExplanation {
    ChoiceReason reason = ChoiceReason::kRandomChoice;
    int legal_action_count = 0;
    friend bool operator==(const ChoiceExplanation&, const ChoiceExplanation&) = default;
};

/// Why `chosen` was chosen in `before` (the state it was chosen in, not yet changed by it).
/// Precondition: !before.is_over().
ChoiceExplanation explain_choice(const rules::GameState& before, const rules::Action& chosen);

/// The chance that an orbital or ground defense check at the current detection rate detects a
/// ship: the d8 must beat the rate r, so r of its 8 faces detect (r/8; 0 once the track is at X).
/// Component modifiers (Control Infrastructure and the like) are not counted.
double detection_risk(const rules::GameState& state);

}  // namespace entanglion::policies
