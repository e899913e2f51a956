// The standard catalogue: every entry recognised up to global phase, near misses rejected.
#include "statevector/catalogue.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <set>

#include "test_states.h"

namespace entanglion {
namespace {

using testing::random_state;

TEST(CatalogueTest, StandardHasSixteenProductsAndFourBellStates) {
    const StateCatalogue catalogue = StateCatalogue::standard();
    ASSERT_EQ(catalogue.entries().size(), 20u);
    int products = 0;
    std::set<std::string> ids;
    for (const NamedState& entry : catalogue.entries()) {
        ids.insert(entry.id);
        if (entry.product) {
            ++products;
            const TwoQubitState expected = TwoQubitState::product((*entry.product)[0], (*entry.product)[1]);
            EXPECT_TRUE(entry.state.equals_up_to_phase(expected)) << entry.id;
        }
    }
    EXPECT_EQ(products, 16);
    EXPECT_EQ(ids.size(), 20u);
    for (const char* id : {"PHI_PLUS", "PHI_MINUS", "PSI_PLUS", "PSI_MINUS", "ZERO,ZERO", "ONE,PLUS", "MINUS,ONE"}) {
        EXPECT_NE(catalogue.find(id), nullptr) << id;
    }
    EXPECT_EQ(catalogue.find("OMEGA_ZERO"), nullptr);
    // Product ids and symbols put Mercurial first.
    const NamedState* zero_plus = catalogue.find("ZERO,PLUS");
    ASSERT_NE(zero_plus, nullptr);
    EXPECT_EQ(zero_plus->symbol, "0+");
    EXPECT_TRUE(zero_plus->state.equals_up_to_phase(
        TwoQubitState(Eigen::Vector4cd(testing::kInvSqrt2, testing::kInvSqrt2, 0, 0))));
    EXPECT_EQ(catalogue.find("PSI_MINUS")->unicode_symbol, "Ψ-");
}

TEST(CatalogueTest, EveryEntryIsRecognisedUnderAnyGlobalPhase) {
    const StateCatalogue catalogue = StateCatalogue::standard();
    const Complex phases[] = {1.0, -1.0, Complex(0, 1), Complex(0, -1), std::polar(1.0, 0.3), std::polar(1.0, -2.5)};
    for (const NamedState& entry : catalogue.entries()) {
        for (Complex phase : phases) {
            const auto match = catalogue.identify(TwoQubitState(phase * entry.state.amplitudes()));
            ASSERT_TRUE(match) << entry.id;
            EXPECT_EQ(match->named, &entry);
            EXPECT_NEAR(std::abs(match->phase - phase), 0.0, 1e-12) << entry.id;
        }
    }
}

TEST(CatalogueTest, NearMissesAndOtherStatesAreRejected) {
    const StateCatalogue catalogue = StateCatalogue::standard();
    // Tilt each entry by 1e-3 radians towards an orthogonal basis direction: fidelity 1 - 1e-6.
    for (const NamedState& entry : catalogue.entries()) {
        const Eigen::Vector4cd a = entry.state.amplitudes();
        Eigen::Vector4cd orthogonal = Eigen::Vector4cd::Zero();
        for (int i = 0; i < 4; ++i) {
            Eigen::Vector4cd candidate = Eigen::Vector4cd::Unit(i);
            candidate -= a.dot(candidate) * a;
            if (candidate.norm() > 0.1) {
                orthogonal = candidate.normalized();
                break;
            }
        }
        const TwoQubitState tilted(std::cos(1e-3) * a + std::sin(1e-3) * orthogonal);
        ASSERT_TRUE(tilted.is_normalized(1e-12));
        EXPECT_FALSE(catalogue.identify(tilted)) << entry.id;
    }
    // The CZ-type state (|00> + |01> + |10> - |11>)/2 is reachable with cards but not standard.
    EXPECT_FALSE(catalogue.identify(TwoQubitState(Eigen::Vector4cd(0.5, 0.5, 0.5, -0.5))));
    EXPECT_FALSE(catalogue.identify(TwoQubitState(Eigen::Vector4cd(0.6, 0, 0, 0.8))));
    Rng rng(5);
    for (int n = 0; n < 100; ++n) EXPECT_FALSE(catalogue.identify(random_state(rng)));
}

TEST(CatalogueTest, DescribeMatchShowsThePhaseFactor) {
    const StateCatalogue catalogue = StateCatalogue::standard();
    const auto minus_psi = catalogue.identify(TwoQubitState(-psi_minus().amplitudes()));
    ASSERT_TRUE(minus_psi);
    EXPECT_EQ(describe_match(*minus_psi), "-1 x |Psi->");
    const auto phi = catalogue.identify(phi_plus());
    ASSERT_TRUE(phi);
    EXPECT_EQ(describe_match(*phi), "|Phi+>");
    const auto i_one_minus = catalogue.identify(TwoQubitState(
        Complex(0, 1) * TwoQubitState::product(SingleQubitKet::kOne, SingleQubitKet::kMinus).amplitudes()));
    ASSERT_TRUE(i_one_minus);
    EXPECT_EQ(i_one_minus->named->id, "ONE,MINUS");
    EXPECT_EQ(describe_match(*i_one_minus), "i x |1->");
}

TEST(CatalogueTest, FormatPhase) {
    EXPECT_EQ(format_phase(1.0), "1");
    EXPECT_EQ(format_phase(-1.0), "-1");
    EXPECT_EQ(format_phase(Complex(0, 1)), "i");
    EXPECT_EQ(format_phase(Complex(0, -1)), "-i");
    // pi/4 = 0.785398...
    EXPECT_EQ(format_phase(std::polar(1.0, std::numbers::pi / 4)), "e^(0.785i)");
    EXPECT_EQ(format_phase(std::polar(1.0, -std::numbers::pi / 2 - 0.5), 2), "e^(-2.07i)");
}

TEST(CatalogueTest, AddRejectsDuplicatesAndBadStates) {
    StateCatalogue catalogue = StateCatalogue::standard();
    std::string error;
    EXPECT_FALSE(catalogue.add(
        NamedState{"PHI_PLUS", "x", "x", std::nullopt, TwoQubitState(Eigen::Vector4cd(0.6, 0, 0, 0.8))}, &error));
    EXPECT_NE(error.find("PHI_PLUS"), std::string::npos) << error;
    EXPECT_FALSE(
        catalogue.add(NamedState{"BIG", "B", "", std::nullopt, TwoQubitState(Eigen::Vector4cd(1, 1, 0, 0))}, &error));
    EXPECT_NE(error.find("not normalised"), std::string::npos) << error;
    EXPECT_FALSE(catalogue.add(
        NamedState{"MINUS_PHI", "-Phi+", "", std::nullopt, TwoQubitState(-phi_plus().amplitudes())}, &error));
    EXPECT_NE(error.find("equals \"PHI_PLUS\""), std::string::npos) << error;
    EXPECT_EQ(catalogue.entries().size(), 20u);

    ASSERT_TRUE(catalogue.add(
        NamedState{"SKEW", "Skew", "", std::nullopt, TwoQubitState(Eigen::Vector4cd(0.6, 0, 0, 0.8))}, &error))
        << error;
    EXPECT_EQ(catalogue.entries().size(), 21u);
    EXPECT_EQ(catalogue.find("SKEW")->unicode_symbol, "Skew");  // empty Unicode symbol falls back to ASCII
    const auto match = catalogue.identify(TwoQubitState(Eigen::Vector4cd(-0.6, 0, 0, -0.8)));
    ASSERT_TRUE(match);
    EXPECT_EQ(match->named->id, "SKEW");
}

}  // namespace
}  // namespace entanglion
