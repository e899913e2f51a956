// entanglion-cli review, what-if, the look-ahead hint and simulate --save-records, run as a separate
// process.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "tests/analysis/analysis_fixtures.h"
#include "tests/cli/run_cli.h"
#include "tests/policies/heuristic_positions.h"

namespace entanglion::analysis {
namespace {

namespace fs = std::filesystem;
using entanglion::testing::read_whole_file;
using entanglion::testing::run_cli;

class ReviewCliTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ =
            fs::temp_directory_path() /
            ("entanglion-review-cli-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    std::string save(const rules::GameRecord& record, const std::string& name) {
        std::string error;
        EXPECT_TRUE(rules::save_record(record, path(name), &error)) << error;
        return path(name);
    }
    /// A version 1 record of `setup` followed by `actions`, each with its scripted chance.
    std::string scripted(const rules::GameSetup& setup, const std::vector<rules::RecordedAction>& actions,
                         const std::string& name) {
        rules::GameRecord record;
        record.variant = setup.variant;
        record.setup = setup;
        record.actions = actions;
        std::ofstream(path(name)) << rules::record_to_json(record);
        return path(name);
    }
    fs::path dir_;
};

/// Tenths from "48.2" / "-11.1" / "+2.0".
int tenths_of(const std::string& text) {
    const bool negative = text[0] == '-';
    const std::string digits = text.substr(text[0] == '-' || text[0] == '+' ? 1 : 0);
    const auto dot = digits.find('.');
    const int value = std::stoi(digits.substr(0, dot)) * 10 + std::stoi(digits.substr(dot + 1));
    return negative ? -value : value;
}

TEST_F(ReviewCliTest, PrintsARowPerStepAndASummaryThatAddsUpAsPrinted) {
    const std::string file = save(testing::simulated_record(2, 31, 2), "game.json");
    const RecordHistory history = testing::history_of(*rules::load_record(file, nullptr));
    const auto result = run_cli("review " + file + " --playouts 128 --threads 2");
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_TRUE(result.err.empty()) << "no progress bar when stderr is not a terminal: " << result.err;
    std::istringstream lines(result.out);
    std::string line;
    int rows = 0;
    const std::regex row(
        R"(^(\d+)\s+(\d+)\s+(MERCURIAL|RUBICON|chance)\s+.*\s(\d+\.\d)\s+(\d+\.\d)\s+([+-]?\d+\.\d)  (.+)$)");
    const std::regex sum(R"(^  (\d+\.\d) ([+-]) (\d+\.\d) ([+-]) (\d+\.\d) = (\d+\.\d)$)");
    bool summed = false;
    int previous_after = -1;
    while (std::getline(lines, line)) {
        std::smatch m;
        if (std::regex_match(line, m, row)) {
            // The app's numbering: a decision's own step, a chance outcome's action's.
            const int actions = history.actions_before(rows);
            EXPECT_EQ(std::stoi(m[1]),
                      history.entries[static_cast<std::size_t>(rows)].is_chance ? actions : actions + 1)
                << line;
            EXPECT_EQ(std::stoi(m[2]), rows) << "the history index what-if --step takes: " << line;
            const int before = tenths_of(m[4]);
            const int after = tenths_of(m[5]);
            EXPECT_EQ(tenths_of(m[6]), after - before) << line;
            if (previous_after >= 0) {
                EXPECT_EQ(before, previous_after) << line;
            }
            previous_after = after;
            ++rows;
        } else if (std::regex_match(line, m, sum)) {
            const int decisions = (m[2] == "-" ? -1 : 1) * tenths_of(m[3]);
            const int luck = (m[4] == "-" ? -1 : 1) * tenths_of(m[5]);
            EXPECT_EQ(tenths_of(m[1]) + decisions + luck, tenths_of(m[6])) << line;
            EXPECT_EQ(tenths_of(m[6]), previous_after);
            summed = true;
        }
    }
    EXPECT_EQ(rows, history.entry_count());
    EXPECT_TRUE(summed) << result.out;
    // Words, not ids: what chance did is said as people say it (the JSON keeps the ids).
    for (const char* id : {" d8 ", " centarious ", "engine_draw", "event_draw", "component_pick"}) {
        EXPECT_EQ(result.out.find(id), std::string::npos) << id << " in\n" << result.out;
    }
    EXPECT_NE(result.out.find(" from the engine stack"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("'s detection roll "), std::string::npos) << result.out;
    for (const char* part : {"step  entry  who", "Summary", "  start:", "  decisions:", "  luck:", "  result:",
                             "MERCURIAL's player: ", "RUBICON's player: ", "key moments:"}) {
        EXPECT_NE(result.out.find(part), std::string::npos) << part;
    }
}

TEST_F(ReviewCliTest, JsonHasTheSameContentAndTheSameOnTwoThreads) {
    const std::string file = save(testing::simulated_record(3, 32, 1), "game.json");
    const auto one = run_cli("review " + file + " --playouts 128 --json");
    const auto two = run_cli("review " + file + " --playouts 128 --json --threads 2");
    ASSERT_EQ(one.exit_code, 0) << one.err;
    ASSERT_EQ(two.exit_code, 0) << two.err;
    nlohmann::json a = nlohmann::json::parse(one.out);
    nlohmann::json b = nlohmann::json::parse(two.out);
    a["summary"].erase("seconds");
    b["summary"].erase("seconds");
    a["settings"].erase("threads");
    b["settings"].erase("threads");
    EXPECT_EQ(a, b);
    const nlohmann::json& s = a["summary"];
    EXPECT_EQ(s["start_tenths"].get<int>() + s["decisions_tenths"].get<int>() + s["luck_tenths"].get<int>(),
              s["result_tenths"].get<int>());
    EXPECT_EQ(s["status"], a["steps"].back()["after"]["exact"] ? s["status"] : "in_progress");
    for (const nlohmann::json& step : a["steps"]) {
        EXPECT_EQ(step["after_tenths"].get<int>() - step["before_tenths"].get<int>(), step["swing_tenths"].get<int>());
        if (step["kind"] == "decision") {
            EXPECT_TRUE(step["decision"].contains("class"));
            EXPECT_TRUE(step["decision"].contains("best"));
        } else {
            EXPECT_EQ(step["kind"], "chance");
            EXPECT_TRUE(step["luck"].contains("label"));
        }
    }
    EXPECT_EQ(a["settings"]["policy"], "heuristic");
}

TEST_F(ReviewCliTest, TheLearnersDecisionsAreSummedApartFromTheAiPartners) {
    // RUBICON played by an AI partner: each ship's seat, the learner's totals (MERCURIAL's) and the
    // partner's (RUBICON's), in the JSON and the table.
    const std::string file = save(testing::simulated_record(2, 34, 0), "game.json");
    const auto json = run_cli("review " + file + " --playouts 128 --json --ai rubicon");
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const nlohmann::json s = nlohmann::json::parse(json.out)["summary"];
    EXPECT_EQ(s["players"]["MERCURIAL"]["seat"], "human");
    EXPECT_EQ(s["players"]["RUBICON"]["seat"], "ai");
    for (const char* field : {"decisions", "decisions_tenths", "points_lost_tenths", "classes"}) {
        EXPECT_EQ(s["learner"][field], s["players"]["MERCURIAL"][field]) << field;
        EXPECT_EQ(s["ai_partner"][field], s["players"]["RUBICON"][field]) << field;
    }
    EXPECT_GT(s["ai_partner"]["decisions"].get<int>(), 0);
    EXPECT_EQ(s["learner"]["decisions_tenths"].get<int>() + s["ai_partner"]["decisions_tenths"].get<int>(),
              s["decisions_tenths"].get<int>());
    const auto table = run_cli("review " + file + " --playouts 128 --ai RUBICON");
    ASSERT_EQ(table.exit_code, 0) << table.err;
    EXPECT_NE(table.out.find("RUBICON's player (AI partner): "), std::string::npos) << table.out;
    EXPECT_NE(table.out.find("the learner's decisions (MERCURIAL): " +
                             std::to_string(s["learner"]["decisions"].get<int>()) + ", "),
              std::string::npos)
        << table.out;
    EXPECT_NE(table.out.find("the AI partner's decisions (RUBICON): "), std::string::npos) << table.out;
    // Without --ai both ships are the learner's, and no partner line is printed.
    const auto alone = run_cli("review " + file + " --playouts 128 --json");
    const nlohmann::json both = nlohmann::json::parse(alone.out)["summary"];
    EXPECT_EQ(both["players"]["RUBICON"]["seat"], "human");
    EXPECT_EQ(both["learner"]["decisions_tenths"], both["decisions_tenths"]);
    EXPECT_EQ(both["ai_partner"]["decisions"], 0);
    EXPECT_EQ(run_cli("review " + file + " --ai VENUS").exit_code, 2);
}

TEST_F(ReviewCliTest, BadRecordsAndArgumentsGetALocatedErrorAndExitTwo) {
    const auto missing = run_cli("review " + path("nowhere.json"));
    EXPECT_EQ(missing.exit_code, 2);
    EXPECT_NE(missing.err.find(path("nowhere.json")), std::string::npos) << missing.err;
    std::ofstream(path("broken.json")) << "{\"format\": ";
    const auto broken = run_cli("review " + path("broken.json"));
    EXPECT_EQ(broken.exit_code, 2);
    EXPECT_NE(broken.err.find(path("broken.json") + ": line 1"), std::string::npos) << broken.err;
    rules::GameRecord record = testing::simulated_record(1, 33, 0);
    record.actions[3].action = record.actions[2].action;
    const std::string illegal = save(record, "illegal.json");
    const auto refused = run_cli("review " + illegal);
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_EQ(refused.err.rfind(illegal + ": action 3: ", 0), 0u) << refused.err;
    EXPECT_TRUE(refused.out.empty());
    const std::string good = save(testing::simulated_record(1, 33, 0), "good.json");
    EXPECT_EQ(run_cli("review " + good + " --playouts 10").exit_code, 2);
    EXPECT_EQ(run_cli("review " + good + " --policy random").exit_code, 2);
    EXPECT_EQ(run_cli("review " + good + " --threads 0").exit_code, 2);
    EXPECT_EQ(run_cli("review").exit_code, 2);
}

TEST_F(ReviewCliTest, SimulateSavesEveryGamesRecordAndTheResultsStayTheSame) {
    const auto plain = run_cli("simulate --games 5 --policy heuristic --seed 3 --difficulty 2");
    const auto saving = run_cli(
        "simulate --games 5 --policy heuristic --seed 3 --difficulty 2 --threads 2 --save-records " + path("records"));
    ASSERT_EQ(saving.exit_code, 0) << saving.err;
    EXPECT_EQ(plain.out.substr(0, plain.out.find("seconds:")), saving.out.substr(0, saving.out.find("seconds:")));
    int won = 0;
    for (int i = 0; i < 5; ++i) {
        const std::string file = path("records/game-00000" + std::to_string(i) + ".json");
        std::string error;
        const auto record = rules::load_record(file, &error);
        ASSERT_TRUE(record.has_value()) << error;
        EXPECT_NE(
            read_whole_file(file).find("\"version\": " + std::to_string(rules::kRecordFormatVersionWithoutTakeBacks)),
            std::string::npos);
        const rules::ReplayResult replayed = rules::replay_record(*record);
        ASSERT_TRUE(replayed.state.has_value()) << replayed.error;
        EXPECT_TRUE(replayed.state->is_over());
        // Game i of seed 3 is the one simulate deals, so replaying it in-process gives the same record.
        EXPECT_EQ(rules::record_to_json(*record),
                  rules::record_to_json(testing::simulated_record(2, 3, static_cast<std::uint64_t>(i))));
        won += replayed.state->status() == rules::GameStatus::kWon ? 1 : 0;
    }
    EXPECT_NE(saving.out.find("won: " + std::to_string(won) + "\n"), std::string::npos) << saving.out;
    EXPECT_EQ(std::distance(fs::directory_iterator(path("records")), fs::directory_iterator{}), 5);
}

TEST_F(ReviewCliTest, SimulateRefusesADirectoryItCannotUse) {
    std::ofstream(path("a-file")) << "x";
    const auto file = run_cli("simulate --games 2 --policy heuristic --save-records " + path("a-file"));
    EXPECT_EQ(file.exit_code, 2);
    EXPECT_EQ(file.err, path("a-file") + ": cannot use as the directory for the records: Not a directory\n");
    EXPECT_TRUE(file.out.empty());
    const auto below = run_cli("simulate --games 2 --policy heuristic --save-records " + path("a-file/records"));
    EXPECT_EQ(below.exit_code, 2);
    EXPECT_EQ(below.err.rfind(path("a-file/records") + ": cannot use as the directory for the records: ", 0), 0u)
        << below.err;
    EXPECT_EQ(run_cli("simulate --games 2 --save-records ''").exit_code, 2);
}

TEST_F(ReviewCliTest, HintLooksAheadAndShowsTheOtherActionsChances) {
    // Mercurial has retrieved the eighth component and answers the defense: Quantum Tunnel wins.
    const std::string file = scripted(policies::testing::eighth_component_with_quantum_tunnel(),
                                      {{rules::Action::retrieve(Ship::kMercurial), {}, {}}}, "eighth.json");
    const auto result = run_cli("hint " + file + " --playouts 256");
    ASSERT_EQ(result.exit_code, 0) << result.err;
    // The plan is the search's a person waits for (the app's hint), with its sentence from its figures.
    EXPECT_EQ(result.out.rfind("MERCURIAL play_quantum_tunnel\n"
                               "MERCURIAL play_quantum_tunnel: the best of 2 legal actions tried; ",
                               0),
              0u)
        << result.out;
    EXPECT_NE(result.out.find("futures won (next best, MERCURIAL roll_defense: "), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("\nwin probability 100.0% (100.0% to 100.0%)"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("the other actions:\n  MERCURIAL roll_defense"), std::string::npos) << result.out;
    const auto json = run_cli("hint " + file + " --playouts 256 --json");
    ASSERT_EQ(json.exit_code, 0) << json.err;
    const nlohmann::json hint = nlohmann::json::parse(json.out);
    EXPECT_EQ(hint["policy"], "lookahead");
    EXPECT_EQ(hint["action"], "MERCURIAL play_quantum_tunnel");
    EXPECT_EQ(hint["why"]["kind"], "best_tried") << json.out;
    EXPECT_EQ(hint["actions"].size(), 2u);
    EXPECT_EQ(hint["win"]["probability"], 1.0);
}

TEST_F(ReviewCliTest, HintSaysWhenADetectionNowLosesTheGame) {
    rules::GameSetup setup = policies::testing::eighth_component_with_quantum_tunnel();
    policies::testing::set_event_hand(setup, Ship::kMercurial, {});
    setup.detection_position = 10;
    const std::string file = scripted(setup, {}, "edge.json");
    const auto result = run_cli("hint " + file + " --playouts 256");
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_NE(result.out.find("MERCURIAL retrieve"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("a detection now loses the game"), std::string::npos) << result.out;
}

TEST_F(ReviewCliTest, WhatIfComparesAnotherActionAndLeavesTheFileAsItWas) {
    const std::string file = save(testing::simulated_record(2, 34, 0), "game.json");
    const std::string bytes = read_whole_file(file);
    const RecordHistory history = testing::history_of(*rules::load_record(file, nullptr));
    const rules::Action played = history.entries[0].action;
    rules::Action other = played;
    for (const rules::Action& a : history.positions[0].legal_actions()) {
        if (!(a == played)) other = a;
    }
    const auto result =
        run_cli("what-if " + file + " --step 0 --action '" + rules::action_to_string(other) + "' --playouts 128");
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_EQ(result.out.rfind("What if, at step 0 (" + rules::action_to_string(played) + " in the record), " +
                                   rules::action_to_string(other) + ":\n",
                               0),
              0u)
        << result.out;
    EXPECT_NE(result.out.find("played on by the heuristic team with the recorded luck: "), std::string::npos);
    const auto fresh = run_cli("what-if " + file + " --step 1 --outcome '" + describe_entry(history.entries[1]) +
                               "' --fresh-luck --json --playouts 128");
    ASSERT_EQ(fresh.exit_code, 0) << fresh.err;
    EXPECT_EQ(nlohmann::json::parse(fresh.out)["luck"], "fresh");
    EXPECT_EQ(read_whole_file(file), bytes);
    const auto wrong = run_cli("what-if " + file + " --step 1 --action '" + rules::action_to_string(other) + "'");
    EXPECT_EQ(wrong.exit_code, 2);
    EXPECT_NE(wrong.err.find(file + ": step 1 is a chance outcome"), std::string::npos) << wrong.err;
    EXPECT_EQ(run_cli("what-if " + file + " --step 0").exit_code, 2);
}

}  // namespace
}  // namespace entanglion::analysis
