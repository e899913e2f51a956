#pragma once
// Internal: turns a review's estimates into its steps and summary, the same for the fast review
// (review.cpp) and the plain reference (review_plain.cpp).

#include <optional>
#include <vector>

#include "game/analysis/review.h"

namespace entanglion::analysis {

/// What a decision's comparison estimated.
struct DecisionEstimates {
    rules::Action team_action;
    std::vector<rules::Action> legal;  ///< legal_actions() order
    /// Per legal action (the played one: the estimate of the position after it); empty when the
    /// actions were not compared.
    std::vector<Estimate> values;
    /// Per legal action: its estimate is a copy of a timeline estimate (counted there, not again).
    std::vector<bool> shared;
};

/// `timeline[k]` is the estimate of history.positions[k]; `decisions[k]` is set for each entry that
/// is a player's action.
ReviewResult assemble_review(const RecordHistory& history, const ReviewSettings& settings,
                             const std::vector<Estimate>& timeline,
                             const std::vector<std::optional<DecisionEstimates>>& decisions);

/// The action the team's policy takes at position `index` (seeded by choice_seed): the action
/// whose value is the position's value.
rules::Action team_choice(const rules::GameState& state, int index, const EstimateSettings& settings);

/// A chance node with one possible outcome (probability 1): nothing is left to chance, so the
/// timeline gives it the value of the position after it and its luck is exactly zero (a separate
/// estimate of it would differ from the next one by estimation noise alone, which is no luck).
bool certain_chance(const rules::GameState& state);

/// `state` after `action` (through the stepped API). Precondition: the action is legal.
rules::GameState after_action(rules::GameState state, const rules::Action& action);

}  // namespace entanglion::analysis
