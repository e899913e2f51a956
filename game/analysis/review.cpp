// The fast review: each estimate computed once and shared (the played action's value is the next
// position's, the team's action's value is the position's), the actions of a decision raced
// (candidate_race.h), the work spread over threads with identical results. review_plain.cpp is the
// plain reference it is tested against.

#include "game/analysis/review.h"

#include "game/analysis/candidate_race.h"
#include "game/analysis/parallel.h"
#include "game/analysis/review_assembly.h"

namespace entanglion::analysis {

namespace {

/// Phase 1's result for one position: the team's action there (a decision) and the position's own
/// estimate when its value is not the next position's.
struct PositionWork {
    std::optional<rules::Action> team_action;
    std::optional<Estimate> own;
};

}  // namespace

Review::Review(RecordHistory history, ReviewSettings settings)
    : history_(std::move(history)), settings_(std::move(settings)) {}

bool Review::run(const ReviewProgress& progress) {
    result_ = ReviewResult{};
    const RecordHistory& h = history_;
    const EstimateSettings& es = settings_.estimate;
    const int positions = static_cast<int>(h.positions.size());
    const int entries = h.entry_count();
    std::vector<int> compared;  // the decisions whose actions are compared (phase 2)
    for (int k = 0; k < entries; ++k) {
        const auto at = static_cast<std::size_t>(k);
        if (settings_.compare_actions && h.entries[at].is_action() && h.positions[at].legal_actions().size() > 1) {
            compared.push_back(k);
        }
    }
    const int total = positions + static_cast<int>(compared.size());
    const auto report = [&](int offset) -> TaskProgress {
        if (!progress) return {};
        return [&progress, offset, total](int finished, int) { progress(offset + finished, total); };
    };

    // Phase 1: the timeline's own estimates. A chance node is estimated by its playouts (a certain
    // one is worth the next position); a decision
    // is worth its team action's value, which is the next position's when the team would have played
    // the recorded action, else an estimate of its own; the last position of an unfinished game too.
    std::vector<PositionWork> work(static_cast<std::size_t>(positions));
    const auto position_task = [&](int k) {
        const auto at = static_cast<std::size_t>(k);
        const rules::GameState& state = h.positions[at];
        PositionWork& w = work[at];
        if (state.is_over()) {
            w.own = Estimate::exact(state.status() == rules::GameStatus::kWon);
        } else if (k < entries && h.entries[at].is_take_back) {
            // A take-back is nobody's luck or choice: the position is worth the one it goes back to.
        } else if (state.at_chance_node()) {
            // A certain outcome's node is worth the position after it (certain_chance).
            if (k == entries || !certain_chance(state)) w.own = estimate_value(value_start(state, k, es), es, &cancel_);
        } else {
            w.team_action = team_choice(state, k, es);
            if (k == entries || !(*w.team_action == h.entries[at].action)) {
                w.own = estimate_value(value_start(after_action(state, *w.team_action), k + 1, es), es, &cancel_);
            }
        }
    };
    if (!run_tasks(positions, settings_.threads, position_task, report(0), &cancel_) || cancelled()) return false;
    std::vector<Estimate> timeline(static_cast<std::size_t>(positions));
    for (int k = positions - 1; k >= 0; --k) {
        const auto at = static_cast<std::size_t>(k);
        timeline[at] = work[at].own ? *work[at].own : timeline[at + 1];
    }

    // Phase 2: each decision's legal actions, raced against the played one (the next position's
    // estimate) and the team's own choice (this position's).
    std::vector<std::optional<DecisionEstimates>> decisions(static_cast<std::size_t>(entries));
    for (int k = 0; k < entries; ++k) {
        const auto at = static_cast<std::size_t>(k);
        if (!h.entries[at].is_action()) continue;
        DecisionEstimates& d = decisions[at].emplace();
        d.team_action = *work[at].team_action;
        {
            const rules::ActionList legal = h.positions[at].legal_actions();
            d.legal.assign(legal.begin(), legal.end());
        }
    }
    const auto decision_task = [&](int c) {
        const int k = compared[static_cast<std::size_t>(c)];
        const auto at = static_cast<std::size_t>(k);
        DecisionEstimates& d = *decisions[at];
        const rules::GameState& state = h.positions[at];
        std::vector<RaceCandidate> race_field;
        for (const rules::Action& action : d.legal) {
            if (action == h.entries[at].action) {
                race_field.push_back(RaceCandidate{ValueStart{h.positions[at + 1], k + 1}, timeline[at + 1], true});
            } else if (action == d.team_action) {
                race_field.push_back(RaceCandidate{ValueStart{state, k}, timeline[at], true});
            } else {
                race_field.push_back(
                    RaceCandidate{value_start(after_action(state, action), k + 1, es), Estimate{}, false});
            }
        }
        race(race_field, es, RaceLimits{1, std::nullopt, nullptr, &cancel_});
        for (RaceCandidate& c : race_field) {
            d.shared.push_back(c.pinned);
            d.values.push_back(std::move(c.estimate));
        }
    };
    if (!run_tasks(static_cast<int>(compared.size()), settings_.threads, decision_task, report(positions), &cancel_) ||
        cancelled()) {
        return false;
    }
    result_ = assemble_review(h, settings_, timeline, decisions);
    return true;
}

}  // namespace entanglion::analysis
