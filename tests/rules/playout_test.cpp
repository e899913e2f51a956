// Random playouts: many seeded games with random legal actions, invariants checked after every action,
// and each game's record round-tripped through JSON and replayed to the same state and history.

#include <gtest/gtest.h>

#include "game/rules/chance_sampler.h"
#include "game/rules/game_state.h"
#include "game/rules/record.h"
#include "statevector/random.h"
#include "tests/common/seeded_game.h"

namespace entanglion::rules {
namespace {

struct Playout {
    GameRecord record;
    std::optional<GameState> state;
    int actions = 0;
};

// Plays one game with uniformly random legal actions, recorded by a GameSession; every failure is
// reported with the seed.
Playout play(std::uint64_t seed, RulesVariant variant, int difficulty) {
    Playout p;
    GameSession session(seed, difficulty, variant);
    Rng policy(seed * 7919 + 17);
    const GameState& s = session.state();
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
        const Action action = legal[static_cast<std::size_t>(policy.uniform_index(legal.size()))];
        std::string error;
        if (!session.apply(action, &error)) {
            ADD_FAILURE() << "seed " << seed << ": legal action " << action_to_string(action) << " rejected: " << error;
            break;
        }
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
    p.record = session.record();
    p.state = s;
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

TEST(PlayoutTest, RecordsReplayToTheSameStateThroughJson) {
    for (std::uint64_t seed = 1000; seed < 1060; ++seed) {
        const RulesVariant variant = seed % 2 ? RulesVariant::kQuantum : RulesVariant::kBoard;
        Playout p = play(seed, variant, 2);
        std::string error;
        auto parsed = record_from_json(record_to_json(p.record), "played.json", &error);
        ASSERT_TRUE(parsed) << error;
        EXPECT_TRUE(*parsed == p.record) << "seed " << seed;
        ReplayResult replayed = replay_record(*parsed);
        ASSERT_TRUE(replayed.state) << "seed " << seed << ": " << replayed.error;
        EXPECT_TRUE(*replayed.state == *p.state) << "seed " << seed;
        EXPECT_TRUE(replayed.state->history() == p.state->history()) << "seed " << seed;
    }
}

TEST(PlayoutTest, TheHistoryAppliedToANewGameRebuildsTheState) {
    const Playout p = play(31, RulesVariant::kQuantum, 3);
    GameState rebuilt(3, RulesVariant::kQuantum);
    for (const HistoryEntry& entry : p.state->history()) {
        std::string error;
        const bool applied = entry.is_chance ? rebuilt.apply_chance_outcome(entry.outcome, &error)
                                             : rebuilt.apply_until_chance(entry.action, &error);
        ASSERT_TRUE(applied) << error;
    }
    EXPECT_TRUE(rebuilt == *p.state);
}

TEST(PlayoutTest, SameSeedSameGame) {
    const Playout a = play(4242, RulesVariant::kBoard, 1);
    const Playout b = play(4242, RulesVariant::kBoard, 1);
    EXPECT_EQ(a.actions, b.actions);
    EXPECT_TRUE(*a.state == *b.state);
    EXPECT_EQ(record_to_json(a.record), record_to_json(b.record));
}

TEST(PlayoutTest, ACopiedStateContinuesIdentically) {
    entanglion::testing::SeededGame game(77);
    Rng policy(5);
    for (int i = 0; i < 15 && !game.state().is_over(); ++i) game.play_random(policy);
    GameState copy = game.state();
    Rng chance(9);
    Rng policy_a(3);
    Rng policy_b(3);
    GameState& s = game.state();
    for (int i = 0; i < 40 && !s.is_over(); ++i) {
        const ActionList la = s.legal_actions();
        const ActionList lb = copy.legal_actions();
        ASSERT_TRUE(la == lb);
        Rng chance_b = chance;
        ASSERT_TRUE(s.apply_until_chance(la[static_cast<std::size_t>(policy_a.uniform_index(la.size()))]));
        sample_chance_nodes(s, chance);
        ASSERT_TRUE(copy.apply_until_chance(lb[static_cast<std::size_t>(policy_b.uniform_index(lb.size()))]));
        sample_chance_nodes(copy, chance_b);
        ASSERT_TRUE(s == copy);
        ASSERT_TRUE(s.history() == copy.history());
    }
}

}  // namespace
}  // namespace entanglion::rules
