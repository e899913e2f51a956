#pragma once
/// What a classroom sees of measuring a two-qubit state, Qt-free: shots in a basis per ship, the
/// counts next to the exact Born-rule probabilities, the correlation verdict and whether the state
/// is perfectly correlated in two complementary bases (the Bell test of the classroom), each ship's
/// Bloch reading, and the circuit that prepares the state from |00> for an export.
///
///   set_state(a new state)         -> the counts are forgotten (they were for another state)
///   set_bases(other bases)         -> the counts are forgotten (they were in other bases)
///   measure()                      -> `shots` samples from the seeded generator; the state is untouched
///   set_seed(s)                    -> the generator restarts: the same seed and clicks give the same counts
///   set_shots / set_circuit        -> the counts stay
///
/// Chance is explicit: the generator is built from a seed the caller gives (default 1), never global.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "statevector/circuit_export.h"
#include "statevector/gate.h"
#include "statevector/measurement.h"
#include "statevector/random.h"
#include "statevector/state.h"

namespace entanglion::lessons {

/// One ship's reduced state, for a Bloch sphere.
struct BlochReading {
    double x = 0;
    double y = 0;
    double z = 0;
    double length = 0;   ///< 1 on the surface (a state of its own), 0 at the centre
    double purity = 1;   ///< 1 for a state of its own, 1/2 when maximally entangled
    double entropy = 0;  ///< entanglement entropy in bits
    bool operator==(const BlochReading&) const = default;
};

/// Shots per measure when none are chosen; the panel offers 1, 10, 100 and 1000.
inline constexpr int kDefaultShots = 100;

class MeasurementSession {
public:
    explicit MeasurementSession(std::uint64_t seed = 1) : seed_(seed), rng_(seed) {}

    const TwoQubitState& state() const { return state_; }
    /// Shows `state`; false (nothing changes) when it is the one shown. A new state forgets the counts.
    bool set_state(const TwoQubitState& state);

    /// The gates from |00> to export instead of the engine's shortest preparation (a lesson's moves);
    /// nullopt or empty: the shortest preparation. False when unchanged. The counts stay.
    bool set_circuit(std::optional<std::vector<Gate>> gates);
    const std::optional<std::vector<Gate>>& circuit() const { return circuit_; }

    int shots() const { return shots_; }
    /// Clamped to 1..kMaxShots; false when that is the number already set.
    bool set_shots(int shots);

    MeasurementBases bases() const { return bases_; }
    /// False when unchanged; other bases forget the counts.
    bool set_bases(MeasurementBases bases);

    std::uint64_t seed() const { return seed_; }
    /// Restarts the generator; false (the generator goes on) when it is the seed already set.
    bool set_seed(std::uint64_t seed);

    /// Samples `shots` outcomes of the state in the bases; the state is untouched.
    const ShotCounts& measure();
    /// Forgets the counts.
    void clear() { counts_.reset(); }
    /// The last measure's counts, while they are for this state and these bases.
    const std::optional<ShotCounts>& counts() const { return counts_; }

    /// Exact probabilities of 00, 01, 10, 11 in the chosen bases.
    std::array<double, 4> probabilities() const { return outcome_probabilities(state_, bases_); }
    CorrelationKind correlation() const { return classify_correlation(probabilities()); }
    /// Perfectly correlated in ZZ and XX (or ZX and XZ): entangled, which no hidden values fixed in
    /// advance can imitate.
    bool correlated_in_complementary_bases() const { return perfectly_correlated_in_complementary_bases(state_); }
    BlochReading bloch(Ship ship) const;

    /// The gates that prepare the state from |00>: set_circuit's, or else the shortest card-gate
    /// preparation; nullopt when card gates cannot reach the state.
    std::optional<std::vector<Gate>> exported_gates() const;
    /// The circuit in `format` with `title` in its header; nullopt when there is no circuit.
    std::optional<std::string> circuit_text(CircuitFormat format, std::string_view title) const;

private:
    TwoQubitState state_;
    std::optional<std::vector<Gate>> circuit_;
    int shots_ = kDefaultShots;
    MeasurementBases bases_;
    std::uint64_t seed_;
    Rng rng_;
    std::optional<ShotCounts> counts_;
};

}  // namespace entanglion::lessons
