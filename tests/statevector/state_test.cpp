// TwoQubitState: ordering, Bell states from products, measurement, collapse, comparison, snap.
#include "statevector/state.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>

#include "statevector/catalogue.h"
#include "statevector/random.h"
#include "test_states.h"

namespace entanglion {
namespace {

using testing::amplitudes_near;
using testing::kInvSqrt2;

TEST(StateTest, DefaultIsBothShipsOnZero) {
    const TwoQubitState state;
    EXPECT_TRUE(amplitudes_near(state, TwoQubitState::basis(0, 0)));
    EXPECT_EQ(state.amplitude(0, 0), Complex(1, 0));
}

TEST(StateTest, MercurialIsTheLeftBit) {
    // |m r> is stored at index 2m + r: Mercurial on ONE, Rubicon on ZERO is index 2.
    const TwoQubitState state = TwoQubitState::product(SingleQubitKet::kOne, SingleQubitKet::kZero);
    EXPECT_EQ(state.amplitudes()[2], Complex(1, 0));
    EXPECT_EQ(state.amplitude(1, 0), Complex(1, 0));
    EXPECT_EQ(state.amplitudes()[1], Complex(0, 0));
    // |0> (x) |-> = (|00> - |01>)/sqrt2.
    const TwoQubitState zero_minus = TwoQubitState::product(SingleQubitKet::kZero, SingleQubitKet::kMinus);
    EXPECT_TRUE(amplitudes_near(zero_minus, TwoQubitState(Eigen::Vector4cd(kInvSqrt2, -kInvSqrt2, 0, 0))));
}

TEST(StateTest, SingleQubitKetsAndIds) {
    EXPECT_TRUE(single_qubit_vector(SingleQubitKet::kMinus).isApprox(Eigen::Vector2cd(kInvSqrt2, -kInvSqrt2)));
    EXPECT_TRUE(single_qubit_vector(SingleQubitKet::kOne).isApprox(Eigen::Vector2cd(0, 1)));
    for (SingleQubitKet ket : kSingleQubitKets) EXPECT_EQ(parse_single_qubit_ket(single_qubit_ket_id(ket)), ket);
    EXPECT_EQ(parse_single_qubit_ket("plus"), SingleQubitKet::kPlus);
    EXPECT_FALSE(parse_single_qubit_ket("TWO"));
}

// H for Mercurial then CNOT for Rubicon (control Mercurial) turns each basis state into a Bell state.
TEST(StateTest, AllFourBellStatesFromProducts) {
    const std::array<TwoQubitState, 4> expected = {phi_plus(), psi_plus(), phi_minus(), psi_minus()};
    for (int m = 0; m < 2; ++m) {
        for (int r = 0; r < 2; ++r) {
            TwoQubitState state = TwoQubitState::basis(m, r);
            state.apply(Gate{GateKind::kH, Ship::kMercurial});
            state.apply(Gate{GateKind::kCNOT, Ship::kRubicon});
            EXPECT_TRUE(amplitudes_near(state, expected[2 * m + r])) << "from |" << m << r << ">";
        }
    }
    // The exact Bell vectors.
    EXPECT_TRUE(amplitudes_near(phi_plus(), TwoQubitState(Eigen::Vector4cd(kInvSqrt2, 0, 0, kInvSqrt2))));
    EXPECT_TRUE(amplitudes_near(phi_minus(), TwoQubitState(Eigen::Vector4cd(kInvSqrt2, 0, 0, -kInvSqrt2))));
    EXPECT_TRUE(amplitudes_near(psi_plus(), TwoQubitState(Eigen::Vector4cd(0, kInvSqrt2, kInvSqrt2, 0))));
    EXPECT_TRUE(amplitudes_near(psi_minus(), TwoQubitState(Eigen::Vector4cd(0, kInvSqrt2, -kInvSqrt2, 0))));
    // From a product with a |+>: CNOT for Rubicon on |+0> is Phi+ as well.
    TwoQubitState plus_zero = TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kZero);
    plus_zero.apply(Gate{GateKind::kCNOT, Ship::kRubicon});
    EXPECT_TRUE(amplitudes_near(plus_zero, phi_plus()));
}

TEST(StateTest, BornRuleProbabilities) {
    const Eigen::Vector4d bell = phi_plus().probabilities();
    EXPECT_TRUE(bell.isApprox(Eigen::Vector4d(0.5, 0, 0, 0.5), 1e-15));
    const TwoQubitState one_plus = TwoQubitState::product(SingleQubitKet::kOne, SingleQubitKet::kPlus);
    EXPECT_NEAR(one_plus.probability_of_one(Ship::kMercurial), 1.0, 1e-15);
    EXPECT_NEAR(one_plus.probability_of_one(Ship::kRubicon), 0.5, 1e-15);
    const TwoQubitState skewed(Eigen::Vector4cd(Complex(0.6, 0), 0, 0, Complex(0, 0.8)));
    EXPECT_NEAR(skewed.probabilities()[3], 0.64, 1e-15);
    EXPECT_NEAR(skewed.probability_of_one(Ship::kRubicon), 0.64, 1e-15);
}

// A state whose outcomes have probabilities 0.1, 0.2, 0.3, 0.4, with assorted phases.
TwoQubitState skewed_state() {
    return TwoQubitState(
        Eigen::Vector4cd(std::sqrt(0.1), Complex(0, std::sqrt(0.2)), -std::sqrt(0.3), std::polar(std::sqrt(0.4), 1.0)));
}

TEST(StateTest, MeasureAllFollowsTheBornRule) {
    // Chi-square with 3 degrees of freedom: 16.27 is the 0.1% critical value.
    constexpr int kSamples = 20000;
    const TwoQubitState start = skewed_state();
    const Eigen::Vector4d p = start.probabilities();
    Rng rng(12345);
    std::array<int, 4> counts{};
    for (int n = 0; n < kSamples; ++n) {
        TwoQubitState state = start;
        const BasisOutcome outcome = state.measure_all(rng);
        ++counts[outcome.index()];
        ASSERT_TRUE(state.is_normalized());
        ASSERT_NEAR(std::abs(state.amplitudes()[outcome.index()]), 1.0, 1e-15);
    }
    double chi_square = 0;
    for (int i = 0; i < 4; ++i) chi_square += std::pow(counts[i] - kSamples * p[i], 2) / (kSamples * p[i]);
    EXPECT_LT(chi_square, 16.27) << counts[0] << " " << counts[1] << " " << counts[2] << " " << counts[3];
}

TEST(StateTest, MeasureAllNeverReturnsAnImpossibleOutcomeAndKeepsThePhase) {
    Rng rng(3);
    for (int n = 0; n < 2000; ++n) {
        TwoQubitState state = psi_minus();
        const BasisOutcome outcome = state.measure_all(rng);
        ASSERT_NE(outcome.mercurial, outcome.rubicon);
        // Psi- = (|01> - |10>)/sqrt2: collapsing keeps each amplitude's sign.
        const TwoQubitState expected =
            outcome.mercurial == 0 ? TwoQubitState::basis(0, 1) : TwoQubitState(Eigen::Vector4cd(0, 0, -1, 0));
        ASSERT_TRUE(amplitudes_near(state, expected));
    }
}

TEST(StateTest, MeasuringOneShipOfABellStateFixesTheOther) {
    constexpr int kSamples = 10000;
    Rng rng(777);
    int ones = 0;
    for (int n = 0; n < kSamples; ++n) {
        TwoQubitState state = phi_plus();
        const int bit = state.measure_ship(Ship::kRubicon, rng);
        ones += bit;
        ASSERT_TRUE(amplitudes_near(state, TwoQubitState::basis(bit, bit)));
    }
    // Chi-square with 1 degree of freedom: 10.83 is the 0.1% critical value.
    const double chi_square = 2 * std::pow(ones - kSamples / 2.0, 2) / (kSamples / 2.0);
    EXPECT_LT(chi_square, 10.83) << ones;
}

TEST(StateTest, MeasureShipIsCertainOnDefiniteShips) {
    Rng rng(1);
    for (int n = 0; n < 100; ++n) {
        TwoQubitState state = TwoQubitState::product(SingleQubitKet::kOne, SingleQubitKet::kPlus);
        EXPECT_EQ(state.measure_ship(Ship::kMercurial, rng), 1);
        TwoQubitState zero = TwoQubitState::basis(0, 0);
        EXPECT_EQ(zero.measure_ship(Ship::kRubicon, rng), 0);
    }
}

TEST(StateTest, MeasurementIsReproducibleFromTheSeed) {
    Rng first(2024), second(2024);
    for (int n = 0; n < 200; ++n) {
        TwoQubitState a = skewed_state(), b = skewed_state();
        ASSERT_EQ(a.measure_all(first).index(), b.measure_all(second).index());
    }
}

TEST(StateTest, CollapseShipProjectsAndRenormalises) {
    TwoQubitState state = TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kMinus);
    state.collapse_ship(Ship::kMercurial, 1);
    EXPECT_TRUE(amplitudes_near(state, TwoQubitState::product(SingleQubitKet::kOne, SingleQubitKet::kMinus)));
    TwoQubitState bell = psi_minus();
    bell.collapse_ship(Ship::kMercurial, 1);
    EXPECT_TRUE(amplitudes_near(bell, TwoQubitState(Eigen::Vector4cd(0, 0, -1, 0))));
}

TEST(StateTest, InnerProductFidelityAndPhase) {
    EXPECT_NEAR(std::abs(phi_plus().inner_product(phi_minus())), 0.0, 1e-15);
    EXPECT_NEAR(phi_plus().fidelity(phi_plus()), 1.0, 1e-15);
    // <0+|00> = 1/sqrt2, fidelity 1/2.
    const TwoQubitState zero_plus = TwoQubitState::product(SingleQubitKet::kZero, SingleQubitKet::kPlus);
    EXPECT_NEAR(zero_plus.fidelity(TwoQubitState::basis(0, 0)), 0.5, 1e-15);
    // <this|other> conjugates this: <i 00 | 00> = -i.
    const TwoQubitState i_zero(Eigen::Vector4cd(Complex(0, 1), 0, 0, 0));
    EXPECT_NEAR(std::abs(i_zero.inner_product(TwoQubitState()) - Complex(0, -1)), 0.0, 1e-15);

    Complex phase;
    const TwoQubitState minus_psi(-psi_minus().amplitudes());
    EXPECT_TRUE(minus_psi.equals_up_to_phase(psi_minus(), 1e-9, &phase));
    EXPECT_NEAR(std::abs(phase - Complex(-1, 0)), 0.0, 1e-15);
    const TwoQubitState i_phi(Complex(0, 1) * phi_plus().amplitudes());
    EXPECT_TRUE(i_phi.equals_up_to_phase(phi_plus(), 1e-9, &phase));
    EXPECT_NEAR(std::abs(phase - Complex(0, 1)), 0.0, 1e-15);
    EXPECT_FALSE(phi_plus().equals_up_to_phase(phi_minus()));
    EXPECT_FALSE(phi_plus().equals_up_to_phase(TwoQubitState(Eigen::Vector4cd::Zero())));
}

TEST(StateTest, ShipsExchangedForDisplay) {
    const TwoQubitState state = TwoQubitState::product(SingleQubitKet::kZero, SingleQubitKet::kMinus);
    EXPECT_TRUE(amplitudes_near(state.with_ships_exchanged(),
                                TwoQubitState::product(SingleQubitKet::kMinus, SingleQubitKet::kZero)));
    EXPECT_TRUE(amplitudes_near(psi_minus().with_ships_exchanged(), TwoQubitState(-psi_minus().amplitudes())));
}

TEST(StateTest, NormAndRenormalize) {
    TwoQubitState state(Eigen::Vector4cd(3, 0, 0, Complex(0, 4)));
    EXPECT_NEAR(state.norm(), 5.0, 1e-15);
    EXPECT_FALSE(state.is_normalized());
    state.renormalize();
    EXPECT_TRUE(state.is_normalized(1e-15));
    EXPECT_TRUE(amplitudes_near(state, TwoQubitState(Eigen::Vector4cd(0.6, 0, 0, Complex(0, 0.8)))));
}

TEST(StateTest, SnapRoundsNearExactAmplitudesOntoExactValues) {
    const double e = 3e-11;
    TwoQubitState state(
        Eigen::Vector4cd(Complex(0.5 + e, -e), Complex(-0.5 - e, 0), Complex(0.5, e), Complex(0.5 - e, 0)));
    state.snap();
    EXPECT_EQ(state.amplitudes(), Eigen::Vector4cd(0.5, -0.5, 0.5, 0.5));
    TwoQubitState bell(Eigen::Vector4cd(kInvSqrt2 + e, Complex(0, e), -e, Complex(0, kInvSqrt2 - e)));
    bell.snap();
    EXPECT_EQ(bell.amplitudes(), Eigen::Vector4cd(kInvSqrt2, 0, 0, Complex(0, kInvSqrt2)));
    EXPECT_NEAR(bell.norm(), 1.0, 1e-15);
}

TEST(StateTest, SnapLeavesOtherAmplitudesAndOnlyRenormalises) {
    TwoQubitState state(Eigen::Vector4cd(0.6, 0, 0, 0.8));
    state.snap();
    EXPECT_EQ(state.amplitudes(), Eigen::Vector4cd(0.6, 0, 0, 0.8));
    // Far from any exact value (1e-6 off): not snapped, but the norm is restored.
    TwoQubitState off(Eigen::Vector4cd(kInvSqrt2 + 1e-6, 0, 0, kInvSqrt2));
    off.snap();
    EXPECT_NEAR(off.norm(), 1.0, 1e-15);
    EXPECT_GT(std::abs(off.amplitudes()[0] - off.amplitudes()[3]), 1e-7);
    // The zero vector stays zero (no division by a zero norm).
    TwoQubitState zero(Eigen::Vector4cd::Zero());
    zero.snap();
    EXPECT_EQ(zero.amplitudes(), Eigen::Vector4cd::Zero());
}

// The rounding snap() documents, written the plain way: the first of 0, +-1/2, +-1/sqrt2, +-1
// (+ before -) within the tolerance, else the value; then renormalise unless already within 1e-14.
Eigen::Vector4cd snapped_by_definition(const Eigen::Vector4cd& amplitudes, double tolerance) {
    const auto part = [tolerance](double value) {
        for (double magnitude : {0.0, 0.5, kInvSqrt2, 1.0}) {
            if (std::abs(value - magnitude) <= tolerance) return magnitude;
            if (std::abs(value + magnitude) <= tolerance) return -magnitude;
        }
        return value;
    };
    Eigen::Vector4cd out;
    for (int i = 0; i < 4; ++i) out[i] = Complex(part(amplitudes[i].real()), part(amplitudes[i].imag()));
    const double n = out.norm();
    if (n > 0 && std::abs(n - 1.0) > 1e-14) out /= n;
    return out;
}

TEST(StateTest, SnapMatchesItsDefinitionBitForBit) {
    // snap() rounds with masks (two parts at a time where SSE2 exists); it must agree exactly,
    // signs of zero included, with the plain definition on values near every exact value, far
    // from all of them, tiny negatives, -0 and NaN, for the game's tolerance and others below 0.1.
    Rng rng(2024);
    const double exact[] = {0.0, 0.5, kInvSqrt2, 1.0};
    const auto random_part = [&]() {
        const double base = exact[rng.uniform_index(4)] * (rng.uniform_index(2) ? -1.0 : 1.0);
        switch (rng.uniform_index(5)) {
            case 0:
                return base;
            case 1:
                return base + (rng.uniform01() - 0.5) * 4e-9;  // near, within or just past 1e-9
            case 2:
                return (rng.uniform01() - 0.5) * 2.4;  // anywhere
            case 3:
                return -1e-12 * rng.uniform01();  // a tiny negative: snaps to +0
            default:
                return rng.uniform_index(2) ? -0.0 : std::nan("");
        }
    };
    int changed = 0;
    for (int trial = 0; trial < 20000; ++trial) {
        Eigen::Vector4cd amplitudes;
        for (int i = 0; i < 4; ++i) amplitudes[i] = Complex(random_part(), random_part());
        const double tolerance = trial % 4 == 0 ? 0.05 : 1e-9;
        TwoQubitState state(amplitudes);
        state.snap(tolerance);
        const Eigen::Vector4cd expected = snapped_by_definition(amplitudes, tolerance);
        for (int i = 0; i < 4; ++i) {
            for (int p = 0; p < 2; ++p) {
                const double got = p ? state.amplitudes()[i].imag() : state.amplitudes()[i].real();
                const double want = p ? expected[i].imag() : expected[i].real();
                ASSERT_TRUE((std::isnan(got) && std::isnan(want)) ||
                            (got == want && std::signbit(got) == std::signbit(want)))
                    << "trial " << trial << " amplitude " << i << (p ? " imag" : " real") << ": got " << got
                    << ", want " << want;
            }
        }
        changed += state.amplitudes() != amplitudes ? 1 : 0;
    }
    EXPECT_GT(changed, 10000);  // the inputs really exercise the rounding
}

}  // namespace
}  // namespace entanglion
