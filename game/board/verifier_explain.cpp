// Words and matrices for the verifier's findings, written for a teacher.
#include <algorithm>

#include "game/board/ascii_ket.h"
#include "game/board/verifier.h"
#include "statevector/format.h"

namespace entanglion {
namespace {

std::string ship_name(Ship ship) { return std::string(ship_display_name(ship)); }

std::string phase_times(Complex phase) {
    const std::string text = format_phase(phase);
    return text == "1" ? "" : text + " x ";
}

// True when the single-qubit planet `planet` holds |-> (up to phase).
bool holds_minus(const Board& board, Planet planet) {
    const auto& state = board.info(planet).single_qubit_state;
    if (!state) return false;
    const TwoQubitState as_product = TwoQubitState::product(*state, single_qubit_vector(SingleQubitKet::kZero));
    return as_product.equals_up_to_phase(TwoQubitState::product(SingleQubitKet::kMinus, SingleQubitKet::kZero));
}

std::string computation(const Board& board, const QuantumMove& move) {
    const Gate gate{gate_kind_of(move.card), move.player};
    std::string text = "  " + gate_to_string(gate) + " in |Mercurial Rubicon> order (basis |00>, |01>, |10>, |11>):\n";
    text += format_gate_matrix(gate);
    text += "  before: " + positions_id(move.from) + " = " + ascii_ket(board.state_of(move.from)) + "\n";
    text += "  after:  " + ascii_ket(move.result);
    if (move.to) text += " = " + phase_times(move.phase) + positions_id(*move.to);
    return text + "\n";
}

}  // namespace

std::string format_gate_matrix(const Gate& gate) {
    const Eigen::Matrix4cd matrix = gate_matrix(gate);
    std::array<std::array<std::string, 4>, 4> cells;
    std::size_t width = 0;
    for (int row = 0; row < 4; ++row) {
        for (int column = 0; column < 4; ++column) {
            std::string& cell = cells[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)];
            cell = format_amplitude(matrix(row, column), kAsciiKets);
            width = std::max(width, cell.size());
        }
    }
    std::string text;
    for (const auto& row : cells) {
        text += "    [";
        for (std::size_t column = 0; column < 4; ++column) {
            text += std::string(width - row[column].size(), ' ') + row[column];
            text += column == 3 ? "]\n" : "  ";
        }
    }
    return text;
}

std::string explain_omission(const Board& board, const Omission& omission) {
    const QuantumMove& move = omission.move;
    const Ship player = move.player;
    const Ship others = other(player);
    std::string text;
    if (omission.kind == OmissionKind::kOtherShipMoves && move.card == NavCard::kCNOT &&
        holds_minus(board, move.from.of(player))) {
        const std::string control_before(planet_id(move.from.of(others)));
        const std::string control_after(planet_id(move.to->of(others)));
        text += "Phase kickback. CNOT played for " + ship_name(player) + " makes " + ship_name(player) +
                "'s ship the TARGET and " + ship_name(others) + "'s ship the CONTROL. The target orbits MINUS, and " +
                "|-> is an eigenvector of X with eigenvalue -1 (X|-> = -|->). So the CNOT acts as a controlled " +
                "phase, |c>|-> -> (-1)^c |c>|->, which is a Z gate on the CONTROL ship (Z|+> = |->, Z|-> = |+>). " +
                "The ship that played the card stays on MINUS while the other ship moves " + control_before + " -> " +
                control_after + ". Every printed path moves only the ship whose card was played, so the " +
                "board cannot print this move: on the board the card moves no ship, while the state vector goes " +
                "from " + positions_id(move.from) + " to " + positions_id(*move.to) + ". A game that keeps a live " +
                "state vector has to decide how to reconcile the two.";
    } else if (omission.kind == OmissionKind::kMissingRule) {
        text += "Missing rule. SWAP outside Entanglion exchanges the ships' planets: " + positions_id(move.from) +
                " -> " + positions_id(*move.to) + ". The board prints this as an entry of its \"rules\" list " +
                "({\"card\": \"SWAP\", \"where\": \"outside_entanglion\", \"effect\": \"exchange_ships\"}), " +
                "but this board has no such entry.";
    } else if (omission.kind == OmissionKind::kMissingPath) {
        text += "Missing path. The gate takes " + positions_id(move.from) + " to " + positions_id(*move.to) +
                " (up to a global phase), a move the board's format could print (as a path or a grey CNOT line " +
                "carrying " + ship_name(player) + "'s line), but the board prints no such path.";
    } else {
        text += "The gate takes " + positions_id(move.from) + " to " + positions_id(*move.to) +
                " (up to a global phase), a move that no path of the board can print (paths move only the " +
                "card player's ship outside Entanglion).";
    }
    return text;
}

std::string omission_computation(const Board& board, const Omission& omission) {
    return computation(board, omission.move);
}

std::string explain_stay(const Stay& stay) {
    const QuantumMove& move = stay.move;
    const std::string gate = std::string(nav_card_id(move.card)) + " for " + ship_name(move.player);
    const std::string phase = format_phase(move.phase);
    if (phase == "1") {
        return gate + " leaves " + positions_id(move.from) +
               " exactly unchanged (the state is an eigenvector of the gate with eigenvalue 1): nothing moves.";
    }
    return gate + " multiplies " + positions_id(move.from) + " by the global phase " + phase +
           " (an eigenvector with eigenvalue " + phase +
           "); a global phase changes no measurement probability, so the ships stay where they are.";
}

}  // namespace entanglion
