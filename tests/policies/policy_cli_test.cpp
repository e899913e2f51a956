// entanglion-cli hint (one policy's advice) and simulate, run as a separate process. The look-ahead
// hint and simulate --save-records: tests/analysis/review_cli_test.cpp.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "game/rules/record.h"
#include "tests/cli/run_cli.h"
#include "tests/common/temp_dir.h"
#include "tests/policies/heuristic_positions.h"

namespace entanglion::policies {
namespace {

namespace fs = std::filesystem;
using entanglion::testing::run_cli;
using namespace entanglion::rules;

class PolicyCliTest : public entanglion::testing::TempDirTest {
protected:
    /// Writes a record of `setup` followed by `actions` (no dice needed) and returns its path.
    std::string write_record(const GameSetup& setup, const std::vector<Action>& actions, const std::string& name) {
        GameRecord record;
        record.variant = setup.variant;
        record.setup = setup;
        for (const Action& a : actions) record.actions.push_back(RecordedAction{a, {}, {}});
        return write(name, record_to_json(record));
    }
};

/// Everything a simulate run prints before its timing.
std::string results_of(const std::string& out) { return out.substr(0, out.find("seconds:")); }

TEST_F(PolicyCliTest, HintSuggestsTheOneCardThatReachesAComponent) {
    const std::string file = write_record(testing::one_card_to_a_component(), {}, "one-card.json");
    const auto result = run_cli("hint " + file + " --policy heuristic");
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_EQ(result.out,
              "RUBICON navigate H\n"
              "Rubicon plays H: both ships to OMEGA TWO, which holds Quantum Gates; detection risk 2/8\n");
}

TEST_F(PolicyCliTest, HintPlaysQuantumTunnelOnTheEighthComponentAsJson) {
    // The record ends with Mercurial's retrieval waiting for the defense decision.
    const std::string file = write_record(testing::eighth_component_with_quantum_tunnel(),
                                          {Action::retrieve(Ship::kMercurial)}, "eighth.json");
    const auto result = run_cli("hint " + file + " --policy heuristic --seed 9 --json");
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const auto hint = nlohmann::json::parse(result.out);
    EXPECT_EQ(hint["action"], "MERCURIAL play_quantum_tunnel");
    EXPECT_EQ(hint["player"], "MERCURIAL");
    EXPECT_EQ(hint["reason"], "quantum_tunnel_last");
    EXPECT_EQ(hint["component"], "QUANTUM_GATES");
    EXPECT_EQ(hint["risk"]["numerator"], 0);
    EXPECT_EQ(hint["risk"]["denominator"], 8);
    EXPECT_EQ(hint["policy"], "heuristic");
    EXPECT_EQ(hint["seed"], 9);
    EXPECT_EQ(hint["explanation"],
              "Mercurial plays Quantum Tunnel: Quantum Gates is the eighth and last component; detection risk 0/8");
}

TEST_F(PolicyCliTest, HintWithTheRandomPolicySaysItIsRandom) {
    ASSERT_EQ(run_cli("new --seed 7 --out " + path("game.json")).exit_code, 0);
    const auto result = run_cli("hint " + path("game.json") + " --policy random --json");
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const auto hint = nlohmann::json::parse(result.out);
    EXPECT_EQ(hint["reason"], "random_choice");
    EXPECT_NE(hint["explanation"].get<std::string>().find("random choice among "), std::string::npos);
    std::string error;
    EXPECT_TRUE(parse_action(hint["action"].get<std::string>(), &error).has_value()) << error;
}

TEST_F(PolicyCliTest, HintExplainSaysWhyFromTheSearchsOwnFigures) {
    // Rubicon's H takes both ships to OMEGA TWO, which holds Quantum Gates (not the last component).
    const std::string file = write_record(testing::one_card_to_a_component(), {}, "one-card.json");
    const auto text = run_cli("hint " + file + " --explain --playouts 300 --seed 3");
    ASSERT_EQ(text.exit_code, 0) << text.err;
    const auto json = run_cli("hint " + file + " --explain --playouts 300 --seed 3 --json");
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const auto hint = nlohmann::json::parse(json.out);
    const auto& why = hint["why"];
    EXPECT_EQ(hint["policy"], "search");
    EXPECT_EQ(why["kind"], "reach_component");
    EXPECT_EQ(why["action"], "RUBICON navigate H");
    EXPECT_EQ(why["positions"]["MERCURIAL"], "OMEGA_TWO");
    EXPECT_EQ(why["component"], "QUANTUM_GATES");
    EXPECT_EQ(why["total_futures"], 300);
    EXPECT_LE(why["won"].get<int>(), why["futures"].get<int>());
    // The English sentence is built from those figures, the same in both forms.
    const std::string sentence = "RUBICON navigate H: both ships reach OMEGA TWO, where Quantum Gates is; " +
                                 std::to_string(why["won"].get<int>()) + " of " +
                                 std::to_string(why["futures"].get<int>()) + " futures won (next best, " +
                                 why["runner_up"]["action"].get<std::string>() + ": " +
                                 std::to_string(why["runner_up"]["won"].get<int>()) + " of " +
                                 std::to_string(why["runner_up"]["futures"].get<int>()) + ")";
    EXPECT_EQ(hint["explanation"], sentence);
    EXPECT_EQ(text.out, "RUBICON navigate H\n" + sentence + "\n");
    // Only the search explains itself so.
    const auto heuristic = run_cli("hint " + file + " --explain --policy heuristic");
    EXPECT_EQ(heuristic.exit_code, 2);
    EXPECT_NE(heuristic.err.find("--explain words the search's choice"), std::string::npos) << heuristic.err;
}

TEST_F(PolicyCliTest, HintRefusesBadRecordsAndArgumentsWithExitTwo) {
    const auto missing = run_cli("hint " + path("nowhere.json"));
    EXPECT_EQ(missing.exit_code, 2);
    EXPECT_NE(missing.err.find(path("nowhere.json")), std::string::npos) << missing.err;

    std::ofstream(path("broken.json")) << "{\"format\": ";
    const auto broken = run_cli("hint " + path("broken.json"));
    EXPECT_EQ(broken.exit_code, 2);
    EXPECT_NE(broken.err.find(path("broken.json")), std::string::npos) << broken.err;

    // Mercurial cannot act twice: the record does not replay, and the message names the action.
    const std::string illegal = write_record(testing::one_card_to_a_component(),
                                             {Action::navigate(Ship::kMercurial, EngineCard::kSWAP)}, "illegal.json");
    const auto refused = run_cli("hint " + illegal);
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find(illegal + ": action 0: "), std::string::npos) << refused.err;

    const std::string won =
        write_record(testing::eighth_component_with_quantum_tunnel(),
                     {Action::retrieve(Ship::kMercurial), Action::play_quantum_tunnel(Ship::kMercurial)}, "won.json");
    const auto over = run_cli("hint " + won);
    EXPECT_EQ(over.exit_code, 2);
    EXPECT_EQ(over.err, won + ": the game is over (won): there is no action to suggest\n");
    EXPECT_TRUE(over.out.empty());

    const auto policy = run_cli("hint " + won + " --policy greedy");
    EXPECT_EQ(policy.exit_code, 2);
    EXPECT_NE(policy.err.find("unknown policy \"greedy\""), std::string::npos) << policy.err;
    EXPECT_EQ(run_cli("hint " + won + " --budget-ms 0").exit_code, 2);
    EXPECT_EQ(run_cli("hint").exit_code, 2);
}

TEST_F(PolicyCliTest, SimulateReportsWinRateLossesAndTheSameResultsOnTwoThreads) {
    const auto one = run_cli("simulate --games 300 --policy heuristic --seed 3 --difficulty 2");
    ASSERT_EQ(one.exit_code, 0) << one.err;
    for (const char* line : {"games: 300\n", "won: ", "lost: ", "mean length: ", "win rate: ", "(95% interval ",
                             "lost to orbital defenses: ", "lost to ground defenses: ", "lost to PROBE: ",
                             "lost to event cards: ", "games per second: ", "threads: 1\n"}) {
        EXPECT_NE(one.out.find(line), std::string::npos) << line << " missing in\n" << one.out;
    }
    EXPECT_EQ(one.out.find("unknown"), std::string::npos) << one.out;
    const auto two = run_cli("simulate --games 300 --policy heuristic --seed 3 --difficulty 2 --threads 2");
    ASSERT_EQ(two.exit_code, 0) << two.err;
    EXPECT_EQ(results_of(one.out), results_of(two.out));
    EXPECT_NE(two.out.find("threads: 2\n"), std::string::npos);
    EXPECT_TRUE(two.err.empty()) << "no progress line when stderr is not a terminal: " << two.err;
}

TEST_F(PolicyCliTest, SimulateKeepsTheRandomPolicysSeededGames) {
    // The reference figures docs/performance.md quotes (1,000 games of seed 1, the setup dealt by
    // chance nodes): the same seed plays the same games on every machine and build.
    const auto result = run_cli("simulate --games 1000 --policy random --seed 1");
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_NE(result.out.find("won: 0\n"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("mean length: 273.451 actions\n"), std::string::npos) << result.out;
}

TEST_F(PolicyCliTest, SimulateJsonAddsUp) {
    const auto result = run_cli("simulate --games 200 --policy heuristic --variant quantum --seed 5 --json");
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const auto out = nlohmann::json::parse(result.out);
    EXPECT_EQ(out["games"], 200);
    EXPECT_EQ(out["policy"], "heuristic");
    EXPECT_EQ(out["variant"], "quantum");
    EXPECT_EQ(out["won"].get<int>() + out["lost"].get<int>(), 200);
    int losses = 0;
    for (const auto& [cause, count] : out["losses"].items()) losses += count.get<int>();
    EXPECT_EQ(losses, out["lost"].get<int>());
    EXPECT_EQ(out["losses"].size(), 4u);  // orbital, ground, probe, event_card: the rules name every loss
    const double rate = out["win_rate"];
    EXPECT_LE(out["win_rate_95"]["low"].get<double>(), rate);
    EXPECT_GE(out["win_rate_95"]["high"].get<double>(), rate);
    EXPECT_EQ(out["win_rate_95"]["method"], "wilson");
}

TEST_F(PolicyCliTest, SimulateWithSecondsSaysWhenTheTimeRanOut) {
    // Far more games than a second plays: the report says how many were played of how many asked.
    const auto result = run_cli("simulate --games 10000000 --policy random --seed 1 --seconds 1");
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_NE(result.out.find(" (of 10000000: --seconds 1 ran out)\n"), std::string::npos) << result.out;
    const auto json = run_cli("simulate --games 10000000 --policy random --seed 1 --seconds 1 --json");
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const auto out = nlohmann::json::parse(json.out);
    EXPECT_EQ(out["time_limit_seconds"], 1);
    EXPECT_GT(out["games"].get<std::int64_t>(), 0);
    EXPECT_LT(out["games"].get<std::int64_t>(), 10000000);
    EXPECT_EQ(out["won"].get<std::int64_t>() + out["lost"].get<std::int64_t>(), out["games"].get<std::int64_t>());
}

TEST_F(PolicyCliTest, SimulateRefusesBadArgumentsWithExitTwo) {
    for (const std::string arguments :
         {"--games 0", "--threads 0", "--threads 257", "--difficulty 4", "--variant classic", "--policy greedy",
          "--budget-ms 0", "--games 10 --seed -1", "--seconds 0", "--seconds 86401", "--seconds 1.5"}) {
        const auto result = run_cli("simulate " + arguments);
        EXPECT_EQ(result.exit_code, 2) << arguments;
        EXPECT_FALSE(result.err.empty()) << arguments;
    }
    const auto policy = run_cli("simulate --policy greedy");
    EXPECT_NE(policy.err.find("unknown policy \"greedy\": expected one of random, heuristic"), std::string::npos)
        << policy.err;
}

}  // namespace
}  // namespace entanglion::policies
