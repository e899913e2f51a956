// The fast per-gate kernels against the dense 4x4 reference, on random complex states.
#include <gtest/gtest.h>

#include "statevector/gate.h"
#include "statevector/state.h"
#include "test_states.h"

namespace entanglion {
namespace {

using testing::amplitudes_near;
using testing::random_state;

TEST(KernelTest, EveryKernelMatchesTheDenseReferenceOnRandomStates) {
    Rng rng(20240601);
    for (GateKind kind : kAllGateKinds) {
        for (Ship ship : kShips) {
            const Gate gate{kind, ship};
            for (int trial = 0; trial < 200; ++trial) {
                const TwoQubitState start = random_state(rng);
                TwoQubitState fast = start;
                fast.apply(gate);
                TwoQubitState dense = start;
                dense.apply_dense(gate);
                ASSERT_TRUE(amplitudes_near(fast, dense, 1e-14)) << gate_to_string(gate) << " trial " << trial;
                // The reference really is the matrix product, computed here independently.
                const Eigen::Vector4cd by_hand = gate_matrix(gate) * start.amplitudes();
                ASSERT_TRUE(amplitudes_near(dense, TwoQubitState(by_hand), 1e-14)) << gate_to_string(gate);
            }
        }
    }
}

// apply_kernel<kKind>(ship) against the dense reference for one kind, both ships.
template <GateKind kKind>
void check_compile_time_kernel(Rng& rng) {
    for (Ship ship : kShips) {
        for (int trial = 0; trial < 100; ++trial) {
            const TwoQubitState start = random_state(rng);
            TwoQubitState fast = start;
            fast.apply_kernel<kKind>(ship);
            TwoQubitState dense = start;
            dense.apply_dense(Gate{kKind, ship});
            ASSERT_TRUE(amplitudes_near(fast, dense, 1e-14)) << gate_to_string(Gate{kKind, ship});
        }
    }
}

TEST(KernelTest, CompileTimeKernelsMatchTheDenseReference) {
    Rng rng(31337);
    check_compile_time_kernel<GateKind::kI>(rng);
    check_compile_time_kernel<GateKind::kX>(rng);
    check_compile_time_kernel<GateKind::kY>(rng);
    check_compile_time_kernel<GateKind::kZ>(rng);
    check_compile_time_kernel<GateKind::kH>(rng);
    check_compile_time_kernel<GateKind::kS>(rng);
    check_compile_time_kernel<GateKind::kCNOT>(rng);
    check_compile_time_kernel<GateKind::kCZ>(rng);
    check_compile_time_kernel<GateKind::kSWAP>(rng);
}

TEST(KernelTest, KernelsAreLinearOnUnnormalisedVectors) {
    // Kernels must not renormalise or otherwise assume norm 1.
    Rng rng(7);
    for (GateKind kind : kAllGateKinds) {
        for (Ship ship : kShips) {
            const Gate gate{kind, ship};
            const TwoQubitState start(random_state(rng).amplitudes() * 3.5);
            TwoQubitState fast = start;
            fast.apply(gate);
            TwoQubitState dense = start;
            dense.apply_dense(gate);
            EXPECT_TRUE(amplitudes_near(fast, dense, 1e-13)) << gate_to_string(gate);
            EXPECT_NEAR(fast.norm(), 3.5, 1e-13) << gate_to_string(gate);
        }
    }
}

TEST(KernelTest, ApplyMatrixMatchesTheComposedMatrix) {
    Rng rng(99);
    const TwoQubitState start = random_state(rng);
    const Gate first{GateKind::kH, Ship::kRubicon};
    const Gate second{GateKind::kCNOT, Ship::kMercurial};
    TwoQubitState step_by_step = start;
    step_by_step.apply(first);
    step_by_step.apply(second);
    TwoQubitState composed = start;
    composed.apply_matrix(gate_matrix(second) * gate_matrix(first));
    EXPECT_TRUE(amplitudes_near(step_by_step, composed, 1e-14));
}

}  // namespace
}  // namespace entanglion
