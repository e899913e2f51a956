#pragma once
/// Comparing the legal actions of one position: each action's win probability is estimated with the
/// same luck to come (common random numbers, playout.h), batch by batch, and an action stops getting
/// playouts once it is significantly worse than the leader (a paired comparison, estimate.h) or its
/// estimate is precise enough. So the clearly bad actions cost one or two batches, and the close
/// ones, which decide the best, get the full precision. The review's decisions and the hint use it.

#include <atomic>
#include <chrono>
#include <optional>
#include <vector>

#include "game/analysis/estimate.h"

namespace entanglion::analysis {

struct RaceCandidate {
    ValueStart start;
    Estimate estimate;
    /// The estimate is final (the review's played action, whose value is the next position's):
    /// compared with, never extended.
    bool pinned = false;
    /// Run to full precision even when clearly worse than the leader (the hint's planned action,
    /// whose estimate is shown beside the best).
    bool protect = false;
};

struct RaceLimits {
    /// Extend the candidates of a round on this many threads (1: the calling thread).
    int threads = 1;
    /// Stop after the round that passes this time (every candidate still gets its first batch).
    std::optional<std::chrono::steady_clock::time_point> deadline;
    /// Tally detections in the watched turn (the hint's "what a failed roll would cost").
    const TurnWatch* watch = nullptr;
    const std::atomic<bool>* cancel = nullptr;
};

/// Runs the race; afterwards every candidate is precise enough, dominated, or the deadline passed.
void race(std::vector<RaceCandidate>& candidates, const EstimateSettings& settings, const RaceLimits& limits = {});

/// The index of the highest estimate (the first on a tie). Precondition: candidates is not empty.
std::size_t leader_of(const std::vector<RaceCandidate>& candidates);

}  // namespace entanglion::analysis
