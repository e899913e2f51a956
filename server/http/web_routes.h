#pragma once
/// What entanglion-server answers an HTTP request with (docs/networking.md, "The web client"): the
/// WebSocket for an upgrade, the web client's page for the addresses a person types (`/`,
/// `/join/CODE`, `/watch/CODE`, `/solo?...`, `/lesson/ID`, `/class/CODE`, `/teach`; the page reads
/// the address), a file of
/// the web root for a path that names one plainly, 404 for anything else. Qt-free: the transport
/// (server/transport/http_front.h) only reads and sends.

#include <string>
#include <string_view>

#include "server/http/http_request.h"

namespace entanglion::http {

enum class RouteKind {
    kWebSocket,         ///< hand the connection to the WebSocket server
    kPage,              ///< `file` is one of the client's pages, served with the base the page needs
    kFile,              ///< `file`, a path inside the web root, served as `content_type`
    kNotFound,          ///< 404
    kMethodNotAllowed,  ///< 405: only GET and HEAD
    kBadRequest,        ///< 400: a target that is no plain path
};

struct Route {
    RouteKind kind = RouteKind::kNotFound;
    std::string file;               ///< relative to the web root, no "..", no leading "/"
    std::string_view content_type;  ///< for kPage and kFile
};

/// The page the addresses a person types open: the solo page holds the online play too.
inline constexpr std::string_view kMainPage = "index.html";
inline constexpr std::string_view kLessonsPage = "lessons.html";
/// A student's class page (`/class/CODE`) and the teacher's class view (`/teach`: the teacher's
/// token travels after `#`, which no browser sends, so it stays out of the server's logs).
inline constexpr std::string_view kClassPage = "class.html";
inline constexpr std::string_view kTeachPage = "teach.html";

Route route_request(const RequestHead& head);

/// The MIME type of a file the web client ships, by its extension; empty for any other (404).
std::string_view content_type_of(std::string_view path);

/// The path of a request target: the part before `?`, percent-decoded, every segment of letters,
/// digits, `.`, `_`, `-` (not starting with `.`). Empty when it is no such path ("..", "%2e%2e",
/// a NUL, a backslash, "//", an absolute URL).
std::string plain_path(std::string_view target);

/// A page served at a deeper address (`/join/K7M-Q2X`) finds its files at the root: a `<base
/// href="/">` goes in first thing in its head. The folder itself keeps relative addresses, so it
/// also works from a USB stick or any path of another web server.
std::string page_with_root_base(std::string_view html);

/// A response's status line and fields (Connection: close: one request per connection).
std::string response_head(int status, std::string_view content_type, std::size_t length, bool cache_long);
std::string_view reason_phrase(int status);

}  // namespace entanglion::http
