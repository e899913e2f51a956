// Numerical health: long random card sequences keep the norm and stay on named states.
#include "statevector/card_walk.h"

#include <gtest/gtest.h>

#include <set>

#include "test_states.h"

namespace entanglion {
namespace {

TEST(CardWalkTest, ReachableCatalogueHasTheTwentyFourRealStabiliserStates) {
    const StateCatalogue catalogue = card_reachable_catalogue();
    EXPECT_EQ(catalogue.entries().size(), 24u);
    const NamedState* cz = catalogue.find("CZ_PLUS_PLUS");
    ASSERT_NE(cz, nullptr);
    EXPECT_TRUE(cz->state.equals_up_to_phase(TwoQubitState(Eigen::Vector4cd(0.5, 0.5, 0.5, -0.5))));
    // H for Rubicon, CNOT for Rubicon, H for Rubicon on |++> reaches it (H CNOT H = CZ).
    TwoQubitState state = TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kPlus);
    for (GateKind kind : {GateKind::kH, GateKind::kCNOT, GateKind::kH}) state.apply(Gate{kind, Ship::kRubicon});
    const auto match = catalogue.identify(state);
    ASSERT_TRUE(match);
    EXPECT_EQ(match->named->id, "CZ_PLUS_PLUS");
}

// The reduced form of the ten-million-gate run (bench/statevector_health does the full one).
TEST(CardWalkTest, TwoHundredThousandCardGatesKeepTheNormAndTheName) {
    const StateCatalogue catalogue = card_reachable_catalogue();
    for (const TwoQubitState& start :
         {TwoQubitState(), phi_plus(), TwoQubitState::product(SingleQubitKet::kMinus, SingleQubitKet::kOne)}) {
        Rng rng(20260101);
        const CardWalkReport report = run_card_walk(start, 200000, rng, catalogue);
        EXPECT_EQ(report.gates, 200000u);
        EXPECT_LE(report.max_norm_error, 1e-12);
        EXPECT_EQ(report.unidentified_steps, 0u);
        ASSERT_TRUE(report.final_match);
        EXPECT_TRUE(report.final_state.is_normalized(1e-12));
    }
}

TEST(CardWalkTest, WalkVisitsEveryReachableStateAndIsReproducible) {
    // A walk is a replayable sequence: the same seed ends on the same state. Short walks from |00>
    // end on many different catalogue entries, covering all 24.
    const StateCatalogue catalogue = card_reachable_catalogue();
    Rng first(5), second(5);
    const CardWalkReport a = run_card_walk(TwoQubitState(), 1000, first, catalogue);
    const CardWalkReport b = run_card_walk(TwoQubitState(), 1000, second, catalogue);
    EXPECT_EQ(a.final_state.amplitudes(), b.final_state.amplitudes());
    std::set<std::string> seen;
    Rng rng(6);
    for (int n = 0; n < 3000; ++n) {
        const CardWalkReport report = run_card_walk(TwoQubitState(), 12, rng, catalogue);
        ASSERT_TRUE(report.final_match);
        seen.insert(report.final_match->named->id);
    }
    EXPECT_EQ(seen.size(), 24u);
}

TEST(CardWalkTest, SnappedWalkStaysExactlyOnExactAmplitudes) {
    // After snapping, every amplitude component is exactly one of 0, +-1/2, +-1/sqrt2, +-1.
    const StateCatalogue catalogue = card_reachable_catalogue();
    Rng rng(77);
    TwoQubitState state;
    for (int n = 0; n < 50; ++n) {
        const CardWalkReport report = run_card_walk(state, 997, rng, catalogue);
        state = report.final_state;
        for (Complex a : state.amplitudes()) {
            EXPECT_EQ(a.imag(), 0.0);
            const double m = std::abs(a.real());
            EXPECT_TRUE(m == 0.0 || m == 0.5 || m == testing::kInvSqrt2 || m == 1.0) << a;
        }
    }
}

}  // namespace
}  // namespace entanglion
