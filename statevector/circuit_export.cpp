#include "statevector/circuit_export.h"

#include <cctype>
#include <cstdio>
#include <deque>

namespace entanglion {
namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string q(Ship ship) { return "q[" + std::to_string(export_qubit(ship)) + "]"; }

/// The OpenQASM statement of one gate (the same names in OpenQASM 2's qelib1.inc and OpenQASM 3's
/// stdgates.inc). CNOT played for a ship targets that ship; the other ship is the control.
std::string qasm_statement(const Gate& gate) {
    switch (gate.kind) {
        case GateKind::kCNOT:
            return "cx " + q(gate.control()) + ", " + q(gate.target()) + ";";
        case GateKind::kCZ:
            return "cz " + q(Ship::kMercurial) + ", " + q(Ship::kRubicon) + ";";
        case GateKind::kSWAP:
            return "swap " + q(Ship::kMercurial) + ", " + q(Ship::kRubicon) + ";";
        default:
            return lower(gate.kind == GateKind::kI ? "id" : gate_id(gate.kind)) + " " + q(gate.ship) + ";";
    }
}

std::string qiskit_statement(const Gate& gate) {
    const auto index = [](Ship ship) { return std::to_string(export_qubit(ship)); };
    switch (gate.kind) {
        case GateKind::kCNOT:
            return "qc.cx(" + index(gate.control()) + ", " + index(gate.target()) + ")";
        case GateKind::kCZ:
            return "qc.cz(1, 0)";
        case GateKind::kSWAP:
            return "qc.swap(1, 0)";
        default:
            return "qc." + lower(gate.kind == GateKind::kI ? "id" : gate_id(gate.kind)) + "(" + index(gate.ship) + ")";
    }
}

/// A comment that spells the gate out in the game's words, e.g. "CNOT:RUBICON (control Mercurial)".
std::string gate_comment(const Gate& gate) {
    std::string text = gate_to_string(gate);
    if (gate.kind == GateKind::kCNOT) text += " (control " + std::string(ship_display_name(gate.control())) + ")";
    return text;
}

std::string header(std::string_view prefix, std::string_view title) {
    std::string out;
    if (!title.empty()) out += std::string(prefix) + " Entanglion: " + std::string(title) + "\n";
    out += std::string(prefix) + " Qubit 1 is Mercurial, qubit 0 is Rubicon. Bit strings are little-endian (qubit 0\n";
    out += std::string(prefix) +
           " rightmost), so \"01\" means Mercurial 0, Rubicon 1: the game's |Mercurial Rubicon> order.\n";
    return out;
}

std::string qasm(const std::vector<Gate>& gates, std::string_view title, bool version3) {
    std::string out =
        version3 ? "OPENQASM 3.0;\ninclude \"stdgates.inc\";\n" : "OPENQASM 2.0;\ninclude \"qelib1.inc\";\n";
    out += header("//", title);
    out += version3 ? "qubit[2] q;\nbit[2] c;\n" : "qreg q[2];\ncreg c[2];\n";
    for (const Gate& gate : gates) out += qasm_statement(gate) + "  // " + gate_comment(gate) + "\n";
    out += version3 ? "c = measure q;\n" : "measure q -> c;\n";
    return out;
}

std::string qiskit(const std::vector<Gate>& gates, std::string_view title) {
    std::string out = header("#", title);
    out += "# Qiskit 1.x\nfrom qiskit import QuantumCircuit\nfrom qiskit.quantum_info import Statevector\n\n";
    out += "qc = QuantumCircuit(2)\n";
    for (const Gate& gate : gates) out += qiskit_statement(gate) + "  # " + gate_comment(gate) + "\n";
    out += "print(Statevector(qc))\n";
    return out;
}

/// Quirk's name for a one-qubit gate kind.
std::string_view quirk_gate(GateKind kind) {
    switch (kind) {
        case GateKind::kS:
            return "Z^\u00bd";
        case GateKind::kI:
            return "1";
        default:
            return gate_id(kind);
    }
}

/// Percent-encodes everything but RFC 3986's unreserved characters, so the link survives being
/// pasted into mail, chat or a learning platform; Quirk decodes it.
std::string percent_encode(std::string_view text) {
    std::string out;
    for (unsigned char c : text) {
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
            out += static_cast<char>(c);
        } else {
            char buffer[4];
            std::snprintf(buffer, sizeof buffer, "%%%02X", c);
            out += buffer;
        }
    }
    return out;
}

std::string quirk(const std::vector<Gate>& gates) {
    // Quirk's wire 0 (top) is its least significant bit, so Rubicon is wire 0 as everywhere else.
    std::string cols;
    for (const Gate& gate : gates) {
        std::array<std::string, 2> wires{"1", "1"};
        const auto wire = [](Ship ship) { return static_cast<std::size_t>(export_qubit(ship)); };
        switch (gate.kind) {
            case GateKind::kCNOT:
                wires[wire(gate.control())] = "\"\u2022\"";
                wires[wire(gate.target())] = "\"X\"";
                break;
            case GateKind::kCZ:
                wires = {"\"\u2022\"", "\"Z\""};
                break;
            case GateKind::kSWAP:
                wires = {"\"Swap\"", "\"Swap\""};
                break;
            case GateKind::kI:
                continue;  // Quirk has no identity cell worth a column
            default:
                wires[wire(gate.ship)] = "\"" + std::string(quirk_gate(gate.kind)) + "\"";
        }
        cols += (cols.empty() ? "[" : ",[") + wires[0] + "," + wires[1] + "]";
    }
    return "https://algassert.com/quirk#circuit=" + percent_encode("{\"cols\":[" + cols + "]}");
}

}  // namespace

std::optional<CircuitFormat> parse_circuit_format(std::string_view text) {
    const std::string id = lower(text);
    for (CircuitFormat format :
         {CircuitFormat::kQasm3, CircuitFormat::kQasm2, CircuitFormat::kQiskit, CircuitFormat::kQuirk}) {
        if (id == circuit_format_id(format)) return format;
    }
    return std::nullopt;
}

std::string_view circuit_format_id(CircuitFormat format) {
    switch (format) {
        case CircuitFormat::kQasm3:
            return "qasm3";
        case CircuitFormat::kQasm2:
            return "qasm2";
        case CircuitFormat::kQiskit:
            return "qiskit";
        case CircuitFormat::kQuirk:
            return "quirk";
    }
    return "qasm3";
}

std::string export_circuit(const std::vector<Gate>& gates, CircuitFormat format, std::string_view title) {
    switch (format) {
        case CircuitFormat::kQasm3:
            return qasm(gates, title, true);
        case CircuitFormat::kQasm2:
            return qasm(gates, title, false);
        case CircuitFormat::kQiskit:
            return qiskit(gates, title);
        case CircuitFormat::kQuirk:
            return quirk(gates);
    }
    return {};
}

TwoQubitState run_circuit(const std::vector<Gate>& gates) {
    TwoQubitState state;
    for (const Gate& gate : gates) {
        state.apply(gate);
        state.snap();
    }
    return state;
}

std::optional<std::vector<Gate>> preparation_circuit(const TwoQubitState& target) {
    // The card gates in a fixed order; SWAP is symmetric, so once is enough.
    std::vector<Gate> moves;
    for (GateKind kind : {GateKind::kH, GateKind::kX, GateKind::kCNOT}) {
        for (Ship ship : kShips) moves.push_back(Gate{kind, ship});
    }
    moves.push_back(Gate{GateKind::kSWAP, Ship::kMercurial});

    struct Node {
        TwoQubitState state;
        int parent = -1;
        Gate gate;
    };
    std::vector<Node> nodes{Node{TwoQubitState{}, -1, Gate{}}};
    std::deque<int> queue{0};
    const auto path_to = [&nodes](int index) {
        std::vector<Gate> path;
        for (; nodes[static_cast<std::size_t>(index)].parent >= 0;
             index = nodes[static_cast<std::size_t>(index)].parent) {
            path.insert(path.begin(), nodes[static_cast<std::size_t>(index)].gate);
        }
        return path;
    };
    if (nodes[0].state.equals_up_to_phase(target, 1e-6)) return std::vector<Gate>{};
    // Card gates from |00> reach 24 states up to phase; phases are ignored, so the search is tiny.
    while (!queue.empty()) {
        const int current = queue.front();
        queue.pop_front();
        for (const Gate& gate : moves) {
            TwoQubitState next = nodes[static_cast<std::size_t>(current)].state;
            next.apply(gate);
            next.snap();
            bool seen = false;
            for (const Node& node : nodes) seen = seen || node.state.equals_up_to_phase(next, 1e-6);
            if (seen) continue;
            nodes.push_back(Node{next, current, gate});
            const int index = static_cast<int>(nodes.size()) - 1;
            if (next.equals_up_to_phase(target, 1e-6)) return path_to(index);
            queue.push_back(index);
        }
    }
    return std::nullopt;
}

}  // namespace entanglion
