// TurnOptions counts a turn's legal list, and apply_turn_option(i) does what applying
// legal_actions()[i] does.

#include <gtest/gtest.h>

#include "game/rules/game_state.h"
#include "game/rules/turn_options.h"
#include "statevector/random.h"

namespace entanglion::rules {
namespace {

TEST(TurnOptionsTest, EveryOptionIsTheListsEntry) {
    int turns = 0;
    int swaps = 0;
    for (std::uint64_t seed = 700; seed < 712; ++seed) {
        const RulesVariant variant = seed % 2 ? RulesVariant::kQuantum : RulesVariant::kBoard;
        SeededChance chance(seed);
        GameState state(generate_setup(1 + static_cast<int>(seed % 3), variant, chance));
        Rng policy(seed);
        ActionList scratch;
        while (!state.is_over()) {
            const ActionList legal = state.legal_actions();
            if (state.pending_decision().kind == DecisionKind::kNone) {
                ++turns;
                const TurnOptions options = state.turn_options();
                ASSERT_EQ(options.size, legal.size()) << "seed " << seed;
                swaps += options.swaps > 0;
                for (unsigned i = 0; i < options.size; ++i) {
                    GameState listed = state;
                    GameState counted = state;
                    SeededChance chance_a(seed * 100 + i);
                    SeededChance chance_b(seed * 100 + i);
                    listed.apply_legal(legal[i], chance_a);
                    counted.apply_turn_option(options, i, chance_b, scratch);
                    ASSERT_TRUE(listed == counted) << "seed " << seed << ": " << action_to_string(legal[i]);
                    ASSERT_EQ(chance_a.rng().next_u64(), chance_b.rng().next_u64());
                }
            }
            state.apply_legal(legal[static_cast<std::size_t>(uniform_index(policy, legal.size()))], chance);
        }
    }
    EXPECT_GT(turns, 1000);
    EXPECT_GT(swaps, 0) << "no turn offered a Qubit Interconnect swap";
}

TEST(TurnOptionsTest, BitsOf4ListsMembersInOrder) {
    EXPECT_EQ(kBitsOf4[0].count, 0);
    EXPECT_EQ(kBitsOf4[0b1010].count, 2);
    EXPECT_EQ(kBitsOf4[0b1010].nth[0], 1);
    EXPECT_EQ(kBitsOf4[0b1010].nth[1], 3);
    EXPECT_EQ(count_bits_12(0b1011'0000'0111u), 6u);
}

}  // namespace
}  // namespace entanglion::rules
