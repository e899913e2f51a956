#include "game/rules/navigation.h"

#include <memory>

#include "game/rules/cards.h"

namespace entanglion::rules {
namespace {

std::unique_ptr<const NavigationTable> build(const Board& board) {
    auto table = std::make_unique<NavigationTable>();
    table->board = &board;
    for (auto& row : table->index) row.fill(-1);
    const std::vector<ShipPositions> valid = all_valid_positions();
    for (std::size_t i = 0; i < valid.size() && i < kValidPositions; ++i) {
        table->positions[i] = valid[i];
        table->states[i] = board.state_of(valid[i]);
        table->index[static_cast<int>(valid[i].mercurial)][static_cast<int>(valid[i].rubicon)] =
            static_cast<std::int8_t>(i);
    }
    for (int i = 0; i < kValidPositions; ++i) {
        for (NavCard card : kNavCards) {
            for (Ship ship : kShips) {
                NavigationOutcome& out = table->outcomes[i][static_cast<int>(card)][static_cast<int>(ship)];
                const ShipPositions from = table->positions[i];
                // Where each variant sends the ships (game/board/rules_variant.h says it once).
                const auto printed = variant_move(RulesVariant::kBoard, board, table->states[i], from, card, ship);
                out.printed = printed ? printed->positions : std::nullopt;
                out.quantum =
                    variant_move(RulesVariant::kQuantum, board, table->states[i], from, card, ship)->positions;
                const bool rounding = card == NavCard::kH;  // only H makes irrational amplitudes
                NavigationMove& by_board = out.moves[static_cast<int>(RulesVariant::kBoard)];
                by_board.to = out.printed.value_or(from);
                by_board.reset_state = by_board.quantum_note = !out.quantum || *out.quantum != by_board.to;
                NavigationMove& by_state = out.moves[static_cast<int>(RulesVariant::kQuantum)];
                by_state.to = out.quantum.value_or(from);
                by_state.reset_state = !out.quantum;
                for (NavigationMove* move : {&by_board, &by_state}) {
                    move->snap = rounding && !move->reset_state;
                    move->moved = move->to != from;
                    move->orbital_check = move->moved && inside_entanglion(move->to);
                }
            }
        }
    }
    for (int variant = 0; variant < 2; ++variant) {
        TransitionGraph& graph = table->graphs[static_cast<std::size_t>(variant)];
        graph.positions = table->positions;
        graph.index = table->index;
        for (int i = 0; i < kValidPositions; ++i) {
            for (int card = 0; card < 4; ++card) {
                for (int ship = 0; ship < 2; ++ship) {
                    const NavigationMove& move =
                        table->outcomes[i][card][ship].moves[static_cast<std::size_t>(variant)];
                    graph.next[i][card][ship] = static_cast<std::int8_t>(move.moved ? table->index_of(move.to) : i);
                    graph.check[i][card][ship] = move.moved && move.orbital_check;
                }
            }
        }
    }
    return table;
}

}  // namespace

const TransitionGraph& transition_graph(const Board& board, RulesVariant variant) {
    return navigation_table(board).graphs[static_cast<std::size_t>(variant)];
}

const NavigationTable& navigation_table(const Board& board) {
    return board.navigation_table_slot().get<NavigationTable>([&board] { return build(board); });
}

}  // namespace entanglion::rules
