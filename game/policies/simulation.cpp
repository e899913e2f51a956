#include "game/policies/simulation.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "game/policies/policy_factory.h"

namespace entanglion::policies {

using rules::GameEvent;
using rules::GameEventType;
using rules::GameState;
using rules::GameStatus;

namespace {

/// Games per block: a thread takes a block at a time; the blocks' sums are added in order.
constexpr std::int64_t kBlockGames = 64;
/// Events are collected only once the track is this close to X: no single action has raised it by
/// more (a PROBE drawn as the replacement, the orbital detection, Schrödinger drawn as its quantum
/// event, and Schrödinger again through Quantum Shuffle at the end of the turn is four).
constexpr int kWatchFrom = rules::kDetectionLossPosition - 4;

/// Follows the events of a game's last actions: what last threatened the track (a detection by a
/// defense, an event card drawn), carried from one action to the next because a detection may be
/// resolved by a later one (Physical Qubits' placement, Magnetic Shielding's keep), and what it was
/// when the track reached X.
struct CauseTracker {
    LossCause last = LossCause::kUnknown;
    LossCause loss = LossCause::kUnknown;
    void read(const std::vector<GameEvent>& events) {
        for (const GameEvent& e : events) {
            if (e.type == GameEventType::kDetected) {
                last = e.defense == rules::DefenseKind::kOrbital  ? LossCause::kOrbital
                       : e.defense == rules::DefenseKind::kGround ? LossCause::kGround
                                                                  : LossCause::kProbe;
            } else if (e.type == GameEventType::kEventCardDrawn) {
                last = LossCause::kEventCard;
            } else if (e.type == GameEventType::kDetectionChanged && e.value2 == rules::kDetectionLossPosition) {
                loss = last;
                return;
            }
        }
    }
};

struct Block {
    std::int64_t won = 0;
    std::int64_t lost = 0;
    std::int64_t actions = 0;
    std::array<std::int64_t, kLossCauseCount> losses{};
};

}  // namespace

std::string_view loss_cause_id(LossCause cause) {
    static constexpr std::array<std::string_view, kLossCauseCount> ids = {"orbital", "ground", "probe", "event_card",
                                                                           "unknown"};
    return ids[static_cast<int>(cause)];
}

Interval wilson_interval(std::int64_t successes, std::int64_t trials, double z) {
    if (trials <= 0) return Interval{0, 1};
    const double n = static_cast<double>(trials);
    const double p = static_cast<double>(successes) / n;
    const double z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return Interval{std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

GameOutcome play_game(const SimulationSettings& settings, std::uint64_t index) {
    // The one place a simulated game meets its chance source: the rulebook's setup and every action
    // are dealt by the game's own seeded generator.
    const std::uint64_t game_seed = rules::derived_seed(settings.seed, index);
    rules::SeededChance chance(game_seed);
    const std::unique_ptr<Policy> policy =
        make_policy(settings.policy, PolicySettings{game_seed ^ kPolicySeedMask, settings.budget_ms});
    GameState state(rules::generate_setup(settings.difficulty, settings.variant, chance));
    GameOutcome outcome;
    std::vector<GameEvent> events;
    CauseTracker causes;
    while (!state.is_over()) {
        if (state.detection_position() >= kWatchFrom) {
            // choose() then apply draws what play() draws (the Policy contract), with the events kept.
            events.clear();
            state.apply_legal(policy->choose(state), chance, &events);
            causes.read(events);
        } else {
            policy->play(state, chance);
        }
        ++outcome.actions;
    }
    outcome.status = state.status();
    outcome.cause = causes.loss;
    return outcome;
}

SimulationResult simulate(const SimulationSettings& settings, const SimulationProgress& progress) {
    const auto start = std::chrono::steady_clock::now();
    const std::int64_t games = std::max<std::int64_t>(settings.games, 0);
    const std::int64_t block_count = (games + kBlockGames - 1) / kBlockGames;
    std::vector<Block> blocks(static_cast<std::size_t>(block_count));
    std::atomic<std::int64_t> next_block{0};
    std::atomic<std::int64_t> finished{0};
    std::mutex mutex;
    std::condition_variable done;
    int running = std::max(1, settings.threads);

    auto work = [&] {
        for (std::int64_t b = next_block++; b < block_count; b = next_block++) {
            Block& block = blocks[static_cast<std::size_t>(b)];
            const std::int64_t end = std::min(games, (b + 1) * kBlockGames);
            for (std::int64_t i = b * kBlockGames; i < end; ++i) {
                const GameOutcome outcome = play_game(settings, static_cast<std::uint64_t>(i));
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
        result.won += block.won;
        result.lost += block.lost;
        result.actions += block.actions;
        for (int c = 0; c < kLossCauseCount; ++c) result.losses[static_cast<std::size_t>(c)] += block.losses[static_cast<std::size_t>(c)];
    }
    result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace entanglion::policies
