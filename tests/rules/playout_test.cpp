// Random playouts: many seeded games with random legal actions, invariants checked after every action,
// and each game's record round-tripped through JSON and replayed to the same state.

#include <gtest/gtest.h>

#include "game/rules/chance_driver.h"
#include "game/rules/game_state.h"
#include "game/rules/record.h"
#include "statevector/random.h"

namespace entanglion::rules {
namespace {

struct Playout {
    GameRecord record;
    std::optional<GameState> state;
    int actions = 0;
};

// Plays one game with uniformly random legal actions; every failure is reported with the seed.
Playout play(std::uint64_t seed, RulesVariant variant, int difficulty) {
    Playout p;
    SeededChance chance(seed);
    RecordingChance recording(chance);
    Rng policy(seed * 7919 + 17);
    p.record.seed = seed;
    p.record.difficulty = difficulty;
    p.record.variant = variant;
    const GameSetup setup = generate_setup(difficulty, variant, chance);
    p.state.emplace(setup);
    ChanceDriver driver(setup, recording);
    GameState& s = *p.state;
    EXPECT_EQ(s.check_invariants(), "") << "seed " << seed << " after setup";
    ActionList legal;
    while (!s.is_over() && p.actions < 20000) {
        s.legal_actions(legal);
        if (legal.empty()) {
            ADD_FAILURE() << "seed " << seed << ": no legal action in a game in progress";
            break;
        }
        for (const Action& a : legal) {
            EXPECT_EQ(a.player, s.acting_player()) << "seed " << seed;
        }
        const Action action = legal[static_cast<std::size_t>(policy.uniform_below(legal.size()))];
        std::string error;
        recording.take_log();
        if (!driver.apply(s, action, &error)) {
            ADD_FAILURE() << "seed " << seed << ": legal action " << action_to_string(action) << " rejected: " << error;
            break;
        }
        p.record.actions.push_back(RecordedAction{action, recording.take_log(), false});
        ++p.actions;
        const std::string broken = s.check_invariants();
        if (!broken.empty()) {
            ADD_FAILURE() << "seed " << seed << " action " << p.actions << " (" << action_to_string(action)
                          << "): " << broken;
            break;
        }
    }
    EXPECT_TRUE(s.is_over()) << "seed " << seed << " did not end in 20000 actions";
    EXPECT_TRUE(s.legal_actions().empty());
    return p;
}

TEST(PlayoutTest, ThreeHundredRandomGamesKeepEveryInvariant) {
    int won = 0;
    int lost = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        const RulesVariant variant = seed % 3 == 0 ? RulesVariant::kQuantum : RulesVariant::kBoard;
        Playout p = play(seed, variant, static_cast<int>(seed % 3) + 1);
        if (::testing::Test::HasFailure()) return;
        won += p.state->status() == GameStatus::kWon ? 1 : 0;
        lost += p.state->status() == GameStatus::kLost ? 1 : 0;
        // Won exactly when all eight components are on ships; lost exactly at X.
        if (p.state->status() == GameStatus::kWon) {
            EXPECT_EQ(p.state->components_collected(), 8);
        }
        if (p.state->status() == GameStatus::kLost) {
            EXPECT_EQ(p.state->detection_position(), kDetectionLossPosition);
        }
    }
    EXPECT_EQ(won + lost, 300);
}

TEST(PlayoutTest, RecordsReplayToTheSameStateSeededAndScripted) {
    for (std::uint64_t seed = 1000; seed < 1060; ++seed) {
        const RulesVariant variant = seed % 2 ? RulesVariant::kQuantum : RulesVariant::kBoard;
        Playout p = play(seed, variant, 2);
        // Seeded: the chance comes from the seed again and is checked against the recorded outcomes.
        std::string error;
        auto parsed = record_from_json(record_to_json(p.record), "seeded.json", &error);
        ASSERT_TRUE(parsed) << error;
        ReplayResult seeded = replay_record(*parsed);
        ASSERT_TRUE(seeded.state) << "seed " << seed << ": " << seeded.error;
        EXPECT_TRUE(*seeded.state == *p.state) << "seed " << seed;
        // Scripted: every outcome from the record, none from a generator.
        GameRecord scripted = p.record;
        for (RecordedAction& a : scripted.actions) a.scripted = true;
        parsed = record_from_json(record_to_json(scripted), "scripted.json", &error);
        ASSERT_TRUE(parsed) << error;
        ReplayResult replayed = replay_record(*parsed);
        ASSERT_TRUE(replayed.state) << "seed " << seed << ": " << replayed.error;
        EXPECT_TRUE(*replayed.state == *p.state) << "seed " << seed;
    }
}

TEST(PlayoutTest, SameSeedSameGame) {
    const Playout a = play(4242, RulesVariant::kBoard, 1);
    const Playout b = play(4242, RulesVariant::kBoard, 1);
    EXPECT_EQ(a.actions, b.actions);
    EXPECT_TRUE(*a.state == *b.state);
    EXPECT_EQ(record_to_json(a.record), record_to_json(b.record));
}

TEST(PlayoutTest, ACopiedStateContinuesIdentically) {
    SeededChance chance(77);
    const GameSetup setup = generate_setup(1, RulesVariant::kBoard, chance);
    GameState s(setup);
    ChanceDriver driver(setup, chance);
    Rng policy(5);
    for (int i = 0; i < 15 && !s.is_over(); ++i) {
        const ActionList legal = s.legal_actions();
        ASSERT_TRUE(driver.apply(s, legal[static_cast<std::size_t>(policy.uniform_below(legal.size()))]));
    }
    GameState copy = s;
    SeededChance chance_a(9);
    SeededChance chance_b(9);
    ChanceDriver driver_a(driver.order(), chance_a);
    ChanceDriver driver_b(driver.order(), chance_b);
    Rng policy_a(3);
    Rng policy_b(3);
    for (int i = 0; i < 40 && !s.is_over(); ++i) {
        const ActionList la = s.legal_actions();
        const ActionList lb = copy.legal_actions();
        ASSERT_TRUE(la == lb);
        ASSERT_TRUE(driver_a.apply(s, la[static_cast<std::size_t>(policy_a.uniform_below(la.size()))]));
        ASSERT_TRUE(driver_b.apply(copy, lb[static_cast<std::size_t>(policy_b.uniform_below(lb.size()))]));
        ASSERT_TRUE(s == copy);
    }
}

TEST(PlayoutTest, ApplyLegalMatchesApplyOnEveryAction) {
    // apply_legal (the simulate loop's unchecked apply) must leave exactly the state apply leaves,
    // consuming the same chance, action after action, through whole games of both variants.
    for (std::uint64_t seed = 500; seed < 520; ++seed) {
        const RulesVariant variant = seed % 2 ? RulesVariant::kQuantum : RulesVariant::kBoard;
        SeededChance setup_chance(seed);
        const GameSetup setup = generate_setup(1, variant, setup_chance);
        GameState checked(setup);
        GameState unchecked = checked;
        SeededChance chance_a(seed + 1);
        SeededChance chance_b(seed + 1);
        ChanceDriver driver_a(setup, chance_a);
        ChanceDriver driver_b(setup, chance_b);
        Rng policy(seed);
        int actions = 0;
        while (!checked.is_over() && actions < 20000) {
            const ActionList legal = checked.legal_actions();
            ASSERT_FALSE(legal.empty()) << "seed " << seed;
            const Action action = legal[static_cast<std::size_t>(policy.uniform_below(legal.size()))];
            ASSERT_TRUE(driver_a.apply(checked, action)) << "seed " << seed;
            driver_b.apply_legal(unchecked, action);
            ASSERT_TRUE(checked == unchecked) << "seed " << seed << " action " << actions;
            ++actions;
        }
        EXPECT_TRUE(unchecked.is_over()) << "seed " << seed;
        EXPECT_EQ(unchecked.actions_applied(), actions);
    }
}

}  // namespace
}  // namespace entanglion::rules
