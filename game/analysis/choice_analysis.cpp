#include "game/analysis/choice_analysis.h"

#include <algorithm>
#include <cassert>

#include "game/analysis/candidate_race.h"
#include "game/analysis/review_assembly.h"
#include "game/policies/policy_factory.h"

namespace entanglion::analysis {

std::optional<double> ActionValue::win_if_detected() const {
    if (estimate.detected() == 0) return std::nullopt;
    return static_cast<double>(estimate.detected_wins()) / estimate.detected();
}

std::optional<double> ActionValue::win_if_not_detected() const {
    const int clear = estimate.playouts() - estimate.detected();
    if (clear <= 0) return std::nullopt;
    return static_cast<double>(estimate.wins() - estimate.detected_wins()) / clear;
}

double ActionValue::detection_share() const {
    return estimate.playouts() ? static_cast<double>(estimate.detected()) / estimate.playouts() : 0.0;
}

bool ActionValue::detection_loses() const {
    return estimate.detected() > 0 && estimate.lost_at_once() == estimate.detected();
}

std::size_t suggested_action(const ChoiceAnalysis& analysis, const rules::Action& planned) {
    for (std::size_t i = 0; i < analysis.actions.size(); ++i) {
        if (!(analysis.actions[i].action == planned)) continue;
        const Difference d = paired_difference(analysis.actions[analysis.best].estimate, analysis.actions[i].estimate);
        return d.significant() ? analysis.best : i;
    }
    return analysis.best;
}

ChoiceAnalysis analyse_choices(const rules::GameState& state, int index, const EstimateSettings& settings,
                               const ChoiceLimits& limits, const std::optional<rules::Action>& planned) {
    return analyse_choices(state, index, settings, limits,
                           planned ? std::vector<rules::Action>{*planned} : std::vector<rules::Action>{});
}

ChoiceAnalysis analyse_choices(const rules::GameState& state, int index, const EstimateSettings& settings,
                               const ChoiceLimits& limits, const std::vector<rules::Action>& full_precision) {
    assert(!state.is_over() && !state.at_chance_node());
    const rules::ActionList legal = state.legal_actions();
    std::vector<RaceCandidate> field;
    for (const rules::Action& action : legal) {
        field.push_back(
            RaceCandidate{value_start(after_action(state, action), index + 1, settings), Estimate{}, false,
                          std::find(full_precision.begin(), full_precision.end(), action) != full_precision.end()});
    }
    const TurnWatch watch{state.turn_number(), state.detection_position()};
    RaceLimits race_limits;
    race_limits.threads = limits.threads;
    race_limits.watch = &watch;
    if (limits.budget) race_limits.deadline = std::chrono::steady_clock::now() + *limits.budget;
    race(field, settings, race_limits);
    ChoiceAnalysis analysis;
    for (std::size_t i = 0; i < field.size(); ++i) {
        analysis.actions.push_back(ActionValue{legal[i], std::move(field[i].estimate)});
        analysis.playouts += analysis.actions.back().estimate.playouts();
    }
    for (std::size_t i = 1; i < analysis.actions.size(); ++i) {
        if (analysis.actions[i].estimate.probability() > analysis.actions[analysis.best].estimate.probability()) {
            analysis.best = i;
        }
    }
    return analysis;
}

bool uses_card(const rules::Action& action, const HandCard& card) {
    switch (action.type) {
        case rules::ActionType::kNavigate:
        case rules::ActionType::kExchange:
        case rules::ActionType::kInterconnectSwap:
        case rules::ActionType::kDiscardCard:
            return action.player == card.ship && action.card == card.card;
        default:
            return false;
    }
}

std::vector<std::size_t> actions_with_card(const ChoiceAnalysis& choices, const HandCard& card) {
    std::vector<std::size_t> found;
    for (std::size_t i = 0; i < choices.actions.size(); ++i) {
        if (uses_card(choices.actions[i].action, card)) found.push_back(i);
    }
    return found;
}

LookAheadAdvice look_ahead_advice(const rules::GameState& state, int index, const EstimateSettings& settings,
                                  const ChoiceLimits& limits, const std::optional<HandCard>& previewed,
                                  const std::optional<policies::Explanation>& planned) {
    LookAheadAdvice advice;
    advice.planned = planned ? *planned : policies::make_policy("heuristic", {settings.seed, 0, 0})->explain(state);
    // The plan and the previewed card's actions to full precision: their figures are shown beside the best.
    std::vector<rules::Action> full_precision{advice.planned.action};
    if (previewed) {
        for (const rules::Action& action : state.legal_actions()) {
            if (uses_card(action, *previewed)) full_precision.push_back(action);
        }
    }
    advice.choices = analyse_choices(state, index, settings, limits, full_precision);
    advice.suggested = suggested_action(advice.choices, advice.planned.action);
    if (previewed) advice.previewed = actions_with_card(advice.choices, *previewed);
    return advice;
}

}  // namespace entanglion::analysis
