#pragma once
/// The win probability of a position: the probability that the team (playout.h) wins from it,
/// estimated by playouts, with its 95% interval (Wilson), and paired comparisons of two estimates.
///
/// A position where a player must act is worth what the team's own action there is worth (the
/// policy chooses it, seeded by the position's history index): value_start() follows the team's
/// choices to the first chance node, where the playouts begin. A finished game is worth exactly 1 or
/// 0. Estimates grow in batches of playouts (always playouts 0, 1, 2, ... of the seed) until the 95%
/// interval is within the target half-width or the cap is reached, so an estimate is a function of
/// the position, its history index and the settings alone: asked twice, anywhere, it is the same.

#include <atomic>
#include <cstdint>
#include <vector>

#include "game/analysis/playout.h"
#include "game/policies/simulation.h"
#include "game/rules/game_state.h"

namespace entanglion::analysis {

using policies::Interval;

struct EstimateSettings {
    TeamSettings team;
    std::uint64_t seed = 1;
    /// The most playouts an estimate takes.
    int max_playouts = 2048;
    /// An estimate stops once its 95% interval's half-width is at most this (0.03: within +-3
    /// percentage points); 0 runs every estimate to max_playouts.
    double half_width = 0.03;
    /// Playouts are added in batches of this size (the stopping rule is checked between batches).
    int batch = 64;
};

/// Where an estimate's playouts start.
struct ValueStart {
    rules::GameState state;
    int index = 0;  ///< its history index (entries since the setup)
};
/// `state` at history index `index`, then the team's own actions (choice_seed(seed, index)) while a
/// player must act and the outcome of every certain chance node (one possible outcome: it is no
/// luck): the position whose playouts estimate the value of `state`. So a position, the team's
/// action from it and a certain node after it all have the one same value.
ValueStart value_start(rules::GameState state, int index, const EstimateSettings& settings);

class Estimate {
public:
    /// A finished game: exactly 1 (won) or 0.
    static Estimate exact(bool won);

    bool is_exact() const { return exact_; }
    int playouts() const { return static_cast<int>(outcomes_.size()); }
    int wins() const { return wins_; }
    double probability() const;
    /// The 95% Wilson interval ([p, p] when exact).
    Interval interval() const;
    double half_width() const;
    /// outcomes()[j]: 1 when playout j was won.
    const std::vector<std::uint8_t>& outcomes() const { return outcomes_; }

    /// Tallies of the playouts run with a TurnWatch (the hint): how many met a detection before the
    /// next turn, how many of those were still won, and how many were lost at once.
    int detected() const { return detected_; }
    int detected_wins() const { return detected_wins_; }
    int lost_at_once() const { return lost_at_once_; }

    void add(const PlayoutResult& result);

private:
    bool exact_ = false;
    bool exact_won_ = false;
    int wins_ = 0;
    std::vector<std::uint8_t> outcomes_;
    int detected_ = 0;
    int detected_wins_ = 0;
    int lost_at_once_ = 0;
};

/// Runs playouts estimate.playouts() .. up_to - 1 from `start` (nothing for a finished game).
void extend(Estimate& estimate, const ValueStart& start, const EstimateSettings& settings, int up_to,
            const TurnWatch* watch = nullptr);
/// The estimate needs no more playouts: exact, within the target half-width, or at the cap.
bool precise_enough(const Estimate& estimate, const EstimateSettings& settings);
/// The next batch's end: playouts() + batch, at most the cap.
int next_batch_end(const Estimate& estimate, const EstimateSettings& settings);

/// The estimate of `start`, batch by batch until precise_enough(). Stops early, incomplete, when
/// `cancel` becomes true.
Estimate estimate_value(const ValueStart& start, const EstimateSettings& settings,
                        const std::atomic<bool>* cancel = nullptr);

/// A difference of two win probabilities, a - b, and its 95% interval.
struct Difference {
    double value = 0;
    Interval interval;
    /// The interval excludes 0: the difference is not noise.
    bool significant() const { return interval.low > 0 || interval.high < 0; }
};
/// a.probability() - b.probability(), with the margin of the paired comparison of the playouts both
/// ran (playout j of each saw the same luck): Agresti and Min's adjusted interval for paired
/// proportions (half a count added to each cell, so no cell of zero gives a zero margin), centred
/// on the difference shown. With one estimate exact, the other's Wilson interval.
Difference paired_difference(const Estimate& a, const Estimate& b);

}  // namespace entanglion::analysis
