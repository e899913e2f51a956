// The balance figures shipped as data (data/balance.json): the measured win rates the New game
// dialog shows, read by Qt-free code.

#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "game/policies/balance_figures.h"
#include "game/policies/policy_factory.h"

namespace entanglion::policies {
namespace {

constexpr const char* kGoodTable = R"({"about": "test", "figures": [
  {"policy": "random", "variant": "board", "difficulty": 2, "games": 1000, "won": 10,
   "ci95_low": 0.005, "ci95_high": 0.02, "command": "entanglion-cli simulate"}]})";

TEST(BalanceFiguresTest, ParsesAndFinds) {
    std::string error;
    const std::optional<BalanceTable> table = parse_balance_table(kGoodTable, "t.json", &error);
    ASSERT_TRUE(table) << error;
    const BalanceFigure* figure = table->find("random", "board", 2);
    ASSERT_NE(figure, nullptr);
    EXPECT_DOUBLE_EQ(figure->win_rate(), 0.01);
    EXPECT_EQ(table->find("random", "board", 1), nullptr);
    EXPECT_EQ(table->find("random", "quantum", 2), nullptr);
}

TEST(BalanceFiguresTest, BadFilesAreRefusedWithWhereAndWhy) {
    const auto problem = [](std::string text) {
        std::string error;
        EXPECT_FALSE(parse_balance_table(text, "b.json", &error)) << text;
        return error;
    };
    EXPECT_NE(problem("{").find("b.json: line 1"), std::string::npos);
    EXPECT_NE(problem("[]").find("b.json: /"), std::string::npos);
    std::string text = kGoodTable;
    EXPECT_NE(
        problem(std::string(text).replace(text.find("\"won\": 10"), 9, "\"won\": 2000")).find("/figures/0: \"won\""),
        std::string::npos);
    EXPECT_NE(problem(std::string(text).replace(text.find("0.005"), 5, "0.015")).find("interval"), std::string::npos);
    EXPECT_NE(
        problem(std::string(text).replace(text.find("\"difficulty\": 2"), 15, "\"difficulty\": 4")).find("difficulty"),
        std::string::npos);
    const std::string entry = text.substr(text.find('{', 1), text.rfind('}') - text.find('{', 1) - 1);
    EXPECT_NE(problem(R"({"about": "x", "figures": [)" + entry + "," + entry + "]}").find("/figures/1: a second entry"),
              std::string::npos);
}

TEST(BalanceFiguresTest, TheShippedFileHasEveryDifficultyForRandomOnTheBoard) {
    std::ifstream file(std::string(ENTANGLION_SOURCE_DIR) + "/data/balance.json");
    ASSERT_TRUE(file) << "data/balance.json is missing";
    std::stringstream text;
    text << file.rdbuf();
    std::string error;
    const std::optional<BalanceTable> table = parse_balance_table(text.str(), "data/balance.json", &error);
    ASSERT_TRUE(table) << error;
    for (int difficulty = 1; difficulty <= 3; ++difficulty) {
        const BalanceFigure* figure = table->find("random", "board", difficulty);
        ASSERT_NE(figure, nullptr) << "difficulty " << difficulty;
        EXPECT_GE(figure->games, 10000);
        EXPECT_NE(figure->command.find("simulate"), std::string::npos);
    }
    for (const BalanceFigure& figure : table->figures) {
        EXPECT_NE(make_policy(figure.policy, {1, 100, 1}), nullptr)
            << "a figure for an unknown policy: " << figure.policy;
    }
}

}  // namespace
}  // namespace entanglion::policies
