// The simulation behind `entanglion-cli simulate`: the same results whatever the thread count, every
// lost game with its cause, and the Wilson interval.

#include <gtest/gtest.h>

#include <algorithm>
#include <mutex>
#include <set>

#include "game/policies/policy_factory.h"
#include "game/policies/simulation.h"
#include "game/rules/record.h"

namespace entanglion::policies {
namespace {

using rules::RulesVariant;

TEST(SimulationTest, OneAndTwoThreadsGiveTheSameResults) {
    for (const char* policy : {"random", "heuristic"}) {
        for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
            SimulationSettings settings;
            settings.policy = policy;
            settings.games = 300;  // not a multiple of the block size: the last block is short
            settings.seed = 11;
            settings.difficulty = 2;
            settings.variant = variant;
            const SimulationResult one = simulate(settings);
            settings.threads = 2;
            const SimulationResult two = simulate(settings);
            settings.threads = 3;
            const SimulationResult three = simulate(settings);
            EXPECT_TRUE(one.same_games(two)) << policy << ": won " << one.won << " vs " << two.won;
            EXPECT_TRUE(one.same_games(three)) << policy;
            EXPECT_EQ(one.games, 300);
            EXPECT_EQ(one.won + one.lost, 300);
        }
    }
}

TEST(SimulationTest, ARunInPartsPlaysTheGamesOfOneRun) {
    // Games 0..399 in one run equal games 0..149 plus games 150..399 (`simulate --first-game`),
    // whose first part ends inside a block: every count adds up.
    SimulationSettings settings;
    settings.policy = "heuristic";
    settings.seed = 23;
    settings.difficulty = 3;
    settings.games = 400;
    const SimulationResult whole = simulate(settings);
    settings.games = 150;
    const SimulationResult first = simulate(settings);
    settings.first_game = 150;
    settings.games = 250;
    settings.threads = 2;
    const SimulationResult rest = simulate(settings);
    EXPECT_EQ(first.games + rest.games, whole.games);
    EXPECT_EQ(first.won + rest.won, whole.won);
    EXPECT_EQ(first.actions + rest.actions, whole.actions);
    for (std::size_t c = 0; c < whole.losses.size(); ++c) EXPECT_EQ(first.losses[c] + rest.losses[c], whole.losses[c]);
    EXPECT_GT(first.won, 0);
    EXPECT_GT(rest.won, 0);
    // The rest is not the run's first games again.
    settings.first_game = 0;
    EXPECT_FALSE(simulate(settings).same_games(rest));
}

TEST(SimulationTest, APlayoutCopyKeepsNoHistoryAndPlaysTheSameGame) {
    // A copy that keeps no history reaches the same positions as one that does, and leaves the
    // original's history alone.
    Rng deal(5);
    const rules::GameState start = new_sampled_game(1, RulesVariant::kBoard, deal);
    const std::size_t start_entries = start.history().size();
    ASSERT_GT(start_entries, 0u);
    rules::GameState kept = start;
    rules::GameState playout = playout_copy(start);
    EXPECT_TRUE(playout.history().empty());
    EXPECT_TRUE(playout == start);
    const std::unique_ptr<Policy> policy = make_policy("random", PolicySettings{9, 0, 0});
    const std::unique_ptr<Policy> same_policy = make_policy("random", PolicySettings{9, 0, 0});
    Rng chance_kept(17), chance_playout(17);
    for (int i = 0; i < 200 && !kept.is_over(); ++i) {
        play_step(kept, *policy, chance_kept);
        play_step(playout, *same_policy, chance_playout);
        ASSERT_TRUE(playout == kept) << "action " << i;
    }
    EXPECT_GT(kept.history().size(), start_entries);
    EXPECT_TRUE(playout.history().empty());
    EXPECT_EQ(start.history().size(), start_entries);
}

TEST(SimulationTest, TheResultsAreTheSumOfTheGamesInOrder) {
    SimulationSettings settings;
    settings.policy = "heuristic";
    settings.games = 70;
    settings.seed = 4;
    settings.threads = 2;
    const SimulationResult result = simulate(settings);
    SimulationResult summed;
    for (std::uint64_t i = 0; i < 70; ++i) {
        const GameOutcome outcome = play_game(settings, i);
        summed.actions += outcome.actions;
        summed.won += outcome.status == rules::GameStatus::kWon ? 1 : 0;
        summed.lost += outcome.status == rules::GameStatus::kLost ? 1 : 0;
    }
    EXPECT_EQ(result.actions, summed.actions);
    EXPECT_EQ(result.won, summed.won);
    EXPECT_EQ(result.lost, summed.lost);
}

TEST(SimulationTest, EveryLostGameHasACause) {
    // A detection resolved by a later action (Physical Qubits' placement, Magnetic Shielding's keep)
    // still names its defense; every cause comes up.
    std::array<std::int64_t, kLossCauseCount> causes{};
    for (const char* policy : {"random", "heuristic"}) {
        for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
            SimulationSettings settings;
            settings.policy = policy;
            settings.games = 1000;
            settings.seed = 3;
            settings.variant = variant;
            settings.threads = 2;
            const SimulationResult result = simulate(settings);
            std::int64_t sum = 0;
            for (int c = 0; c < kLossCauseCount; ++c) {
                sum += result.losses[static_cast<std::size_t>(c)];
                causes[static_cast<std::size_t>(c)] += result.losses[static_cast<std::size_t>(c)];
            }
            EXPECT_EQ(sum, result.lost) << policy;
        }
    }
    for (LossCause cause : {LossCause::kOrbital, LossCause::kGround, LossCause::kProbe, LossCause::kEventCard}) {
        EXPECT_GT(causes[static_cast<int>(cause)], 0) << loss_cause_id(cause);
    }
}

TEST(SimulationTest, ReportsProgressInOrderAndOnceAtTheEnd) {
    SimulationSettings settings;
    settings.games = 3000;
    settings.threads = 2;
    std::int64_t last = -1;
    int calls = 0;
    simulate(settings, [&](std::int64_t finished, std::int64_t total, double) {
        EXPECT_EQ(total, 3000);
        EXPECT_GE(finished, last);
        last = finished;
        ++calls;
    });
    EXPECT_GE(calls, 1);
    EXPECT_EQ(last, 3000);
}

TEST(SimulationTest, TheRecordSinkGetsEveryGameAndAFailureStopsTheRun) {
    SimulationSettings settings;
    settings.policy = "random";
    settings.games = 130;
    settings.threads = 2;
    std::mutex mutex;
    std::set<std::uint64_t> seen;
    settings.record_sink = [&](std::uint64_t index, const rules::GameRecord& record, std::string*) {
        // Each record replays to a finished game, the same one play_game gives for that index.
        const rules::ReplayResult replayed = rules::replay_record(record);
        EXPECT_TRUE(replayed.state && replayed.state->is_over()) << replayed.error;
        EXPECT_EQ(static_cast<std::int64_t>(record.actions.size()), play_game(settings, index).actions);
        std::lock_guard lock(mutex);
        seen.insert(index);
        return true;
    };
    const SimulationResult saved = simulate(settings);
    EXPECT_TRUE(saved.record_error.empty());
    EXPECT_EQ(seen.size(), 130u);
    settings.record_sink = {};
    EXPECT_TRUE(saved.same_games(simulate(settings)));

    settings.record_sink = [](std::uint64_t index, const rules::GameRecord&, std::string* error) {
        if (index < 70) return true;
        *error = "game " + std::to_string(index) + ": disk full";
        return false;
    };
    const SimulationResult stopped = simulate(settings);
    EXPECT_EQ(stopped.record_error, "game 70: disk full");
    EXPECT_LT(stopped.won + stopped.lost, 130);
    EXPECT_EQ(stopped.games, stopped.won + stopped.lost);
}

TEST(SimulationTest, EachPolicyPlaysTheGameItsFactoryPolicyPlays) {
    // play_game builds the random and the heuristic policy as their own classes (the random one
    // starting an option by index): each game, record included, is the one make_policy's policy
    // plays through the Policy interface, one play_step at a time, with the same seeds.
    for (const char* name : {"random", "heuristic"}) {
        SimulationSettings settings;
        settings.policy = name;
        settings.seed = 31;
        for (int difficulty = 1; difficulty <= 3; ++difficulty) {
            settings.difficulty = difficulty;
            settings.variant = difficulty == 2 ? RulesVariant::kQuantum : RulesVariant::kBoard;
            for (std::uint64_t index = 0; index < 6; ++index) {
                rules::GameRecord fast_record;
                const GameOutcome fast = play_game(settings, index, &fast_record);

                const std::uint64_t game_seed = rules::derived_seed(settings.seed, index);
                Rng chance(game_seed);
                const std::unique_ptr<Policy> policy = make_policy(name, PolicySettings{game_seed ^ kPolicySeedMask});
                rules::GameState state = new_sampled_game(difficulty, settings.variant, chance);
                std::int64_t actions = 0;
                for (; !state.is_over(); ++actions) play_step(state, *policy, chance);
                EXPECT_EQ(fast.actions, actions) << name << " game " << index;
                EXPECT_EQ(fast.status, state.status()) << name << " game " << index;
                EXPECT_EQ(fast_record,
                          rules::record_of_history(difficulty, settings.variant, game_seed, state.history()))
                    << name << " game " << index;
            }
        }
    }
}

TEST(SimulationTest, ATimeLimitPlaysTheFirstGamesOfTheUnlimitedRun) {
    // `simulate --seconds`: whatever the limit cuts, the games played are games 0..n-1, each the same
    // game as in a run of exactly n games, on any number of threads.
    for (int threads : {1, 2}) {
        SimulationSettings settings;
        settings.policy = "random";
        settings.games = 1'000'000;  // far more than 0.2 s can play, even sanitized
        settings.seed = 3;
        settings.threads = threads;
        settings.time_limit_seconds = 0.2;
        const SimulationResult timed = simulate(settings);
        ASSERT_GT(timed.games, 0) << threads << " threads";
        ASSERT_LT(timed.games, settings.games) << threads << " threads";
        EXPECT_EQ(timed.games, timed.won + timed.lost);
        settings.time_limit_seconds = 0;
        settings.games = timed.games;
        const SimulationResult counted = simulate(settings);
        EXPECT_TRUE(timed.same_games(counted)) << threads << " threads: " << timed.games << " games";
    }
}

TEST(SimulationTest, ALimitAlreadyOverPlaysNoGame) {
    SimulationSettings settings;
    settings.games = 100;
    settings.time_limit_seconds = 1e-12;
    const SimulationResult none = simulate(settings);
    EXPECT_EQ(none.games, 0);
    EXPECT_EQ(none.won + none.lost, 0);
}

TEST(SimulationTest, WilsonIntervals) {
    // Reference values (Wilson score interval, z = 1.96).
    const Interval none = wilson_interval(0, 10);
    EXPECT_NEAR(none.low, 0.0, 1e-9);
    EXPECT_NEAR(none.high, 0.2775, 1e-4);
    const Interval half = wilson_interval(5, 10);
    EXPECT_NEAR(half.low, 0.2366, 1e-4);
    EXPECT_NEAR(half.high, 0.7634, 1e-4);
    const Interval few = wilson_interval(3, 20000);
    EXPECT_NEAR(few.low, 0.0000510, 1e-6);
    EXPECT_NEAR(few.high, 0.000441, 1e-5);
    const Interval empty = wilson_interval(0, 0);
    EXPECT_EQ(empty.low, 0.0);
    EXPECT_EQ(empty.high, 1.0);
}

TEST(PolicyFactoryTest, MakesEveryListedPolicyAndNothingElse) {
    for (std::string_view name : policy_names()) EXPECT_NE(make_policy(name, {}), nullptr) << name;
    EXPECT_EQ(make_policy("greedy", {}), nullptr);
    EXPECT_NE(std::find(policy_names().begin(), policy_names().end(), "heuristic"), policy_names().end());
}

}  // namespace
}  // namespace entanglion::policies
