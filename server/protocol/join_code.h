#pragma once
/// Join codes: how a partner or a watcher finds a game. Six characters from an alphabet without the
/// look-alikes (no 0/O, 1/I/L, U/V), shown as two groups of three ("K7M-Q2X") so a code reads aloud
/// and copies from a projector without mistakes. 29^6 (about 595 million) codes, and guessing is
/// rate-limited per address by the server, so a code is not found by trying.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace entanglion::protocol {

/// The characters of a code, in order.
inline constexpr std::string_view kJoinCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTWXYZ";
inline constexpr std::size_t kJoinCodeLength = 6;

/// The code whose character i is kJoinCodeAlphabet[bytes[i] % size] (bytes from a CSPRNG; the
/// slight modulo bias is irrelevant next to the rate limit). Precondition: 6 bytes.
std::string join_code_from_bytes(std::span<const std::uint8_t> bytes);

/// The code as typed, in canonical form ("K7MQ2X"): letters in either case, spaces and dashes
/// ignored. nullopt with `error` naming the problem for anything else ("a join code has 6
/// characters, got 4", "'O' is not in a join code: did you mean 0? codes use 2-9 and A-Z without O, I, L, U, V").
std::optional<std::string> normalize_join_code(std::string_view typed, std::string* error);

/// "K7M-Q2X": how people see a canonical code.
std::string display_join_code(std::string_view canonical);

}  // namespace entanglion::protocol
