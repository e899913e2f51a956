// The quantum-rules variant (Born-rule detection) and the legality check against its reference.

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "game/rules/action_fields.h"
#include "game/rules/chance_sampler.h"
#include "statevector/catalogue.h"
#include "tests/common/seeded_game.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

TEST(QuantumVariantTest, DetectionMeasuresEachShipByItsOwnBit) {
    // PHI PLUS -> X for Mercurial -> PSI PLUS = (|01> + |10>)/√2; detected: the measurement gives
    // Mercurial 0, Rubicon 1, so the ships land on different Centarious planets.
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kPhiPlus)),
                  RulesVariant::kQuantum);
    ASSERT_TRUE(game.step(Action::navigate(M, E::kX), {d8(1), measured(0, 1)}));
    EXPECT_TRUE(game.emitted(GameEventType::kMeasured));
    EXPECT_EQ(game.state().positions(), (ShipPositions{Planet::kZero, Planet::kOne}));
    EXPECT_TRUE(game.state().live_state().equals_up_to_phase(TwoQubitState::basis(0, 1)));
    EXPECT_TRUE(game.replays());
}

TEST(NavigationDestinationTest, SaysWhereACardGoesByTheGamesVariantAndMatchesTheMove) {
    // Mercurial on PLUS, Rubicon on MINUS: CNOT for Rubicon kicks the phase back to Mercurial. The
    // board prints no such path (nothing moves); quantum mechanics takes Mercurial to MINUS.
    const ShipPositions start{Planet::kPlus, Planet::kMinus};
    Scenario board(make_setup({E::kX, E::kH, E::kH}, {E::kCNOT, E::kH, E::kH}, {}, start));
    Scenario quantum(make_setup({E::kX, E::kH, E::kH}, {E::kCNOT, E::kH, E::kH}, {}, start), RulesVariant::kQuantum);
    EXPECT_EQ(board.state().navigation_destination(E::kCNOT, R), std::nullopt);
    EXPECT_EQ(quantum.state().navigation_destination(E::kCNOT, R), (ShipPositions{Planet::kMinus, Planet::kMinus}));
    EXPECT_EQ(board.state().navigation_destination(E::kH, M), (ShipPositions{Planet::kZero, Planet::kMinus}));
    EXPECT_EQ(board.state().navigation_destination(E::kPROBE, M), std::nullopt);
    // The preview agrees with the move itself.
    ASSERT_TRUE(board.step(Action::navigate(M, E::kH)));
    EXPECT_EQ(board.state().positions(), (ShipPositions{Planet::kZero, Planet::kMinus}));
}

TEST(ActionCategoryTest, TurnActionsTheFreeSwapAndDecisionAnswers) {
    for (ActionType turn :
         {ActionType::kNavigate, ActionType::kExchange, ActionType::kRetrieve, ActionType::kPlayEvent}) {
        EXPECT_EQ(action_category(turn), ActionCategory::kTurn) << action_type_id(turn);
    }
    EXPECT_EQ(action_category(ActionType::kInterconnectSwap), ActionCategory::kFree);
    int decisions = 0;
    for (int i = 0; i < kActionTypeCount; ++i) {
        if (action_category(static_cast<ActionType>(i)) == ActionCategory::kDecision) ++decisions;
    }
    EXPECT_EQ(decisions, kActionTypeCount - 5);
    EXPECT_EQ(action_category(ActionType::kRollDefense), ActionCategory::kDecision);
    EXPECT_EQ(action_category(ActionType::kMechanicStop), ActionCategory::kDecision);
}

TEST(QuantumVariantTest, AnImpossibleMeasurementOutcomeIsRejected) {
    Scenario game(make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kPhiPlus)),
                  RulesVariant::kQuantum);
    const auto result = game.step(Action::navigate(M, E::kX), {d8(1), measured(0, 0)});
    EXPECT_FALSE(result);
    EXPECT_NE(std::string(result.message()).find("measure outcome 0 is not possible here"), std::string::npos)
        << result.message();
}

TEST(QuantumVariantTest, SeededMeasurementFollowsTheBornRule) {
    // X for Mercurial at PHI PLUS in the quantum variant takes |Phi+> to |Psi+>, and the detection's
    // measurement chance node offers only 01 and 10; a seeded sampler gives about half each.
    const GameState state = quantum_detection_at_psi_plus();
    ASSERT_EQ(state.chance_outcomes().size(), 2u);
    Rng chance(3);
    int zeros = 0;
    for (int i = 0; i < 2000; ++i) {
        const ChanceOutcome o = sample_chance_outcome(state, chance);
        ASSERT_TRUE(o.value == 1 || o.value == 2) << o.value;
        zeros += o.value == 1 ? 1 : 0;
    }
    EXPECT_GT(zeros, 900);
    EXPECT_LT(zeros, 1100);
}

TEST(LegalityTest, FieldsTheTypeDoesNotUseDoNotChangeLegality) {
    // is_legal(a) is whether the list holds canonical_action(a): fields a type does not use (set
    // here to every value) are ignored. LegalOptionsTest checks every canonical action.
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        entanglion::testing::SeededGame game(seed, RulesVariant::kBoard, 2);
        Rng policy(seed + 100);
        const GameState& s = game.state();
        for (int step = 0; step < 300 && !s.is_over(); ++step) {
            const ActionList legal = s.legal_actions();
            for (Ship player : kShips) {
                for (int t = 0; t < kActionTypeCount; ++t) {
                    for (int card = 0; card < kEngineCardKinds; ++card) {
                        for (int extra = 0; extra < 9; ++extra) {
                            Action a = Action::make(static_cast<ActionType>(t), player);
                            a.card = static_cast<EngineCard>(card);
                            a.other_card = static_cast<EngineCard>(extra % kEngineCardKinds);
                            a.event = static_cast<EventCard>(extra);
                            a.component = static_cast<Component>(extra % kComponentCount);
                            a.value = static_cast<std::uint8_t>(extra);
                            a.mercurial_bit = static_cast<std::uint8_t>(extra % 2);
                            a.rubicon_bit = static_cast<std::uint8_t>(extra / 2 % 2);
                            const bool listed = legal.contains(canonical_action(a));
                            ASSERT_EQ(s.is_legal(a), listed) << "seed " << seed << ": " << action_to_string(a);
                        }
                    }
                }
            }
            ASSERT_TRUE(game.apply(legal[static_cast<std::size_t>(policy.uniform_index(legal.size()))]));
        }
    }
}

TEST(ActionTextTest, EveryLegalActionRoundTripsThroughText) {
    entanglion::testing::SeededGame game(11);
    Rng policy(12);
    const GameState& s = game.state();
    for (int step = 0; step < 300 && !s.is_over(); ++step) {
        const ActionList legal = s.legal_actions();
        for (const Action& a : legal) {
            std::string error;
            const auto parsed = parse_action(action_to_string(a), &error);
            ASSERT_TRUE(parsed) << error;
            EXPECT_EQ(*parsed, a) << action_to_string(a);
        }
        ASSERT_TRUE(game.apply(legal[static_cast<std::size_t>(policy.uniform_index(legal.size()))]));
    }
    std::string error;
    EXPECT_FALSE(parse_action("MERCURIAL navigate Q", &error));
    EXPECT_EQ(error, "unknown engine card \"Q\"");
    EXPECT_FALSE(parse_action("VENUS retrieve", &error));
    EXPECT_EQ(error, "unknown ship \"VENUS\"");
}

TEST(ActionTextTest, EveryActionTypeIsWrittenAsBefore) {
    // The text the CLI prints and the app matches, one action of every type.
    const std::vector<std::pair<Action, std::string>> expected = {
        {Action::navigate(M, E::kCNOT), "MERCURIAL navigate CNOT"},
        {Action::exchange(R, E::kSWAP), "RUBICON exchange SWAP"},
        {Action::retrieve(M), "MERCURIAL retrieve"},
        {Action::play_event(R, EventCard::kTheMechanic), "RUBICON play_event THE_MECHANIC"},
        {Action::interconnect_swap(M, E::kH, E::kSWAP), "MERCURIAL interconnect_swap H SWAP"},
        {Action::roll_defense(R), "RUBICON roll_defense"},
        {Action::play_quantum_tunnel(M), "MERCURIAL play_quantum_tunnel"},
        {Action::keep_roll(R, 7), "RUBICON keep_roll 7"},
        {Action::reroll(M), "MERCURIAL reroll"},
        {Action::place_ships(R, 1, 0), "RUBICON place_ships ONE ZERO"},
        {Action::roll_placement(M), "MERCURIAL roll_placement"},
        {Action::keep_card(R, E::kPROBE), "RUBICON keep_card PROBE"},
        {Action::discard_card(M, E::kX), "MERCURIAL discard_card X"},
        {Action::bennett_give(R, Component::kMagneticShielding), "RUBICON bennett_give MAGNETIC_SHIELDING"},
        {Action::bennett_take(M, Component::kQuantumErrorCorrection),
         "MERCURIAL bennett_take QUANTUM_ERROR_CORRECTION"},
        {Action::mechanic_play(R, E::kH), "RUBICON mechanic_play H"},
        {Action::mechanic_stop(M), "MERCURIAL mechanic_stop"},
    };
    ASSERT_EQ(expected.size(), static_cast<std::size_t>(kActionTypeCount));
    for (const auto& [action, text] : expected) {
        EXPECT_EQ(action_to_string(action), text);
        std::string error;
        const auto parsed = parse_action(text, &error);
        ASSERT_TRUE(parsed) << error;
        EXPECT_EQ(*parsed, action) << text;
    }
    // Spaces for underscores and any letter case, as people type.
    std::string error;
    EXPECT_EQ(parse_action("rubicon play_event the mechanic", &error), Action::play_event(R, EventCard::kTheMechanic));
    EXPECT_EQ(parse_action("Mercurial bennett_take quantum error correction", &error),
              Action::bennett_take(M, Component::kQuantumErrorCorrection));
    EXPECT_EQ(parse_action("RUBICON place_ships 0 one", &error), Action::place_ships(R, 0, 1));
}

}  // namespace
}  // namespace entanglion::rules::testing
