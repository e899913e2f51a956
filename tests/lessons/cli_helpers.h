#pragma once
/// Runs the built entanglion-cli (ENTANGLION_BINARY_DIR/bin) and captures exit code and output.

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace entanglion::lessons::testing {

struct CliRun {
    int exit_code = -1;
    std::string out;
    std::string err;
};

inline std::string slurp(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// `arguments` is shell text appended to the binary's path (quote what needs quoting).
inline CliRun run_cli(const std::string& arguments) {
    const auto dir = std::filesystem::temp_directory_path() / ("entanglion-lesson-cli-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string command = std::string(ENTANGLION_BINARY_DIR "/bin/entanglion-cli ") + arguments + " >" +
                                (dir / "out").string() + " 2>" + (dir / "err").string() + " </dev/null";
    const int status = std::system(command.c_str());
    CliRun run;
    run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    run.out = slurp(dir / "out");
    run.err = slurp(dir / "err");
    std::filesystem::remove_all(dir);
    return run;
}

}  // namespace entanglion::lessons::testing
