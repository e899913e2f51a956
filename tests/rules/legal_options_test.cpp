// LegalOptions is the one source of legality: its list is legal_actions(), its entry i is
// legal_actions()[i] (started without building it by apply_option_sampled, playout.h), and
// is_legal() accepts exactly the listed actions, explaining every refusal.

#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "game/rules/action_fields.h"
#include "game/rules/game_state.h"
#include "game/rules/legal_options.h"
#include "statevector/random.h"
#include "tests/common/seeded_game.h"

namespace entanglion::rules {
namespace {

/// Every action of every type, for both players, with every value of each field the type uses
/// (kActionTypes): the whole space is_legal() may be asked about.
std::vector<Action> every_action() {
    std::vector<Action> out;
    for (const ActionTypeInfo& info : kActionTypes) {
        for (Ship player : kShips) {
            std::vector<Action> partial = {Action::make(info.type, player)};
            for (ActionField field : info.fields) {
                const ActionValueInfo& values = action_value_info(action_field_info(field).kind);
                std::vector<Action> next;
                for (const Action& a : partial) {
                    for (int v = values.first; v <= values.last; ++v) {
                        Action b = a;
                        set_action_field_value(b, field, v);
                        next.push_back(b);
                    }
                }
                partial = std::move(next);
            }
            out.insert(out.end(), partial.begin(), partial.end());
        }
    }
    return out;
}

TEST(LegalOptionsTest, EveryActionOfEveryTypeIsLegalIffListed) {
    const std::vector<Action> all = every_action();
    ASSERT_GT(all.size(), 150u);
    std::array<int, 8> decisions{};
    int refused = 0;
    for (std::uint64_t seed = 1; seed <= 24; ++seed) {
        const RulesVariant variant = seed % 2 ? RulesVariant::kQuantum : RulesVariant::kBoard;
        entanglion::testing::SeededGame game(seed, variant, 1 + static_cast<int>(seed % 3));
        const GameState& state = game.state();
        Rng policy(seed + 500);
        for (bool over = false; !over;) {
            over = state.is_over();  // the last pass checks the finished game
            const ActionList legal = state.legal_actions();
            ++decisions[static_cast<int>(state.pending_decision().kind)];
            for (const Action& a : all) {
                const bool listed = legal.contains(a);
                std::string reason;
                IllegalMove why;
                ASSERT_EQ(state.is_legal(a, &reason), listed) << "seed " << seed << ": " << action_to_string(a);
                ASSERT_EQ(state.is_legal(a, &why), listed) << "seed " << seed << ": " << action_to_string(a);
                if (!listed) {
                    ++refused;
                    ASSERT_FALSE(reason.empty()) << "seed " << seed << ": " << action_to_string(a);
                    ASSERT_EQ(reason, describe_illegal(why));
                }
            }
            if (!over) game.apply(legal[static_cast<std::size_t>(policy.uniform_index(legal.size()))]);
        }
    }
    EXPECT_GT(refused, 100000);
    for (int kind = 0; kind < 8; ++kind) {
        EXPECT_GT(decisions[kind], 0) << "no state pending " << decision_kind_id(static_cast<DecisionKind>(kind));
    }
}

TEST(LegalOptionsTest, EveryOptionIsTheListsEntry) {
    int turns = 0;
    int swaps = 0;
    for (std::uint64_t seed = 700; seed < 712; ++seed) {
        const RulesVariant variant = seed % 2 ? RulesVariant::kQuantum : RulesVariant::kBoard;
        entanglion::testing::SeededGame game(seed, variant, 1 + static_cast<int>(seed % 3));
        const GameState& state = game.state();
        Rng policy(seed);
        while (!state.is_over()) {
            const ActionList legal = state.legal_actions();
            const LegalOptions options = state.legal_options();
            ASSERT_EQ(options.size, legal.size()) << "seed " << seed;
            for (unsigned i = 0; i < options.size; ++i) {
                ASSERT_EQ(options.action(i), legal[i]) << "seed " << seed << ": " << action_to_string(legal[i]);
            }
            ASSERT_EQ(state.legal_action_count(), legal.size()) << "seed " << seed;
            for (unsigned i = 0; i < legal.size(); ++i) {
                ASSERT_EQ(state.legal_action(i), legal[i]) << "seed " << seed << ": " << action_to_string(legal[i]);
            }
            if (state.pending_decision().kind == DecisionKind::kNone) {
                ++turns;
                swaps += options.swaps > 0;
            }
            game.apply(legal[static_cast<std::size_t>(policy.uniform_index(legal.size()))]);
        }
        EXPECT_EQ(state.legal_options().size, 0u);
        EXPECT_TRUE(state.legal_options().nobody_acts);
    }
    EXPECT_GT(turns, 1000);
    EXPECT_GT(swaps, 0) << "no turn offered a Qubit Interconnect swap";
}

TEST(LegalOptionsTest, BitsOf4ListsMembersInOrder) {
    EXPECT_EQ(kBitsOf4[0].count, 0);
    EXPECT_EQ(kBitsOf4[0b1010].count, 2);
    EXPECT_EQ(kBitsOf4[0b1010].nth[0], 1);
    EXPECT_EQ(kBitsOf4[0b1010].nth[1], 3);
    EXPECT_EQ(count_bits_12(0b1011'0000'0111u), 6u);
    EXPECT_EQ(nth_bit(0b1011'0000'0111u, 0), 0u);
    EXPECT_EQ(nth_bit(0b1011'0000'0111u, 3), 8u);
    EXPECT_EQ(nth_bit(0b1011'0000'0111u, 5), 11u);
}

}  // namespace
}  // namespace entanglion::rules
