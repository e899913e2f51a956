// The lesson session: opening and closing lessons, moves through the runner, refusals that change
// nothing, undo and reset, hints, the typed feedback on the goal and the moves' circuit.
#include "lessons/session/lesson_session.h"

#include <gtest/gtest.h>

#include "lessons/builtin.h"
#include "lessons/lesson_circuit.h"
#include "statevector/catalogue.h"
#include "tests/lessons/lesson_fixtures.h"

namespace entanglion::lessons {
namespace {

using testing::base_lesson_json;
using testing::Json;
using testing::load_or_fail;

// PHI PLUS (lesson_fixtures.h) with its own id beside the base lesson.
Lesson phi_plus_lesson() { return testing::phi_plus_lesson("phi"); }

// The base lesson: reach |11> with X for either ship, budget 2 (board rules).
Lesson flip_both_lesson() { return load_or_fail(base_lesson_json()); }

LessonSession two_lessons() { return LessonSession({flip_both_lesson(), phi_plus_lesson()}); }

TEST(LessonSessionTest, StartsWithNoLessonAndRefusesEveryCommand) {
    LessonSession session = two_lessons();
    EXPECT_FALSE(session.is_open());
    EXPECT_EQ(session.runner(), nullptr);
    EXPECT_FALSE(session.row().has_value());
    EXPECT_TRUE(session.state().equals_up_to_phase(TwoQubitState::basis(0, 0)));
    EXPECT_FALSE(session.play("X:MERCURIAL").accepted());
    EXPECT_FALSE(session.play(Gate{GateKind::kX, Ship::kMercurial}).accepted());
    EXPECT_FALSE(session.refusal().has_value());  // no lesson: nothing to say why about
    EXPECT_FALSE(session.undo());
    EXPECT_FALSE(session.reset());
    EXPECT_FALSE(session.reveal_hint());
    EXPECT_FALSE(session.close());
    EXPECT_FALSE(session.moves_circuit().has_value());
    EXPECT_EQ(session.moves_circuit_title(), "");
    EXPECT_TRUE(session.feedback().empty());
}

TEST(LessonSessionTest, OpensByRowOrIdAndRefusesUnknownOnes) {
    LessonSession session = two_lessons();
    EXPECT_EQ(session.row_of("phi"), std::optional<std::size_t>(1));
    EXPECT_FALSE(session.row_of("nope").has_value());
    EXPECT_FALSE(session.open(std::size_t{2}));
    EXPECT_FALSE(session.open("nope"));
    EXPECT_FALSE(session.is_open());

    ASSERT_TRUE(session.open("phi"));
    EXPECT_EQ(session.row(), std::optional<std::size_t>(1));
    ASSERT_NE(session.runner(), nullptr);
    EXPECT_EQ(session.runner()->lesson().id, "phi");
    // Refusing another lesson keeps the open one.
    EXPECT_FALSE(session.open(std::size_t{7}));
    EXPECT_EQ(session.row(), std::optional<std::size_t>(1));

    ASSERT_TRUE(session.open(std::size_t{0}));
    EXPECT_EQ(session.runner()->lesson().id, "test-lesson");
    EXPECT_TRUE(session.close());
    EXPECT_FALSE(session.is_open());
    EXPECT_FALSE(session.row().has_value());
}

TEST(LessonSessionTest, ReachingTheGoalReportsTheCardsItTook) {
    LessonSession session = two_lessons();
    ASSERT_TRUE(session.open("phi"));
    const PlayOutcome first = session.play(Gate{GateKind::kH, Ship::kMercurial});
    EXPECT_TRUE(first.accepted());
    EXPECT_FALSE(first.completed_with_cards.has_value());
    const PlayOutcome second = session.play("cnot:rubicon");
    EXPECT_TRUE(second.accepted());
    EXPECT_EQ(second.completed_with_cards, std::optional<int>(2));
    EXPECT_TRUE(session.runner()->succeeded());
    EXPECT_TRUE(session.state().equals_up_to_phase(phi_plus()));
    EXPECT_TRUE(session.feedback().empty());
}

TEST(LessonSessionTest, ARefusalIsTypedChangesNothingAndIsForgottenByTheNextChange) {
    LessonSession session = two_lessons();
    ASSERT_TRUE(session.open("phi"));
    ASSERT_TRUE(session.play("H:MERCURIAL").accepted());
    const TwoQubitState before = session.state();

    const PlayOutcome used_up = session.play("H:MERCURIAL");
    EXPECT_FALSE(used_up.accepted());
    ASSERT_TRUE(session.refusal().has_value());
    EXPECT_EQ(session.refusal()->error, MoveError::kCardUsedUp);
    EXPECT_EQ(session.refusal()->gate, (Gate{GateKind::kH, Ship::kMercurial}));
    EXPECT_EQ(session.refusal()->limit, 1);
    EXPECT_EQ(session.state().amplitudes(), before.amplitudes());
    EXPECT_EQ(session.runner()->cards_played(), 1);

    EXPECT_EQ(session.play(Gate{GateKind::kSWAP, Ship::kMercurial}).result.error, MoveError::kCardNotAllowed);
    EXPECT_EQ(session.refusal()->error, MoveError::kCardNotAllowed);
    EXPECT_EQ(session.play("nonsense").result.error, MoveError::kMalformed);
    EXPECT_EQ(session.refusal()->error, MoveError::kMalformed);

    // An accepted move forgets it.
    ASSERT_TRUE(session.play("X:RUBICON").accepted());
    EXPECT_FALSE(session.refusal().has_value());

    // So do undo and reset.
    EXPECT_FALSE(session.play("X:RUBICON").accepted());  // over budget
    EXPECT_EQ(session.refusal()->error, MoveError::kOverBudget);
    EXPECT_EQ(session.refusal()->limit, 2);
    ASSERT_TRUE(session.undo());
    EXPECT_FALSE(session.refusal().has_value());
    EXPECT_FALSE(session.play("H:MERCURIAL").accepted());
    ASSERT_TRUE(session.reset());
    EXPECT_FALSE(session.refusal().has_value());
    EXPECT_EQ(session.runner()->cards_played(), 0);
}

TEST(LessonSessionTest, AMoveAfterTheGoalIsRefusedAsAlreadySolved) {
    LessonSession session = two_lessons();
    ASSERT_TRUE(session.open(std::size_t{0}));
    ASSERT_TRUE(session.play("X:MERCURIAL").accepted());
    ASSERT_TRUE(session.play("X:RUBICON").completed_with_cards.has_value());
    EXPECT_EQ(session.play("X:RUBICON").result.error, MoveError::kAlreadySolved);
}

TEST(LessonSessionTest, UndoIsRefusedAtTheStartAndTakesBackOneMove) {
    LessonSession session = two_lessons();
    ASSERT_TRUE(session.open(std::size_t{0}));
    EXPECT_FALSE(session.undo());
    ASSERT_TRUE(session.play("X:MERCURIAL").accepted());
    EXPECT_TRUE(session.undo());
    EXPECT_EQ(session.runner()->cards_played(), 0);
    EXPECT_TRUE(session.state().equals_up_to_phase(TwoQubitState::basis(0, 0)));
}

TEST(LessonSessionTest, TheFeedbackWarnsOnceTheGoalIsOutOfReachAndSaysHowItIsMissed) {
    LessonSession session = two_lessons();
    ASSERT_TRUE(session.open("phi"));
    EXPECT_TRUE(session.feedback().empty());
    // X on Rubicon first: H then CNOT would give PSI PLUS, and one card is left: out of reach.
    ASSERT_TRUE(session.play("X:RUBICON").accepted());
    ASSERT_FALSE(session.feedback().empty());
    EXPECT_EQ(session.feedback().out_of_reach_with_cards, std::optional<int>(1));
    ASSERT_TRUE(session.feedback().miss.has_value());
    EXPECT_EQ(session.feedback().miss->kind, session.runner()->goal_miss()->kind);

    // Every card spent without the goal: no warning any more, only how it is missed.
    ASSERT_TRUE(session.play("H:MERCURIAL").accepted());
    EXPECT_FALSE(session.feedback().out_of_reach_with_cards.has_value());
    EXPECT_TRUE(session.feedback().miss.has_value());

    // Undo and reset recompute it.
    ASSERT_TRUE(session.undo());
    EXPECT_EQ(session.feedback().out_of_reach_with_cards, std::optional<int>(1));
    ASSERT_TRUE(session.reset());
    EXPECT_TRUE(session.feedback().empty());

    // So does closing.
    ASSERT_TRUE(session.play("X:RUBICON").accepted());
    ASSERT_TRUE(session.close());
    EXPECT_TRUE(session.feedback().empty());
}

TEST(LessonSessionTest, HintsAreRevealedInOrderUntilNoneIsLeftAndSurviveAReset) {
    LessonSession session = two_lessons();
    ASSERT_TRUE(session.open("phi"));
    EXPECT_TRUE(session.reveal_hint());
    EXPECT_TRUE(session.reveal_hint());
    EXPECT_FALSE(session.reveal_hint());
    EXPECT_EQ(session.runner()->hints_revealed(), 2);
    ASSERT_TRUE(session.reset());
    EXPECT_EQ(session.runner()->hints_revealed(), 2);
    // Opening the lesson again starts with none shown.
    ASSERT_TRUE(session.open("phi"));
    EXPECT_EQ(session.runner()->hints_revealed(), 0);
}

TEST(LessonSessionTest, RevealedHintsAreWordedInTheLanguageAskedAndCountedByTheRunner) {
    LessonSession session(builtin_lessons());
    EXPECT_TRUE(session.revealed_hints(Language::kEnglish).empty());  // no lesson open
    ASSERT_TRUE(session.open("bell-phi-plus"));
    EXPECT_TRUE(session.revealed_hints(Language::kPolish).empty());
    ASSERT_TRUE(session.reveal_hint());
    ASSERT_TRUE(session.reveal_hint());
    const Lesson& lesson = session.runner()->lesson();
    const std::vector<std::string> english = session.revealed_hints(Language::kEnglish);
    const std::vector<std::string> polish = session.revealed_hints(Language::kPolish);
    ASSERT_EQ(english.size(), 2U);
    ASSERT_EQ(polish.size(), 2U);
    EXPECT_EQ(english[0], lesson.hints[0]);
    EXPECT_EQ(english[1], lesson.hints[1]);
    EXPECT_EQ(polish[1], lesson.texts(Language::kPolish).hints[1]);
    EXPECT_NE(polish[1], english[1]);  // the shipped lesson has its hints in Polish
    ASSERT_TRUE(session.close());
    EXPECT_TRUE(session.revealed_hints(Language::kEnglish).empty());
}

TEST(LessonSessionTest, TheMovesCircuitPreparesTheStartThenPlaysTheMoves) {
    LessonSession session = two_lessons();
    ASSERT_TRUE(session.open("phi"));
    ASSERT_TRUE(session.play("H:MERCURIAL").accepted());
    ASSERT_TRUE(session.play("CNOT:RUBICON").accepted());
    const auto circuit = session.moves_circuit();
    ASSERT_TRUE(circuit.has_value());
    EXPECT_EQ(*circuit, (std::vector<Gate>{{GateKind::kH, Ship::kMercurial}, {GateKind::kCNOT, Ship::kRubicon}}));
    EXPECT_EQ(session.moves_circuit_title(), lesson_circuit_title(session.runner()->lesson(), 2));
}

TEST(LessonSessionTest, PlaysEveryShippedLessonsFirstCard) {
    LessonSession session(builtin_lessons());
    ASSERT_FALSE(session.lessons().empty());
    for (std::size_t row = 0; row < session.lessons().size(); ++row) {
        ASSERT_TRUE(session.open(row));
        const std::vector<Gate> moves = session.runner()->playable_moves();
        ASSERT_FALSE(moves.empty()) << session.lessons()[row].id;
        EXPECT_TRUE(session.play(moves.front()).accepted()) << session.lessons()[row].id;
    }
}

}  // namespace
}  // namespace entanglion::lessons
