// The nine quantum event cards: the held ones (Bennett, Heisenberg, Quantum Tunnel, The Mechanic) and
// the ones resolved when drawn (Bit Flip Error, Quantum Shuffle, Schrödinger, Spooky Action, Wave
// Function Collapse), plus the errata about Spooky Action and The Mechanic.

#include <gtest/gtest.h>

#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

/// Mercurial to move; engine control holds five cards, so Mercurial's CNOT (which moves nothing with
/// Rubicon on ZERO) fills the sixth box and the quantum event draws `top` at the end of the turn.
GameSetup event_setup(std::vector<EventCard> deck_top) {
    GameSetup s = make_setup({E::kCNOT, E::kH, E::kH}, {E::kX, E::kH, E::kH});
    for (E c : {E::kX, E::kX, E::kSWAP, E::kSWAP, E::kCNOT}) s.engine_control.push_back(ControlSlot{c, R});
    s.event_deck = std::move(deck_top);
    return s;
}

TEST(EventCardTest, SchrodingerRaisesTheRateByOne) {
    GameSetup setup = event_setup({EventCard::kSchrodinger});
    setup.detection_position = 4;
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
    EXPECT_EQ(game.state().detection_position(), 5);
    EXPECT_TRUE(game.state().event_discard().contains(EventCard::kSchrodinger));
}

TEST(EventCardTest, WaveFunctionCollapseLowersByTwoNeverBelowTheFirst) {
    GameSetup setup = event_setup({EventCard::kWaveFunctionCollapse});
    setup.detection_position = 6;
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
    EXPECT_EQ(game.state().detection_position(), 4);

    GameSetup low = event_setup({EventCard::kWaveFunctionCollapse});
    low.detection_position = 1;
    Scenario game2(low);
    ASSERT_TRUE(game2.step(Action::navigate(M, E::kCNOT)));
    EXPECT_EQ(game2.state().detection_position(), 0);
}

TEST(EventCardTest, BitFlipErrorMovesTheTokenToTheFirstFour) {
    for (int start : {0, 9}) {
        GameSetup setup = event_setup({EventCard::kBitFlipError});
        setup.detection_position = start;
        Scenario game(setup);
        ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
        EXPECT_EQ(game.state().detection_position(), kFirstFourPosition);
        EXPECT_EQ(game.state().detection_value(), 4);
    }
}

TEST(EventCardTest, HeldCardsGoToTheDrawingPlayersHand) {
    Scenario game(event_setup({EventCard::kTheMechanic}));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
    EXPECT_TRUE(game.state().event_hand(M).contains(EventCard::kTheMechanic));
    EXPECT_TRUE(game.emitted(GameEventType::kEventCardKept));
}

TEST(EventCardTest, QuantumShuffleRebuildsTheDeckKeepsHeldCardsAndDrawsAgain) {
    GameSetup setup = event_setup({EventCard::kQuantumShuffle});
    setup.event_hands[1] = {EventCard::kHeisenberg};
    setup.event_discard = {EventCard::kBennett};
    Scenario game(setup);
    // The seven cards neither held nor Quantum Shuffle are rebuilt into a deck, Quantum Shuffle fourth
    // (as in setup: all but three above it); then a card is drawn: Schrödinger.
    const std::vector<EventCard> before = game.events_top();
    ASSERT_TRUE(
        game.step(Action::navigate(M, E::kCNOT), {draw(EventCard::kQuantumShuffle), draw(EventCard::kSchrodinger)}));
    EXPECT_TRUE(game.emitted(GameEventType::kEventDeckRebuilt));
    EXPECT_EQ(game.state().detection_position(), 1);  // Schrödinger
    EXPECT_TRUE(game.state().event_hand(R).contains(EventCard::kHeisenberg));
    // The rules know the deck's cards and Quantum Shuffle's place (4th from the top now) ...
    const EventDeck& deck = game.state().event_deck();
    ASSERT_EQ(deck.size(), 7);
    EXPECT_EQ(deck.pinned(), EventCard::kQuantumShuffle);
    EXPECT_EQ(deck.pinned_place(), 3);
    EXPECT_EQ(deck.probability(EventCard::kQuantumShuffle), 0.0);
    EXPECT_DOUBLE_EQ(deck.probability(EventCard::kBitFlipError), 1.0 / 6);
    EXPECT_EQ(deck.count(EventCard::kSchrodinger), 0);
    // ... and the three draws after it are Quantum Shuffle, then one of the three below it.
    ASSERT_EQ(before.front(), EventCard::kQuantumShuffle);
    EXPECT_TRUE(game.replays());
}

TEST(EventCardTest, HeisenbergCountsClockwiseFromOmegaZeroIgnoringDefenses) {
    struct Case {
        int roll;
        Planet lands;
    };
    for (const Case& c : {Case{1, Planet::kOmegaOne}, Case{3, Planet::kPhiMinus}, Case{7, Planet::kPsiPlus},
                          Case{8, Planet::kOmegaZero}}) {
        GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH});
        setup.event_hands[0] = {EventCard::kHeisenberg};
        Scenario game(setup);
        ASSERT_TRUE(game.legal(Action::play_event(M, EventCard::kHeisenberg)));
        // Only the Heisenberg roll: no orbital defense roll follows.
        ASSERT_TRUE(game.step(Action::play_event(M, EventCard::kHeisenberg), {d8(c.roll)}));
        EXPECT_EQ(game.state().positions(), both(c.lands)) << c.roll;
        EXPECT_TRUE(game.state().live_state().equals_up_to_phase(game.state().board().state_of(both(c.lands))));
        EXPECT_TRUE(game.state().event_discard().contains(EventCard::kHeisenberg));
        EXPECT_EQ(game.state().current_player(), R);  // it was Mercurial's action
    }
}

TEST(EventCardTest, BennettGivesOrTakesOneComponent) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH});
    setup.event_hands[0] = {EventCard::kBennett, EventCard::kHeisenberg};
    give(setup, Component::kQuantumGates, M);
    give(setup, Component::kMagneticShielding, R);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::play_event(M, EventCard::kBennett)));
    ASSERT_EQ(game.state().pending_decision().kind, DecisionKind::kBennett);
    EXPECT_EQ(game.state().acting_player(), M);
    const ActionList options = game.state().legal_actions();
    EXPECT_EQ(options.size(), 2u);
    EXPECT_TRUE(options.contains(Action::bennett_give(M, Component::kQuantumGates)));
    EXPECT_TRUE(options.contains(Action::bennett_take(M, Component::kMagneticShielding)));
    ASSERT_TRUE(game.step(Action::bennett_take(M, Component::kMagneticShielding)));
    EXPECT_TRUE(game.state().ship_has(M, Component::kMagneticShielding));
    EXPECT_TRUE(game.state().ship_has(M, Component::kQuantumGates));
    EXPECT_EQ(game.state().current_player(), R);
    EXPECT_TRUE(game.replays());
}

TEST(EventCardTest, BennettNeedsAComponentOnAShip) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH});
    setup.event_hands[0] = {EventCard::kBennett};
    Scenario game(setup);
    EXPECT_TRUE(game.rejects(Action::play_event(M, EventCard::kBennett), "no component is on a ship"));
}

TEST(EventCardTest, QuantumTunnelBypassesOrbitalDefensesAndIsNotTheAction) {
    GameSetup setup = make_setup({E::kCNOT, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, {Planet::kZero, Planet::kPlus});
    setup.event_hands[0] = {EventCard::kQuantumTunnel};
    Scenario game(setup);
    EXPECT_TRUE(game.rejects(Action::play_event(M, EventCard::kQuantumTunnel), "against a defense check"));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
    ASSERT_EQ(game.state().pending_decision().kind, DecisionKind::kDefense);
    EXPECT_EQ(game.state().pending_decision().defense, DefenseKind::kOrbital);
    ASSERT_TRUE(game.step(Action::play_quantum_tunnel(M)));  // no die
    EXPECT_EQ(game.state().positions(), both(Planet::kPhiPlus));
    EXPECT_TRUE(game.state().event_discard().contains(EventCard::kQuantumTunnel));
    EXPECT_TRUE(game.state().event_hand(M).empty());
    EXPECT_EQ(game.state().current_player(), R);
    EXPECT_TRUE(game.replays());
}

TEST(EventCardTest, QuantumTunnelMakesARetrievalSucceed) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kOmegaThree));
    setup.event_hands[0] = {EventCard::kQuantumTunnel};
    setup.detection_position = 10;
    Scenario game(setup);
    const Component there = *game.state().component_on(Planet::kOmegaThree);
    ASSERT_TRUE(game.step(Action::retrieve(M)));
    ASSERT_EQ(game.state().pending_decision().defense, DefenseKind::kGround);
    ASSERT_TRUE(game.step(Action::play_quantum_tunnel(M)));
    EXPECT_TRUE(game.state().ship_has(M, there));
    EXPECT_EQ(game.state().detection_position(), 10);
}

TEST(EventCardTest, TheHolderOfQuantumTunnelMayStillRoll) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kOmegaThree));
    setup.event_hands[0] = {EventCard::kQuantumTunnel};
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::retrieve(M)));
    ASSERT_TRUE(game.step(Action::roll_defense(M), {d8(1)}));
    EXPECT_EQ(game.state().detection_position(), 1);
    EXPECT_TRUE(game.state().event_hand(M).contains(EventCard::kQuantumTunnel));
}

TEST(EventCardTest, SpookyActionReturnsARandomComponentCountingEmptyPlanets) {
    // Default placement clockwise from OMEGA ZERO: PQ, QI, DR, QG, QP, QEC, CI, MS.
    // Mercurial holds Quantum Gates (PHI MINUS is empty), Rubicon Qubit Interconnect (OMEGA ONE empty).
    GameSetup setup = event_setup({EventCard::kSpookyAction});
    give(setup, Component::kQuantumGates, M);
    give(setup, Component::kQubitInterconnect, R);
    give(setup, Component::kQuantumProgramming, M);
    {
        // Roll 2: OMEGA ONE (1st empty), PSI MINUS is occupied, PHI MINUS (2nd empty).
        Scenario game(setup);
        ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT), {picked(Component::kQuantumGates), d8(2)}));
        EXPECT_EQ(game.state().component_on(Planet::kPhiMinus), Component::kQuantumGates);
        EXPECT_TRUE(game.state().ship_has(M, Component::kQuantumProgramming));
        EXPECT_TRUE(game.replays());
    }
    {
        // Roll 4: OMEGA ONE, PHI MINUS, OMEGA THREE (empty: QP is on Mercurial), then wrapping around
        // past the occupied planets back to OMEGA ONE.
        Scenario game(setup);
        ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT), {picked(Component::kQuantumProgramming), d8(4)}));
        EXPECT_EQ(game.state().component_on(Planet::kOmegaOne), Component::kQuantumProgramming);
    }
}

TEST(EventCardTest, ErratumSpookyActionCountsLikeHeisenbergFromOmegaZero) {
    // Only OMEGA ONE holds a component. Counting starts after OMEGA ZERO, skips OMEGA ONE, and reaches
    // OMEGA ZERO itself on the 7th empty planet, like Heisenberg's count.
    GameSetup setup = event_setup({EventCard::kSpookyAction});
    for (Component c : kAllComponents) {
        // Magnetic Shielding goes to Rubicon so that Mercurial's roll is final (no re-roll choice).
        if (c != Component::kQubitInterconnect) give(setup, c, c == Component::kMagneticShielding ? R : M);
    }
    setup.hands[0].pop_back();  // Dilution Refrigerator: a hand of two
    struct Case {
        int roll;
        Planet lands;
    };
    for (const Case& c : {Case{1, Planet::kPsiMinus}, Case{7, Planet::kOmegaZero}, Case{8, Planet::kPsiMinus}}) {
        Scenario game(setup);
        ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT), {picked(Component::kQuantumGates), d8(c.roll)}));
        EXPECT_EQ(game.state().component_on(c.lands), Component::kQuantumGates) << c.roll;
    }
}

TEST(EventCardTest, SpookyActionWithoutComponentsDoesNothing) {
    Scenario game(event_setup({EventCard::kSpookyAction}));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));  // no pick, no roll
    EXPECT_EQ(game.state().components_collected(), 0);
}

TEST(EventCardTest, TheMechanicPlaysUpToTwoCardsWithoutOrbitalDefenses) {
    GameSetup setup = make_setup({E::kX, E::kSWAP, E::kSWAP}, {E::kX, E::kH, E::kH}, {E::kH, E::kCNOT, E::kX},
                                 {Planet::kZero, Planet::kZero});
    setup.event_hands[0] = {EventCard::kTheMechanic};
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::play_event(M, EventCard::kTheMechanic)));
    const PendingDecision& d = game.state().pending_decision();
    ASSERT_EQ(d.kind, DecisionKind::kMechanic);
    EXPECT_EQ(d.cards, cards({E::kH, E::kCNOT, E::kX}));
    EXPECT_TRUE(game.state().hand(M).empty());
    EXPECT_EQ(game.state().set_aside_hand(), cards({E::kX, E::kSWAP, E::kSWAP}));
    // H: Mercurial to PLUS.
    ASSERT_TRUE(game.step(Action::mechanic_play(M, E::kH)));
    EXPECT_EQ(game.state().positions(), (ShipPositions{Planet::kPlus, Planet::kZero}));
    ASSERT_EQ(game.state().pending_decision().kind, DecisionKind::kMechanic);
    // Second card: CNOT for Mercurial from PLUS with Rubicon on ZERO moves nothing.
    ASSERT_TRUE(game.step(Action::mechanic_play(M, E::kCNOT)));
    // After two plays the rest is discarded and the hand comes back.
    EXPECT_EQ(game.state().pending_decision().kind, DecisionKind::kNone);
    EXPECT_EQ(game.state().hand(M), cards({E::kX, E::kSWAP, E::kSWAP}));
    EXPECT_EQ(game.state().engine_discard().back(), E::kX);
    EXPECT_EQ(game.state().engine_control().size(), 2u);
    EXPECT_EQ(game.state().current_player(), R);
    EXPECT_TRUE(game.replays());
}

TEST(EventCardTest, TheMechanicEntersEntanglionWithoutADefenseRoll) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kCNOT, E::kSWAP, E::kSWAP},
                                 {Planet::kZero, Planet::kPlus});
    setup.event_hands[0] = {EventCard::kTheMechanic};
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::play_event(M, EventCard::kTheMechanic)));
    ASSERT_TRUE(game.step(Action::mechanic_play(M, E::kCNOT)));  // no d8 scripted
    EXPECT_EQ(game.state().positions(), both(Planet::kPhiPlus));
    EXPECT_TRUE(game.emitted(GameEventType::kDefenseBypassed));
    ASSERT_TRUE(game.step(Action::mechanic_stop(M)));
    EXPECT_EQ(game.state().engine_discard().size(), 2u);  // both SWAPs
}

TEST(EventCardTest, ErratumTheMechanicMayPlayZeroCards) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kCNOT, E::kSWAP, E::kSWAP});
    setup.event_hands[0] = {EventCard::kTheMechanic};
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::play_event(M, EventCard::kTheMechanic)));
    ASSERT_TRUE(game.step(Action::mechanic_stop(M)));
    EXPECT_EQ(game.state().hand(M), cards({E::kX, E::kH, E::kH}));
    EXPECT_EQ(game.state().engine_discard().size(), 3u);
    EXPECT_TRUE(game.state().engine_control().empty());
}

TEST(EventCardTest, ErratumProbeDrawnDuringTheMechanicResolvesAtOnceAndIsReplaced) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kCNOT, E::kPROBE, E::kSWAP, E::kX});
    setup.event_hands[0] = {EventCard::kTheMechanic};
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::play_event(M, EventCard::kTheMechanic), {d8(2)}));
    EXPECT_EQ(game.state().detection_position(), 1);  // 2 < 4
    EXPECT_EQ(game.state().pending_decision().cards, cards({E::kCNOT, E::kSWAP, E::kX}));
    EXPECT_TRUE(game.state().engine_discard().contains(E::kPROBE));
}

}  // namespace
}  // namespace entanglion::rules::testing
