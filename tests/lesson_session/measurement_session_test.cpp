// Measuring a state: seeded shots (the same seed, the same counts), the exact probabilities and
// correlations of the Bell states in ZZ and XX, when counts are forgotten, Bloch readings and the
// exported circuit.
#include "lessons/session/measurement_session.h"

#include <gtest/gtest.h>

#include <numeric>

#include "statevector/catalogue.h"

namespace entanglion::lessons {
namespace {

MeasurementSession measuring(const TwoQubitState& state, std::uint64_t seed = 1) {
    MeasurementSession session(seed);
    session.set_state(state);
    return session;
}

TEST(MeasurementSessionTest, StartsOnZeroZeroWithAHundredShotsInZZAndNoCounts) {
    const MeasurementSession session;
    EXPECT_EQ(session.state().amplitudes(), TwoQubitState{}.amplitudes());
    EXPECT_EQ(session.shots(), 100);
    EXPECT_EQ(session.bases(), kBasesZZ);
    EXPECT_EQ(session.seed(), 1u);
    EXPECT_FALSE(session.counts().has_value());
    EXPECT_EQ(session.correlation(), CorrelationKind::kFixed);
}

TEST(MeasurementSessionTest, ShotsAreSeededTheSameSeedGivesTheSameCounts) {
    MeasurementSession a = measuring(phi_plus(), 7);
    MeasurementSession b = measuring(phi_plus(), 7);
    a.set_shots(1000);
    b.set_shots(1000);
    const ShotCounts first = a.measure();
    EXPECT_EQ(first.counts, b.measure().counts);
    EXPECT_EQ(first.shots, 1000);
    EXPECT_EQ(std::accumulate(first.counts.begin(), first.counts.end(), 0), 1000);
    // Φ+ in ZZ: only 00 and 11.
    EXPECT_EQ(first.counts[1], 0);
    EXPECT_EQ(first.counts[2], 0);
    EXPECT_GT(first.counts[0], 0);
    EXPECT_GT(first.counts[3], 0);

    // Restarting the generator with the seed gives the first counts again.
    EXPECT_NE(a.measure().counts, first.counts);  // the generator went on
    EXPECT_TRUE(a.set_seed(8));
    EXPECT_TRUE(a.set_seed(7));
    EXPECT_EQ(a.measure().counts, first.counts);
    EXPECT_FALSE(a.set_seed(7));
}

TEST(MeasurementSessionTest, BellStatesAreCorrelatedInZZAndXX) {
    MeasurementSession session = measuring(phi_plus());
    EXPECT_EQ(session.correlation(), CorrelationKind::kAlwaysEqual);
    EXPECT_TRUE(session.set_bases(kBasesXX));
    EXPECT_EQ(session.correlation(), CorrelationKind::kAlwaysEqual);
    EXPECT_TRUE(session.correlated_in_complementary_bases());

    session.set_state(psi_minus());
    EXPECT_EQ(session.correlation(), CorrelationKind::kAlwaysDifferent);
    session.set_bases(kBasesZZ);
    EXPECT_EQ(session.correlation(), CorrelationKind::kAlwaysDifferent);

    // A product state is not.
    session.set_state(TwoQubitState{});
    EXPECT_FALSE(session.correlated_in_complementary_bases());
    session.set_bases(kBasesXX);
    EXPECT_EQ(session.correlation(), CorrelationKind::kIndependent);
    const std::array<double, 4> p = session.probabilities();
    for (double probability : p) EXPECT_NEAR(probability, 0.25, 1e-12);
}

TEST(MeasurementSessionTest, ANewStateOrOtherBasesForgetTheCountsShotsAndTheSameOnesDoNot) {
    MeasurementSession session = measuring(phi_plus());
    session.measure();
    EXPECT_FALSE(session.set_state(phi_plus()));  // the same state
    EXPECT_FALSE(session.set_bases(kBasesZZ));
    EXPECT_TRUE(session.set_shots(10));
    EXPECT_TRUE(session.set_circuit(std::vector<Gate>{{GateKind::kH, Ship::kMercurial}}));
    EXPECT_TRUE(session.counts().has_value());

    EXPECT_TRUE(session.set_bases(kBasesXZ));
    EXPECT_FALSE(session.counts().has_value());
    session.measure();
    EXPECT_EQ(session.counts()->shots, 10);
    EXPECT_TRUE(session.set_state(psi_plus()));
    EXPECT_FALSE(session.counts().has_value());
    session.measure();
    session.clear();
    EXPECT_FALSE(session.counts().has_value());
}

TEST(MeasurementSessionTest, ShotsAreClampedToOneAndTheMaximum) {
    MeasurementSession session;
    EXPECT_TRUE(session.set_shots(0));
    EXPECT_EQ(session.shots(), 1);
    EXPECT_FALSE(session.set_shots(-5));
    EXPECT_TRUE(session.set_shots(kMaxShots + 1));
    EXPECT_EQ(session.shots(), kMaxShots);
}

TEST(MeasurementSessionTest, BlochReadingsOfAProductAndAnEntangledState) {
    MeasurementSession session;
    const BlochReading zero = session.bloch(Ship::kRubicon);
    EXPECT_NEAR(zero.z, 1.0, 1e-12);
    EXPECT_NEAR(zero.length, 1.0, 1e-12);
    EXPECT_NEAR(zero.purity, 1.0, 1e-12);
    EXPECT_NEAR(zero.entropy, 0.0, 1e-12);
    session.set_state(phi_plus());
    const BlochReading mixed = session.bloch(Ship::kMercurial);
    EXPECT_NEAR(mixed.length, 0.0, 1e-12);
    EXPECT_NEAR(mixed.purity, 0.5, 1e-12);
    EXPECT_NEAR(mixed.entropy, 1.0, 1e-12);
}

TEST(MeasurementSessionTest, TheCircuitIsTheOneGivenOrElseTheShortestPreparation) {
    MeasurementSession session = measuring(phi_plus());
    const auto shortest = session.exported_gates();
    ASSERT_TRUE(shortest.has_value());
    EXPECT_LT((run_circuit(*shortest).amplitudes() - phi_plus().amplitudes()).norm(), 1e-9);

    const std::vector<Gate> given{{GateKind::kX, Ship::kRubicon},
                                  {GateKind::kX, Ship::kRubicon},
                                  {GateKind::kH, Ship::kMercurial},
                                  {GateKind::kCNOT, Ship::kRubicon}};
    EXPECT_TRUE(session.set_circuit(given));
    EXPECT_EQ(session.exported_gates(), std::optional<std::vector<Gate>>(given));
    EXPECT_FALSE(session.set_circuit(given));
    const auto text = session.circuit_text(CircuitFormat::kQasm3, "my title");
    ASSERT_TRUE(text.has_value());
    EXPECT_NE(text->find("my title"), std::string::npos);
    EXPECT_EQ(*text, export_circuit(given, CircuitFormat::kQasm3, "my title"));

    // An empty circuit means the shortest preparation.
    EXPECT_TRUE(session.set_circuit(std::vector<Gate>{}));
    EXPECT_FALSE(session.circuit().has_value());
    EXPECT_EQ(session.exported_gates(), shortest);
}

TEST(MeasurementSessionTest, AStateCardGatesCannotReachHasNoCircuit) {
    // sqrt(0.36)|00> + sqrt(0.64)|11>: no card sequence makes these amplitudes.
    Eigen::Vector4cd amplitudes(0.6, 0, 0, 0.8);
    MeasurementSession session = measuring(TwoQubitState(amplitudes));
    EXPECT_FALSE(session.exported_gates().has_value());
    EXPECT_FALSE(session.circuit_text(CircuitFormat::kQuirk, "").has_value());
}

}  // namespace
}  // namespace entanglion::lessons
