// verify-board on transition graph files: generated graphs verify clean, mutated graphs are caught
// with a precise message, malformed files give located errors (in-process and through the CLI).
#include "game/board/graph_verifier.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "game/board/generator.h"
#include "tests/cli/run_cli.h"
#include "tests/common/temp_dir.h"

namespace entanglion {
namespace {

using ::testing::Contains;
using ::testing::HasSubstr;
using Json = nlohmann::json;

std::string graph_text(const std::string& gates) {
    std::string error;
    const auto parsed = parse_gate_set(gates, &error);
    EXPECT_TRUE(parsed.has_value()) << error;
    return transition_graph_json(
        generate_transition_graph(parsed.value_or(std::vector<GateKind>{}), Board::published()));
}

Json graph_json(const std::string& gates) { return Json::parse(graph_text(gates)); }

GraphVerification verify(const Json& graph) {
    std::string error;
    const auto report = verify_graph_text(graph.dump(), "graph.json", Board::published(), &error);
    EXPECT_TRUE(report.has_value()) << error;
    return report.value_or(GraphVerification{});
}

/// The error for a malformed graph (empty when it unexpectedly loads).
std::string malformed(const std::string& text) {
    std::string error;
    const auto report = verify_graph_text(text, "graph.json", Board::published(), &error);
    EXPECT_FALSE(report.has_value()) << text;
    return error;
}

std::vector<std::string> lines_of(const std::vector<GraphFinding>& findings) {
    std::vector<std::string> out;
    for (const GraphFinding& finding : findings) out.push_back(finding.source + ": " + finding.message);
    return out;
}

/// Index of the path joining `a` and `b` (either order); -1 when there is none.
int path_between(const Json& graph, const std::string& a, const std::string& b) {
    for (std::size_t i = 0; i < graph["paths"].size(); ++i) {
        const Json& ends = graph["paths"][i]["between"];
        if ((ends[0] == a && ends[1] == b) || (ends[0] == b && ends[1] == a)) return static_cast<int>(i);
    }
    return -1;
}

int state_index(const Json& graph, const std::string& id) {
    for (std::size_t i = 0; i < graph["states"].size(); ++i) {
        if (graph["states"][i]["id"] == id) return static_cast<int>(i);
    }
    return -1;
}

TEST(BoardGraphVerifierTest, GeneratedGraphsVerifyClean) {
    for (const std::string gates : {"X,H,CNOT,SWAP", "X,H,CNOT,SWAP,Z,CZ", "H,Z,CNOT"}) {
        const Json graph = graph_json(gates);
        const GraphVerification report = verify(graph);
        EXPECT_TRUE(report.ok()) << gates << "\n" << format_graph_report_text(report);
        EXPECT_EQ(report.state_count, graph["states"].size());
        // Completeness counted independently: every node x gate x ship is covered exactly once,
        // by one direction of a path or by a stay.
        EXPECT_EQ(report.expected_moves, graph["states"].size() * graph["gates"].size() * 2) << gates;
        EXPECT_EQ(report.checked_path_moves + report.checked_stays, report.expected_moves) << gates;
        EXPECT_EQ(report.checked_stays, graph["stays"].size());
    }
}

TEST(BoardGraphVerifierTest, DetectsTheGraphFormat) {
    EXPECT_TRUE(is_graph_text(graph_text("X,H")));
    EXPECT_FALSE(is_graph_text(R"({"format": "entanglion-board", "planets": []})"));
    EXPECT_FALSE(is_graph_text("{ not json"));
    EXPECT_FALSE(is_graph_text(R"(["entanglion-board-graph"])"));
}

TEST(BoardGraphVerifierTest, GateMovedToAWrongPathIsCaught) {
    Json graph = graph_json("X,H,CNOT,SWAP");
    // ONE,ZERO - ONE,ONE carries X and CNOT for Rubicon: CNOT for Rubicon (control Mercurial on 1)
    // flips Rubicon there. Move CNOT to ZERO,ZERO - PLUS,ZERO (H for Mercurial), where CNOT for
    // Mercurial does nothing because Rubicon (the control) is on 0.
    const int from = path_between(graph, "ONE,ZERO", "ONE,ONE");
    const int to = path_between(graph, "ZERO,ZERO", "PLUS,ZERO");
    ASSERT_GE(from, 0);
    ASSERT_GE(to, 0);
    ASSERT_EQ(graph["paths"][from]["cards"], Json({"X", "CNOT"}));
    ASSERT_EQ(graph["paths"][from]["lines"], Json({"rubicon"}));
    ASSERT_EQ(graph["paths"][to]["lines"], Json({"mercurial"}));
    graph["paths"][from]["cards"] = Json({"X"});
    graph["paths"][to]["cards"].push_back("CNOT");

    const GraphVerification report = verify(graph);
    EXPECT_FALSE(report.ok());
    const std::string to_pointer = "/paths/" + std::to_string(to);
    EXPECT_THAT(
        lines_of(report.mismatches),
        Contains(to_pointer + ": path ZERO,ZERO - PLUS,ZERO: CNOT for MERCURIAL, ZERO,ZERO -> PLUS,ZERO: the gate goes "
                              "to ZERO,ZERO"));
    // |+0>: the control (Rubicon) is 0, so CNOT for Mercurial leaves it alone as well.
    EXPECT_THAT(
        lines_of(report.mismatches),
        Contains(to_pointer + ": path ZERO,ZERO - PLUS,ZERO: CNOT for MERCURIAL, PLUS,ZERO -> ZERO,ZERO: the gate goes "
                              "to PLUS,ZERO"));
    // The stay of CNOT for Mercurial at ZERO,ZERO is still there: now listed twice.
    EXPECT_THAT(lines_of(report.mismatches), Contains(HasSubstr("CNOT for MERCURIAL from ZERO,ZERO is listed twice")));
    const std::string one_zero = "/states/" + std::to_string(state_index(graph, "ONE,ZERO"));
    const std::string one_one = "/states/" + std::to_string(state_index(graph, "ONE,ONE"));
    EXPECT_EQ(lines_of(report.omissions),
              (std::vector<std::string>{
                  one_zero + ": ONE,ZERO: CNOT for RUBICON is neither a path nor a stay (the gate goes to ONE,ONE)",
                  one_one + ": ONE,ONE: CNOT for RUBICON is neither a path nor a stay (the gate goes to ONE,ZERO)"}));
}

TEST(BoardGraphVerifierTest, AlteredNodeStateIsCaught) {
    Json graph = graph_json("X,H,CNOT,SWAP");
    const int plus_zero = state_index(graph, "PLUS,ZERO");
    ASSERT_GE(plus_zero, 0);
    graph["states"][plus_zero]["state"] = Json({"0.6", "0.8", "0", "0"});  // normalised, but not |+0>
    const GraphVerification report = verify(graph);
    EXPECT_FALSE(report.ok());
    const std::string pointer = "/states/" + std::to_string(plus_zero);
    EXPECT_THAT(
        lines_of(report.mismatches),
        Contains(pointer + ": PLUS,ZERO is marked named, but its state [0.6, 0.8, 0, 0] is not the board's PLUS,ZERO "
                           "[1/sqrt2, 0, 1/sqrt2, 0]"));
    // H for Mercurial from |00> gives (|00> + |10>)/sqrt2, which no node holds any more.
    const int path = path_between(graph, "ZERO,ZERO", "PLUS,ZERO");
    EXPECT_THAT(lines_of(report.mismatches),
                Contains("/paths/" + std::to_string(path) +
                         ": path ZERO,ZERO - PLUS,ZERO: H for MERCURIAL, ZERO,ZERO -> PLUS,ZERO: the gate goes to a "
                         "state the graph does not list [1/sqrt2, 0, 1/sqrt2, 0]"));
    EXPECT_TRUE(report.omissions.empty());
}

TEST(BoardGraphVerifierTest, RemovedPathIsCaught) {
    Json graph = graph_json("X,H,CNOT,SWAP");
    const int path = path_between(graph, "ZERO,ZERO", "ONE,ZERO");
    ASSERT_GE(path, 0);
    ASSERT_EQ(graph["paths"][path]["cards"], Json({"X"}));
    ASSERT_EQ(graph["paths"][path]["lines"], Json({"mercurial"}));
    const std::size_t paths_before = graph["paths"].size();
    graph["paths"].erase(static_cast<std::size_t>(path));
    const GraphVerification report = verify(graph);
    EXPECT_EQ(lines_of(report.omissions),
              (std::vector<std::string>{
                  "/states/0: ZERO,ZERO: X for MERCURIAL is neither a path nor a stay (the gate goes to ONE,ZERO)",
                  "/states/" + std::to_string(state_index(graph, "ONE,ZERO")) +
                      ": ONE,ZERO: X for MERCURIAL is neither a path nor a stay (the gate goes to ZERO,ZERO)"}));
    // The printed counts no longer match either.
    EXPECT_EQ(lines_of(report.mismatches),
              (std::vector<std::string>{"/counts/paths: counts.paths is " + std::to_string(paths_before) +
                                        ", the graph has " + std::to_string(paths_before - 1)}));
}

TEST(BoardGraphVerifierTest, WrongStayAndStartAreCaught) {
    Json graph = graph_json("X,H,CNOT,SWAP,Z,CZ");
    // Z for Mercurial at ONE,ZERO: Z|1> = -|1>, a stay with phase -1. Print 1 instead.
    int stay = -1;
    for (std::size_t i = 0; i < graph["stays"].size(); ++i) {
        const Json& entry = graph["stays"][i];
        if (entry["at"] == "ONE,ZERO" && entry["gate"] == "Z" && entry["player"] == "MERCURIAL")
            stay = static_cast<int>(i);
    }
    ASSERT_GE(stay, 0);
    ASSERT_EQ(graph["stays"][stay]["phase"], "-1");
    graph["stays"][stay]["phase"] = "1";
    // And claim that X for Mercurial stays at ZERO,ZERO (it goes to ONE,ZERO).
    graph["stays"].push_back({{"at", "ZERO,ZERO"}, {"gate", "X"}, {"player", "MERCURIAL"}, {"phase", "1"}});
    graph.erase("counts");
    graph["start"] = "ONE,ZERO";
    const GraphVerification report = verify(graph);
    const std::string last = "/stays/" + std::to_string(graph["stays"].size() - 1);
    EXPECT_THAT(lines_of(report.mismatches), Contains("/stays/" + std::to_string(stay) +
                                                      ": stay at ONE,ZERO: Z for MERCURIAL gives phase -1, printed 1"));
    EXPECT_THAT(lines_of(report.mismatches),
                Contains(last + ": stay at ZERO,ZERO: X for MERCURIAL does not stay, the gate goes to ONE,ZERO"));
    EXPECT_THAT(lines_of(report.mismatches), Contains(HasSubstr("X for MERCURIAL from ZERO,ZERO is listed twice")));
    EXPECT_THAT(lines_of(report.mismatches),
                Contains("/start: the start state ONE,ZERO [0, 0, 1, 0] is not |00> (both ships on ZERO)"));
    EXPECT_TRUE(report.omissions.empty());
}

TEST(BoardGraphVerifierTest, MalformedGraphsGiveLocatedErrors) {
    const Json good = graph_json("X,H,CNOT,SWAP");
    struct Case {
        std::string pointer;  ///< where to change the good graph ("" for the root)
        Json value;
        std::string expected;
    };
    const std::vector<Case> cases = {
        {"/paths/3/between/1", "S99", "graph.json: /paths/3/between/1: unknown state \"S99\""},
        {"/gates/1", "S", "graph.json: /gates/1: gate \"S\" is not its own inverse, and paths work both ways"},
        {"/gates/1", "X", "graph.json: /gates/1: gate \"X\" is listed twice"},
        {"/states/2/state/1", "1/sqrtx",
         "graph.json: /states/2/state/1: cannot read amplitude \"1/sqrtx\" (e.g. \"1/sqrt2\", \"-1/2\", \"i/2\")"},
        {"/states/2/state", Json({"1", "0"}),
         "graph.json: /states/2/state: a node holds the state of both ships: expected 4 amplitudes, got 2"},
        {"/states/0/state", Json({"1", "1", "0", "0"}),
         "graph.json: /states/0/state: state is not normalised (norm 1.41421, squared amplitudes must add up to 1)"},
        {"/states/1/id", "ZERO,ZERO", "graph.json: /states/1/id: duplicate id \"ZERO,ZERO\" (also /states/0)"},
        {"/stays/0/gate", "Y", "graph.json: /stays/0/gate: gate \"Y\" is not listed in /gates"},
        {"/stays/0/phase", "2",
         "graph.json: /stays/0/phase: cannot read phase \"2\" (e.g. \"1\", \"-1\", \"i\", \"e^(0.785i)\")"},
        {"/paths/0/lines/0", "venus", "graph.json: /paths/0/lines/0: unknown ship \"venus\" (mercurial or rubicon)"},
        {"/paths/0/cards", Json::array(), "graph.json: /paths/0/cards: expected at least one entry"},
        {"/paths/0/between/1", "ZERO,ZERO",
         "graph.json: /paths/0/between: a path from a state to itself (list it under /stays)"},
        {"/version", 2, "graph.json: /version: only version 1 is known, got 2"},
        {"/extra", true, "graph.json: /extra: unknown field \"extra\""},
        {"/start", 7, "graph.json: /start: expected a string, got number"},
    };
    for (const Case& c : cases) {
        Json graph = good;
        graph[Json::json_pointer(c.pointer)] = c.value;
        EXPECT_EQ(malformed(graph.dump()), c.expected) << c.pointer;
    }
    Json missing = good;
    missing.erase("stays");
    EXPECT_EQ(malformed(missing.dump()), "graph.json: /: missing field \"stays\"");
    EXPECT_THAT(malformed("{\n  \"format\": \"entanglion-board-graph\",\n  oops"),
                HasSubstr("graph.json: line 3, column 3: invalid JSON"));
}

using BoardGraphCliTest = testing::TempDirTest;

TEST_F(BoardGraphCliTest, GeneratedGraphRoundTripsThroughVerifyBoard) {
    for (const std::string gates : {"X,H,CNOT,SWAP", "X,H,CNOT,SWAP,Z,CZ"}) {
        const auto generated = testing::run_cli("generate-board --gates " + gates);
        ASSERT_EQ(generated.exit_code, 0) << generated.err;
        const std::string path = write("graph.json", generated.out);
        const auto text = testing::run_cli("verify-board --board " + path);
        EXPECT_EQ(text.exit_code, 0) << text.out << text.err;
        EXPECT_THAT(text.out, HasSubstr("0 mismatches, 0 omissions"));
        const auto json = testing::run_cli("verify-board --format json --board " + path);
        EXPECT_EQ(json.exit_code, 0);
        const Json report = Json::parse(json.out);
        EXPECT_EQ(report["ok"], true);
        EXPECT_EQ(report["counts"]["states"], Json::parse(generated.out)["states"].size());
        const auto markdown = testing::run_cli("verify-board --format markdown --board " + path);
        EXPECT_EQ(markdown.exit_code, 0);
        EXPECT_THAT(markdown.out, HasSubstr("the graph agrees with the gates and is complete"));
    }
}

TEST_F(BoardGraphCliTest, MutatedGraphExitsOneAndMalformedGraphExitsTwo) {
    Json graph = graph_json("X,H,CNOT,SWAP");
    const int path = path_between(graph, "ZERO,ZERO", "ONE,ZERO");
    ASSERT_GE(path, 0);
    graph["paths"].erase(static_cast<std::size_t>(path));
    graph.erase("counts");
    const auto mutated = testing::run_cli("verify-board --board " + write("mutated.json", graph.dump(2)));
    EXPECT_EQ(mutated.exit_code, 1);
    EXPECT_THAT(mutated.out,
                HasSubstr("/states/0: ZERO,ZERO: X for MERCURIAL is neither a path nor a stay (the gate goes to "
                          "ONE,ZERO)"));
    const auto json = testing::run_cli("verify-board --format json --board " + write("mutated2.json", graph.dump()));
    EXPECT_EQ(json.exit_code, 1);
    EXPECT_EQ(Json::parse(json.out)["omissions"].size(), 2u);

    graph["paths"][3]["between"][1] = "S99";
    const std::string bad = write("bad.json", graph.dump(2));
    const auto malformed_run = testing::run_cli("verify-board --board " + bad);
    EXPECT_EQ(malformed_run.exit_code, 2);
    EXPECT_EQ(malformed_run.err, bad + ": /paths/3/between/1: unknown state \"S99\"\n");
    EXPECT_EQ(malformed_run.out, "");

    const auto missing = testing::run_cli("verify-board --board " + (dir_ / "absent.json").string());
    EXPECT_EQ(missing.exit_code, 2);
    EXPECT_THAT(missing.err, HasSubstr("absent.json: no such file"));
}

}  // namespace
}  // namespace entanglion
