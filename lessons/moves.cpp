#include "lessons/moves.h"

#include <cassert>

namespace entanglion::lessons {

LessonPosition start_position(const Lesson& lesson) {
    return LessonPosition{lesson.start.state, lesson.start.positions};
}

LessonPosition apply_move(RulesVariant rules, const Board& board, const LessonPosition& from, const Gate& gate) {
    const std::optional<NavCard> card = nav_card_of(gate.kind);
    if (!card) {
        // Only the quantum rules play a gate no engine card plays (the loader allows it there alone).
        assert(rules == RulesVariant::kQuantum);
        const VariantMove move = quantum_move(board, from.state, gate);
        return LessonPosition{move.state, move.positions};
    }
    const std::optional<VariantMove> move = variant_move(rules, board, from.state, from.positions, *card, gate.ship);
    if (!move) return from;  // no printed path: the card is spent, nothing moves
    return LessonPosition{move->state, move->positions};
}

bool position_changed(const LessonPosition& before, const LessonPosition& after) {
    return !before.state.equals_up_to_phase(after.state, 1e-9);
}

}  // namespace entanglion::lessons
