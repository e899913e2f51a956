#include "game/analysis/review_assembly.h"

#include <algorithm>
#include <cassert>

namespace entanglion::analysis {

namespace {

bool moves_ships(const rules::Action& action) {
    return action.type == rules::ActionType::kNavigate || action.type == rules::ActionType::kMechanicPlay;
}

DecisionReview review_decision(const RecordHistory& history, int k, const DecisionEstimates& estimates,
                               const Estimate& played_value, int after_tenths) {
    const rules::GameState& before = history.positions[static_cast<std::size_t>(k)];
    const rules::Action& played = history.entries[static_cast<std::size_t>(k)].action;
    DecisionReview d;
    d.player = played.player;
    d.team_action = estimates.team_action;
    d.best = played;
    d.best_value = summarize(played_value);
    const int legal = static_cast<int>(estimates.legal.size());
    if (estimates.values.empty()) {
        d.decision_class = legal <= 1 ? DecisionClass::kOnlyAction : DecisionClass::kBest;
        return d;
    }
    d.compared = true;
    std::size_t best = 0;
    for (std::size_t i = 0; i < estimates.values.size(); ++i) {
        if (estimates.values[i].probability() > estimates.values[best].probability()) best = i;
    }
    for (std::size_t i = 0; i < estimates.values.size(); ++i) {
        d.candidates.push_back(CandidateReview{estimates.legal[i], summarize(estimates.values[i]),
                                               paired_difference(estimates.values[best], estimates.values[i])});
    }
    d.best = estimates.legal[best];
    d.best_value = summarize(estimates.values[best]);
    d.points_lost_tenths = std::max(0, d.best_value.tenths() - after_tenths);
    d.difference = paired_difference(estimates.values[best], played_value);
    d.decision_class = classify_decision(d.points_lost_tenths, d.difference.significant(), legal);
    if (!(d.best == played) && (moves_ships(d.best) || moves_ships(played))) {
        const TwoQubitState& live_played = history.positions[static_cast<std::size_t>(k) + 1].live_state();
        const TwoQubitState live_best = after_action(before, d.best).live_state();
        if (!live_best.equals_up_to_phase(live_played)) {
            d.live_played = live_played;
            d.live_best = live_best;
        }
    }
    return d;
}

LuckReview review_luck(const rules::GameState& before, const rules::ChanceOutcome& outcome,
                       const Estimate& before_value, const Estimate& after_value, int luck_tenths) {
    LuckReview l;
    l.outcome_probability = before.chance_probability(outcome);
    l.outcome_count = static_cast<int>(before.chance_outcomes().size());
    l.luck = paired_difference(after_value, before_value);
    l.label = label_luck(luck_tenths, l.luck.significant(), l.outcome_count);
    return l;
}

std::vector<int> key_moments(const std::vector<ReviewStep>& steps, int count) {
    std::vector<int> order;
    for (const ReviewStep& step : steps) {
        if (step.swing_tenths() != 0) order.push_back(step.entry);
    }
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return std::abs(steps[static_cast<std::size_t>(a)].swing_tenths()) >
               std::abs(steps[static_cast<std::size_t>(b)].swing_tenths());
    });
    if (static_cast<int>(order.size()) > count) order.resize(static_cast<std::size_t>(std::max(0, count)));
    return order;
}

std::int64_t playouts_of(const std::vector<Estimate>& timeline,
                         const std::vector<std::optional<DecisionEstimates>>& decisions, int entries) {
    // Each estimate once: a decision's played value is the timeline's, and its team action's value
    // is the position's own when the team would have played something else.
    std::int64_t total = 0;
    for (const Estimate& e : timeline) total += e.playouts();
    for (int k = 0; k < entries; ++k) {
        const auto& d = decisions[static_cast<std::size_t>(k)];
        if (!d) continue;
        for (std::size_t i = 0; i < d->values.size(); ++i) {
            if (i >= d->shared.size() || !d->shared[i]) total += d->values[i].playouts();
        }
    }
    return total;
}

}  // namespace

bool certain_chance(const rules::GameState& state) {
    return state.at_chance_node() && state.chance_outcomes().size() == 1;
}

rules::Action team_choice(const rules::GameState& state, int index, const EstimateSettings& settings) {
    const std::unique_ptr<policies::Policy> policy =
        make_team_policy(settings.team, choice_seed(settings.seed, static_cast<std::uint64_t>(index)));
    return policy->step(state);
}

rules::GameState after_action(rules::GameState state, const rules::Action& action) {
    [[maybe_unused]] const bool applied = state.apply_until_chance(action);
    assert(applied);
    return state;
}

ReviewResult assemble_review(const RecordHistory& history, const ReviewSettings& settings,
                             const std::vector<Estimate>& timeline,
                             const std::vector<std::optional<DecisionEstimates>>& decisions) {
    ReviewResult result;
    ReviewSummary& summary = result.summary;
    for (int k = 0; k < history.entry_count(); ++k) {
        const auto at = static_cast<std::size_t>(k);
        ReviewStep step;
        step.entry = k;
        step.action_step = history.actions_before(k);
        step.history_entry = history.entries[at];
        step.actor = history.positions[at].actor();
        step.before = summarize(timeline[at]);
        step.after = summarize(timeline[at + 1]);
        step.before_tenths = step.before.tenths();
        step.after_tenths = step.after.tenths();
        if (step.history_entry.is_chance) {
            assert(!certain_chance(history.positions[at]) || step.swing_tenths() == 0);
            step.luck = review_luck(history.positions[at], step.history_entry.outcome, timeline[at], timeline[at + 1],
                                    step.swing_tenths());
            summary.luck_tenths += step.swing_tenths();
        } else if (step.history_entry.is_take_back) {
            // Nobody's luck or choice: the game goes back to the position before the action taken back.
        } else {
            assert(decisions[at]);
            step.decision = review_decision(history, k, *decisions[at], timeline[at + 1], step.after_tenths);
            PlayerSummary& player = summary.players[static_cast<int>(step.decision->player)];
            ++player.decisions;
            player.decisions_tenths += step.swing_tenths();
            // Only significant losses count: a difference within the noise is no loss.
            if (step.decision->decision_class > DecisionClass::kBest) {
                player.points_lost_tenths += step.decision->points_lost_tenths;
            }
            ++player.classes[static_cast<int>(step.decision->decision_class)];
            summary.decisions_tenths += step.swing_tenths();
        }
        result.steps.push_back(std::move(step));
    }
    summary.start_tenths = summarize(timeline.front()).tenths();
    summary.result_tenths = summarize(timeline.back()).tenths();
    summary.status = history.positions.back().status();
    summary.key_moments = key_moments(result.steps, settings.key_moments);
    summary.playouts = playouts_of(timeline, decisions, history.entry_count());
    return result;
}

}  // namespace entanglion::analysis
