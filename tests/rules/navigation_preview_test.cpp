// The preview of an engine card: its gate, the destination by the rules variant, and the live
// state after the gate (what the app's card preview shows).

#include <gtest/gtest.h>

#include <cmath>

#include "game/rules/navigation_preview.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

TEST(NavigationPreviewTest, HForMercurialFromZeroGoesToPlusAndMakesASuperposition) {
    Scenario game(make_setup({E::kH, E::kX, E::kX}, {E::kX, E::kH, E::kH}, {}, {Planet::kZero, Planet::kZero}));
    const auto preview = preview_navigation(game.state(), E::kH, M);
    ASSERT_TRUE(preview);
    EXPECT_EQ(preview->gate, (Gate{GateKind::kH, M}));
    ASSERT_TRUE(preview->destination);
    EXPECT_EQ(*preview->destination, (ShipPositions{Planet::kPlus, Planet::kZero}));
    const double half = 1 / std::sqrt(2.0);
    EXPECT_NEAR(std::abs(preview->live_after.amplitude(0, 0) - half), 0, 1e-12);
    EXPECT_NEAR(std::abs(preview->live_after.amplitude(1, 0) - half), 0, 1e-12);
    EXPECT_NEAR(std::abs(preview->live_after.amplitude(0, 1)), 0, 1e-12);
    // The state itself is unchanged: a preview plays nothing.
    EXPECT_EQ(game.state().positions(), (ShipPositions{Planet::kZero, Planet::kZero}));
    EXPECT_NEAR(std::abs(game.state().live_state().amplitude(0, 0) - 1.0), 0, 1e-12);
}

TEST(NavigationPreviewTest, CnotForRubiconIsControlledByMercurialAndMayMoveNothing) {
    Scenario game(make_setup({E::kH, E::kX, E::kH}, {E::kCNOT, E::kH, E::kH}, {}, {Planet::kOne, Planet::kZero}));
    const auto preview = preview_navigation(game.state(), E::kCNOT, R);
    ASSERT_TRUE(preview);
    EXPECT_EQ(preview->gate.control(), M);
    EXPECT_EQ(preview->gate.target(), R);
    EXPECT_EQ(preview->destination, game.state().navigation_destination(E::kCNOT, R));
    // |10> -> |11>: Mercurial (the control) is 1.
    EXPECT_NEAR(std::abs(preview->live_after.amplitude(1, 1) - 1.0), 0, 1e-12);
}

TEST(NavigationPreviewTest, ProbeDoesNotNavigate) {
    // PROBE never stays in a hand; the query still says it is no navigation card.
    Scenario game(make_setup({E::kH, E::kX, E::kX}, {E::kX, E::kH, E::kH}));
    EXPECT_FALSE(preview_navigation(game.state(), E::kPROBE, M));
}

}  // namespace
}  // namespace entanglion::rules::testing
