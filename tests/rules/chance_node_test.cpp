// Chance nodes (chance_node.h): the resolver stops at every die roll, measurement, pick and draw,
// lists the outcomes with exact probabilities, and applying one resumes it. A ChanceDriver answers
// the same nodes from a ChanceSource, so forcing an outcome equals scripting it.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "game/rules/chance_driver.h"
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

ChanceOutcome engine_draw(EngineCard card) { return ChanceOutcome{ChanceKind::kEngineDraw, static_cast<int>(card), {}, {}}; }

// The setup of a game that navigates X from PHI PLUS to a new Entanglion planet: the replacement card
// is drawn (a draw node: H, the top of the stack), then the d8 of the orbital check.
GameSetup orbital_check_setup(int detection_position) {
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kH}, both(Planet::kPhiPlus));
    setup.event_deck = {EventCard::kWaveFunctionCollapse};
    setup.detection_position = detection_position;
    complete_setup(setup);
    return setup;
}

// Answers the draw nodes with the setup's order (a driver knowing it; no source is asked) until the
// state waits for something else.
void answer_draws(GameState& s, ChanceDriver& dealer, std::vector<GameEvent>* events = nullptr) {
    while (s.at_chance_node() && (s.pending_chance().kind == ChanceKind::kEngineDraw ||
                                  s.pending_chance().kind == ChanceKind::kEventDraw)) {
        std::string error;
        ASSERT_TRUE(s.apply_chance_outcome(dealer.choose(s), &error, events)) << error;
    }
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
            EXPECT_DOUBLE_EQ(o.probability, static_cast<double>(pile.count(static_cast<decltype(pile.pinned())>(
                                                o.outcome.value))) / (pile.size() - 1));
        }
    }
}

TEST(ChanceNodeTest, ProbabilitiesSumToOneAtEveryChanceNodeOfRandomPlayouts) {
    // Actions and outcomes both sampled: the draws follow the counts, not any dealt order.
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        int nodes[10] = {};
        int probe_last = 0;
        int quantum_shuffle_due = 0;
        for (std::uint64_t seed = 1; seed <= 1000; ++seed) {  // 2,000 games in about 1.5 s (Release)
            SeededChance setup_chance(seed);
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
                    const Action action = legal[static_cast<std::size_t>(rng.uniform_below(legal.size()))];
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

TEST(ChanceNodeTest, TheFirstStacksProbeIsNeverDrawnBeforeTheLastCardAndThenSurely) {
    SeededChance chance(5);
    const GameSetup setup = generate_setup(1, RulesVariant::kBoard, chance);
    GameState s(setup);
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
    // 4th, and a driver dealing it keeps it there.
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {}, both(Planet::kPhiPlus));
    setup.detection_position = 5;
    setup.event_deck = {EventCard::kQuantumShuffle};
    setup.event_hands[1] = {EventCard::kHeisenberg};
    complete_setup(setup);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameState s(setup);
        SeededChance chance(seed);
        // An orbital detection (d8 1), placement, +1, then the quantum event draws Quantum Shuffle
        // (the top card); the draws before the rebuild come from the setup's order.
        ScriptedChance script;
        script.push_d8(1);
        script.push_centarious(0);
        ChanceDriver driver(setup, script);
        std::string error;
        ASSERT_TRUE(s.apply_until_chance(Action::navigate(M, E::kX), &error)) << error;
        while (s.at_chance_node()) {
            if (s.pending_chance().kind == ChanceKind::kEventDraw && s.pile_rebuilds().event_at > 0) break;
            ASSERT_TRUE(s.apply_chance_outcome(driver.choose(s), &error)) << error;
        }
        ASSERT_TRUE(s.at_chance_node());
        EXPECT_EQ(s.event_deck().size(), 8);
        EXPECT_EQ(s.event_deck().pinned_place(), quantum_shuffle_place(7));
        driver.set_source(chance);
        driver.catch_up(s);
        const EventPile& dealt = driver.order().events;  // bottom first
        ASSERT_EQ(dealt.size(), 8u);
        EXPECT_EQ(dealt[dealt.size() - 1 - static_cast<std::size_t>(quantum_shuffle_place(7))],
                  EventCard::kQuantumShuffle)
            << "seed " << seed;
    }
}

TEST(ChanceNodeTest, ForcingADrawOutcomeEqualsScriptingTheShuffleThatPutsItOnTop) {
    // The stack holds one SWAP; everything else is discarded. Mercurial's replacement draw empties
    // the stack, the discard pile becomes the new stack (no chance), and Rubicon's draw reveals a card.
    GameSetup setup = make_setup({E::kX, E::kH, E::kH}, {E::kX, E::kH, E::kH}, {E::kSWAP});
    std::vector<EngineCard> rest = {E::kH, E::kH, E::kH, E::kH, E::kCNOT, E::kCNOT, E::kCNOT, E::kCNOT, E::kCNOT,
                                    E::kCNOT, E::kCNOT, E::kX, E::kX, E::kX, E::kSWAP, E::kSWAP, E::kPROBE};
    setup.engine_discard = rest;
    complete_setup(setup);
    for (EngineCard top : {E::kH, E::kCNOT, E::kX, E::kSWAP, E::kPROBE}) {
        std::vector<EngineCard> order = {top};
        bool skipped = false;
        for (EngineCard c : rest) {
            if (c == top && !skipped) {
                skipped = true;
                continue;
            }
            order.push_back(c);
        }
        // Scripted: the shuffle puts `top` first (and the PROBE roll, when PROBE comes, is an 8).
        GameState scripted(setup);
        ScriptedChance script;
        script.push(engine_order(order));
        if (top == E::kPROBE) script.push_d8(8);
        ChanceDriver driver(setup, script);
        std::vector<GameEvent> scripted_events;
        ASSERT_TRUE(driver.apply(scripted, Action::navigate(M, E::kX), nullptr, &scripted_events));
        ASSERT_TRUE(driver.apply(scripted, Action::exchange(R, E::kX), nullptr, &scripted_events));
        EXPECT_EQ(script.remaining(), 0u);

        // Forced: the same outcomes applied at the draw nodes.
        GameState forced(setup);
        std::vector<GameEvent> forced_events;
        std::string error;
        ASSERT_TRUE(forced.apply_until_chance(Action::navigate(M, E::kX), &error, &forced_events)) << error;
        ASSERT_EQ(forced.chance_outcomes().size(), 1u);  // the last card of the stack: SWAP, surely
        ASSERT_TRUE(forced.apply_chance_outcome(engine_draw(E::kSWAP), &error, &forced_events)) << error;
        ASSERT_FALSE(forced.at_chance_node());
        EXPECT_EQ(forced.engine_stack().size(), 17);
        ASSERT_TRUE(forced.apply_until_chance(Action::exchange(R, E::kX), &error, &forced_events)) << error;
        ASSERT_TRUE(forced.apply_chance_outcome(engine_draw(top), &error, &forced_events)) << error;
        if (top == E::kPROBE) {
            ASSERT_TRUE(forced.apply_chance_outcome(d8(8), &error, &forced_events)) << error;
            ASSERT_TRUE(forced.apply_chance_outcome(engine_draw(order[1]), &error, &forced_events)) << error;
        }
        EXPECT_FALSE(forced.at_chance_node());
        EXPECT_TRUE(forced == scripted) << engine_card_id(top);
        EXPECT_EQ(forced_events, scripted_events) << engine_card_id(top);
    }
}

TEST(ChanceNodeTest, AnOrbitalCheckAtRateRDetectsWithProbabilityROverEight) {
    for (int position = 0; position < kDetectionLossPosition; ++position) {
        const GameSetup setup = orbital_check_setup(position);
        GameState start(setup);
        ScriptedChance none;
        ChanceDriver dealer(setup, none);
        const int rate = start.detection_value();
        std::string error;
        ASSERT_TRUE(start.apply_until_chance(Action::navigate(M, E::kX), &error)) << error;
        answer_draws(start, dealer);
        ASSERT_TRUE(start.at_chance_node());
        ASSERT_EQ(start.pending_chance().kind, ChanceKind::kEntanglionDie);
        ASSERT_EQ(start.pending_chance().purpose, RollPurpose::kOrbitalDefense);
        double detected = 0;
        for (const ChanceOutcomeProbability& o : start.chance_outcomes()) {
            GameState s = start;
            std::vector<GameEvent> events;
            ASSERT_TRUE(s.apply_chance_outcome(o.outcome, &error, &events)) << error;
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
            const GameSetup setup = orbital_check_setup(5);
            GameState scripted(setup);
            GameState forced(setup);
            ScriptedChance script;
            script.push_d8(face);
            if (face <= 4) script.push_centarious(bit);
            ChanceDriver driver(setup, script);
            std::vector<GameEvent> scripted_events;
            std::string error;
            ASSERT_TRUE(driver.apply(scripted, Action::navigate(M, E::kX), &error, &scripted_events)) << error;
            EXPECT_EQ(script.remaining(), 0u);

            ScriptedChance none;
            ChanceDriver dealer(setup, none);
            std::vector<GameEvent> forced_events;
            ASSERT_TRUE(forced.apply_until_chance(Action::navigate(M, E::kX), &error, &forced_events));
            answer_draws(forced, dealer, &forced_events);
            ASSERT_TRUE(forced.apply_chance_outcome(d8(face), &error, &forced_events)) << error;
            if (face <= 4) {
                ASSERT_TRUE(forced.apply_chance_outcome(centarious(bit), &error, &forced_events)) << error;
            }
            answer_draws(forced, dealer, &forced_events);  // the quantum event's card
            EXPECT_FALSE(forced.at_chance_node());
            EXPECT_TRUE(forced == scripted) << "face " << face << " bit " << bit;
            EXPECT_EQ(forced_events, scripted_events);
        }
    }
}

TEST(ChanceNodeTest, TheDriverAndTheSteppedApiGiveTheSameGames) {
    // One game applied through a driver, the other stopping at chance nodes and applying what an
    // identically seeded driver chooses: the states and the dealt orders stay equal after every action.
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            SeededChance setup_chance(seed);
            const GameSetup setup = generate_setup(2, variant, setup_chance);
            GameState driven(setup);
            GameState stepped(setup);
            SeededChance a(seed + 99);
            SeededChance b(seed + 99);
            ChanceDriver driver(setup, a);
            ChanceDriver chooser(setup, b);
            Rng policy(seed);
            ActionList legal;
            while (!driven.is_over()) {
                driven.legal_actions(legal);
                const Action action = legal[static_cast<std::size_t>(policy.uniform_below(legal.size()))];
                ASSERT_TRUE(driver.apply(driven, action));
                ASSERT_TRUE(stepped.apply_until_chance(action));
                while (stepped.at_chance_node()) {
                    std::string error;
                    ASSERT_TRUE(stepped.apply_chance_outcome(chooser.choose(stepped), &error)) << error;
                }
                chooser.catch_up(stepped);
                ASSERT_TRUE(driven == stepped) << "seed " << seed << " action " << driven.actions_applied();
                ASSERT_TRUE(driver.order() == chooser.order()) << "seed " << seed;
            }
            EXPECT_EQ(a.rng().next_u64(), b.rng().next_u64());
        }
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

}  // namespace
}  // namespace entanglion::rules::testing
