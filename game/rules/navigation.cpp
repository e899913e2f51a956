#include "game/rules/navigation.h"

#include <map>
#include <memory>
#include <mutex>

#include "game/rules/cards.h"

namespace entanglion::rules {
namespace {

std::unique_ptr<NavigationTable> build(const Board& board) {
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
                out.printed = board.printed_move(table->positions[i], card, ship);
                TwoQubitState state = table->states[i];
                state.apply(Gate{gate_kind_of(card), ship});
                out.quantum = board.positions_of(state);
                const ShipPositions from = table->positions[i];
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
    return table;
}

// Tables per board, built on first use, behind a lock.
const NavigationTable& navigation_table_locked(const Board& board) {
    static std::mutex mutex;
    static std::map<const Board*, std::unique_ptr<NavigationTable>> tables;
    std::lock_guard<std::mutex> lock(mutex);
    auto& slot = tables[&board];
    if (!slot) slot = build(board);
    return *slot;
}

}  // namespace

const NavigationTable& navigation_table(const Board& board) {
    // Every GameState asks; the published board's table is kept where a lookup is one check (a
    // simulation starts tens of thousands of games a second).
    if (&board == &Board::published()) {
        static const NavigationTable& published = navigation_table_locked(board);
        return published;
    }
    return navigation_table_locked(board);
}

}  // namespace entanglion::rules
