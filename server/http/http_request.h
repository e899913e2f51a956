#pragma once
/// An HTTP/1.1 request head (request line and header fields), read within limits: the server reads
/// only this much of a request before it answers a file or hands the connection to the WebSocket
/// server. Qt-free, so it is unit-tested without a network (tests/server/http_test.cpp).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace entanglion::http {

/// A head longer than this is refused (431) before its end arrives: a browser's is about 1 KiB.
inline constexpr std::size_t kMaxHeadBytes = 8192;
inline constexpr std::size_t kMaxHeaderFields = 64;

struct RequestHead {
    std::string method;   ///< "GET", as sent (methods are case-sensitive)
    std::string target;   ///< "/join/K7M-Q2X?x=1", as sent
    std::string version;  ///< "HTTP/1.1"
    /// Field names in lower case, values without the surrounding blanks, in the order sent.
    std::vector<std::pair<std::string, std::string>> fields;

    /// The first field of that (lower-case) name.
    std::optional<std::string_view> field(std::string_view lower_name) const;
};

enum class HeadStatus {
    kIncomplete,  ///< the blank line that ends the head has not arrived (and the limit is not reached)
    kComplete,
    kMalformed,  ///< answer 400
    kTooLarge,   ///< answer 431
};

struct HeadParse {
    HeadStatus status = HeadStatus::kIncomplete;
    RequestHead head;        ///< when complete
    std::size_t length = 0;  ///< the head's bytes, the blank line's included, when complete
    std::string problem;     ///< for the log, when malformed or too large
};

/// Reads the head at the start of what a connection has sent so far.
HeadParse parse_request_head(std::string_view received);

/// A WebSocket opening handshake (RFC 6455 4.2.1): GET with `Upgrade: websocket` and a
/// `Connection` that lists `upgrade` (both case-insensitive, in comma-separated lists).
bool is_websocket_upgrade(const RequestHead& head);

}  // namespace entanglion::http
