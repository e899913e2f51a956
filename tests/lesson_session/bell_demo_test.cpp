// The Bell demo's steps: every sequence ends on its Bell state, each step applies its gate to the
// state before it, steps outside the sequence are refused, and choosing a Bell state starts over.
#include "lessons/session/bell_demo.h"

#include <gtest/gtest.h>

#include "statevector/catalogue.h"

namespace entanglion::lessons {
namespace {

TEST(BellDemoTest, StartsOnPhiPlusAtStepZeroFromZeroZero) {
    const BellDemo demo;
    EXPECT_EQ(demo.bell(), BellState::kPhiPlus);
    EXPECT_EQ(demo.step(), 0);
    EXPECT_TRUE(demo.at_start());
    EXPECT_FALSE(demo.at_end());
    EXPECT_EQ(demo.step_count(), 2);
    EXPECT_FALSE(demo.current_gate().has_value());
    EXPECT_EQ(demo.after().amplitudes(), TwoQubitState{}.amplitudes());
    EXPECT_EQ(demo.before().amplitudes(), TwoQubitState{}.amplitudes());
}

TEST(BellDemoTest, EverySequenceEndsOnItsBellStateThroughEachGate) {
    BellDemo demo;
    for (BellState bell : kBellStates) {
        demo.choose(bell);
        EXPECT_EQ(demo.gates(), bell_sequence(bell));
        for (int step = 1; step <= demo.step_count(); ++step) {
            ASSERT_TRUE(demo.next());
            ASSERT_TRUE(demo.current_gate().has_value());
            const Eigen::Vector4cd expected = gate_matrix(*demo.current_gate()) * demo.before().amplitudes();
            EXPECT_LT((expected - demo.after().amplitudes()).norm(), 1e-12) << bell_state_name(bell);
        }
        EXPECT_TRUE(demo.at_end());
        EXPECT_LT((demo.after().amplitudes() - bell_state(bell).amplitudes()).norm(), 1e-12) << bell_state_name(bell);
    }
}

TEST(BellDemoTest, NamesAndTargetsAreThePhysicistsOnes) {
    EXPECT_EQ(bell_state_name(BellState::kPhiPlus), "Φ+");
    EXPECT_EQ(bell_state_name(BellState::kPsiMinus), "Ψ-");
    EXPECT_LT((bell_state(BellState::kPsiMinus).amplitudes() - psi_minus().amplitudes()).norm(), 1e-12);
    EXPECT_LT((bell_state(BellState::kPhiMinus).amplitudes() - phi_minus().amplitudes()).norm(), 1e-12);
}

TEST(BellDemoTest, StepsOutsideTheSequenceAreRefusedAndChangeNothing) {
    BellDemo demo;
    EXPECT_FALSE(demo.previous());
    EXPECT_FALSE(demo.go_to(-1));
    EXPECT_FALSE(demo.go_to(0));  // already there
    EXPECT_FALSE(demo.go_to(3));
    EXPECT_EQ(demo.step(), 0);
    EXPECT_TRUE(demo.go_to(2));
    EXPECT_FALSE(demo.next());
    EXPECT_EQ(demo.step(), 2);
    EXPECT_TRUE(demo.previous());
    EXPECT_EQ(demo.step(), 1);
    EXPECT_EQ(demo.current_gate(), (Gate{GateKind::kH, Ship::kMercurial}));
}

TEST(BellDemoTest, ChoosingABellStateStartsOverAndSaysWhetherItIsAnother) {
    BellDemo demo;
    ASSERT_TRUE(demo.go_to(2));
    EXPECT_FALSE(demo.choose(BellState::kPhiPlus));  // the same: only back to the start
    EXPECT_EQ(demo.step(), 0);
    ASSERT_TRUE(demo.go_to(1));
    EXPECT_TRUE(demo.choose(BellState::kPsiMinus));
    EXPECT_EQ(demo.bell(), BellState::kPsiMinus);
    EXPECT_EQ(demo.step(), 0);
    EXPECT_EQ(demo.step_count(), 4);
}

TEST(BellDemoTest, StartBitsFollowTheXCardsOfTheSequence) {
    BellDemo demo;
    EXPECT_EQ(demo.start_bit(Ship::kMercurial), 0);
    EXPECT_EQ(demo.start_bit(Ship::kRubicon), 0);
    demo.choose(BellState::kPsiMinus);
    // The X cards are gates of the sequence, so the start is still |00>.
    EXPECT_EQ(demo.start_bit(Ship::kMercurial), 0);
    EXPECT_EQ(demo.start_bit(Ship::kRubicon), 0);
}

TEST(BellDemoTest, TheCircuitMarksAppliedAndCurrentGates) {
    BellDemo demo;
    demo.choose(BellState::kPhiMinus);
    ASSERT_TRUE(demo.go_to(2));
    const std::vector<BellCircuitColumn> circuit = demo.circuit();
    ASSERT_EQ(circuit.size(), 3u);
    EXPECT_EQ(circuit[0], (BellCircuitColumn{0, {GateKind::kX, Ship::kMercurial}, true, false}));
    EXPECT_EQ(circuit[1], (BellCircuitColumn{1, {GateKind::kH, Ship::kMercurial}, true, true}));
    EXPECT_EQ(circuit[2], (BellCircuitColumn{2, {GateKind::kCNOT, Ship::kRubicon}, false, false}));
}

}  // namespace
}  // namespace entanglion::lessons
