// Orbital and ground defenses, PROBE, the engine stack reshuffle, the detection track, the end of the
// game, and the setup procedure.

#include <gtest/gtest.h>

#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

ShipPositions both(Planet p) { return ShipPositions{p, p}; }

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
    // The new order puts PROBE on top: it is not set at the bottom again.
    std::vector<EngineCard> order = {E::kPROBE};
    for (EngineCard c : rest) {
        if (c != E::kPROBE) order.push_back(c);
    }
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {engine_order(order)}));
    EXPECT_TRUE(game.emitted(GameEventType::kEngineStackReshuffled));
    EXPECT_EQ(game.state().engine_stack().size(), 17);
    EXPECT_TRUE(game.state().engine_discard().empty());
    // The rules know PROBE is in the new stack, at no known place (any draw may reveal it) ...
    EXPECT_EQ(game.state().engine_stack().count(E::kPROBE), 1);
    EXPECT_EQ(game.state().engine_stack().pinned_place(), EngineStack::kNoPlace);
    EXPECT_DOUBLE_EQ(game.state().engine_stack().probability(E::kPROBE), 1.0 / 17);
    // ... and the shuffle put it on top, so Rubicon's replacement draw meets PROBE first.
    ASSERT_TRUE(game.step(Action::exchange(R, E::kX), {d8(8)}));
    EXPECT_EQ(game.state().hand(R), cards({E::kH, E::kH, E::kH}));
    EXPECT_TRUE(game.replays());
}

TEST(EngineStackTest, AScriptedShuffleMustBeAnOrderOfTheCardsShuffled) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kSWAP});
    setup.engine_discard = {E::kH,    E::kH,    E::kH, E::kH, E::kCNOT, E::kCNOT, E::kCNOT, E::kCNOT, E::kCNOT,
                            E::kCNOT, E::kCNOT, E::kX, E::kX, E::kX,    E::kSWAP, E::kSWAP, E::kPROBE};
    Scenario game(setup);
    const auto result = game.step(Action::navigate(M, E::kX), {engine_order({E::kH, E::kH})});
    EXPECT_FALSE(result);
    EXPECT_NE(std::string(result.message()).find("lists 2 cards, the game is shuffling 17"), std::string::npos);
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

TEST(SetupTest, TheRulebookProcedure) {
    ScriptedChance chance;
    std::vector<Component> clockwise(kAllComponents.rbegin(), kAllComponents.rend());
    chance.push(component_order(clockwise));
    std::vector<EngineCard> engine;
    for (int i = 0; i < 8; ++i) engine.push_back(E::kH);
    for (int i = 0; i < 7; ++i) engine.push_back(E::kCNOT);
    for (int i = 0; i < 5; ++i) engine.push_back(E::kX);
    for (int i = 0; i < 3; ++i) engine.push_back(E::kSWAP);
    chance.push_engine_order(engine);
    std::vector<EventCard> events;
    for (EventCard c : kAllEventCards) {
        if (c != EventCard::kQuantumShuffle) events.push_back(c);
    }
    chance.push_event_order(events);
    chance.push_d8(4);  // Mercurial
    chance.push_d8(4);  // Rubicon: a tie, re-roll
    chance.push_d8(2);
    chance.push_d8(6);          // Rubicon goes first
    chance.push_centarious(1);  // Rubicon's ship first
    chance.push_centarious(0);
    const GameSetup setup = generate_setup(3, RulesVariant::kBoard, chance);
    EXPECT_EQ(chance.remaining(), 0u);
    EXPECT_EQ(validate_setup(setup), "");
    EXPECT_EQ(setup.first_player, R);
    EXPECT_EQ(setup.ships, (ShipPositions{Planet::kZero, Planet::kOne}));
    EXPECT_EQ(setup.detection_position, 3);
    // Rubicon draws first: the top three cards.
    EXPECT_EQ(setup.hands[1], (std::vector<EngineCard>{E::kH, E::kH, E::kH}));
    EXPECT_EQ(setup.hands[0], (std::vector<EngineCard>{E::kH, E::kH, E::kH}));
    EXPECT_EQ(setup.engine_stack.size(), 18u);
    EXPECT_EQ(setup.engine_stack.back(), E::kPROBE);
    // Quantum Shuffle is the 6th card from the top.
    ASSERT_EQ(setup.event_deck.size(), 9u);
    EXPECT_EQ(setup.event_deck[5], EventCard::kQuantumShuffle);
    EXPECT_EQ(setup.planet_components[0], Component::kMagneticShielding);  // on OMEGA ZERO
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
