// Feedback that diagnoses: how a position misses a lesson's goal (diagnose_miss, miss_text), and
// the warning that the goal is out of reach with cards left (LessonRunner::goal_reach,
// check_solution).
#include "lessons/goal_miss.h"

#include <gtest/gtest.h>

#include "lesson_fixtures.h"
#include "lessons/runner.h"
#include "statevector/catalogue.h"

namespace entanglion::lessons {
namespace {

using testing::base_lesson_json;
using testing::Json;
using testing::load_or_fail;

/// The base lesson (board rules, from |00>, X for each ship, budget 2) with `goal` and `cards`.
Lesson x_lesson(const Json& goal, const Json& cards, int budget = 2) {
    Json json = base_lesson_json();
    json["goal"] = goal;
    json["cards"] = cards;
    json["budget"] = budget;
    return load_or_fail(json);
}

LessonPosition at(const TwoQubitState& state) { return LessonPosition{state, std::nullopt}; }

TEST(GoalMissTest, BasisKetsSayWhoseBitsDiffer) {
    // |10> wanted: X on Rubicon made |01>, which differs from it in both bits.
    LessonRunner runner(x_lesson({{"state", "ONE,ZERO"}}, {{"mercurial", {"X"}}, {"rubicon", {"X"}}}));
    ASSERT_TRUE(runner.play("X:RUBICON").accepted());
    std::optional<GoalMiss> miss = runner.goal_miss();
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->kind, GoalMiss::Kind::kBitsDiffer);
    EXPECT_EQ(miss->differs, GoalMiss::Bits::kBoth);
    EXPECT_TRUE(miss->made.state.equals_up_to_phase(TwoQubitState::basis(0, 1)));
    EXPECT_EQ(miss_text(*miss), "You made |01>; |10> needs both ships' bits flipped.");

    // |11> wanted: from |10> only Rubicon's bit is missing; from |01> only Mercurial's.
    Goal eleven;
    eleven.state = TwoQubitState::basis(1, 1);
    miss = diagnose_miss(eleven, at(TwoQubitState::basis(1, 0)));
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->differs, GoalMiss::Bits::kRubicon);
    EXPECT_EQ(miss_text(*miss), "You made |10>; |11> needs Rubicon's bit flipped.");
    miss = diagnose_miss(eleven, at(TwoQubitState::basis(0, 1)));
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->differs, GoalMiss::Bits::kMercurial);
    EXPECT_FALSE(diagnose_miss(eleven, at(TwoQubitState::basis(1, 1))).has_value()) << "reached: no miss";
}

TEST(GoalMissTest, BothShipsWantedOnZeroOrOneIsABasisKetToo) {
    // As in the x-bit-flip lesson: Mercurial on ONE and Rubicon on ZERO wanted, that is |10>.
    LessonRunner runner(x_lesson({{"positions", {{"mercurial", "ONE"}, {"rubicon", "ZERO"}}}},
                                 {{"mercurial", {"X"}}, {"rubicon", {"X"}}}));
    ASSERT_TRUE(runner.play("X:RUBICON").accepted());  // |01>
    std::optional<GoalMiss> miss = runner.goal_miss();
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->kind, GoalMiss::Kind::kBitsDiffer);
    EXPECT_EQ(miss->differs, GoalMiss::Bits::kBoth);
    ASSERT_TRUE(runner.play("X:RUBICON").accepted());  // |00>
    miss = runner.goal_miss();
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->differs, GoalMiss::Bits::kMercurial);
    EXPECT_EQ(miss_text(*miss), "You made |00>; |10> needs Mercurial's bit flipped.");
    // A planet the goal names that is no bit (PLUS) is said as a planet.
    Goal plus;
    plus.mercurial_planet = Planet::kPlus;
    plus.rubicon_planet = Planet::kZero;
    miss = diagnose_miss(plus, LessonPosition{TwoQubitState::basis(0, 0), ShipPositions{Planet::kZero, Planet::kZero}});
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->kind, GoalMiss::Kind::kWrongPlanet);
}

TEST(GoalMissTest, OtherStatesSaySignsOrEntanglement) {
    Goal minus;  // |-0>
    minus.state = TwoQubitState::product(SingleQubitKet::kMinus, SingleQubitKet::kZero);
    std::optional<GoalMiss> miss =
        diagnose_miss(minus, at(TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kZero)));
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->kind, GoalMiss::Kind::kPhaseDiffers);

    Goal bell;
    bell.state = phi_plus();
    miss = diagnose_miss(bell, at(TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kZero)));
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->kind, GoalMiss::Kind::kEntanglementDiffers);
    EXPECT_TRUE(miss->goal_entangled);
    miss = diagnose_miss(bell, at(psi_plus()));
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->kind, GoalMiss::Kind::kOtherState) << "both entangled, other weights";
    EXPECT_NE(miss_text(*miss).find("the goal is "), std::string::npos) << miss_text(*miss);
}

TEST(GoalMissTest, ConditionsWithoutAStateSayWhichOneFails) {
    Goal planet;
    planet.rubicon_planet = Planet::kOne;
    std::optional<GoalMiss> miss =
        diagnose_miss(planet, LessonPosition{TwoQubitState::basis(0, 0), ShipPositions{Planet::kZero, Planet::kZero}});
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->kind, GoalMiss::Kind::kWrongPlanet);
    EXPECT_EQ(miss->ship, Ship::kRubicon);
    EXPECT_EQ(miss->made_planet, Planet::kZero);
    EXPECT_EQ(miss->goal_planet, Planet::kOne);
    EXPECT_EQ(miss_text(*miss), "You made |00>: Rubicon is on ZERO; the goal needs it on ONE.");

    Goal entangled;
    entangled.entangled = true;
    miss = diagnose_miss(entangled, at(TwoQubitState::basis(0, 0)));
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->kind, GoalMiss::Kind::kEntanglementDiffers);

    Goal certain;
    certain.certain_rubicon = 1;
    miss = diagnose_miss(certain, at(TwoQubitState::product(SingleQubitKet::kZero, SingleQubitKet::kPlus)));
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->kind, GoalMiss::Kind::kNotCertain);
    EXPECT_DOUBLE_EQ(miss->made_probability, 0.5);

    Goal half;
    half.probability_of_one_mercurial = 0.5;
    miss = diagnose_miss(half, at(TwoQubitState::basis(0, 0)));
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->kind, GoalMiss::Kind::kWrongProbability);
    EXPECT_EQ(miss->ship, Ship::kMercurial);
    EXPECT_DOUBLE_EQ(miss->goal_probability, 0.5);
    EXPECT_DOUBLE_EQ(miss->made_probability, 0.0);

    Goal agree;
    agree.outcomes = Goal::Outcomes::kAgree;
    miss = diagnose_miss(agree, at(TwoQubitState::basis(0, 1)));
    ASSERT_TRUE(miss.has_value());
    EXPECT_EQ(miss->kind, GoalMiss::Kind::kOutcomesDiffer);
    EXPECT_TRUE(miss->goal_agree);
}

TEST(GoalReachTest, TheGoalOutOfReachWithCardsLeftIsSaidAtOnce) {
    // |10> wanted, each X once: after X on Rubicon, one card is left but no move reaches |10>.
    LessonRunner runner(x_lesson({{"state", "ONE,ZERO"}}, {{"mercurial", {{"X", 1}}}, {"rubicon", {{"X", 1}}}}, 3));
    EXPECT_EQ(runner.goal_reach(), GoalReach::kReachable);
    ASSERT_TRUE(runner.play("X:RUBICON").accepted());
    EXPECT_EQ(runner.cards_left(), 2);
    EXPECT_EQ(runner.goal_reach(), GoalReach::kOutOfReach);
    runner.undo();
    ASSERT_TRUE(runner.play("X:MERCURIAL").accepted());
    EXPECT_EQ(runner.goal_reach(), GoalReach::kReached);

    // With Rubicon's X unlimited and three cards, X on Rubicon can be undone: still reachable.
    LessonRunner again(x_lesson({{"state", "ONE,ZERO"}}, {{"mercurial", {"X"}}, {"rubicon", {"X"}}}, 3));
    ASSERT_TRUE(again.play("X:RUBICON").accepted());
    EXPECT_EQ(again.goal_reach(), GoalReach::kReachable);
    ASSERT_TRUE(again.play("X:RUBICON").accepted());
    ASSERT_TRUE(again.play("X:RUBICON").accepted());
    EXPECT_EQ(again.status(), LessonStatus::kOutOfCards);
    EXPECT_EQ(again.goal_reach(), GoalReach::kOutOfReach);
}

TEST(GoalReachTest, CheckSolutionSaysHowTheGoalWasMissedAndWhenItWentOutOfReach) {
    const Lesson lesson = x_lesson({{"state", "ONE,ZERO"}}, {{"mercurial", {{"X", 1}}}, {"rubicon", {{"X", 1}}}}, 3);
    CheckResult result = check_solution(lesson, {"X:RUBICON", "X:MERCURIAL"});
    EXPECT_EQ(result.outcome, CheckOutcome::kGoalNotReached);
    ASSERT_TRUE(result.miss.has_value());
    EXPECT_EQ(result.miss->kind, GoalMiss::Kind::kBitsDiffer);
    EXPECT_EQ(result.miss->differs, GoalMiss::Bits::kRubicon);
    EXPECT_EQ(result.out_of_reach_after, 0);
    result = check_solution(lesson, {"X:MERCURIAL"});
    EXPECT_EQ(result.outcome, CheckOutcome::kSolved);
    EXPECT_FALSE(result.miss.has_value());
    EXPECT_FALSE(result.out_of_reach_after.has_value());
}

}  // namespace
}  // namespace entanglion::lessons
