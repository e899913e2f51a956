// The rulebook's "Your first game" walkthrough, step by step, as a scripted record.

#include <gtest/gtest.h>

#include "statevector/catalogue.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

GameSetup first_game_setup() {
    // Mercurial goes first; hands X,H,H and CNOT,SWAP,X; both ships on ZERO; the replacements drawn
    // in the walkthrough are X (Mercurial) then H (Rubicon); Heisenberg tops the event deck.
    GameSetup s = make_setup({E::kX, E::kH, E::kH}, {E::kCNOT, E::kSWAP, E::kX}, {E::kX, E::kH, E::kCNOT},
                             ShipPositions{Planet::kZero, Planet::kZero}, M);
    s.detection_position = starting_detection_position(1);
    place(s, Component::kQuantumGates, Planet::kPhiPlus);
    s.event_deck = {EventCard::kHeisenberg};
    return s;
}

TEST(FirstGameTest, WalkthroughStepByStep) {
    Scenario game(first_game_setup());
    const GameState& s = game.state();
    EXPECT_EQ(s.current_player(), M);
    EXPECT_EQ(s.detection_value(), 1);

    // 1. Mercurial plays H to navigate to PLUS and draws X.
    ASSERT_TRUE(game.step(Action::navigate(M, E::kH)));
    EXPECT_EQ(s.positions(), (ShipPositions{Planet::kPlus, Planet::kZero}));
    EXPECT_EQ(s.hand(M), cards({E::kX, E::kH, E::kX}));
    EXPECT_TRUE(
        s.live_state().equals_up_to_phase(TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kZero)));
    ASSERT_EQ(s.engine_control().size(), 1u);
    EXPECT_EQ(s.engine_control()[0], (ControlSlot{E::kH, M}));
    EXPECT_EQ(s.current_player(), R);

    // 2. Rubicon plays CNOT: both ships to PHI PLUS; draws H; d8 = 3 beats rate 1: evaded.
    ASSERT_TRUE(game.step(Action::navigate(R, E::kCNOT), {d8(3)}));
    EXPECT_EQ(s.positions(), (ShipPositions{Planet::kPhiPlus, Planet::kPhiPlus}));
    EXPECT_TRUE(s.live_state().equals_up_to_phase(phi_plus()));
    EXPECT_TRUE(s.hand(R).contains(E::kH));
    EXPECT_FALSE(s.hand(R).contains(E::kCNOT));
    EXPECT_TRUE(game.emitted(GameEventType::kDefenseEvaded));
    EXPECT_EQ(s.detection_position(), 0);
    EXPECT_EQ(s.engine_control()[1], (ControlSlot{E::kCNOT, R}));

    // 3. Mercurial retrieves the Quantum Gates on PHI PLUS with a 6.
    ASSERT_EQ(s.component_on(Planet::kPhiPlus), Component::kQuantumGates);
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(6)}));
    EXPECT_TRUE(s.ship_has(M, Component::kQuantumGates));
    EXPECT_FALSE(s.component_on(Planet::kPhiPlus).has_value());
    EXPECT_EQ(s.components_collected(), 1);

    // 4. Rubicon plays H to OMEGA TWO; d8 = 1 is detected; the Centarious die shows 1: both ships
    // jump to ONE; the rate goes up by one; the quantum event draws Heisenberg, which Rubicon keeps.
    ASSERT_TRUE(game.step(Action::navigate(R, E::kH), {d8(1), centarious(1)}));
    EXPECT_TRUE(game.emitted(GameEventType::kDetected));
    bool passed_omega_two = false;
    for (const GameEvent& e : game.events()) {
        if (e.is<event::ShipsMoved>() &&
            e.as<event::ShipsMoved>().to == ShipPositions{Planet::kOmegaTwo, Planet::kOmegaTwo}) {
            passed_omega_two = true;
        }
    }
    EXPECT_TRUE(passed_omega_two);
    EXPECT_EQ(s.positions(), (ShipPositions{Planet::kOne, Planet::kOne}));
    EXPECT_TRUE(s.live_state().equals_up_to_phase(TwoQubitState::basis(1, 1)));
    EXPECT_EQ(s.detection_position(), 1);
    EXPECT_EQ(s.detection_value(), 2);
    EXPECT_TRUE(s.event_hand(R).contains(EventCard::kHeisenberg));
    // The quantum event cleared engine control into the discard pile.
    EXPECT_TRUE(s.engine_control().empty());
    EXPECT_EQ(s.engine_discard().size(), 3u);
    EXPECT_EQ(s.status(), GameStatus::kInProgress);
    EXPECT_EQ(s.current_player(), M);
    EXPECT_TRUE(game.replays());
}

TEST(FirstGameTest, RubiconNeedsTwoOrMoreAtRateOne) {
    Scenario game(first_game_setup());
    ASSERT_TRUE(game.step(Action::navigate(M, E::kH)));
    // A roll equal to the rate is not greater: detected.
    ASSERT_TRUE(game.step(Action::navigate(R, E::kCNOT), {d8(1), centarious(0)}));
    EXPECT_EQ(game.state().positions(), (ShipPositions{Planet::kZero, Planet::kZero}));
    EXPECT_EQ(game.state().detection_position(), 1);
}

}  // namespace
}  // namespace entanglion::rules::testing
