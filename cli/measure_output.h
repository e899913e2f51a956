#pragma once
/// The measurement parts of `entanglion-cli state`: the shot table and correlation table as text,
/// and the same (plus Bloch vectors) as JSON. (--shots and --seed are checked by cli/arguments.h.)

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "statevector/measurement.h"
#include "statevector/state.h"

namespace entanglion::cli {

/// `value` with `precision` decimals; values within 1e-15 of 0 print as 0 (no "-0.0000").
std::string fixed(double value, int precision);

nlohmann::json shots_json(const ShotCounts& shots, std::uint64_t seed);
void print_shots(const ShotCounts& shots, std::uint64_t seed, std::ostream& out);

/// {"x", "y", "z", "length"} of `ship`'s Bloch vector.
nlohmann::json bloch_json(const TwoQubitState& state, Ship ship);
/// "Bloch vector  Mercurial (0.0000, 0.0000, 1.0000)  length 1.0000" lines for both ships.
void print_bloch(const TwoQubitState& state, int precision, std::ostream& out);

}  // namespace entanglion::cli
