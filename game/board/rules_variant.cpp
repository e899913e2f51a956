#include "game/board/rules_variant.h"

#include <cassert>

namespace entanglion {

std::string_view variant_id(RulesVariant variant) { return variant == RulesVariant::kBoard ? "board" : "quantum"; }

std::optional<RulesVariant> parse_variant(std::string_view text) {
    if (text == "board") return RulesVariant::kBoard;
    if (text == "quantum") return RulesVariant::kQuantum;
    return std::nullopt;
}

std::optional<NavCard> nav_card_of(GateKind kind) {
    for (NavCard card : kNavCards) {
        if (gate_kind_of(card) == kind) return card;
    }
    return std::nullopt;
}

VariantMove quantum_move(const Board& board, const TwoQubitState& state, const Gate& gate) {
    VariantMove move{state, std::nullopt};
    move.state.apply(gate);
    move.state.snap();
    move.positions = board.positions_of(move.state);
    return move;
}

std::optional<VariantMove> variant_move(RulesVariant variant, const Board& board, const TwoQubitState& state,
                                        const std::optional<ShipPositions>& positions, NavCard card, Ship ship) {
    if (variant == RulesVariant::kBoard) {
        assert(positions.has_value());
        const std::optional<ShipPositions> to = board.printed_move(*positions, card, ship);
        if (!to) return std::nullopt;
        return VariantMove{board.state_of(*to), *to};
    }
    return quantum_move(board, state, Gate{gate_kind_of(card), ship});
}

}  // namespace entanglion
