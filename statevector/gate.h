#pragma once
/// Gates as plain data (kind plus the ship they are played for) and their exact matrices.
/// Basis order is |Mercurial Rubicon> (see ship.h): a 4x4 matrix acts on amplitudes indexed
/// 2*m + r.

#include <Eigen/Core>
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "ship.h"

namespace entanglion {

enum class GateKind : std::uint8_t { kI, kX, kY, kZ, kH, kS, kCNOT, kCZ, kSWAP };

inline constexpr std::array<GateKind, 9> kAllGateKinds = {GateKind::kI,    GateKind::kX,  GateKind::kY,
                                                          GateKind::kZ,    GateKind::kH,  GateKind::kS,
                                                          GateKind::kCNOT, GateKind::kCZ, GateKind::kSWAP};
/// The four gates printed on engine cards.
inline constexpr std::array<GateKind, 4> kCardGateKinds = {GateKind::kX, GateKind::kH, GateKind::kCNOT,
                                                           GateKind::kSWAP};

/// "X", "CNOT", ...: the id used in files, the CLI and JSON.
std::string_view gate_id(GateKind kind);
/// Accepts the id in any letter case; nullopt otherwise.
std::optional<GateKind> parse_gate_kind(std::string_view text);
/// True for I, X, Y, Z, H, S.
bool is_single_qubit(GateKind kind);
/// True for X, H, CNOT, SWAP (the engine cards).
bool is_card_gate(GateKind kind);

/// A gate played for a ship. One-qubit gates act on that ship's qubit. CNOT played by a ship
/// makes that ship the TARGET and the other ship the CONTROL (rulebook: CNOT "flips the position
/// of your spaceship ... only when the other spaceship is orbiting ONE"). CZ and SWAP are
/// symmetric, so the ship does not change their action.
struct Gate {
    GateKind kind = GateKind::kI;
    Ship ship = Ship::kMercurial;

    Ship target() const { return ship; }
    /// Only meaningful for CNOT: the ship that is not playing it.
    Ship control() const { return other(ship); }

    friend bool operator==(const Gate&, const Gate&) = default;
};

/// "H:MERCURIAL", "CNOT:RUBICON".
std::string gate_to_string(const Gate& gate);
/// Parses "H:MERCURIAL" (any letter case). Returns nullopt with `error` set to a message that
/// names the bad part, e.g. `unknown gate "Q" in "Q:MERCURIAL"`.
std::optional<Gate> parse_gate(std::string_view text, std::string* error);

/// The 2x2 matrix of a one-qubit gate kind in the basis |0>, |1>. Precondition: is_single_qubit.
Eigen::Matrix2cd single_qubit_matrix(GateKind kind);
/// The full 4x4 matrix of `gate` in the |Mercurial Rubicon> basis, built from Kronecker products
/// and projectors: the slow, obviously correct reference used to check the fast kernels.
Eigen::Matrix4cd gate_matrix(const Gate& gate);

}  // namespace entanglion
