// Atomic saves (write_file_atomically): permissions kept, symlinks written through, the temporary
// file removed on failure; remove_stale_temporary_files.
#include "game/io/atomic_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "tests/cli/run_cli.h"
#include "tests/common/temp_dir.h"

namespace entanglion {
namespace {

namespace fs = std::filesystem;
using entanglion::testing::read_whole_file;

class AtomicFileTest : public testing::TempDirTest {
protected:
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
};

TEST_F(AtomicFileTest, ExistingFileKeepsItsPermissions) {
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

TEST_F(AtomicFileTest, NewFileGetsTheUmaskMode) {
    const mode_t old_mask = ::umask(027);
    std::string error;
    const bool saved = write_file_atomically(dir_ / "fresh.json", "x", &error);
    ::umask(old_mask);
    ASSERT_TRUE(saved) << error;
    EXPECT_EQ(mode_of(dir_ / "fresh.json"), 0640u);
}

TEST_F(AtomicFileTest, SavingThroughASymlinkWritesTheTargetAndKeepsTheLink) {
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

TEST_F(AtomicFileTest, FailedRenameRemovesTheTemporaryFile) {
    fs::create_directories(dir_ / "game.json" / "inside");  // a directory where the file should go
    std::string error;
    EXPECT_FALSE(write_file_atomically(dir_ / "game.json", "text", &error));
    EXPECT_NE(error.find("cannot replace the file"), std::string::npos) << error;
    EXPECT_TRUE(temporary_files().empty());
}

TEST_F(AtomicFileTest, EmptyNameAndMissingDirectoryFailCleanly) {
    std::string error;
    EXPECT_FALSE(write_file_atomically("", "text", &error));
    EXPECT_EQ(error, "cannot save: empty file name");
    EXPECT_FALSE(write_file_atomically(dir_ / "no" / "game.json", "text", &error));
    EXPECT_NE(error.find("cannot write a temporary file"), std::string::npos) << error;
}

TEST_F(AtomicFileTest, StaleTemporaryFilesOfDeadProcessesAreRemoved) {
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

}  // namespace
}  // namespace entanglion
