#include "statevector/state.h"

#include <cassert>
#include <cctype>
#include <cmath>
#include <optional>
#include <string>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace entanglion {
namespace {

constexpr double kInvSqrt2 = 0.70710678118654752440;

// Exact values that card gates produce from planet states, for snap().
constexpr double kExactMagnitudes[] = {0.0, 0.5, kInvSqrt2, 1.0};

// The first exact value (in kExactMagnitudes order, + before -) within `tolerance` of `value`, or
// `value`. Any tolerance; snap() uses it only for tolerances too wide for snap_nearest().
double snap_component(double value, double tolerance) {
    for (double magnitude : kExactMagnitudes) {
        if (std::abs(value - magnitude) <= tolerance) return magnitude;
        if (std::abs(value + magnitude) <= tolerance) return -magnitude;
    }
    return value;
}

// Below this tolerance at most one exact value can be within reach of any number (the closest two,
// 1/2 and 1/sqrt2, are 0.207 apart), so snapping onto the nearest one gives snap_component's answer.
constexpr double kNearestOnlyTolerance = 0.1;

// snap_component for tolerance < kNearestOnlyTolerance, without branches: which exact value an
// amplitude after H lies near is as random as the game, and the loop above mispredicted several
// times per snap. The magnitude comes from selects (the compiler makes them masks), the sign from
// copysign; "+ 0.0" turns the -0 that copysign gives a small negative number into snap_component's
// +0 (and changes no other value).
inline double snap_nearest(double value, double tolerance) {
    const double a = std::abs(value);
    double m = a >= 0.25 ? 0.5 : 0.0;  // thresholds halfway between neighbouring exact values
    m = a >= (0.5 + kInvSqrt2) / 2 ? kInvSqrt2 : m;
    m = a >= (kInvSqrt2 + 1.0) / 2 ? 1.0 : m;
    const double snapped = std::copysign(m, value) + 0.0;
    return std::abs(a - m) <= tolerance ? snapped : value;  // a well-predicted branch: always near in play
}

#if defined(__SSE2__)
// snap_nearest on two parts at once, with the same operations as masks (x86-64 always has SSE2):
// snap() after every H was 8% of a simulated game's instructions one double at a time.
inline void snap_nearest_pair(double* parts, double tolerance) {
    const __m128d sign_bit = _mm_set1_pd(-0.0);
    const __m128d value = _mm_loadu_pd(parts);
    const __m128d a = _mm_andnot_pd(sign_bit, value);
    const auto select = [](__m128d mask, __m128d if_set, __m128d otherwise) {
        return _mm_or_pd(_mm_and_pd(mask, if_set), _mm_andnot_pd(mask, otherwise));
    };
    __m128d m = _mm_and_pd(_mm_cmpge_pd(a, _mm_set1_pd(0.25)), _mm_set1_pd(0.5));
    m = select(_mm_cmpge_pd(a, _mm_set1_pd((0.5 + kInvSqrt2) / 2)), _mm_set1_pd(kInvSqrt2), m);
    m = select(_mm_cmpge_pd(a, _mm_set1_pd((kInvSqrt2 + 1.0) / 2)), _mm_set1_pd(1.0), m);
    const __m128d snapped = _mm_add_pd(_mm_or_pd(m, _mm_and_pd(sign_bit, value)), _mm_setzero_pd());
    const __m128d near = _mm_cmple_pd(_mm_andnot_pd(sign_bit, _mm_sub_pd(a, m)), _mm_set1_pd(tolerance));
    _mm_storeu_pd(parts, select(near, snapped, value));
}
#endif

}  // namespace

Eigen::Vector2cd single_qubit_vector(SingleQubitKet ket) {
    switch (ket) {
        case SingleQubitKet::kZero:
            return Eigen::Vector2cd(1, 0);
        case SingleQubitKet::kOne:
            return Eigen::Vector2cd(0, 1);
        case SingleQubitKet::kPlus:
            return Eigen::Vector2cd(kInvSqrt2, kInvSqrt2);
        case SingleQubitKet::kMinus:
            return Eigen::Vector2cd(kInvSqrt2, -kInvSqrt2);
    }
    return Eigen::Vector2cd(1, 0);
}

std::string_view single_qubit_ket_id(SingleQubitKet ket) {
    constexpr std::array<std::string_view, 4> kIds = {"ZERO", "ONE", "PLUS", "MINUS"};
    return kIds[static_cast<int>(ket)];
}

std::optional<SingleQubitKet> parse_single_qubit_ket(std::string_view text) {
    std::string upper;
    for (char c : text) upper.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    for (SingleQubitKet ket : kSingleQubitKets) {
        if (single_qubit_ket_id(ket) == upper) return ket;
    }
    return std::nullopt;
}

TwoQubitState::TwoQubitState() : amplitudes_(1, 0, 0, 0) {}

TwoQubitState::TwoQubitState(const Eigen::Vector4cd& amplitudes) : amplitudes_(amplitudes) {}

TwoQubitState TwoQubitState::basis(int mercurial_bit, int rubicon_bit) {
    Eigen::Vector4cd amplitudes = Eigen::Vector4cd::Zero();
    amplitudes[2 * mercurial_bit + rubicon_bit] = 1;
    return TwoQubitState(amplitudes);
}

TwoQubitState TwoQubitState::product(SingleQubitKet mercurial, SingleQubitKet rubicon) {
    return product(single_qubit_vector(mercurial), single_qubit_vector(rubicon));
}

TwoQubitState TwoQubitState::product(const Eigen::Vector2cd& mercurial, const Eigen::Vector2cd& rubicon) {
    return TwoQubitState(Eigen::Vector4cd(mercurial[0] * rubicon[0], mercurial[0] * rubicon[1],
                                          mercurial[1] * rubicon[0], mercurial[1] * rubicon[1]));
}

// The fast path: dispatch once on the kind, then the kernel (statevector/kernels.h).
void TwoQubitState::apply_dense(const Gate& gate) { apply_matrix(gate_matrix(gate)); }

void TwoQubitState::apply_matrix(const Eigen::Matrix4cd& matrix) {
    const Eigen::Vector4cd result = matrix * amplitudes_;
    amplitudes_ = result;
}

double TwoQubitState::norm() const { return amplitudes_.norm(); }

bool TwoQubitState::is_normalized(double tolerance) const { return std::abs(norm() - 1.0) <= tolerance; }

void TwoQubitState::renormalize() {
    const double n = norm();
    assert(n > 0);
    amplitudes_ /= n;
}

void TwoQubitState::snap(double tolerance) {
    if (tolerance < kNearestOnlyTolerance) {
        // std::complex<double> is laid out as two doubles (real, imaginary) by the standard.
        double* parts = reinterpret_cast<double*>(amplitudes_.data());
#if defined(__SSE2__)
        for (int i = 0; i < 8; i += 2) snap_nearest_pair(parts + i, tolerance);
#else
        for (int i = 0; i < 8; ++i) parts[i] = snap_nearest(parts[i], tolerance);
#endif
    } else {
        for (Complex& amplitude : amplitudes_) {
            amplitude =
                Complex(snap_component(amplitude.real(), tolerance), snap_component(amplitude.imag(), tolerance));
        }
    }
    // Exactly snapped states have a norm within a few ulps of 1; only fix what snapping could not.
    // The zero vector has no direction to keep and is left as it is.
    const double n = norm();
    if (n > 0 && std::abs(n - 1.0) > 1e-14) amplitudes_ /= n;
}

Eigen::Vector4d TwoQubitState::probabilities() const { return amplitudes_.cwiseAbs2(); }

double TwoQubitState::probability_of_one(Ship ship) const {
    const Eigen::Vector4d p = probabilities();
    return ship == Ship::kMercurial ? p[2] + p[3] : p[1] + p[3];
}

BasisOutcome TwoQubitState::sample_all(Rng& rng) const {
    const Eigen::Vector4d p = probabilities();
    const double u = rng.uniform01() * p.sum();
    int chosen = 3;
    double cumulative = 0;
    for (int i = 0; i < 4; ++i) {
        cumulative += p[i];
        if (u < cumulative && p[i] > 0) {
            chosen = i;
            break;
        }
    }
    while (p[chosen] == 0 && chosen > 0) --chosen;  // rounding at the top end: take the last possible outcome
    return BasisOutcome{chosen >> 1, chosen & 1};
}

BasisOutcome TwoQubitState::measure_all(Rng& rng) {
    const BasisOutcome outcome = sample_all(rng);
    const int chosen = outcome.index();
    const Complex kept = amplitudes_[chosen];
    amplitudes_.setZero();
    amplitudes_[chosen] = kept / std::abs(kept);
    return outcome;
}

int TwoQubitState::measure_ship(Ship ship, Rng& rng) {
    const double p_one = probability_of_one(ship);
    const int bit = rng.uniform01() < p_one ? 1 : 0;
    collapse_ship(ship, bit);
    return bit;
}

void TwoQubitState::collapse_ship(Ship ship, int bit) {
    const int mask = kernels::ship_mask(ship);
    for (int i = 0; i < 4; ++i) {
        if (((i & mask) != 0) != (bit != 0)) amplitudes_[i] = 0;
    }
    renormalize();
}

Complex TwoQubitState::inner_product(const TwoQubitState& other) const { return amplitudes_.dot(other.amplitudes_); }

double TwoQubitState::fidelity(const TwoQubitState& other) const { return std::norm(inner_product(other)); }

bool TwoQubitState::equals_up_to_phase(const TwoQubitState& other, double tolerance, Complex* phase) const {
    // this = phase * other  =>  <other|this> = phase (for normalised states). The test is on the
    // fidelity |<other|this>|^2 / (|this|^2 |other|^2), as documented.
    const Complex overlap = other.inner_product(*this);
    const double magnitude = std::abs(overlap);
    const double norms = norm() * other.norm();
    if (norms == 0) return false;
    const double fidelity = (magnitude / norms) * (magnitude / norms);
    if (std::abs(fidelity - 1.0) > tolerance) return false;
    if (phase) *phase = overlap / magnitude;
    return true;
}

TwoQubitState TwoQubitState::with_ships_exchanged() const {
    return TwoQubitState(Eigen::Vector4cd(amplitudes_[0], amplitudes_[2], amplitudes_[1], amplitudes_[3]));
}

}  // namespace entanglion
