#include "lessons/moves.h"

#include <cassert>

namespace entanglion::lessons {
namespace {

NavCard nav_card_for(GateKind kind) {
    switch (kind) {
        case GateKind::kX:
            return NavCard::kX;
        case GateKind::kH:
            return NavCard::kH;
        case GateKind::kCNOT:
            return NavCard::kCNOT;
        case GateKind::kSWAP:
            return NavCard::kSWAP;
        default:
            break;
    }
    assert(false && "board rules only play engine cards; the loader rejects the others");
    return NavCard::kX;
}

}  // namespace

LessonPosition start_position(const Lesson& lesson) {
    return LessonPosition{lesson.start.state, lesson.start.positions};
}

LessonPosition apply_move(Rules rules, const Board& board, const LessonPosition& from, const Gate& gate) {
    if (rules == Rules::kBoard) {
        assert(from.positions.has_value());
        const auto to = board.printed_move(*from.positions, nav_card_for(gate.kind), gate.ship);
        if (!to) return from;  // no printed path: the card is spent, nothing moves
        return LessonPosition{board.state_of(*to), *to};
    }
    LessonPosition next{from.state, std::nullopt};
    next.state.apply(gate);
    next.state.snap();
    next.positions = board.positions_of(next.state);
    return next;
}

bool position_changed(const LessonPosition& before, const LessonPosition& after) {
    return !before.state.equals_up_to_phase(after.state, 1e-9);
}

}  // namespace entanglion::lessons
