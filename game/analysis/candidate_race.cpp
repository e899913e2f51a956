#include "game/analysis/candidate_race.h"

#include <cassert>

#include "game/analysis/parallel.h"

namespace entanglion::analysis {

std::size_t leader_of(const std::vector<RaceCandidate>& candidates) {
    assert(!candidates.empty());
    std::size_t leader = 0;
    for (std::size_t i = 1; i < candidates.size(); ++i) {
        if (candidates[i].estimate.probability() > candidates[leader].estimate.probability()) leader = i;
    }
    return leader;
}

void race(std::vector<RaceCandidate>& candidates, const EstimateSettings& settings, const RaceLimits& limits) {
    if (candidates.empty()) return;
    std::vector<std::size_t> active;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (!candidates[i].pinned) active.push_back(i);
    }
    const auto cancelled = [&] { return limits.cancel && limits.cancel->load(std::memory_order_relaxed); };
    bool first_round = true;
    while (!active.empty() && !cancelled()) {
        if (!first_round && limits.deadline && std::chrono::steady_clock::now() >= *limits.deadline) break;
        first_round = false;
        const auto extend_one = [&](int a) {
            RaceCandidate& c = candidates[active[static_cast<std::size_t>(a)]];
            extend(c.estimate, c.start, settings, next_batch_end(c.estimate, settings), limits.watch);
        };
        if (limits.threads > 1) {
            run_tasks(static_cast<int>(active.size()), limits.threads, extend_one, {}, limits.cancel);
        } else {
            for (std::size_t a = 0; a < active.size(); ++a) extend_one(static_cast<int>(a));
        }
        // Decided in candidate order after the round, so the outcome does not depend on the threads.
        const std::size_t leader = leader_of(candidates);
        std::vector<std::size_t> still;
        for (std::size_t i : active) {
            const Estimate& e = candidates[i].estimate;
            if (precise_enough(e, settings)) continue;
            if (i != leader && !candidates[i].protect &&
                paired_difference(candidates[leader].estimate, e).interval.low > 0)
                continue;
            still.push_back(i);
        }
        active = std::move(still);
    }
}

}  // namespace entanglion::analysis
