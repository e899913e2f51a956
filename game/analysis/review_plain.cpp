// The plain reference review: one thread, every position and every legal action estimated on its
// own to full precision, nothing shared, nothing raced. It defines what the fast review
// (review.cpp) must give: ReviewTest compares them.

#include "game/analysis/review.h"
#include "game/analysis/review_assembly.h"

namespace entanglion::analysis {

ReviewResult review_plain(const RecordHistory& history, const ReviewSettings& settings) {
    const EstimateSettings& es = settings.estimate;
    std::vector<Estimate> timeline(history.positions.size());
    for (std::size_t k = history.positions.size(); k-- > 0;) {
        const rules::GameState& position = history.positions[k];
        if (k < history.entries.size() && certain_chance(position)) {
            timeline[k] = timeline[k + 1];  // nothing left to chance: no luck (certain_chance)
        } else if (k < history.entries.size() && history.entries[k].is_take_back) {
            timeline[k] = timeline[k + 1];  // a take-back: worth the position it goes back to
        } else {
            timeline[k] = estimate_value(value_start(position, static_cast<int>(k), es), es);
        }
    }
    std::vector<std::optional<DecisionEstimates>> decisions(history.entries.size());
    for (std::size_t k = 0; k < history.entries.size(); ++k) {
        if (!history.entries[k].is_action()) continue;
        const rules::GameState& state = history.positions[k];
        DecisionEstimates& d = decisions[k].emplace();
        d.team_action = team_choice(state, static_cast<int>(k), es);
        {
            const rules::ActionList legal = state.legal_actions();
            d.legal.assign(legal.begin(), legal.end());
        }
        if (!settings.compare_actions || d.legal.size() <= 1) continue;
        for (const rules::Action& action : d.legal) {
            d.values.push_back(
                estimate_value(value_start(after_action(state, action), static_cast<int>(k) + 1, es), es));
            d.shared.push_back(false);
        }
    }
    return assemble_review(history, settings, timeline, decisions);
}

}  // namespace entanglion::analysis
