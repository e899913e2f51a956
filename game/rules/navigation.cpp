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
            }
        }
    }
    return table;
}

}  // namespace

const NavigationTable& navigation_table(const Board& board) {
    static std::mutex mutex;
    static std::map<const Board*, std::unique_ptr<NavigationTable>> tables;
    std::lock_guard<std::mutex> lock(mutex);
    auto& slot = tables[&board];
    if (!slot) slot = build(board);
    return *slot;
}

}  // namespace entanglion::rules
