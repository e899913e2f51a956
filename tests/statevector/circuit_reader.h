#pragma once
/// Reads back the subset of OpenQASM 2/3, Qiskit and Quirk that circuit_export writes, written
/// independently of the exporter: each reader knows the published convention (qubit 1 = Mercurial,
/// qubit 0 = Rubicon) and turns every statement into the project's Gate, so the tests can run the
/// read-back circuit on the project's engine. Anything outside the subset is a test failure.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "statevector/gate.h"

namespace entanglion::testing {

inline Ship ship_of_qubit(int index) { return index == 1 ? Ship::kMercurial : Ship::kRubicon; }

/// One gate from a lower-case gate name and its qubit indices (control first for cx).
inline std::optional<Gate> gate_from(const std::string& name, const std::vector<int>& qubits) {
    static const std::vector<std::pair<std::string, GateKind>> kOneQubit = {{"id", GateKind::kI}, {"x", GateKind::kX},
                                                                            {"y", GateKind::kY},  {"z", GateKind::kZ},
                                                                            {"h", GateKind::kH},  {"s", GateKind::kS}};
    for (const auto& [id, kind] : kOneQubit) {
        if (name == id && qubits.size() == 1) return Gate{kind, ship_of_qubit(qubits[0])};
    }
    if (qubits.size() != 2 || qubits[0] == qubits[1]) return std::nullopt;
    if (name == "cx") return Gate{GateKind::kCNOT, ship_of_qubit(qubits[1])};  // played by the target
    if (name == "cz") return Gate{GateKind::kCZ, Ship::kMercurial};
    if (name == "swap") return Gate{GateKind::kSWAP, Ship::kMercurial};
    return std::nullopt;
}

/// A statement matched as (name)(first qubit)(optional second qubit).
inline std::optional<Gate> gate_from_match(const std::smatch& match) {
    std::vector<int> qubits{std::stoi(match[2])};
    if (match[3].matched) qubits.push_back(std::stoi(match[3]));
    return gate_from(match[1], qubits);
}

/// OpenQASM 2.0 or 3.0 as exported: a version line, the include, comments, declarations, gate
/// statements and the final measurement. Any other line fails the read.
inline std::optional<std::vector<Gate>> read_qasm(const std::string& text, int version) {
    std::istringstream lines(text);
    std::string line;
    std::getline(lines, line);
    if (line != (version == 3 ? "OPENQASM 3.0;" : "OPENQASM 2.0;")) return std::nullopt;
    std::getline(lines, line);
    if (line != (version == 3 ? "include \"stdgates.inc\";" : "include \"qelib1.inc\";")) return std::nullopt;
    const std::regex comment(R"(\s*//.*)");
    const std::regex statement(R"(([a-z]+) q\[([01])\](?:, q\[([01])\])?;(\s*//.*)?)");
    const std::string declare = version == 3 ? "qubit[2] q;" : "qreg q[2];";
    const std::string bits = version == 3 ? "bit[2] c;" : "creg c[2];";
    const std::string measure = version == 3 ? "c = measure q;" : "measure q -> c;";
    bool declared = false, measured = false;
    std::vector<Gate> gates;
    while (std::getline(lines, line)) {
        std::smatch match;
        if (std::regex_match(line, comment) || line == bits) continue;
        if (line == declare) {
            declared = true;
        } else if (line == measure && declared) {
            measured = true;
        } else if (declared && !measured && std::regex_match(line, match, statement)) {
            const auto gate = gate_from_match(match);
            if (!gate) return std::nullopt;
            gates.push_back(*gate);
        } else {
            ADD_FAILURE() << "unexpected OpenQASM line: " << line;
            return std::nullopt;
        }
    }
    if (!measured) return std::nullopt;
    return gates;
}

/// The Qiskit snippet: comments, the imports, QuantumCircuit(2), qc.<gate>(...) calls, print.
inline std::optional<std::vector<Gate>> read_qiskit(const std::string& text) {
    std::istringstream lines(text);
    std::string line;
    const std::regex call(R"(qc\.([a-z]+)\(([01])(?:, ([01]))?\)(\s*#.*)?)");
    bool created = false;
    std::vector<Gate> gates;
    while (std::getline(lines, line)) {
        std::smatch match;
        if (line.empty() || line[0] == '#' || line == "from qiskit import QuantumCircuit" ||
            line == "from qiskit.quantum_info import Statevector" || line == "print(Statevector(qc))") {
            continue;
        }
        if (line == "qc = QuantumCircuit(2)") {
            created = true;
        } else if (created && std::regex_match(line, match, call)) {
            const auto gate = gate_from_match(match);
            if (!gate) return std::nullopt;
            gates.push_back(*gate);
        } else {
            ADD_FAILURE() << "unexpected Qiskit line: " << line;
            return std::nullopt;
        }
    }
    return gates;
}

inline std::string percent_decode(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 2 < text.size()) {
            out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

/// A Quirk link: https://algassert.com/quirk#circuit=<percent-encoded JSON {"cols": [...]}>.
/// Wire 0 (the top wire, Quirk's least significant bit) is Rubicon.
inline std::optional<std::vector<Gate>> read_quirk(const std::string& url) {
    const std::string prefix = "https://algassert.com/quirk#circuit=";
    if (url.rfind(prefix, 0) != 0) return std::nullopt;
    const nlohmann::json circuit = nlohmann::json::parse(percent_decode(url.substr(prefix.size())));
    std::vector<Gate> gates;
    for (const nlohmann::json& column : circuit.at("cols")) {
        std::vector<int> controls, swaps;
        std::optional<std::pair<std::string, int>> single;
        for (int wire = 0; wire < static_cast<int>(column.size()); ++wire) {
            const nlohmann::json& cell = column[static_cast<std::size_t>(wire)];
            if (cell.is_number() && cell.get<int>() == 1) continue;
            const std::string name = cell.get<std::string>();
            if (name == "\u2022") {
                controls.push_back(wire);
            } else if (name == "Swap") {
                swaps.push_back(wire);
            } else {
                if (single) return std::nullopt;
                single = {name, wire};
            }
        }
        if (swaps.size() == 2 && controls.empty() && !single) {
            gates.push_back(Gate{GateKind::kSWAP, Ship::kMercurial});
            continue;
        }
        if (!single || controls.size() > 1 || !swaps.empty()) return std::nullopt;
        const auto& [name, wire] = *single;
        if (controls.size() == 1) {
            if (name == "X")
                gates.push_back(Gate{GateKind::kCNOT, ship_of_qubit(wire)});
            else if (name == "Z")
                gates.push_back(Gate{GateKind::kCZ, Ship::kMercurial});
            else
                return std::nullopt;
            continue;
        }
        const std::string lowered = name == "Z^\u00bd" ? "s" : std::string(1, static_cast<char>(std::tolower(name[0])));
        if (name.size() != 1 && name != "Z^\u00bd") return std::nullopt;
        const auto gate = gate_from(lowered, {wire});
        if (!gate) return std::nullopt;
        gates.push_back(*gate);
    }
    return gates;
}

}  // namespace entanglion::testing
