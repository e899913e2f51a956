// entanglion-cli lesson ...: exit codes (0 solved/ok, 1 check failed, 2 bad input) and messages.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "lesson_fixtures.h"
#include "lessons/builtin.h"
#include "lessons/language.h"
#include "lessons/validate.h"
#include "tests/cli/run_cli.h"
#include "tests/common/temp_dir.h"

namespace entanglion::lessons {
namespace {

using entanglion::testing::run_cli;

TEST(LessonCliTest, ListShowsEveryBuiltinLessonInOrder) {
    const auto run = run_cli("lesson list");
    EXPECT_EQ(run.exit_code, 0) << run.err;
    std::size_t position = 0;
    for (const Lesson& lesson : builtin_lessons()) {
        const auto found = run.out.find(lesson.id, position);
        ASSERT_NE(found, std::string::npos) << lesson.id;
        position = found;
    }
}

TEST(LessonCliTest, ShowPrintsTaskAndGoal) {
    const auto run = run_cli("lesson show bell-phi-plus");
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_NE(run.out.find("Task: From |00>, bring both ships to PHI PLUS."), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("state: PHI_PLUS"), std::string::npos) << run.out;
}

TEST(LessonCliTest, ShowHintsPrintsThemInOrder) {
    const auto run = run_cli("lesson show bell-phi-plus --hints");
    EXPECT_EQ(run.exit_code, 0) << run.err;
    const auto first = run.out.find("  1. First put one ship into superposition.");
    const auto last = run.out.find("  3. H:MERCURIAL, CNOT:RUBICON.");
    EXPECT_NE(first, std::string::npos) << run.out;
    EXPECT_NE(last, std::string::npos) << run.out;
    EXPECT_LT(first, last);
    EXPECT_EQ(run_cli("lesson show bell-phi-plus").out.find("First put one ship"), std::string::npos);
}

TEST(LessonCliTest, ShowLangPrintsTheLessonInThatLanguage) {
    const Lesson& lesson = *find_builtin_lesson("bell-phi-plus");
    for (Language language : kLanguages) {
        const std::string code(language_code(language));
        const auto run = run_cli("lesson show bell-phi-plus --hints --lang " + code);
        EXPECT_EQ(run.exit_code, 0) << code << ": " << run.err;
        const LessonTexts text = lesson.texts(language);
        EXPECT_EQ(run.out.rfind(text.title + "  (bell-phi-plus", 0), 0u) << code << ": " << run.out;
        EXPECT_NE(run.out.find("Task: " + text.task + "\n"), std::string::npos) << code << ": " << run.out;
        EXPECT_NE(run.out.find("  1. " + text.hints[0] + "\n"), std::string::npos) << code << ": " << run.out;
        if (language != Language::kEnglish) {
            EXPECT_EQ(run.out.find(lesson.task), std::string::npos) << code << " printed the English task";
        }
    }
    // The planet names are the rulebook's of each language (docs/glossary).
    EXPECT_NE(run_cli("lesson show bell-phi-plus --lang es").out.find("Task: Desde |00>, lleva ambas naves a PHI MÁS."),
              std::string::npos);
    EXPECT_NE(
        run_cli("lesson show bell-phi-plus --lang cs").out.find("Task: Ze stavu |00> dopravte obě lodě na PHI PLUS."),
        std::string::npos);
    EXPECT_NE(
        run_cli("lesson show bell-phi-plus --lang pl").out.find("Task: Z\u00a0|00> doprowadź oba statki na PHI PLUS."),
        std::string::npos);  // a no-break space after "Z"
}

TEST(LessonCliTest, ShowLangRejectsAnUnknownLanguageNamingIt) {
    for (const std::string code : {"de", "PL", "pl_PL", "\"\""}) {
        const auto run = run_cli("lesson show bell-phi-plus --lang " + code);
        EXPECT_EQ(run.exit_code, 2) << code;
        const std::string shown = code == "\"\"" ? "" : code;
        EXPECT_NE(run.err.find("--lang: unknown language \"" + shown + "\" (use en, pl, es, cs)"), std::string::npos)
            << code << ": " << run.err;
        EXPECT_EQ(run.out, "") << code;
    }
}

TEST(LessonCliTest, EveryShortestSolutionPassesCheck) {
    for (const Lesson& lesson : builtin_lessons()) {
        const LessonVerdict verdict = validate_lesson(lesson);
        ASSERT_TRUE(verdict.solvable) << lesson.id;
        const auto run =
            run_cli("lesson check " + lesson.id + " --moves \"" + moves_to_string(*verdict.shortest) + "\"");
        EXPECT_EQ(run.exit_code, 0) << lesson.id << ": " << run.out << run.err;
        EXPECT_EQ(run.out.rfind("solved: ", 0), 0u) << run.out;
    }
}

TEST(LessonCliTest, GoalNotReachedExitsOne) {
    const auto run = run_cli("lesson check bell-phi-plus --moves \"H:MERCURIAL X:RUBICON\"");
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(run.out.rfind("not solved: goal not reached after 2 cards", 0), 0u) << run.out;
}

TEST(LessonCliTest, AMissedGoalIsDiagnosed) {
    // x-bit-flip: from |01> to |10>; X on Rubicon twice comes back to |01>.
    const auto run = run_cli("lesson check x-bit-flip --moves \"X:RUBICON X:RUBICON\"");
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.out.find("\nYou made |01>; |10> needs both ships' bits flipped.\n"), std::string::npos) << run.out;
    const auto bell = run_cli("lesson check bell-phi-plus --moves \"H:MERCURIAL X:RUBICON\"");
    EXPECT_EQ(bell.exit_code, 1);
    EXPECT_NE(bell.out.find("\nYou made (|01> + |11>)/√2, which is not entangled; (|00> + |11>)/√2 is.\n"),
              std::string::npos)
        << bell.out;
}

TEST(LessonCliTest, AGoalOutOfReachWithCardsLeftIsSaid) {
    // cnot-controlled-flip: from |10> to |01>. CNOT for Mercurial first does nothing (Rubicon, its
    // control, is 0) and leaves one card, with which no move reaches |01>.
    const auto run = run_cli("lesson check cnot-controlled-flip --moves \"CNOT:MERCURIAL CNOT:RUBICON\"");
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.out.find("\nAfter move 1 (CNOT:MERCURIAL) the goal was out of reach with 1 card left: no moves "
                           "with the cards left reach it.\n"),
              std::string::npos)
        << run.out;
    const auto right = run_cli("lesson check cnot-controlled-flip --moves \"CNOT:RUBICON CNOT:MERCURIAL\"");
    EXPECT_EQ(right.exit_code, 0) << right.out;
    EXPECT_EQ(right.out.find("out of reach"), std::string::npos) << right.out;
}

TEST(LessonCliTest, OverBudgetExitsOne) {
    const auto run = run_cli("lesson check bell-phi-plus --moves \"H:MERCURIAL X:RUBICON X:RUBICON\"");
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_EQ(run.out.rfind("not solved: over budget: 3 cards played, the budget is 2", 0), 0u) << run.out;
}

TEST(LessonCliTest, CardNotAllowedForThatShipExitsOne) {
    // The phase-kickback lesson gives Mercurial X and H only.
    const auto run = run_cli("lesson check phase-kickback --moves CNOT:MERCURIAL");
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.out.find("this lesson does not let Mercurial play CNOT"), std::string::npos) << run.out;
}

TEST(LessonCliTest, UnknownLessonExitsTwo) {
    const auto run = run_cli("lesson check no-such-lesson --moves X:MERCURIAL");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("unknown lesson \"no-such-lesson\""), std::string::npos) << run.err;
}

TEST(LessonCliTest, MalformedMoveExitsTwo) {
    const auto run = run_cli("lesson check bell-phi-plus --moves \"H:MERCURIAL CNOT-RUBICON\"");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("move 2: expected GATE:SHIP"), std::string::npos) << run.err;
}

TEST(LessonCliTest, SolvePrintsTheShortestSolution) {
    const auto run = run_cli("lesson solve route-omega-three");
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(run.out.rfind("shortest solution (4 of 4 cards): ", 0), 0u) << run.out;
}

TEST(LessonCliTest, ValidateBuiltinSetSucceeds) {
    const auto run = run_cli("lesson validate");
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    const std::string summary =
        std::to_string(builtin_lessons().size()) + " of " + std::to_string(builtin_lessons().size()) + " lessons valid";
    EXPECT_NE(run.out.find(summary), std::string::npos) << run.out;
}

using LessonCliDirectoryTest = entanglion::testing::TempDirTest;

TEST_F(LessonCliDirectoryTest, ValidateDirectoryWithAMalformedFileExitsTwo) {
    write("01-good.json", testing::base_lesson_json().dump());
    auto bad = testing::base_lesson_json();
    bad["id"] = "bell";
    bad["goal"]["state"] = "PHI_PLUSS";
    write("bell.json", bad.dump());
    const auto run = run_cli("lesson validate " + dir_.string());
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("bell.json: /goal/state: unknown state \"PHI_PLUSS\""), std::string::npos) << run.err;
    EXPECT_NE(run.out.find("ok  01-good.json  test-lesson  shortest 2/2"), std::string::npos) << run.out;
}

TEST_F(LessonCliDirectoryTest, ValidateDirectoryWithAnUnsolvableLessonExitsOne) {
    auto tight = testing::base_lesson_json();
    tight["budget"] = 1;
    write("tight.json", tight.dump());
    const auto run = run_cli("lesson validate " + dir_.string());
    EXPECT_EQ(run.exit_code, 1);
    EXPECT_NE(run.out.find("FAIL  tight.json  test-lesson: goal not reachable within the budget of 1 card"),
              std::string::npos)
        << run.out;
}

TEST_F(LessonCliDirectoryTest, CheckReadsALessonFromADirectory) {
    write("01-good.json", testing::base_lesson_json().dump());
    const auto run = run_cli("lesson check test-lesson --dir " + dir_.string() + " --moves \"X:RUBICON X:MERCURIAL\"");
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
}

TEST(LessonCliTest, ValidateMissingDirectoryExitsTwo) {
    const auto run = run_cli("lesson validate /nonexistent/entanglion-lessons");
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("not a directory"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace entanglion::lessons
