#include "lessons/solver.h"

#include <cmath>
#include <map>
#include <set>

#include "lessons/moves.h"

namespace entanglion::lessons {
namespace {

// A position up to global phase: rotate so the first non-negligible amplitude is real and
// positive, then round. Card gates keep amplitudes on a small exact set, so rounding at 1e-6
// merges exactly the positions that are equal up to phase.
using PhaseFreeKey = std::array<long long, 8>;

PhaseFreeKey phase_free_key(const TwoQubitState& state) {
    const Eigen::Vector4cd& a = state.amplitudes();
    Complex rotation{1.0, 0.0};
    for (int i = 0; i < 4; ++i) {
        if (std::abs(a[i]) > 1e-6) {
            rotation = std::conj(a[i]) / std::abs(a[i]);
            break;
        }
    }
    PhaseFreeKey key{};
    for (int i = 0; i < 4; ++i) {
        const Complex value = a[i] * rotation;
        key[2 * i] = std::llround(value.real() * 1e6);
        key[2 * i + 1] = std::llround(value.imag() * 1e6);
    }
    return key;
}

/// Indices into lesson.cards in the documented order: Mercurial's cards, then Rubicon's, each in
/// file order.
std::vector<int> move_order(const Lesson& lesson) {
    std::vector<int> order;
    for (Ship ship : kShips) {
        for (std::size_t i = 0; i < lesson.cards.size(); ++i) {
            if (lesson.cards[i].ship == ship) order.push_back(static_cast<int>(i));
        }
    }
    return order;
}

struct Node {
    LessonPosition position;
    std::vector<int> uses;  ///< cards played so far, per allowance (indexed like lesson.cards)
    int parent = -1;
    int move = -1;  ///< index into the move list
};

}  // namespace

SolveResult solve(const Lesson& lesson, const Board& board, std::optional<int> max_cards, int max_nodes) {
    const int depth_limit = max_cards.value_or(lesson.budget);
    const std::vector<int> order = move_order(lesson);

    SolveResult result;
    std::vector<Node> nodes;
    std::map<std::pair<PhaseFreeKey, std::vector<int>>, int> seen;
    nodes.push_back(Node{start_position(lesson), std::vector<int>(lesson.cards.size(), 0), -1, -1});
    seen.emplace(std::make_pair(phase_free_key(nodes[0].position.state), nodes[0].uses), 0);

    auto solution_to = [&](int index) {
        std::vector<Gate> moves;
        for (int at = index; nodes[static_cast<std::size_t>(at)].parent >= 0;
             at = nodes[static_cast<std::size_t>(at)].parent) {
            const CardAllowance& card =
                lesson.cards[static_cast<std::size_t>(nodes[static_cast<std::size_t>(at)].move)];
            moves.push_back(Gate{card.kind, card.ship});
        }
        return std::vector<Gate>(moves.rbegin(), moves.rend());
    };

    // The start never satisfies the goal (the loader rejects such lessons), but a hand-built
    // Lesson might; then the empty solution is the shortest.
    if (goal_reached(lesson.goal, nodes[0].position)) {
        result.solution = std::vector<Gate>{};
        return result;
    }
    std::size_t level_begin = 0;
    for (int depth = 0; depth < depth_limit; ++depth) {
        const std::size_t level_end = nodes.size();
        for (std::size_t index = level_begin; index < level_end; ++index) {
            ++result.nodes_explored;
            for (int card_index : order) {
                const CardAllowance& card = lesson.cards[static_cast<std::size_t>(card_index)];
                if (card.limit && nodes[index].uses[static_cast<std::size_t>(card_index)] >= *card.limit) continue;
                Node child{apply_move(lesson.rules, board, nodes[index].position, Gate{card.kind, card.ship}),
                           nodes[index].uses, static_cast<int>(index), card_index};
                if (card.limit) ++child.uses[static_cast<std::size_t>(card_index)];
                // Only limited cards need counting; unlimited ones are bounded by the depth alone.
                for (std::size_t i = 0; i < lesson.cards.size(); ++i) {
                    if (!lesson.cards[i].limit) child.uses[i] = 0;
                }
                auto key = std::make_pair(phase_free_key(child.position.state), child.uses);
                // Under board rules each position has its own state, so the key identifies positions too.
                if (!seen.emplace(std::move(key), static_cast<int>(nodes.size())).second) continue;
                if (static_cast<int>(nodes.size()) >= max_nodes) {
                    result.stopped_at_limit = true;
                    result.positions_found = static_cast<int>(nodes.size());
                    return result;
                }
                const bool reached = goal_reached(lesson.goal, child.position);
                nodes.push_back(std::move(child));
                if (reached) {
                    result.solution = solution_to(static_cast<int>(nodes.size() - 1));
                    result.positions_found = static_cast<int>(nodes.size());
                    return result;
                }
            }
        }
        level_begin = level_end;
        if (level_begin == nodes.size()) break;  // nothing new is reachable
    }
    result.positions_found = static_cast<int>(nodes.size());
    return result;
}

std::vector<LessonPosition> reachable_positions(const Lesson& lesson, const Board& board) {
    const std::vector<int> order = move_order(lesson);
    std::vector<LessonPosition> reached{start_position(lesson)};
    std::set<PhaseFreeKey> seen{phase_free_key(reached[0].state)};
    std::size_t level_begin = 0;
    for (int depth = 0; depth < lesson.budget && level_begin < reached.size(); ++depth) {
        const std::size_t level_end = reached.size();
        for (std::size_t index = level_begin; index < level_end; ++index) {
            for (int card_index : order) {
                const CardAllowance& card = lesson.cards[static_cast<std::size_t>(card_index)];
                LessonPosition to = apply_move(lesson.rules, board, reached[index], Gate{card.kind, card.ship});
                if (seen.insert(phase_free_key(to.state)).second) reached.push_back(std::move(to));
            }
        }
        level_begin = level_end;
    }
    return reached;
}

}  // namespace entanglion::lessons
