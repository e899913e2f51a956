// Hostile clients against the real server: every bad input gets a clear error (or, past Qt's own
// limits, a close with a reason), and a game between two other clients on the same server goes
// on unharmed throughout.
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <QTimer>
#include <QWebSocket>

#include "server/client/network_client.h"
#include "server/protocol/join_code.h"
#include "tests/server/server_process.h"

namespace entanglion::server {
namespace {

using protocol::ErrorCode;
using testing::ServerProcess;
using testing::wait_until;

/// A WebSocket that sends whatever the test says and keeps what comes back.
class RawClient {
public:
    explicit RawClient(const QString& url) {
        QObject::connect(&socket, &QWebSocket::textMessageReceived,
                         [this](const QString& text) { received.push_back(text.toStdString()); });
        QObject::connect(&socket, &QWebSocket::disconnected, [this] { closed = true; });
        socket.open(QUrl(url));
        EXPECT_TRUE(wait_until([this] { return socket.state() == QAbstractSocket::ConnectedState || closed; }));
    }
    void send(const std::string& text) { socket.sendTextMessage(QString::fromStdString(text)); }
    /// Sends and waits for one more message; returns its error code (the test fails without one).
    ErrorCode refused(const std::string& text) {
        const std::size_t before = received.size();
        send(text);
        EXPECT_TRUE(wait_until([&] { return received.size() > before || closed; })) << text.substr(0, 80);
        if (received.size() <= before) return ErrorCode::kMalformed;
        auto parsed = protocol::parse_server_message(received.back());
        const auto* message = std::get_if<protocol::ServerMessage>(&parsed);
        const auto* error = message ? std::get_if<protocol::ErrorReply>(message) : nullptr;
        EXPECT_NE(error, nullptr) << received.back();
        if (error) {
            EXPECT_FALSE(error->message.empty());
        }
        return error ? error->code : ErrorCode::kMalformed;
    }
    void hello() {
        send(protocol::to_text(protocol::Hello{protocol::kProtocolVersion, "raw"}));
        EXPECT_TRUE(wait_until([this] { return !received.empty(); }));
    }
    QWebSocket socket;
    std::vector<std::string> received;
    bool closed = false;
};

/// A player that acts a tenth of a second after its turn comes (within the shipped message limit).
struct Player {
    client::NetworkClient client;
    std::string code;
    Player() {
        QObject::connect(&client, &client::NetworkClient::historyAppended, [this](int, int) {
            QTimer::singleShot(100, &client, [this] {
                const auto& game = client.game();
                if (!game.my_turn()) return;
                const rules::ActionList legal = game.state().legal_actions();
                client.act(legal[game.history().size() % legal.size()]);
            });
        });
        QObject::connect(&client, &client::NetworkClient::seated,
                         [this](const QString& c, int, const QString&) { code = c.toStdString(); });
    }
    std::size_t length() const { return client.game().history().size(); }
};

TEST(HostileClientTest, BadInputGetsAClearErrorAndAnotherGameGoesOn) {
    testing::ensure_application();
    QTemporaryDir data;
    ServerProcess server;
    // The limits as shipped, except that the honest game may move faster than a person.
    ASSERT_TRUE(server.start({"--data-dir", data.path(), "--durability", "normal"}));
    Player mercurial, rubicon;
    mercurial.client.open(server.url(),
                          protocol::Create{Ship::kMercurial, 1, rules::RulesVariant::kBoard, std::nullopt});
    ASSERT_TRUE(wait_until([&] { return !mercurial.code.empty(); }));
    rubicon.client.open(server.url(), protocol::Join{mercurial.code, std::nullopt, 0});
    ASSERT_TRUE(wait_until([&] { return rubicon.length() > 4; }));
    const std::string code = protocol::display_join_code(mercurial.code);

    RawClient attacker(server.url());
    EXPECT_EQ(attacker.refused(R"({"type": "create", "ship": "MERCURIAL"})"), ErrorCode::kHelloFirst);
    attacker.hello();
    EXPECT_EQ(attacker.refused("{not json"), ErrorCode::kMalformed);
    EXPECT_EQ(attacker.refused(R"({"type": "teleport"})"), ErrorCode::kUnknownType);
    EXPECT_EQ(attacker.refused(R"({"type": "act", "action": "MERCURIAL navigate H", "after": 1e999})"),
              ErrorCode::kMalformed);
    EXPECT_EQ(attacker.refused(R"({"type": "join", "code": "K7M-Q2X", "have": 184467440737095516150})"),
              ErrorCode::kInvalidField);
    EXPECT_EQ(attacker.refused(R"({"type": "join", "code": )" + std::string(3000, '[') + std::string(3000, ']') + "}"),
              ErrorCode::kMalformed);
    EXPECT_EQ(attacker.refused(R"({"type": "hello", "client": ")" + std::string(20000, 'x') + "\"}"),
              ErrorCode::kTooLarge);
    // Acting without a seat, acting as a watcher, pinging as a watcher.
    EXPECT_EQ(attacker.refused(R"({"type": "act", "action": "MERCURIAL retrieve"})"), ErrorCode::kNotInGame);
    const std::size_t before_watch = attacker.received.size();
    attacker.send(R"({"type": "watch", "code": ")" + code + "\"}");
    ASSERT_TRUE(wait_until([&] { return attacker.received.size() >= before_watch + 2; }));
    EXPECT_NE(attacker.received[before_watch].find("\"watching\""), std::string::npos);
    EXPECT_EQ(attacker.refused(R"({"type": "act", "action": "MERCURIAL retrieve"})"), ErrorCode::kWatcherCannotAct);
    EXPECT_EQ(attacker.refused(R"({"type": "act", "action": "RUBICON retrieve"})"), ErrorCode::kWatcherCannotAct);
    EXPECT_EQ(attacker.refused(R"({"type": "ping", "planet": "ZERO"})"), ErrorCode::kWatcherCannotAct);

    // A seated player acting for the other ship, or out of turn, in a game of its own.
    RawClient cheat(server.url());
    cheat.hello();
    cheat.send(R"({"type": "create", "ship": "RUBICON"})");
    ASSERT_TRUE(wait_until([&] { return cheat.received.size() >= 3; }));
    EXPECT_EQ(cheat.refused(R"({"type": "act", "action": "MERCURIAL retrieve"})"), ErrorCode::kNotYourShip);
    const ErrorCode out_of_turn = cheat.refused(R"({"type": "act", "action": "RUBICON navigate PROBE"})");
    EXPECT_TRUE(out_of_turn == ErrorCode::kNotYourTurn || out_of_turn == ErrorCode::kIllegalAction);
    EXPECT_EQ(cheat.refused(R"({"type": "create", "ship": "RUBICON", "seed": 1})"), ErrorCode::kAlreadyInGame);

    // Guessing codes and tokens: refused, then rate-limited for the address.
    RawClient guesser(server.url());
    guesser.hello();
    ErrorCode last = ErrorCode::kUnknownGame;
    for (int i = 0; i < 40 && last == ErrorCode::kUnknownGame; ++i)
        last = guesser.refused(R"({"type": "watch", "code": "222-222"})");
    EXPECT_EQ(last, ErrorCode::kTooManyGuesses);

    // A protocol the server does not speak: an error, then the connection is closed.
    RawClient future(server.url());
    EXPECT_EQ(future.refused(R"({"type": "hello", "protocol": 99})"), ErrorCode::kUnsupportedProtocol);
    EXPECT_TRUE(wait_until([&] { return future.closed; }));

    // Past Qt's frame limit (1 MiB) the server closes the connection with a reason.
    RawClient huge(server.url());
    huge.hello();
    huge.send(std::string(2 * 1024 * 1024, ' '));
    EXPECT_TRUE(wait_until([&] { return huge.closed; }));
    EXPECT_EQ(huge.socket.closeCode(), QWebSocketProtocol::CloseCodeTooMuchData);

    // Binary frames are not the protocol.
    RawClient binary(server.url());
    binary.socket.sendBinaryMessage(QByteArray(16, '\x01'));
    EXPECT_TRUE(wait_until([&] { return binary.closed; }));

    // A flood: rate-limited, then closed.
    RawClient flood(server.url());
    flood.hello();
    for (int i = 0; i < 300; ++i) flood.send(R"({"type": "export"})");
    EXPECT_TRUE(wait_until([&] { return flood.closed; }));
    bool limited = false;
    for (const std::string& text : flood.received) limited |= text.find("rate_limited") != std::string::npos;
    EXPECT_TRUE(limited);

    // Through all of it the honest game went on, and it still does.
    const std::size_t before = rubicon.length();
    EXPECT_TRUE(wait_until([&] { return rubicon.length() >= before + 10 || rubicon.client.game().state().is_over(); }));
    EXPECT_TRUE(server.running()) << server.errors().toStdString();
    // The players move a tenth of a second after each entry: compare them between two moves, once
    // the latest entry has reached both (otherwise one may hold a move the other has not seen yet).
    EXPECT_TRUE(wait_until([&] { return mercurial.length() == rubicon.length(); }));
    EXPECT_EQ(rules::record_to_json(mercurial.client.game().record()),
              rules::record_to_json(rubicon.client.game().record()));
}

}  // namespace
}  // namespace entanglion::server
