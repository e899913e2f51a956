// The HTTP side of entanglion-server's port, without a network: request heads read within limits,
// the web client's routes, hostile paths (server/http/).
#include <gtest/gtest.h>

#include <string>

#include "server/http/http_request.h"
#include "server/http/web_routes.h"

namespace entanglion::http {
namespace {

RequestHead head_of(const std::string& text) {
    const HeadParse parsed = parse_request_head(text);
    EXPECT_EQ(parsed.status, HeadStatus::kComplete) << parsed.problem;
    return parsed.head;
}

Route route_of(const std::string& target, const std::string& method = "GET") {
    return route_request(head_of(method + " " + target + " HTTP/1.1\r\nHost: x\r\n\r\n"));
}

TEST(HttpHeadTest, ReadsTheRequestLineAndFieldsInLowerCase) {
    const std::string text = "GET /join/K7M-Q2X?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8765\r\nUser-Agent:  a b \r\n\r\nbody";
    const HeadParse parsed = parse_request_head(text);
    ASSERT_EQ(parsed.status, HeadStatus::kComplete);
    EXPECT_EQ(parsed.length, text.size() - 4);
    EXPECT_EQ(parsed.head.method, "GET");
    EXPECT_EQ(parsed.head.target, "/join/K7M-Q2X?x=1");
    EXPECT_EQ(parsed.head.version, "HTTP/1.1");
    EXPECT_EQ(parsed.head.field("user-agent"), "a b");
    EXPECT_EQ(parsed.head.field("host"), "127.0.0.1:8765");
    EXPECT_FALSE(parsed.head.field("cookie"));
}

TEST(HttpHeadTest, WaitsForTheBlankLineAndRefusesAHeadPastTheLimit) {
    EXPECT_EQ(parse_request_head("GET / HTTP/1.1\r\nHost: x\r\n").status, HeadStatus::kIncomplete);
    EXPECT_EQ(parse_request_head("").status, HeadStatus::kIncomplete);
    // A head that never ends is refused once the limit is reached, without waiting for more.
    const std::string endless = "GET / HTTP/1.1\r\nX: " + std::string(kMaxHeadBytes, 'a');
    EXPECT_EQ(parse_request_head(endless).status, HeadStatus::kTooLarge);
    const std::string long_but_ended = "GET / HTTP/1.1\r\nX: " + std::string(kMaxHeadBytes, 'a') + "\r\n\r\n";
    EXPECT_EQ(parse_request_head(long_but_ended).status, HeadStatus::kTooLarge);
    std::string many = "GET / HTTP/1.1\r\n";
    for (std::size_t i = 0; i <= kMaxHeaderFields; ++i) many += "X" + std::to_string(i) + ": 1\r\n";
    EXPECT_EQ(parse_request_head(many + "\r\n").status, HeadStatus::kTooLarge);
}

TEST(HttpHeadTest, RefusesMalformedHeads) {
    for (const std::string text : {"GET /\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n", "GET / HTTP/2\r\n\r\n",
                                   "G(T / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\r\nno colon\r\n\r\n",
                                   "GET / HTTP/1.1\r\nX: a\x01"
                                   "b\r\n\r\n",
                                   "GET / HTTP/1.1 extra\r\n\r\n", "GET / HTTP/1.1\r\n: empty name\r\n\r\n"}) {
        EXPECT_EQ(parse_request_head(text).status, HeadStatus::kMalformed) << text;
    }
}

TEST(HttpHeadTest, RecognisesAWebSocketUpgradeInAnyCaseAndList) {
    EXPECT_TRUE(is_websocket_upgrade(
        head_of("GET / HTTP/1.1\r\nUpgrade: WebSocket\r\nConnection: keep-alive, Upgrade\r\n\r\n")));
    EXPECT_FALSE(is_websocket_upgrade(head_of("GET / HTTP/1.1\r\nUpgrade: websocket\r\n\r\n")));
    EXPECT_FALSE(is_websocket_upgrade(head_of("GET / HTTP/1.1\r\nUpgrade: h2c\r\nConnection: upgrade\r\n\r\n")));
    EXPECT_FALSE(is_websocket_upgrade(head_of("POST / HTTP/1.1\r\nUpgrade: websocket\r\nConnection: upgrade\r\n\r\n")));
    EXPECT_EQ(
        route_request(head_of("GET /join/K7M HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")).kind,
        RouteKind::kWebSocket);
}

TEST(WebRoutesTest, TheAddressesAPersonTypesOpenThePages) {
    for (const std::string target :
         {"/", "/join/K7M-Q2X", "/join/k7mq2x", "/watch/K7M-Q2X", "/solo", "/solo?seed=7&difficulty=2&variant=board"}) {
        const Route route = route_of(target);
        EXPECT_EQ(route.kind, RouteKind::kPage) << target;
        EXPECT_EQ(route.file, kMainPage) << target;
        EXPECT_EQ(route.content_type, "text/html; charset=utf-8");
    }
    for (const std::string target : {"/lesson/bell-phi-plus", "/lessons"}) {
        const Route route = route_of(target);
        EXPECT_EQ(route.kind, RouteKind::kPage) << target;
        EXPECT_EQ(route.file, kLessonsPage) << target;
    }
    for (const std::string target : {"/class/K7M-Q2X", "/class/k7mq2x?lang=pl"}) {
        const Route route = route_of(target);
        EXPECT_EQ(route.kind, RouteKind::kPage) << target;
        EXPECT_EQ(route.file, kClassPage) << target;
    }
    // The teacher's token follows '#', which never reaches the server: the path is /teach alone.
    EXPECT_EQ(route_of("/teach").file, kTeachPage);
    EXPECT_EQ(route_of("/teach#secret").file, kTeachPage);
    EXPECT_EQ(route_of("/class/K7M/extra").kind, RouteKind::kNotFound);
    EXPECT_EQ(route_of("/class/a_b").kind, RouteKind::kNotFound);
    EXPECT_EQ(route_of("/teach/x").kind, RouteKind::kNotFound);
    EXPECT_EQ(route_of("/", "HEAD").kind, RouteKind::kPage);
    EXPECT_EQ(route_of("/join/").kind, RouteKind::kBadRequest);  // an empty segment
    EXPECT_EQ(route_of("/join/K7M/extra").kind, RouteKind::kNotFound);
    EXPECT_EQ(route_of("/watch/a_b").kind, RouteKind::kNotFound);
    EXPECT_EQ(route_of("/lesson/" + std::string(65, 'a')).kind, RouteKind::kNotFound);
}

TEST(WebRoutesTest, FilesGetTheirTypesAndOthersNone) {
    EXPECT_EQ(route_of("/engine/entanglion.wasm").content_type, "application/wasm");
    EXPECT_EQ(route_of("/engine/entanglion.mjs").content_type, "text/javascript; charset=utf-8");
    const Route script = route_of("/assets/solo-B10nxjJr.js?v=1");
    EXPECT_EQ(script.kind, RouteKind::kFile);
    EXPECT_EQ(script.file, "assets/solo-B10nxjJr.js");
    EXPECT_EQ(script.content_type, "text/javascript; charset=utf-8");
    EXPECT_EQ(route_of("/assets/theme.css").content_type, "text/css; charset=utf-8");
    EXPECT_EQ(route_of("/index.html").file, "index.html");
    EXPECT_EQ(route_of("/index.html").kind, RouteKind::kFile);
    for (const std::string target : {"/games.sqlite3", "/engine", "/README", "/x.sh"}) {
        EXPECT_EQ(route_of(target).kind, RouteKind::kNotFound) << target;
    }
    EXPECT_EQ(route_of("/", "POST").kind, RouteKind::kMethodNotAllowed);
    EXPECT_EQ(route_of("/", "DELETE").kind, RouteKind::kMethodNotAllowed);
}

TEST(WebRoutesTest, HostilePathsAreRefused) {
    for (const std::string& target : std::initializer_list<std::string>{
             "/../etc/passwd", "/assets/../../etc/passwd.js", "/%2e%2e/etc/passwd.js", "/%2E%2E%2Fetc%2Fpasswd.js",
             "/.git/config.json", "/assets/.hidden.js", "//etc/passwd.js", "/a\\b.js", "/a%5cb.js", "/a%00.js",
             "/a%0.js", "/a%zz.js", "http://example.org/index.html", "*", "/./index.html", "/assets//x.js", "/.wasm",
             std::string("/") + std::string(200, 'a') + ".js"}) {
        EXPECT_EQ(route_of(target).kind, RouteKind::kBadRequest) << target;
    }
    EXPECT_EQ(plain_path("/assets/a%2Db.js"), "/assets/a-b.js");
    EXPECT_EQ(plain_path("/?x=/../"), "/");
    EXPECT_EQ(plain_path("/../"), "");
}

TEST(WebRoutesTest, APageGetsTheRootAsItsBaseAndAResponseItsFields) {
    EXPECT_EQ(page_with_root_base("<html><head><title>x</title></head></html>"),
              "<html><head><base href=\"/\" /><title>x</title></head></html>");
    EXPECT_EQ(page_with_root_base("plain"), "<base href=\"/\" />plain");
    const std::string head = response_head(200, "application/wasm", 42, false);
    EXPECT_EQ(head.rfind("HTTP/1.1 200 OK\r\n", 0), 0u);
    EXPECT_NE(head.find("Content-Type: application/wasm\r\n"), std::string::npos);
    EXPECT_NE(head.find("Content-Length: 42\r\n"), std::string::npos);
    EXPECT_NE(head.find("Cache-Control: no-cache\r\n"), std::string::npos);
    EXPECT_TRUE(head.ends_with("Connection: close\r\n\r\n"));
    EXPECT_NE(response_head(405, "text/plain", 0, false).find("Allow: GET, HEAD\r\n"), std::string::npos);
    EXPECT_NE(response_head(200, "text/javascript", 1, true).find("immutable"), std::string::npos);
    EXPECT_NE(response_head(431, "", 0, false).find("431 Request Header Fields Too Large"), std::string::npos);
}

}  // namespace
}  // namespace entanglion::http
