#pragma once
/// One move of a lesson under its rules. This is the only place where the two rule sets differ, so
/// the runner and the solver cannot disagree about what a card does.

#include "lessons/lesson.h"

namespace entanglion::lessons {

/// The situation a lesson starts from.
LessonPosition start_position(const Lesson& lesson);

/// The situation after `gate` is played from `from`.
/// - RulesVariant::kBoard: the ships move along the printed path for that card and ship
///   (Board::printed_move); with no printed path nothing moves. The state is the state of the
///   planets. Precondition: from.positions is set and `gate` is an engine card (X, H, CNOT, SWAP).
/// - RulesVariant::kQuantum: the gate is applied to the state vector (then snapped onto exact values);
///   positions are whatever the board names the new state, if anything.
LessonPosition apply_move(RulesVariant rules, const Board& board, const LessonPosition& from, const Gate& gate);

/// Did the move change anything a measurement could see (the state up to global phase)?
bool position_changed(const LessonPosition& before, const LessonPosition& after);

}  // namespace entanglion::lessons
