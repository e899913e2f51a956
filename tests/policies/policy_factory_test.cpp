// The policy factory (names to policies), the typed explanation of a choice, the detection risk a
// hint shows, and the balance figures shipped as data (data/balance.json).

#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "game/policies/balance_figures.h"
#include "game/policies/explanation.h"
#include "game/policies/policy_factory.h"
#include "game/rules/game_state.h"

namespace entanglion::policies {
namespace {

using namespace entanglion::rules;

TEST(PolicyFactoryTest, MakesEveryNamedPolicyAndItPlaysLegally) {
    ASSERT_FALSE(policy_names().empty());
    EXPECT_EQ(best_policy_name(), policy_names().back());
    for (std::string_view name : policy_names()) {
        std::string error;
        std::unique_ptr<Policy> policy = make_policy(name, 5, 10, &error);
        ASSERT_NE(policy, nullptr) << name << ": " << error;
        SeededChance chance(3);
        GameState state(generate_setup(2, RulesVariant::kBoard, chance));
        for (int i = 0; i < 50 && !state.is_over(); ++i) {
            const Action action = policy->choose(state);
            ASSERT_TRUE(state.is_legal(action)) << name << " chose " << action_to_string(action);
            state.apply_legal(action, chance);
        }
    }
}

TEST(PolicyFactoryTest, SameSeedSameChoices) {
    SeededChance chance(11);
    const GameState state(generate_setup(1, RulesVariant::kBoard, chance));
    std::unique_ptr<Policy> a = make_policy("random", 99);
    std::unique_ptr<Policy> b = make_policy("random", 99);
    for (int i = 0; i < 20; ++i) EXPECT_EQ(a->choose(state), b->choose(state));
}

TEST(PolicyFactoryTest, UnknownNameIsRefusedWithTheKnownNames) {
    std::string error;
    EXPECT_EQ(make_policy("genius", 1, 0, &error), nullptr);
    EXPECT_NE(error.find("genius"), std::string::npos) << error;
    EXPECT_NE(error.find("random"), std::string::npos) << error;
    EXPECT_EQ(make_policy("", 1), nullptr);
}

TEST(ExplanationTest, RandomChoiceCountsTheLegalActions) {
    SeededChance chance(21);
    GameState state(generate_setup(1, RulesVariant::kBoard, chance));
    std::unique_ptr<Policy> policy = make_policy("random", 4);
    for (int i = 0; i < 40 && !state.is_over(); ++i) {
        const Action action = policy->choose(state);
        const ChoiceExplanation why = explain_choice(state, action);
        EXPECT_EQ(why.reason, ChoiceReason::kRandomChoice);
        EXPECT_EQ(why.legal_action_count, static_cast<int>(state.legal_actions().size()));
        state.apply_legal(action, chance);
    }
}

TEST(ExplanationTest, DetectionRiskIsTheRateOverEight) {
    for (int difficulty = 1; difficulty <= 3; ++difficulty) {
        SeededChance chance(difficulty);
        const GameState state(generate_setup(difficulty, RulesVariant::kBoard, chance));
        EXPECT_GT(state.detection_value(), 0);
        EXPECT_DOUBLE_EQ(detection_risk(state), state.detection_value() / 8.0) << "difficulty " << difficulty;
    }
}

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
    EXPECT_NE(problem(std::string(text).replace(text.find("\"won\": 10"), 9, "\"won\": 2000")).find("/figures/0: \"won\""),
              std::string::npos);
    EXPECT_NE(problem(std::string(text).replace(text.find("0.005"), 5, "0.015")).find("interval"), std::string::npos);
    EXPECT_NE(problem(std::string(text).replace(text.find("\"difficulty\": 2"), 15, "\"difficulty\": 4")).find("difficulty"),
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
        EXPECT_NE(make_policy(figure.policy, 1), nullptr) << "a figure for an unknown policy: " << figure.policy;
    }
}

}  // namespace
}  // namespace entanglion::policies
