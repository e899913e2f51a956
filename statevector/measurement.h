#pragma once
/// Measuring the live state many times without touching it: Born-rule shots in a basis chosen per
/// ship (Z, or X by an H just before the measurement), the joint counts of 00/01/10/11 next to their
/// exact probabilities, and what the counts say about correlation. The classroom's argument: a Bell
/// state is perfectly correlated in two complementary bases (ZZ and XX, or ZX and XZ), which no
/// product state is (a product state is at most "fixed" in one basis and independent in the other).

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "random.h"
#include "state.h"

namespace entanglion {

enum class MeasureBasis : std::uint8_t { kZ, kX };

/// One basis per ship; the id lists Mercurial's letter first: "ZZ", "XX", "ZX", "XZ".
struct MeasurementBases {
    MeasureBasis mercurial = MeasureBasis::kZ;
    MeasureBasis rubicon = MeasureBasis::kZ;
    MeasureBasis of(Ship ship) const { return ship == Ship::kMercurial ? mercurial : rubicon; }
    friend bool operator==(const MeasurementBases&, const MeasurementBases&) = default;
};

inline constexpr MeasurementBases kBasesZZ{MeasureBasis::kZ, MeasureBasis::kZ};
inline constexpr MeasurementBases kBasesXX{MeasureBasis::kX, MeasureBasis::kX};
inline constexpr MeasurementBases kBasesZX{MeasureBasis::kZ, MeasureBasis::kX};
inline constexpr MeasurementBases kBasesXZ{MeasureBasis::kX, MeasureBasis::kZ};

std::string measurement_bases_id(MeasurementBases bases);
/// "ZZ", "XX", "ZX" or "XZ" in any letter case; nullopt otherwise.
std::optional<MeasurementBases> parse_measurement_bases(std::string_view text);

/// The most shots one request may take (the CLI and the app check against it).
inline constexpr int kMaxShots = 100000;

/// The state just before the measurement: H applied to every ship measured in X.
TwoQubitState rotated_for_measurement(const TwoQubitState& state, MeasurementBases bases);
/// Exact Born-rule probabilities of the outcomes (index 2*m + r) in `bases`.
std::array<double, 4> outcome_probabilities(const TwoQubitState& state, MeasurementBases bases);

/// What the outcomes of two ships say about each other, from exact probabilities.
enum class CorrelationKind : std::uint8_t {
    kFixed,            ///< one outcome is certain: no chance at all, nothing to correlate
    kAlwaysEqual,      ///< each bit is random but the two are always equal
    kAlwaysDifferent,  ///< each bit is random but the two always differ
    kIndependent,      ///< P(m, r) = P(m) P(r): knowing one bit tells nothing about the other
    kPartly,           ///< correlated, but not perfectly
};
/// "fixed", "always_equal", "always_different", "independent", "partly": the id in JSON.
std::string_view correlation_kind_id(CorrelationKind kind);
CorrelationKind classify_correlation(const std::array<double, 4>& probabilities, double tolerance = 1e-9);

/// True when the state is perfectly correlated (equal or different, each bit random) in both
/// bases of a complementary pair, ZZ and XX, or ZX and XZ. Only entangled states can be.
bool perfectly_correlated_in_complementary_bases(const TwoQubitState& state);

struct ShotCounts {
    MeasurementBases bases;
    int shots = 0;
    /// How often each joint outcome came up, indexed 2*m + r (Mercurial's bit first).
    std::array<int, 4> counts{};
    /// The exact probabilities of the same outcomes.
    std::array<double, 4> probabilities{};
    CorrelationKind correlation = CorrelationKind::kIndependent;

    int count(int mercurial_bit, int rubicon_bit) const { return counts[2 * mercurial_bit + rubicon_bit]; }
    int equal_count() const { return counts[0] + counts[3]; }
    int different_count() const { return counts[1] + counts[2]; }
    /// <Z(x)Z> in the chosen bases: P(equal) - P(different), exact and as counted.
    double exact_correlation() const;
    double observed_correlation() const;
};

/// Measures a copy of `state` `shots` times (1..kMaxShots, precondition) in `bases`, each shot by
/// the engine's own Born rule (TwoQubitState::measure_all) drawing from `rng`. `state` is untouched.
ShotCounts sample_shots(const TwoQubitState& state, MeasurementBases bases, int shots, Rng& rng);

}  // namespace entanglion
