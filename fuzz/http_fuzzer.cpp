// libFuzzer harness: the HTTP request head reader (server/http/http_request.h), the first thing
// entanglion-server reads of every connection, and the routes it answers from the head
// (server/http/web_routes.h). Whatever the bytes, the verdict is consistent with them: a complete head
// ends with its blank line within the limit, holds a token method, HTTP/1.0 or 1.1, a target, at most
// 64 fields with lower-case token names and trimmed values free of control characters, and reads the
// same from its own bytes and from everything before them as "incomplete" (a head arriving in pieces);
// a refusal has a short reason. The route of a complete head never names a file outside the web root.
#include <algorithm>
#include <string>
#include <string_view>

#include "fuzz/harness.h"
#include "server/http/http_request.h"
#include "server/http/web_routes.h"

namespace {

using namespace entanglion;

bool is_token_char(unsigned char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           std::string_view("!#$%&'*+-.^_`|~").find(static_cast<char>(c)) != std::string_view::npos;
}
bool is_token(std::string_view text) { return !text.empty() && std::all_of(text.begin(), text.end(), is_token_char); }
bool has_control(std::string_view text) {
    return std::any_of(text.begin(), text.end(), [](unsigned char c) { return (c < 0x20 && c != '\t') || c == 0x7f; });
}

std::string shown(std::string_view text) { return std::string(text.substr(0, 300)); }

/// A file the routes would open: relative, no empty, "." or ".." segment, no backslash or NUL.
void check_file_in_root(std::string_view file, std::string_view target) {
    if (file.empty()) fuzz::fail("a route to a file names none", shown(target));
    if (file.front() == '/' || file.find('\\') != std::string_view::npos || file.find('\0') != std::string_view::npos)
        fuzz::fail("a route's file is not a plain relative path", shown(file));
    std::size_t start = 0;
    while (start <= file.size()) {
        const std::size_t slash = std::min(file.find('/', start), file.size());
        const std::string_view segment = file.substr(start, slash - start);
        if (segment.empty() || segment.front() == '.')
            fuzz::fail("a route's file leaves the web root or hides a segment", shown(file));
        start = slash + 1;
    }
}

void check_complete(const http::HeadParse& parse, std::string_view text) {
    const http::RequestHead& head = parse.head;
    if (parse.length < 4 || parse.length > text.size() || parse.length > http::kMaxHeadBytes ||
        text.substr(parse.length - 4, 4) != "\r\n\r\n" ||
        text.substr(0, parse.length - 2).find("\r\n\r\n") != std::string_view::npos)
        fuzz::fail("a complete head's length is not its first blank line's end", shown(text));
    if (!is_token(head.method)) fuzz::fail("a complete head's method is not a token", shown(head.method));
    if (head.version != "HTTP/1.1" && head.version != "HTTP/1.0")
        fuzz::fail("a complete head's version is not HTTP/1.x", shown(head.version));
    if (head.target.empty() || has_control(head.target) || head.target.find(' ') != std::string::npos)
        fuzz::fail("a complete head's target is empty or holds a blank or a control", shown(head.target));
    if (head.fields.size() > http::kMaxHeaderFields) fuzz::fail("more header fields than the limit", "");
    for (const auto& [name, value] : head.fields) {
        if (!is_token(name) ||
            std::any_of(name.begin(), name.end(), [](unsigned char c) { return c >= 'A' && c <= 'Z'; }))
            fuzz::fail("a field name is not a lower-case token", shown(name));
        if (has_control(value)) fuzz::fail("a field value holds a control character", shown(value));
        if (!value.empty() &&
            (value.front() == ' ' || value.front() == '\t' || value.back() == ' ' || value.back() == '\t'))
            fuzz::fail("a field value is not trimmed", shown(value));
        if (head.field(name) == std::nullopt) fuzz::fail("a field sent is not found by its name", shown(name));
    }
    (void)http::is_websocket_upgrade(head);
    const http::Route route = http::route_request(head);
    if (route.kind == http::RouteKind::kFile || route.kind == http::RouteKind::kPage) {
        check_file_in_root(route.file, head.target);
        if (route.content_type.empty()) fuzz::fail("a file is served without a content type", shown(route.file));
    }
    // A plain path is "/" or "/" and segments that stay inside the root.
    const std::string path = http::plain_path(head.target);
    if (!path.empty() && path != "/") {
        if (path.front() != '/') fuzz::fail("a plain path does not start at the root", shown(path));
        check_file_in_root(std::string_view(path).substr(1), head.target);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return fuzz::run_text(data, size, [](std::string_view text) {
        const http::HeadParse parse = http::parse_request_head(text);
        switch (parse.status) {
            case http::HeadStatus::kIncomplete:
                if (text.find("\r\n\r\n") != std::string_view::npos || text.size() >= http::kMaxHeadBytes)
                    fuzz::fail("a head with its blank line, or over the limit, read as incomplete", shown(text));
                return;
            case http::HeadStatus::kMalformed:
            case http::HeadStatus::kTooLarge:
                if (parse.problem.empty() || parse.problem.size() > fuzz::kMaxErrorChars)
                    fuzz::fail("a refused head has no short reason", parse.problem.substr(0, 300));
                return;
            case http::HeadStatus::kComplete:
                break;
        }
        check_complete(parse, text);
        // The head alone reads the same (the bytes after it are the next request's or a frame's), and
        // any part of it is incomplete: the server reads a head as it arrives.
        const http::HeadParse alone = http::parse_request_head(text.substr(0, parse.length));
        if (alone.status != http::HeadStatus::kComplete || alone.length != parse.length ||
            alone.head.target != parse.head.target || alone.head.fields != parse.head.fields)
            fuzz::fail("the head reads otherwise without the bytes after it", shown(text));
        for (std::size_t cut : {std::size_t{0}, parse.length / 2, parse.length - 1}) {
            if (http::parse_request_head(text.substr(0, cut)).status != http::HeadStatus::kIncomplete)
                fuzz::fail("a part of a complete head is not incomplete", shown(text.substr(0, cut)));
        }
        (void)http::page_with_root_base(text);
    });
}
