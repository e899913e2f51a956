#include "game/analysis/what_if.h"

#include <cassert>

#include "game/rules/chance_sampler.h"

namespace entanglion::analysis {

std::optional<WhatIf> WhatIf::start(const RecordHistory& history, int step, const HistoryEntry& alternative,
                                    WhatIfLuck luck, std::uint64_t seed, std::string* error) {
    const auto fail = [error](const std::string& problem) -> std::optional<WhatIf> {
        if (error) *error = problem;
        return std::nullopt;
    };
    if (step < 0 || step >= history.entry_count()) {
        return fail("step " + std::to_string(step) + " is not in 0.." + std::to_string(history.entry_count() - 1));
    }
    const auto at = static_cast<std::size_t>(step);
    const rules::GameState& position = history.positions[at];
    if (alternative.is_chance != position.at_chance_node()) {
        return fail("step " + std::to_string(step) + " is " +
                    (position.at_chance_node() ? "a chance outcome: give an outcome, not an action"
                                               : "a player's action: give an action, not an outcome"));
    }
    WhatIf what_if(position, step, luck, seed);
    if (luck == WhatIfLuck::kRecorded) {
        std::vector<rules::ChanceOutcome> later;
        for (std::size_t k = at + 1; k < history.entries.size(); ++k)
            if (history.entries[k].is_chance) later.push_back(history.entries[k].outcome);
        what_if.recorded_ = rules::RecordedLuck(later);
    }
    std::string problem;
    if (!apply_entry(what_if.state_, alternative, &problem))
        return fail("step " + std::to_string(step) + ": " + problem);
    ++what_if.index_;
    what_if.entries_.push_back(WhatIfEntry{alternative, EntrySource::kAlternative});
    what_if.answer_chance();
    return what_if;
}

bool WhatIf::apply(const rules::Action& action, std::string* error) {
    if (!state_.apply_until_chance(action, error)) return false;
    ++index_;
    entries_.push_back(WhatIfEntry{HistoryEntry{false, action, {}}, EntrySource::kPlayer});
    answer_chance();
    return true;
}

void WhatIf::play_on(const TeamSettings& team, int max_actions) {
    const std::unique_ptr<policies::Policy> policy = make_team_policy(team, team_seed(seed_, 0));
    for (int n = 0; n < max_actions && !state_.is_over(); ++n) {
        [[maybe_unused]] const bool applied = apply(policy->step(state_));
        assert(applied);
    }
}

void WhatIf::answer_chance() {
    while (state_.at_chance_node()) {
        std::optional<rules::ChanceOutcome> outcome = recorded_.take(state_);
        const EntrySource source = outcome ? EntrySource::kRecorded : EntrySource::kFresh;
        if (!outcome) {
            Rng rng(chance_seed(seed_, 0, static_cast<std::uint64_t>(index_)));
            outcome = rules::sample_chance_outcome(state_, rng);
        }
        [[maybe_unused]] const bool applied = state_.apply_chance_outcome(*outcome);
        assert(applied);
        ++index_;
        ++(source == EntrySource::kRecorded ? recorded_used_ : fresh_used_);
        entries_.push_back(WhatIfEntry{HistoryEntry{true, {}, *outcome}, source});
    }
}

AlternativeValue compare_alternative(const RecordHistory& history, int step, const HistoryEntry& alternative,
                                     const EstimateSettings& settings) {
    const auto at = static_cast<std::size_t>(step);
    rules::GameState branched = history.positions[at];
    [[maybe_unused]] const bool applied = apply_entry(branched, alternative);
    assert(applied);
    AlternativeValue value;
    value.alternative = estimate_value(value_start(std::move(branched), step + 1, settings), settings);
    value.recorded = estimate_value(value_start(history.positions[at + 1], step + 1, settings), settings);
    value.difference = paired_difference(value.alternative, value.recorded);
    return value;
}

}  // namespace entanglion::analysis
