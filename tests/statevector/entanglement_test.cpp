// Product-state factoring and the per-ship entanglement measures.
#include "statevector/entanglement.h"

#include <gtest/gtest.h>

#include <cmath>

#include "statevector/catalogue.h"
#include "test_states.h"

namespace entanglion {
namespace {

using testing::amplitudes_near;
using testing::random_state;

TEST(EntanglementTest, EveryProductStateFactorsBackIntoItself) {
    for (SingleQubitKet mercurial : kSingleQubitKets) {
        for (SingleQubitKet rubicon : kSingleQubitKets) {
            const TwoQubitState state = TwoQubitState::product(mercurial, rubicon);
            const auto factors = factor_product(state);
            ASSERT_TRUE(factors);
            EXPECT_TRUE(amplitudes_near(TwoQubitState::product(factors->mercurial, factors->rubicon), state));
            // Each factor is the planet's ket up to phase, and normalised.
            EXPECT_NEAR(std::norm(factors->mercurial.dot(single_qubit_vector(mercurial))), 1.0, 1e-12);
            EXPECT_NEAR(std::norm(factors->rubicon.dot(single_qubit_vector(rubicon))), 1.0, 1e-12);
        }
    }
}

TEST(EntanglementTest, TheGlobalPhaseGoesOnMercurial) {
    // i |1> (x) |-> : Rubicon's factor comes out as exactly |->, Mercurial's as i|1>.
    const TwoQubitState state(Complex(0, 1) *
                              TwoQubitState::product(SingleQubitKet::kOne, SingleQubitKet::kMinus).amplitudes());
    const auto factors = factor_product(state);
    ASSERT_TRUE(factors);
    EXPECT_TRUE(factors->rubicon.isApprox(single_qubit_vector(SingleQubitKet::kMinus), 1e-14));
    EXPECT_TRUE(factors->mercurial.isApprox(Eigen::Vector2cd(0, Complex(0, 1)), 1e-14));
}

TEST(EntanglementTest, RandomProductsFactorAndEntangledStatesDoNot) {
    Rng rng(4);
    for (int n = 0; n < 100; ++n) {
        const TwoQubitState a = random_state(rng);
        const Eigen::Vector2cd m = a.amplitudes().head<2>().normalized();
        const Eigen::Vector2cd r = a.amplitudes().tail<2>().normalized();
        const TwoQubitState product = TwoQubitState::product(m, r);
        const auto factors = factor_product(product);
        ASSERT_TRUE(factors);
        EXPECT_TRUE(amplitudes_near(TwoQubitState::product(factors->mercurial, factors->rubicon), product, 1e-12));
        EXPECT_NEAR(concurrence(product), 0.0, 1e-12);
    }
    for (const TwoQubitState& bell : {phi_plus(), phi_minus(), psi_plus(), psi_minus()}) {
        EXPECT_FALSE(factor_product(bell));
    }
    EXPECT_FALSE(factor_product(TwoQubitState(Eigen::Vector4cd(0.5, 0.5, 0.5, -0.5))));
    // Slightly entangled: cos(t)|00> + sin(t)|11> with t = 1e-3 has concurrence sin(2t) ~ 2e-3.
    EXPECT_FALSE(factor_product(TwoQubitState(Eigen::Vector4cd(std::cos(1e-3), 0, 0, std::sin(1e-3)))));
}

TEST(EntanglementTest, MeasuresForProductAndBellStates) {
    const TwoQubitState product = TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kOne);
    for (Ship ship : kShips) {
        EXPECT_NEAR(reduced_purity(product, ship), 1.0, 1e-12);
        EXPECT_NEAR(entanglement_entropy(product, ship), 0.0, 1e-9);
        for (const TwoQubitState& bell : {phi_plus(), phi_minus(), psi_plus(), psi_minus()}) {
            EXPECT_NEAR(reduced_purity(bell, ship), 0.5, 1e-12);
            EXPECT_NEAR(entanglement_entropy(bell, ship), 1.0, 1e-12);
        }
    }
    EXPECT_NEAR(concurrence(product), 0.0, 1e-15);
    EXPECT_NEAR(concurrence(psi_minus()), 1.0, 1e-15);
    // The CZ-type state is maximally entangled too: 2|ad - bc| = 2|-1/4 - 1/4| = 1.
    EXPECT_NEAR(concurrence(TwoQubitState(Eigen::Vector4cd(0.5, 0.5, 0.5, -0.5))), 1.0, 1e-15);
}

TEST(EntanglementTest, PartiallyEntangledStateHasTheTextbookValues) {
    // cos(t)|00> + sin(t)|11>: reduced state diag(c^2, s^2) for either ship.
    const double t = 0.4;
    const double c2 = std::pow(std::cos(t), 2), s2 = std::pow(std::sin(t), 2);
    const TwoQubitState state(Eigen::Vector4cd(std::cos(t), 0, 0, std::sin(t)));
    EXPECT_NEAR(concurrence(state), std::sin(2 * t), 1e-14);
    for (Ship ship : kShips) {
        EXPECT_NEAR(reduced_purity(state, ship), c2 * c2 + s2 * s2, 1e-14);
        EXPECT_NEAR(entanglement_entropy(state, ship), -c2 * std::log2(c2) - s2 * std::log2(s2), 1e-12);
    }
}

TEST(EntanglementTest, BothShipsAlwaysShareTheSameEntanglement) {
    // For a pure state the two reduced states have the same spectrum.
    Rng rng(10);
    for (int n = 0; n < 50; ++n) {
        const TwoQubitState state = random_state(rng);
        EXPECT_NEAR(reduced_purity(state, Ship::kMercurial), reduced_purity(state, Ship::kRubicon), 1e-12);
        EXPECT_NEAR(entanglement_entropy(state, Ship::kMercurial), entanglement_entropy(state, Ship::kRubicon), 1e-9);
        // Purity and concurrence agree: P = 1 - C^2 / 2.
        EXPECT_NEAR(reduced_purity(state, Ship::kMercurial), 1 - std::pow(concurrence(state), 2) / 2, 1e-12);
    }
}

}  // namespace
}  // namespace entanglion
