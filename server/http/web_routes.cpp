// Routes of entanglion-server's HTTP side (web_routes.h).
#include "server/http/web_routes.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace entanglion::http {
namespace {

int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

bool plain_segment(std::string_view segment) {
    if (segment.empty() || segment.size() > 128 || segment.front() == '.') return false;
    return std::all_of(segment.begin(), segment.end(),
                       [](unsigned char c) { return std::isalnum(c) || c == '.' || c == '_' || c == '-'; });
}

/// A join code or a lesson id as the address carries it: letters, digits, dashes, at most 64.
bool plain_name(std::string_view name) {
    return !name.empty() && name.size() <= 64 &&
           std::all_of(name.begin(), name.end(), [](unsigned char c) { return std::isalnum(c) || c == '-'; });
}

Route page(std::string_view file) { return Route{RouteKind::kPage, std::string(file), "text/html; charset=utf-8"}; }

}  // namespace

std::string_view content_type_of(std::string_view path) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 12> kTypes{{
        {".html", "text/html; charset=utf-8"},
        {".js", "text/javascript; charset=utf-8"},
        {".mjs", "text/javascript; charset=utf-8"},
        {".css", "text/css; charset=utf-8"},
        {".wasm", "application/wasm"},
        {".json", "application/json"},
        {".svg", "image/svg+xml"},
        {".png", "image/png"},
        {".ico", "image/x-icon"},
        {".woff2", "font/woff2"},
        {".txt", "text/plain; charset=utf-8"},
        {".webmanifest", "application/manifest+json"},
    }};
    for (const auto& [extension, type] : kTypes)
        if (path.size() > extension.size() && path.ends_with(extension)) return type;
    return {};
}

std::string plain_path(std::string_view target) {
    target = target.substr(0, target.find('?'));
    target = target.substr(0, target.find('#'));
    if (target.empty() || target.front() != '/') return {};
    std::string decoded;
    decoded.reserve(target.size());
    for (std::size_t i = 0; i < target.size(); ++i) {
        if (target[i] != '%') {
            decoded.push_back(target[i]);
            continue;
        }
        if (i + 2 >= target.size()) return {};
        const int high = hex_digit(target[i + 1]);
        const int low = hex_digit(target[i + 2]);
        if (high < 0 || low < 0) return {};
        decoded.push_back(static_cast<char>(high * 16 + low));
        i += 2;
    }
    // Every segment plain: no "..", ".", empty segment ("//"), NUL, backslash or anything else.
    std::string_view rest = std::string_view(decoded).substr(1);
    if (rest.empty()) return "/";
    while (true) {
        const std::size_t slash = rest.find('/');
        if (!plain_segment(rest.substr(0, slash))) return {};
        if (slash == std::string_view::npos) break;
        rest.remove_prefix(slash + 1);
    }
    return decoded;
}

Route route_request(const RequestHead& head) {
    if (is_websocket_upgrade(head)) return Route{RouteKind::kWebSocket, {}, {}};
    if (head.method != "GET" && head.method != "HEAD") return Route{RouteKind::kMethodNotAllowed, {}, {}};
    const std::string path = plain_path(head.target);
    if (path.empty()) return Route{RouteKind::kBadRequest, {}, {}};
    if (path == "/" || path == "/solo") return page(kMainPage);
    for (std::string_view prefix : {std::string_view("/join/"), std::string_view("/watch/")}) {
        if (path.starts_with(prefix)) {
            if (plain_name(std::string_view(path).substr(prefix.size()))) return page(kMainPage);
            return Route{RouteKind::kNotFound, {}, {}};
        }
    }
    if (path.starts_with("/class/")) {
        if (plain_name(std::string_view(path).substr(7))) return page(kClassPage);
        return Route{RouteKind::kNotFound, {}, {}};
    }
    if (path == "/teach") return page(kTeachPage);
    if (path == "/lessons") return page(kLessonsPage);
    if (path.starts_with("/lesson/")) {
        if (plain_name(std::string_view(path).substr(8))) return page(kLessonsPage);
        return Route{RouteKind::kNotFound, {}, {}};
    }
    const std::string_view type = content_type_of(path);
    if (type.empty()) return Route{RouteKind::kNotFound, {}, {}};
    return Route{RouteKind::kFile, path.substr(1), type};
}

std::string page_with_root_base(std::string_view html) {
    static constexpr std::string_view kBase = "<base href=\"/\" />";
    const std::size_t head = html.find("<head>");
    if (head == std::string_view::npos) return std::string(kBase) + std::string(html);
    std::string out(html.substr(0, head + 6));
    out += kBase;
    out += html.substr(head + 6);
    return out;
}

std::string_view reason_phrase(int status) {
    switch (status) {
        case 200:
            return "OK";
        case 400:
            return "Bad Request";
        case 404:
            return "Not Found";
        case 405:
            return "Method Not Allowed";
        case 408:
            return "Request Timeout";
        case 431:
            return "Request Header Fields Too Large";
        case 503:
            return "Service Unavailable";
        default:
            return "Internal Server Error";
    }
}

std::string response_head(int status, std::string_view content_type, std::size_t length, bool cache_long) {
    std::string out = "HTTP/1.1 " + std::to_string(status) + " " + std::string(reason_phrase(status)) + "\r\n";
    if (!content_type.empty()) out += "Content-Type: " + std::string(content_type) + "\r\n";
    out += "Content-Length: " + std::to_string(length) + "\r\n";
    // Vite names the files under assets/ by their content: they never change under one name.
    out += cache_long ? "Cache-Control: public, max-age=31536000, immutable\r\n" : "Cache-Control: no-cache\r\n";
    out += "X-Content-Type-Options: nosniff\r\n";
    if (status == 405) out += "Allow: GET, HEAD\r\n";
    out += "Connection: close\r\n\r\n";
    return out;
}

}  // namespace entanglion::http
