// The board's detection jump compared with a measurement of the planet's state.

#include <gtest/gtest.h>

#include "game/rules/detection_comparison.h"

namespace entanglion::rules {
namespace {

const ShipPositions kBothOnZero{Planet::kZero, Planet::kZero};
const ShipPositions kBothOnOne{Planet::kOne, Planet::kOne};

TEST(DetectionComparisonTest, PhiPlanetsGiveBothShipsTogetherSoTheJumpIsAnOutcome) {
    // PHI PLUS = (|00> + |11>)/√2 and PHI MINUS = (|00> - |11>)/√2: the sign does not show in a
    // measurement, and the board's jump (both ships to ONE, |11>) is one of the two outcomes.
    for (Planet planet : {Planet::kPhiPlus, Planet::kPhiMinus}) {
        const auto c = compare_detection_with_measurement(Board::published(), planet, kBothOnOne);
        ASSERT_TRUE(c) << planet_id(planet);
        ASSERT_EQ(c->outcomes.size(), 2u);
        EXPECT_EQ(c->outcomes[0].outcome.index(), 0);
        EXPECT_EQ(c->outcomes[1].outcome.index(), 3);
        EXPECT_NEAR(c->outcomes[0].probability, 0.5, 1e-12);
        EXPECT_NEAR(c->outcomes[1].probability, 0.5, 1e-12);
        EXPECT_EQ(c->landing.index(), 3);
        EXPECT_TRUE(c->landing_possible);
        EXPECT_FALSE(c->every_outcome_possible());
    }
}

TEST(DetectionComparisonTest, PsiPlusNeverPutsBothShipsOnOnePlanet) {
    // PSI PLUS = (|01> + |10>)/√2: the board's jump to ZERO (|00>) is not an outcome.
    const auto c = compare_detection_with_measurement(Board::published(), Planet::kPsiPlus, kBothOnZero);
    ASSERT_TRUE(c);
    ASSERT_EQ(c->outcomes.size(), 2u);
    EXPECT_EQ(c->outcomes[0].outcome.mercurial, 0);
    EXPECT_EQ(c->outcomes[0].outcome.rubicon, 1);
    EXPECT_EQ(c->outcomes[1].outcome.mercurial, 1);
    EXPECT_EQ(c->outcomes[1].outcome.rubicon, 0);
    EXPECT_EQ(c->landing.index(), 0);
    EXPECT_FALSE(c->landing_possible);
}

TEST(DetectionComparisonTest, OmegaTwoAllowsEveryOutcome) {
    // The walkthrough's detection: OMEGA TWO, each outcome 25 %.
    const auto c = compare_detection_with_measurement(Board::published(), Planet::kOmegaTwo, kBothOnOne);
    ASSERT_TRUE(c);
    ASSERT_TRUE(c->every_outcome_possible());
    for (const MeasurementChance& m : c->outcomes) EXPECT_NEAR(m.probability, 0.25, 1e-12);
    EXPECT_TRUE(c->landing_possible);
}

TEST(DetectionComparisonTest, ShipsOnDifferentCentariousPlanetsAreAnOutcomeToo) {
    // Physical Qubits may place the ships apart: Mercurial ONE, Rubicon ZERO is |10>.
    const auto c = compare_detection_with_measurement(Board::published(), Planet::kPsiPlus,
                                                      ShipPositions{Planet::kOne, Planet::kZero});
    ASSERT_TRUE(c);
    EXPECT_EQ(c->landing.index(), 2);
    EXPECT_TRUE(c->landing_possible);
}

TEST(DetectionComparisonTest, RejectsAPlanetWithoutATwoQubitStateAndALandingOutsideCentarious) {
    // PLUS and MINUS are Superious planets: one ship's state each, nothing to measure both ships of.
    EXPECT_FALSE(compare_detection_with_measurement(Board::published(), Planet::kPlus, kBothOnZero));
    EXPECT_FALSE(compare_detection_with_measurement(Board::published(), Planet::kMinus, kBothOnZero));
    EXPECT_FALSE(compare_detection_with_measurement(Board::published(), Planet::kPhiPlus,
                                                    ShipPositions{Planet::kPlus, Planet::kZero}));
}

}  // namespace
}  // namespace entanglion::rules
