#include "game/policies/simulation.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <type_traits>
#include <vector>

#include "game/policies/heuristic_policy.h"
#include "game/policies/policy_factory.h"
#include "game/policies/random_policy.h"

namespace entanglion::policies {

using rules::GameEvent;
using rules::GameEventType;
using rules::GameState;
using rules::GameStatus;

namespace {

/// Games per block: a thread takes a block at a time; the blocks' sums are added in order.
constexpr std::int64_t kBlockGames = 64;
/// Events are read once the track is this close to X (two raises from it), and carried from action
/// to action (CauseTracker). One action can raise the track more than twice (a PROBE drawn as the
/// replacement, the orbital detection, Schrödinger as its quantum event), rarely; a game lost so
/// from further down is played again from its seeds with every action logged. Watching from one
/// raise away made those replays so frequent that the random policy's games took 10 % longer.
constexpr int kWatchFrom = rules::kDetectionLossPosition - 2;

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

namespace {

/// The random policy's way near X: plays fast, keeping a copy of the state, the chance and the policy
/// from before the action, and replays the action with its events only when it lost the game (a
/// third of the random policy's actions are near X, and logging them cost a tenth of the time).
/// The one detection resolved by a later action is an orbital one: Physical Qubits' placement comes
/// before the raise.
void play_random_near_x(RandomPolicy& policy, GameState& state, rules::SeededChance& chance, CauseTracker& causes,
                        std::vector<GameEvent>& events) {
    const RandomPolicy policy_before = policy;
    const rules::SeededChance chance_before = chance;
    const GameState state_before = state;
    policy.play(state, chance);
    if (state.status() != GameStatus::kLost) return;
    RandomPolicy replay_policy = policy_before;
    rules::SeededChance replay_chance = chance_before;
    GameState replay = state_before;
    events.clear();
    replay_policy.play_logged(replay, replay_chance, events);
    causes.read(events);
    if (causes.loss == LossCause::kUnknown &&
        state_before.pending_decision().kind == rules::DecisionKind::kPhysicalQubits) {
        causes.loss = LossCause::kOrbital;
    }
}

/// Plays `state` to its end, logging the actions from detection position `watch_from` on. A
/// template so that the policies the simulation plays most (final classes) are called directly,
/// their play() inlined.
template <class P>
GameOutcome play_to_end(P& policy, GameState& state, rules::SeededChance& chance, int watch_from) {
    std::int64_t actions = 0;  // a local, so the fast loop keeps it in a register
    // One list per thread, reused from game to game: no allocation per game.
    thread_local std::vector<GameEvent> events;
    CauseTracker causes;
    while (!state.is_over()) {
        // Far from X: nothing to watch.
        for (; !state.is_over() && state.detection_position() < watch_from; ++actions) policy.play(state, chance);
        causes.last = LossCause::kUnknown;  // nothing seen: no stale cause crosses those actions
        for (; !state.is_over() && state.detection_position() >= watch_from; ++actions) {
            if constexpr (std::is_same_v<P, RandomPolicy>) {
                if (watch_from > 0) {
                    play_random_near_x(policy, state, chance, causes, events);
                    continue;
                }
            }
            events.clear();
            policy.play_logged(state, chance, events);
            causes.read(events);
        }
    }
    GameOutcome outcome;
    outcome.actions = actions;
    outcome.status = state.status();
    outcome.cause = causes.loss;
    return outcome;
}

}  // namespace

GameOutcome play_game_logged_from(const SimulationSettings& settings, std::uint64_t index, int watch_from) {
    // The one place a simulated game meets its chance source: the rulebook's setup and every action
    // are dealt by the game's own seeded generator.
    const std::uint64_t game_seed = rules::derived_seed(settings.seed, index);
    rules::SeededChance chance(game_seed);
    const std::unique_ptr<Policy> policy =
        make_policy(settings.policy, PolicySettings{game_seed ^ kPolicySeedMask, settings.budget_ms});
    GameState state(rules::generate_setup(settings.difficulty, settings.variant, chance));
    if (auto* random = dynamic_cast<RandomPolicy*>(policy.get())) return play_to_end(*random, state, chance, watch_from);
    if (auto* heuristic = dynamic_cast<HeuristicPolicy*>(policy.get())) {
        return play_to_end(*heuristic, state, chance, watch_from);
    }
    return play_to_end(*policy, state, chance, watch_from);
}

GameOutcome play_game(const SimulationSettings& settings, std::uint64_t index) {
    const GameOutcome outcome = play_game_logged_from(settings, index, kWatchFrom);
    if (outcome.status != rules::GameStatus::kLost || outcome.cause != LossCause::kUnknown) return outcome;
    return play_game_logged_from(settings, index, 0);  // lost by several raises at once: the same game, all logged
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
