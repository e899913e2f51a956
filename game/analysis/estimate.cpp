#include "game/analysis/estimate.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace entanglion::analysis {

namespace {

constexpr double kZ95 = 1.96;

}  // namespace

ValueStart value_start(rules::GameState state, int index, const EstimateSettings& settings) {
    while (!state.is_over()) {
        if (state.at_chance_node()) {
            // A certain outcome (one possible, probability 1) is no luck: the position after it is
            // the start, so a certain node and the position after it have the one same value.
            const rules::ChanceOutcomeList outcomes = state.chance_outcomes();
            if (outcomes.size() != 1) break;
            [[maybe_unused]] const bool applied = state.apply_chance_outcome(outcomes.front().outcome);
            assert(applied);
        } else {
            const std::unique_ptr<policies::Policy> policy =
                make_team_policy(settings.team, choice_seed(settings.seed, static_cast<std::uint64_t>(index)));
            [[maybe_unused]] const bool applied = state.apply_until_chance(policy->step(state));
            assert(applied);
        }
        ++index;
    }
    return ValueStart{std::move(state), index};
}

Estimate Estimate::exact(bool won) {
    Estimate e;
    e.exact_ = true;
    e.exact_won_ = won;
    return e;
}

double Estimate::probability() const {
    if (exact_) return exact_won_ ? 1.0 : 0.0;
    return outcomes_.empty() ? 0.0 : static_cast<double>(wins_) / static_cast<double>(outcomes_.size());
}

Interval Estimate::interval() const {
    if (exact_) return Interval{probability(), probability()};
    return policies::wilson_interval(wins_, playouts());
}

double Estimate::half_width() const {
    const Interval i = interval();
    return (i.high - i.low) / 2;
}

void Estimate::add(const PlayoutResult& result) {
    outcomes_.push_back(result.won ? 1 : 0);
    wins_ += result.won ? 1 : 0;
    if (result.detected_this_turn) {
        ++detected_;
        detected_wins_ += result.won ? 1 : 0;
        lost_at_once_ += result.lost_this_turn ? 1 : 0;
    }
}

void extend(Estimate& estimate, const ValueStart& start, const EstimateSettings& settings, int up_to,
            const TurnWatch* watch) {
    if (start.state.is_over()) {
        if (!estimate.is_exact()) estimate = Estimate::exact(start.state.status() == rules::GameStatus::kWon);
        return;
    }
    for (int j = estimate.playouts(); j < up_to; ++j) {
        estimate.add(
            play_out(start.state, start.index, settings.seed, static_cast<std::uint64_t>(j), settings.team, watch));
    }
}

bool precise_enough(const Estimate& estimate, const EstimateSettings& settings) {
    if (estimate.is_exact() || estimate.playouts() >= settings.max_playouts) return true;
    return estimate.playouts() > 0 && estimate.half_width() <= settings.half_width;
}

int next_batch_end(const Estimate& estimate, const EstimateSettings& settings) {
    return std::min(settings.max_playouts, estimate.playouts() + std::max(1, settings.batch));
}

Estimate estimate_value(const ValueStart& start, const EstimateSettings& settings, const std::atomic<bool>* cancel) {
    Estimate estimate;
    if (start.state.is_over()) return Estimate::exact(start.state.status() == rules::GameStatus::kWon);
    while (!precise_enough(estimate, settings)) {
        if (cancel && cancel->load(std::memory_order_relaxed)) break;
        extend(estimate, start, settings, next_batch_end(estimate, settings));
    }
    return estimate;
}

Difference paired_difference(const Estimate& a, const Estimate& b) {
    Difference d;
    d.value = a.probability() - b.probability();
    if (a.is_exact() && b.is_exact()) {
        d.interval = Interval{d.value, d.value};
        return d;
    }
    if (a.is_exact() || b.is_exact()) {
        // One side has no noise: the other's interval, mirrored when it is the subtrahend.
        const Interval i = a.is_exact() ? b.interval() : a.interval();
        d.interval = a.is_exact() ? Interval{a.probability() - i.high, a.probability() - i.low}
                                  : Interval{i.low - b.probability(), i.high - b.probability()};
        return d;
    }
    const std::size_t n = std::min(a.outcomes().size(), b.outcomes().size());
    int only_a = 0;  // playouts a won and b lost
    int only_b = 0;
    for (std::size_t j = 0; j < n; ++j) {
        only_a += a.outcomes()[j] > b.outcomes()[j] ? 1 : 0;
        only_b += b.outcomes()[j] > a.outcomes()[j] ? 1 : 0;
    }
    const double total = static_cast<double>(n) + 2.0;
    const double pa = (only_a + 0.5) / total;
    const double pb = (only_b + 0.5) / total;
    const double adjusted = pa - pb;
    const double half = kZ95 * std::sqrt(std::max(0.0, pa + pb - adjusted * adjusted) / total);
    d.interval = Interval{d.value - half, d.value + half};
    return d;
}

}  // namespace entanglion::analysis
