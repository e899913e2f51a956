#pragma once
/// What every reader harness requires of a reader, whatever the bytes: it returns (no crash, no hang:
/// libFuzzer and the sanitizers see those), it throws nothing (an exception that escapes is reported
/// here with its message, then aborts so libFuzzer saves the input), and when it rejects the input it
/// says why in one bounded message (readers promise "exit 2 with a located message", and a message
/// that echoes a 2 MB input is not readable).

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <string_view>

namespace entanglion::fuzz {

/// The longest rejection message a reader may give (a readable line or a few: file, location and
/// problem, with any echoed value cut).
inline constexpr std::size_t kMaxErrorChars = 2048;

/// The source name handed to readers; messages start with it.
inline constexpr std::string_view kSourceName = "fuzz-input.json";

[[noreturn]] inline void fail(std::string_view what, std::string_view detail) {
    std::fprintf(stderr, "\nfuzz harness: %.*s\n%.*s\n", static_cast<int>(what.size()), what.data(),
                 static_cast<int>(detail.size() > 4000 ? 4000 : detail.size()), detail.data());
    std::abort();
}

/// Checks a reader's verdict: accepted (`ok`) with no message to check, or rejected with a message
/// that is not empty, names the source and is at most kMaxErrorChars long.
inline void check_rejection(bool ok, const std::string& error) {
    if (ok) return;
    if (error.empty()) fail("rejected without a message", "");
    if (error.size() > kMaxErrorChars) {
        fail("rejection message too long (" + std::to_string(error.size()) + " characters, at most " +
                 std::to_string(kMaxErrorChars) + ")",
             error.substr(0, 300) + " [...]");
    }
    if (error.find(kSourceName) == std::string::npos) fail("rejection message does not name the source", error);
}

/// Runs `body` on the input as text; any exception that escapes it fails the run with its message.
template <typename Body>
int run_text(const std::uint8_t* data, std::size_t size, Body body) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        body(text);
    } catch (const std::exception& e) {
        fail("uncaught exception", e.what());
    } catch (...) {
        fail("uncaught exception of an unknown type", "");
    }
    return 0;
}

}  // namespace entanglion::fuzz
