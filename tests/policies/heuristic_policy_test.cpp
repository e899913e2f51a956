// The heuristic policy: legal in every variant and difficulty, deterministic, far stronger than
// random, and right in hand-made positions with one clearly right move.

#include <gtest/gtest.h>

#include "tests/common/seeded_game.h"

#include <set>

#include "game/policies/heuristic_policy.h"
#include "game/policies/simulation.h"
#include "tests/policies/heuristic_positions.h"

namespace entanglion::policies {
namespace {

using namespace entanglion::rules;
using testing::eighth_component_with_quantum_tunnel;
using testing::one_card_to_a_component;

TEST(HeuristicPolicyTest, ChoosesOnlyLegalActionsInEveryVariantAndDifficulty) {
    // 30 seeded games of each variant and difficulty: every choice is legal for the acting player,
    // explain() and step() agree, the explanation names the player, and every kind of decision
    // comes up but Bennett's, which follows only the heuristic's own choice to play Bennett (it
    // never does: a component helps either ship alike) and is tested on its own below.
    std::set<DecisionKind> decided;
    std::set<ReasonKind> reasons;
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        for (int difficulty = 1; difficulty <= 3; ++difficulty) {
            for (std::uint64_t seed = 0; seed < 30; ++seed) {
                entanglion::testing::SeededGame game(seed * 7 + static_cast<std::uint64_t>(difficulty), variant,
                                                     difficulty);
                const GameState& state = game.state();
                HeuristicPolicy policy(seed);
                HeuristicPolicy twin(seed);
                int actions = 0;
                while (!state.is_over() && actions < 5000) {
                    const Explanation e = policy.explain(state);
                    std::string reason;
                    ASSERT_TRUE(state.is_legal(e.action, &reason))
                        << variant_id(variant) << " d" << difficulty << " seed " << seed << ": "
                        << action_to_string(e.action) << ": " << reason;
                    ASSERT_EQ(e.action.player, state.acting_player());
                    ASSERT_EQ(twin.step(state), e.action);
                    ASSERT_EQ(format_explanation(e).rfind(ship_display_name(e.action.player), 0), 0u);
                    decided.insert(state.pending_decision().kind);
                    reasons.insert(e.reason);
                    ASSERT_TRUE(game.apply(e.action));
                    ASSERT_EQ(state.check_invariants(), "");
                    ++actions;
                }
                EXPECT_TRUE(state.is_over()) << "seed " << seed;
            }
        }
    }
    for (DecisionKind kind :
         {DecisionKind::kNone, DecisionKind::kDefense, DecisionKind::kMagneticShielding, DecisionKind::kPhysicalQubits,
          DecisionKind::kQuantumGates, DecisionKind::kDilutionRefrigerator, DecisionKind::kMechanic}) {
        EXPECT_TRUE(decided.count(kind)) << decision_kind_id(kind) << " never decided";
    }
    for (ReasonKind kind : {ReasonKind::kRetrieve, ReasonKind::kReachComponent, ReasonKind::kApproachComponent,
                            ReasonKind::kHoldPosition, ReasonKind::kRollDefense, ReasonKind::kPlaceShips,
                            ReasonKind::kKeepCard, ReasonKind::kDiscardCard, ReasonKind::kHeisenberg}) {
        EXPECT_TRUE(reasons.count(kind)) << reason_kind_id(kind) << " never given";
    }
}

TEST(HeuristicPolicyTest, SameSeedSameGame) {
    auto play = [](std::uint64_t seed) {
        SimulationSettings settings;
        settings.policy = "heuristic";
        settings.seed = seed;
        std::vector<GameOutcome> outcomes;
        for (std::uint64_t i = 0; i < 20; ++i) outcomes.push_back(play_game(settings, i));
        return outcomes;
    };
    const auto a = play(5);
    const auto b = play(5);
    const auto c = play(6);
    bool same = true;
    bool differs = false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        same &= a[i].actions == b[i].actions && a[i].status == b[i].status && a[i].cause == b[i].cause;
        differs |= a[i].actions != c[i].actions;
    }
    EXPECT_TRUE(same);
    EXPECT_TRUE(differs);
}

TEST(HeuristicPolicyTest, BeatsRandomByAWideMarginAtDifficultyOne) {
    // Measured: about 68% of games won against 0.015% for random; the bound is generous.
    SimulationSettings settings;
    settings.games = 200;
    settings.policy = "heuristic";
    const SimulationResult heuristic = simulate(settings);
    settings.policy = "random";
    const SimulationResult random = simulate(settings);
    EXPECT_GE(heuristic.won, 80) << "heuristic won " << heuristic.won << " of 200";
    EXPECT_LE(random.won, 4) << "random won " << random.won << " of 200";
    EXPECT_LT(heuristic.actions, random.actions) << "the heuristic's games are shorter: it goes for the components";
}

TEST(HeuristicPolicyTest, PlaysTheOneCardThatReachesAComponent) {
    GameState state = testing::start(one_card_to_a_component());
    HeuristicPolicy policy(1);
    const Explanation e = policy.explain(state);
    EXPECT_EQ(e.action, Action::navigate(Ship::kRubicon, EngineCard::kH));
    EXPECT_EQ(e.reason, ReasonKind::kReachComponent);
    EXPECT_EQ(e.component, Component::kQuantumGates);
    ASSERT_TRUE(e.positions.has_value());
    EXPECT_EQ(e.positions->mercurial, Planet::kOmegaTwo);
    // Detection position 1 shows 2: rolls 1 and 2 of the d8 are detected.
    EXPECT_EQ(e.risk_numerator, 2);
    EXPECT_EQ(e.risk_denominator, 8);
    EXPECT_EQ(format_explanation(e),
              "Rubicon plays H: both ships to OMEGA TWO, which holds Quantum Gates; detection risk 2/8");
}

TEST(HeuristicPolicyTest, RetrievesTheEighthComponentWithQuantumTunnel) {
    const GameSetup setup = eighth_component_with_quantum_tunnel();
    GameState state = testing::start(setup);
    HeuristicPolicy policy(1);
    const Explanation retrieve = policy.explain(state);
    EXPECT_EQ(retrieve.action, Action::retrieve(Ship::kMercurial));
    EXPECT_EQ(retrieve.risk_numerator, 0) << "the tunnel will bypass the ground defenses";
    ASSERT_TRUE(state.apply_until_chance(retrieve.action));
    ASSERT_EQ(state.pending_decision().kind, DecisionKind::kDefense);
    const Explanation tunnel = policy.explain(state);
    EXPECT_EQ(tunnel.action, Action::play_quantum_tunnel(Ship::kMercurial));
    EXPECT_EQ(tunnel.reason, ReasonKind::kQuantumTunnelLast);
    EXPECT_EQ(format_explanation(tunnel),
              "Mercurial plays Quantum Tunnel: Quantum Gates is the eighth and last component; detection risk 0/8");
    ASSERT_TRUE(state.apply_until_chance(tunnel.action));
    EXPECT_EQ(state.status(), GameStatus::kWon);
}

TEST(HeuristicPolicyTest, KeepsQuantumTunnelWhenTheComponentIsNotTheLast) {
    GameSetup setup = eighth_component_with_quantum_tunnel();
    // Magnetic Shielding back on a planet: two components are left, and the rate (6) does not lose.
    testing::components_on_ships(setup, Ship::kRubicon,
                                 {{5, Component::kQuantumGates}, {1, Component::kMagneticShielding}});
    GameState state = testing::start(setup);
    HeuristicPolicy policy(1);
    ASSERT_TRUE(state.apply_until_chance(policy.step(state)));
    ASSERT_EQ(state.pending_decision().kind, DecisionKind::kDefense);
    const Explanation e = policy.explain(state);
    EXPECT_EQ(e.action, Action::roll_defense(Ship::kMercurial));
    EXPECT_EQ(e.reason, ReasonKind::kRollDefense);
    EXPECT_EQ(e.risk_numerator, 6);
}

TEST(HeuristicPolicyTest, MagneticShieldingKeepsARollThatEvadesAndRerollsOneThatFails) {
    for (int roll : {2, 8}) {
        GameSetup setup = eighth_component_with_quantum_tunnel();
        testing::set_event_hand(setup, Ship::kMercurial, {});
        setup.detection_position = 3;  // rate 3
        testing::components_on_ships(setup, Ship::kRubicon,
                                     {{5, Component::kQuantumGates}, {1, Component::kMagneticShielding}});
        // Mercurial gets Magnetic Shielding: it comes off the planet onto Mercurial's ship.
        setup.planet_components[1].reset();
        setup.ship_components[0].push_back(Component::kMagneticShielding);
        GameState state = testing::start(setup);
        HeuristicPolicy policy(1);
        ASSERT_TRUE(state.apply_until_chance(Action::retrieve(Ship::kMercurial)));
        ASSERT_TRUE(state.apply_chance_outcome(ChanceOutcome::d8(roll)));
        ASSERT_EQ(state.pending_decision().kind, DecisionKind::kMagneticShielding);
        const Explanation e = policy.explain(state);
        if (roll > 3) {
            EXPECT_EQ(e.action, Action::keep_roll(Ship::kMercurial, roll));
        } else {
            EXPECT_EQ(e.action, Action::reroll(Ship::kMercurial));
        }
    }
}

TEST(HeuristicPolicyTest, PlaysHeisenbergWhenEveryLandingHoldsAComponent) {
    // Both ships on ZERO, every component still on its planet: any of the eight faces lands on a
    // component, while the cards need at least two moves to enter Entanglion.
    using E = EngineCard;
    GameSetup setup = rules::testing::make_setup({E::kX, E::kX, E::kSWAP}, {E::kX, E::kH, E::kSWAP}, {},
                                                 {Planet::kZero, Planet::kZero}, Ship::kMercurial);
    setup.event_hands[0] = {EventCard::kHeisenberg};
    rules::testing::complete_setup(setup);
    GameState state = testing::start(setup);
    HeuristicPolicy policy(1);
    const Explanation e = policy.explain(state);
    EXPECT_EQ(e.action, Action::play_event(Ship::kMercurial, EventCard::kHeisenberg));
    EXPECT_EQ(e.reason, ReasonKind::kHeisenberg);
    EXPECT_EQ(e.value, 8);
    EXPECT_EQ(format_explanation(e),
              "Mercurial plays Heisenberg: 8 of the 8 die faces land on a planet holding a component");
}

TEST(HeuristicPolicyTest, BennettTakesAHelpfulComponentFromTheShipThatHoldsThemAll) {
    // Rubicon holds seven components, Control Infrastructure and Dilution Refrigerator among them;
    // Mercurial plays Bennett (a human's choice, say) and the heuristic answers the decision.
    GameSetup setup = eighth_component_with_quantum_tunnel();
    testing::set_event_hand(setup, Ship::kMercurial, {EventCard::kBennett});
    GameState state = testing::start(setup);
    ASSERT_TRUE(state.apply_until_chance(Action::play_event(Ship::kMercurial, EventCard::kBennett)));
    ASSERT_EQ(state.pending_decision().kind, DecisionKind::kBennett);
    HeuristicPolicy policy(1);
    const Explanation e = policy.explain(state);
    ASSERT_TRUE(state.is_legal(e.action, static_cast<std::string*>(nullptr)));
    EXPECT_EQ(e.action.type, ActionType::kBennettTake);
    EXPECT_NE(e.action.component, Component::kControlInfrastructure);
    EXPECT_NE(e.action.component, Component::kDilutionRefrigerator);
    EXPECT_EQ(e.reason, ReasonKind::kBennettMove);
}

}  // namespace
}  // namespace entanglion::policies
