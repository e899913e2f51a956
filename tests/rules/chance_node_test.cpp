// Chance nodes (chance_node.h): the resolver stops at every die roll and placement measurement, lists
// the outcomes with exact probabilities, and applying one resumes it. apply() with a ChanceSource is a
// driver over the same nodes, so forcing an outcome equals scripting it.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "game/rules/game_state.h"
#include "statevector/random.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

ShipPositions both(Planet p) { return ShipPositions{p, p}; }

double total_probability(const ChanceOutcomeList& outcomes) {
    double total = 0;
    for (const ChanceOutcomeProbability& o : outcomes) total += o.probability;
    return total;
}

// Samples one outcome of a chance node from `rng` by its listed probabilities.
const ChanceOutcome& sample(const ChanceOutcomeList& outcomes, Rng& rng) {
    const double u = rng.uniform01();
    double cumulative = 0;
    for (const ChanceOutcomeProbability& o : outcomes) {
        cumulative += o.probability;
        if (u < cumulative) return o.outcome;
    }
    return outcomes.back().outcome;
}

// A state that navigates X from PHI PLUS to a new Entanglion planet: the d8 of its orbital check is the
// first chance node (the replacement card drawn first is not a PROBE).
GameState orbital_check_game(int detection_position) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kPhiPlus));
    setup.event_deck = {EventCard::kWaveFunctionCollapse};
    setup.detection_position = detection_position;
    complete_setup(setup);
    std::string error;
    auto state = GameState::create(setup, &error);
    EXPECT_TRUE(state) << error;
    return *state;
}

TEST(ChanceNodeTest, ProbabilitiesSumToOneAtEveryChanceNodeOfRandomPlayouts) {
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        int nodes[8] = {};
        for (std::uint64_t seed = 1; seed <= 150; ++seed) {
            SeededChance setup_chance(seed);
            SeededChance rest(seed + 1000);  // the shuffles, not yet chance nodes
            Rng rng(seed * 31 + 7);
            GameState s(generate_setup(static_cast<int>(seed % 3) + 1, variant, setup_chance));
            ActionList legal;
            for (int steps = 0; !s.is_over() && steps < 40000; ++steps) {
                std::string error;
                if (s.at_chance_node()) {
                    ASSERT_EQ(s.actor(), Actor::kChance);
                    ASSERT_TRUE(s.legal_actions().empty());
                    const ChanceOutcomeList outcomes = s.chance_outcomes();
                    ASSERT_FALSE(outcomes.empty());
                    for (const ChanceOutcomeProbability& o : outcomes) {
                        EXPECT_GT(o.probability, 0.0);
                        EXPECT_EQ(o.outcome.kind, s.pending_chance().kind);
                    }
                    ASSERT_NEAR(total_probability(outcomes), 1.0, 1e-12) << "seed " << seed;
                    ++nodes[static_cast<int>(s.pending_chance().kind)];
                    ASSERT_TRUE(s.apply_chance_outcome(sample(outcomes, rng), rest, &error)) << error;
                } else {
                    EXPECT_NE(s.actor(), Actor::kChance);
                    EXPECT_TRUE(s.chance_outcomes().empty());
                    s.legal_actions(legal);
                    ASSERT_FALSE(legal.empty()) << "seed " << seed;
                    const Action action = legal[static_cast<std::size_t>(rng.uniform_below(legal.size()))];
                    ASSERT_TRUE(s.apply_until_chance(action, rest, &error)) << error;
                }
                ASSERT_EQ(s.check_invariants(), "") << "seed " << seed << " step " << steps;
            }
            EXPECT_TRUE(s.is_over()) << "seed " << seed;
            EXPECT_FALSE(s.at_chance_node());
        }
        EXPECT_GT(nodes[static_cast<int>(ChanceKind::kEntanglionDie)], 0);
        EXPECT_GT(nodes[static_cast<int>(ChanceKind::kComponentPick)], 0);
        EXPECT_EQ(nodes[static_cast<int>(ChanceKind::kEngineShuffle)], 0);
        EXPECT_EQ(nodes[static_cast<int>(ChanceKind::kEventShuffle)], 0);
        if (variant == RulesVariant::kBoard) {
            EXPECT_GT(nodes[static_cast<int>(ChanceKind::kCentariousDie)], 0);
            EXPECT_EQ(nodes[static_cast<int>(ChanceKind::kMeasurement)], 0);
        } else {
            EXPECT_GT(nodes[static_cast<int>(ChanceKind::kMeasurement)], 0);
            EXPECT_EQ(nodes[static_cast<int>(ChanceKind::kCentariousDie)], 0);
        }
    }
}

TEST(ChanceNodeTest, AnOrbitalCheckAtRateRDetectsWithProbabilityROverEight) {
    for (int position = 0; position < kDetectionLossPosition; ++position) {
        GameState start = orbital_check_game(position);
        const int rate = start.detection_value();
        ScriptedChance none;
        std::string error;
        ASSERT_TRUE(start.apply_until_chance(Action::navigate(M, E::kX), none, &error)) << error;
        ASSERT_TRUE(start.at_chance_node());
        ASSERT_EQ(start.pending_chance().kind, ChanceKind::kEntanglionDie);
        ASSERT_EQ(start.pending_chance().purpose, RollPurpose::kOrbitalDefense);
        double detected = 0;
        for (const ChanceOutcomeProbability& o : start.chance_outcomes()) {
            GameState s = start;
            std::vector<GameEvent> events;
            ASSERT_TRUE(s.apply_chance_outcome(o.outcome, none, &error, &events)) << error;
            const bool was_detected = std::any_of(events.begin(), events.end(), [](const GameEvent& e) {
                return e.type == GameEventType::kDetected && e.defense == DefenseKind::kOrbital;
            });
            if (was_detected) {
                detected += o.probability;
                // Placement is the next chance node: the Centarious die, 1/2 each.
                ASSERT_TRUE(s.at_chance_node());
                EXPECT_EQ(s.pending_chance().kind, ChanceKind::kCentariousDie);
                EXPECT_EQ(s.chance_outcomes().size(), 2u);
            }
        }
        EXPECT_DOUBLE_EQ(detected, rate / 8.0) << "position " << position << ", rate " << rate;
    }
}

TEST(ChanceNodeTest, ForcingADieOutcomeEqualsScriptingThatRoll) {
    for (int face = 1; face <= 8; ++face) {
        for (int bit = 0; bit <= 1; ++bit) {
            // Position 5 (value 4): faces 1..4 are detected and need the Centarious die as well.
            GameState scripted = orbital_check_game(5);
            GameState forced = scripted;
            ScriptedChance script;
            script.push_d8(face);
            if (face <= 4) script.push_centarious(bit);
            std::vector<GameEvent> scripted_events;
            std::string error;
            ASSERT_TRUE(scripted.apply(Action::navigate(M, E::kX), script, &error, &scripted_events)) << error;
            EXPECT_EQ(script.remaining(), 0u);

            ScriptedChance none;
            std::vector<GameEvent> forced_events;
            ASSERT_TRUE(forced.apply_until_chance(Action::navigate(M, E::kX), none, &error, &forced_events));
            ASSERT_TRUE(forced.apply_chance_outcome(d8(face), none, &error, &forced_events)) << error;
            if (face <= 4) {
                ASSERT_TRUE(forced.apply_chance_outcome(centarious(bit), none, &error, &forced_events)) << error;
            }
            EXPECT_FALSE(forced.at_chance_node());
            EXPECT_TRUE(forced == scripted) << "face " << face << " bit " << bit;
            EXPECT_EQ(forced_events.size(), scripted_events.size());
        }
    }
}

TEST(ChanceNodeTest, TheDriverAndTheChanceNodesGiveTheSameGames) {
    // One game applied with apply() and a SeededChance, the other stopping at chance nodes and asking
    // an identically seeded source for each, in the same order: the states stay equal after every action.
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            SeededChance setup_chance(seed);
            const GameSetup setup = generate_setup(2, variant, setup_chance);
            GameState driven(setup);
            GameState stepped(setup);
            SeededChance a(seed + 99);
            SeededChance b(seed + 99);
            Rng policy(seed);
            ActionList legal;
            while (!driven.is_over()) {
                driven.legal_actions(legal);
                const Action action = legal[static_cast<std::size_t>(policy.uniform_below(legal.size()))];
                ASSERT_TRUE(driven.apply(action, a));
                ASSERT_TRUE(stepped.apply_until_chance(action, b));
                while (stepped.at_chance_node()) {
                    const PendingChance& c = stepped.pending_chance();
                    ChanceOutcome outcome{c.kind, 0, {}, {}};
                    if (c.kind == ChanceKind::kEntanglionDie) {
                        outcome.value = b.roll_entanglion_die();
                    } else if (c.kind == ChanceKind::kCentariousDie) {
                        outcome.value = b.roll_centarious_die();
                    } else if (c.kind == ChanceKind::kMeasurement) {
                        outcome.value = b.measure(stepped.live_state()).index();
                    } else {
                        ASSERT_EQ(c.kind, ChanceKind::kComponentPick);
                        const auto mine = stepped.components_of(c.player);
                        outcome.picked = b.pick_component(std::span<const Component>(mine.data(), mine.size()));
                    }
                    std::string error;
                    ASSERT_TRUE(stepped.apply_chance_outcome(outcome, b, &error)) << error;
                }
                ASSERT_TRUE(driven == stepped) << "seed " << seed << " action " << driven.actions_applied();
            }
        }
    }
}

TEST(ChanceNodeTest, OnlyChanceActsAtAChanceNodeAndOnlyThere) {
    GameState s = orbital_check_game(5);
    ScriptedChance none;
    std::string error;
    EXPECT_FALSE(s.apply_chance_outcome(d8(3), none, &error));
    EXPECT_NE(error.find("no chance node"), std::string::npos) << error;
    ASSERT_TRUE(s.apply_until_chance(Action::navigate(M, E::kX), none, &error));
    ASSERT_TRUE(s.at_chance_node());
    EXPECT_FALSE(s.apply_chance_outcome(centarious(0), none, &error));
    EXPECT_NE(error.find("is a d8"), std::string::npos) << error;
    EXPECT_FALSE(s.apply_chance_outcome(d8(9), none, &error));
    EXPECT_FALSE(s.apply(Action::navigate(R, E::kX), none, &error));
    EXPECT_NE(error.find("chance acts now"), std::string::npos) << error;
    EXPECT_TRUE(s.at_chance_node());
}

}  // namespace
}  // namespace entanglion::rules::testing
