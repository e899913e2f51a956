// The simulation behind `entanglion-cli simulate`: the same results whatever the thread count, every
// lost game with its cause, and the Wilson interval.

#include <gtest/gtest.h>

#include "game/policies/policy_factory.h"
#include "game/policies/simulation.h"
#include "game/rules/chance.h"

namespace entanglion::policies {
namespace {

using rules::GameStatus;
using rules::RulesVariant;

TEST(SimulationTest, DebugUnknown) {
    SimulationSettings s;
    for (std::uint64_t i = 0; i < 300; ++i) {
        const GameOutcome o = play_game(s, i);
        if (o.status != GameStatus::kLost || o.cause != LossCause::kUnknown) continue;
        const std::uint64_t seed = rules::derived_seed(s.seed, i);
        rules::SeededChance chance(seed);
        auto policy = make_policy("random", {seed ^ kPolicySeedMask, 100});
        rules::GameState state(rules::generate_setup(1, RulesVariant::kBoard, chance));
        while (!state.is_over()) {
            const int before = state.detection_position();
            std::vector<rules::GameEvent> events;
            state.apply_legal(policy->choose(state), chance, &events);
            if (state.is_over()) {
                std::cout << "game " << i << " from " << before << "\n";
                for (const auto& e : events) std::cout << "  " << rules::describe_event(e) << "\n";
            }
        }
        break;
    }
}

}  // namespace
}  // namespace entanglion::policies
