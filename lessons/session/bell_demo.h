#pragma once
/// The classroom Bell-state demo, Qt-free: one Bell state built one card at a time on the engine,
/// from |00> (both ships on ZERO), with the step on screen, the gate being applied and the states
/// before and after it. The four sequences use only engine cards:
///
///   Φ+: H on Mercurial, CNOT played by Rubicon                 -> (|00> + |11>)/√2
///   Φ-: X on Mercurial, H on Mercurial, CNOT played by Rubicon -> (|00> - |11>)/√2
///   Ψ+: X on Rubicon, H on Mercurial, CNOT played by Rubicon   -> (|01> + |10>)/√2
///   Ψ-: X on both, H on Mercurial, CNOT played by Rubicon      -> (|01> - |10>)/√2
///
/// CNOT played by Rubicon makes Rubicon the target and Mercurial the control (statevector/gate.h).
/// Steps run from 0 (the start) to step_count() (after the last gate); a step outside is refused
/// and changes nothing. Choosing a Bell state, even the one shown, goes back to step 0.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "statevector/gate.h"
#include "statevector/state.h"

namespace entanglion::lessons {

enum class BellState : std::uint8_t { kPhiPlus, kPhiMinus, kPsiPlus, kPsiMinus };
inline constexpr std::array<BellState, 4> kBellStates = {BellState::kPhiPlus, BellState::kPhiMinus, BellState::kPsiPlus,
                                                         BellState::kPsiMinus};

/// "Φ+", "Φ-", "Ψ+", "Ψ-": the physicists' names, the same in every language.
std::string_view bell_state_name(BellState bell);
/// The Bell state itself, from the catalogue.
TwoQubitState bell_state(BellState bell);
/// The engine cards that build `bell` from |00>, in order.
const std::vector<Gate>& bell_sequence(BellState bell);

/// One gate of the demo's circuit, for a circuit drawing.
struct BellCircuitColumn {
    int column = 0;  ///< 0-based
    Gate gate;
    bool applied = false;  ///< column < step
    bool current = false;  ///< column == step - 1
    bool operator==(const BellCircuitColumn&) const = default;
};

class BellDemo {
public:
    BellDemo() { choose(BellState::kPhiPlus); }

    BellState bell() const { return bell_; }
    /// Shows `bell` from step 0; true when it is another Bell state than the one shown.
    bool choose(BellState bell);

    const std::vector<Gate>& gates() const { return bell_sequence(bell_); }
    int step_count() const { return static_cast<int>(gates().size()); }
    int step() const { return step_; }
    bool at_start() const { return step_ == 0; }
    bool at_end() const { return step_ == step_count(); }
    /// Goes to `step`; false (nothing changes) outside 0..step_count() or when already there.
    bool go_to(int step);
    /// One step forward/back; false (nothing changes) at the end/start.
    bool next() { return go_to(step_ + 1); }
    bool previous() { return go_to(step_ - 1); }

    /// The state after `step` gates (0 = |00>), computed by the engine and snapped to exact values.
    /// Precondition: 0 <= step <= step_count().
    const TwoQubitState& state_at(int step) const { return states_[static_cast<std::size_t>(step)]; }
    /// The state the gate on screen starts from (the start at step 0) and the state after it.
    const TwoQubitState& before() const { return state_at(step_ > 0 ? step_ - 1 : 0); }
    const TwoQubitState& after() const { return state_at(step_); }
    /// The gate applied by the step on screen; nullopt at step 0.
    std::optional<Gate> current_gate() const;
    /// Each ship's bit at the start (every sequence starts on a basis state): 0 or 1.
    int start_bit(Ship ship) const;
    /// The circuit, one column per gate, marked against the step on screen.
    std::vector<BellCircuitColumn> circuit() const;

private:
    BellState bell_ = BellState::kPhiPlus;
    int step_ = 0;
    std::vector<TwoQubitState> states_;
};

}  // namespace entanglion::lessons
