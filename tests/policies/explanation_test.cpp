// Explanations: typed data, worded in one English sentence; the random policy's default.

#include <gtest/gtest.h>

#include "tests/common/seeded_game.h"

#include <set>

#include "game/policies/explanation.h"
#include "game/policies/random_policy.h"
#include "game/rules/game_state.h"

namespace entanglion::policies {
namespace {

using namespace entanglion::rules;

TEST(ExplanationTest, WordsTheTypedFieldsInOneSentence) {
    Explanation e;
    e.action = Action::navigate(Ship::kRubicon, EngineCard::kH);
    e.reason = ReasonKind::kReachComponent;
    e.positions = ShipPositions{Planet::kOmegaTwo, Planet::kOmegaTwo};
    e.component = Component::kQuantumGates;
    e.risk_numerator = 2;
    EXPECT_EQ(format_explanation(e),
              "Rubicon plays H: both ships to OMEGA TWO, which holds Quantum Gates; detection risk 2/8");

    e.reason = ReasonKind::kApproachComponent;
    e.positions = ShipPositions{Planet::kZero, Planet::kPlus};
    e.turns = 2;
    e.risk_numerator.reset();
    EXPECT_EQ(format_explanation(e), "Rubicon plays H: Mercurial to ZERO, Rubicon to PLUS, 2 turns from Quantum Gates");

    Explanation plain;
    plain.action = Action::retrieve(Ship::kMercurial);
    EXPECT_EQ(format_explanation(plain), "Mercurial retrieves");
}

TEST(ExplanationTest, EveryReasonHasItsOwnId) {
    std::set<std::string_view> ids;
    for (int k = 0; k < kReasonKindCount; ++k) ids.insert(reason_kind_id(static_cast<ReasonKind>(k)));
    EXPECT_EQ(ids.size(), static_cast<std::size_t>(kReasonKindCount));
    EXPECT_EQ(reason_kind_id(ReasonKind::kReachComponent), "reach_component");
}

TEST(ExplanationTest, RandomPolicyExplainsItsChoiceAndDrawsWhatChooseDraws) {
    entanglion::testing::SeededGame game(3);
    const GameState& state = game.state();
    RandomPolicy explaining(9);
    RandomPolicy choosing(9);
    for (int i = 0; i < 50 && !state.is_over(); ++i) {
        const Explanation e = explaining.explain(state);
        ASSERT_EQ(e.action, choosing.step(state));
        EXPECT_EQ(e.reason, ReasonKind::kRandomChoice);
        const std::string expected =
            "random choice among " + std::to_string(state.legal_actions().size()) + " legal actions";
        EXPECT_NE(format_explanation(e).find(expected), std::string::npos) << format_explanation(e);
        ASSERT_TRUE(game.apply(e.action));
    }
}

}  // namespace
}  // namespace entanglion::policies
