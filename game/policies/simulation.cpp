#include "game/policies/simulation.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "game/policies/heuristic_policy.h"
#include "game/policies/policy_factory.h"
#include "game/policies/random_policy.h"
#include "game/rules/chance_sampler.h"
#include "game/rules/legal_options.h"
#include "game/rules/playout.h"

namespace entanglion::policies {

using rules::GameState;
using rules::GameStatus;

namespace {

/// Games per block: a thread takes a block at a time; the blocks' sums are added in order.
constexpr std::int64_t kBlockGames = 64;
struct Block {
    std::int64_t games = 0;  ///< played in this block (all of its games unless the sink failed)
    std::int64_t won = 0;
    std::int64_t lost = 0;
    std::int64_t actions = 0;
    std::array<std::int64_t, kLossCauseCount> losses{};
    std::string record_error;  ///< the sink's first failure in this block
};

}  // namespace

Interval wilson_interval(std::int64_t successes, std::int64_t trials, double z) {
    if (trials <= 0) return Interval{0, 1};
    const double n = static_cast<double>(trials);
    const double p = static_cast<double>(successes) / n;
    const double z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return Interval{std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

GameState new_sampled_game(int difficulty, rules::RulesVariant variant, Rng& chance) {
    GameState state(difficulty, variant);
    rules::sample_chance_nodes(state, chance);
    return state;
}

namespace {

/// Plays `state` to its end. A template so that the policies the simulation plays most (final
/// classes) are called directly, their step() inlined.
template <class P>
GameOutcome play_to_end(P& policy, GameState& state, Rng& chance) {
    std::int64_t actions = 0;  // a local, so the loop keeps it in a register
    // A policy's choice is one of the legal actions (the Policy contract; asserted in the rules).
    for (; !state.is_over(); ++actions) rules::apply_sampled(state, policy.step(state), chance);
    GameOutcome outcome;
    outcome.actions = actions;
    outcome.status = state.status();
    outcome.cause = state.loss_cause();  // the rules say what raised the track to X
    return outcome;
}

}  // namespace

GameState playout_copy(const GameState& state) {
    GameState copy = state;
    rules::forget_history(copy);
    return copy;
}

GameOutcome play_game(const SimulationSettings& settings, std::uint64_t index, rules::GameRecord* record) {
    // The one place a simulated game meets its chance: the setup and every chance node are sampled
    // from the game's own seeded generator.
    const std::uint64_t game_seed = rules::derived_seed(settings.seed, index);
    Rng chance(game_seed);
    const PolicySettings policy_settings{game_seed ^ kPolicySeedMask, settings.budget_ms, settings.playouts};
    GameState state = new_sampled_game(settings.difficulty, settings.variant, chance);
    if (!record) rules::forget_history(state);  // only the outcome counts: see playout_copy
    GameOutcome outcome;
    // The two policies simulations play most are built here as their own classes (as make_policy
    // builds them: SimulationTest.EachPolicyPlaysTheGameItsFactoryPolicyPlays), so their step() is called
    // directly; every other one through the factory and the Policy interface.
    if (settings.policy == "random") {
        // The random policy's pick is an index into the options: the rules start that entry
        // without building the list or the action (docs/performance.md#rules-kernels).
        RandomPolicy random(policy_settings.seed);
        std::int64_t actions = 0;
        for (; !state.is_over(); ++actions) {
            const rules::LegalOptions options = state.legal_options();
            rules::apply_option_sampled(state, options, random.pick(options), chance);
        }
        outcome = GameOutcome{state.status(), actions, state.loss_cause()};
    } else if (settings.policy == "heuristic") {
        const auto heuristic = std::make_unique<HeuristicPolicy>(policy_settings.seed);
        outcome = play_to_end(*heuristic, state, chance);
    } else {
        const std::unique_ptr<Policy> policy = make_policy(settings.policy, policy_settings);
        assert(policy != nullptr);
        outcome = play_to_end(*policy, state, chance);
    }
    if (record) *record = rules::record_of_history(settings.difficulty, settings.variant, game_seed, state.history());
    return outcome;
}

SimulationResult simulate(const SimulationSettings& settings, const SimulationProgress& progress) {
    const auto start = std::chrono::steady_clock::now();
    const std::int64_t games = std::max<std::int64_t>(settings.games, 0);
    const std::int64_t block_count = (games + kBlockGames - 1) / kBlockGames;
    std::vector<Block> blocks(static_cast<std::size_t>(block_count));
    std::atomic<std::int64_t> next_block{0};
    std::atomic<std::int64_t> finished{0};
    std::atomic<bool> sink_failed{false};
    // A time limit stops the taking of blocks, never a block half-way: the blocks taken are always the
    // first ones, so the games played are the run's first n games exactly as in a run without the limit.
    const bool timed = settings.time_limit_seconds > 0;
    const auto deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                      std::chrono::duration<double>(timed ? settings.time_limit_seconds : 0.0));
    const auto may_take_block = [&] { return !sink_failed && (!timed || std::chrono::steady_clock::now() < deadline); };
    std::mutex mutex;
    std::condition_variable done;
    int running = std::max(1, settings.threads);

    auto work = [&] {
        while (may_take_block()) {
            const std::int64_t b = next_block++;
            if (b >= block_count) break;
            Block& block = blocks[static_cast<std::size_t>(b)];
            const std::int64_t end = std::min(games, (b + 1) * kBlockGames);
            for (std::int64_t i = b * kBlockGames; i < end && block.record_error.empty(); ++i) {
                rules::GameRecord record;
                const auto index = settings.first_game + static_cast<std::uint64_t>(i);
                const GameOutcome outcome = play_game(settings, index, settings.record_sink ? &record : nullptr);
                ++block.games;
                if (settings.record_sink && !settings.record_sink(index, record, &block.record_error)) {
                    if (block.record_error.empty())
                        block.record_error = "game " + std::to_string(index) + ": not saved";
                    sink_failed = true;
                }
                block.actions += outcome.actions;
                if (outcome.status == GameStatus::kWon) ++block.won;
                if (outcome.status == GameStatus::kLost) {
                    ++block.lost;
                    ++block.losses[static_cast<int>(outcome.cause)];
                }
            }
            finished += end - b * kBlockGames;
        }
        std::lock_guard lock(mutex);
        --running;
        done.notify_all();
    };
    std::vector<std::thread> workers;
    for (int t = 0; t < std::max(1, settings.threads); ++t) workers.emplace_back(work);
    {
        std::unique_lock lock(mutex);
        while (!done.wait_for(lock, std::chrono::milliseconds(200), [&] { return running == 0; })) {
            if (progress) {
                const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
                lock.unlock();
                progress(finished.load(), games, seconds);
                lock.lock();
            }
        }
    }
    for (std::thread& worker : workers) worker.join();

    SimulationResult result;
    for (const Block& block : blocks) {  // in game order
        if (result.record_error.empty()) result.record_error = block.record_error;
        result.games += block.games;
        result.won += block.won;
        result.lost += block.lost;
        result.actions += block.actions;
        for (int c = 0; c < kLossCauseCount; ++c)
            result.losses[static_cast<std::size_t>(c)] += block.losses[static_cast<std::size_t>(c)];
    }
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (progress) progress(result.games, result.games, result.seconds);
    return result;
}

}  // namespace entanglion::policies
