#include "lessons/session/measurement_session.h"

#include <algorithm>

#include "statevector/entanglement.h"

namespace entanglion::lessons {

bool MeasurementSession::set_state(const TwoQubitState& state) {
    if (state.amplitudes() == state_.amplitudes()) return false;
    state_ = state;
    counts_.reset();
    return true;
}

bool MeasurementSession::set_circuit(std::optional<std::vector<Gate>> gates) {
    if (gates && gates->empty()) gates.reset();
    if (gates == circuit_) return false;
    circuit_ = std::move(gates);
    return true;
}

bool MeasurementSession::set_shots(int shots) {
    shots = std::clamp(shots, 1, kMaxShots);
    if (shots == shots_) return false;
    shots_ = shots;
    return true;
}

bool MeasurementSession::set_bases(MeasurementBases bases) {
    if (bases == bases_) return false;
    bases_ = bases;
    counts_.reset();
    return true;
}

bool MeasurementSession::set_seed(std::uint64_t seed) {
    if (seed == seed_) return false;
    seed_ = seed;
    rng_ = Rng(seed);
    return true;
}

const ShotCounts& MeasurementSession::measure() {
    counts_ = sample_shots(state_, bases_, shots_, rng_);
    return *counts_;
}

BlochReading MeasurementSession::bloch(Ship ship) const {
    const BlochVector v = bloch_vector(state_, ship);
    return BlochReading{.x = v.x,
                        .y = v.y,
                        .z = v.z,
                        .length = v.length(),
                        .purity = reduced_purity(state_, ship),
                        .entropy = entanglement_entropy(state_, ship)};
}

std::optional<std::vector<Gate>> MeasurementSession::exported_gates() const {
    if (circuit_) return circuit_;
    return preparation_circuit(state_);
}

std::optional<std::string> MeasurementSession::circuit_text(CircuitFormat format, std::string_view title) const {
    const auto gates = exported_gates();
    if (!gates) return std::nullopt;
    return export_circuit(*gates, format, title);
}

}  // namespace entanglion::lessons
