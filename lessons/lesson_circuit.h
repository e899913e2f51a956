#pragma once
/// A lesson's moves as a circuit from |00>, for export to OpenQASM, Qiskit or Quirk: the shortest
/// card-gate preparation of the lesson's start state, then the moves. (Under board rules a printed
/// path may differ from the gate; the circuit always shows the real gates.)

#include <optional>
#include <string>
#include <vector>

#include "lessons/lesson.h"

namespace entanglion::lessons {

/// nullopt when card gates cannot prepare the lesson's start state from |00>.
std::optional<std::vector<Gate>> lesson_circuit(const Lesson& lesson, const std::vector<Gate>& moves);

/// "lesson 04-born-rule (Born rule): 2 moves from the start": one line for an export's header.
std::string lesson_circuit_title(const Lesson& lesson, std::size_t move_count);

}  // namespace entanglion::lessons
