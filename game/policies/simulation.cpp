#include "game/policies/simulation.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "game/policies/heuristic_policy.h"
#include "game/policies/policy_factory.h"
#include "game/policies/random_policy.h"

namespace entanglion::policies {

using rules::GameState;
using rules::GameStatus;

namespace {

/// Games per block: a thread takes a block at a time; the blocks' sums are added in order.
constexpr std::int64_t kBlockGames = 64;
struct Block {
    std::int64_t won = 0;
    std::int64_t lost = 0;
    std::int64_t actions = 0;
    std::array<std::int64_t, kLossCauseCount> losses{};
    std::string record_error;  ///< the sink's first failure in this block
};

/// The version 2 record of a seeded game from its driver's history: each action with the chance
/// outcomes that followed it.
rules::GameRecord record_of(const SimulationSettings& settings, std::uint64_t game_seed,
                            const std::vector<rules::HistoryEntry>& history) {
    rules::GameRecord record;
    record.version = rules::kRecordFormatVersion;
    record.difficulty = settings.difficulty;
    record.variant = settings.variant;
    record.seed = game_seed;
    for (const rules::HistoryEntry& entry : history) {
        if (!entry.is_chance) {
            record.actions.push_back(rules::RecordedAction{entry.action, {}, true});
        } else if (!record.actions.empty()) {
            record.actions.back().chance.push_back(entry.outcome);
        }
    }
    return record;
}

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

namespace {

/// Plays `state` to its end. A template so that the policies the simulation plays most (final
/// classes) are called directly, their play() inlined.
template <class P>
GameOutcome play_to_end(P& policy, GameState& state, rules::ChanceDriver& driver) {
    std::int64_t actions = 0;  // a local, so the loop keeps it in a register
    for (; !state.is_over(); ++actions) policy.play(state, driver);
    GameOutcome outcome;
    outcome.actions = actions;
    outcome.status = state.status();
    outcome.cause = state.loss_cause();  // the rules say what raised the track to X
    return outcome;
}

}  // namespace

GameOutcome play_game(const SimulationSettings& settings, std::uint64_t index, rules::GameRecord* record) {
    // The one place a simulated game meets its chance source: the rulebook's setup and every chance
    // node are dealt by the game's own seeded generator.
    const std::uint64_t game_seed = rules::derived_seed(settings.seed, index);
    rules::SeededChance chance(game_seed);
    const std::unique_ptr<Policy> policy =
        make_policy(settings.policy, PolicySettings{game_seed ^ kPolicySeedMask, settings.budget_ms, settings.playouts});
    const rules::GameSetup setup = rules::generate_setup(settings.difficulty, settings.variant, chance);
    GameState state(setup);
    rules::ChanceDriver driver(setup, chance);
    if (record) {
        driver.keep_history(true);
        const GameOutcome outcome = play_to_end(*policy, state, driver);
        *record = record_of(settings, game_seed, driver.history());
        return outcome;
    }
    if (auto* random = dynamic_cast<RandomPolicy*>(policy.get())) return play_to_end(*random, state, driver);
    if (auto* heuristic = dynamic_cast<HeuristicPolicy*>(policy.get())) return play_to_end(*heuristic, state, driver);
    return play_to_end(*policy, state, driver);
}

SimulationResult simulate(const SimulationSettings& settings, const SimulationProgress& progress) {
    const auto start = std::chrono::steady_clock::now();
    const std::int64_t games = std::max<std::int64_t>(settings.games, 0);
    const std::int64_t block_count = (games + kBlockGames - 1) / kBlockGames;
    std::vector<Block> blocks(static_cast<std::size_t>(block_count));
    std::atomic<std::int64_t> next_block{0};
    std::atomic<std::int64_t> finished{0};
    std::atomic<bool> sink_failed{false};
    std::mutex mutex;
    std::condition_variable done;
    int running = std::max(1, settings.threads);

    auto work = [&] {
        for (std::int64_t b = next_block++; b < block_count && !sink_failed; b = next_block++) {
            Block& block = blocks[static_cast<std::size_t>(b)];
            const std::int64_t end = std::min(games, (b + 1) * kBlockGames);
            for (std::int64_t i = b * kBlockGames; i < end && block.record_error.empty(); ++i) {
                rules::GameRecord record;
                const auto index = static_cast<std::uint64_t>(i);
                const GameOutcome outcome = play_game(settings, index, settings.record_sink ? &record : nullptr);
                if (settings.record_sink && !settings.record_sink(index, record, &block.record_error)) {
                    if (block.record_error.empty()) block.record_error = "game " + std::to_string(i) + ": not saved";
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
    if (progress) progress(games, games, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());

    SimulationResult result;
    result.games = games;
    for (const Block& block : blocks) {  // in game order
        if (result.record_error.empty()) result.record_error = block.record_error;
        result.won += block.won;
        result.lost += block.lost;
        result.actions += block.actions;
        for (int c = 0; c < kLossCauseCount; ++c) result.losses[static_cast<std::size_t>(c)] += block.losses[static_cast<std::size_t>(c)];
    }
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace entanglion::policies
