// Atomic saves (write_file_atomically): permissions kept, symlinks written through, the temporary
// file removed on failure; remove_stale_temporary_files; records that are hostile JSON.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "game/rules/record.h"
#include "tests/cli/run_cli.h"

namespace entanglion::rules {
namespace {

namespace fs = std::filesystem;
using entanglion::testing::read_whole_file;

class SaveFileTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("entanglion-save-file-" + std::to_string(::getpid()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    /// Names in the directory that look like temporary files.
    std::vector<std::string> temporary_files() const {
        std::vector<std::string> names;
        for (const auto& entry : fs::directory_iterator(dir_)) {
            const std::string name = entry.path().filename().string();
            if (name.find(".tmp-") != std::string::npos) names.push_back(name);
        }
        return names;
    }
    static unsigned mode_of(const fs::path& path) {
        struct stat info {};
        EXPECT_EQ(::stat(path.c_str(), &info), 0);
        return info.st_mode & 07777;
    }
    /// A PID that belonged to a process that has exited (and been reaped).
    static pid_t dead_pid() {
        const pid_t child = ::fork();
        if (child == 0) ::_exit(0);
        ::waitpid(child, nullptr, 0);
        return child;
    }
    fs::path dir_;
};

TEST_F(SaveFileTest, ExistingFileKeepsItsPermissions) {
    const fs::path file = dir_ / "game.json";
    std::ofstream(file) << "old";
    ASSERT_EQ(::chmod(file.c_str(), 0600), 0);
    std::string error;
    ASSERT_TRUE(write_file_atomically(file, "new", &error)) << error;
    EXPECT_EQ(read_whole_file(file), "new");
    EXPECT_EQ(mode_of(file), 0600u);
    ASSERT_EQ(::chmod(file.c_str(), 0640), 0);
    ASSERT_TRUE(write_file_atomically(file, "newer", &error)) << error;
    EXPECT_EQ(mode_of(file), 0640u);
}

TEST_F(SaveFileTest, NewFileGetsTheUmaskMode) {
    const mode_t old_mask = ::umask(027);
    std::string error;
    const bool saved = write_file_atomically(dir_ / "fresh.json", "x", &error);
    ::umask(old_mask);
    ASSERT_TRUE(saved) << error;
    EXPECT_EQ(mode_of(dir_ / "fresh.json"), 0640u);
}

TEST_F(SaveFileTest, SavingThroughASymlinkWritesTheTargetAndKeepsTheLink) {
    fs::create_directories(dir_ / "real");
    std::ofstream(dir_ / "real" / "game.json") << "old";
    fs::create_symlink("real/game.json", dir_ / "link.json");  // relative, as users make them
    std::string error;
    ASSERT_TRUE(write_file_atomically(dir_ / "link.json", "new", &error)) << error;
    EXPECT_TRUE(fs::is_symlink(dir_ / "link.json"));
    EXPECT_EQ(read_whole_file(dir_ / "real" / "game.json"), "new");
    EXPECT_TRUE(temporary_files().empty());
    EXPECT_TRUE(fs::is_empty(dir_ / "real") == false);
    for (const auto& entry : fs::directory_iterator(dir_ / "real"))
        EXPECT_EQ(entry.path().filename(), "game.json");  // no temporary file left beside the target
}

TEST_F(SaveFileTest, FailedRenameRemovesTheTemporaryFile) {
    fs::create_directories(dir_ / "game.json" / "inside");  // a directory where the file should go
    std::string error;
    EXPECT_FALSE(write_file_atomically(dir_ / "game.json", "text", &error));
    EXPECT_NE(error.find("cannot replace the file"), std::string::npos) << error;
    EXPECT_TRUE(temporary_files().empty());
}

TEST_F(SaveFileTest, EmptyNameAndMissingDirectoryFailCleanly) {
    std::string error;
    EXPECT_FALSE(write_file_atomically("", "text", &error));
    EXPECT_EQ(error, "cannot save: empty file name");
    EXPECT_FALSE(write_file_atomically(dir_ / "no" / "game.json", "text", &error));
    EXPECT_NE(error.find("cannot write a temporary file"), std::string::npos) << error;
}

TEST_F(SaveFileTest, StaleTemporaryFilesOfDeadProcessesAreRemoved) {
    const std::string dead = ".game.json.tmp-" + std::to_string(dead_pid());
    const std::string mine = ".game.json.tmp-" + std::to_string(::getpid());
    const std::string running = ".other.json.tmp-1";  // PID 1 always runs
    for (const std::string& name : {dead, mine, running, std::string("game.json"), std::string(".x.tmp-abc")})
        std::ofstream(dir_ / name) << "partial";
    EXPECT_EQ(remove_stale_temporary_files(dir_), 1u);
    EXPECT_FALSE(fs::exists(dir_ / dead));
    EXPECT_TRUE(fs::exists(dir_ / mine));
    EXPECT_TRUE(fs::exists(dir_ / running));
    EXPECT_TRUE(fs::exists(dir_ / "game.json"));
    EXPECT_TRUE(fs::exists(dir_ / ".x.tmp-abc"));
    EXPECT_EQ(remove_stale_temporary_files(dir_ / "missing"), 0u);
}

TEST_F(SaveFileTest, HostileRecordsAreLocatedErrors) {
    std::string error;
    const std::string head = R"({"format": "entanglion-record", "version": 1, "difficulty": 1, )";
    EXPECT_FALSE(record_from_json(head + R"("variant": "board", "seed": 1e999, "actions": []})", "g.json", &error));
    EXPECT_NE(error.find("g.json: line 1, column "), std::string::npos) << error;
    EXPECT_NE(error.find("(/seed): number out of range"), std::string::npos) << error;
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    EXPECT_FALSE(record_from_json(head + "\"variant\": " + deep + ", \"seed\": 1, \"actions\": []}", "g.json", &error));
    EXPECT_NE(error.find("nested deeper than 64 levels"), std::string::npos) << error.substr(0, 300);
    EXPECT_LT(error.size(), 300u);
    EXPECT_FALSE(record_from_json(head + "\"variant\": \"" + std::string(2'000'000, 'v') + "\"}", "g.json", &error));
    EXPECT_NE(error.find("g.json: /variant: unknown variant \"vvv"), std::string::npos) << error.substr(0, 300);
    EXPECT_LT(error.size(), 200u);
    EXPECT_FALSE(
        record_from_json(head + R"("variant": "board", "seed": 1, "seed": 2, "actions": []})", "g.json", &error));
    EXPECT_NE(error.find("(/seed): duplicate key \"seed\""), std::string::npos) << error;
    EXPECT_FALSE(record_from_json(head + R"("variant": "board", "seed": -1, "actions": []})", "g.json", &error));
    EXPECT_NE(error.find("g.json: /seed: a seed is a whole number from 0 to"), std::string::npos) << error;
    EXPECT_FALSE(record_from_json(head + R"("variant": "board", "seed": 1, "actions": [{"player": "MERCURIAL",
        "type": "navigate", "card": "X", "chance": [{"d8": 4294967297}]}]})",
                                  "g.json", &error));
    EXPECT_NE(error.find("integer out of range: 4294967297"), std::string::npos) << error;
}

}  // namespace
}  // namespace entanglion::rules
