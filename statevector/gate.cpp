#include "statevector/gate.h"

#include <cctype>
#include <cmath>

namespace entanglion {
namespace {

constexpr std::array<std::string_view, 9> kGateIds = {"I", "X", "Y", "Z", "H", "S", "CNOT", "CZ", "SWAP"};

std::string to_upper(std::string_view text) {
    std::string out;
    for (char c : text) out.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    return out;
}

// U acting on one ship's qubit, identity on the other, in |Mercurial Rubicon> order.
Eigen::Matrix4cd on_ship(const Eigen::Matrix2cd& u, Ship ship) {
    const Eigen::Matrix2cd identity = Eigen::Matrix2cd::Identity();
    const Eigen::Matrix2cd& left = ship == Ship::kMercurial ? u : identity;
    const Eigen::Matrix2cd& right = ship == Ship::kMercurial ? identity : u;
    Eigen::Matrix4cd out;
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 2; ++j) out.block<2, 2>(2 * i, 2 * j) = left(i, j) * right;
    }
    return out;
}

// |0><0| on `control` (x) I + |1><1| on `control` (x) U on `target`.
Eigen::Matrix4cd controlled(const Eigen::Matrix2cd& u, Ship control) {
    Eigen::Matrix2cd p0 = Eigen::Matrix2cd::Zero();
    Eigen::Matrix2cd p1 = Eigen::Matrix2cd::Zero();
    p0(0, 0) = 1;
    p1(1, 1) = 1;
    const Ship target = other(control);
    // Projectors on the control times (I or U) on the target, composed as two commuting factors.
    return on_ship(p0, control) + on_ship(p1, control) * on_ship(u, target);
}

}  // namespace

std::string_view gate_id(GateKind kind) { return kGateIds[static_cast<int>(kind)]; }

std::optional<GateKind> parse_gate_kind(std::string_view text) {
    const std::string upper = to_upper(text);
    for (GateKind kind : kAllGateKinds) {
        if (gate_id(kind) == upper) return kind;
    }
    return std::nullopt;
}

bool is_single_qubit(GateKind kind) {
    return kind != GateKind::kCNOT && kind != GateKind::kCZ && kind != GateKind::kSWAP;
}

bool is_card_gate(GateKind kind) {
    return kind == GateKind::kX || kind == GateKind::kH || kind == GateKind::kCNOT || kind == GateKind::kSWAP;
}

std::string gate_to_string(const Gate& gate) {
    return std::string(gate_id(gate.kind)) + ":" + std::string(ship_id(gate.ship));
}

std::optional<Gate> parse_gate(std::string_view text, std::string* error) {
    const auto colon = text.find(':');
    if (colon == std::string_view::npos) {
        if (error) *error = "expected GATE:SHIP (e.g. H:MERCURIAL), got \"" + std::string(text) + "\"";
        return std::nullopt;
    }
    const auto kind = parse_gate_kind(text.substr(0, colon));
    if (!kind) {
        if (error) {
            *error = "unknown gate \"" + std::string(text.substr(0, colon)) + "\" in \"" + std::string(text) +
                     "\" (gates: I X Y Z H S CNOT CZ SWAP)";
        }
        return std::nullopt;
    }
    const auto ship = parse_ship(text.substr(colon + 1));
    if (!ship) {
        if (error) {
            *error = "unknown ship \"" + std::string(text.substr(colon + 1)) + "\" in \"" + std::string(text) +
                     "\" (ships: MERCURIAL RUBICON)";
        }
        return std::nullopt;
    }
    return Gate{*kind, *ship};
}

Eigen::Matrix2cd single_qubit_matrix(GateKind kind) {
    using C = std::complex<double>;
    const double s = 1.0 / std::sqrt(2.0);
    Eigen::Matrix2cd m;
    switch (kind) {
        case GateKind::kI:
            m << 1, 0, 0, 1;
            break;
        case GateKind::kX:
            m << 0, 1, 1, 0;
            break;
        case GateKind::kY:
            m << 0, C(0, -1), C(0, 1), 0;
            break;
        case GateKind::kZ:
            m << 1, 0, 0, -1;
            break;
        case GateKind::kH:
            m << s, s, s, -s;
            break;
        case GateKind::kS:
            m << 1, 0, 0, C(0, 1);
            break;
        default:
            m.setIdentity();  // not a one-qubit gate; callers check is_single_qubit first
    }
    return m;
}

Eigen::Matrix4cd gate_matrix(const Gate& gate) {
    switch (gate.kind) {
        case GateKind::kCNOT:
            return controlled(single_qubit_matrix(GateKind::kX), gate.control());
        case GateKind::kCZ:
            return controlled(single_qubit_matrix(GateKind::kZ), Ship::kMercurial);
        case GateKind::kSWAP: {
            Eigen::Matrix4cd m = Eigen::Matrix4cd::Zero();
            m(0, 0) = m(1, 2) = m(2, 1) = m(3, 3) = 1;
            return m;
        }
        default:
            return on_ship(single_qubit_matrix(gate.kind), gate.ship);
    }
}

}  // namespace entanglion
