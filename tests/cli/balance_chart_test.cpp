// The balance study's chart (cli/balance_chart.h): a bar and an interval per figure, and the
// committed docs/balance.svg is the chart of the shipped figures.

#include "cli/balance_chart.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

namespace entanglion::cli {
namespace {

constexpr const char* kOneFigure = R"({"about": "test", "figures": [
  {"policy": "random", "variant": "board", "difficulty": 2, "games": 1000, "won": 10,
   "ci95_low": 0.005, "ci95_high": 0.02, "command": "entanglion-cli simulate"}]})";

std::string read_file(const std::string& path) {
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

TEST(BalanceChartTest, ABarAndAnIntervalPerFigureAtItsHeight) {
    std::string error;
    const std::optional<policies::BalanceTable> table = policies::parse_balance_table(kOneFigure, "t.json", &error);
    ASSERT_TRUE(table) << error;
    const std::string svg = balance_chart_svg(*table);
    EXPECT_EQ(svg.rfind("<svg ", 0), 0u);
    // One figure: one bar (1% of 1000 games) and one interval line.
    EXPECT_NE(svg.find("<title>random, difficulty 2: 1.0% of 1000 games</title>"), std::string::npos) << svg;
    std::size_t intervals = 0;
    for (std::size_t at = svg.find("class=\"interval\""); at != std::string::npos;
         at = svg.find("class=\"interval\"", at + 1)) {
        ++intervals;
    }
    EXPECT_EQ(intervals, 1u);
}

TEST(BalanceChartTest, TheCommittedChartIsTheShippedFiguresChart) {
    // docs/balance.svg is written by `entanglion-cli balance-chart data/balance.json --out docs/balance.svg`;
    // a figure changed without the chart (or the other way round) fails here.
    const std::string root = ENTANGLION_SOURCE_DIR;
    std::string error;
    const std::optional<policies::BalanceTable> table =
        policies::parse_balance_table(read_file(root + "/data/balance.json"), "data/balance.json", &error);
    ASSERT_TRUE(table) << error;
    EXPECT_EQ(read_file(root + "/docs/balance.svg"), balance_chart_svg(*table));
}

}  // namespace
}  // namespace entanglion::cli
