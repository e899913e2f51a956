#include <gtest/gtest.h>

#include "tests/cli/run_cli.h"

namespace entanglion {
namespace {

using testing::run_cli;

TEST(CliUsageTest, HelpExitsZeroAndListsEveryCommand) {
    const auto result = run_cli("--help");
    EXPECT_EQ(result.exit_code, 0);
    for (const char* command : {"state", "verify-board", "transitions", "generate-board", "new", "replay", "play",
                                "simulate", "hint", "lesson"}) {
        EXPECT_NE(result.out.find(command), std::string::npos) << "missing command " << command << " in\n"
                                                               << result.out;
    }
}

TEST(CliUsageTest, NoCommandIsAUsageErrorWithExitTwo) {
    const auto result = run_cli("");
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_FALSE(result.err.empty());
}

TEST(CliUsageTest, UnknownCommandIsAUsageErrorWithExitTwo) {
    const auto result = run_cli("teleport");
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_NE(result.err.find("teleport"), std::string::npos) << result.err;
}

}  // namespace
}  // namespace entanglion
