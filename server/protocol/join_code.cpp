// Join codes (join_code.h).
#include "server/protocol/join_code.h"

#include <cctype>

namespace entanglion::protocol {

std::string join_code_from_bytes(std::span<const std::uint8_t> bytes) {
    std::string code;
    for (std::size_t i = 0; i < kJoinCodeLength && i < bytes.size(); ++i)
        code.push_back(kJoinCodeAlphabet[bytes[i] % kJoinCodeAlphabet.size()]);
    return code;
}

std::optional<std::string> normalize_join_code(std::string_view typed, std::string* error) {
    // Longer input is not a code; stop before reading a hostile megabyte character by character.
    if (typed.size() > 4 * kJoinCodeLength) {
        *error =
            "a join code has " + std::to_string(kJoinCodeLength) + " characters, got " + std::to_string(typed.size());
        return std::nullopt;
    }
    std::string code;
    for (char c : typed) {
        if (c == ' ' || c == '-') continue;
        const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        if (kJoinCodeAlphabet.find(upper) == std::string_view::npos) {
            const bool printable = static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f;
            *error = (printable ? "'" + std::string(1, c) + "'" : std::string("a control or non-ASCII character")) +
                     " is not in a join code (codes use 2-9 and A-Z without I, L, O, U, V)";
            return std::nullopt;
        }
        code.push_back(upper);
    }
    if (code.size() != kJoinCodeLength) {
        *error =
            "a join code has " + std::to_string(kJoinCodeLength) + " characters, got " + std::to_string(code.size());
        return std::nullopt;
    }
    return code;
}

std::string display_join_code(std::string_view canonical) {
    if (canonical.size() != kJoinCodeLength) return std::string(canonical);
    return std::string(canonical.substr(0, 3)) + "-" + std::string(canonical.substr(3));
}

}  // namespace entanglion::protocol
