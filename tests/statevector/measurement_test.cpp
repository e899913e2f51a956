// Shots, bases, correlations and Bloch vectors: the physics the classroom sees.
#include "statevector/measurement.h"

#include <gtest/gtest.h>

#include <cmath>

#include "statevector/card_walk.h"
#include "statevector/catalogue.h"
#include "statevector/entanglement.h"

namespace entanglion {
namespace {

constexpr int kZeroZero = 0, kZeroOne = 1, kOneZero = 2, kOneOne = 3;

TEST(MeasurementTest, BasesParseInEitherCaseAndRejectOthers) {
    ASSERT_TRUE(parse_measurement_bases("zx"));
    EXPECT_EQ(*parse_measurement_bases("zx"), kBasesZX);
    EXPECT_EQ(*parse_measurement_bases("XZ"), kBasesXZ);
    EXPECT_EQ(measurement_bases_id(kBasesXZ), "XZ");
    for (const char* bad : {"", "Z", "ZY", "ZZZ", "ab"}) EXPECT_FALSE(parse_measurement_bases(bad)) << bad;
}

TEST(MeasurementTest, PhiPlusGivesOnlyEqualBitsInBothZZAndXX) {
    Rng rng(7);
    for (MeasurementBases bases : {kBasesZZ, kBasesXX}) {
        const ShotCounts shots = sample_shots(phi_plus(), bases, 1000, rng);
        EXPECT_EQ(shots.counts[kZeroOne], 0) << measurement_bases_id(bases);
        EXPECT_EQ(shots.counts[kOneZero], 0) << measurement_bases_id(bases);
        EXPECT_GT(shots.counts[kZeroZero], 400);
        EXPECT_GT(shots.counts[kOneOne], 400);
        EXPECT_EQ(shots.correlation, CorrelationKind::kAlwaysEqual);
        EXPECT_DOUBLE_EQ(shots.observed_correlation(), 1.0);
        EXPECT_NEAR(shots.exact_correlation(), 1.0, 1e-12);
    }
}

TEST(MeasurementTest, PsiMinusAlwaysDiffersInBothBases) {
    Rng rng(8);
    for (MeasurementBases bases : {kBasesZZ, kBasesXX}) {
        const ShotCounts shots = sample_shots(psi_minus(), bases, 100, rng);
        EXPECT_EQ(shots.equal_count(), 0);
        EXPECT_EQ(shots.correlation, CorrelationKind::kAlwaysDifferent);
    }
}

TEST(MeasurementTest, ProductStatesAreFixedInOneBasisAndIndependentInTheOther) {
    // |+>|+>: always 00 in XX (no chance at all), four equally likely outcomes in ZZ.
    const TwoQubitState plus_plus = TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kPlus);
    Rng rng(9);
    const ShotCounts xx = sample_shots(plus_plus, kBasesXX, 100, rng);
    EXPECT_EQ(xx.counts[kZeroZero], 100);
    EXPECT_EQ(xx.correlation, CorrelationKind::kFixed);
    const ShotCounts zz = sample_shots(plus_plus, kBasesZZ, 1000, rng);
    EXPECT_EQ(zz.correlation, CorrelationKind::kIndependent);
    for (int count : zz.counts) EXPECT_GT(count, 150);
    // |00>: the other way round.
    const TwoQubitState zero_zero;
    EXPECT_EQ(classify_correlation(outcome_probabilities(zero_zero, kBasesZZ)), CorrelationKind::kFixed);
    EXPECT_EQ(classify_correlation(outcome_probabilities(zero_zero, kBasesXX)), CorrelationKind::kIndependent);
}

TEST(MeasurementTest, OnlyTheEightEntangledStatesArePerfectlyCorrelatedInComplementaryBases) {
    int correlated = 0;
    const StateCatalogue catalogue = card_reachable_catalogue();
    for (const NamedState& named : catalogue.entries()) {
        const bool entangled = concurrence(named.state) > 0.5;
        EXPECT_EQ(perfectly_correlated_in_complementary_bases(named.state), entangled) << named.id;
        correlated += entangled ? 1 : 0;
    }
    EXPECT_EQ(correlated, 8);
}

TEST(MeasurementTest, PartlyCorrelatedIsNamed) {
    // cos|00> + sin|11> with unequal weights: correlated, but neither independent nor perfect in XX.
    TwoQubitState state(Eigen::Vector4cd(std::sqrt(0.8), 0, 0, std::sqrt(0.2)));
    EXPECT_EQ(classify_correlation(outcome_probabilities(state, kBasesXX)), CorrelationKind::kPartly);
}

TEST(MeasurementTest, CountsSumToTheNumberOfShots) {
    Rng rng(10);
    for (int shots : {1, 10, 100, 1000, kMaxShots}) {
        const ShotCounts result = sample_shots(psi_plus(), kBasesZX, shots, rng);
        EXPECT_EQ(result.counts[0] + result.counts[1] + result.counts[2] + result.counts[3], shots);
        EXPECT_EQ(result.shots, shots);
    }
}

TEST(MeasurementTest, TheSameSeedGivesTheSameCountsAndTheStateIsUntouched) {
    const TwoQubitState state = TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kMinus);
    Rng first(42), second(42), other(43);
    const ShotCounts a = sample_shots(state, kBasesZZ, 1000, first);
    const ShotCounts b = sample_shots(state, kBasesZZ, 1000, second);
    const ShotCounts c = sample_shots(state, kBasesZZ, 1000, other);
    EXPECT_EQ(a.counts, b.counts);
    EXPECT_NE(a.counts, c.counts);
    EXPECT_EQ(state.amplitudes(), TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kMinus).amplitudes());
}

TEST(MeasurementTest, FrequenciesFollowTheBornRule) {
    // Unequal probabilities 0.1, 0.2, 0.3, 0.4; 100000 shots on a fixed seed. The standard deviation
    // of each frequency is below 0.0016, so 0.01 (six of them) is generous but still catches a
    // sampler that ignores the amplitudes.
    TwoQubitState state(Eigen::Vector4cd(std::sqrt(0.1), std::sqrt(0.2), std::sqrt(0.3), std::sqrt(0.4)));
    Rng rng(2026);
    const ShotCounts shots = sample_shots(state, kBasesZZ, kMaxShots, rng);
    for (int i = 0; i < 4; ++i) {
        EXPECT_NEAR(shots.probabilities[static_cast<std::size_t>(i)], 0.1 * (i + 1), 1e-12);
        EXPECT_NEAR(static_cast<double>(shots.counts[static_cast<std::size_t>(i)]) / kMaxShots, 0.1 * (i + 1), 0.01)
            << i;
    }
}

TEST(MeasurementTest, XBasisProbabilitiesComeFromAnHBeforeMeasuring) {
    // |0->: Rubicon in X always gives 1, Mercurial in X is random.
    const auto p =
        outcome_probabilities(TwoQubitState::product(SingleQubitKet::kZero, SingleQubitKet::kMinus), kBasesXX);
    EXPECT_NEAR(p[kZeroOne], 0.5, 1e-12);
    EXPECT_NEAR(p[kOneOne], 0.5, 1e-12);
    EXPECT_NEAR(p[kZeroZero] + p[kOneZero], 0.0, 1e-12);
}

// Bloch vectors of all 24 states the board names.
BlochVector expected_bloch(SingleQubitKet ket) {
    switch (ket) {
        case SingleQubitKet::kZero:
            return {0, 0, 1};
        case SingleQubitKet::kOne:
            return {0, 0, -1};
        case SingleQubitKet::kPlus:
            return {1, 0, 0};
        case SingleQubitKet::kMinus:
            return {-1, 0, 0};
    }
    return {};
}

TEST(BlochVectorTest, ProductStatesSitOnTheSurfaceAndEntangledShipsAtTheCentre) {
    int products = 0, entangled = 0;
    const StateCatalogue catalogue = card_reachable_catalogue();
    for (const NamedState& named : catalogue.entries()) {
        for (Ship ship : kShips) {
            const BlochVector v = bloch_vector(named.state, ship);
            if (named.product) {
                const BlochVector e = expected_bloch((*named.product)[static_cast<std::size_t>(ship)]);
                EXPECT_NEAR(v.x, e.x, 1e-12) << named.id;
                EXPECT_NEAR(v.y, e.y, 1e-12) << named.id;
                EXPECT_NEAR(v.z, e.z, 1e-12) << named.id;
                EXPECT_NEAR(v.length(), 1.0, 1e-12);
                EXPECT_NEAR(reduced_purity(named.state, ship), 1.0, 1e-12);
                EXPECT_NEAR(entanglement_entropy(named.state, ship), 0.0, 1e-9);
            } else {
                EXPECT_EQ(v.x, 0.0) << named.id;
                EXPECT_EQ(v.y, 0.0) << named.id;
                EXPECT_EQ(v.z, 0.0) << named.id;
                EXPECT_NEAR(reduced_purity(named.state, ship), 0.5, 1e-12);
                EXPECT_NEAR(entanglement_entropy(named.state, ship), 1.0, 1e-9);
            }
        }
        (named.product ? products : entangled) += 1;
    }
    EXPECT_EQ(products, 16);
    EXPECT_EQ(entangled, 8);
}

TEST(BlochVectorTest, ThePhaseOfSPointsAlongY) {
    TwoQubitState state = TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kZero);
    state.apply(Gate{GateKind::kS, Ship::kMercurial});  // |+i> = (|0> + i|1>)/sqrt2
    const BlochVector v = bloch_vector(state, Ship::kMercurial);
    EXPECT_NEAR(v.x, 0.0, 1e-12);
    EXPECT_NEAR(v.y, 1.0, 1e-12);
    EXPECT_NEAR(v.z, 0.0, 1e-12);
}

TEST(BlochVectorTest, APartlyEntangledShipIsInsideTheSphere) {
    TwoQubitState state(Eigen::Vector4cd(std::sqrt(0.8), 0, 0, std::sqrt(0.2)));
    const BlochVector v = bloch_vector(state, Ship::kRubicon);
    EXPECT_NEAR(v.z, 0.6, 1e-12);
    EXPECT_NEAR(v.length(), 0.6, 1e-12);
    // Purity of a qubit is (1 + |r|^2) / 2.
    EXPECT_NEAR(reduced_purity(state, Ship::kRubicon), (1 + 0.36) / 2, 1e-12);
}

}  // namespace
}  // namespace entanglion
