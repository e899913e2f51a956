#pragma once
// Command-line checks shared by the long-running bench programs (search_strength,
// review_calibration): a bad argument prints the program's usage and exits with 2.

#include <cstdio>
#include <cstdlib>
#include <string>

namespace entanglion::bench {

/// Prints "PROGRAM: problem" and the usage line on stderr and exits with 2.
[[noreturn]] inline void usage_error(const char* program, const std::string& usage, const std::string& problem) {
    std::fprintf(stderr, "%s: %s\nusage: %s\n", program, problem.c_str(), usage.c_str());
    std::exit(2);
}

/// `text` as a whole number from `low` to `high`, or the usage error naming `option`.
inline long whole_number(const char* text, const char* option, long low, long high, const char* program,
                         const std::string& usage) {
    char* end = nullptr;
    const long value = std::strtol(text, &end, 10);
    if (end == text || *end != '\0' || value < low || value > high) {
        usage_error(program, usage,
                    std::string(option) + " expects a whole number from " + std::to_string(low) + " to " +
                        std::to_string(high) + ", got '" + text + "'");
    }
    return value;
}

}  // namespace entanglion::bench
