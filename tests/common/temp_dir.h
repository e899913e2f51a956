#pragma once
// Test helper: a fresh directory for one test's files, under the system's temporary directory,
// named after the test and this process (tests running in parallel never share one), removed
// with everything in it when the test ends.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace entanglion::testing {

/// The directory's name: `entanglion-SUITE-TEST-PID` (the running test's names).
inline std::filesystem::path test_temp_dir_path() {
    const ::testing::TestInfo* test = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = "entanglion-";
    if (test) name += std::string(test->test_suite_name()) + "-" + test->name() + "-";
    for (char& c : name) {
        if (c == '/') c = '_';  // parameterised tests' names hold a '/'
    }
    return std::filesystem::temp_directory_path() / (name + std::to_string(::getpid()));
}

/// A fixture owning an empty directory `dir_` for the test's files.
class TempDirTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = test_temp_dir_path();
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }

    /// The path of `name` inside the directory, as text (for a command line).
    std::string path(const std::string& name) const { return (dir_ / name).string(); }
    /// Writes `text` (bytes as they are) to `name` inside the directory and returns its path.
    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(dir_ / name, std::ios::binary) << text;
        return path(name);
    }

    std::filesystem::path dir_;
};

}  // namespace entanglion::testing
