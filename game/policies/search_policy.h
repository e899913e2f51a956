#pragma once
/// The `search` policy: Monte Carlo search at the top of the game tree. For each legal action of the
/// acting player it plays simulated games (playouts) on a copy of the state and picks the action
/// whose playouts went best, spreading the budget by UCB1. Entanglion is cooperative, so the
/// rollout policy plays both ships and the value is the team's: 1 for a win, a small credit for
/// components collected and detection room left when a rollout is lost or cut off. The rollout
/// policy is the search's blueprint (the heuristic by default): its choice gets the first playouts
/// and stands unless the most played action's playouts went better (SearchOptions::deviation_z).
///
/// Hidden information: the state keeps the face-down piles as counts (draws are chance nodes), so
/// a copy holds no order to read. Every chance node of a playout is sampled with its exact
/// probability (sample_chance_outcome) from a generator seeded per playout, so the search never
/// sees the game's future draws or dice.
///
/// PERFECT INFORMATION is a separate class, OracleSearch (for the balance study's "how much is
/// luck?" only, never as a hint): it is given the game's future chance explicitly.
///
/// Deterministic given the seed and a playout budget; a time budget (budget_ms) stops on the clock,
/// so its choices depend on the machine's speed. The clock is the CPU time of the thread that
/// thinks, not the wall clock: on an idle core the two agree, and on a busy machine (simulate with
/// more threads than free cores, a build beside it) a move takes longer but searches as much, so a
/// measured win rate does not depend on what else ran.

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/policies/policy.h"
#include "game/rules/game_state.h"
#include "statevector/random.h"

namespace entanglion::policies {

/// Builds the rollout policy for one choice from a seed: the search's blueprint, which plays both
/// ships in every playout and whose own choice the search leans to while playouts are few.
using RolloutPolicyFactory = std::function<std::unique_ptr<Policy>(std::uint64_t seed)>;
/// The default: the `heuristic` policy (HeuristicPolicy). At difficulty 3 it wins 17% of games
/// alone against GreedyRolloutPolicy's 11%, at about twice the cost of a rollout, and a search over
/// it wins far more often for the same playouts (docs/balance.md).
RolloutPolicyFactory heuristic_rollouts();
/// GreedyRolloutPolicy: cheaper and weaker (one choice in ten at random).
RolloutPolicyFactory greedy_rollouts();
RolloutPolicyFactory random_rollouts();

struct SearchOptions {
    std::uint64_t seed = 1;
    /// Playouts per choice; 0 = no limit (budget_ms must then be set; with both 0 the search does
    /// one playout per legal action). Every legal action gets one playout whatever the budget.
    int playouts = 400;
    /// Milliseconds of the thinking thread's CPU time per choice; 0 = no limit (the choice is then
    /// deterministic).
    int budget_ms = 0;
    /// A rollout stops after this many actions and is valued by its progress.
    int max_rollout_actions = 600;
    /// UCB1's exploration constant (values lie in [0, 1]).
    double exploration = 0.4;
    /// UCB1 bonus for the rollout policy's own choice, divided by (1 + its playouts).
    double prior_bonus = 2.0;
    /// The choice leaves the blueprint's (the rollout policy's own) only when the most played action's
    /// mean value beats it by this many standard errors of the difference (SPARTA's deviation
    /// threshold, Lerer et al. 2020). 0: by any margin. At difficulty 3 with 1,000 playouts, 1 kept
    /// too many blueprint moves that the playouts overruled: 56% won over 200 games, against 62%
    /// with no threshold at all (the most played action).
    double deviation_z = 0.0;
    /// Empty: heuristic_rollouts().
    RolloutPolicyFactory rollout;
};

/// The search a person waits for, one configuration for all of them: the AI teammate's move (the
/// app's and the web page's), the hint and the review's better move at a key decision. A fixed number
/// of playouts, so a choice depends only on the seed (the same on every machine and in the browser),
/// measured to answer within 300 ms of one core from the slowest positions, a game's first moves
/// (docs/performance.md, "The search a person waits for").
inline constexpr int kPersonFacingPlayouts = 6000;
/// The heuristic rollouts and the default constants, kPersonFacingPlayouts, no time budget.
SearchOptions person_facing_search_options(std::uint64_t seed);

/// How one candidate action fared.
struct SearchActionStats {
    rules::Action action;
    int playouts = 0;
    int wins = 0;
    double value = 0;  ///< mean playout value in [0, 1]
    double win_rate() const { return playouts ? static_cast<double>(wins) / playouts : 0.0; }
};

/// Why the last choice was made, in full (both best actions); explain() gives the typed Explanation
/// the log and the hint share with every policy.
struct SearchExplanation {
    rules::Action action;
    bool only_choice = false;  ///< the one legal action: no playouts were needed
    bool perfect_information = false;
    int playouts = 0;                            ///< all playouts of the choice
    SearchActionStats chosen;                    ///< the chosen action's playouts and wins
    std::optional<SearchActionStats> runner_up;  ///< the next most played action
};

/// One English sentence: "RUBICON plays H: both ships to OMEGA TWO, which holds Quantum Gates; win
/// chance 41% over 800 playouts (next best: exchange X, 37%)". `before` is the state the choice was
/// made in.
std::string describe_search_choice(const rules::GameState& before, const SearchExplanation& why);

class SearchPolicy final : public Policy {
public:
    explicit SearchPolicy(SearchOptions options);
    /// The CLI's form: a seed and a budget in playouts and/or milliseconds per choice.
    SearchPolicy(std::uint64_t seed, int playouts, int budget_ms = 0);

    rules::Action step(const rules::GameState& state) override;
    /// step(state), explained as typed data: the chosen action's playouts and wins, out of how many
    /// legal actions (ReasonKind::kSearchBest), or kOnlyLegalAction.
    Explanation explain(const rules::GameState& state) override;

    const SearchExplanation& last_explanation() const { return explanation_; }
    const SearchOptions& options() const { return options_; }

private:
    /// One playout of `action` from `state`: its value in [0, 1] and whether the team won.
    double playout(const rules::GameState& state, const rules::Action& action, std::uint64_t seed, Policy& rollout,
                   bool* won);
    /// `start`: the thread's CPU time when the choice began (thread_cpu_time()).
    bool out_of_budget(int playouts, std::chrono::nanoseconds start) const;

    SearchOptions options_;
    Rng rng_;
    SearchExplanation explanation_;
    friend class OracleSearch;
    /// OracleSearch only: the generator that answers the game's chance nodes (null: none known).
    const Rng* future_ = nullptr;
};

/// The clairvoyant search of the balance study ("how much is luck?"), never a hint: SearchPolicy's
/// search, each playout sampling its chance nodes from a copy of `future`, the generator that will
/// answer the game's own chance nodes, so it sees the draws and dice the game will get (aligned by
/// chance node, as a game sampled by that generator defines its future). Not a Policy: a policy
/// only looks at the state; this one is handed the future explicitly.
class OracleSearch {
public:
    explicit OracleSearch(SearchOptions options) : search_(std::move(options)) {}
    rules::Action step(const rules::GameState& state, const Rng& future);
    /// Why the last choice was made (perfect_information set).
    const SearchExplanation& last_explanation() const { return search_.last_explanation(); }

private:
    SearchPolicy search_;
};

/// The value of a state a playout stopped in after `rollout_actions` actions: about 1 when won (up
/// to kWinLengthDiscount less for a long win); otherwise a credit below kLossCeiling for components
/// collected and detection room left, so cut-off and lost rollouts still rank actions.
double playout_value(const rules::GameState& state, int rollout_actions);
inline constexpr double kLossCeiling = 0.2;
inline constexpr double kWinLengthDiscount = 0.1;
inline constexpr int kLongRollout = 400;

}  // namespace entanglion::policies
