#include "lessons/lesson_map.h"

#include <algorithm>

namespace entanglion::lessons {

std::vector<const PrintedPath*> paths_of_lesson_cards(const Lesson& lesson, const Board& board) {
    const auto allowed = [&](NavCard card) {
        return std::any_of(lesson.cards.begin(), lesson.cards.end(),
                           [&](const CardAllowance& allowance) { return allowance.kind == gate_kind_of(card); });
    };
    std::vector<const PrintedPath*> paths;
    for (const PrintedPath& path : board.paths()) {
        if (std::any_of(path.cards.begin(), path.cards.end(), allowed)) paths.push_back(&path);
    }
    return paths;
}

}  // namespace entanglion::lessons
