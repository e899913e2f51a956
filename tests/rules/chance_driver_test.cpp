// The chance driver (chance_driver.h) beyond the chance nodes themselves: the history it keeps, a
// driver joining a game it did not deal, and a pending chance node in the state's text and JSON.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "game/rules/chance_driver.h"
#include "game/rules/record.h"
#include "game/rules/state_format.h"
#include "statevector/random.h"
#include "tests/rules/scenario.h"

namespace entanglion::rules::testing {
namespace {

TEST(ChanceHistoryTest, ASessionsHistoryReplaysThroughTheSteppedApiToTheSameState) {
    // The history is the game as OpenSpiel sees it: player actions and chance outcomes in order.
    // Applied from the setup with the stepped API alone (no source, no dealt order) it is the game.
    for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
        for (std::uint64_t seed = 30; seed < 36; ++seed) {
            GameSession session(seed, 2, variant);
            Rng policy(seed);
            while (!session.state().is_over()) {
                const ActionList legal = session.state().legal_actions();
                ASSERT_TRUE(session.apply(legal[static_cast<std::size_t>(policy.uniform_below(legal.size()))], nullptr));
            }
            const std::vector<HistoryEntry>& history = session.history();
            std::size_t actions = 0;
            std::size_t draws = 0;
            for (const HistoryEntry& entry : history) {
                actions += entry.is_chance ? 0 : 1;
                if (!entry.is_chance) continue;
                EXPECT_NE(entry.outcome.kind, ChanceKind::kEngineShuffle);
                EXPECT_NE(entry.outcome.kind, ChanceKind::kEventShuffle);
                draws += entry.outcome.kind == ChanceKind::kEngineDraw || entry.outcome.kind == ChanceKind::kEventDraw;
            }
            EXPECT_EQ(actions, session.record().actions.size());
            EXPECT_GT(draws, 0u);

            SeededChance setup_chance(seed);
            GameState replayed(generate_setup(2, variant, setup_chance));
            for (std::size_t i = 0; i < history.size(); ++i) {
                const HistoryEntry& entry = history[i];
                std::string error;
                if (entry.is_chance) {
                    ASSERT_TRUE(replayed.at_chance_node()) << "entry " << i;
                    ASSERT_TRUE(replayed.apply_chance_outcome(entry.outcome, &error)) << "entry " << i << ": " << error;
                } else {
                    ASSERT_FALSE(replayed.at_chance_node()) << "entry " << i;
                    ASSERT_TRUE(replayed.apply_until_chance(entry.action, &error)) << "entry " << i << ": " << error;
                }
            }
            EXPECT_TRUE(replayed == session.state()) << "seed " << seed;
        }
    }
}

TEST(ChanceHistoryTest, AResumedSessionsHistoryStartsAfterTheReplay) {
    GameSession session(7, 1, RulesVariant::kBoard);
    Rng policy(1);
    for (int i = 0; i < 12; ++i) {
        const ActionList legal = session.state().legal_actions();
        ASSERT_TRUE(session.apply(legal[static_cast<std::size_t>(policy.uniform_below(legal.size()))], nullptr));
    }
    std::string error;
    std::optional<GameSession> resumed = GameSession::resume(session.record(), &error);
    ASSERT_TRUE(resumed) << error;
    EXPECT_TRUE(resumed->history().empty());
    EXPECT_TRUE(resumed->dealt_order() == session.dealt_order());
    const Action next = resumed->state().legal_actions()[0];
    ASSERT_TRUE(resumed->apply(next, nullptr));
    ASSERT_FALSE(resumed->history().empty());
    EXPECT_FALSE(resumed->history()[0].is_chance);
    EXPECT_EQ(resumed->history()[0].action, next);
}

TEST(ChanceDriverTest, ADriverThatJoinsLateShufflesWhatIsHiddenKeepingProbeAtTheBottom) {
    // A driver that never saw the setup knows no order: it shuffles the hidden cards when it first
    // draws, PROBE kept in its known place, so the first stack still ends with PROBE.
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        SeededChance setup_chance(seed);
        GameState state(generate_setup(1, RulesVariant::kBoard, setup_chance));
        SeededChance chance(seed + 50);
        ChanceDriver driver(chance);
        EXPECT_FALSE(driver.order().engine_known);
        std::vector<GameEvent> events;
        Rng policy(seed);
        while (!state.is_over() && state.pile_rebuilds().engine_at == 0) {
            const ActionList legal = state.legal_actions();
            ASSERT_TRUE(driver.apply(state, legal[static_cast<std::size_t>(policy.uniform_below(legal.size()))],
                                     nullptr, &events));
            ASSERT_EQ(state.check_invariants(), "");
        }
        EXPECT_TRUE(driver.order().engine_known);
        // The first stack's draws: 18 cards, PROBE the last of them.
        std::vector<EngineCard> drawn;
        for (const GameEvent& e : events) {
            if (e.type == GameEventType::kEngineCardDrawn) drawn.push_back(e.engine_card);
            if (e.type == GameEventType::kEngineStackReshuffled) break;
        }
        if (state.pile_rebuilds().engine_at == 0) continue;  // the game ended first
        ASSERT_EQ(drawn.size(), 18u) << "seed " << seed;
        EXPECT_EQ(drawn.back(), EngineCard::kPROBE) << "seed " << seed;
        ++checked;
    }
    EXPECT_GT(checked, 5);
}

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
    // not an outcome), so 3/17, 4/17, 7/17, 3/17; the text shows counts, never an order.
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
