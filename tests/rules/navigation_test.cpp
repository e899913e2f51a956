// Navigation: the printed board, engine control, entering and exiting Entanglion, quantum notes,
// the quantum variant, and which arrivals trigger orbital defenses.

#include <gtest/gtest.h>

#include "statevector/catalogue.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

ShipPositions at(Planet m, Planet r) { return ShipPositions{m, r}; }

TEST(NavigationTest, XFlipsOwnShipBetweenZeroAndOne) {
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, at(Planet::kZero, Planet::kZero)));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX)));
    EXPECT_EQ(game.state().positions(), at(Planet::kOne, Planet::kZero));
    ASSERT_TRUE(game.step(Action::navigate(R, E::kX)));
    EXPECT_EQ(game.state().positions(), at(Planet::kOne, Planet::kOne));
    EXPECT_TRUE(game.state().live_state().equals_up_to_phase(TwoQubitState::basis(1, 1)));
    EXPECT_TRUE(game.replays());
}

TEST(NavigationTest, CnotInCentariousFlipsOnlyWhenTheOtherShipIsOnOne) {
    Scenario game(make_setup({E::kCNOT, E::kH, E::kH}, {E::kCNOT, E::kH, E::kH}, {}, at(Planet::kZero, Planet::kOne)));
    // Rubicon is on ONE: Mercurial's CNOT flips Mercurial.
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
    EXPECT_EQ(game.state().positions(), at(Planet::kOne, Planet::kOne));
    // Mercurial is on ONE: Rubicon's CNOT flips Rubicon to ZERO.
    ASSERT_TRUE(game.step(Action::navigate(R, E::kCNOT)));
    EXPECT_EQ(game.state().positions(), at(Planet::kOne, Planet::kZero));
    EXPECT_FALSE(game.emitted(GameEventType::kQuantumNote));
}

TEST(NavigationTest, CnotWithTheOtherShipOnZeroFillsABoxAndMovesNothing) {
    Scenario game(make_setup({E::kCNOT, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, at(Planet::kZero, Planet::kZero)));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
    EXPECT_EQ(game.state().positions(), at(Planet::kZero, Planet::kZero));
    ASSERT_EQ(game.state().engine_control().size(), 1u);
    EXPECT_FALSE(game.emitted(GameEventType::kShipsMoved));
}

TEST(NavigationTest, SwapOutsideEntanglionExchangesThePlanets) {
    Scenario game(make_setup({E::kSWAP, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, at(Planet::kZero, Planet::kMinus)));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kSWAP)));
    EXPECT_EQ(game.state().positions(), at(Planet::kMinus, Planet::kZero));
}

TEST(NavigationTest, HMovesBetweenCentariousAndSuperious) {
    Scenario game(make_setup({E::kH, E::kH, E::kH}, {E::kH, E::kH, E::kH}, {}, at(Planet::kZero, Planet::kOne)));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kH)));
    ASSERT_TRUE(game.step(Action::navigate(R, E::kH)));
    EXPECT_EQ(game.state().positions(), at(Planet::kPlus, Planet::kMinus));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kH)));
    EXPECT_EQ(game.state().positions(), at(Planet::kZero, Planet::kMinus));
}

TEST(NavigationTest, EnteringTableAllFourGreyLines) {
    struct Case {
        Planet lead;
        Planet other;
        Planet destination;
    };
    for (const Case& c :
         {Case{Planet::kZero, Planet::kPlus, Planet::kPhiPlus}, Case{Planet::kZero, Planet::kMinus, Planet::kPhiMinus},
          Case{Planet::kOne, Planet::kPlus, Planet::kPsiPlus}, Case{Planet::kOne, Planet::kMinus, Planet::kPsiMinus}}) {
        // Rubicon leads (the rulebook's example: Rubicon on ZERO, Mercurial on PLUS -> PHI PLUS).
        Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kCNOT, E::kH, E::kH}, {}, at(c.other, c.lead), R));
        ASSERT_TRUE(game.step(Action::navigate(R, E::kCNOT), {d8(8)}));
        EXPECT_EQ(game.state().positions(), both(c.destination)) << planet_id(c.destination);
        EXPECT_TRUE(game.state().live_state().equals_up_to_phase(game.state().board().state_of(both(c.destination))));
    }
}

TEST(NavigationTest, OnlyTheShipInCentariousCanEnter) {
    // Mercurial is in Superious: its CNOT (Rubicon on ZERO as control) changes nothing.
    Scenario game(make_setup({E::kCNOT, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, at(Planet::kPlus, Planet::kZero)));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
    EXPECT_EQ(game.state().positions(), at(Planet::kPlus, Planet::kZero));
    EXPECT_FALSE(game.state().positions().in_entanglion());
}

TEST(NavigationTest, ErratumCnotExitSendsThePlayerToCentariousTheOtherToSuperious) {
    GameSetup setup = make_setup({E::kCNOT, E::kH, E::kH}, {E::kCNOT, E::kH, E::kH}, {}, both(Planet::kPhiPlus));
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
    EXPECT_EQ(game.state().positions(), at(Planet::kZero, Planet::kPlus));
    // Leaving Entanglion faces no orbital defenses (no die was scripted).
    EXPECT_FALSE(game.emitted(GameEventType::kDieRolled));

    Scenario game2(make_setup({E::kX, E::kH, E::kH}, {E::kCNOT, E::kH, E::kH}, {}, both(Planet::kPsiMinus), R));
    ASSERT_TRUE(game2.step(Action::navigate(R, E::kCNOT)));
    EXPECT_EQ(game2.state().positions(), at(Planet::kMinus, Planet::kOne));
}

TEST(NavigationTest, BoardWinsOverPhaseKickbackWithAQuantumNote) {
    // |+>|->: Rubicon's CNOT (Rubicon target, Mercurial control) kicks the phase back: |->|->.
    // The board prints no such path, so the ships stay and the live state is reset to the board's.
    Scenario game(
        make_setup({E::kX, E::kH, E::kH}, {E::kCNOT, E::kH, E::kH}, {}, at(Planet::kPlus, Planet::kMinus), R));
    ASSERT_TRUE(game.step(Action::navigate(R, E::kCNOT)));
    EXPECT_EQ(game.state().positions(), at(Planet::kPlus, Planet::kMinus));
    ASSERT_TRUE(game.emitted(GameEventType::kQuantumNote));
    for (const GameEvent& e : game.events()) {
        if (e.type() != GameEventType::kQuantumNote) continue;
        EXPECT_EQ(e.as<event::QuantumNote>().to, at(Planet::kMinus, Planet::kMinus));
        EXPECT_FALSE(e.as<event::QuantumNote>().printed);  // no printed path
        EXPECT_NE(describe_event(e).find("no such path"), std::string::npos);
    }
    EXPECT_TRUE(game.state().live_state().equals_up_to_phase(
        TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kMinus)));
    EXPECT_TRUE(game.replays());
}

TEST(NavigationTest, QuantumVariantFollowsThePhaseKickback) {
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kCNOT, E::kH, E::kH}, {}, at(Planet::kPlus, Planet::kMinus), R),
                  RulesVariant::kQuantum);
    ASSERT_TRUE(game.step(Action::navigate(R, E::kCNOT)));
    EXPECT_EQ(game.state().positions(), at(Planet::kMinus, Planet::kMinus));
    EXPECT_FALSE(game.emitted(GameEventType::kQuantumNote));
    EXPECT_TRUE(game.replays());
}

TEST(NavigationTest, ACardWithoutAPathInEntanglionNeedsNoNewDefenseCheck) {
    // SWAP leaves the symmetric PHI PLUS unchanged: no move, no orbital check (no die scripted).
    Scenario game(make_setup({E::kSWAP, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kPhiPlus)));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kSWAP)));
    EXPECT_EQ(game.state().positions(), both(Planet::kPhiPlus));
    EXPECT_EQ(game.state().engine_control().size(), 1u);
}

TEST(NavigationTest, EveryMoveToANewEntanglionPlanetFacesOrbitalDefenses) {
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kH, E::kH, E::kH}, {}, both(Planet::kPhiPlus)));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {d8(5)}));
    EXPECT_EQ(game.state().positions(), both(Planet::kPsiPlus));
    EXPECT_TRUE(game.emitted(GameEventType::kDefenseEvaded));
}

TEST(NavigationTest, SwapInsideEntanglionOnlyBetweenOmegaZeroAndOmegaThree) {
    Scenario game(make_setup({E::kSWAP, E::kH, E::kH}, {E::kSWAP, E::kH, E::kH}, {}, both(Planet::kOmegaZero)));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kSWAP), {d8(8)}));
    EXPECT_EQ(game.state().positions(), both(Planet::kOmegaThree));
    ASSERT_TRUE(game.step(Action::navigate(R, E::kSWAP), {d8(8)}));
    EXPECT_EQ(game.state().positions(), both(Planet::kOmegaZero));
}

TEST(NavigationTest, SingleLinePathsMoveOnlyForTheirShip) {
    // OMEGA ZERO - OMEGA ONE is X on the red line only; Mercurial's X takes the blue X/CNOT path to OMEGA TWO.
    Scenario red(make_setup({E::kH, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kOmegaZero), R));
    ASSERT_TRUE(red.step(Action::navigate(R, E::kX), {d8(8)}));
    EXPECT_EQ(red.state().positions(), both(Planet::kOmegaOne));
    Scenario blue(make_setup({E::kX, E::kH, E::kH}, {E::kH, E::kH, E::kH}, {}, both(Planet::kOmegaZero)));
    ASSERT_TRUE(blue.step(Action::navigate(M, E::kX), {d8(8)}));
    EXPECT_EQ(blue.state().positions(), both(Planet::kOmegaTwo));
}

TEST(EngineControlTest, CardsGoOnTheLineOfTheShipTheyWerePlayedFor) {
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX)));
    ASSERT_TRUE(game.step(Action::navigate(R, E::kH)));
    ASSERT_EQ(game.state().engine_control().size(), 2u);
    EXPECT_EQ(game.state().engine_control()[0], (ControlSlot{E::kX, M}));
    EXPECT_EQ(game.state().engine_control()[1], (ControlSlot{E::kH, R}));
}

TEST(EngineControlTest, TheSixthBoxTriggersAQuantumEventAtTheEndOfTheTurn) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH});
    for (E c : {E::kCNOT, E::kCNOT, E::kSWAP, E::kX, E::kH}) setup.engine_control.push_back(ControlSlot{c, M});
    setup.event_deck = {EventCard::kSchrodinger};
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX)));
    EXPECT_TRUE(game.emitted(GameEventType::kEngineControlFull));
    EXPECT_TRUE(game.emitted(GameEventType::kQuantumEvent));
    EXPECT_EQ(game.state().detection_position(), 1);  // Schrödinger: +1
    EXPECT_TRUE(game.state().engine_control().empty());
    EXPECT_EQ(game.state().engine_discard().size(), 6u);
    // The event happened after the replacement draw, at the end of the turn.
    int drawn_at = -1;
    int event_at = -1;
    for (std::size_t i = 0; i < game.events().size(); ++i) {
        if (game.events()[i].type() == GameEventType::kEngineCardDrawn) drawn_at = static_cast<int>(i);
        if (game.events()[i].type() == GameEventType::kQuantumEvent) event_at = static_cast<int>(i);
    }
    EXPECT_LT(drawn_at, event_at);
    EXPECT_TRUE(game.replays());
}

TEST(EngineControlTest, DetectionInTheSameTurnAsTheSixthBoxMeansTwoQuantumEvents) {
    GameSetup setup = make_setup({E::kCNOT, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, at(Planet::kZero, Planet::kPlus));
    for (E c : {E::kCNOT, E::kCNOT, E::kSWAP, E::kX, E::kH}) setup.engine_control.push_back(ControlSlot{c, R});
    setup.event_deck = {EventCard::kSchrodinger, EventCard::kWaveFunctionCollapse};
    setup.detection_position = 4;  // value 3
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT), {d8(2), centarious(0)}));
    int quantum_events = 0;
    for (const GameEvent& e : game.events()) quantum_events += e.type() == GameEventType::kQuantumEvent ? 1 : 0;
    EXPECT_EQ(quantum_events, 2);
    // 4 -> 5 (detected) -> 6 (Schrödinger) -> 4 (Wave Function Collapse).
    EXPECT_EQ(game.state().detection_position(), 4);
    EXPECT_EQ(game.state().positions(), both(Planet::kZero));
    EXPECT_EQ(game.state().event_discard().size(), 2u);
}

TEST(IllegalActionTest, ReasonNamesTheShipTheCardAndTheHand) {
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, {}, R));
    std::string reason;
    EXPECT_FALSE(game.state().is_legal(Action::navigate(R, E::kCNOT), &reason));
    EXPECT_EQ(reason, "RUBICON cannot play CNOT: hand is [X, H, H]");
    EXPECT_TRUE(game.rejects(Action::navigate(M, E::kX), "it is RUBICON's turn"));
    EXPECT_TRUE(game.rejects(Action::retrieve(R), "not orbiting an Entanglion planet"));
    EXPECT_TRUE(game.rejects(Action::roll_defense(R), "no pending decision"));
    // An illegal action changes nothing.
    const GameState before = game.state();
    GameState copy = game.state();
    EXPECT_FALSE(copy.apply_until_chance(Action::navigate(R, E::kSWAP), &reason));
    EXPECT_TRUE(copy == before);
    EXPECT_TRUE(copy.history() == before.history());
}

TEST(IllegalActionTest, ReasonIsTypedDataForTheUiAndTheSameEnglishForTheCli) {
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, {}, R));
    const auto refusal = [&](const Action& action) {
        IllegalMove why;
        EXPECT_FALSE(game.state().is_legal(action, &why));
        std::string english;
        EXPECT_FALSE(game.state().is_legal(action, &english));
        EXPECT_EQ(english, describe_illegal(why));
        return why;
    };
    const IllegalMove card = refusal(Action::navigate(R, E::kCNOT));
    EXPECT_EQ(card.kind, IllegalKind::kNavigateCardNotInHand);
    EXPECT_EQ(card.player, R);
    EXPECT_EQ(card.card, E::kCNOT);
    EXPECT_EQ(card.hand, cards({E::kX, E::kH, E::kH}));
    const IllegalMove turn = refusal(Action::navigate(M, E::kX));
    EXPECT_EQ(turn.kind, IllegalKind::kNotYourTurn);
    EXPECT_EQ(turn.player, M);
    EXPECT_EQ(turn.other_player, R);
    EXPECT_EQ(refusal(Action::retrieve(R)).kind, IllegalKind::kRetrieveOutsideEntanglion);
    const IllegalMove decision = refusal(Action::roll_defense(R));
    EXPECT_EQ(decision.kind, IllegalKind::kNoPendingDecision);
    EXPECT_EQ(decision.action_type, ActionType::kRollDefense);
    EXPECT_EQ(refusal(Action::exchange(R, E::kSWAP)).kind, IllegalKind::kExchangeCardNotInHand);
    // A legal action leaves no reason behind.
    IllegalMove untouched;
    untouched.kind = IllegalKind::kAlreadySwapped;
    EXPECT_TRUE(game.state().is_legal(Action::navigate(R, E::kX), &untouched));
    EXPECT_EQ(untouched.kind, IllegalKind::kAlreadySwapped);
}

TEST(TurnTest, NoPassingEveryTurnOffersOnlyTheFourActions) {
    Scenario game(make_setup({E::kX, E::kH, E::kCNOT}, {E::kX, E::kH, E::kH}));
    const ActionList legal = game.state().legal_actions();
    EXPECT_EQ(legal.size(), 6u);  // navigate X/H/CNOT, exchange X/H/CNOT
    for (const Action& a : legal) {
        EXPECT_TRUE(a.type == ActionType::kNavigate || a.type == ActionType::kExchange);
    }
}

TEST(TurnTest, ExchangeDiscardsAndDrawsAReplacement) {
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kSWAP}));
    ASSERT_TRUE(game.step(Action::exchange(M, E::kX)));
    EXPECT_EQ(game.state().hand(M), cards({E::kH, E::kH, E::kSWAP}));
    EXPECT_EQ(game.state().engine_discard().back(), E::kX);
    EXPECT_TRUE(game.state().engine_control().empty());
    EXPECT_EQ(game.state().current_player(), R);
}

}  // namespace
}  // namespace entanglion::rules::testing
