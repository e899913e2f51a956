// An HTTP request head read within limits (http_request.h).
#include "server/http/http_request.h"

#include <algorithm>
#include <cctype>

namespace entanglion::http {
namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text;
}

/// RFC 9110's token characters (a method, a field name).
bool is_token(std::string_view text) {
    if (text.empty()) return false;
    return std::all_of(text.begin(), text.end(), [](unsigned char c) {
        return std::isalnum(c) ||
               std::string_view("!#$%&'*+-.^_`|~").find(static_cast<char>(c)) != std::string_view::npos;
    });
}

bool has_control(std::string_view text) {
    return std::any_of(text.begin(), text.end(), [](unsigned char c) { return (c < 0x20 && c != '\t') || c == 0x7f; });
}

/// Whether a comma-separated list (a Connection or Upgrade field) holds `token`, in any case.
bool list_has(std::string_view list, std::string_view token) {
    while (!list.empty()) {
        const std::size_t comma = list.find(',');
        if (lower(trim(list.substr(0, comma))) == token) return true;
        if (comma == std::string_view::npos) break;
        list.remove_prefix(comma + 1);
    }
    return false;
}

HeadParse fail(HeadStatus status, std::string problem) {
    HeadParse out;
    out.status = status;
    out.problem = std::move(problem);
    return out;
}

}  // namespace

std::optional<std::string_view> RequestHead::field(std::string_view lower_name) const {
    for (const auto& [name, value] : fields)
        if (name == lower_name) return std::string_view(value);
    return std::nullopt;
}

HeadParse parse_request_head(std::string_view received) {
    const std::size_t end = received.find("\r\n\r\n");
    if (end == std::string_view::npos) {
        if (received.size() >= kMaxHeadBytes) return fail(HeadStatus::kTooLarge, "the request head is too long");
        return {};
    }
    if (end + 4 > kMaxHeadBytes) return fail(HeadStatus::kTooLarge, "the request head is too long");
    std::string_view rest = received.substr(0, end + 2);  // each line ends with CRLF
    HeadParse out;
    out.length = end + 4;
    bool first = true;
    while (!rest.empty()) {
        const std::size_t eol = rest.find("\r\n");
        const std::string_view line = rest.substr(0, eol);
        rest.remove_prefix(eol + 2);
        if (has_control(line)) return fail(HeadStatus::kMalformed, "a control character in the head");
        if (first) {
            first = false;
            const std::size_t a = line.find(' ');
            const std::size_t b = a == std::string_view::npos ? a : line.find(' ', a + 1);
            if (b == std::string_view::npos || line.find(' ', b + 1) != std::string_view::npos)
                return fail(HeadStatus::kMalformed, "the request line is not METHOD TARGET VERSION");
            out.head.method = std::string(line.substr(0, a));
            out.head.target = std::string(line.substr(a + 1, b - a - 1));
            out.head.version = std::string(line.substr(b + 1));
            if (!is_token(out.head.method)) return fail(HeadStatus::kMalformed, "the method is not a token");
            if (out.head.version != "HTTP/1.1" && out.head.version != "HTTP/1.0")
                return fail(HeadStatus::kMalformed, "not HTTP/1.0 or 1.1");
            if (out.head.target.empty()) return fail(HeadStatus::kMalformed, "no target");
            continue;
        }
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos || !is_token(line.substr(0, colon)))
            return fail(HeadStatus::kMalformed, "a header field is not NAME: VALUE");
        if (out.head.fields.size() == kMaxHeaderFields) return fail(HeadStatus::kTooLarge, "too many header fields");
        out.head.fields.emplace_back(lower(line.substr(0, colon)), std::string(trim(line.substr(colon + 1))));
    }
    out.status = HeadStatus::kComplete;
    return out;
}

bool is_websocket_upgrade(const RequestHead& head) {
    if (head.method != "GET") return false;
    const auto upgrade = head.field("upgrade");
    const auto connection = head.field("connection");
    return upgrade && connection && list_has(*upgrade, "websocket") && list_has(*connection, "upgrade");
}

}  // namespace entanglion::http
