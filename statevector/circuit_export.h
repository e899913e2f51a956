#pragma once
/// Circuits out: a list of gates as OpenQASM 3.0, OpenQASM 2.0, a Qiskit 1.x snippet, or a Quirk
/// link, and the shortest card-gate circuit that prepares a state from |00>.
///
/// Qubit order: the game writes kets |Mercurial Rubicon> (Mercurial is the left, most significant
/// bit). OpenQASM, Qiskit and Quirk number qubits from 0 and Qiskit/IBM Quantum/Quirk print bit
/// strings little-endian (qubit 0 rightmost). Every export therefore puts Rubicon on qubit 0 and
/// Mercurial on qubit 1: then their bit strings and amplitude order read exactly like the game's
/// kets ("01" = Mercurial 0, Rubicon 1), and every text export says so in a comment.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gate.h"
#include "state.h"

namespace entanglion {

enum class CircuitFormat : std::uint8_t { kQasm3, kQasm2, kQiskit, kQuirk };

/// "qasm3", "qasm2", "qiskit", "quirk" (any letter case).
std::optional<CircuitFormat> parse_circuit_format(std::string_view text);
std::string_view circuit_format_id(CircuitFormat format);

/// The qubit index a ship has in every export: Rubicon 0, Mercurial 1.
constexpr int export_qubit(Ship ship) { return ship == Ship::kMercurial ? 1 : 0; }

/// The circuit `gates` (applied in order to |00>) in `format`. `title` is one line for the header
/// comment (e.g. "lesson 04-born-rule: solution"); text formats end with a newline, the Quirk link
/// does not.
std::string export_circuit(const std::vector<Gate>& gates, CircuitFormat format, std::string_view title = {});

/// A shortest sequence of engine-card gates (X, H, CNOT on either ship, SWAP) that takes |00> to
/// `target` up to global phase, found by breadth-first search in a fixed gate order (so the answer
/// is deterministic). nullopt when card gates cannot reach `target` (the 24 states of the board can
/// all be reached; a state with other amplitudes cannot).
std::optional<std::vector<Gate>> preparation_circuit(const TwoQubitState& target);

/// The state `gates` give from |00> (each gate through TwoQubitState::apply, snapped as the game does).
TwoQubitState run_circuit(const std::vector<Gate>& gates);

}  // namespace entanglion
