// entanglion-cli compare: exit 0 when every record has the first one's deal, 1 when one differs,
// 2 for a file that does not load; `new --seed` twice deals the same.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "tests/cli/run_cli.h"

namespace entanglion {
namespace {

using testing::run_cli;

class CompareCliTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = std::filesystem::temp_directory_path() /
               ("entanglion-compare-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    std::string new_game(const std::string& name, int seed) const {
        const auto run = run_cli("new --seed " + std::to_string(seed) + " --out " + path(name));
        EXPECT_EQ(run.exit_code, 0) << run.err;
        return path(name);
    }
    std::filesystem::path dir_;
};

TEST_F(CompareCliTest, TwoGamesOfTheSameSeedHaveTheSameDeal) {
    const std::string a = new_game("pair-1.json", 2024);
    const std::string b = new_game("pair-2.json", 2024);
    const auto run = run_cli("compare " + a + " " + b);
    EXPECT_EQ(run.exit_code, 0) << run.out << run.err;
    EXPECT_NE(run.out.find("pair-1.json  same"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("pair-2.json  same"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("Every record has the same deal as the first."), std::string::npos) << run.out;
}

TEST_F(CompareCliTest, ARecordOfAnotherSeedExitsOne) {
    const auto run = run_cli("compare " + new_game("a.json", 1) + " " + new_game("b.json", 2) + " --json --no-review");
    EXPECT_EQ(run.exit_code, 1) << run.out << run.err;
    const auto json = nlohmann::json::parse(run.out);
    EXPECT_FALSE(json["same_deal"].get<bool>());
    EXPECT_FALSE(json["reviewed"].get<bool>());
    EXPECT_TRUE(json["records"][0]["same_deal"].get<bool>());
    EXPECT_FALSE(json["records"][1]["same_deal"].get<bool>());
    EXPECT_EQ(json["records"][1]["result"], "in_progress");
    EXPECT_EQ(json["records"][1]["actions"], 0);
    EXPECT_TRUE(json["records"][1]["points_lost"].is_null());
}

TEST_F(CompareCliTest, TheReviewFillsThePointsLostOfEachPair) {
    // One game the heuristic team played, twice under two names: the same deal, the same review.
    const auto simulate =
        run_cli("simulate --games 1 --policy heuristic --difficulty 2 --seed 5 --save-records " + path("games"));
    ASSERT_EQ(simulate.exit_code, 0) << simulate.err;
    const std::string played = path("games/game-000000.json");
    std::filesystem::copy_file(played, path("copy.json"));
    const auto run = run_cli("compare " + played + " " + path("copy.json") + " --json --playouts 64 --threads 2");
    ASSERT_EQ(run.exit_code, 0) << run.out << run.err;
    const auto json = nlohmann::json::parse(run.out);
    EXPECT_TRUE(json["reviewed"].get<bool>());
    ASSERT_TRUE(json["records"][0]["points_lost"].is_number()) << run.out;
    EXPECT_GE(json["records"][0]["points_lost"].get<double>(), 0.0);
    EXPECT_EQ(json["records"][0]["points_lost"], json["records"][1]["points_lost"]);
    EXPECT_GT(json["records"][0]["actions"].get<int>(), 0);

    const auto unreviewed = run_cli("compare " + played + " --json --no-review");
    ASSERT_EQ(unreviewed.exit_code, 0) << unreviewed.err;
    EXPECT_FALSE(nlohmann::json::parse(unreviewed.out)["records"][0]["points_lost"].is_number());
}

TEST_F(CompareCliTest, AFileThatDoesNotLoadExitsTwoAndNamesIt) {
    const auto run = run_cli("compare " + new_game("a.json", 1) + " " + path("missing.json"));
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("missing.json"), std::string::npos) << run.err;
    EXPECT_EQ(run_cli("compare").exit_code, 2);
}

}  // namespace
}  // namespace entanglion
