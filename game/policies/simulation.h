#pragma once
/// Playing games: a policy chooses each action, the simulation applies it and answers every chance
/// node with sample_chance_outcome from the game's own generator. Many complete games
/// (`entanglion-cli simulate`): the results, how games are lost, and a Wilson interval for the win
/// rate. Game i's chance comes from Rng(derived_seed(seed, i)) and its policy is make_policy(name,
/// derived_seed(seed, i) ^ kPolicySeedMask), so any game can be reproduced alone, and the results
/// are the same whatever the number of threads: threads take blocks of games, and the blocks' sums
/// are added in game order.

#include <array>
#include <cstdint>
#include <functional>
#include <string>

#include "game/policies/policy.h"
#include "game/rules/game_state.h"
#include "game/rules/playout.h"
#include "game/rules/record.h"
#include "game/rules/setup.h"
#include "statevector/random.h"

namespace entanglion::policies {

/// The policy of game i gets derived_seed(seed, i) ^ kPolicySeedMask (the chance gets derived_seed).
inline constexpr std::uint64_t kPolicySeedMask = 0x9e3779b97f4a7c15ULL;

/// How a lost game was lost: the rules say it (GameState::loss_cause()).
using rules::kLossCauseCount;
using rules::LossCause;

/// Receives game `index`'s record (its seed and every chance outcome and action), called
/// from the thread that played it; returns false with `error` set to stop the run (a failed save).
using RecordSink = std::function<bool(std::uint64_t index, const rules::GameRecord& record, std::string* error)>;

/// One finished game.
struct GameOutcome {
    rules::GameStatus status = rules::GameStatus::kInProgress;
    std::int64_t actions = 0;
    LossCause cause = LossCause::kNotLost;
};

struct SimulationSettings {
    std::string policy = "random";  ///< a name of policy_names()
    std::int64_t games = 1000;
    /// The run plays games first_game .. first_game+games-1 of the seed's sequence, so a long study
    /// can be played in parts whose games are the games of one run (`simulate --first-game`).
    std::uint64_t first_game = 0;
    std::uint64_t seed = 1;
    int difficulty = 1;
    rules::RulesVariant variant = rules::RulesVariant::kBoard;
    int threads = 1;
    int budget_ms = 100;
    int playouts = 0;  ///< for search: playouts per move instead of budget_ms (see PolicySettings)
    /// When above 0: no game is started after this many seconds, and the result covers the games played,
    /// which are always the run's first n games (each the same game as in a run without the limit).
    double time_limit_seconds = 0;
    /// When set, every game's record goes to it (`simulate --save-records`).
    RecordSink record_sink;
};

struct SimulationResult {
    std::int64_t games = 0;
    std::int64_t won = 0;
    std::int64_t lost = 0;
    std::int64_t actions = 0;                            ///< summed over every game
    std::array<std::int64_t, kLossCauseCount> losses{};  ///< indexed by LossCause
    double seconds = 0;                                  ///< wall-clock time of the run
    /// Set when the record sink failed: the first failure in game order; the run stopped early, so
    /// the counts (games included) cover only the games played.
    std::string record_error;
    /// Every field but `seconds` (what must not depend on the thread count).
    bool same_games(const SimulationResult& other) const {
        return games == other.games && won == other.won && lost == other.lost && actions == other.actions &&
               losses == other.losses;
    }
};

struct Interval {
    double low = 0;
    double high = 0;
};
/// The Wilson score interval for `successes` out of `trials` (z = 1.96: 95 %). [0, 1] when trials is 0.
Interval wilson_interval(std::int64_t successes, std::int64_t trials, double z = 1.96);

/// One step of a game played by `policy`: its choice for the acting player, applied, then chance.
/// Precondition: a player acts (!state.is_over(), not at a chance node).
inline void play_step(rules::GameState& state, Policy& policy, Rng& chance) {
    rules::apply_sampled(state, policy.step(state), chance);
}
/// A new game of `difficulty` and `variant` with its setup dealt by `chance`.
rules::GameState new_sampled_game(int difficulty, rules::RulesVariant variant, Rng& chance);
/// A copy of `state` to play on that keeps no history (history() empty): a playout or a simulated
/// game nobody replays neither writes nor copies one.
rules::GameState playout_copy(const rules::GameState& state);

/// Plays game `index` of a run with `seed` to its end; its record into `record` when not null.
/// Precondition: `policy` names a policy (policy_names()).
GameOutcome play_game(const SimulationSettings& settings, std::uint64_t index, rules::GameRecord* record = nullptr);

/// Called from the calling thread about every 200 ms with the games finished so far, and once at the
/// end with every game finished.
using SimulationProgress = std::function<void(std::int64_t finished, std::int64_t total, double seconds)>;

/// Plays settings.games games on settings.threads threads (at least 1), fewer when
/// settings.time_limit_seconds runs out or the record sink fails.
/// Precondition: settings.policy names a policy, difficulty is 1..3.
SimulationResult simulate(const SimulationSettings& settings, const SimulationProgress& progress = {});

}  // namespace entanglion::policies
