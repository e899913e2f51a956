#pragma once
/// The game's moves as a graph, for route planning (the policies): the 24 valid ship positions (16
/// outside Entanglion, 8 inside) and, for each navigation card played for each ship, where the ships
/// end up under a rules variant and whether an orbital check follows. It is read off the rules' own
/// navigation (built once per board with it), so nothing that plans re-derives a move.

#include <array>
#include <cstdint>

#include "game/board/board.h"
#include "game/rules/setup.h"

namespace entanglion::rules {

struct TransitionGraph {
    static constexpr int kPositions = 24;
    /// The valid positions, in all_valid_positions() order.
    std::array<ShipPositions, kPositions> positions{};
    /// [position][card][ship]: the position the ships end at (the same one when they stay), card in
    /// NavCard order (X, H, CNOT, SWAP).
    std::array<std::array<std::array<std::int8_t, 2>, 4>, kPositions> next{};
    /// [position][card][ship]: the move ends on a new Entanglion planet, so orbital defenses follow.
    std::array<std::array<std::array<bool, 2>, 4>, kPositions> check{};
    /// (mercurial planet, rubicon planet) -> index into `positions`, -1 when not valid.
    std::array<std::array<std::int8_t, kPlanetCount>, kPlanetCount> index{};

    int index_of(const ShipPositions& p) const {
        return index[static_cast<int>(p.mercurial)][static_cast<int>(p.rubicon)];
    }
};

/// The graph of `board` under `variant`, built on first use with the board's navigation table.
/// `board` must outlive its use.
const TransitionGraph& transition_graph(const Board& board, RulesVariant variant);

}  // namespace entanglion::rules
