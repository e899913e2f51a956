// The playouts' common random numbers rest on the rules' sampler (rules::sample_chance_outcome):
// two positions whose chance nodes list the same outcomes get the same outcome from equal generators.
// (That every outcome comes with its exact probability is the rules' own test, ChanceNodeTest.)

#include <gtest/gtest.h>

#include "game/rules/chance_sampler.h"
#include "tests/analysis/analysis_fixtures.h"

namespace entanglion::analysis {
namespace {

TEST(CommonRandomNumbersTest, EqualGeneratorsGiveTheSameOutcomeAtNodesWithTheSameOutcomes) {
    // Two different positions waiting for the d8 list the same eight faces.
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 3, 0));
    std::vector<const rules::GameState*> dice;
    for (const rules::GameState& state : history.positions) {
        if (state.at_chance_node() && state.pending_chance().kind == rules::ChanceKind::kEntanglionDie)
            dice.push_back(&state);
    }
    ASSERT_GE(dice.size(), 2u);
    ASSERT_FALSE(*dice[0] == *dice[1]);
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        Rng a(seed);
        Rng b(seed);
        EXPECT_EQ(rules::sample_chance_outcome(*dice[0], a), rules::sample_chance_outcome(*dice[1], b));
    }
}

}  // namespace
}  // namespace entanglion::analysis
