// The AI's reason kept in a game record's note: the typed fields written and read back for every
// policy's explanations, the note in the record file, and notes that are not an AI's refused by name.

#include <gtest/gtest.h>

#include <string>

#include "game/policies/explanation_note.h"
#include "game/policies/policy_factory.h"
#include "game/rules/record.h"
#include "tests/common/seeded_game.h"

namespace entanglion::policies {
namespace {

using namespace entanglion::rules;

// Every explanation the three policies give in the first moves of a few seeded games reads back from
// its note equal, with the policy's name.
TEST(ExplanationNoteTest, EveryPolicysExplanationReadsBackFromItsNote) {
    int notes = 0;
    for (const char* name : {"random", "heuristic", "search"}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            entanglion::testing::SeededGame game(seed);
            const std::unique_ptr<Policy> policy = make_policy(name, PolicySettings{seed, 0, 40});
            for (int move = 0; move < 12 && !game.state().is_over(); ++move) {
                const Explanation why = policy->explain(game.state());
                const std::string note = explanation_note(name, why);
                std::string error;
                const std::optional<ExplanationNote> read = read_explanation_note(note, why.action, &error);
                ASSERT_TRUE(read.has_value()) << note << ": " << error;
                EXPECT_EQ(read->policy, name);
                EXPECT_EQ(read->why, why) << note;
                ++notes;
                ASSERT_TRUE(game.apply(why.action));
            }
        }
    }
    EXPECT_GT(notes, 60);
}

TEST(ExplanationNoteTest, TheNoteHoldsTheTypedFieldsNotWords) {
    Explanation why;
    why.action = Action::navigate(Ship::kRubicon, EngineCard::kH);
    why.reason = ReasonKind::kReachComponent;
    why.positions = ShipPositions{Planet::kOmegaTwo, Planet::kOmegaTwo};
    why.component = Component::kQuantumGates;
    why.risk_numerator = 2;
    EXPECT_EQ(explanation_note("heuristic", why),
              R"({"by":"heuristic","component":"QUANTUM_GATES","mercurial":"OMEGA_TWO","reason":"reach_component",)"
              R"("risk":2,"risk_of":8,"rubicon":"OMEGA_TWO"})");
    std::string error;
    const std::optional<ExplanationNote> read =
        read_explanation_note(explanation_note("heuristic", why), why.action, &error);
    ASSERT_TRUE(read) << error;
    EXPECT_EQ(read->why, why);
}

TEST(ExplanationNoteTest, ANoteThatIsNotAnAisReasonIsRefusedByItsField) {
    const Action action = Action::retrieve(Ship::kMercurial);
    const std::pair<const char*, const char*> cases[] = {
        {R"([1, 2])", "note/: an object"},
        {R"({"reason": "retrieve"})", "note/by:"},
        {R"({"by": "search"})", "note/reason:"},
        {R"({"by": "search", "reason": "guess"})", "note/reason: unknown reason \"guess\""},
        {R"({"by": "search", "reason": "search_best", "playouts": 10, "wins": 11})", "note/wins:"},
        {R"({"by": "search", "reason": "search_best", "playouts": -1})", "note/playouts:"},
        {R"({"by": "search", "reason": "retrieve", "risk": 9, "risk_of": 8})", "note/risk:"},
        {R"({"by": "search", "reason": "reach_component", "mercurial": "MARS", "rubicon": "ZERO"})", "note/mercurial:"},
        {R"({"by": "search", "reason": "retrieve", "component": 3})", "note/component:"},
        {R"({"by": "search", "reason": )", "note"},
    };
    for (const auto& [note, expected] : cases) {
        std::string error;
        EXPECT_FALSE(read_explanation_note(note, action, &error).has_value()) << note;
        EXPECT_NE(error.find(expected), std::string::npos) << note << " gave: " << error;
    }
}

// The note travels with its action through the record file; a record without notes has none.
TEST(ExplanationNoteTest, ARecordKeepsEachActionsNoteThroughItsFile) {
    GameSession session(5, 1, RulesVariant::kBoard);
    const std::unique_ptr<Policy> policy = make_policy("heuristic", PolicySettings{5, 0, 0});
    std::string error;
    for (int move = 0; move < 6; ++move) {
        const Explanation why = policy->explain(session.state());
        ASSERT_TRUE(session.apply(why.action, &error, nullptr, move % 2 == 0 ? explanation_note("heuristic", why) : ""))
            << error;
    }
    const std::string text = record_to_json(session.record());
    EXPECT_NE(text.find("\"annotation\": {"), std::string::npos) << text;
    const std::optional<GameRecord> read = record_from_json(text, "game.json", &error);
    ASSERT_TRUE(read) << error;
    EXPECT_EQ(*read, session.record());
    for (std::size_t k = 0; k < read->actions.size(); ++k) {
        EXPECT_EQ(read->actions[k].annotation.empty(), k % 2 == 1) << k;
        if (k % 2 == 0) {
            EXPECT_TRUE(read_explanation_note(read->actions[k].annotation, read->actions[k].action, &error));
        }
    }
    // The session resumed from the file goes on with the notes it had.
    const std::optional<GameSession> resumed = GameSession::resume(*read, &error);
    ASSERT_TRUE(resumed) << error;
    EXPECT_EQ(resumed->record(), session.record());
}

}  // namespace
}  // namespace entanglion::policies
