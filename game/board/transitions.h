#pragma once
/// The full transition table of the board: for each of the 24 named states, each navigation card
/// and each ship, where the real gate takes the ships and whether the board prints that move.
/// `entanglion-cli transitions` prints it; tests/board/golden/transitions.json pins it.

#include <optional>
#include <string>
#include <vector>

#include "game/board/board.h"

namespace entanglion {

struct TransitionRow {
    ShipPositions from;
    NavCard card = NavCard::kX;
    Ship player = Ship::kMercurial;
    /// Where the gate takes the state (nullopt: to no named state; never for the published board).
    std::optional<ShipPositions> to;
    /// result = phase * state_of(to).
    Complex phase{1.0, 0.0};
    TwoQubitState result;
    /// The destination the board prints, if it prints a move.
    std::optional<ShipPositions> printed_to;
};

/// 24 positions (all_valid_positions order) x kNavCards x kShips = 192 rows, no-ops included.
std::vector<TransitionRow> transition_table(const Board& board);

/// The table as JSON: {"ket_order": ..., "rows": [{"from": [M, R], "card", "player", "to": [M, R],
/// "phase", "printed", "printed_to", "moves", "to_ket"}]}. Positions are [mercurial_planet,
/// rubicon_planet], inside Entanglion [NAME, NAME].
std::string transitions_json(const std::vector<TransitionRow>& rows);
/// One aligned line per row, for people.
std::string transitions_text(const std::vector<TransitionRow>& rows);

}  // namespace entanglion
