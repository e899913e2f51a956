#include "statevector/catalogue.h"

#include <cmath>
#include <cstdio>
#include <numbers>

namespace entanglion {
namespace {

using kernels::kInvSqrt2;

std::string ket_symbol(SingleQubitKet ket) {
    switch (ket) {
        case SingleQubitKet::kZero:
            return "0";
        case SingleQubitKet::kOne:
            return "1";
        case SingleQubitKet::kPlus:
            return "+";
        case SingleQubitKet::kMinus:
            return "-";
    }
    return "?";
}

bool near(Complex a, Complex b) { return std::abs(a - b) < 1e-9; }

}  // namespace

TwoQubitState phi_plus() { return TwoQubitState(Eigen::Vector4cd(kInvSqrt2, 0, 0, kInvSqrt2)); }
TwoQubitState phi_minus() { return TwoQubitState(Eigen::Vector4cd(kInvSqrt2, 0, 0, -kInvSqrt2)); }
TwoQubitState psi_plus() { return TwoQubitState(Eigen::Vector4cd(0, kInvSqrt2, kInvSqrt2, 0)); }
TwoQubitState psi_minus() { return TwoQubitState(Eigen::Vector4cd(0, kInvSqrt2, -kInvSqrt2, 0)); }

std::string format_phase(Complex phase, int precision) {
    if (near(phase, 1)) return "1";
    if (near(phase, -1)) return "-1";
    if (near(phase, Complex(0, 1))) return "i";
    if (near(phase, Complex(0, -1))) return "-i";
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "e^(%.*fi)", precision, std::arg(phase));
    return buffer;
}

std::string describe_match(const StateMatch& match) {
    const std::string ket = "|" + match.named->symbol + ">";
    const std::string phase = format_phase(match.phase);
    return phase == "1" ? ket : phase + " x " + ket;
}

StateCatalogue StateCatalogue::standard() {
    StateCatalogue catalogue;
    std::string ignored;
    for (SingleQubitKet mercurial : kSingleQubitKets) {
        for (SingleQubitKet rubicon : kSingleQubitKets) {
            const std::string symbol = ket_symbol(mercurial) + ket_symbol(rubicon);
            catalogue.add(
                NamedState{
                    std::string(single_qubit_ket_id(mercurial)) + "," + std::string(single_qubit_ket_id(rubicon)),
                    symbol, symbol, std::array{mercurial, rubicon}, TwoQubitState::product(mercurial, rubicon)},
                &ignored);
        }
    }
    catalogue.add(NamedState{"PHI_PLUS", "Phi+", "Φ+", std::nullopt, phi_plus()}, &ignored);
    catalogue.add(NamedState{"PHI_MINUS", "Phi-", "Φ-", std::nullopt, phi_minus()}, &ignored);
    catalogue.add(NamedState{"PSI_PLUS", "Psi+", "Ψ+", std::nullopt, psi_plus()}, &ignored);
    catalogue.add(NamedState{"PSI_MINUS", "Psi-", "Ψ-", std::nullopt, psi_minus()}, &ignored);
    return catalogue;
}

bool StateCatalogue::add(NamedState entry, std::string* error) {
    if (find(entry.id) != nullptr) {
        if (error) *error = "state id \"" + entry.id + "\" is already in the catalogue";
        return false;
    }
    if (!entry.state.is_normalized()) {
        if (error)
            *error = "state \"" + entry.id + "\" is not normalised (norm " + std::to_string(entry.state.norm()) + ")";
        return false;
    }
    if (auto existing = identify(entry.state)) {
        if (error) {
            *error = "state \"" + entry.id + "\" equals \"" + existing->named->id + "\" up to a global phase";
        }
        return false;
    }
    if (entry.unicode_symbol.empty()) entry.unicode_symbol = entry.symbol;
    entries_.push_back(std::move(entry));
    return true;
}

std::optional<StateMatch> StateCatalogue::identify(const TwoQubitState& state, double tolerance) const {
    for (const NamedState& entry : entries_) {
        Complex phase;
        if (state.equals_up_to_phase(entry.state, tolerance, &phase)) return StateMatch{&entry, phase};
    }
    return std::nullopt;
}

const NamedState* StateCatalogue::find(std::string_view id) const {
    for (const NamedState& entry : entries_) {
        if (entry.id == id) return &entry;
    }
    return nullptr;
}

}  // namespace entanglion
