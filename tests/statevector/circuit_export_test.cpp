// Circuits out: every format, read back by an independent reader and run on the project's engine,
// gives the state the game shows (up to global phase); the preparation search reaches all 24 states.
#include "statevector/circuit_export.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "statevector/card_walk.h"
#include "tests/statevector/circuit_reader.h"

namespace entanglion {
namespace {

constexpr std::array<CircuitFormat, 4> kFormats = {CircuitFormat::kQasm3, CircuitFormat::kQasm2, CircuitFormat::kQiskit,
                                                   CircuitFormat::kQuirk};

std::optional<std::vector<Gate>> read_back(const std::string& text, CircuitFormat format) {
    switch (format) {
        case CircuitFormat::kQasm3:
            return testing::read_qasm(text, 3);
        case CircuitFormat::kQasm2:
            return testing::read_qasm(text, 2);
        case CircuitFormat::kQiskit:
            return testing::read_qiskit(text);
        case CircuitFormat::kQuirk:
            return testing::read_quirk(text);
    }
    return std::nullopt;
}

TEST(CircuitExportTest, FormatsParseByIdInAnyCase) {
    for (CircuitFormat format : kFormats) EXPECT_EQ(parse_circuit_format(circuit_format_id(format)), format);
    EXPECT_EQ(parse_circuit_format("QASM3"), CircuitFormat::kQasm3);
    EXPECT_FALSE(parse_circuit_format("qasm4"));
    EXPECT_FALSE(parse_circuit_format(""));
}

TEST(CircuitExportTest, BellCircuitAsOpenQasm3NamesTheShipsAndTheirQubits) {
    const std::string text = export_circuit({{GateKind::kH, Ship::kMercurial}, {GateKind::kCNOT, Ship::kRubicon}},
                                            CircuitFormat::kQasm3, "Phi+");
    EXPECT_EQ(text,
              "OPENQASM 3.0;\n"
              "include \"stdgates.inc\";\n"
              "// Entanglion: Phi+\n"
              "// Qubit 1 is Mercurial, qubit 0 is Rubicon. Bit strings are little-endian (qubit 0\n"
              "// rightmost), so \"01\" means Mercurial 0, Rubicon 1: the game's |Mercurial Rubicon> order.\n"
              "qubit[2] q;\n"
              "bit[2] c;\n"
              "h q[1];  // H:MERCURIAL\n"
              "cx q[1], q[0];  // CNOT:RUBICON (control Mercurial)\n"
              "c = measure q;\n");
}

TEST(CircuitExportTest, QiskitAndQuirkOfTheBellCircuit) {
    const std::vector<Gate> bell = {{GateKind::kH, Ship::kMercurial}, {GateKind::kCNOT, Ship::kRubicon}};
    const std::string qiskit = export_circuit(bell, CircuitFormat::kQiskit);
    EXPECT_NE(qiskit.find("# Qubit 1 is Mercurial, qubit 0 is Rubicon."), std::string::npos);
    EXPECT_NE(qiskit.find("qc.h(1)  # H:MERCURIAL\nqc.cx(1, 0)  # CNOT:RUBICON (control Mercurial)\n"),
              std::string::npos);
    // {"cols":[[1,"H"],["X","•"]]}: wire 0 (top) is Rubicon.
    EXPECT_EQ(export_circuit(bell, CircuitFormat::kQuirk),
              "https://algassert.com/"
              "quirk#circuit=%7B%22cols%22%3A%5B%5B1%2C%22H%22%5D%2C%5B%22X%22%2C%22%E2%80%A2%22%5D%5D%7D");
}

TEST(CircuitExportTest, MercurialIsTheMostSignificantBitInEveryExport) {
    // X on Mercurial alone: the game's |10> (index 2); in little-endian numbering that is qubit 1 set.
    const std::vector<Gate> flip = {{GateKind::kX, Ship::kMercurial}};
    EXPECT_EQ(run_circuit(flip).amplitude(1, 0), Complex(1, 0));
    EXPECT_NE(export_circuit(flip, CircuitFormat::kQasm2).find("x q[1];"), std::string::npos);
    EXPECT_NE(export_circuit(flip, CircuitFormat::kQiskit).find("qc.x(1)"), std::string::npos);
}

TEST(CircuitExportTest, EveryNamedStateIsPreparedFromZeroZeroAndSurvivesEveryFormat) {
    const StateCatalogue catalogue = card_reachable_catalogue();
    ASSERT_EQ(catalogue.entries().size(), 24u);
    for (const NamedState& named : catalogue.entries()) {
        const auto circuit = preparation_circuit(named.state);
        ASSERT_TRUE(circuit) << named.id;
        EXPECT_LE(circuit->size(), 6u) << named.id;
        EXPECT_TRUE(run_circuit(*circuit).equals_up_to_phase(named.state, 1e-9)) << named.id;
        for (CircuitFormat format : kFormats) {
            const auto gates = read_back(export_circuit(*circuit, format, named.id), format);
            ASSERT_TRUE(gates) << named.id << " " << circuit_format_id(format);
            EXPECT_EQ(*gates, *circuit) << named.id << " " << circuit_format_id(format);
            EXPECT_TRUE(run_circuit(*gates).equals_up_to_phase(named.state, 1e-9)) << named.id;
        }
    }
}

TEST(CircuitExportTest, ThePreparationIsShortestAndEmptyForZeroZero) {
    EXPECT_EQ(preparation_circuit(TwoQubitState{})->size(), 0u);
    EXPECT_EQ(preparation_circuit(phi_plus())->size(), 2u);
    EXPECT_EQ(preparation_circuit(TwoQubitState::basis(1, 1))->size(), 2u);
}

TEST(CircuitExportTest, StatesCardsCannotReachHaveNoPreparation) {
    TwoQubitState plus_i = TwoQubitState::product(SingleQubitKet::kPlus, SingleQubitKet::kZero);
    plus_i.apply(Gate{GateKind::kS, Ship::kMercurial});
    EXPECT_FALSE(preparation_circuit(plus_i));
}

TEST(CircuitExportTest, RandomGateListsOfEveryKindRoundTrip) {
    Rng rng(14);
    for (int trial = 0; trial < 200; ++trial) {
        std::vector<Gate> gates;
        const int length = static_cast<int>(rng.uniform_int(0, 12));
        for (int i = 0; i < length; ++i) {
            gates.push_back(Gate{kAllGateKinds[rng.uniform_index(kAllGateKinds.size())], kShips[rng.uniform_index(2)]});
        }
        const TwoQubitState expected = run_circuit(gates);
        for (CircuitFormat format : kFormats) {
            const auto read = read_back(export_circuit(gates, format), format);
            ASSERT_TRUE(read) << trial << " " << circuit_format_id(format);
            EXPECT_TRUE(run_circuit(*read).equals_up_to_phase(expected, 1e-9))
                << trial << " " << circuit_format_id(format);
        }
    }
}

TEST(CircuitExportTest, TheQiskitSnippetIsValidPython) {
    // Python's own parser checks the grammar (python3 is in scripts/bootstrap.sh).
    const std::vector<Gate> gates = {{GateKind::kH, Ship::kMercurial},    {GateKind::kCNOT, Ship::kRubicon},
                                     {GateKind::kSWAP, Ship::kMercurial}, {GateKind::kI, Ship::kRubicon},
                                     {GateKind::kS, Ship::kRubicon},      {GateKind::kCZ, Ship::kRubicon}};
    const auto path =
        std::filesystem::temp_directory_path() / ("entanglion-qiskit-" + std::to_string(::getpid()) + ".py");
    std::ofstream(path) << export_circuit(gates, CircuitFormat::kQiskit, "syntax check");
    const std::string command =
        "/usr/bin/python3 -c \"import ast,sys; ast.parse(open(sys.argv[1]).read())\" " + path.string();
    EXPECT_EQ(std::system(command.c_str()), 0);
    // And a deliberately broken snippet fails, so the check can fail.
    std::ofstream(path) << "qc.h(1\n";
    EXPECT_NE(std::system((command + " 2>/dev/null").c_str()), 0);
    std::filesystem::remove(path);
}

}  // namespace
}  // namespace entanglion
