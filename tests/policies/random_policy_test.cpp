// The random policy: its pick by index against the plain reference (the list's pick), action by
// action, and the Policy contract for every policy.

#include <array>
#include <memory>
#include <vector>

#include <gtest/gtest.h>

#include "game/policies/greedy_rollout_policy.h"
#include "game/policies/policy_factory.h"
#include "game/policies/random_policy.h"
#include "game/policies/search_policy.h"
#include "game/policies/simulation.h"
#include "game/rules/chance_sampler.h"
#include "game/rules/game_state.h"
#include "game/rules/playout.h"
#include "statevector/random.h"
#include "tests/common/seeded_game.h"

namespace entanglion::policies {
namespace {

using namespace entanglion::rules;

TEST(RandomPolicyTest, ChooseIsTheListsPick) {
    // step() picks by index without building the list: it must give exactly
    // legal_actions()[rng.uniform_index(size)], drawing the same numbers, through whole games of
    // both variants and every difficulty, covering every kind of action.
    std::array<int, kActionTypeCount> picked{};
    for (std::uint64_t seed = 600; seed < 660; ++seed) {
        const RulesVariant variant = seed % 2 ? RulesVariant::kQuantum : RulesVariant::kBoard;
        entanglion::testing::SeededGame game(seed, variant, 1 + static_cast<int>(seed % 3));
        Rng reference(seed * 31);
        RandomPolicy policy(seed * 31);
        int actions = 0;
        while (!game.state().is_over() && actions < 20000) {
            const ActionList legal = game.state().legal_actions();
            ASSERT_FALSE(legal.empty()) << "seed " << seed;
            const Action expected = legal[static_cast<std::size_t>(reference.uniform_index(legal.size()))];
            const Action chosen = policy.step(game.state());
            ASSERT_EQ(chosen, expected) << "seed " << seed << " action " << actions;
            ++picked[static_cast<int>(chosen.type)];
            ASSERT_TRUE(game.apply(chosen));
            ++actions;
        }
        EXPECT_TRUE(game.state().is_over()) << "seed " << seed;
        EXPECT_EQ(reference.next_u64(), policy.rng().next_u64()) << "seed " << seed;
    }
    for (ActionType type : {ActionType::kNavigate, ActionType::kExchange, ActionType::kRetrieve, ActionType::kPlayEvent,
                            ActionType::kInterconnectSwap, ActionType::kRollDefense, ActionType::kPlayQuantumTunnel,
                            ActionType::kKeepRoll, ActionType::kReroll, ActionType::kKeepCard,
                            ActionType::kMechanicPlay, ActionType::kBennettGive}) {
        EXPECT_GT(picked[static_cast<int>(type)], 0) << action_type_id(type) << " never picked";
    }
}

TEST(RandomPolicyTest, TheKernelPlaysTheSameGamesAsTheSteppedApi) {
    // The simulation's speed path (Kernel::apply_option_sampled: the pick's entry started without
    // building the action, its chance sampled in one resolver) against the plain reference (step(),
    // apply_until_chance, then apply_chance_outcome of each sampled outcome): the same states and
    // histories after every action, through whole games of both variants.
    for (std::uint64_t seed = 700; seed < 740; ++seed) {
        const RulesVariant variant = seed % 2 ? RulesVariant::kQuantum : RulesVariant::kBoard;
        Rng chance_fast(seed), chance_plain(seed);
        GameState fast = new_sampled_game(1 + static_cast<int>(seed % 3), variant, chance_fast);
        GameState plain(1 + static_cast<int>(seed % 3), variant);
        while (plain.at_chance_node())
            ASSERT_TRUE(plain.apply_chance_outcome(sample_chance_outcome(plain, chance_plain)));
        RandomPolicy fast_policy(seed), plain_policy(seed);
        while (!plain.is_over()) {
            const LegalOptions options = fast.legal_options();
            apply_option_sampled(fast, options, fast_policy.pick(options), chance_fast);
            ASSERT_TRUE(plain.apply_until_chance(plain_policy.step(plain)));
            while (plain.at_chance_node()) {
                ASSERT_TRUE(plain.apply_chance_outcome(sample_chance_outcome(plain, chance_plain)));
            }
            ASSERT_TRUE(fast == plain) << "seed " << seed << " action " << plain.actions_applied();
            ASSERT_TRUE(fast.history() == plain.history()) << "seed " << seed;
        }
        EXPECT_TRUE(fast.is_over());
    }
}

TEST(RandomPolicyTest, SameSeedSameGame) {
    auto play_game = [](std::uint64_t seed) {
        Rng chance(seed);
        GameState state = new_sampled_game(2, RulesVariant::kBoard, chance);
        RandomPolicy policy(seed ^ 0x9e3779b97f4a7c15ULL);
        while (!state.is_over()) play_step(state, policy, chance);
        return state;
    };
    EXPECT_TRUE(play_game(11) == play_game(11));
    EXPECT_FALSE(play_game(11) == play_game(12));
}

/// The plainest policy: the first legal action.
class FirstLegalPolicy final : public Policy {
public:
    Action step(const GameState& state) override { return state.legal_actions()[0]; }
};

TEST(PolicyTest, EveryPolicyPlaysOnlyLegalActions) {
    // The contract every policy keeps, checked on each: step() returns a legal action of the acting
    // player and leaves the state as it was; applied, it leaves a state whose invariants hold (3,000
    // actions at most: the first legal action need not end a game).
    // Every policy the factory makes (so a newly registered one is checked too), and the plainest.
    std::vector<std::unique_ptr<Policy>> policies;
    // A playout budget, not a time budget, for the search: the same games on any machine.
    for (std::string_view name : policy_names()) policies.push_back(make_policy(name, {3, 20, 4}));
    policies.push_back(std::make_unique<FirstLegalPolicy>());
    policies.push_back(std::make_unique<GreedyRolloutPolicy>(3));
    for (std::size_t p = 0; p < policies.size(); ++p) {
        for (std::uint64_t seed = 40; seed < 44; ++seed) {
            Rng chance(seed);
            GameState state = new_sampled_game(1, seed % 2 ? RulesVariant::kQuantum : RulesVariant::kBoard, chance);
            int actions = 0;
            while (!state.is_over() && actions < 3000) {
                const GameState before = state;
                const Action chosen = policies[p]->step(state);
                ASSERT_TRUE(state == before);
                ASSERT_TRUE(state.is_legal(chosen, static_cast<std::string*>(nullptr)))
                    << "policy " << p << " seed " << seed << ": " << action_to_string(chosen);
                ASSERT_EQ(chosen.player, state.acting_player());
                apply_sampled(state, chosen, chance);
                ASSERT_EQ(state.check_invariants(), "") << "policy " << p << " seed " << seed;
                ++actions;
            }
        }
    }
}

}  // namespace
}  // namespace entanglion::policies
