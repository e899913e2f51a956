#pragma once
/// The two rules variants, and where a navigation card takes the ships under each: the one place
/// that says it, for the rules engine (its navigation table) and the lessons alike.

#include <cstdint>
#include <optional>
#include <string_view>

#include "game/board/board.h"
#include "game/board/planet.h"
#include "statevector/gate.h"
#include "statevector/state.h"

namespace entanglion {

/// Which rules decide where ships go.
enum class RulesVariant : std::uint8_t {
    /// Default: the printed board decides which moves exist; quantum mechanics only explains them
    /// (a "quantum note" event when the two disagree).
    kBoard,
    /// Unprinted quantum moves happen, and an orbital-defense detection collapses both ships by the
    /// Born rule (one bit each) instead of one Centarious die roll for both.
    kQuantum,
};
std::string_view variant_id(RulesVariant variant);  ///< "board", "quantum"
std::optional<RulesVariant> parse_variant(std::string_view text);

/// The navigation card that plays `kind` (X, H, CNOT, SWAP), or nullopt for a gate no card plays.
std::optional<NavCard> nav_card_of(GateKind kind);

/// Where the ships and their state are after a navigation.
struct VariantMove {
    TwoQubitState state;
    std::optional<ShipPositions> positions;  ///< nullopt: a state the board names no planets for
};

/// The quantum variant's move for any gate (the lessons' quantum rules also play I, Y, Z, S, CZ):
/// `gate` applied to `state`, snapped onto exact amplitudes, and the planets the board names for
/// the new state, if any.
VariantMove quantum_move(const Board& board, const TwoQubitState& state, const Gate& gate);

/// Where `card` played for `ship` takes the ships at `positions`, whose state is `state`, under
/// `variant`. The board variant follows the printed path: nullopt when none is printed (the ships
/// stay), else the destination and its state. The quantum variant is quantum_move with the card's gate.
/// Precondition for the board variant: `positions` is set.
std::optional<VariantMove> variant_move(RulesVariant variant, const Board& board, const TwoQubitState& state,
                                        const std::optional<ShipPositions>& positions, NavCard card, Ship ship);

}  // namespace entanglion
