#pragma once
/// What a lesson's map draws besides its planets (solver.h's reachable_positions gives those): the
/// board's printed paths that the lesson's cards can take.

#include <vector>

#include "game/board/board.h"
#include "lessons/lesson.h"

namespace entanglion::lessons {

/// The printed paths of `board`, in board order, that carry a card whose gate the lesson allows
/// (for either ship): an X-only lesson shows the X paths and the X/CNOT ones, never an H path.
std::vector<const PrintedPath*> paths_of_lesson_cards(const Lesson& lesson, const Board& board);

}  // namespace entanglion::lessons
