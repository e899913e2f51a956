#pragma once
/// Bounded JSON input: the one place where a file a user names is read and its JSON parsed. Every
/// reader (boards, graphs, records, lessons) goes through here, so they share the same limits and
/// answer hostile input the same way, with one located, short message and no crash or hang:
///
/// - Files: regular files only. A directory, a named pipe (FIFO), a character or block device, a
///   socket, a missing file and a permission error each get their own message naming the path.
///   At most kMaxInputBytes are read, checked before reading (the size on disk) and while reading
///   (a file that grows), so /dev/zero or a FIFO can neither hang nor exhaust memory.
/// - JSON: at most kMaxNestingDepth nested arrays/objects, enforced while parsing (nlohmann's SAX
///   interface; nothing on the input recurses); a key repeated in one object is rejected (the last
///   would silently win otherwise); a number out of range (1e999) is a located error; every
///   nlohmann exception is caught here.
/// - Messages: `<source>: <location>: <problem>`; a location is `line L, column C` and, when known,
///   the JSON pointer of the value (`line 1, column 95 (/seed)`). Quoted values are cut to
///   kMaxQuotedChars characters, so a 2 MB string or a deep value never makes a 2 MB line.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace entanglion::json_input {

/// The largest file a reader accepts: 16 MiB (the largest shipped file is a few tens of KiB).
inline constexpr std::uintmax_t kMaxInputBytes = 16u * 1024u * 1024u;
/// The deepest nesting of arrays and objects a reader accepts (the formats need fewer than 8).
inline constexpr std::size_t kMaxNestingDepth = 64;
/// How many characters of an offending value (or key) a message quotes.
inline constexpr std::size_t kMaxQuotedChars = 60;

/// Where and why an input was rejected.
struct InputError {
    std::string source;    ///< the file as named by the user, or a caller's source name
    std::string location;  ///< "line 3, column 7", "line 3, column 7 (/actions/0)", or "" (file problems)
    std::string problem;   ///< e.g. "duplicate key \"seed\"", "is a directory, not a file"

    /// "<source>: <location>: <problem>" (without the location when it is empty).
    std::string message() const;
};

/// The whole content of the regular file `path`; nullopt with `error` set for anything else (see
/// the header comment) or a file larger than `max_bytes`. `error->source` is `path` as given.
std::optional<std::string> read_input_file(const std::filesystem::path& path, InputError* error,
                                           std::uintmax_t max_bytes = kMaxInputBytes);

/// Parses `text` into `Json` (nlohmann::json or nlohmann::ordered_json) within the limits above.
/// On failure returns nullopt with `error` set; `source` names the text in the message.
template <typename Json>
std::optional<Json> parse_input(std::string_view text, std::string_view source, InputError* error,
                                std::size_t max_depth = kMaxNestingDepth);

/// read_input_file, then parse_input; messages name the file as `source` (e.g. its file name).
template <typename Json>
std::optional<Json> read_json_file(const std::filesystem::path& path, std::string_view source, InputError* error);

extern template std::optional<nlohmann::json> parse_input(std::string_view, std::string_view, InputError*, std::size_t);
extern template std::optional<nlohmann::ordered_json> parse_input(std::string_view, std::string_view, InputError*,
                                                                  std::size_t);
extern template std::optional<nlohmann::json> read_json_file(const std::filesystem::path&, std::string_view,
                                                             InputError*);
extern template std::optional<nlohmann::ordered_json> read_json_file(const std::filesystem::path&, std::string_view,
                                                                     InputError*);

/// `text` in JSON quotes, escaped, cut after `max_chars` characters (on a UTF-8 boundary) with
/// "..." and its full length appended: `"abc"`, `"aaaa..." (2097152 bytes)`.
std::string quote(std::string_view text, std::size_t max_chars = kMaxQuotedChars);

/// A value as JSON text for a message, at most about `max_chars` characters ("..." marks a cut).
/// Never recursive beyond `max_chars` levels, whatever the value's depth.
std::string preview(const nlohmann::json& value, std::size_t max_chars = kMaxQuotedChars);
std::string preview(const nlohmann::ordered_json& value, std::size_t max_chars = kMaxQuotedChars);

/// The JSON pointer of member `key` of the value at `pointer` ("" is the root), escaping '~' and
/// '/' as RFC 6901 requires; a key longer than kMaxQuotedChars is cut (with "...") so that a
/// hostile key cannot make a long message.
std::string child_pointer(const std::string& pointer, std::string_view key);
/// The JSON pointer of element `index` of the array at `pointer`.
std::string child_pointer(const std::string& pointer, std::size_t index);

}  // namespace entanglion::json_input
