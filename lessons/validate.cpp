#include "lessons/validate.h"

#include <algorithm>

#include "lessons/solver.h"

namespace entanglion::lessons {
namespace {

std::string cards_text(int count) { return std::to_string(count) + (count == 1 ? " card" : " cards"); }

std::string stopped_text(const SolveResult& result) {
    return "the search stopped after exploring " + std::to_string(result.positions_found) +
           " positions (the solver's limit)";
}

}  // namespace

LessonVerdict validate_lesson(const Lesson& lesson, const Board& board) {
    LessonVerdict verdict;
    SolveResult within = solve(lesson, board);
    if (within.solution) {
        verdict.solvable = true;
        verdict.shortest = std::move(within.solution);
        return verdict;
    }
    const std::string budget = cards_text(lesson.budget);
    if (within.stopped_at_limit) {
        verdict.problem =
            "not solvable within " + budget + " after exploring " + std::to_string(within.positions_found) +
            " positions: the search stopped at the solver's limit (allow fewer cards or a smaller budget)";
        return verdict;
    }
    const int further = std::max(kMaxLessonBudget, lesson.budget);
    const SolveResult beyond = solve(lesson, board, further);
    if (beyond.solution) {
        verdict.problem = "goal not reachable within the budget of " + budget + " (the shortest solution needs " +
                          std::to_string(beyond.solution->size()) + ": " + moves_to_string(*beyond.solution) + ")";
    } else if (beyond.stopped_at_limit) {
        verdict.problem = "goal not reachable within the budget of " + budget + " after exploring " +
                          std::to_string(within.positions_found) + " positions; looking further, " +
                          stopped_text(beyond);
    } else {
        verdict.problem = "goal not reachable with the allowed cards (searched up to " + cards_text(further) + ")";
    }
    return verdict;
}

std::string moves_to_string(const std::vector<Gate>& moves) {
    std::string text;
    for (const Gate& gate : moves) {
        if (!text.empty()) text += ' ';
        text += gate_to_string(gate);
    }
    return text;
}

}  // namespace entanglion::lessons
