#pragma once
/// Named two-qubit states and identification of a state up to global phase.

#include <optional>
#include <string>
#include <vector>

#include "state.h"

namespace entanglion {

/// A named state. Product states carry one ket per ship and have the id "MERCURIAL_KET,RUBICON_KET"
/// (e.g. "ZERO,PLUS"); entangled states have a single id ("PHI_PLUS").
struct NamedState {
    std::string id;
    /// Short ASCII symbol, e.g. "Phi+" or "0+" (Mercurial first), used in "-1 x |Psi->".
    std::string symbol;
    /// The same in Unicode, e.g. "Φ+" or "ω0"; equal to `symbol` when no special letters are needed.
    std::string unicode_symbol;
    /// For product states: {Mercurial's ket, Rubicon's ket}.
    std::optional<std::array<SingleQubitKet, 2>> product;
    TwoQubitState state;
};

/// The result of identifying a state: the catalogue entry and the global phase, so that
/// identified state = phase * entry.state.
struct StateMatch {
    const NamedState* named = nullptr;
    Complex phase{1.0, 0.0};
};

/// "-1", "i", "-i", "1", or "e^(0.785i)": the phase factor as text.
std::string format_phase(Complex phase, int precision = 3);
/// "-1 x |Psi->": the phase and the symbol; just "|Psi->" when the phase is 1.
std::string describe_match(const StateMatch& match);

class StateCatalogue {
public:
    /// The 16 product states of |0>,|1>,|+>,|-> per ship and the four Bell states
    /// (PHI_PLUS, PHI_MINUS, PSI_PLUS, PSI_MINUS). The OMEGA states are added by the board.
    static StateCatalogue standard();

    /// Adds an entry. Fails (returns false and sets `error`) when the id is taken, the state is
    /// not normalised, or it equals an existing entry up to phase.
    bool add(NamedState entry, std::string* error);

    /// The entry equal to `state` up to global phase (fidelity within `tolerance` of 1).
    std::optional<StateMatch> identify(const TwoQubitState& state, double tolerance = 1e-9) const;
    const NamedState* find(std::string_view id) const;
    const std::vector<NamedState>& entries() const { return entries_; }

private:
    std::vector<NamedState> entries_;
};

/// The four Bell states, exact.
TwoQubitState phi_plus();
TwoQubitState phi_minus();
TwoQubitState psi_plus();
TwoQubitState psi_minus();

}  // namespace entanglion
