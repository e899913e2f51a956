#pragma once
/// Validation of a loaded lesson: the loader already guarantees a well-formed file, this proves
/// with the solver that the goal can be reached within the card budget, and checks that the lesson
/// states its learning goal and the misconception it addresses in every language of the product.

#include <optional>
#include <string>
#include <vector>

#include "lessons/lesson.h"

namespace entanglion::lessons {

struct LessonVerdict {
    bool solvable = false;
    /// A shortest solution within the budget, when solvable.
    std::optional<std::vector<Gate>> shortest;
    /// Why not, for people: "goal not reachable within the budget of 2 cards (the shortest solution
    /// needs 3)", "goal not reachable with the allowed cards (searched up to 12 cards)" or, when the
    /// search reached its node limit (solver.h), "not solvable within 12 cards after exploring
    /// 100000 positions: the search stopped at the solver's limit ...".
    std::string problem;
    /// The teaching notes that are missing (teaching_note_problems); a lesson with any is refused.
    std::vector<std::string> note_problems;

    /// Solvable within the budget and complete: what `lesson validate` accepts.
    bool accepted() const { return solvable && note_problems.empty(); }
    /// Every reason the lesson is refused, "; "-separated ("" when accepted).
    std::string refusal() const;
};

/// The missing teaching notes of `lesson`, each located by its JSON pointer: "/learning_goal: missing
/// (every lesson states its learning goal, in en, pl, es and cs)" or "/misconception/cs: no Czech text
/// (...)". Empty when the learning goal and the misconception are there in all four languages.
std::vector<std::string> teaching_note_problems(const Lesson& lesson);

/// Solves `lesson` within its budget; when that fails, searches on to the largest budget a file
/// may give so that the message can say how many cards would be needed. Also fills note_problems.
LessonVerdict validate_lesson(const Lesson& lesson, const Board& board = Board::published());

/// "H:MERCURIAL CNOT:RUBICON".
std::string moves_to_string(const std::vector<Gate>& moves);

}  // namespace entanglion::lessons
