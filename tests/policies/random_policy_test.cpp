// The random policy: its fast play() against the plain reference (the list's pick), action by
// action, and the Policy contract for every policy.

#include <array>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "game/policies/policy_factory.h"
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
        const GameSetup setup = generate_setup(1 + static_cast<int>(seed % 3), variant, setup_chance);
        GameState listed(setup);
        GameState counted = listed;
        SeededChance chance_a(seed + 1);
        SeededChance chance_b(seed + 1);
        ChanceDriver driver_a(setup, chance_a);
        ChanceDriver driver_b(setup, chance_b);
        Rng reference(seed * 31);
        RandomPolicy policy(seed * 31);
        int actions = 0;
        while (!listed.is_over() && actions < 20000) {
            const ActionList legal = listed.legal_actions();
            ASSERT_FALSE(legal.empty()) << "seed " << seed;
            const Action action = legal[static_cast<std::size_t>(uniform_index(reference, legal.size()))];
            ++picked[static_cast<int>(action.type)];
            driver_a.apply_legal(listed, action);
            policy.play(counted, driver_b);
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
    const GameSetup setup = generate_setup(1, RulesVariant::kBoard, chance);
    GameState state(setup);
    ChanceDriver driver(setup, chance);
    Rng reference(77);
    RandomPolicy policy(77);
    for (int i = 0; i < 200 && !state.is_over(); ++i) {
        const ActionList legal = state.legal_actions();
        const Action expected = legal[static_cast<std::size_t>(uniform_index(reference, legal.size()))];
        const Action chosen = policy.choose(state);
        ASSERT_EQ(chosen, expected) << "action " << i;
        driver.apply_legal(state, chosen);
    }
}

TEST(RandomPolicyTest, SameSeedSameGame) {
    auto play_game = [](std::uint64_t seed) {
        SeededChance chance(seed);
        const GameSetup setup = generate_setup(2, RulesVariant::kBoard, chance);
        GameState state(setup);
        ChanceDriver driver(setup, chance);
        RandomPolicy policy(seed ^ 0x9e3779b97f4a7c15ULL);
        while (!state.is_over()) policy.play(state, driver);
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
    // Every policy the factory makes (so a newly registered one is checked too), and the plainest.
    std::vector<std::unique_ptr<Policy>> policies;
    // A playout budget, not a time budget, for the search: the same games on any machine.
    for (std::string_view name : policy_names()) policies.push_back(make_policy(name, {3, 20, 4}));
    policies.push_back(std::make_unique<FirstLegalPolicy>());
    policies.push_back(std::make_unique<GreedyRolloutPolicy>(3));
    for (std::size_t p = 0; p < policies.size(); ++p) {
        for (std::uint64_t seed = 40; seed < 44; ++seed) {
            SeededChance chance(seed);
            const GameSetup setup = generate_setup(1, seed % 2 ? RulesVariant::kQuantum : RulesVariant::kBoard, chance);
            GameState state(setup);
            ChanceDriver driver(setup, chance);
            int actions = 0;
            while (!state.is_over() && actions < 3000) {
                GameState probe = state;
                const Action chosen = policies[p]->choose(probe);
                ASSERT_TRUE(state.is_legal(chosen, static_cast<std::string*>(nullptr)))
                    << "policy " << p << " seed " << seed << ": " << action_to_string(chosen);
                ASSERT_EQ(chosen.player, state.acting_player());
                policies[p]->play(state, driver);
                ASSERT_EQ(state.check_invariants(), "") << "policy " << p << " seed " << seed;
                ++actions;
            }
        }
    }
}

}  // namespace
}  // namespace entanglion::policies
