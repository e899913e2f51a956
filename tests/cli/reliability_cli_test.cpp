// entanglion-cli on hostile input: every reader answers exit 2 with a short, located
// message, nothing hangs (each run has a timeout), and arguments out of range are refused in words.
// The reproducers of the fuzzing pass are in tests/data/reliability/.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/cli/run_cli.h"
#include "tests/common/temp_dir.h"

namespace entanglion::testing {
namespace {

namespace fs = std::filesystem;

constexpr int kTimeout = 30;  // seconds; each of these runs takes milliseconds when it works
const std::string kData = ENTANGLION_SOURCE_DIR "/tests/data/reliability";

CliResult run(const std::string& arguments) { return run_cli(arguments, "", kTimeout); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// The longest line of `text`.
std::size_t longest_line(const std::string& text) {
    std::size_t longest = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        longest = std::max(longest, end - start);
        start = end + 1;
    }
    return longest;
}

class ReliabilityCliTest : public TempDirTest {
protected:
    /// A valid record with `variant_value` as the text of its "variant" field.
    std::string record_with_variant(const std::string& variant_value) const {
        return write("record.json", R"({"format": "entanglion-record", "version": 1, "difficulty": 1, "variant": )" +
                                        variant_value + R"(, "seed": 1, "chance": "seeded", "actions": []})");
    }
    static std::string published_board_text() {
        return read_whole_file(ENTANGLION_SOURCE_DIR "/game/board/published-board.json");
    }
    /// A lessons directory holding one lesson whose "id" value is `id_value`.
    std::string lesson_dir_with_id(const std::string& id_value) const {
        fs::create_directories(dir_ / "lessons");
        std::ofstream(dir_ / "lessons" / "01-hostile.json")
            << R"({"id": )" + id_value +
                   R"(, "title": "t", "rules": "board", "intro": "i", "task": "t",
                  "learning_goal": {"en": "g", "pl": "g", "es": "g", "cs": "g"},
                  "misconception": {"en": "m", "pl": "m", "es": "m", "cs": "m"},
                  "start": {"mercurial": "ZERO", "rubicon": "ZERO"}, "cards": {"mercurial": ["X"]}, "budget": 2,
                  "goal": {"state": "ONE,ZERO"}, "hints": ["h"], "success": "s"})";
        return path("lessons");
    }
};

// ---- 1e999 in every reader ------------------------------------------------------------------------

TEST_F(ReliabilityCliTest, NumberOverflowInARecordIsALocatedError) {
    const std::string file = kData + "/record-number-overflow.json";
    for (const std::string& command :
         {"replay " + file + " --json", "play --resume " + file + " --out " + path("p.json")}) {
        const CliResult result = run(command);
        EXPECT_EQ(result.exit_code, 2) << command << "\n" << result.err;
        EXPECT_TRUE(contains(result.err, file + ": line 1, column 87 (/seed): number out of range")) << result.err;
    }
}

TEST_F(ReliabilityCliTest, NumberOverflowInABoardOrGraphIsALocatedError) {
    std::string board = published_board_text();
    board.replace(board.find("\"version\": 1"), 12, "\"version\": 1e999");
    const std::string board_file = write("board.json", board);
    for (const std::string& command : {"verify-board --board " + board_file, "transitions --board " + board_file}) {
        const CliResult result = run(command);
        EXPECT_EQ(result.exit_code, 2) << command;
        EXPECT_TRUE(contains(result.err, "(/version): number out of range")) << result.err;
    }
    std::string graph = run_cli("generate-board").out;
    graph.replace(graph.find("\"version\": 1"), 12, "\"version\": 1e999");
    const CliResult result = run("verify-board --board " + write("graph.json", graph));
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_TRUE(contains(result.err, "(/version): number out of range")) << result.err;
}

TEST_F(ReliabilityCliTest, NumberOverflowInALessonIsALocatedError) {
    const std::string lessons = lesson_dir_with_id("1e999");
    const CliResult validated = run("lesson validate " + lessons);
    EXPECT_EQ(validated.exit_code, 2);
    EXPECT_TRUE(contains(validated.err, "01-hostile.json: line 1, column 12 (/id): number out of range"))
        << validated.err;
    const CliResult shown = run("lesson show x --dir " + lessons);
    EXPECT_EQ(shown.exit_code, 2);
    EXPECT_TRUE(contains(shown.err, "(/id): number out of range")) << shown.err;
}

// ---- depth, length, duplicate keys ----------------------------------------------------------------

TEST_F(ReliabilityCliTest, DeepNestingIsRefusedWithAShortMessage) {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const CliResult replayed = run("replay " + record_with_variant(deep));
    EXPECT_EQ(replayed.exit_code, 2);
    EXPECT_TRUE(contains(replayed.err, "(/variant/0/0/")) << replayed.err.substr(0, 300);
    EXPECT_TRUE(contains(replayed.err, "nested deeper than 64 levels")) << replayed.err.substr(0, 300);
    EXPECT_LT(replayed.err.size(), 300u);
    const CliResult validated = run("lesson validate " + lesson_dir_with_id(deep));
    EXPECT_EQ(validated.exit_code, 2);
    EXPECT_TRUE(contains(validated.err, "01-hostile.json: line 1, column ")) << validated.err.substr(0, 300);
    EXPECT_LT(validated.err.size(), 300u);
}

TEST_F(ReliabilityCliTest, AHugeStringMakesAShortMessageLine) {
    const CliResult replayed = run("replay " + record_with_variant("\"" + std::string(2'000'000, 'x') + "\""));
    EXPECT_EQ(replayed.exit_code, 2);
    EXPECT_TRUE(contains(replayed.err, "/variant: unknown variant \"xxxx")) << replayed.err.substr(0, 300);
    EXPECT_LT(longest_line(replayed.err), 200u);
    const CliResult validated = run("lesson validate " + lesson_dir_with_id("\"" + std::string(2'000'000, 'Y') + "\""));
    EXPECT_EQ(validated.exit_code, 2);
    EXPECT_LT(longest_line(validated.err), 200u);
}

TEST_F(ReliabilityCliTest, DuplicateKeysAreLocatedErrors) {
    const std::string file = write("dup.json",
                                   "{\"format\": \"entanglion-record\", \"version\": 1, \"difficulty\": 1,\n"
                                   "\"variant\": \"board\", \"variant\": \"quantum\", \"seed\": 1, \"actions\": []}");
    const CliResult result = run("replay " + file);
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_TRUE(contains(result.err, file + ": line 2, column 29 (/variant): duplicate key \"variant\"")) << result.err;
}

// ---- what is not a file ---------------------------------------------------------------------------

TEST_F(ReliabilityCliTest, FifoDeviceAndDirectoryGetTheirOwnMessagesWithoutHanging) {
    const std::string fifo = path("game.json");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    struct Case {
        std::string file;
        std::string problem;
    };
    for (const Case& c : {Case{fifo, "is a named pipe (FIFO), not a regular file"},
                          Case{"/dev/zero", "is a character device, not a regular file"},
                          Case{dir_.string(), "is a directory, not a regular file"}}) {
        for (const std::string& command : {"replay " + c.file, "verify-board --board " + c.file,
                                           "play --resume " + c.file + " --out " + path("out.json")}) {
            const CliResult result = run(command);
            EXPECT_EQ(result.exit_code, 2) << command;  // 124 would mean it hung until the timeout
            EXPECT_EQ(result.err, c.file + ": " + c.problem + "\n") << command;
        }
    }
}

TEST_F(ReliabilityCliTest, SymlinkLoopInALessonsDirectoryNamesTheFile) {
    const std::string lessons = lesson_dir_with_id("\"fine\"");
    fs::create_symlink("07-loop.json", dir_ / "lessons" / "07-loop.json");
    const CliResult result = run("lesson validate " + lessons);
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_TRUE(contains(result.err, "error: 07-loop.json: too many levels of symbolic links")) << result.err;
    EXPECT_TRUE(contains(result.out, "ok  01-hostile.json  fine")) << result.out;
}

// ---- the solver, saves, verify-board --strict -----------------------------------------------------

TEST_F(ReliabilityCliTest, UnboundedLessonFailsAtTheSolverLimit) {
    const CliResult result = run("lesson validate " + kData + "/lesson-solver-unbounded");
    EXPECT_EQ(result.exit_code, 1) << result.err;
    EXPECT_TRUE(contains(result.out,
                         "FAIL  01-each-once.json  slow: not solvable within 12 cards after exploring "
                         "100000 positions"))
        << result.out;
}

TEST_F(ReliabilityCliTest, SavingClearsStaleTemporaryFilesOfDeadProcesses) {
    const pid_t child = ::fork();
    if (child == 0) ::_exit(0);
    ::waitpid(child, nullptr, 0);
    const std::string stale = write(".game.json.tmp-" + std::to_string(child), "half a record");
    const CliResult result = run("new --seed 3 --out " + path("game.json"));
    EXPECT_EQ(result.exit_code, 0) << result.err;
    EXPECT_FALSE(fs::exists(stale));
    EXPECT_TRUE(fs::exists(path("game.json")));
}

TEST_F(ReliabilityCliTest, StrictVerificationReportsAMissingSwapRule) {
    nlohmann::ordered_json board = nlohmann::ordered_json::parse(published_board_text());
    board.erase("rules");
    const std::string file = write("no-rules.json", board.dump(2));
    const CliResult strict = run("verify-board --strict --board " + file);
    EXPECT_EQ(strict.exit_code, 1);
    EXPECT_TRUE(contains(strict.out,
                         "SWAP for MERCURIAL from ZERO,ONE: quantum mechanics gives ONE,ZERO, the "
                         "board's rules list has no SWAP exchange [missing_rule]"))
        << strict.out.substr(0, 2000);
    EXPECT_EQ(run("verify-board --board " + file).exit_code, 0);  // an omission, not a mismatch
    EXPECT_EQ(run("verify-board --strict").exit_code, 0);         // the published board has the rule
}

// ---- arguments ------------------------------------------------------------------------------------

TEST_F(ReliabilityCliTest, SeedsOutOfRangeAreRefusedInWords) {
    const std::string range = "expected a whole number from 0 to 18446744073709551615 (2^64 - 1), got ";
    for (const std::string seed : {"-1", "18446744073709551616", "abc", "1.5", "1e3"}) {
        for (const std::string& command :
             {"new --out " + path("g.json") + " --seed ", "play --out " + path("g.json") + " --seed ",
              std::string("simulate --games 1 --seed ")}) {
            const CliResult result = run(command + seed);
            EXPECT_EQ(result.exit_code, 2) << command << seed;
            EXPECT_TRUE(contains(result.err, "--seed: " + range + "\"" + seed + "\"")) << result.err;
        }
    }
    EXPECT_FALSE(fs::exists(path("g.json")));
    EXPECT_EQ(run("new --seed 18446744073709551615 --out " + path("g.json")).exit_code, 0);
}

TEST_F(ReliabilityCliTest, CountsOutOfRangeAreRefusedInWords) {
    for (const std::string games : {"0", "-5", "100000001", "99999999999999999999999"}) {
        const CliResult result = run("simulate --games " + games);
        EXPECT_EQ(result.exit_code, 2) << games;
        EXPECT_EQ(result.err.substr(0, result.err.find('\n')),
                  "--games: expected a whole number from 1 to 100000000, got \"" + games + "\"");
    }
    const CliResult difficulty = run("new --seed 1 --difficulty 4 --out " + path("g.json"));
    EXPECT_EQ(difficulty.exit_code, 2);
    EXPECT_TRUE(contains(difficulty.err, "--difficulty: expected a whole number from 1 to 3, got \"4\""));
}

TEST_F(ReliabilityCliTest, UnknownSubcommandsAreNamedAtEveryLevel) {
    const CliResult lesson = run("lesson bogus");
    EXPECT_EQ(lesson.exit_code, 2);
    EXPECT_EQ(lesson.err,
              "entanglion-cli lesson: unknown command \"bogus\" (commands: list, show, check, solve, validate)\n");
    const CliResult top = run("bogus");
    EXPECT_EQ(top.exit_code, 2);
    EXPECT_TRUE(contains(top.err, "entanglion-cli: unknown command \"bogus\"")) << top.err;
}

TEST_F(ReliabilityCliTest, EmptyPathsAreErrorsNotDefaults) {
    const std::string empty = "expected a file or directory name, got \"\"";
    struct Case {
        std::string command;
        std::string option;
    };
    for (const Case& c : {Case{"verify-board --board ''", "--board"}, Case{"transitions --board ''", "--board"},
                          Case{"lesson show bell-phi-plus --dir ''", "--dir"}, Case{"lesson validate ''", "dir"},
                          Case{"play --resume '' --out " + path("g.json"), "--resume"},
                          Case{"new --seed 1 --out ''", "--out"}, Case{"replay ''", "file"}}) {
        const CliResult result = run(c.command);
        EXPECT_EQ(result.exit_code, 2) << c.command;
        EXPECT_TRUE(contains(result.err, c.option + ": " + empty)) << c.command << "\n" << result.err;
        EXPECT_TRUE(result.out.empty()) << c.command;
    }
}

}  // namespace
}  // namespace entanglion::testing
