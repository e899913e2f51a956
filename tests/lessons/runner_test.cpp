// The lesson runner: moves, the goal check after each one, refusals that change nothing, history,
// hints, undo and reset; and check_solution's reasons.
#include <gtest/gtest.h>

#include <type_traits>

#include "lesson_fixtures.h"
#include "lessons/runner.h"
#include "statevector/catalogue.h"

namespace entanglion::lessons {
namespace {

using testing::base_lesson_json;
using testing::Json;
using testing::load_or_fail;

using testing::phi_plus_lesson;

TEST(LessonRunnerTest, StartsAtTheStartInProgress) {
    LessonRunner runner(phi_plus_lesson());
    EXPECT_EQ(runner.status(), LessonStatus::kInProgress);
    EXPECT_TRUE(runner.state().equals_up_to_phase(TwoQubitState::basis(0, 0)));
    ASSERT_TRUE(runner.positions().has_value());
    EXPECT_EQ(*runner.positions(), (ShipPositions{Planet::kZero, Planet::kZero}));
    EXPECT_EQ(runner.cards_left(), 2);
    EXPECT_TRUE(runner.history().empty());
}

TEST(LessonRunnerTest, ReachingTheGoalSucceedsAndRecordsEachMove) {
    LessonRunner runner(phi_plus_lesson());
    ASSERT_TRUE(runner.play("h:mercurial").accepted());
    EXPECT_EQ(runner.status(), LessonStatus::kInProgress);
    EXPECT_EQ(*runner.positions(), (ShipPositions{Planet::kPlus, Planet::kZero}));
    ASSERT_TRUE(runner.play(Gate{GateKind::kCNOT, Ship::kRubicon}).accepted());
    EXPECT_EQ(runner.status(), LessonStatus::kSucceeded);
    EXPECT_TRUE(runner.state().equals_up_to_phase(phi_plus()));
    EXPECT_EQ(*runner.positions(), (ShipPositions{Planet::kPhiPlus, Planet::kPhiPlus}));

    ASSERT_EQ(runner.history().size(), 2u);
    const MoveRecord& entry = runner.history()[1];
    EXPECT_EQ(entry.gate, (Gate{GateKind::kCNOT, Ship::kRubicon}));
    EXPECT_TRUE(
        entry.before.state.equals_up_to_phase(TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kZero)));
    EXPECT_TRUE(entry.after.state.equals_up_to_phase(phi_plus()));
    EXPECT_TRUE(entry.moved);
    EXPECT_TRUE(entry.goal_reached);
    EXPECT_FALSE(runner.history()[0].goal_reached);
}

TEST(LessonRunnerTest, CardNotAllowedForThatShipChangesNothing) {
    LessonRunner runner(phi_plus_lesson());
    const MoveResult result = runner.play("X:MERCURIAL");
    EXPECT_EQ(result.error, MoveError::kCardNotAllowed);
    EXPECT_EQ(result.message.rfind("this lesson does not let Mercurial play X", 0), 0u) << result.message;
    EXPECT_TRUE(runner.history().empty());
    EXPECT_TRUE(runner.state().equals_up_to_phase(TwoQubitState::basis(0, 0)));
}

TEST(LessonRunnerTest, CardLimitIsEnforced) {
    Json json = base_lesson_json();
    json["cards"] = {{"mercurial", {{"X", 1}}}, {"rubicon", {"X"}}};
    json["budget"] = 3;
    LessonRunner runner(load_or_fail(json));
    ASSERT_TRUE(runner.play("X:MERCURIAL").accepted());
    EXPECT_EQ(runner.plays_left(Gate{GateKind::kX, Ship::kMercurial}), 0);
    EXPECT_EQ(runner.plays_left(Gate{GateKind::kX, Ship::kRubicon}), 2);
    const MoveResult result = runner.play("X:MERCURIAL");
    EXPECT_EQ(result.error, MoveError::kCardUsedUp);
    EXPECT_EQ(result.message, "X:MERCURIAL may be played at most 1 time in this lesson");
    EXPECT_EQ(runner.cards_played(), 1);
}

TEST(LessonRunnerTest, SpendingTheBudgetWithoutTheGoalRunsOutOfCards) {
    LessonRunner runner(phi_plus_lesson());
    ASSERT_TRUE(runner.play("X:RUBICON").accepted());
    ASSERT_TRUE(runner.play("X:RUBICON").accepted());
    EXPECT_EQ(runner.status(), LessonStatus::kOutOfCards);
    EXPECT_TRUE(runner.playable_moves().empty());
    EXPECT_EQ(runner.play("H:MERCURIAL").error, MoveError::kOverBudget);
    EXPECT_EQ(runner.cards_played(), 2);
}

TEST(LessonRunnerTest, NoMoveIsAcceptedAfterSuccess) {
    LessonRunner runner(phi_plus_lesson());
    ASSERT_TRUE(runner.play("H:MERCURIAL").accepted());
    ASSERT_TRUE(runner.play("CNOT:RUBICON").accepted());
    EXPECT_EQ(runner.play("X:RUBICON").error, MoveError::kAlreadySolved);
    EXPECT_TRUE(runner.playable_moves().empty());
}

TEST(LessonRunnerTest, MalformedMoveTextIsRefused) {
    LessonRunner runner(phi_plus_lesson());
    const MoveResult result = runner.play("H-MERCURIAL");
    EXPECT_EQ(result.error, MoveError::kMalformed);
    EXPECT_FALSE(result.message.empty());
    EXPECT_TRUE(runner.history().empty());
}

TEST(LessonRunnerTest, PlayableMovesFollowShipThenCardOrderAndLimits) {
    LessonRunner runner(phi_plus_lesson());
    EXPECT_EQ(runner.playable_moves(), (std::vector<Gate>{{GateKind::kH, Ship::kMercurial},
                                                          {GateKind::kCNOT, Ship::kRubicon},
                                                          {GateKind::kX, Ship::kRubicon}}));
    ASSERT_TRUE(runner.play("H:MERCURIAL").accepted());
    EXPECT_EQ(runner.playable_moves(),
              (std::vector<Gate>{{GateKind::kCNOT, Ship::kRubicon}, {GateKind::kX, Ship::kRubicon}}));
}

TEST(LessonRunnerTest, BoardCardWithoutAPrintedPathIsSpentButMovesNothing) {
    // CNOT for Rubicon with Mercurial on ZERO: the control is 0, the board prints no move.
    LessonRunner runner(phi_plus_lesson());
    ASSERT_TRUE(runner.play("CNOT:RUBICON").accepted());
    EXPECT_FALSE(runner.history()[0].moved);
    EXPECT_EQ(runner.cards_left(), 1);
    EXPECT_EQ(*runner.positions(), (ShipPositions{Planet::kZero, Planet::kZero}));
}

TEST(LessonRunnerTest, UndoAndResetRestoreEarlierStates) {
    LessonRunner runner(phi_plus_lesson());
    ASSERT_TRUE(runner.play("H:MERCURIAL").accepted());
    ASSERT_TRUE(runner.play("CNOT:RUBICON").accepted());
    runner.undo();
    EXPECT_EQ(runner.status(), LessonStatus::kInProgress);
    EXPECT_EQ(*runner.positions(), (ShipPositions{Planet::kPlus, Planet::kZero}));
    EXPECT_EQ(runner.cards_played(), 1);
    runner.reset();
    EXPECT_TRUE(runner.history().empty());
    EXPECT_EQ(*runner.positions(), (ShipPositions{Planet::kZero, Planet::kZero}));
    runner.undo();  // nothing to undo: no effect
    EXPECT_EQ(runner.cards_left(), 2);
}

TEST(LessonRunnerTest, HintsComeInOrderThenRunOut) {
    LessonRunner runner(phi_plus_lesson());
    EXPECT_EQ(runner.hint_count(), 2);
    EXPECT_EQ(runner.next_hint(), "first");
    EXPECT_EQ(runner.next_hint(), "second");
    EXPECT_EQ(runner.next_hint(), std::nullopt);
    EXPECT_EQ(runner.hints_revealed(), 2);
}

TEST(LessonRunnerTest, RunnersAreCopiesWithTheirOwnState) {
    static_assert(std::is_copy_assignable_v<LessonRunner>, "a UI must be able to replace its runner");
    LessonRunner first(phi_plus_lesson());
    LessonRunner second = first;
    ASSERT_TRUE(first.play("H:MERCURIAL").accepted());
    EXPECT_EQ(second.cards_played(), 0);
    second = first;
    EXPECT_EQ(second.cards_played(), 1);
    EXPECT_EQ(*second.positions(), (ShipPositions{Planet::kPlus, Planet::kZero}));
}

TEST(LessonRunnerTest, QuantumRulesShowThePhaseKickback) {
    // |+>|-> with CNOT for Rubicon (control Mercurial): the control turns into |->, the target stays.
    Json json = base_lesson_json();
    json["rules"] = "quantum";
    json["start"] = {{"mercurial", "PLUS"}, {"rubicon", "MINUS"}};
    json["cards"] = {{"rubicon", {"CNOT"}}};
    json["budget"] = 1;
    json["goal"] = {{"positions", {{"mercurial", "MINUS"}}}};
    LessonRunner runner(load_or_fail(json));
    ASSERT_TRUE(runner.play("CNOT:RUBICON").accepted());
    EXPECT_EQ(runner.status(), LessonStatus::kSucceeded);
    EXPECT_TRUE(
        runner.state().equals_up_to_phase(TwoQubitState::product(SingleQubitKet::kMinus, SingleQubitKet::kMinus)));
    EXPECT_EQ(*runner.positions(), (ShipPositions{Planet::kMinus, Planet::kMinus}));
}

TEST(LessonRunnerTest, BoardRulesLeaveThePhaseKickbackOut) {
    Json json = base_lesson_json();
    json["start"] = {{"mercurial", "PLUS"}, {"rubicon", "MINUS"}};
    json["cards"] = {{"rubicon", {"CNOT"}}};
    json["budget"] = 1;
    json["goal"] = {{"positions", {{"mercurial", "MINUS"}}}};
    LessonRunner runner(load_or_fail(json));
    ASSERT_TRUE(runner.play("CNOT:RUBICON").accepted());
    EXPECT_EQ(runner.status(), LessonStatus::kOutOfCards);
    EXPECT_EQ(*runner.positions(), (ShipPositions{Planet::kPlus, Planet::kMinus}));
}

TEST(LessonRunnerTest, QuantumMoveThatOnlyChangesAGlobalPhaseDidNotMove) {
    // X|+> = |+> and X|-> = -|->: neither changes anything a measurement could see.
    Json json = base_lesson_json();
    json["rules"] = "quantum";
    json["start"] = {{"mercurial", "PLUS"}, {"rubicon", "MINUS"}};
    json["cards"] = {{"mercurial", {"X", "H"}}, {"rubicon", {"X"}}};
    json["budget"] = 3;
    json["goal"] = {{"state", "ZERO,MINUS"}};
    LessonRunner runner(load_or_fail(json));
    ASSERT_TRUE(runner.play("X:MERCURIAL").accepted());
    ASSERT_TRUE(runner.play("X:RUBICON").accepted());
    EXPECT_FALSE(runner.history()[0].moved);
    EXPECT_FALSE(runner.history()[1].moved);
    ASSERT_TRUE(runner.play("H:MERCURIAL").accepted());
    EXPECT_TRUE(runner.history()[2].moved);
    EXPECT_EQ(runner.status(), LessonStatus::kSucceeded);
}

TEST(LessonRunnerTest, QuantumRulesTrackStatesTheBoardDoesNotName) {
    // S on |+> gives (|0> + i|1>)/sqrt2: no planet, but the state is exact.
    Json json = base_lesson_json();
    json["rules"] = "quantum";
    json["start"] = {{"mercurial", "PLUS"}, {"rubicon", "ZERO"}};
    json["cards"] = {{"mercurial", {"S"}}};
    json["budget"] = 2;
    json["goal"] = {{"state", "MINUS,ZERO"}};
    LessonRunner runner(load_or_fail(json));
    ASSERT_TRUE(runner.play("S:MERCURIAL").accepted());
    EXPECT_FALSE(runner.positions().has_value());
    const double s = 1.0 / std::sqrt(2.0);
    EXPECT_TRUE(runner.state().equals_up_to_phase(TwoQubitState(Eigen::Vector4cd(s, 0, Complex(0, s), 0))));
    ASSERT_TRUE(runner.play("S:MERCURIAL").accepted());  // S^2 = Z: |+> -> |->
    EXPECT_EQ(runner.status(), LessonStatus::kSucceeded);
}

TEST(CheckSolutionTest, RightAnswerSolves) {
    const CheckResult result = check_solution(phi_plus_lesson(), {"H:MERCURIAL", "CNOT:RUBICON"});
    EXPECT_EQ(result.outcome, CheckOutcome::kSolved);
    EXPECT_EQ(result.reason, "goal reached with 2 of 2 cards");
    EXPECT_EQ(result.trail.size(), 3u);
}

TEST(CheckSolutionTest, OverBudget) {
    const CheckResult result = check_solution(phi_plus_lesson(), {"X:RUBICON", "X:RUBICON", "H:MERCURIAL"});
    EXPECT_EQ(result.outcome, CheckOutcome::kOverBudget);
    EXPECT_EQ(result.reason, "over budget: 3 cards played, the budget is 2");
    EXPECT_EQ(result.move_index, 2);
}

TEST(CheckSolutionTest, GoalNotReached) {
    const CheckResult result = check_solution(phi_plus_lesson(), {"H:MERCURIAL", "X:RUBICON"});
    EXPECT_EQ(result.outcome, CheckOutcome::kGoalNotReached);
    EXPECT_EQ(result.reason.rfind("goal not reached after 2 cards: the state is ", 0), 0u) << result.reason;
    EXPECT_NE(result.reason.find("Mercurial on PLUS, Rubicon on ONE"), std::string::npos) << result.reason;
}

TEST(CheckSolutionTest, CardNotAllowedForThatShip) {
    const CheckResult result = check_solution(phi_plus_lesson(), {"H:RUBICON", "CNOT:MERCURIAL"});
    EXPECT_EQ(result.outcome, CheckOutcome::kCardNotAllowed);
    EXPECT_EQ(result.move_index, 0);
    EXPECT_EQ(result.reason.rfind("move 1 (H:RUBICON): this lesson does not let Rubicon play H", 0), 0u)
        << result.reason;
}

TEST(CheckSolutionTest, CardUsedUp) {
    const CheckResult result = check_solution(phi_plus_lesson(), {"H:MERCURIAL", "H:MERCURIAL"});
    EXPECT_EQ(result.outcome, CheckOutcome::kCardUsedUp);
    EXPECT_EQ(result.move_index, 1);
}

TEST(CheckSolutionTest, MovesAfterTheGoalAreExtra) {
    Json json = base_lesson_json();
    json["budget"] = 3;
    const CheckResult result = check_solution(load_or_fail(json), {"X:MERCURIAL", "X:RUBICON", "X:RUBICON"});
    EXPECT_EQ(result.outcome, CheckOutcome::kExtraMoves);
    EXPECT_EQ(result.move_index, 2);
}

TEST(CheckSolutionTest, MalformedMoveIsBadInputBeforeAnythingElse) {
    const CheckResult result = check_solution(phi_plus_lesson(), {"X:RUBICON", "X:RUBICON", "FOO:RUBICON"});
    EXPECT_EQ(result.outcome, CheckOutcome::kMalformedMove);
    EXPECT_EQ(result.reason.rfind("move 3: unknown gate \"FOO\"", 0), 0u) << result.reason;
}

TEST(CheckSolutionTest, SplitMovesAcceptsSpacesAndCommas) {
    EXPECT_EQ(split_moves(" H:MERCURIAL,CNOT:RUBICON  X:RUBICON "),
              (std::vector<std::string>{"H:MERCURIAL", "CNOT:RUBICON", "X:RUBICON"}));
    EXPECT_TRUE(split_moves("  ").empty());
}

}  // namespace
}  // namespace entanglion::lessons
