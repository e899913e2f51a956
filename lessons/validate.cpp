#include "lessons/validate.h"

#include "lessons/solver.h"

namespace entanglion::lessons {
namespace {

// The loader's largest budget: beyond it the search answers "not reachable".
constexpr int kSearchLimit = 12;

}  // namespace

LessonVerdict validate_lesson(const Lesson& lesson, const Board& board) {
    LessonVerdict verdict;
    SolveResult within = solve(lesson, board);
    if (within.solution) {
        verdict.solvable = true;
        verdict.shortest = std::move(within.solution);
        return verdict;
    }
    const SolveResult beyond = solve(lesson, board, std::max(kSearchLimit, lesson.budget));
    const std::string budget = std::to_string(lesson.budget) + (lesson.budget == 1 ? " card" : " cards");
    if (beyond.solution) {
        verdict.problem = "goal not reachable within the budget of " + budget + " (the shortest solution needs " +
                          std::to_string(beyond.solution->size()) + ": " + moves_to_string(*beyond.solution) + ")";
    } else {
        verdict.problem = "goal not reachable with the allowed cards (searched up to " +
                          std::to_string(std::max(kSearchLimit, lesson.budget)) + " cards)";
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
