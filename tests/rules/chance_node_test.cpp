// Chance nodes (chance_node.h): the resolver stops at every setup placement, die roll, measurement,
// pick and draw, lists the outcomes with exact probabilities, and applying one resumes it; the
// sampler (chance_sampler.h) gives each listed outcome with its probability.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "game/rules/chance_sampler.h"
#include "game/rules/game_state.h"
#include "game/rules/state_format.h"
#include "statevector/random.h"
#include "tests/common/seeded_game.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

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

ChanceOutcome engine_draw(EngineCard card) { return ChanceOutcome::engine_draw(card); }

// The setup of a game that navigates X from PHI PLUS to a new Entanglion planet: the replacement card
// is drawn (a draw node: H, the top of the stack), then the d8 of the orbital check.
GameSetup orbital_check_setup(int detection_position) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kH}, both(Planet::kPhiPlus));
    setup.event_deck = {EventCard::kWaveFunctionCollapse};
    setup.detection_position = detection_position;
    complete_setup(setup);
    return setup;
}

// Checks a draw node's outcomes against the places the rulebook fixes: while PROBE (Quantum Shuffle)
// has a known place below the top it is not an outcome; at the top it is the only one.
template <typename Pile>
void expect_pinned_card_respected(const Pile& pile, const ChanceOutcomeList& outcomes, std::uint64_t seed) {
    if (pile.pinned_place() == Pile::kNoPlace) return;
    const int pinned = static_cast<int>(pile.pinned());
    const bool offered = std::any_of(outcomes.begin(), outcomes.end(),
                                     [&](const ChanceOutcomeProbability& o) { return o.outcome.value == pinned; });
    if (pile.pinned_place() == 0) {
        ASSERT_EQ(outcomes.size(), 1u) << "seed " << seed;
        EXPECT_EQ(outcomes[0].outcome.value, pinned) << "seed " << seed;
        EXPECT_EQ(outcomes[0].probability, 1.0) << "seed " << seed;
    } else {
        EXPECT_FALSE(offered) << "seed " << seed;
        for (const ChanceOutcomeProbability& o : outcomes) {
            EXPECT_DOUBLE_EQ(o.probability,
                             static_cast<double>(pile.count(static_cast<decltype(pile.pinned())>(o.outcome.value))) /
                                 (pile.size() - 1));
        }
    }
}

TEST(ChanceNodeTest, ProbabilitiesSumToOneAtEveryChanceNodeOfRandomPlayouts) {
    // Actions and outcomes both sampled: the draws follow the counts, not any dealt order.
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        int nodes[kChanceKindCount] = {};
        int probe_last = 0;
        int quantum_shuffle_due = 0;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {  // 2,000 games in about 1.5 s (Release)
            Rng rng(seed * 31 + 7);
            GameState s(static_cast<int>(seed % 3) + 1, variant);  // the setup's nodes too
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
                        EXPECT_EQ(s.chance_probability(o.outcome), o.probability);
                    }
                    ASSERT_NEAR(total_probability(outcomes), 1.0, 1e-12) << "seed " << seed;
                    const ChanceKind kind = s.pending_chance().kind;
                    ++nodes[static_cast<int>(kind)];
                    if (kind == ChanceKind::kEngineDraw) {
                        expect_pinned_card_respected(s.engine_stack(), outcomes, seed);
                        probe_last += s.engine_stack().pinned_place() == 0;
                    } else if (kind == ChanceKind::kEventDraw) {
                        expect_pinned_card_respected(s.event_deck(), outcomes, seed);
                        quantum_shuffle_due += s.event_deck().pinned_place() == 0;
                    }
                    ASSERT_TRUE(s.apply_chance_outcome(sample(outcomes, rng), &error)) << error;
                } else {
                    EXPECT_NE(s.actor(), Actor::kChance);
                    EXPECT_TRUE(s.chance_outcomes().empty());
                    s.legal_actions(legal);
                    ASSERT_FALSE(legal.empty()) << "seed " << seed;
                    const Action action = legal[static_cast<std::size_t>(rng.uniform_index(legal.size()))];
                    ASSERT_TRUE(s.apply_until_chance(action, &error)) << error;
                }
                ASSERT_EQ(s.check_invariants(), "") << "seed " << seed << " step " << steps;
            }
            EXPECT_TRUE(s.is_over()) << "seed " << seed;
            EXPECT_FALSE(s.at_chance_node());
        }
        EXPECT_GT(nodes[static_cast<int>(ChanceKind::kEntanglionDie)], 0);
        EXPECT_GT(nodes[static_cast<int>(ChanceKind::kComponentPick)], 0);
        EXPECT_GT(nodes[static_cast<int>(ChanceKind::kEngineDraw)], 0);
        EXPECT_GT(nodes[static_cast<int>(ChanceKind::kEventDraw)], 0);
        EXPECT_GT(probe_last, 0) << "no first stack was drawn down to its PROBE";
        EXPECT_GT(quantum_shuffle_due, 0) << "no deck was drawn down to its Quantum Shuffle";
        EXPECT_EQ(nodes[static_cast<int>(ChanceKind::kComponentPlacement)], 8 * 1000);
        // The Centarious die places each ship at setup; after a detection it places both only under
        // the board rules (the quantum rules measure instead).
        if (variant == RulesVariant::kBoard) {
            EXPECT_GT(nodes[static_cast<int>(ChanceKind::kCentariousDie)], 2 * 1000);
            EXPECT_EQ(nodes[static_cast<int>(ChanceKind::kMeasurement)], 0);
        } else {
            EXPECT_GT(nodes[static_cast<int>(ChanceKind::kMeasurement)], 0);
            EXPECT_EQ(nodes[static_cast<int>(ChanceKind::kCentariousDie)], 2 * 1000);
        }
    }
}

TEST(ChanceNodeTest, TheFirstStacksProbeIsNeverDrawnBeforeTheLastCardAndThenSurely) {
    entanglion::testing::SeededGame game(5);
    const GameState& s = game.state();
    ASSERT_EQ(s.engine_stack().size(), 18);
    EXPECT_EQ(s.engine_stack().pinned_place(), 17);  // the bottom card
    EXPECT_EQ(s.engine_stack().probability(E::kPROBE), 0.0);
    // Draw the whole first stack by its counts: PROBE has probability 0 for 17 draws, then 1.
    Rng rng(9);
    std::vector<ChanceOutcome> drawn;
    EngineStack stack = s.engine_stack();
    for (int draw = 0; draw < 18; ++draw) {
        if (draw < 17) {
            EXPECT_EQ(stack.probability(E::kPROBE), 0.0) << draw;
            EXPECT_FALSE(stack.may_draw(E::kPROBE));
            EXPECT_DOUBLE_EQ(stack.probability(E::kH), stack.count(E::kH) / static_cast<double>(17 - draw));
        } else {
            EXPECT_EQ(stack.size(), 1);
            EXPECT_EQ(stack.probability(E::kPROBE), 1.0);
        }
        double total = 0;
        std::vector<double> weights;
        for (int kind = 0; kind < kEngineCardKinds; ++kind) {
            weights.push_back(stack.probability(static_cast<EngineCard>(kind)));
            total += weights.back();
        }
        EXPECT_NEAR(total, 1.0, 1e-12);
        int kind = 0;
        for (double u = rng.uniform01(); kind < kEngineCardKinds - 1 && u >= weights[kind]; ++kind) u -= weights[kind];
        while (weights[kind] == 0) --kind;  // rounding at the top end
        stack.draw(static_cast<EngineCard>(kind));
    }
    EXPECT_TRUE(stack.empty());
    EXPECT_EQ(stack.pinned_place(), EngineStack::kNoPlace);
}

TEST(ChanceNodeTest, QuantumShuffleIsTheSixthEventDrawnFromADeckBuiltAsInSetup) {
    EventDeck deck;
    std::vector<EventCard> all(kAllEventCards.begin(), kAllEventCards.end());
    deck.reset(all, EventCard::kQuantumShuffle, quantum_shuffle_place(8));
    EXPECT_EQ(deck.pinned_place(), 5);
    for (int draw = 1; draw <= 9; ++draw) {
        // The card to draw: the first kind of positive probability (any choice among them will do).
        EventCard next = EventCard::kQuantumShuffle;
        for (EventCard c : kAllEventCards) {
            if (deck.may_draw(c)) {
                next = c;
                break;
            }
        }
        if (draw == 6) {
            EXPECT_EQ(deck.probability(EventCard::kQuantumShuffle), 1.0);
            EXPECT_EQ(next, EventCard::kQuantumShuffle);
        } else {
            EXPECT_EQ(deck.probability(EventCard::kQuantumShuffle), 0.0) << draw;
            EXPECT_NE(next, EventCard::kQuantumShuffle);
            EXPECT_DOUBLE_EQ(deck.probability(next), 1.0 / (draw < 6 ? 9 - draw : 10 - draw)) << draw;
        }
        deck.draw(next);
    }
    // A rebuild in play (Quantum Shuffle drawn): the deck of the seven other cards not held has it
    // 4th, and no draw reveals it before then.
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kH}, both(Planet::kPhiPlus));
    setup.detection_position = 5;
    setup.event_deck = {EventCard::kQuantumShuffle};
    setup.event_hands[1] = {EventCard::kHeisenberg};
    complete_setup(setup);
    GameState s(setup);
    // An orbital detection (d8 1), placement, +1, then the quantum event draws Quantum Shuffle.
    std::string error;
    ASSERT_TRUE(s.apply_until_chance(Action::navigate(M, E::kX), &error)) << error;
    for (const ChanceOutcome& o : {engine_draw(E::kH), d8(1), centarious(0), draw(EventCard::kQuantumShuffle)}) {
        ASSERT_TRUE(s.apply_chance_outcome(o, &error)) << error;
    }
    ASSERT_TRUE(s.at_chance_node());
    ASSERT_EQ(s.pending_chance().kind, ChanceKind::kEventDraw);
    EXPECT_EQ(s.event_deck().size(), 8);
    EXPECT_EQ(s.event_deck().pinned_place(), quantum_shuffle_place(7));
    EXPECT_EQ(s.chance_probability(draw(EventCard::kQuantumShuffle)), 0.0);
    Rng rng(4);
    for (int i = 0; i < 500; ++i) EXPECT_NE(sample_chance_outcome(s, rng), draw(EventCard::kQuantumShuffle));
}

// The frequency of each outcome the sampler gives at `s`'s node, over `n` samples, against its
// probability (within five standard deviations).
void expect_sampled_by_probability(const GameState& s, std::uint64_t seed, int n = 20000) {
    Rng rng(seed);
    const ChanceOutcomeList outcomes = s.chance_outcomes();
    std::vector<int> counts(outcomes.size(), 0);
    for (int i = 0; i < n; ++i) {
        const ChanceOutcome sampled = sample_chance_outcome(s, rng);
        const auto it = std::find_if(outcomes.begin(), outcomes.end(),
                                     [&](const ChanceOutcomeProbability& o) { return o.outcome == sampled; });
        ASSERT_NE(it, outcomes.end()) << "sampled an outcome the node does not offer";
        ++counts[static_cast<std::size_t>(it - outcomes.begin())];
    }
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const double p = outcomes[i].probability;
        const double deviation = std::sqrt(n * p * (1 - p));
        EXPECT_NEAR(counts[i], n * p, 5 * deviation + 1)
            << chance_kind_id(outcomes[i].outcome.kind) << " " << outcomes[i].outcome.value;
    }
}

TEST(ChanceNodeTest, TheSamplerGivesEveryOutcomeWithItsProbability) {
    // A setup placement, the first player's d8, an opening draw ...
    GameState setup(1, RulesVariant::kBoard);
    expect_sampled_by_probability(setup, 1);
    Rng deal(2);
    for (int i = 0; i < 3; ++i) ASSERT_TRUE(setup.apply_chance_outcome(sample_chance_outcome(setup, deal)));
    expect_sampled_by_probability(setup, 3);
    while (setup.pending_chance().kind != ChanceKind::kEntanglionDie) {
        ASSERT_TRUE(setup.apply_chance_outcome(sample_chance_outcome(setup, deal)));
    }
    expect_sampled_by_probability(setup, 4);
    while (setup.pending_chance().kind != ChanceKind::kEngineDraw) {
        ASSERT_TRUE(setup.apply_chance_outcome(sample_chance_outcome(setup, deal)));
    }
    expect_sampled_by_probability(setup, 5);
    // ... and a quantum measurement of an entangled state.
    expect_sampled_by_probability(quantum_detection_at_psi_plus(), 6);
}

TEST(ChanceNodeTest, AnOrbitalCheckAtRateRDetectsWithProbabilityROverEight) {
    for (int position = 0; position < kDetectionLossPosition; ++position) {
        const GameSetup setup = orbital_check_setup(position);
        GameState start(setup);
        const int rate = start.detection_value();
        std::string error;
        ASSERT_TRUE(start.apply_until_chance(Action::navigate(M, E::kX), &error)) << error;
        ASSERT_TRUE(start.apply_chance_outcome(engine_draw(E::kH), &error)) << error;
        ASSERT_TRUE(start.at_chance_node());
        ASSERT_EQ(start.pending_chance().kind, ChanceKind::kEntanglionDie);
        ASSERT_EQ(start.pending_chance().purpose, RollPurpose::kOrbitalDefense);
        double detected = 0;
        for (const ChanceOutcomeProbability& o : start.chance_outcomes()) {
            GameState s = start;
            std::vector<GameEvent> events;
            ASSERT_TRUE(s.apply_chance_outcome(o.outcome, &error, &events)) << error;
            const bool was_detected = std::any_of(events.begin(), events.end(), [](const GameEvent& e) {
                return e.is<event::Detected>() && e.as<event::Detected>().defense == DefenseKind::kOrbital;
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

TEST(ChanceNodeTest, OnlyChanceActsAtAChanceNodeAndOnlyThere) {
    GameState s(orbital_check_setup(5));
    std::string error;
    EXPECT_FALSE(s.apply_chance_outcome(d8(3), &error));
    EXPECT_NE(error.find("no chance node"), std::string::npos) << error;
    ASSERT_TRUE(s.apply_until_chance(Action::navigate(M, E::kX), &error));
    ASSERT_TRUE(s.at_chance_node());
    EXPECT_FALSE(s.apply_chance_outcome(d8(3), &error));
    EXPECT_NE(error.find("is a engine_draw"), std::string::npos) << error;
    EXPECT_FALSE(s.apply_chance_outcome(engine_draw(E::kPROBE), &error));  // PROBE lies at the bottom
    EXPECT_NE(error.find("not possible here"), std::string::npos) << error;
    EXPECT_FALSE(s.apply_until_chance(Action::navigate(R, E::kX), &error));
    EXPECT_NE(error.find("chance acts now"), std::string::npos) << error;
    ASSERT_TRUE(s.apply_chance_outcome(engine_draw(E::kH), &error)) << error;
    ASSERT_EQ(s.pending_chance().kind, ChanceKind::kEntanglionDie);
    EXPECT_FALSE(s.apply_chance_outcome(centarious(0), &error));
    EXPECT_NE(error.find("is a d8"), std::string::npos) << error;
    EXPECT_FALSE(s.apply_chance_outcome(d8(9), &error));
    EXPECT_TRUE(s.at_chance_node());
}

// The state's text and JSON show a pending chance node with its outcomes and their probabilities
// (counts, never an order), and no node elsewhere.
TEST(StateFormatTest, APendingChanceNodeShowsItsOutcomesWithTheirProbabilities) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kH});
    complete_setup(setup);
    GameState s(setup);
    EXPECT_EQ(format_state_text(s).find("Pending chance"), std::string::npos);
    EXPECT_TRUE(nlohmann::json::parse(format_state_json(s))["pending_chance"].is_null());
    std::string error;
    ASSERT_TRUE(s.apply_until_chance(Action::exchange(M, E::kX), &error)) << error;
    ASSERT_TRUE(s.at_chance_node());
    // The replacement card: 18 cards in the stack (3 X, 4 H, 7 CNOT, 3 SWAP and PROBE at the bottom,
    // not an outcome), so 3/17, 4/17, 7/17, 3/17.
    const std::string text = format_state_text(s);
    EXPECT_NE(text.find("Pending chance: engine_draw for MERCURIAL: X (0.176471), H (0.235294), CNOT (0.411765), "
                        "SWAP (0.176471)\n"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("engine stack 18,"), std::string::npos) << text;
    const nlohmann::json j = nlohmann::json::parse(format_state_json(s));
    ASSERT_TRUE(j["pending_chance"].is_object());
    EXPECT_EQ(j["pending_chance"]["kind"], "engine_draw");
    EXPECT_EQ(j["pending_chance"]["player"], "MERCURIAL");
    double total = 0;
    for (const auto& o : j["pending_chance"]["outcomes"]) total += o["probability"].get<double>();
    EXPECT_NEAR(total, 1.0, 1e-12);
    EXPECT_EQ(j["pending_chance"]["outcomes"].size(), 4u);
    EXPECT_EQ(j["piles"]["engine_stack"], 18);
}

}  // namespace
}  // namespace entanglion::rules::testing
