// The eight quantum components, each affecting only the ship that holds it.

#include <gtest/gtest.h>

#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

/// Both ships on OMEGA THREE (a component there), Mercurial to move, rate value 3.
GameSetup retrieval_setup() {
    GameSetup s = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kOmegaThree));
    s.detection_position = 3;
    return s;
}

TEST(ComponentTest, QuantumErrorCorrectionAddsOneToTheHoldersRolls) {
    GameSetup setup = retrieval_setup();
    give(setup, Component::kQuantumErrorCorrection, M);
    Scenario game(setup);
    const Component there = *game.state().component_on(Planet::kOmegaThree);
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(3)}));  // 3 + 1 > 3
    EXPECT_TRUE(game.state().ship_has(M, there));
}

TEST(ComponentTest, QuantumErrorCorrectionDoesNotHelpTheOtherShip) {
    GameSetup setup = retrieval_setup();
    give(setup, Component::kQuantumErrorCorrection, R);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(3)}));
    EXPECT_EQ(game.state().detection_position(), 4);
}

TEST(ComponentTest, ControlInfrastructureSubtractsOne) {
    GameSetup setup = retrieval_setup();
    give(setup, Component::kControlInfrastructure, M);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(4)}));  // 4 - 1 is not > 3
    EXPECT_EQ(game.state().detection_position(), 4);
}

/// The defense verdict (evaded or detected) among the last step's events, and its check.
const GameEvent* defense_event(const Scenario& game) {
    for (const GameEvent& e : game.events()) {
        if (e.is<event::Detected>() || e.is<event::DefenseEvaded>()) return &e;
    }
    return nullptr;
}
const event::DefenseCheck& check_of(const GameEvent& e) {
    if (e.is<event::Detected>()) return e.as<event::Detected>();
    return e.as<event::DefenseEvaded>();
}

TEST(ComponentTest, TheDefenseEventNamesTheRollEachModifierAndItsSource) {
    GameSetup setup = retrieval_setup();
    give(setup, Component::kControlInfrastructure, M);
    give(setup, Component::kQuantumErrorCorrection, M);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(3)}));  // 3 + 1 - 1 = 3, not > 3
    const GameEvent* e = defense_event(game);
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->type(), GameEventType::kDetected);
    const event::DefenseCheck& check = check_of(*e);
    EXPECT_EQ(check.roll, 3);
    ASSERT_EQ(check.modifier_count, 2);
    EXPECT_EQ(check.modifiers[0], (RollModifier{Component::kQuantumErrorCorrection, +1}));
    EXPECT_EQ(check.modifiers[1], (RollModifier{Component::kControlInfrastructure, -1}));
    EXPECT_EQ(check.result, 3);
    EXPECT_EQ(check.rate, 3);
    EXPECT_EQ(describe_event(*e),
              "Mercurial was detected by ground defenses: rolled 3, +1 Quantum Error Correction, "
              "-1 Control Infrastructure = 3, does not beat rate 3");
}

TEST(ComponentTest, ABareDefenseRollSaysSoWithoutModifiers) {
    Scenario game(retrieval_setup());
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(5)}));
    const GameEvent* e = defense_event(game);
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(check_of(*e).roll, 5);
    EXPECT_EQ(check_of(*e).modifier_count, 0);
    EXPECT_EQ(describe_event(*e), "Mercurial evaded ground defenses: rolled 5, beats rate 3");
}

TEST(ComponentTest, ModifiersApplyToProbeChecks) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kPROBE, E::kSWAP});
    give(setup, Component::kControlInfrastructure, M);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::exchange(M, E::kX), {d8(4)}));  // 4 - 1 < 4
    EXPECT_EQ(game.state().detection_position(), 1);
    const GameEvent* e = defense_event(game);
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(describe_event(*e),
              "Mercurial was detected by the PROBE: rolled 4, -1 Control Infrastructure = 3, is below 4");
}

TEST(ComponentTest, MagneticShieldingOffersOneReroll) {
    GameSetup setup = retrieval_setup();
    give(setup, Component::kMagneticShielding, M);
    Scenario game(setup);
    const Component there = *game.state().component_on(Planet::kOmegaThree);
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(1)}));
    const PendingDecision& d = game.state().pending_decision();
    ASSERT_EQ(d.kind, DecisionKind::kMagneticShielding);
    EXPECT_EQ(d.roll, 1);
    EXPECT_EQ(d.purpose, RollPurpose::kGroundDefense);
    ASSERT_TRUE(game.step(Action::reroll(M), {d8(6)}));  // the second result counts
    EXPECT_TRUE(game.state().ship_has(M, there));
    EXPECT_EQ(game.state().current_player(), R);
    EXPECT_TRUE(game.replays());
}

TEST(ComponentTest, MagneticShieldingKeepTakesTheFirstRoll) {
    GameSetup setup = retrieval_setup();
    give(setup, Component::kMagneticShielding, M);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(2)}));
    EXPECT_TRUE(game.rejects(Action::keep_roll(M, 5), "must answer the pending magnetic_shielding decision"));
    ASSERT_TRUE(game.step(Action::keep_roll(M, 2)));
    EXPECT_EQ(game.state().detection_position(), 4);
}

TEST(ComponentTest, PhysicalQubitsLetsTheDetectedHolderPlaceTheShips) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kPhiPlus));
    give(setup, Component::kPhysicalQubits, M);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {d8(1)}));
    ASSERT_EQ(game.state().pending_decision().kind, DecisionKind::kPhysicalQubits);
    EXPECT_EQ(game.state().legal_actions().size(), 5u);  // four placements or roll
    ASSERT_TRUE(game.step(Action::place_ships(M, 0, 1)));
    EXPECT_EQ(game.state().positions(), (ShipPositions{Planet::kZero, Planet::kOne}));
    EXPECT_TRUE(game.state().live_state().equals_up_to_phase(TwoQubitState::basis(0, 1)));
    EXPECT_EQ(game.state().detection_position(), 1);  // still detected
    EXPECT_TRUE(game.replays());
}

TEST(ComponentTest, PhysicalQubitsHolderMayRollInstead) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kPhiPlus));
    give(setup, Component::kPhysicalQubits, M);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {d8(1)}));
    ASSERT_TRUE(game.step(Action::roll_placement(M), {centarious(1)}));
    EXPECT_EQ(game.state().positions(), both(Planet::kOne));
}

TEST(ComponentTest, PhysicalQubitsOnTheOtherShipDoesNotHelp) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kPhiPlus));
    give(setup, Component::kPhysicalQubits, R);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {d8(1), centarious(0)}));
    EXPECT_EQ(game.state().positions(), both(Planet::kZero));
}

TEST(ComponentTest, QuantumProgrammingBypassesOrbitalDefensesOnlyWhereNoComponentLies) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kPhiPlus));
    give(setup, Component::kQuantumProgramming, M);
    place(setup, Component::kQuantumGates, Planet::kPsiPlus);
    give(setup, Component::kQuantumGates, R);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX)));  // PSI PLUS is empty: no roll
    EXPECT_EQ(game.state().positions(), both(Planet::kPsiPlus));
    EXPECT_TRUE(game.emitted(GameEventType::kDefenseBypassed));
    // Rubicon does not hold it: its move to PHI PLUS (which holds a component) is checked.
    ASSERT_TRUE(game.step(Action::navigate(R, E::kX), {d8(8)}));
    // Mercurial holds it, but OMEGA TWO holds a component: checked.
    ASSERT_TRUE(game.step(Action::navigate(M, E::kH), {d8(8)}));
    EXPECT_EQ(game.state().positions(), both(Planet::kOmegaTwo));
}

TEST(ComponentTest, QuantumGatesDrawTwoKeepOne) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kSWAP, E::kCNOT});
    give(setup, Component::kQuantumGates, M);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::exchange(M, E::kX)));
    const PendingDecision& d = game.state().pending_decision();
    ASSERT_EQ(d.kind, DecisionKind::kQuantumGates);
    EXPECT_EQ(d.cards, cards({E::kSWAP, E::kCNOT}));
    ASSERT_TRUE(game.step(Action::keep_card(M, E::kCNOT)));
    EXPECT_EQ(game.state().hand(M), cards({E::kH, E::kH, E::kCNOT}));
    EXPECT_EQ(game.state().engine_discard().back(), E::kSWAP);
    EXPECT_EQ(game.state().current_player(), R);
    EXPECT_TRUE(game.replays());
}

TEST(ComponentTest, DilutionRefrigeratorDiscardOneOnRetrievingItThenHandLimitTwo) {
    GameSetup setup =
        make_setup({E::kX, E::kH, E::kCNOT}, {E::kX, E::kH, E::kH}, {E::kSWAP, E::kH}, both(Planet::kPsiMinus));
    ASSERT_EQ(setup.planet_components[*clockwise_index(Planet::kPsiMinus)], Component::kDilutionRefrigerator);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(8)}));
    ASSERT_EQ(game.state().pending_decision().kind, DecisionKind::kDilutionRefrigerator);
    ASSERT_TRUE(game.step(Action::discard_card(M, E::kCNOT)));
    EXPECT_EQ(game.state().hand(M), cards({E::kX, E::kH}));
    EXPECT_EQ(game.state().hand_limit(M), 2);
    ASSERT_TRUE(game.step(Action::exchange(R, E::kX)));  // Rubicon draws SWAP
    ASSERT_TRUE(game.step(Action::exchange(M, E::kX)));  // Mercurial draws H: still two cards
    EXPECT_EQ(game.state().hand(M), cards({E::kH, E::kH}));
    EXPECT_TRUE(game.replays());
}

TEST(ComponentTest, LosingDilutionRefrigeratorRefillsToThree) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH}, {E::kSWAP});
    give(setup, Component::kDilutionRefrigerator, R);
    setup.event_hands[0] = {EventCard::kBennett};
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::play_event(M, EventCard::kBennett)));
    ASSERT_TRUE(game.step(Action::bennett_take(M, Component::kDilutionRefrigerator)));
    // Mercurial now holds it and discards down to two; Rubicon draws back up to three.
    EXPECT_EQ(game.state().hand(R), cards({E::kX, E::kH, E::kSWAP}));
    ASSERT_EQ(game.state().pending_decision().kind, DecisionKind::kDilutionRefrigerator);
    ASSERT_TRUE(game.step(Action::discard_card(M, E::kX)));
    EXPECT_EQ(game.state().hand(M), cards({E::kH, E::kH}));
}

TEST(ComponentTest, QubitInterconnectSwapsOneCardAtTheStartOfTheTurnNotAsTheAction) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kCNOT, E::kSWAP, E::kSWAP}, {}, both(Planet::kZero));
    give(setup, Component::kQubitInterconnect, M);
    Scenario game(setup);
    ASSERT_TRUE(game.legal(Action::interconnect_swap(M, E::kX, E::kCNOT)));
    ASSERT_TRUE(game.step(Action::interconnect_swap(M, E::kX, E::kCNOT)));
    EXPECT_EQ(game.state().hand(M), cards({E::kH, E::kH, E::kCNOT}));
    EXPECT_EQ(game.state().hand(R), cards({E::kSWAP, E::kSWAP, E::kX}));
    // Still Mercurial's turn, once only.
    EXPECT_EQ(game.state().current_player(), M);
    EXPECT_TRUE(game.rejects(Action::interconnect_swap(M, E::kH, E::kSWAP), "already swapped"));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
    EXPECT_EQ(game.state().current_player(), R);
    EXPECT_TRUE(game.replays());
}

TEST(ComponentTest, QubitInterconnectNeedsBothShipsOnTheSamePlanet) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kCNOT, E::kSWAP, E::kSWAP}, {},
                                 ShipPositions{Planet::kZero, Planet::kOne});
    give(setup, Component::kQubitInterconnect, M);
    Scenario game(setup);
    EXPECT_TRUE(game.rejects(Action::interconnect_swap(M, E::kX, E::kCNOT), "do not orbit the same planet"));
}

}  // namespace
}  // namespace entanglion::rules::testing
