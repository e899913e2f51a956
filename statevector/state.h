#pragma once
/// The live two-qubit state: four complex amplitudes in |Mercurial Rubicon> order, i.e. the
/// amplitude of |m r> (m = Mercurial's bit, r = Rubicon's bit) is at index 2*m + r.

#include <Eigen/Core>
#include <array>
#include <complex>

#include "gate.h"
#include "kernels.h"
#include "random.h"
#include "ship.h"

namespace entanglion {

using Complex = std::complex<double>;

/// One ship's single-qubit ket among the four the board uses.
enum class SingleQubitKet : std::uint8_t { kZero, kOne, kPlus, kMinus };

inline constexpr std::array<SingleQubitKet, 4> kSingleQubitKets = {SingleQubitKet::kZero, SingleQubitKet::kOne,
                                                                   SingleQubitKet::kPlus, SingleQubitKet::kMinus};

/// |0>, |1>, |+>, |->.
Eigen::Vector2cd single_qubit_vector(SingleQubitKet ket);
/// "ZERO", "ONE", "PLUS", "MINUS".
std::string_view single_qubit_ket_id(SingleQubitKet ket);
std::optional<SingleQubitKet> parse_single_qubit_ket(std::string_view text);

/// Outcome of measuring both ships in the computational (Z) basis.
struct BasisOutcome {
    int mercurial = 0;  ///< 0 or 1
    int rubicon = 0;    ///< 0 or 1
    int index() const { return 2 * mercurial + rubicon; }
};

class TwoQubitState {
public:
    /// |00>: both ships on ZERO.
    TwoQubitState();
    /// Amplitudes in |Mercurial Rubicon> order; taken as given (call is_normalized to check).
    explicit TwoQubitState(const Eigen::Vector4cd& amplitudes);

    static TwoQubitState basis(int mercurial_bit, int rubicon_bit);
    /// The product state |mercurial> (x) |rubicon>.
    static TwoQubitState product(SingleQubitKet mercurial, SingleQubitKet rubicon);
    static TwoQubitState product(const Eigen::Vector2cd& mercurial, const Eigen::Vector2cd& rubicon);

    const Eigen::Vector4cd& amplitudes() const { return amplitudes_; }
    Complex amplitude(int mercurial_bit, int rubicon_bit) const { return amplitudes_[2 * mercurial_bit + rubicon_bit]; }

    /// Applies `gate` with the kernel specialised for its kind and ship (permutations and sign flips
    /// where the matrix allows). This is the path the game uses: one indirect call through
    /// kernels::kByGate picks kind and ship together (kernels.h says why).
    void apply(const Gate& gate) {
        kernels::kByGate[static_cast<int>(gate.kind)][static_cast<int>(gate.ship)](amplitudes_.data());
    }

    /// apply(Gate{kKind, ship}) with the kind fixed at compile time, so there is no dispatch on
    /// it: for hot loops that know their gate (benchmarks, simulations). Same result as apply().
    template <GateKind kKind>
    void apply_kernel(Ship ship) {
        kernels::apply<kKind>(amplitudes_.data(), ship);
    }
    /// Runs a kernel taken from a table such as kernels::kPerShip (same result as apply() of its
    /// gate).
    void apply_kernel(kernels::Kernel kernel) { kernel(amplitudes_.data()); }
    /// Applies `gate` as a dense 4x4 matrix-vector product: the slow reference for tests and
    /// benchmarks.
    void apply_dense(const Gate& gate);
    /// Applies any 4x4 matrix (assumed unitary) in |Mercurial Rubicon> order.
    void apply_matrix(const Eigen::Matrix4cd& matrix);

    double norm() const;
    bool is_normalized(double tolerance = 1e-9) const;
    /// Scales to norm 1. Precondition: norm() > 0.
    void renormalize();
    /// Rounds every real and imaginary part that lies within `tolerance` of 0, +-1/2, +-1/sqrt2
    /// or +-1 onto that exact value, then renormalises. States reached by card gates from planet
    /// states only have such amplitudes, so snapping after each move stops the rounding error of
    /// H from accumulating over millions of gates. Other amplitudes are left as they are.
    void snap(double tolerance = 1e-9);

    /// Born-rule probabilities of the four outcomes, indexed 2*m + r.
    Eigen::Vector4d probabilities() const;
    /// Probability that measuring `ship` alone in the Z basis gives 1.
    double probability_of_one(Ship ship) const;

    /// Samples both ships in the Z basis from `rng` by the Born rule (one uniform01() compared with
    /// the cumulative probabilities in index order 00, 01, 10, 11), leaving the state as it is.
    BasisOutcome sample_all(Rng& rng) const;
    /// sample_all(), then collapses onto the outcome.
    BasisOutcome measure_all(Rng& rng);
    /// Samples `ship` alone in the Z basis, collapses and renormalises; returns 0 or 1.
    int measure_ship(Ship ship, Rng& rng);
    /// Collapses onto a chosen outcome of `ship` (for scripted games). Precondition: that
    /// outcome has non-zero probability.
    void collapse_ship(Ship ship, int bit);

    /// <this|other>.
    Complex inner_product(const TwoQubitState& other) const;
    /// |<this|other>|^2.
    double fidelity(const TwoQubitState& other) const;
    /// True when this = phase * other for some |phase| = 1 (fidelity within `tolerance` of 1).
    /// When true and `phase` is given, it receives that factor.
    bool equals_up_to_phase(const TwoQubitState& other, double tolerance = 1e-9, Complex* phase = nullptr) const;

    /// The state with the two qubits' roles exchanged (|r m> order): used only for display.
    TwoQubitState with_ships_exchanged() const;

private:
    Eigen::Vector4cd amplitudes_;
};

}  // namespace entanglion
