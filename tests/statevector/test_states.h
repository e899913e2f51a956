#pragma once
/// Helpers shared by the state-vector tests: seeded random states and amplitude comparison.

#include <gtest/gtest.h>

#include "statevector/random.h"
#include "statevector/state.h"

namespace entanglion::testing {

/// A random normalised state with complex amplitudes, drawn from `rng` (so tests are repeatable).
inline TwoQubitState random_state(Rng& rng) {
    Eigen::Vector4cd a;
    for (int i = 0; i < 4; ++i) a[i] = Complex(2 * rng.uniform01() - 1, 2 * rng.uniform01() - 1);
    TwoQubitState state(a);
    state.renormalize();
    return state;
}

/// True when every amplitude of `actual` is within `tolerance` of `expected`'s (no phase freedom).
inline ::testing::AssertionResult amplitudes_near(const TwoQubitState& actual, const TwoQubitState& expected,
                                                  double tolerance = 1e-12) {
    const double distance = (actual.amplitudes() - expected.amplitudes()).norm();
    if (distance <= tolerance) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << "amplitudes differ by " << distance << "\n  actual   "
                                         << actual.amplitudes().transpose() << "\n  expected "
                                         << expected.amplitudes().transpose();
}

inline constexpr double kInvSqrt2 = 0.70710678118654752440;

}  // namespace entanglion::testing
