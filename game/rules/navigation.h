#pragma once
/// Navigation outcomes, precomputed once per board (internal to the rules engine). For every valid
/// position, navigation card and ship, the table holds where the printed board moves the ships and
/// where quantum mechanics moves them (the real gate applied to the position's state, mapped back to
/// planets). The engine still applies the gate to the live state on every move and checks the result
/// against this table, falling back to Board::positions_of when they differ.

#include <array>
#include <cstdint>
#include <optional>

#include "game/board/board.h"
#include "game/rules/setup.h"
#include "game/rules/transition_graph.h"
#include "statevector/state.h"

namespace entanglion::rules {

inline constexpr int kValidPositions = TransitionGraph::kPositions;

/// ShipPositions::in_entanglion(), inline: both ships orbit the same planet, one of the eight
/// Entanglion planets, which the Planet enum lists after ZERO, ONE, PLUS, MINUS (planet.h).
inline bool inside_entanglion(const ShipPositions& p) {
    return (p.mercurial == p.rubicon) & (static_cast<int>(p.mercurial) >= static_cast<int>(Planet::kOmegaZero));
}

/// What a navigation does in one rules variant, decided once when the table is built (so a move
/// in play tests a few flags instead of comparing positions).
struct NavigationMove {
    ShipPositions to;            ///< where the ships end up
    bool reset_state = false;    ///< the live state becomes the state of `to` after the gate (see below)
    bool quantum_note = false;   ///< board variant: the printed path and the gate disagree
    bool snap = false;           ///< H without a reset: round the live state onto exact amplitudes
    bool moved = false;          ///< to != from
    bool orbital_check = false;  ///< moved onto an Entanglion planet: orbital defenses (not for The Mechanic)
};

struct NavigationOutcome {
    std::optional<ShipPositions> printed;  ///< nullopt: the board prints no path (ships stay)
    std::optional<ShipPositions> quantum;  ///< where the state goes (nullopt: not a state the board names)
    /// Indexed by RulesVariant. Board: `to` is the printed destination (or no move), and the state is
    /// reset to it, with a quantum note, when the gate sends it elsewhere. Quantum: `to` is where the
    /// gate sends the state; a state the board does not name (never reached from a planet state,
    /// kept for safety) resets to the start with no move.
    std::array<NavigationMove, 2> moves{};
};

struct NavigationTable {
    const Board* board = nullptr;
    std::array<ShipPositions, kValidPositions> positions{};
    std::array<TwoQubitState, kValidPositions> states{};
    /// Index into `positions` of (mercurial planet, rubicon planet), -1 when not valid.
    std::array<std::array<std::int8_t, kPlanetCount>, kPlanetCount> index{};
    /// [position][card][ship]
    std::array<std::array<std::array<NavigationOutcome, 2>, 4>, kValidPositions> outcomes{};
    /// The public graph of the moves (transition_graph.h), indexed by RulesVariant.
    std::array<TransitionGraph, 2> graphs{};

    int index_of(const ShipPositions& p) const {
        return index[static_cast<int>(p.mercurial)][static_cast<int>(p.rubicon)];
    }
    const NavigationOutcome& outcome(const ShipPositions& from, NavCard card, Ship ship) const {
        return outcomes[index_of(from)][static_cast<int>(card)][static_cast<int>(ship)];
    }
    const TwoQubitState& state_of(const ShipPositions& p) const { return states[index_of(p)]; }
};

/// The table for `board`, built on its first use and owned by that Board object (thread-safe; see
/// Board::navigation_table_slot).
const NavigationTable& navigation_table(const Board& board);

}  // namespace entanglion::rules
