// entanglion-cli state: runs the built binary and checks its text, JSON and error behaviour.
#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/cli/run_cli.h"

namespace entanglion {
namespace {

constexpr double kInvSqrt2 = 0.70710678118654752440;

using CliRun = testing::CliResult;

/// Runs `entanglion-cli state <arguments>` (shell text) and captures everything.
CliRun run_state(const std::string& arguments) { return testing::run_cli("state " + arguments); }

nlohmann::json run_json(const std::string& arguments) {
    const CliRun run = run_state("--json " + arguments);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_TRUE(run.err.empty()) << run.err;
    return nlohmann::json::parse(run.out);
}

TEST(StateCliTest, BellStateFromTheIssueExampleAsText) {
    const CliRun run = run_state("--mercurial ZERO --rubicon ZERO H:MERCURIAL CNOT:RUBICON");
    ASSERT_EQ(run.exit_code, 0) << run.err;
    EXPECT_TRUE(run.err.empty());
    EXPECT_NE(run.out.find("state         (|00> + |11>)/√2  in |Mercurial Rubicon>\n"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("named state   |Phi+>  (PHI_PLUS)\n"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("gates         H:MERCURIAL CNOT:RUBICON\n"), std::string::npos) << run.out;
    // Amplitude and probability rows: |00> and |11> carry 1/√2 (probability 1/2), the others 0.
    EXPECT_NE(run.out.find("|00>   1/√2           0.5000\n"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("|01>   0              0.0000\n"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("Mercurial   0.5000  0.5000  1.0000\n"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("concurrence 1.0000\n"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("entangled"), std::string::npos) << run.out;
}

TEST(StateCliTest, BellStateAsJson) {
    const nlohmann::json out = run_json("--mercurial ZERO --rubicon ZERO H:MERCURIAL CNOT:RUBICON");
    EXPECT_EQ(out["ket"], "(|00> + |11>)/√2");
    EXPECT_EQ(out["ket_labelled"], "(|00> + |11>)/√2  in |Mercurial Rubicon>");
    EXPECT_EQ(out["order"], "mr");
    EXPECT_EQ(out["gates"], nlohmann::json({"H:MERCURIAL", "CNOT:RUBICON"}));
    EXPECT_EQ(out["start"]["mercurial"], "ZERO");
    ASSERT_TRUE(out["named_state"].is_object());
    EXPECT_EQ(out["named_state"]["id"], "PHI_PLUS");
    EXPECT_EQ(out["named_state"]["description"], "|Phi+>");
    EXPECT_DOUBLE_EQ(out["named_state"]["phase"]["re"].get<double>(), 1.0);
    ASSERT_EQ(out["amplitudes"].size(), 4u);
    for (int i = 0; i < 4; ++i) {
        const double expected = (i == 0 || i == 3) ? kInvSqrt2 : 0.0;
        EXPECT_NEAR(out["amplitudes"][i]["re"].get<double>(), expected, 1e-15) << i;
        EXPECT_NEAR(out["amplitudes"][i]["im"].get<double>(), 0.0, 1e-15) << i;
        EXPECT_NEAR(out["probabilities"][i]["probability"].get<double>(), expected * expected, 1e-15) << i;
    }
    EXPECT_EQ(out["amplitudes"][3]["text"], "1/√2");
    EXPECT_NEAR(out["concurrence"].get<double>(), 1.0, 1e-12);
    EXPECT_NEAR(out["ships"]["MERCURIAL"]["entropy_bits"].get<double>(), 1.0, 1e-12);
    EXPECT_NEAR(out["ships"]["RUBICON"]["purity"].get<double>(), 0.5, 1e-12);
    EXPECT_TRUE(out["product"].is_null());
}

TEST(StateCliTest, CnotMakesThePlayingShipTheTarget) {
    // Mercurial on ZERO, Rubicon on ONE. CNOT for Mercurial: Rubicon (control) is 1, so Mercurial flips.
    EXPECT_EQ(run_json("--rubicon ONE CNOT:MERCURIAL")["named_state"]["id"], "ONE,ONE");
    // CNOT for Rubicon: Mercurial (control) is 0, nothing happens.
    EXPECT_EQ(run_json("--rubicon ONE CNOT:RUBICON")["named_state"]["id"], "ZERO,ONE");
}

TEST(StateCliTest, RubiconMercurialOrderRelabelsTheKets) {
    // Mercurial ZERO, Rubicon ONE is |01> in MR order and |10> in RM order.
    const nlohmann::json out = run_json("--mercurial ZERO --rubicon ONE --order rm --style ascii");
    EXPECT_EQ(out["ket"], "|10>");
    EXPECT_EQ(out["ket_labelled"], "|10>  in |Rubicon Mercurial>");
    EXPECT_EQ(out["order"], "rm");
    // Display index 2 is |10>: Rubicon 1, Mercurial 0, amplitude 1.
    EXPECT_EQ(out["amplitudes"][2]["ket"], "|10>");
    EXPECT_EQ(out["amplitudes"][2]["rubicon"], 1);
    EXPECT_EQ(out["amplitudes"][2]["mercurial"], 0);
    EXPECT_DOUBLE_EQ(out["amplitudes"][2]["re"].get<double>(), 1.0);
    EXPECT_DOUBLE_EQ(out["probabilities"][1]["probability"].get<double>(), 0.0);
}

TEST(StateCliTest, GlobalPhaseIsReported) {
    // SWAP on Psi- = (|01> - |10>)/√2 gives (|10> - |01>)/√2 = -1 x Psi-.
    const nlohmann::json out = run_json("--start PSI_MINUS SWAP:MERCURIAL");
    EXPECT_EQ(out["named_state"]["id"], "PSI_MINUS");
    EXPECT_EQ(out["named_state"]["description"], "-1 x |Psi->");
    EXPECT_DOUBLE_EQ(out["named_state"]["phase"]["re"].get<double>(), -1.0);
    EXPECT_EQ(out["ket"], "(-|01> + |10>)/√2");
    EXPECT_EQ(out["start"]["planet"], "PSI_MINUS");
}

TEST(StateCliTest, ProductFactorsAndStyles) {
    // |+> (x) |0>, then X for Rubicon: |+> (x) |1> = (|01> + |11>)/√2.
    const nlohmann::json out = run_json("--mercurial plus --style latex X:RUBICON");
    EXPECT_EQ(out["ket"], "\\frac{1}{\\sqrt{2}}\\left(|01\\rangle + |11\\rangle\\right)");
    EXPECT_EQ(out["named_state"]["id"], "PLUS,ONE");
    ASSERT_TRUE(out["product"].is_object());
    EXPECT_EQ(out["product"]["MERCURIAL"]["ket"], "PLUS");
    EXPECT_EQ(out["product"]["RUBICON"]["ket"], "ONE");
    EXPECT_NEAR(out["concurrence"].get<double>(), 0.0, 1e-12);
    const CliRun text = run_state("--mercurial plus --precision 2 X:RUBICON");
    ASSERT_EQ(text.exit_code, 0);
    EXPECT_NE(text.out.find("product state: Mercurial |+>, Rubicon |1>"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("|01>   1/√2           0.50\n"), std::string::npos) << text.out;
}

TEST(StateCliTest, OmegaStartComesFromTheBoard) {
    const nlohmann::json out = run_json("--start OMEGA_ZERO");
    EXPECT_EQ(out["named_state"]["id"], "OMEGA_ZERO");
    EXPECT_NEAR(out["concurrence"].get<double>(), 1.0, 1e-12);
}

void expect_bad_input(const std::string& arguments, const std::string& message) {
    const CliRun run = run_state(arguments);
    EXPECT_EQ(run.exit_code, 2) << arguments;
    EXPECT_TRUE(run.out.empty()) << arguments << " printed: " << run.out;
    EXPECT_NE(run.err.find(message), std::string::npos) << arguments << " said: " << run.err;
}

TEST(StateCliTest, BadInputExitsTwoWithAMessageNamingIt) {
    expect_bad_input("H:MERCURIAL Q:MERCURIAL", "unknown gate \"Q\" in \"Q:MERCURIAL\"");
    expect_bad_input("H:VENUS", "unknown ship \"VENUS\" in \"H:VENUS\"");
    expect_bad_input("HMERCURIAL", "expected GATE:SHIP (e.g. H:MERCURIAL), got \"HMERCURIAL\"");
    expect_bad_input("--mercurial TWO", "unknown planet \"TWO\" for --mercurial");
    expect_bad_input("--rubicon ZER0", "unknown planet \"ZER0\" for --rubicon");
    expect_bad_input("--start ZERO", "unknown start state \"ZERO\" for --start");
    expect_bad_input("--start OMEGA_NINE", "unknown start state \"OMEGA_NINE\" for --start");
    expect_bad_input("--start PHI_PLUS --rubicon ONE", "cannot be combined with --mercurial or --rubicon");
    expect_bad_input("--order mm", "unknown order \"mm\" for --order");
    expect_bad_input("--style html", "unknown style \"html\" for --style");
    expect_bad_input("--precision 16", "bad precision \"16\" for --precision");
    expect_bad_input("--precision x", "bad precision \"x\" for --precision");
    expect_bad_input("--json --no-such-option", "--no-such-option");
}

}  // namespace
}  // namespace entanglion
