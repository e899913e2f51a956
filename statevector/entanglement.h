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
/// Von Neumann entropy (bits) of `ship`'s reduced state: 0 for product, 1 for maximally entangled.
double entanglement_entropy(const TwoQubitState& state, Ship ship);

}  // namespace entanglion
