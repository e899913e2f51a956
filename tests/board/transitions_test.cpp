// The 192-row transition table: pinned by tests/board/golden/transitions.json (checked row by row
// against hand calculations before it was committed) and spot-checked here from first principles.
#include "game/board/transitions.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace entanglion {
namespace {

using Json = nlohmann::json;

Json golden() {
    std::ifstream in(std::filesystem::path(ENTANGLION_SOURCE_DIR) / "tests/board/golden/transitions.json");
    std::stringstream text;
    text << in.rdbuf();
    return Json::parse(text.str());
}

Json table() { return Json::parse(transitions_json(transition_table(Board::published()))); }

const Json& row(const Json& rows, const std::vector<std::string>& from, const std::string& card,
                const std::string& player) {
    for (const Json& candidate : rows["rows"]) {
        if (candidate["from"] == from && candidate["card"] == card && candidate["player"] == player) return candidate;
    }
    static const Json missing;
    ADD_FAILURE() << "no row " << from[0] << "," << from[1] << " " << card << " " << player;
    return missing;
}

TEST(TransitionsTest, MatchesTheGoldenFile) {
    const Json expected = golden();
    const Json actual = table();
    ASSERT_EQ(actual["rows"].size(), 192u);
    ASSERT_EQ(expected["rows"].size(), 192u);
    for (std::size_t i = 0; i < 192; ++i) EXPECT_EQ(actual["rows"][i], expected["rows"][i]) << "row " << i;
    EXPECT_EQ(actual, expected);
}

TEST(TransitionsTest, HandCheckedRows) {
    const Json rows = table();
    // H on ZERO for Mercurial: |0>|0> -> |+>|0>, printed.
    const Json& h = row(rows, {"ZERO", "ZERO"}, "H", "MERCURIAL");
    EXPECT_EQ(h["to"], Json({"PLUS", "ZERO"}));
    EXPECT_EQ(h["printed"], true);
    // X on MINUS: X|-> = -|->: global phase -1, nothing moves, no path.
    const Json& x = row(rows, {"ZERO", "MINUS"}, "X", "RUBICON");
    EXPECT_EQ(x["to"], Json({"ZERO", "MINUS"}));
    EXPECT_EQ(x["phase"], "-1");
    EXPECT_EQ(x["printed"], false);
    EXPECT_EQ(x["moves"], false);
    // Phase kickback: CNOT for Rubicon (target |->, control |+>) gives |->|->; the board prints nothing.
    const Json& kick = row(rows, {"PLUS", "MINUS"}, "CNOT", "RUBICON");
    EXPECT_EQ(kick["to"], Json({"MINUS", "MINUS"}));
    EXPECT_EQ(kick["printed"], false);
    EXPECT_EQ(kick["moves"], true);
    // Entry: Mercurial on ONE plays CNOT with Rubicon on MINUS: |1>|-> -> (|10> - |01>)/sqrt2 = -|Psi->.
    const Json& entry = row(rows, {"ONE", "MINUS"}, "CNOT", "MERCURIAL");
    EXPECT_EQ(entry["to"], Json({"PSI_MINUS", "PSI_MINUS"}));
    EXPECT_EQ(entry["phase"], "-1");
    EXPECT_EQ(entry["printed_to"], Json({"PSI_MINUS", "PSI_MINUS"}));
    // Exit (erratum): CNOT for Mercurial on PHI_PLUS puts Mercurial on ZERO, Rubicon on PLUS.
    EXPECT_EQ(row(rows, {"PHI_PLUS", "PHI_PLUS"}, "CNOT", "MERCURIAL")["to"], Json({"ZERO", "PLUS"}));
    // H for Rubicon on PSI_MINUS: -OMEGA_ONE.
    const Json& h_psi = row(rows, {"PSI_MINUS", "PSI_MINUS"}, "H", "RUBICON");
    EXPECT_EQ(h_psi["to"], Json({"OMEGA_ONE", "OMEGA_ONE"}));
    EXPECT_EQ(h_psi["phase"], "-1");
    // SWAP on OMEGA_ONE (minus sign on |00>) changes nothing.
    EXPECT_EQ(row(rows, {"OMEGA_ONE", "OMEGA_ONE"}, "SWAP", "RUBICON")["to"], Json({"OMEGA_ONE", "OMEGA_ONE"}));
}

TEST(TransitionsTest, PrintedMovesAlwaysAgreeWithTheGate) {
    for (const TransitionRow& row : transition_table(Board::published())) {
        ASSERT_TRUE(row.to.has_value());
        if (row.printed_to) {
            EXPECT_EQ(*row.printed_to, *row.to)
                << positions_id(row.from) << " " << nav_card_id(row.card) << " " << ship_id(row.player);
        }
    }
}

}  // namespace
}  // namespace entanglion
