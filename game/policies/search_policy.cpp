#include "game/policies/search_policy.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <ctime>
#include <utility>

#include "game/policies/greedy_rollout_policy.h"
#include "game/policies/heuristic_policy.h"
#include "game/policies/random_policy.h"
#include "game/policies/simulation.h"

namespace entanglion::policies {

using rules::Action;
using rules::GameState;

RolloutPolicyFactory heuristic_rollouts() {
    return [](std::uint64_t seed) { return std::make_unique<HeuristicPolicy>(seed); };
}

RolloutPolicyFactory greedy_rollouts() {
    return [](std::uint64_t seed) { return std::make_unique<GreedyRolloutPolicy>(seed); };
}

RolloutPolicyFactory random_rollouts() {
    return [](std::uint64_t seed) { return std::make_unique<RandomPolicy>(seed); };
}

double playout_value(const GameState& state, int rollout_actions) {
    if (state.status() == rules::GameStatus::kWon) {
        // A quicker win is worth a little more: fewer turns for the detection rate to climb.
        return 1.0 - kWinLengthDiscount * std::min(rollout_actions, kLongRollout) / kLongRollout;
    }
    const double components = static_cast<double>(state.components_collected()) / rules::kComponentCount;
    const double room = 1.0 - static_cast<double>(state.detection_position()) / rules::kDetectionLossPosition;
    // Components weigh three times the room left; a loss has no room left.
    return kLossCeiling * (0.75 * components + 0.25 * room);
}

namespace {

/// The calling thread's CPU time (POSIX), the clock of a time budget (see the header).
std::chrono::nanoseconds thread_cpu_time() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return std::chrono::seconds(now.tv_sec) + std::chrono::nanoseconds(now.tv_nsec);
}

}  // namespace

SearchOptions person_facing_search_options(std::uint64_t seed) {
    SearchOptions options;
    options.seed = seed;
    options.playouts = kPersonFacingPlayouts;
    options.budget_ms = 0;
    options.rollout = heuristic_rollouts();
    return options;
}

SearchPolicy::SearchPolicy(SearchOptions options) : options_(std::move(options)), rng_(options_.seed) {
    if (!options_.rollout) options_.rollout = heuristic_rollouts();
    if (options_.playouts <= 0 && options_.budget_ms <= 0) options_.playouts = 1;  // some budget is needed
}

SearchPolicy::SearchPolicy(std::uint64_t seed, int playouts, int budget_ms)
    : SearchPolicy([&] {
          SearchOptions options;
          options.seed = seed;
          options.playouts = playouts;
          options.budget_ms = budget_ms;
          return options;
      }()) {}

bool SearchPolicy::out_of_budget(int playouts, std::chrono::nanoseconds start) const {
    if (options_.playouts > 0 && playouts >= options_.playouts) return true;
    if (options_.budget_ms > 0) {
        const auto elapsed = thread_cpu_time() - start;
        if (elapsed >= std::chrono::milliseconds(options_.budget_ms)) return true;
    }
    return false;
}

double SearchPolicy::playout(const GameState& state, const Action& action, std::uint64_t seed, Policy& rollout,
                             bool* won) {
    GameState copy = playout_copy(state);
    // The real future (a copy of the game's own generator) for OracleSearch; otherwise the playout's
    // own generator, so the search never sees the game's future.
    Rng chance = future_ != nullptr ? *future_ : Rng(seed ^ 0x5851f42d4c957f2dULL);
    apply_sampled(copy, action, chance);
    int length = 0;
    for (; !copy.is_over() && length < options_.max_rollout_actions; ++length) play_step(copy, rollout, chance);
    *won = copy.status() == rules::GameStatus::kWon;
    return playout_value(copy, length);
}

Action SearchPolicy::step(const GameState& state) {
    assert(!state.is_over());
    const rules::ActionList legal = state.legal_actions();
    const std::uint64_t choice_seed = rng_.next_u64();
    explanation_ = SearchExplanation{};
    explanation_.perfect_information = future_ != nullptr;
    if (legal.size() == 1) {
        explanation_.action = legal[0];
        explanation_.only_choice = true;
        explanation_.chosen.action = legal[0];
        return legal[0];
    }
    std::vector<SearchActionStats> stats(legal.size());
    std::vector<double> value_sum(legal.size(), 0.0), square_sum(legal.size(), 0.0);
    for (std::size_t i = 0; i < legal.size(); ++i) stats[i].action = legal[i];
    const std::unique_ptr<Policy> rollout = options_.rollout(rules::derived_seed(choice_seed, 0));
    // The rollout policy's own choice gets a bonus that fades as playouts come in, so a small budget
    // plays about as well as the rollout policy and a large one is free to overrule it.
    const Action preferred = rollout->step(state);
    const auto start = thread_cpu_time();
    int total = 0;
    while (total < static_cast<int>(legal.size()) || !out_of_budget(total, start)) {
        // UCB1: every action once, then the best upper bound (ties to the first listed).
        std::size_t pick = 0;
        if (total < static_cast<int>(legal.size())) {
            pick = static_cast<std::size_t>(total);
        } else {
            double best = -1;
            const double log_total = std::log(static_cast<double>(total));
            for (std::size_t i = 0; i < legal.size(); ++i) {
                double bound = stats[i].value + options_.exploration * std::sqrt(log_total / stats[i].playouts);
                if (legal[i] == preferred) bound += options_.prior_bonus / (1 + stats[i].playouts);
                if (bound > best) best = bound, pick = i;
            }
        }
        // Common random numbers: the n-th playout of every action samples its chance from the same
        // seed, so two actions are compared on the same draws and dice as far as their games agree.
        bool won = false;
        const double value = playout(
            state, legal[pick], rules::derived_seed(choice_seed, static_cast<std::uint64_t>(stats[pick].playouts) + 1),
            *rollout, &won);
        SearchActionStats& s = stats[pick];
        ++s.playouts;
        s.wins += won ? 1 : 0;
        value_sum[pick] += value;
        square_sum[pick] += value * value;
        s.value = value_sum[pick] / s.playouts;
        ++total;
    }
    // The most played action (UCB1's robust choice), ties to the higher value; the runner-up likewise.
    const auto better = [&](std::size_t a, std::size_t b) {
        return stats[a].playouts != stats[b].playouts ? stats[a].playouts > stats[b].playouts
                                                      : stats[a].value > stats[b].value;
    };
    std::size_t first = 0;
    for (std::size_t i = 1; i < stats.size(); ++i) {
        if (better(i, first)) first = i;
    }
    // Never worse than the blueprint: keep its choice unless the search is sure enough it is worse.
    const auto blueprint = std::find(legal.begin(), legal.end(), preferred);
    if (blueprint != legal.end()) {
        const auto b = static_cast<std::size_t>(blueprint - legal.begin());
        // The sample variance of an action's values (0.25, the most values in [0, 1] can have, for
        // one playout), over its playouts.
        const auto variance_of_mean = [&](std::size_t i) {
            const double n = stats[i].playouts;
            if (n < 2) return 0.25 / n;
            return std::max(0.0, square_sum[i] - n * stats[i].value * stats[i].value) / (n - 1) / n;
        };
        if (first != b && stats[b].playouts > 0 &&
            stats[first].value - stats[b].value <=
                options_.deviation_z * std::sqrt(variance_of_mean(first) + variance_of_mean(b))) {
            first = b;
        }
    }
    std::optional<std::size_t> second;
    for (std::size_t i = 0; i < stats.size(); ++i) {
        if (i != first && (!second || better(i, *second))) second = i;
    }
    explanation_.action = legal[first];
    explanation_.playouts = total;
    explanation_.chosen = stats[first];
    if (second) explanation_.runner_up = stats[*second];
    return legal[first];
}

Explanation SearchPolicy::explain(const GameState& state) {
    Explanation e;
    e.action = step(state);
    e.option_count = static_cast<int>(state.legal_actions().size());
    if (explanation_.only_choice) {
        e.reason = ReasonKind::kOnlyLegalAction;
        return e;
    }
    e.reason = ReasonKind::kSearchBest;
    e.playouts = explanation_.chosen.playouts;
    e.wins = explanation_.chosen.wins;
    return e;
}

Action OracleSearch::step(const GameState& state, const Rng& future) {
    search_.future_ = &future;
    const Action action = search_.step(state);
    search_.future_ = nullptr;
    return action;
}

}  // namespace entanglion::policies
