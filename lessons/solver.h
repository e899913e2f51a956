#pragma once
/// Breadth-first search over the lesson's moves, using the same transitions as the runner
/// (moves.h): solve() for a shortest solution, reachable_positions() for what a lesson can reach.
/// Positions that are equal up to global phase with the same card usage are visited once: no goal
/// condition can see a global phase and every move is linear, so the futures of two such positions
/// are the same. Breadth-first order makes the first solution found a shortest one.

#include <optional>
#include <vector>

#include "lessons/lesson.h"

namespace entanglion::lessons {

/// How many distinct (position, card usage) nodes one search may store before it gives up. The
/// shipped lessons need a few thousand at most; a hostile lesson (many cards, each allowed once,
/// an unreachable goal) would otherwise need billions. Counting nodes, not time, keeps the answer
/// the same on every machine; 100,000 nodes take well under a second and a few tens of MB.
inline constexpr int kSolverNodeLimit = 100000;

struct SolveResult {
    /// A shortest list of moves reaching the goal within `max_cards`, or nullopt when none was found.
    std::optional<std::vector<Gate>> solution;
    /// Distinct (position, card usage) nodes expanded; a measure of the search's size.
    int nodes_explored = 0;
    /// Distinct nodes stored (expanded or waiting); the search stops when it reaches the limit.
    int positions_found = 0;
    /// true when the search reached its node limit before finishing: no solution was found, but
    /// one may exist.
    bool stopped_at_limit = false;
};

/// Searches for a shortest solution of `lesson` using at most `max_cards` cards (the lesson's
/// budget when `max_cards` is nullopt), honouring each card's limit, storing at most `max_nodes`
/// nodes. The answer is deterministic: moves are tried in a fixed order (Mercurial's cards first,
/// then the lesson's card order).
SolveResult solve(const Lesson& lesson, const Board& board = Board::published(),
                  std::optional<int> max_cards = std::nullopt, int max_nodes = kSolverNodeLimit);

/// Every position reachable from the lesson's start with its cards in at most `lesson.budget` moves,
/// per-card limits ignored (they only shrink the set), each once up to global phase, breadth first
/// with the start first and moves in solve()'s order. What a lesson's map shows. Small: card gates
/// reach a few dozen states at most.
std::vector<LessonPosition> reachable_positions(const Lesson& lesson, const Board& board = Board::published());

}  // namespace entanglion::lessons
