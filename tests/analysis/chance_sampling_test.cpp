#include "game/analysis/chance_sampling.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "tests/analysis/analysis_fixtures.h"

namespace entanglion::analysis {
namespace {

/// The first position of `history` whose pending chance node is of `kind`.
const rules::GameState* first_node(const RecordHistory& history, rules::ChanceKind kind) {
    for (const rules::GameState& state : history.positions) {
        if (state.at_chance_node() && state.pending_chance().kind == kind) return &state;
    }
    return nullptr;
}

TEST(ChanceSamplingTest, DrawsEveryOutcomeWithItsExactProbability) {
    const RecordHistory history = testing::history_of(testing::simulated_record(2, 3, 0));
    for (rules::ChanceKind kind : {rules::ChanceKind::kEntanglionDie, rules::ChanceKind::kEngineDraw}) {
        const rules::GameState* state = first_node(history, kind);
        ASSERT_NE(state, nullptr) << rules::chance_kind_id(kind);
        constexpr int kSamples = 20000;
        std::map<int, int> counts;
        Rng rng(7);
        for (int i = 0; i < kSamples; ++i) ++counts[rules::chance_value_of(sample_chance_outcome(*state, rng))];
        int seen = 0;
        for (const rules::ChanceOutcomeProbability& o : state->chance_outcomes()) {
            const double p = o.probability;
            const double share = static_cast<double>(counts[rules::chance_value_of(o.outcome)]) / kSamples;
            // Five standard deviations: a wrong probability fails, chance alone practically never does.
            EXPECT_NEAR(share, p, 5 * std::sqrt(p * (1 - p) / kSamples)) << rules::chance_kind_id(kind);
            seen += counts[rules::chance_value_of(o.outcome)];
        }
        EXPECT_EQ(seen, kSamples) << "every sample is one of the node's outcomes";
    }
}

TEST(ChanceSamplingTest, EqualGeneratorsGiveTheSameOutcomeAtNodesWithTheSameOutcomes) {
    // Two different positions waiting for the d8 list the same eight faces: the common random
    // numbers of the playouts rely on them getting the same face from the same generator.
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
        EXPECT_EQ(sample_chance_outcome(*dice[0], a), sample_chance_outcome(*dice[1], b));
    }
}

}  // namespace
}  // namespace entanglion::analysis
