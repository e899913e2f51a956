#include "lessons/lesson_circuit.h"

#include "statevector/circuit_export.h"

namespace entanglion::lessons {

std::optional<std::vector<Gate>> lesson_circuit(const Lesson& lesson, const std::vector<Gate>& moves) {
    auto circuit = preparation_circuit(lesson.start.state);
    if (!circuit) return std::nullopt;
    circuit->insert(circuit->end(), moves.begin(), moves.end());
    return circuit;
}

std::string lesson_circuit_title(const Lesson& lesson, std::size_t move_count) {
    return "lesson " + lesson.id + " (" + lesson.title + "): " + std::to_string(move_count) +
           (move_count == 1 ? " move" : " moves") + " after preparing its start state from |00>";
}

}  // namespace entanglion::lessons
