#pragma once
/// Runs the built entanglion-cli with arguments and captures its exit code, stdout and stderr.
/// Shared by the CLI tests of every area.

#include <sys/wait.h>

#include <unistd.h>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace entanglion::testing {

struct CliResult {
    int exit_code = -1;
    std::string out;
    std::string err;
};

inline std::string read_whole_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// `arguments` is appended to the binary path as shell text (quote what needs quoting);
/// `stdin_text` is fed to standard input. With `timeout_seconds`, a run that takes longer is killed
/// (exit code 124 or 137), so a test of something that must not hang fails instead of hanging.
inline CliResult run_cli(const std::string& arguments, const std::string& stdin_text = "", int timeout_seconds = 0) {
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("entanglion-cli-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto in_path = dir / "stdin.txt";
    const auto out_path = dir / "stdout.txt";
    const auto err_path = dir / "stderr.txt";
    std::ofstream(in_path, std::ios::binary) << stdin_text;
    const std::string limit =
        timeout_seconds > 0 ? "timeout -k 2 " + std::to_string(timeout_seconds) + " " : std::string();
    const std::string command = limit + std::string(ENTANGLION_BINARY_DIR "/bin/entanglion-cli ") + arguments + " <" +
                                in_path.string() + " >" + out_path.string() + " 2>" + err_path.string();
    const int status = std::system(command.c_str());
    CliResult result;
    result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.out = read_whole_file(out_path);
    result.err = read_whole_file(err_path);
    std::filesystem::remove_all(dir);
    return result;
}

}  // namespace entanglion::testing
