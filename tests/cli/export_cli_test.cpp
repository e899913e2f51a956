// entanglion-cli state --shots and entanglion-cli export: counts and Bloch vectors as the app shows
// them, and every exported circuit read back and run on the engine.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "game/rules/record.h"
#include "lessons/builtin.h"
#include "lessons/lesson_circuit.h"
#include "lessons/moves.h"
#include "lessons/solver.h"
#include "statevector/circuit_export.h"
#include "tests/cli/run_cli.h"
#include "tests/statevector/circuit_reader.h"

namespace entanglion {
namespace {

using testing::run_cli;

nlohmann::json state_json(const std::string& arguments) {
    const auto run = run_cli("state --json " + arguments);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    return nlohmann::json::parse(run.out);
}

TEST(StateShotsCliTest, PhiPlusMeasuredInXXGivesOnlyEqualBits) {
    const nlohmann::json out = state_json("--shots 100 --basis XX --seed 5 H:MERCURIAL CNOT:RUBICON");
    const nlohmann::json& m = out["measurement"];
    EXPECT_EQ(m["shots"], 100);
    EXPECT_EQ(m["basis"], "XX");
    EXPECT_EQ(m["seed"], 5);
    EXPECT_EQ(m["outcomes"][1]["count"], 0);
    EXPECT_EQ(m["outcomes"][2]["count"], 0);
    EXPECT_EQ(m["outcomes"][0]["count"].get<int>() + m["outcomes"][3]["count"].get<int>(), 100);
    EXPECT_GT(m["outcomes"][0]["count"].get<int>(), 0);
    EXPECT_GT(m["outcomes"][3]["count"].get<int>(), 0);
    EXPECT_DOUBLE_EQ(m["outcomes"][0]["probability"].get<double>(), 0.5);
    EXPECT_EQ(m["correlation"]["kind"], "always_equal");
}

TEST(StateShotsCliTest, TheSeedReproducesTheCounts) {
    const std::string arguments = "state --shots 1000 --seed 77 H:MERCURIAL H:RUBICON";
    const auto first = run_cli(arguments), second = run_cli(arguments);
    const auto other = run_cli("state --shots 1000 --seed 78 H:MERCURIAL H:RUBICON");
    EXPECT_EQ(first.out, second.out);
    EXPECT_NE(first.out, other.out);
    EXPECT_NE(first.out.find("not correlated"), std::string::npos) << first.out;
    EXPECT_NE(first.out.find("correlation   Rubicon 0  Rubicon 1\n"), std::string::npos) << first.out;
}

TEST(StateShotsCliTest, BlochVectorsAreAlwaysInTheJson) {
    const nlohmann::json out = state_json("--mercurial ZERO --rubicon PLUS");
    EXPECT_FALSE(out.contains("measurement"));
    EXPECT_DOUBLE_EQ(out["ships"]["MERCURIAL"]["bloch"]["z"].get<double>(), 1.0);
    EXPECT_NEAR(out["ships"]["RUBICON"]["bloch"]["x"].get<double>(), 1.0, 1e-12);
    const nlohmann::json bell = state_json("--start PSI_MINUS");
    EXPECT_DOUBLE_EQ(bell["ships"]["RUBICON"]["bloch"]["length"].get<double>(), 0.0);
}

TEST(StateShotsCliTest, BadShotsSeedAndBasisAreRejected) {
    for (const std::string bad : {"--shots 0", "--shots 100001", "--shots 12x", "--shots -5", "--shots ''",
                                  "--shots 3 --seed -1", "--shots 3 --seed 18446744073709551616",
                                  "--shots 3 --seed 1e3", "--shots 3 --basis ZY", "--shots 3 --basis Z"}) {
        const auto run = run_cli("state " + bad);
        EXPECT_EQ(run.exit_code, 2) << bad;
        EXPECT_TRUE(run.out.empty()) << bad;
        // The message names the option at fault (the last one given here).
        const std::string option = bad.substr(bad.rfind("--"), bad.find(' ', bad.rfind("--")) - bad.rfind("--"));
        EXPECT_NE(run.err.find(option), std::string::npos) << bad << ": " << run.err;
    }
    EXPECT_EQ(run_cli("state --shots 100000 --seed 18446744073709551615").exit_code, 0);
}

std::optional<std::vector<Gate>> read_back(const std::string& text, const std::string& format) {
    if (format == "qasm3") return testing::read_qasm(text, 3);
    if (format == "qasm2") return testing::read_qasm(text, 2);
    if (format == "qiskit") return testing::read_qiskit(text);
    std::string url = text;
    if (!url.empty() && url.back() == '\n') url.pop_back();
    return testing::read_quirk(url);
}

const std::vector<std::string> kFormats = {"qasm3", "qasm2", "qiskit", "quirk"};

TEST(ExportCliTest, AGateListRoundTripsInEveryFormat) {
    const std::string gates = "H:MERCURIAL CNOT:RUBICON S:RUBICON SWAP:MERCURIAL Y:MERCURIAL";
    std::vector<Gate> expected;
    for (const char* text : {"H:MERCURIAL", "CNOT:RUBICON", "S:RUBICON", "SWAP:MERCURIAL", "Y:MERCURIAL"}) {
        expected.push_back(*parse_gate(text, nullptr));
    }
    for (const std::string& format : kFormats) {
        const auto run = run_cli("export --format " + format + " " + gates);
        ASSERT_EQ(run.exit_code, 0) << run.err;
        const auto read = read_back(run.out, format);
        ASSERT_TRUE(read) << format << "\n" << run.out;
        EXPECT_EQ(*read, expected) << format;
    }
}

TEST(ExportCliTest, EveryLessonSolutionReachesTheSolvedState) {
    for (const lessons::Lesson& lesson : lessons::builtin_lessons()) {
        const auto solution = lessons::solve(lesson).solution;
        ASSERT_TRUE(solution) << lesson.id;
        // The state the lesson shows after the solver's moves (its own rules).
        lessons::LessonPosition position = lessons::start_position(lesson);
        for (const Gate& gate : *solution)
            position = lessons::apply_move(lesson.rules, Board::published(), position, gate);
        for (const std::string& format : {std::string("qasm3"), std::string("quirk")}) {
            const auto run = run_cli("export --format " + format + " --lesson " + lesson.id);
            ASSERT_EQ(run.exit_code, 0) << lesson.id << ": " << run.err;
            const auto read = read_back(run.out, format);
            ASSERT_TRUE(read) << lesson.id;
            EXPECT_EQ(*read, *lessons::lesson_circuit(lesson, *solution)) << lesson.id;
            if (lesson.rules == RulesVariant::kQuantum) {
                EXPECT_TRUE(run_circuit(*read).equals_up_to_phase(position.state, 1e-9)) << lesson.id;
            }
        }
    }
}

TEST(ExportCliTest, ARecordExportsTheCircuitOfItsLiveState) {
    rules::GameSession session(21, 1, rules::RulesVariant::kQuantum);
    Rng policy(4);
    for (int i = 0; i < 40 && !session.state().is_over(); ++i) {
        const rules::ActionList legal = session.state().legal_actions();
        ASSERT_TRUE(session.apply(legal[static_cast<std::size_t>(policy.uniform_index(legal.size()))], nullptr));
    }
    const auto path =
        std::filesystem::temp_directory_path() / ("entanglion-export-" + std::to_string(::getpid()) + ".json");
    std::string error;
    ASSERT_TRUE(rules::save_record(session.record(), path, &error)) << error;
    for (const std::string& format : kFormats) {
        const auto run = run_cli("export --format " + format + " --record " + path.string());
        ASSERT_EQ(run.exit_code, 0) << run.err;
        const auto read = read_back(run.out, format);
        ASSERT_TRUE(read) << format;
        EXPECT_TRUE(run_circuit(*read).equals_up_to_phase(session.state().live_state(), 1e-9)) << format;
    }
    std::filesystem::remove(path);
}

TEST(ExportCliTest, BadRequestsExitTwoWithAMessage) {
    for (const std::string bad :
         {"--format qasm4 H:MERCURIAL", "H:MERCURIAL", "--format qasm3 Q:MERCURIAL",
          "--format qasm3 --lesson no-such-lesson", "--format qasm3 --lesson born-rule X:RUBICON",
          "--format qasm3 --record /nonexistent/game.json"}) {
        const auto run = run_cli("export " + bad);
        EXPECT_EQ(run.exit_code, 2) << bad;
        EXPECT_TRUE(run.out.empty()) << bad;
        EXPECT_FALSE(run.err.empty()) << bad;
    }
    EXPECT_NE(run_cli("export --format qasm3 --record /nonexistent/game.json").err.find("/nonexistent/game.json"),
              std::string::npos);
}

}  // namespace
}  // namespace entanglion
