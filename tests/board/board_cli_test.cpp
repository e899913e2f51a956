// The board sub-commands of the real entanglion-cli binary: output and exit codes
// (0 the board agrees, 1 a mismatch, 2 bad input).
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "game/board/board.h"
#include "tests/cli/run_cli.h"
#include "tests/common/temp_dir.h"

namespace entanglion {
namespace {

using ::testing::HasSubstr;
using Json = nlohmann::json;

using CliRun = testing::CliResult;

class BoardCliTest : public testing::TempDirTest {
protected:
    CliRun run(const std::string& arguments) { return testing::run_cli(arguments); }
};

TEST_F(BoardCliTest, PublishedBoardVerifiesWithExitZero) {
    const CliRun result = run("verify-board");
    EXPECT_EQ(result.exit_code, 0) << result.err;
    EXPECT_THAT(result.out, HasSubstr("132 checked, 0 mismatches"));
    EXPECT_THAT(result.out, HasSubstr("CNOT for RUBICON from PLUS,MINUS: quantum mechanics gives MINUS,MINUS"));
    const CliRun json = run("verify-board --format json");
    EXPECT_EQ(json.exit_code, 0);
    EXPECT_EQ(Json::parse(json.out)["ok"], true);
    const CliRun markdown = run("verify-board --format markdown");
    EXPECT_EQ(markdown.exit_code, 0);
    EXPECT_THAT(markdown.out, HasSubstr("## 4. The detection jump against a Z measurement"));
}

TEST_F(BoardCliTest, MismatchExitsOne) {
    Json json = Json::parse(Board::published().to_json());
    json["paths"][10]["cards"] = {"SWAP"};  // PSI_PLUS - PHI_PLUS is printed X
    const CliRun result = run("verify-board --board " + write("wrong.json", json.dump(2)));
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_THAT(result.out, HasSubstr("MISMATCH path 10 PSI_PLUS - PHI_PLUS (/paths/10): SWAP for MERCURIAL"));
}

TEST_F(BoardCliTest, MissingPathFailsOnlyWithStrict) {
    Json json = Json::parse(Board::published().to_json());
    json["paths"].erase(3);  // OMEGA_ZERO - OMEGA_ONE
    const auto path = write("incomplete.json", json.dump(2));
    EXPECT_EQ(run("verify-board --board " + path).exit_code, 0);
    const CliRun strict = run("verify-board --strict --board " + path);
    EXPECT_EQ(strict.exit_code, 1);
    EXPECT_THAT(strict.out, HasSubstr("X for RUBICON from OMEGA_ZERO: quantum mechanics gives OMEGA_ONE, the board "
                                      "prints no path [missing_path]"));
    EXPECT_EQ(run("verify-board --strict").exit_code, 0);  // the published board's omissions are all kickback
}

TEST_F(BoardCliTest, MalformedFileExitsTwoWithTheLoaderMessage) {
    const auto path = write("broken.json", "{\n  \"format\": \"entanglion-board\",\n  \"version\": 1,,\n}\n");
    const CliRun result = run("verify-board --board " + path);
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_THAT(result.err, HasSubstr(path + ": line 3, column 16: invalid JSON"));
    EXPECT_EQ(result.out, "");
    EXPECT_EQ(run("verify-board --board " + (dir_ / "absent.json").string()).exit_code, 2);
    EXPECT_EQ(run("transitions --board " + path).exit_code, 2);
    EXPECT_EQ(run("verify-board --format yaml").exit_code, 2);
}

TEST_F(BoardCliTest, TransitionsJsonHas192Rows) {
    const CliRun result = run("transitions --json");
    EXPECT_EQ(result.exit_code, 0);
    EXPECT_EQ(Json::parse(result.out)["rows"].size(), 192u);
    const CliRun text = run("transitions");
    EXPECT_EQ(text.exit_code, 0);
    EXPECT_THAT(text.out, HasSubstr("PLUS,MINUS              CNOT  RUBICON    MINUS,MINUS             1      no path"));
}

TEST_F(BoardCliTest, GenerateBoardReachesTheTwentyFourStatesAndRejectsUnknownGates) {
    const CliRun result = run("generate-board --gates X,H,CNOT,SWAP");
    EXPECT_EQ(result.exit_code, 0) << result.err;
    const Json graph = Json::parse(result.out);
    EXPECT_EQ(graph["format"], "entanglion-board-graph");
    EXPECT_EQ(graph["states"].size(), 24u);
    const CliRun unknown = run("generate-board --gates X,FOO");
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_THAT(unknown.err, HasSubstr("unknown gate \"FOO\""));
    EXPECT_EQ(unknown.out, "");
}

}  // namespace
}  // namespace entanglion
