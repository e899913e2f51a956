// The web client over HTTP on the server's own port, against the real entanglion-server: the
// pages at the addresses a person types, files with their types, and hostile requests (a path out
// of the web root, a symbolic link out of it, a head that never ends, one sent too slowly) refused
// while the WebSocket on the same port goes on.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QWebSocket>

#include "tests/server/server_process.h"

namespace entanglion::server {
namespace {

using testing::ServerProcess;
using testing::wait_until;

void write_file(const QString& path, const QByteArray& content) {
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(content);
}

/// Sends `request` as is on a plain TCP connection and returns all that comes back until the
/// server closes it (bounded by the wait's deadline).
QByteArray exchange(int port, const QByteArray& request) {
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), static_cast<quint16>(port));
    EXPECT_TRUE(wait_until([&] { return socket.state() == QAbstractSocket::ConnectedState; }));
    socket.write(request);
    QByteArray answer;
    wait_until([&] {
        answer += socket.readAll();
        return socket.state() == QAbstractSocket::UnconnectedState;
    });
    answer += socket.readAll();
    return answer;
}

QByteArray get(int port, const QByteArray& target, const QByteArray& method = "GET") {
    return exchange(port, method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
}

class WebServingTest : public ::testing::Test {
protected:
    void SetUp() override {
        testing::ensure_application();
        ASSERT_TRUE(root.isValid() && data.isValid() && outside.isValid());
        write_file(root.filePath("index.html"), "<!doctype html><html><head><title>E</title></head></html>");
        write_file(root.filePath("lessons.html"), "<html><head></head><body>lessons</body></html>");
        write_file(root.filePath("assets/solo-abc.js"), "console.log(1);");
        write_file(root.filePath("engine/entanglion.wasm"), QByteArray("\0asm\1\0\0\0", 8));
        write_file(outside.filePath("secret.js"), "secret");
        ASSERT_TRUE(QFile::link(outside.filePath("secret.js"), root.filePath("assets/link.js")));
        ASSERT_TRUE(
            server.start({"--data-dir", data.path(), "--web-root", root.path(), "--request-timeout-seconds", "1"}));
    }
    QTemporaryDir root, data, outside;
    ServerProcess server;
};

TEST_F(WebServingTest, TheAddressesAPersonTypesServeThePageWithItsFilesAtTheRoot) {
    for (const QByteArray target : {"/", "/join/K7M-Q2X", "/watch/k7mq2x", "/solo?seed=7&difficulty=2"}) {
        const QByteArray answer = get(server.port(), target);
        EXPECT_TRUE(answer.startsWith("HTTP/1.1 200 OK\r\n")) << target.toStdString() << answer.toStdString();
        EXPECT_TRUE(answer.contains("Content-Type: text/html; charset=utf-8\r\n"));
        EXPECT_TRUE(answer.endsWith("<head><base href=\"/\" /><title>E</title></head></html>")) << answer.toStdString();
    }
    EXPECT_TRUE(get(server.port(), "/lesson/bell-phi-plus").endsWith("<body>lessons</body></html>"));
    const QByteArray wasm = get(server.port(), "/engine/entanglion.wasm");
    EXPECT_TRUE(wasm.contains("Content-Type: application/wasm\r\nContent-Length: 8\r\n")) << wasm.toStdString();
    EXPECT_TRUE(wasm.endsWith(QByteArray("\0asm\1\0\0\0", 8)));
    const QByteArray script = get(server.port(), "/assets/solo-abc.js", "HEAD");
    EXPECT_TRUE(script.contains("Content-Type: text/javascript; charset=utf-8\r\nContent-Length: 15\r\n"));
    EXPECT_TRUE(script.endsWith("\r\n\r\n")) << "HEAD sends no body";
    EXPECT_TRUE(get(server.port(), "/nothing.js").startsWith("HTTP/1.1 404 "));
    EXPECT_TRUE(get(server.port(), "/", "POST").startsWith("HTTP/1.1 405 "));
}

TEST_F(WebServingTest, HostileRequestsAreRefusedAndTheWebSocketGoesOn) {
    EXPECT_TRUE(get(server.port(), "/../../etc/passwd").startsWith("HTTP/1.1 400 "));
    EXPECT_TRUE(get(server.port(), "/%2e%2e/%2e%2e/etc/passwd").startsWith("HTTP/1.1 400 "));
    const QByteArray linked = get(server.port(), "/assets/link.js");
    EXPECT_TRUE(linked.startsWith("HTTP/1.1 404 ")) << "a link out of the web root";
    EXPECT_FALSE(linked.contains("secret"));
    // A head that never ends is answered 431 at the limit, not buffered on.
    const QByteArray huge = exchange(server.port(), "GET / HTTP/1.1\r\nX: " + QByteArray(64 * 1024, 'a'));
    EXPECT_TRUE(huge.startsWith("HTTP/1.1 431 ")) << huge.left(80).toStdString();
    EXPECT_TRUE(exchange(server.port(), "NONSENSE\r\n\r\n").startsWith("HTTP/1.1 400 "));
    // Slowloris: a head begun and never finished is closed at the deadline (1 s here).
    QTcpSocket slow;
    slow.connectToHost(QStringLiteral("127.0.0.1"), static_cast<quint16>(server.port()));
    ASSERT_TRUE(wait_until([&] { return slow.state() == QAbstractSocket::ConnectedState; }));
    slow.write("GET / HTTP/1.1\r\nX: 1\r\n");
    ASSERT_TRUE(wait_until([&] { return slow.state() == QAbstractSocket::UnconnectedState; }, 10000));
    EXPECT_TRUE(slow.readAll().startsWith("HTTP/1.1 408 "));
    // The WebSocket on the same port is untouched.
    QWebSocket socket;
    std::vector<QString> received;
    QObject::connect(&socket, &QWebSocket::textMessageReceived, [&](const QString& text) { received.push_back(text); });
    socket.open(QUrl(server.url() + QStringLiteral("/join/K7M-Q2X")));
    ASSERT_TRUE(wait_until([&] { return socket.state() == QAbstractSocket::ConnectedState; }));
    socket.sendTextMessage(QStringLiteral(R"({"type": "hello", "protocol": 1})"));
    ASSERT_TRUE(wait_until([&] { return !received.empty(); }));
    EXPECT_TRUE(received.front().contains(QStringLiteral("\"welcome\""))) << received.front().toStdString();
    EXPECT_TRUE(server.running());
}

}  // namespace
}  // namespace entanglion::server
