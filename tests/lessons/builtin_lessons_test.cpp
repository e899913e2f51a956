// The shipped lessons: every file loads and is solvable within its budget, the solver's answer
// passes the same check the CLI uses, and the claims the texts make hold in the engine.
#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "lessons/builtin.h"
#include "lessons/readable_text.h"
#include "lessons/runner.h"
#include "lessons/solver.h"
#include "lessons/validate.h"

namespace entanglion::lessons {
namespace {

const Lesson& lesson(std::string_view id) {
    const Lesson* found = find_builtin_lesson(id);
    if (!found) throw std::runtime_error("no built-in lesson " + std::string(id));
    return *found;
}

TEST(BuiltinLessonsTest, EveryEmbeddedFileLoads) {
    const DirectoryLoad load = load_builtin_lessons();
    for (const LoadError& error : load.errors) ADD_FAILURE() << error.message();
    EXPECT_EQ(load.lessons.size(), builtin_lesson_files().size());
    EXPECT_GE(load.lessons.size(), 12u);
}

TEST(BuiltinLessonsTest, FilesAreInCourseOrderWithUniqueIds) {
    const auto& files = builtin_lesson_files();
    for (std::size_t i = 1; i < files.size(); ++i) EXPECT_LT(files[i - 1].name, files[i].name);
    std::set<std::string> ids;
    for (const Lesson& each : builtin_lessons()) EXPECT_TRUE(ids.insert(each.id).second) << each.id;
    EXPECT_EQ(builtin_lessons().front().id, "qubits-and-kets");
    EXPECT_EQ(builtin_lessons().back().id, "route-omega-three");
}

TEST(BuiltinLessonsTest, EveryLessonIsSolvableAndItsShortestSolutionChecks) {
    for (const Lesson& each : builtin_lessons()) {
        SCOPED_TRACE(each.id);
        const LessonVerdict verdict = validate_lesson(each);
        ASSERT_TRUE(verdict.solvable) << verdict.problem;
        EXPECT_LE(static_cast<int>(verdict.shortest->size()), each.budget);
        const CheckResult check = check_solution(each, split_moves(moves_to_string(*verdict.shortest)));
        EXPECT_TRUE(check.solved()) << check.reason;
    }
}

TEST(BuiltinLessonsTest, HintsThatSpellOutMovesSolveTheLesson) {
    // A hint such as "H:MERCURIAL, CNOT:RUBICON." must be a complete, correct solution.
    const std::regex move(R"(\b(X|H|CNOT|SWAP|Z|Y|S|CZ|I):(MERCURIAL|RUBICON)\b)");
    int spelled_out = 0;
    for (const Lesson& each : builtin_lessons()) {
        for (const std::string& hint : each.hints) {
            std::vector<std::string> moves;
            for (auto it = std::sregex_iterator(hint.begin(), hint.end(), move); it != std::sregex_iterator(); ++it) {
                moves.push_back(it->str());
            }
            if (moves.empty()) continue;
            ++spelled_out;
            const CheckResult check = check_solution(each, moves);
            EXPECT_TRUE(check.solved()) << each.id << ": hint \"" << hint << "\": " << check.reason;
        }
    }
    EXPECT_GE(spelled_out, 12);
}

TEST(BuiltinLessonsTest, RoutePuzzleBudgetIsTheFewestCards) {
    const Lesson& route = lesson("route-omega-three");
    const SolveResult within = solve(route);
    ASSERT_TRUE(within.solution.has_value());
    EXPECT_EQ(static_cast<int>(within.solution->size()), route.budget);
    EXPECT_FALSE(solve(route, Board::published(), route.budget - 1).solution.has_value());
}

TEST(BuiltinLessonsTest, PhaseKickbackNeedsQuantumRules) {
    Lesson kickback = lesson("phase-kickback");
    EXPECT_EQ(kickback.rules, RulesVariant::kQuantum);
    EXPECT_TRUE(check_solution(kickback, {"CNOT:RUBICON"}).solved());
    kickback.rules = RulesVariant::kBoard;  // the same lesson on the printed board has no solution
    EXPECT_FALSE(validate_lesson(kickback).solvable);
}

TEST(BuiltinLessonsTest, OmegaLessonGoalIsOmegaZero) {
    const Lesson& omega = lesson("omega-states");
    ASSERT_TRUE(omega.goal.state.has_value());
    const NamedState* omega_zero = Board::published().catalogue().find("OMEGA_ZERO");
    ASSERT_NE(omega_zero, nullptr);
    EXPECT_TRUE(omega.goal.state->equals_up_to_phase(omega_zero->state));
}

TEST(BuiltinLessonsTest, DetectionLessonStartsWithEveryOutcomeEquallyLikely) {
    const Eigen::Vector4d p = lesson("detection-measurement").start.state.probabilities();
    for (int i = 0; i < 4; ++i) EXPECT_NEAR(p[i], 0.25, 1e-12);
}

TEST(BuiltinLessonsTest, LeavingPhiPlusWithCnotForMercurialGivesZeroPlus) {
    const CheckResult check = check_solution(lesson("entangled-ships-move-together"), {"CNOT:MERCURIAL"});
    ASSERT_TRUE(check.solved()) << check.reason;
    ASSERT_TRUE(check.trail.back().positions.has_value());
    EXPECT_EQ(*check.trail.back().positions, (ShipPositions{Planet::kZero, Planet::kPlus}));
}

TEST(BuiltinLessonsTest, SingleQubitCardsCannotUntangle) {
    // The lesson's claim: X and H on one ship keep PHI PLUS entangled.
    for (const char* move : {"X:MERCURIAL", "H:MERCURIAL", "X:RUBICON", "H:RUBICON"}) {
        const CheckResult check = check_solution(lesson("entangled-ships-move-together"), {move});
        EXPECT_EQ(check.outcome, CheckOutcome::kGoalNotReached) << move;
    }
}

}  // namespace
}  // namespace entanglion::lessons

namespace entanglion::lessons {
namespace {

TEST(ReadableMoveIdsTest, MoveIdsBecomeWords) {
    EXPECT_EQ(readable_move_ids("H:MERCURIAL, X:MERCURIAL, H:RUBICON."),
              "H for Mercurial, X for Mercurial, H for Rubicon.");
    EXPECT_EQ(readable_move_ids("play cnot:rubicon now"), "play CNOT for Rubicon now");
    // Not a move: left alone.
    EXPECT_EQ(readable_move_ids("ratio 1:2, Q:MERCURIAL, H:MARS, time 10:30"),
              "ratio 1:2, Q:MERCURIAL, H:MARS, time 10:30");
    EXPECT_EQ(readable_move_ids(""), "");
}

TEST(ReadableMoveIdsTest, ALanguageGivesTheWholePhraseInItsOwnOrder) {
    // One translated phrase per move, so a language can put the ship first or add a head noun.
    EXPECT_EQ(readable_move_ids("H:MERCURIAL, CNOT:RUBICON.", "%1 dla statku %2"),
              "H dla statku Mercurial, CNOT dla statku Rubicon.");
    EXPECT_EQ(readable_move_ids("x:rubicon", "%2: %1"), "Rubicon: X");
    EXPECT_EQ(readable_move_ids("H:MERCURIAL", "100% %1 / %2 %3"), "100% H / Mercurial %3");
}

TEST(ReadableMoveIdsTest, NoBuiltinLessonShowsAMoveIdToTheLearner) {
    for (const Lesson& lesson : builtin_lessons()) {
        std::string all = lesson.intro + lesson.task + lesson.success;
        for (const std::string& hint : lesson.hints) all += hint;
        const std::string shown = readable_move_ids(all);
        EXPECT_EQ(shown.find(":MERCURIAL"), std::string::npos) << lesson.id;
        EXPECT_EQ(shown.find(":RUBICON"), std::string::npos) << lesson.id;
    }
}

}  // namespace
}  // namespace entanglion::lessons
