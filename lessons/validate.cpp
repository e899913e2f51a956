#include "lessons/validate.h"

#include <algorithm>

#include "lessons/solver.h"

namespace entanglion::lessons {
LessonVerdict validate_lesson(const Lesson& lesson, const Board& board) {
    LessonVerdict verdict;
    SolveResult within = solve(lesson, board);
    if (within.solution) {
        verdict.solvable = true;
        verdict.shortest = std::move(within.solution);
        return verdict;
    }
    const SolveResult beyond = solve(lesson, board, std::max(kMaxLessonBudget, lesson.budget));
    const std::string budget = std::to_string(lesson.budget) + (lesson.budget == 1 ? " card" : " cards");
    if (beyond.solution) {
        verdict.problem = "goal not reachable within the budget of " + budget + " (the shortest solution needs " +
                          std::to_string(beyond.solution->size()) + ": " + moves_to_string(*beyond.solution) + ")";
    } else {
        verdict.problem = "goal not reachable with the allowed cards (searched up to " +
                          std::to_string(std::max(kMaxLessonBudget, lesson.budget)) + " cards)";
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
