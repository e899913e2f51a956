#include "statevector/entanglement.h"

#include <algorithm>
#include <cmath>

namespace entanglion {
namespace {

// The 2x2 coefficient matrix C with C(m, r) = amplitude of |m r>: the state is a product exactly
// when C has rank one, and its reduced states are C C^dagger (Mercurial) and C^T C^* (Rubicon).
Eigen::Matrix2cd coefficient_matrix(const TwoQubitState& state) {
    const Eigen::Vector4cd& a = state.amplitudes();
    Eigen::Matrix2cd c;
    c << a[0], a[1], a[2], a[3];
    return c;
}

}  // namespace

Eigen::Matrix2cd reduced_density_matrix(const TwoQubitState& state, Ship ship) {
    const Eigen::Matrix2cd c = coefficient_matrix(state);
    if (ship == Ship::kMercurial) return c * c.adjoint();
    return c.transpose() * c.conjugate();
}

double BlochVector::length() const { return std::sqrt(x * x + y * y + z * z); }

BlochVector bloch_vector(const TwoQubitState& state, Ship ship) {
    // rho = (I + x X + y Y + z Z) / 2 gives rho(0,1) = (x - i y) / 2 and rho(0,0) - rho(1,1) = z.
    const Eigen::Matrix2cd rho = reduced_density_matrix(state, ship);
    const auto clean = [](double value) { return std::abs(value) < 1e-12 ? 0.0 : value; };
    return BlochVector{clean(2 * rho(0, 1).real()), clean(-2 * rho(0, 1).imag()),
                       clean((rho(0, 0) - rho(1, 1)).real())};
}

std::optional<ProductFactors> factor_product(const TwoQubitState& state, double tolerance) {
    if (concurrence(state) > tolerance) return std::nullopt;
    const Eigen::Matrix2cd c = coefficient_matrix(state);
    // Rank one: C = m r^T. Take the row (Mercurial's bit) with the largest weight as r.
    const int row = c.row(0).squaredNorm() >= c.row(1).squaredNorm() ? 0 : 1;
    Eigen::Vector2cd rubicon = c.row(row).transpose();
    const double row_norm = rubicon.norm();
    if (row_norm == 0) return std::nullopt;  // the zero vector has no factors
    // Make Rubicon's largest component real and positive, so any global phase lands on Mercurial.
    const int lead = std::abs(rubicon[0]) >= std::abs(rubicon[1]) ? 0 : 1;
    rubicon *= std::abs(rubicon[lead]) / (rubicon[lead] * row_norm);
    // m_i = <r*|row i>: project each row onto r.
    Eigen::Vector2cd mercurial(rubicon.dot(c.row(0).transpose()), rubicon.dot(c.row(1).transpose()));
    const double n = mercurial.norm();
    if (n == 0) return std::nullopt;
    mercurial /= n;
    return ProductFactors{mercurial, rubicon};
}

double reduced_purity(const TwoQubitState& state, Ship ship) {
    const Eigen::Matrix2cd rho = reduced_density_matrix(state, ship);
    return (rho * rho).trace().real();
}

double concurrence(const TwoQubitState& state) {
    const Eigen::Vector4cd& a = state.amplitudes();
    return 2.0 * std::abs(a[0] * a[3] - a[1] * a[2]);
}

double entanglement_entropy(const TwoQubitState& state, Ship ship) {
    // Eigenvalues of a 2x2 density matrix with purity P are (1 +- sqrt(2P - 1)) / 2.
    const double purity = std::clamp(reduced_purity(state, ship), 0.5, 1.0);
    const double root = std::sqrt(std::max(0.0, 2.0 * purity - 1.0));
    double entropy = 0;
    for (double lambda : {(1 + root) / 2, (1 - root) / 2}) {
        if (lambda > 1e-15) entropy -= lambda * std::log2(lambda);
    }
    return entropy;
}

}  // namespace entanglion
