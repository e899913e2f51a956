#pragma once
/// Numerical health over long games: random sequences of engine-card gates (X, H, CNOT, SWAP on
/// random ships), as the game applies them, with snap() after each gate. Used by the unit suite
/// (a reduced run) and by bench/statevector_health (the full ten-million-gate run).

#include <cstdint>
#include <optional>

#include "catalogue.h"
#include "random.h"
#include "state.h"

namespace entanglion {

struct CardWalkReport {
    std::uint64_t gates = 0;
    /// The largest | ||state|| - 1 | seen after any gate.
    double max_norm_error = 0;
    /// How many gates left a state that `catalogue` could not identify.
    std::uint64_t unidentified_steps = 0;
    TwoQubitState final_state;
    /// The final state's catalogue entry and phase, if it has one.
    std::optional<StateMatch> final_match;
};

/// Applies `gate_count` card gates drawn from `rng` (kind uniform over the four cards, ship
/// uniform) to `start` through TwoQubitState::apply, calling snap() after each gate when
/// `snap_each_gate` is set, and checks the norm and identification after every gate.
CardWalkReport run_card_walk(const TwoQubitState& start, std::uint64_t gate_count, Rng& rng,
                             const StateCatalogue& catalogue, bool snap_each_gate = true);

/// Every state card gates can reach from the board's planet states: the standard catalogue
/// (16 products, 4 Bell states) plus the four remaining real two-qubit stabiliser states,
/// CZ|++>, CZ|+->, CZ|-+>, CZ|--> (ids "CZ_PLUS_PLUS", ...; the board names them OMEGA planets).
/// Product states have amplitudes (+-1, 0...), (+-1/sqrt2, ...), or four of +-1/2 with an even
/// number of minus signs; these four have an odd number, and no other real stabiliser state exists.
StateCatalogue card_reachable_catalogue();

}  // namespace entanglion
