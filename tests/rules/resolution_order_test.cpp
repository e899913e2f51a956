// The order of effects: the events of a few actions whose consequences wait on each other (a
// detection's quantum event before engine control's, checks waiting on Magnetic Shielding, Quantum
// Tunnel, The Mechanic, Heisenberg), as the resolver's task stack sequences them.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

using T = GameEventType;

/// Checks the last step's events, type by type; on a mismatch, lists what happened.
::testing::AssertionResult events_are(const Scenario& game, const std::vector<T>& expected) {
    std::vector<T> types;
    std::string log;
    for (const GameEvent& e : game.events()) {
        types.push_back(e.type());
        log += "\n  " + describe_event(e);
    }
    if (types == expected) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "the events were:" << log;
}

/// Mercurial on ZERO, Rubicon on PLUS: Mercurial's CNOT takes both ships to PHI PLUS, a new
/// Entanglion planet, so an orbital check follows.
GameSetup entering_setup(std::vector<EngineCard> stack_top) {
    return make_setup({E::kCNOT, E::kH, E::kH}, {E::kX, E::kH, E::kH}, std::move(stack_top),
                      {Planet::kZero, Planet::kPlus});
}

TEST(ResolutionOrderTest, DetectionsQuantumEventComesBeforeEngineControls) {
    GameSetup setup = entering_setup({E::kH});
    for (E c : {E::kX, E::kX, E::kSWAP, E::kSWAP, E::kCNOT}) setup.engine_control.push_back(ControlSlot{c, R});
    setup.event_deck = {EventCard::kSchrodinger, EventCard::kWaveFunctionCollapse};
    Scenario game(setup);
    // The sixth box fills; the replacement is drawn; the orbital check detects (placement, +1, the
    // detection's quantum event and its clearing); the turn ends with engine control's quantum event.
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT), {d8(1), centarious(0)}));
    EXPECT_TRUE(
        events_are(game, {T::kCardPlayed, T::kEngineControlFull, T::kShipsMoved, T::kEngineCardDrawn, T::kDieRolled,
                          T::kDetected, T::kDieRolled, T::kShipsMoved, T::kDetectionChanged, T::kQuantumEvent,
                          T::kEventCardDrawn, T::kDetectionChanged, T::kEngineControlCleared, T::kQuantumEvent,
                          T::kEventCardDrawn, T::kDetectionChanged, T::kEngineControlCleared, T::kTurnStarted}));
    EXPECT_TRUE(game.replays());
}

TEST(ResolutionOrderTest, ProbeThenOrbitalCheckEachWaitOnMagneticShielding) {
    GameSetup setup = entering_setup({E::kPROBE, E::kH});
    give(setup, Component::kMagneticShielding, M);
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT), {d8(2)}));
    EXPECT_TRUE(events_are(game, {T::kCardPlayed, T::kShipsMoved, T::kEngineCardDrawn, T::kDieRolled}));
    ASSERT_EQ(game.state().pending_decision().purpose, RollPurpose::kProbe);
    // The PROBE's check, the rest of the draw, then the orbital check's roll.
    ASSERT_TRUE(game.step(Action::keep_roll(M, 2), {d8(8)}));
    EXPECT_TRUE(events_are(game, {T::kDetected, T::kDetectionChanged, T::kEngineCardDrawn, T::kDieRolled}));
    ASSERT_EQ(game.state().pending_decision().purpose, RollPurpose::kOrbitalDefense);
    ASSERT_TRUE(game.step(Action::keep_roll(M, 8)));
    EXPECT_TRUE(events_are(game, {T::kDefenseEvaded, T::kTurnStarted}));
    EXPECT_TRUE(game.replays());
}

TEST(ResolutionOrderTest, QuantumTunnelAnswersTheOrbitalCheckThenTheTurnEnds) {
    GameSetup setup = entering_setup({E::kH});
    setup.event_hands[0] = {EventCard::kQuantumTunnel};
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kCNOT)));
    EXPECT_TRUE(events_are(game, {T::kCardPlayed, T::kShipsMoved, T::kEngineCardDrawn}));
    ASSERT_TRUE(game.step(Action::play_quantum_tunnel(M)));
    EXPECT_TRUE(events_are(game, {T::kEventCardPlayed, T::kDefenseBypassed, T::kTurnStarted}));
    EXPECT_TRUE(game.replays());
}

TEST(ResolutionOrderTest, TheMechanicDrawsPlaysThenDiscardsTheRest) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kCNOT, E::kH, E::kX},
                                 {Planet::kZero, Planet::kPlus});
    setup.event_hands[0] = {EventCard::kTheMechanic};
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::play_event(M, EventCard::kTheMechanic)));
    EXPECT_TRUE(events_are(game, {T::kEventCardPlayed, T::kEngineCardDrawn, T::kEngineCardDrawn, T::kEngineCardDrawn}));
    ASSERT_TRUE(game.step(Action::mechanic_play(M, E::kCNOT)));  // into Entanglion, no orbital check
    EXPECT_TRUE(events_are(game, {T::kCardPlayed, T::kShipsMoved, T::kDefenseBypassed}));
    ASSERT_TRUE(game.step(Action::mechanic_stop(M)));
    EXPECT_TRUE(events_are(game, {T::kEngineCardDiscarded, T::kEngineCardDiscarded, T::kTurnStarted}));
    EXPECT_TRUE(game.replays());
}

TEST(ResolutionOrderTest, HeisenbergRollsMovesAndBypassesTheDefenses) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH});
    setup.event_hands[0] = {EventCard::kHeisenberg};
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::play_event(M, EventCard::kHeisenberg), {d8(3)}));
    EXPECT_TRUE(
        events_are(game, {T::kEventCardPlayed, T::kDieRolled, T::kShipsMoved, T::kDefenseBypassed, T::kTurnStarted}));
    EXPECT_TRUE(game.replays());
}

}  // namespace
}  // namespace entanglion::rules::testing
