#pragma once
/// The fast gate kernels, one per gate kind, on four amplitudes in |Mercurial Rubicon> order
/// (index 2*m + r). Each touches only the amplitudes it must: permutations for X, CNOT and SWAP,
/// sign or i factors for Z, S and CZ, and one butterfly for H. kMask is the bit of the ship the
/// gate is played for (2 for Mercurial, 1 for Rubicon); for CNOT that ship is the TARGET and the
/// other ship the control (see gate.h). Inline templates so that a caller that knows the gate at
/// compile time pays for no dispatch; TwoQubitState::apply(Gate) calls them through kByGate. Checked
/// against the dense reference (gate_matrix) in tests/statevector/kernel_test.cpp.

#include <complex>
#include <iterator>
#include <utility>

#include "gate.h"
#include "ship.h"

namespace entanglion::kernels {

inline constexpr double kInvSqrt2 = 0.70710678118654752440;

/// The amplitude-index bit of `ship`.
constexpr int ship_mask(Ship ship) { return ship == Ship::kMercurial ? 2 : 1; }

/// Applies gate kind kKind played for the ship whose index bit is kMask (2 or 1).
template <GateKind kKind, int kMask>
inline void apply(std::complex<double>* a) {
    static_assert(kMask == 1 || kMask == 2, "kMask is a ship's index bit");
    using C = std::complex<double>;
    // A one-qubit gate mixes the pairs (0, kMask) and (3 ^ kMask, 3).
    constexpr int kLo0 = 0, kHi0 = kMask, kLo1 = 3 ^ kMask, kHi1 = 3;
    if constexpr (kKind == GateKind::kI) {
        return;
    } else if constexpr (kKind == GateKind::kX) {
        std::swap(a[kLo0], a[kHi0]);
        std::swap(a[kLo1], a[kHi1]);
    } else if constexpr (kKind == GateKind::kY) {
        // Y = [[0, -i], [i, 0]]: (lo, hi) -> (-i hi, i lo).
        const C lo0 = a[kLo0], lo1 = a[kLo1];
        a[kLo0] = C(a[kHi0].imag(), -a[kHi0].real());
        a[kLo1] = C(a[kHi1].imag(), -a[kHi1].real());
        a[kHi0] = C(-lo0.imag(), lo0.real());
        a[kHi1] = C(-lo1.imag(), lo1.real());
    } else if constexpr (kKind == GateKind::kZ) {
        a[kHi0] = -a[kHi0];
        a[kHi1] = -a[kHi1];
    } else if constexpr (kKind == GateKind::kS) {
        a[kHi0] = C(-a[kHi0].imag(), a[kHi0].real());
        a[kHi1] = C(-a[kHi1].imag(), a[kHi1].real());
    } else if constexpr (kKind == GateKind::kH) {
        // Written on the real and imaginary parts so no complex multiply is involved.
        const double lo0r = a[kLo0].real(), lo0i = a[kLo0].imag(), hi0r = a[kHi0].real(), hi0i = a[kHi0].imag();
        const double lo1r = a[kLo1].real(), lo1i = a[kLo1].imag(), hi1r = a[kHi1].real(), hi1i = a[kHi1].imag();
        a[kLo0] = C((lo0r + hi0r) * kInvSqrt2, (lo0i + hi0i) * kInvSqrt2);
        a[kHi0] = C((lo0r - hi0r) * kInvSqrt2, (lo0i - hi0i) * kInvSqrt2);
        a[kLo1] = C((lo1r + hi1r) * kInvSqrt2, (lo1i + hi1i) * kInvSqrt2);
        a[kHi1] = C((lo1r - hi1r) * kInvSqrt2, (lo1i - hi1i) * kInvSqrt2);
    } else if constexpr (kKind == GateKind::kCNOT) {
        // Target = the ship with bit kMask, control = the other bit (3 ^ kMask): flip the target
        // where the control is 1, i.e. swap indices (control) and (control | target) = 3.
        std::swap(a[3 ^ kMask], a[3]);
    } else if constexpr (kKind == GateKind::kCZ) {
        a[3] = -a[3];
    } else if constexpr (kKind == GateKind::kSWAP) {
        std::swap(a[1], a[2]);
    }
}

/// apply<kKind, mask>() for a ship known only at run time.
template <GateKind kKind>
inline void apply(std::complex<double>* a, Ship ship) {
    if (ship == Ship::kMercurial) {
        apply<kKind, 2>(a);
    } else {
        apply<kKind, 1>(a);
    }
}

/// A kernel with its gate kind and ship fixed, for a caller that picks the gate from data.
using Kernel = void (*)(std::complex<double>*);
/// The kernels of kKind indexed by Ship (Mercurial, Rubicon): one indirect call picks kind and ship
/// together, where a switch on the kind and then a test of the ship would be two unpredictable
/// branches when the gate is random (the simulated games).
template <GateKind kKind>
inline constexpr Kernel kPerShip[2] = {&apply<kKind, 2>, &apply<kKind, 1>};

/// Every kernel, indexed by GateKind and then Ship: what TwoQubitState::apply(Gate) calls.
inline constexpr Kernel kByGate[9][2] = {
    {kPerShip<GateKind::kI>[0], kPerShip<GateKind::kI>[1]},
    {kPerShip<GateKind::kX>[0], kPerShip<GateKind::kX>[1]},
    {kPerShip<GateKind::kY>[0], kPerShip<GateKind::kY>[1]},
    {kPerShip<GateKind::kZ>[0], kPerShip<GateKind::kZ>[1]},
    {kPerShip<GateKind::kH>[0], kPerShip<GateKind::kH>[1]},
    {kPerShip<GateKind::kS>[0], kPerShip<GateKind::kS>[1]},
    {kPerShip<GateKind::kCNOT>[0], kPerShip<GateKind::kCNOT>[1]},
    {kPerShip<GateKind::kCZ>[0], kPerShip<GateKind::kCZ>[1]},
    {kPerShip<GateKind::kSWAP>[0], kPerShip<GateKind::kSWAP>[1]},
};
static_assert(std::size(kByGate) == kAllGateKinds.size());

}  // namespace entanglion::kernels
