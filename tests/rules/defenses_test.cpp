// Orbital and ground defenses, PROBE, the engine stack reshuffle, the detection track, the end of the
// game, and the setup procedure.

#include <gtest/gtest.h>

#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

TEST(OrbitalDefenseTest, DetectionJumpsBothShipsByOneCentariousRoll) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kPhiPlus));
    setup.event_deck = {EventCard::kWaveFunctionCollapse};
    setup.detection_position = 3;
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {d8(3), centarious(0)}));
    EXPECT_EQ(game.state().positions(), both(Planet::kZero));
    // +1 (3 -> 4) then Wave Function Collapse (-2): position 2.
    EXPECT_EQ(game.state().detection_position(), 2);
    EXPECT_TRUE(game.replays());
}

TEST(GroundDefenseTest, ARollAboveTheRateRetrievesTheComponent) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kOmegaTwo));
    setup.detection_position = 9;  // value 6
    Scenario game(setup);
    const Component there = *game.state().component_on(Planet::kOmegaTwo);
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(7)}));
    EXPECT_TRUE(game.state().ship_has(M, there));
}

TEST(GroundDefenseTest, FailureRaisesTheRateAndTheShipsStayWithoutANewCheck) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kSWAP, E::kH, E::kH}, {}, both(Planet::kOmegaTwo));
    setup.detection_position = 9;  // value 6: a 6 is not enough
    Scenario game(setup);
    const Component there = *game.state().component_on(Planet::kOmegaTwo);
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(6)}));
    EXPECT_EQ(game.state().detection_position(), 10);
    EXPECT_EQ(game.state().positions(), both(Planet::kOmegaTwo));
    EXPECT_EQ(game.state().component_on(Planet::kOmegaTwo), there);
    // Next turn: a card that does not move the ships needs no orbital check (nothing scripted).
    ASSERT_TRUE(game.step(Action::exchange(R, E::kSWAP)));
    EXPECT_TRUE(game.replays());
}

TEST(GroundDefenseTest, RetrieveIsOnlyOfferedOnAPlanetHoldingAComponent) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kOmegaTwo));
    give(setup, *setup.planet_components[*clockwise_index(Planet::kOmegaTwo)], R);
    Scenario game(setup);
    EXPECT_TRUE(game.rejects(Action::retrieve(M), "no component on OMEGA_TWO"));
}

TEST(ProbeTest, DrawingProbeBelowFourRaisesTheRateAndDrawsAReplacement) {
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kPROBE, E::kSWAP}));
    ASSERT_TRUE(game.step(Action::exchange(M, E::kX), {d8(3)}));
    EXPECT_EQ(game.state().detection_position(), 1);
    EXPECT_EQ(game.state().hand(M), cards({E::kH, E::kH, E::kSWAP}));
    EXPECT_TRUE(game.state().engine_discard().contains(E::kPROBE));
    EXPECT_TRUE(game.replays());
}

TEST(ProbeTest, FourOrMoreHasNoEffect) {
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kPROBE, E::kSWAP}));
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {d8(4)}));
    EXPECT_EQ(game.state().detection_position(), 0);
    EXPECT_TRUE(game.emitted(GameEventType::kDefenseEvaded));
}

TEST(EngineStackTest, TheDiscardPileIsReshuffledTheMomentTheStackRunsOutProbeIncluded) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kSWAP});
    // Everything else is in the discard pile, PROBE included.
    std::vector<EngineCard> rest;
    for (int i = 0; i < 4; ++i) rest.push_back(E::kH);
    for (int i = 0; i < 7; ++i) rest.push_back(E::kCNOT);
    for (int i = 0; i < 3; ++i) rest.push_back(E::kX);
    for (int i = 0; i < 2; ++i) rest.push_back(E::kSWAP);
    rest.push_back(E::kPROBE);
    setup.engine_discard = rest;
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX)));
    EXPECT_TRUE(game.emitted(GameEventType::kEngineStackReshuffled));
    EXPECT_EQ(game.state().engine_stack().size(), 17);
    EXPECT_TRUE(game.state().engine_discard().empty());
    // The rules know PROBE is in the new stack, at no known place (any draw may reveal it) ...
    EXPECT_EQ(game.state().engine_stack().count(E::kPROBE), 1);
    EXPECT_EQ(game.state().engine_stack().pinned_place(), EngineStack::kNoPlace);
    EXPECT_DOUBLE_EQ(game.state().engine_stack().probability(E::kPROBE), 1.0 / 17);
    // ... so Rubicon's replacement draw may meet PROBE first: then its roll, then another card.
    ASSERT_TRUE(game.step(Action::exchange(R, E::kX), {draw(E::kPROBE), d8(8), draw(E::kH)}));
    EXPECT_EQ(game.state().hand(R), cards({E::kH, E::kH, E::kH}));
    EXPECT_TRUE(game.replays());
}

TEST(EngineStackTest, AForcedDrawMustBeACardTheStackHolds) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kSWAP});
    setup.engine_discard = {E::kH,    E::kH,    E::kH, E::kH, E::kCNOT, E::kCNOT, E::kCNOT, E::kCNOT, E::kCNOT,
                            E::kCNOT, E::kCNOT, E::kX, E::kX, E::kX,    E::kSWAP, E::kSWAP, E::kPROBE};
    Scenario game(setup);
    // The stack holds one SWAP and nothing else.
    const auto result = game.step(Action::navigate(M, E::kX), {draw(E::kX)});
    EXPECT_FALSE(result);
    EXPECT_NE(std::string(result.message()).find("engine_draw outcome 0 is not possible here"), std::string::npos)
        << result.message();
}

TEST(DetectionTrackTest, ValuesAndStartingPositions) {
    EXPECT_EQ(starting_detection_position(1), 0);
    EXPECT_EQ(starting_detection_position(2), 1);
    EXPECT_EQ(starting_detection_position(3), 3);
    const std::array<int, 11> values = {1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 7};
    EXPECT_EQ(kDetectionValues, values);
    EXPECT_EQ(detection_label(11), "X");
}

TEST(DetectionTrackTest, PlusOneMovesOnePositionNotOneValue) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kOmegaTwo));
    setup.detection_position = 1;  // the first 2
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(1)}));
    EXPECT_EQ(game.state().detection_position(), 2);  // the second 2
    EXPECT_EQ(game.state().detection_value(), 2);
}

TEST(GameEndTest, ReachingXLosesAtOnce) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kPhiPlus));
    setup.detection_position = 10;  // value 7
    setup.event_deck = {EventCard::kWaveFunctionCollapse};
    Scenario game(setup);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {d8(7), centarious(1)}));
    EXPECT_EQ(game.state().status(), GameStatus::kLost);
    EXPECT_EQ(game.state().detection_position(), kDetectionLossPosition);
    // Lost immediately: the quantum event's card was never drawn.
    EXPECT_EQ(game.state().event_deck().size(), 9);
    EXPECT_TRUE(game.state().legal_actions().empty());
    EXPECT_TRUE(game.emitted(GameEventType::kGameLost));
    EXPECT_TRUE(game.rejects(Action::exchange(R, E::kX), "the game is over (lost)"));
    EXPECT_TRUE(game.replays());
}

TEST(GameEndTest, TheEighthComponentWinsAtOnceOnEitherShip) {
    // Mercurial holds Dilution Refrigerator among the seven: a hand of two.
    GameSetup setup = make_setup({E::kX, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kOmegaTwo));
    for (int i = 0; i < 8; ++i) {
        const Component c = kAllComponents[i];
        if (kClockwiseEntanglion[i] != Planet::kOmegaTwo) give(setup, c, i % 2 ? R : M);
    }
    Scenario game(setup);
    EXPECT_EQ(game.state().components_collected(), 7);
    ASSERT_TRUE(game.step(Action::retrieve(M), {d8(8)}));
    EXPECT_EQ(game.state().status(), GameStatus::kWon);
    EXPECT_TRUE(game.emitted(GameEventType::kGameWon));
    EXPECT_TRUE(game.state().legal_actions().empty());
}

TEST(SetupTest, TheRulebookProcedureAsChanceNodes) {
    GameState state(3, RulesVariant::kBoard);
    std::vector<GameEvent> events;
    const auto apply = [&](const ChanceOutcome& outcome) {
        std::string error;
        EXPECT_TRUE(state.apply_chance_outcome(outcome, &error, &events)) << error;
    };
    // 2. A component for each Entanglion planet clockwise from OMEGA ZERO, among those not laid yet.
    ASSERT_TRUE(state.in_setup());
    EXPECT_EQ(state.actor(), Actor::kChance);
    EXPECT_TRUE(state.legal_actions().empty());
    for (int i = 0; i < kComponentCount; ++i) {
        ASSERT_EQ(state.pending_chance().kind, ChanceKind::kComponentPlacement);
        EXPECT_EQ(state.chance_outcomes().size(), static_cast<std::size_t>(kComponentCount - i));
        apply(ChanceOutcome::placement(kAllComponents[kComponentCount - 1 - i]));
    }
    EXPECT_FALSE(state.apply_chance_outcome(ChanceOutcome::d8(9)));
    // 6. Both roll the d8, Mercurial first; a tie rolls again; the higher goes first.
    apply(ChanceOutcome::d8(4));
    apply(ChanceOutcome::d8(4));
    apply(ChanceOutcome::d8(2));
    apply(ChanceOutcome::d8(6));
    // 7. The Centarious die for each ship, the first player's first.
    ASSERT_EQ(state.pending_chance().kind, ChanceKind::kCentariousDie);
    EXPECT_EQ(state.pending_chance().player, R);
    apply(ChanceOutcome::centarious(1));
    apply(ChanceOutcome::centarious(0));
    // 8. Three engine cards each, the first player first; PROBE lies at the bottom and cannot come.
    ASSERT_EQ(state.pending_chance().kind, ChanceKind::kEngineDraw);
    EXPECT_EQ(state.pending_chance().player, R);
    EXPECT_DOUBLE_EQ(state.engine_stack().probability(E::kPROBE), 0.0);
    for (int i = 0; i < 6; ++i) apply(ChanceOutcome::engine_draw(E::kH));
    EXPECT_FALSE(state.in_setup());
    EXPECT_FALSE(state.at_chance_node());
    EXPECT_EQ(state.actor(), Actor::kRubicon);
    EXPECT_EQ(state.current_player(), R);
    EXPECT_EQ(state.positions(), (ShipPositions{Planet::kZero, Planet::kOne}));
    EXPECT_EQ(state.detection_position(), 3);
    EXPECT_EQ(state.hand(R), cards({E::kH, E::kH, E::kH}));
    EXPECT_EQ(state.hand(M), cards({E::kH, E::kH, E::kH}));
    EXPECT_EQ(state.engine_stack().size(), 18);
    EXPECT_EQ(state.engine_stack().pinned_place(), 17);  // PROBE at the bottom
    EXPECT_EQ(state.event_deck().size(), 9);
    EXPECT_EQ(state.event_deck().pinned_place(), 5);  // Quantum Shuffle is the 6th card from the top
    EXPECT_EQ(state.component_on(Planet::kOmegaZero), Component::kMagneticShielding);
    EXPECT_EQ(state.check_invariants(), "");
    // The log: four first-player rolls, who goes first (after two rounds), the two placements, six draws.
    ASSERT_EQ(events.size(), 4u + 1u + 2u + 6u);
    ASSERT_EQ(events[4].type(), GameEventType::kSetupFirstPlayer);
    EXPECT_EQ(events[4].as<event::SetupFirstPlayer>().rounds, 2);
    EXPECT_EQ(state.history().size(), 8u + 4u + 2u + 6u);
}

TEST(SetupTest, ValidationNamesTheProblem) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH});
    complete_setup(setup);
    EXPECT_EQ(validate_setup(setup), "");
    setup.engine_stack.push_back(E::kH);
    EXPECT_EQ(validate_setup(setup), "engine cards: 9 H instead of 8");
    setup.engine_stack.pop_back();
    setup.ships = ShipPositions{Planet::kPhiPlus, Planet::kZero};
    EXPECT_NE(validate_setup(setup).find("not valid"), std::string::npos);
}

}  // namespace
}  // namespace entanglion::rules::testing
