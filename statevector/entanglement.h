#pragma once
/// Does a state factor into one ket per ship, and how entangled is each ship?

#include <optional>

#include "state.h"

namespace entanglion {

struct ProductFactors {
    Eigen::Vector2cd mercurial;
    Eigen::Vector2cd rubicon;
};

/// Factors a normalised state as |mercurial> (x) |rubicon> when it is a product state (within
/// `tolerance`); each factor is normalised and the global phase is put on Mercurial's factor.
std::optional<ProductFactors> factor_product(const TwoQubitState& state, double tolerance = 1e-9);

/// Purity Tr(rho^2) of `ship`'s reduced state: 1 for a product state, 1/2 for a Bell state.
double reduced_purity(const TwoQubitState& state, Ship ship);
/// Wootters concurrence of a pure two-qubit state, 2|ad - bc|: 0 for product, 1 for maximally
/// entangled states.
double concurrence(const TwoQubitState& state);
/// One ship's reduced state (the partial trace over the other ship) as a Bloch vector:
/// rho = (I + x X + y Y + z Z) / 2. Its length is 1 for a ship with a state of its own (a product
/// state: |0> at z = +1, |+> at x = +1) and 0 for a maximally entangled ship (a Bell state).
struct BlochVector {
    double x = 0;
    double y = 0;
    double z = 0;
    double length() const;
};

/// The 2x2 reduced density matrix of `ship` (basis |0>, |1>).
Eigen::Matrix2cd reduced_density_matrix(const TwoQubitState& state, Ship ship);
BlochVector bloch_vector(const TwoQubitState& state, Ship ship);

/// Von Neumann entropy (bits) of `ship`'s reduced state: 0 for product, 1 for maximally entangled.
double entanglement_entropy(const TwoQubitState& state, Ship ship);

}  // namespace entanglion
