// entanglion-cli new / replay / play / simulate, run as a separate process.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/cli/run_cli.h"
#include "tests/common/temp_dir.h"

namespace entanglion::rules {
namespace {

namespace fs = std::filesystem;
using entanglion::testing::read_whole_file;
using entanglion::testing::run_cli;

using GameCliTest = entanglion::testing::TempDirTest;

TEST_F(GameCliTest, NewThenReplayText) {
    const auto created = run_cli("new --seed 7 --difficulty 2 --out " + path("game.json"));
    ASSERT_EQ(created.exit_code, 0) << created.err;
    const auto record = nlohmann::json::parse(read_whole_file(path("game.json")));
    EXPECT_EQ(record["seed"], 7);
    EXPECT_EQ(record["difficulty"], 2);
    EXPECT_EQ(record["variant"], "board");
    const auto replayed = run_cli("replay " + path("game.json"));
    ASSERT_EQ(replayed.exit_code, 0) << replayed.err;
    EXPECT_NE(replayed.out.find("Status: in_progress"), std::string::npos);
    EXPECT_NE(replayed.out.find("in |Mercurial Rubicon>"), std::string::npos);
    EXPECT_NE(replayed.out.find("Detection: position 2 of 12 (2), value 2"), std::string::npos);
    EXPECT_NE(replayed.out.find("goes first"), std::string::npos);
}

TEST_F(GameCliTest, PlayedGameReplaysAsJson) {
    const auto played = run_cli("play --seed 3 --out " + path("game.json"), "1\n1\nnonsense\nquit\n");
    ASSERT_EQ(played.exit_code, 0) << played.err;
    EXPECT_NE(played.out.find("! expected"), std::string::npos);
    const auto record = nlohmann::json::parse(read_whole_file(path("game.json")));
    ASSERT_EQ(record["version"], 3);
    std::size_t actions = 0;
    for (const auto& entry : record["history"]) actions += entry.contains("type") ? 1 : 0;
    ASSERT_EQ(actions, 2u);
    const auto replayed = run_cli("replay --json " + path("game.json"));
    ASSERT_EQ(replayed.exit_code, 0) << replayed.err;
    const auto state = nlohmann::json::parse(replayed.out);
    EXPECT_EQ(state["status"], "in_progress");
    EXPECT_EQ(state["actions_applied"], 2);
    EXPECT_TRUE(state["ships"].contains("MERCURIAL"));
    EXPECT_NE(state["state"]["ket"].get<std::string>().find("in |Mercurial Rubicon>"), std::string::npos);
    EXPECT_TRUE(state["detection"].contains("value"));
    EXPECT_EQ(state["planet_components"].size(), 8u);
    EXPECT_FALSE(state["log"].empty());
}

TEST_F(GameCliTest, ARecordWithATakeBackReplaysWithTheCardKnownOnTop) {
    ASSERT_EQ(run_cli("play --seed 3 --out " + path("game.json"), "1\nquit\n").exit_code, 0);
    auto record = nlohmann::json::parse(read_whole_file(path("game.json")));
    // The action played drew its replacement; the take-back puts that card back on top.
    nlohmann::json& history = record["history"];
    std::size_t action = 0;
    for (std::size_t i = 0; i < history.size(); ++i) {
        if (history[i].contains("type")) action = i;
    }
    nlohmann::json returned = nlohmann::json::array();
    for (std::size_t i = action + 1; i < history.size(); ++i) {
        ASSERT_TRUE(history[i].contains("engine_draw")) << history[i].dump();
        returned.push_back(history[i]);
    }
    ASSERT_EQ(returned.size(), 1u);
    const std::string card = returned[0]["engine_draw"].get<std::string>();
    history.push_back({{"take_back", history[action]}, {"returned", returned}});
    record["version"] = 4;
    std::ofstream(path("taken.json")) << record.dump(2);

    const auto replayed = run_cli("replay " + path("taken.json"));
    ASSERT_EQ(replayed.exit_code, 0) << replayed.err;
    EXPECT_NE(replayed.out.find("took back an action: "), std::string::npos) << replayed.out;
    EXPECT_NE(replayed.out.find("The drawn card " + card + " goes back on top of the engine stack"), std::string::npos);
    EXPECT_NE(replayed.out.find("Known on top: engine stack " + card), std::string::npos) << replayed.out;
    const auto json_state = run_cli("replay --json " + path("taken.json"));
    ASSERT_EQ(json_state.exit_code, 0) << json_state.err;
    const auto state = nlohmann::json::parse(json_state.out);
    EXPECT_EQ(state["known_on_top"]["engine_stack"], nlohmann::json::array({card}));
    EXPECT_EQ(state["actions_applied"], 0) << "the action is taken back";

    // Written as version 3, the same file is refused: take-backs are version 4.
    record["version"] = 3;
    std::ofstream(path("old.json")) << record.dump(2);
    const auto refused = run_cli("replay " + path("old.json"));
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find("a take-back is an entry of version 4 records, not 3"), std::string::npos)
        << refused.err;
}

TEST_F(GameCliTest, AnIllegalActionInARecordExitsTwoWithItsIndex) {
    ASSERT_EQ(run_cli("play --seed 3 --out " + path("game.json"), "1\nquit\n").exit_code, 0);
    auto record = nlohmann::json::parse(read_whole_file(path("game.json")));
    // The same player cannot act twice in a row: the first action again.
    for (const auto& entry : record["history"]) {
        if (entry.contains("type")) {
            record["history"].push_back(entry);
            break;
        }
    }
    std::ofstream(path("bad.json")) << record.dump(2);
    const std::string before = read_whole_file(path("bad.json"));
    const auto replayed = run_cli("replay " + path("bad.json"));
    EXPECT_EQ(replayed.exit_code, 2);
    EXPECT_NE(replayed.err.find(path("bad.json") + ": action 1: it is "), std::string::npos) << replayed.err;
    EXPECT_EQ(read_whole_file(path("bad.json")), before);
}

TEST_F(GameCliTest, MalformedOrIncompleteRecordsExitTwo) {
    std::ofstream(path("broken.json")) << "{\"format\": \"entanglion-record\", ";
    auto result = run_cli("replay " + path("broken.json"));
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_NE(result.err.find(path("broken.json") + ": line 1, column"), std::string::npos) << result.err;
    std::ofstream(path("partial.json")) << R"({"format": "entanglion-record", "version": 1, "difficulty": 1})";
    result = run_cli("replay " + path("partial.json"));
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_NE(result.err.find(path("partial.json") + ": /: missing field \"variant\""), std::string::npos)
        << result.err;
    result = run_cli("replay " + path("absent.json"));
    EXPECT_EQ(result.exit_code, 2);
}

TEST_F(GameCliTest, SavingIsAtomicAndABadResumeWritesNothing) {
    std::ofstream(path("game.json")) << "previous";
    ASSERT_EQ(run_cli("new --seed 1 --out " + path("game.json")).exit_code, 0);
    EXPECT_NE(read_whole_file(path("game.json")).find("entanglion-record"), std::string::npos);
    EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator{}), 1);  // no temporary left
    const auto missing_dir = run_cli("new --seed 1 --out " + path("nowhere/game.json"));
    EXPECT_EQ(missing_dir.exit_code, 2);
    EXPECT_FALSE(fs::exists(path("nowhere")));
    std::ofstream(path("bad.json")) << "[]";
    std::ofstream(path("out.json")) << "keep me";
    const auto resumed = run_cli("play --resume " + path("bad.json") + " --out " + path("out.json"), "quit\n");
    EXPECT_EQ(resumed.exit_code, 2);
    EXPECT_EQ(read_whole_file(path("out.json")), "keep me");
}

TEST_F(GameCliTest, BadArgumentsExitTwo) {
    EXPECT_EQ(run_cli("new --seed 1 --difficulty 4 --out " + path("g.json")).exit_code, 2);
    EXPECT_EQ(run_cli("new --seed 1 --variant classic --out " + path("g.json")).exit_code, 2);
    EXPECT_EQ(run_cli("simulate --games 10 --policy greedy").exit_code, 2);
}

TEST_F(GameCliTest, SimulateReportsGamesPerSecond) {
    const auto result = run_cli("simulate --games 50 --policy random --seed 2");
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_NE(result.out.find("games: 50"), std::string::npos);
    EXPECT_NE(result.out.find("games per second: "), std::string::npos);
    EXPECT_NE(result.out.find("mean length: "), std::string::npos);
    // Same seed, same results.
    const auto again = run_cli("simulate --games 50 --policy random --seed 2");
    auto results_of = [](const std::string& out) { return out.substr(0, out.find("seconds:")); };
    EXPECT_EQ(results_of(result.out), results_of(again.out));
}

}  // namespace
}  // namespace entanglion::rules
