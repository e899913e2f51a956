// The random policy: its fast play() against the plain reference (the list's pick), action by
// action, and the Policy contract for every policy.

#include <array>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "game/policies/greedy_rollout_policy.h"
#include "game/policies/random_policy.h"
#include "game/policies/search_policy.h"
#include "game/rules/game_state.h"
#include "statevector/random.h"

namespace entanglion::policies {
namespace {

using namespace entanglion::rules;

TEST(RandomPolicyTest, PlayPlaysTheListsPick) {
    // play() must do exactly what picking legal_actions()[uniform_index(rng, size)] and applying it
    // does: the same state after every action and the same numbers drawn from both generators,
    // through whole games of both variants and every difficulty, covering every kind of action it
    // can pick without the list.
    std::array<int, kActionTypeCount> picked{};
    for (std::uint64_t seed = 600; seed < 660; ++seed) {
        const RulesVariant variant = seed % 2 ? RulesVariant::kQuantum : RulesVariant::kBoard;
        SeededChance setup_chance(seed);
        GameState listed(generate_setup(1 + static_cast<int>(seed % 3), variant, setup_chance));
        GameState counted = listed;
        SeededChance chance_a(seed + 1);
        SeededChance chance_b(seed + 1);
        Rng reference(seed * 31);
        RandomPolicy policy(seed * 31);
        int actions = 0;
        while (!listed.is_over() && actions < 20000) {
            const ActionList legal = listed.legal_actions();
            ASSERT_FALSE(legal.empty()) << "seed " << seed;
            const Action action = legal[static_cast<std::size_t>(uniform_index(reference, legal.size()))];
            ++picked[static_cast<int>(action.type)];
            listed.apply_legal(action, chance_a);
            policy.play(counted, chance_b);
            ASSERT_TRUE(listed == counted)
                << "seed " << seed << " action " << actions << ": " << action_to_string(action);
            ASSERT_EQ(counted.check_invariants(), "") << "seed " << seed << " action " << actions;
            ++actions;
        }
        EXPECT_TRUE(counted.is_over()) << "seed " << seed;
        EXPECT_EQ(reference.next_u64(), policy.rng().next_u64()) << "seed " << seed;
        EXPECT_EQ(chance_a.rng().next_u64(), chance_b.rng().next_u64()) << "seed " << seed;
    }
    for (ActionType type : {ActionType::kNavigate, ActionType::kExchange, ActionType::kRetrieve, ActionType::kPlayEvent,
                            ActionType::kInterconnectSwap, ActionType::kRollDefense, ActionType::kPlayQuantumTunnel,
                            ActionType::kKeepRoll, ActionType::kReroll, ActionType::kKeepCard,
                            ActionType::kMechanicPlay, ActionType::kBennettGive}) {
        EXPECT_GT(picked[static_cast<int>(type)], 0) << action_type_id(type) << " never picked";
    }
}

TEST(RandomPolicyTest, ChooseIsTheListsPick) {
    SeededChance chance(5);
    GameState state(generate_setup(1, RulesVariant::kBoard, chance));
    Rng reference(77);
    RandomPolicy policy(77);
    for (int i = 0; i < 200 && !state.is_over(); ++i) {
        const ActionList legal = state.legal_actions();
        const Action expected = legal[static_cast<std::size_t>(uniform_index(reference, legal.size()))];
        const Action chosen = policy.choose(state);
        ASSERT_EQ(chosen, expected) << "action " << i;
        state.apply_legal(chosen, chance);
    }
}

TEST(RandomPolicyTest, SameSeedSameGame) {
    auto play_game = [](std::uint64_t seed) {
        SeededChance chance(seed);
        GameState state(generate_setup(2, RulesVariant::kBoard, chance));
        RandomPolicy policy(seed ^ 0x9e3779b97f4a7c15ULL);
        while (!state.is_over()) policy.play(state, chance);
        return state;
    };
    EXPECT_TRUE(play_game(11) == play_game(11));
    EXPECT_FALSE(play_game(11) == play_game(12));
}

/// The plainest policy: the first legal action; play() is the interface's default.
class FirstLegalPolicy final : public Policy {
public:
    Action choose(const GameState& state) override { return state.legal_actions()[0]; }
};

TEST(PolicyTest, EveryPolicyPlaysOnlyLegalActions) {
    // The contract every policy keeps, checked on each: choose() returns a legal action of the acting
    // player, and play() applies it, leaving a state whose invariants hold (3,000 actions at most: the
    // first legal action need not end a game).
    std::vector<std::unique_ptr<Policy>> policies;
    policies.push_back(std::make_unique<RandomPolicy>(3));
    policies.push_back(std::make_unique<FirstLegalPolicy>());
    policies.push_back(std::make_unique<GreedyRolloutPolicy>(3));
    policies.push_back(std::make_unique<SearchPolicy>(3, /*playouts=*/4));
    for (std::size_t p = 0; p < policies.size(); ++p) {
        for (std::uint64_t seed = 40; seed < 44; ++seed) {
            SeededChance chance(seed);
            GameState state(generate_setup(1, seed % 2 ? RulesVariant::kQuantum : RulesVariant::kBoard, chance));
            int actions = 0;
            while (!state.is_over() && actions < 3000) {
                GameState probe = state;
                const Action chosen = policies[p]->choose(probe);
                ASSERT_TRUE(state.is_legal(chosen, static_cast<std::string*>(nullptr)))
                    << "policy " << p << " seed " << seed << ": " << action_to_string(chosen);
                ASSERT_EQ(chosen.player, state.acting_player());
                policies[p]->play(state, chance);
                ASSERT_EQ(state.check_invariants(), "") << "policy " << p << " seed " << seed;
                ++actions;
            }
        }
    }
}

}  // namespace
}  // namespace entanglion::policies
