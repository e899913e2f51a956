// The breadth-first solver on small hand-made lessons whose shortest answers follow from reasoning
// (stated in each test), and validate_lesson's messages.
#include <algorithm>

#include <gtest/gtest.h>

#include "lesson_fixtures.h"
#include "lessons/builtin.h"
#include "lessons/moves.h"
#include "lessons/runner.h"
#include "lessons/solver.h"
#include "lessons/validate.h"

namespace entanglion::lessons {
namespace {

using testing::base_lesson_json;
using testing::Json;
using testing::load_or_fail;

TEST(LessonSolverTest, TwoFlipsForTwoQubits) {
    // |00> -> |11> with X only: each X flips one qubit, so two cards, and at least two are needed.
    Json json = base_lesson_json();
    json["budget"] = 5;
    const SolveResult result = solve(load_or_fail(json));
    ASSERT_TRUE(result.solution.has_value());
    EXPECT_EQ(*result.solution, (std::vector<Gate>{{GateKind::kX, Ship::kMercurial}, {GateKind::kX, Ship::kRubicon}}));
}

Lesson rubicon_needs_a_control(std::optional<int> mercurial_x_limit) {
    // |00> -> |01>. Rubicon may only play CNOT, which flips it only while Mercurial is on ONE, so
    // Mercurial must go to ONE and come back: X:M, CNOT:R, X:M is the shortest (3 cards).
    Json json = base_lesson_json();
    json["cards"]["rubicon"] = Json::array({"CNOT"});
    if (mercurial_x_limit) json["cards"]["mercurial"] = {{"X", *mercurial_x_limit}};
    json["budget"] = 6;
    json["goal"] = {{"state", "ZERO,ONE"}};
    return load_or_fail(json);
}

TEST(LessonSolverTest, ControlledFlipNeedsTheControlThereAndBack) {
    const SolveResult result = solve(rubicon_needs_a_control(std::nullopt));
    ASSERT_TRUE(result.solution.has_value());
    EXPECT_EQ(moves_to_string(*result.solution), "X:MERCURIAL CNOT:RUBICON X:MERCURIAL");
}

TEST(LessonSolverTest, CardLimitsAreHonoured) {
    // The only way back for Mercurial is a second X, so a limit of one X makes the lesson unsolvable.
    EXPECT_FALSE(solve(rubicon_needs_a_control(1)).solution.has_value());
    const SolveResult two = solve(rubicon_needs_a_control(2));
    ASSERT_TRUE(two.solution.has_value());
    EXPECT_EQ(two.solution->size(), 3u);
}

/// |00> -> Phi- under quantum rules with H and Z for Mercurial and CNOT for Rubicon.
Lesson phi_minus_lesson(int budget) {
    Json json = base_lesson_json();
    json["rules"] = "quantum";
    json["cards"] = {{"mercurial", {"H", "Z"}}, {"rubicon", {"CNOT"}}};
    json["budget"] = budget;
    json["goal"] = {{"state", "PHI_MINUS"}};
    return load_or_fail(json);
}

TEST(LessonSolverTest, QuantumRulesReachPhiMinusInThreeCards) {
    // Superposition needs H and entanglement needs CNOT; with those two alone the sign is +, so a
    // third card (Z) is needed.
    const Lesson lesson = phi_minus_lesson(6);
    const SolveResult result = solve(lesson);
    ASSERT_TRUE(result.solution.has_value());
    EXPECT_EQ(result.solution->size(), 3u);
    EXPECT_TRUE(check_solution(lesson, split_moves(moves_to_string(*result.solution))).solved());
    EXPECT_FALSE(solve(lesson, Board::published(), 2).solution.has_value());
}

TEST(LessonSolverTest, PositionsEqualUpToPhaseAreVisitedOnce) {
    // Z on Mercurial turns |10> into -|10>: the same position up to global phase. With Z as the only
    // card, the start is the only position, so the search expands exactly one node and stops.
    Json json = base_lesson_json();
    json["rules"] = "quantum";
    json["start"] = {{"mercurial", "ONE"}, {"rubicon", "ZERO"}};
    json["cards"] = {{"mercurial", {"Z"}}};
    json["budget"] = 12;
    const SolveResult result = solve(load_or_fail(json));
    EXPECT_FALSE(result.solution.has_value());
    EXPECT_EQ(result.nodes_explored, 1);
}

TEST(LessonSolverTest, BoardRulesCannotKickBackAPhase) {
    // |+-> -> Mercurial on MINUS with CNOT for Rubicon: one card in quantum mechanics, impossible on
    // the board (which prints no CNOT path for a ship in Superious).
    Json json = base_lesson_json();
    json["start"] = {{"mercurial", "PLUS"}, {"rubicon", "MINUS"}};
    json["cards"] = {{"rubicon", {"CNOT"}}};
    json["budget"] = 3;
    json["goal"] = {{"positions", {{"mercurial", "MINUS"}}}};
    EXPECT_FALSE(solve(load_or_fail(json)).solution.has_value());
    json["rules"] = "quantum";
    const SolveResult quantum = solve(load_or_fail(json));
    ASSERT_TRUE(quantum.solution.has_value());
    EXPECT_EQ(moves_to_string(*quantum.solution), "CNOT:RUBICON");
}

// Slow, obviously correct reference: plays every sequence of allowed cards of length 1, 2, ... up to
// `max_cards` through check_solution (no deduplication, no shortcuts) and returns the first length
// that solves the lesson.
std::optional<std::size_t> reference_shortest_length(const Lesson& lesson, int max_cards) {
    std::vector<std::string> cards;
    for (const CardAllowance& card : lesson.cards) cards.push_back(gate_to_string(Gate{card.kind, card.ship}));
    for (int length = 1; length <= max_cards; ++length) {
        std::vector<std::size_t> digits(static_cast<std::size_t>(length), 0);
        while (true) {
            std::vector<std::string> moves;
            for (std::size_t digit : digits) moves.push_back(cards[digit]);
            if (check_solution(lesson, moves).solved()) return static_cast<std::size_t>(length);
            std::size_t i = 0;
            while (i < digits.size() && ++digits[i] == cards.size()) digits[i++] = 0;
            if (i == digits.size()) break;
        }
    }
    return std::nullopt;
}

TEST(LessonSolverTest, AgreesWithExhaustiveSearchOnEveryShippedLesson) {
    for (const Lesson& lesson : builtin_lessons()) {
        SCOPED_TRACE(lesson.id);
        const SolveResult fast = solve(lesson);
        ASSERT_TRUE(fast.solution.has_value());
        EXPECT_EQ(reference_shortest_length(lesson, lesson.budget), fast.solution->size());
    }
}

TEST(LessonSolverTest, AgreesWithExhaustiveSearchOnHandMadeLessons) {
    // Card limits and the phase deduplication are where a fast search could go wrong.
    for (std::optional<int> limit : {std::optional<int>{}, std::optional<int>{1}, std::optional<int>{2}}) {
        const Lesson lesson = rubicon_needs_a_control(limit);
        const SolveResult fast = solve(lesson, Board::published(), 5);
        const auto reference = reference_shortest_length(lesson, 5);
        ASSERT_EQ(fast.solution.has_value(), reference.has_value());
        if (reference) {
            EXPECT_EQ(fast.solution->size(), *reference);
        }
    }
}

TEST(LessonValidateTest, BudgetTooSmallSaysHowManyCardsAreNeeded) {
    Json json = base_lesson_json();
    json["budget"] = 1;
    const LessonVerdict verdict = validate_lesson(load_or_fail(json));
    EXPECT_FALSE(verdict.solvable);
    EXPECT_EQ(verdict.problem,
              "goal not reachable within the budget of 1 card (the shortest solution needs 2: X:MERCURIAL X:RUBICON)");
}

TEST(LessonValidateTest, UnreachableGoal) {
    // Only Mercurial can flip, so Rubicon never reaches ONE.
    Json json = base_lesson_json();
    json["cards"] = {{"mercurial", {"X", "H"}}};
    const LessonVerdict verdict = validate_lesson(load_or_fail(json));
    EXPECT_FALSE(verdict.solvable);
    EXPECT_EQ(verdict.problem, "goal not reachable with the allowed cards (searched up to 12 cards)");
}

TEST(LessonValidateTest, ContradictoryGoalIsUnsolvable) {
    // PHI_PLUS is entangled, so "PHI_PLUS and not entangled" can never hold.
    Json json = base_lesson_json();
    json["cards"] = {{"mercurial", {"X", "H", "CNOT"}}, {"rubicon", {"X", "H", "CNOT"}}};
    json["goal"] = {{"state", "PHI_PLUS"}, {"entangled", false}};
    EXPECT_FALSE(validate_lesson(load_or_fail(json)).solvable);
}

}  // namespace
}  // namespace entanglion::lessons

namespace entanglion::lessons {
namespace {

/// The reproducer from the fuzzing pass (tests/data/reliability): every quantum card once per
/// ship and an unreachable goal; without a limit the search grows past gigabytes.
Lesson each_card_once_lesson() {
    LoadError error;
    auto lesson =
        load_lesson_file(ENTANGLION_SOURCE_DIR "/tests/data/reliability/lesson-solver-unbounded/01-each-once.json",
                         Board::published(), &error);
    EXPECT_TRUE(lesson.has_value()) << error.message();
    return lesson ? *lesson : Lesson{};
}

TEST(LessonSolverLimitTest, SearchStopsAtTheNodeLimitDeterministically) {
    const Lesson lesson = each_card_once_lesson();
    const SolveResult first = solve(lesson, Board::published(), std::nullopt, 500);
    EXPECT_FALSE(first.solution.has_value());
    EXPECT_TRUE(first.stopped_at_limit);
    EXPECT_EQ(first.positions_found, 500);
    const SolveResult again = solve(lesson, Board::published(), std::nullopt, 500);
    EXPECT_EQ(again.nodes_explored, first.nodes_explored);
}

TEST(LessonSolverLimitTest, ValidateNamesTheLimitInsteadOfRunningOn) {
    const LessonVerdict verdict = validate_lesson(each_card_once_lesson());
    EXPECT_FALSE(verdict.solvable);
    EXPECT_EQ(verdict.problem, "not solvable within 12 cards after exploring " + std::to_string(kSolverNodeLimit) +
                                   " positions: the search stopped at the solver's limit (allow fewer cards or a "
                                   "smaller budget)");
}

TEST(LessonSolverLimitTest, SmallSearchesAreNotStopped) {
    const SolveResult result = solve(testing::load_or_fail(testing::base_lesson_json()));
    EXPECT_TRUE(result.solution.has_value());
    EXPECT_FALSE(result.stopped_at_limit);
}

// The plain reference for reachable_positions: breadth first in the lesson's card order, every new
// position compared with every one seen (up to global phase).
std::vector<LessonPosition> reachable_by_comparison(const Lesson& lesson) {
    std::vector<LessonPosition> seen{start_position(lesson)};
    std::vector<LessonPosition> frontier = seen;
    for (int depth = 0; depth < lesson.budget && !frontier.empty(); ++depth) {
        std::vector<LessonPosition> next;
        for (const LessonPosition& from : frontier) {
            for (const CardAllowance& card : lesson.cards) {
                LessonPosition to = apply_move(lesson.rules, Board::published(), from, Gate{card.kind, card.ship});
                const bool known = std::any_of(seen.begin(), seen.end(), [&](const LessonPosition& p) {
                    return p.state.equals_up_to_phase(to.state);
                });
                if (known) continue;
                seen.push_back(to);
                next.push_back(std::move(to));
            }
        }
        frontier = std::move(next);
    }
    return seen;
}

bool same_positions_up_to_phase(const std::vector<LessonPosition>& a, const std::vector<LessonPosition>& b) {
    if (a.size() != b.size()) return false;
    return std::all_of(a.begin(), a.end(), [&](const LessonPosition& p) {
        return std::any_of(b.begin(), b.end(), [&](const LessonPosition& q) {
            return p.state.equals_up_to_phase(q.state) && p.positions == q.positions;
        });
    });
}

TEST(ReachablePositionsTest, EveryBuiltinLessonReachesWhatThePlainSearchReaches) {
    for (const Lesson& lesson : builtin_lessons()) {
        const std::vector<LessonPosition> reached = reachable_positions(lesson);
        ASSERT_FALSE(reached.empty()) << lesson.id;
        EXPECT_TRUE(reached[0].state.equals_up_to_phase(start_position(lesson).state)) << lesson.id;
        EXPECT_TRUE(same_positions_up_to_phase(reached, reachable_by_comparison(lesson))) << lesson.id;
        // The goal is reachable within the budget, so it is among the positions.
        EXPECT_TRUE(std::any_of(reached.begin(), reached.end(), [&](const LessonPosition& p) {
            return goal_reached(lesson.goal, p);
        })) << lesson.id;
    }
}

TEST(ReachablePositionsTest, TheBudgetBoundsTheSearch) {
    // X only, from |00>: one card reaches |10> and |01>, two cards |11> as well.
    Json json = base_lesson_json();
    json["budget"] = 1;
    const std::vector<LessonPosition> one = reachable_positions(load_or_fail(json));
    ASSERT_EQ(one.size(), 3u);
    EXPECT_EQ(one[0].positions, (ShipPositions{Planet::kZero, Planet::kZero}));
    EXPECT_EQ(one[1].positions, (ShipPositions{Planet::kOne, Planet::kZero}));  // Mercurial's card first
    EXPECT_EQ(one[2].positions, (ShipPositions{Planet::kZero, Planet::kOne}));
    json["budget"] = 5;
    EXPECT_EQ(reachable_positions(load_or_fail(json)).size(), 4u);
}

TEST(ReachablePositionsTest, QuantumRulesFollowTheState) {
    // Phi- takes three cards (H, CNOT, Z): within a budget of 3 it is reached, within 2 it is not.
    for (int budget : {2, 3}) {
        const Lesson lesson = phi_minus_lesson(budget);
        const std::vector<LessonPosition> reached = reachable_positions(lesson);
        EXPECT_TRUE(same_positions_up_to_phase(reached, reachable_by_comparison(lesson))) << budget;
        const bool goal = std::any_of(reached.begin(), reached.end(),
                                      [&](const LessonPosition& p) { return goal_reached(lesson.goal, p); });
        EXPECT_EQ(goal, budget == 3) << budget;
    }
}

}  // namespace
}  // namespace entanglion::lessons
