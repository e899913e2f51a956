#pragma once
/// Breadth-first search over the lesson's moves, using the same transitions as the runner
/// (moves.h). Positions that are equal up to global phase with the same card usage are visited
/// once: no goal condition can see a global phase and every move is linear, so the futures of two
/// such positions are the same. Breadth-first order makes the first solution found a shortest one.

#include <optional>
#include <vector>

#include "lessons/lesson.h"

namespace entanglion::lessons {

struct SolveResult {
    /// A shortest list of moves reaching the goal within `max_cards`, or nullopt when none exists.
    std::optional<std::vector<Gate>> solution;
    /// Distinct (position, card usage) nodes expanded; a measure of the search's size.
    int nodes_explored = 0;
};

/// Searches for a shortest solution of `lesson` using at most `max_cards` cards (the lesson's
/// budget when `max_cards` is nullopt), honouring each card's limit. The answer is deterministic:
/// moves are tried in a fixed order (Mercurial's cards first, then the lesson's card order).
SolveResult solve(const Lesson& lesson, const Board& board = Board::published(),
                  std::optional<int> max_cards = std::nullopt);

}  // namespace entanglion::lessons
