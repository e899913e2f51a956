// The real server and clients on 127.0.0.1: a whole game, a server killed at random moments, TLS.
// Hostile clients are in hostile_client_test.cpp, the CLI over the network in network_cli_test.cpp.
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <random>

#include "server/client/network_client.h"
#include "server/core/authoritative_game.h"
#include "tests/server/server_process.h"

namespace entanglion::server {
namespace {

using client::NetworkClient;
using protocol::HistoryEntry;
using testing::ServerProcess;
using testing::wait_until;

/// Every player in these tests picks the same way: a legal action chosen by the history's length,
/// so the same game comes out wherever it is played.
rules::Action chosen_action(const rules::GameState& state, std::size_t history_length) {
    const rules::ActionList legal = state.legal_actions();
    return legal[(history_length * 2654435761u) % legal.size()];
}

/// A client that plays its seat by chosen_action as soon as it is its turn.
class AutoPlayer {
public:
    AutoPlayer() {
        client.setReconnectAttempts(0);
        QObject::connect(&client, &NetworkClient::historyAppended, [this](int, int) { play(); });
        QObject::connect(&client, &NetworkClient::seated, [this](const QString& c, int, const QString& t) {
            code = c.toStdString();
            token = t.toStdString();
        });
        QObject::connect(&client, &NetworkClient::serverError,
                         [this](protocol::ErrorCode c, const QString&) { errors.push_back(c); });
        QObject::connect(&client, &NetworkClient::disconnected,
                         [this](const QString& why) { closed = why.toStdString(); });
    }
    void play() {
        if (paused || !client.game().my_turn() || client.game().history().size() >= limit) return;
        client.act(chosen_action(client.game().state(), client.game().history().size()));
    }
    bool over() const { return client.game().has_game() && client.game().state().is_over(); }

    NetworkClient client;
    std::string code, token, closed;
    std::vector<protocol::ErrorCode> errors;
    bool paused = false;
    std::size_t limit = SIZE_MAX;  ///< acts only while the history is shorter
};

/// The same seeded game played hot-seat: one state, both ships chosen by chosen_action, the
/// server's chance function, no network.
rules::GameRecord hot_seat_record(std::uint64_t seed) {
    const protocol::GameStart start{1, rules::RulesVariant::kBoard};
    rules::GameState state = start.state();
    std::vector<HistoryEntry> history;
    while (state.at_chance_node()) {  // the setup
        const rules::ChanceOutcome outcome = chance_outcome_at(state, seed, history.size());
        EXPECT_TRUE(state.apply_chance_outcome(outcome));
        history.push_back({true, {}, outcome});
    }
    for (int i = 0; i < 5000 && !state.is_over(); ++i) {
        const rules::Action action = chosen_action(state, history.size());
        EXPECT_TRUE(state.apply_until_chance(action));
        history.push_back({false, action, {}});
        while (state.at_chance_node()) {
            const rules::ChanceOutcome outcome = chance_outcome_at(state, seed, history.size());
            EXPECT_TRUE(state.apply_chance_outcome(outcome));
            history.push_back({true, {}, outcome});
        }
    }
    EXPECT_TRUE(state.is_over());
    return protocol::record_of(start, history);
}

class NetworkTest : public ::testing::Test {
protected:
    static void SetUpTestSuite() { testing::ensure_application(); }
    QTemporaryDir data_;
    ServerProcess server_;
    /// Quick settings for tests: seeded games, no fsync per move, no message limit a fast game meets.
    QStringList quick() const {
        return {"--data-dir", data_.path(), "--allow-seeded-games", "--durability", "normal", "--messages-per-second",
                "100000"};
    }
};

TEST_F(NetworkTest, TwoClientsAndAWatcherEndWithTheRecordOfTheSameGamePlayedHotSeat) {
    ASSERT_TRUE(server_.start(quick()));
    AutoPlayer mercurial, rubicon;
    mercurial.client.open(server_.url(), protocol::Create{Ship::kMercurial, 1, rules::RulesVariant::kBoard, 42});
    ASSERT_TRUE(wait_until([&] { return !mercurial.code.empty(); }));
    rubicon.client.open(server_.url(), protocol::Join{mercurial.code, std::nullopt, 0});
    ASSERT_TRUE(wait_until([&] { return rubicon.client.game().history().size() > 40; }));
    // A teacher starts watching in the middle.
    AutoPlayer watcher;
    watcher.client.open(server_.url(), protocol::Watch{mercurial.code, 0});
    ASSERT_TRUE(wait_until([&] { return mercurial.over() && rubicon.over() && watcher.over(); }))
        << mercurial.closed << rubicon.closed << watcher.closed;
    EXPECT_FALSE(watcher.client.act(rules::Action::retrieve(Ship::kMercurial)));  // a watcher has no ship
    QString exported;
    QObject::connect(&watcher.client, &NetworkClient::recordReceived, [&](const QString& json) { exported = json; });
    ASSERT_TRUE(watcher.client.requestRecord());
    ASSERT_TRUE(wait_until([&] { return !exported.isEmpty(); }));

    const std::string expected = rules::record_to_json(hot_seat_record(42));
    EXPECT_EQ(rules::record_to_json(mercurial.client.game().record()), expected);
    EXPECT_EQ(rules::record_to_json(rubicon.client.game().record()), expected);
    EXPECT_EQ(rules::record_to_json(watcher.client.game().record()), expected);
    std::string error;
    const auto from_server = rules::record_from_json(exported.toStdString(), "export", &error);
    ASSERT_TRUE(from_server) << error;
    EXPECT_EQ(rules::record_to_json(*from_server), expected);
    EXPECT_TRUE(mercurial.errors.empty());
    EXPECT_TRUE(rubicon.errors.empty());
}

TEST_F(NetworkTest, AServerKilledAtRandomMomentsRestoresEveryAcknowledgedMove) {
    std::mt19937 random(2026);  // the moments are seeded: the same run every time
    ASSERT_TRUE(server_.start(quick()));
    const int port = server_.port();
    std::string code, mercurial_token, rubicon_token;
    std::vector<HistoryEntry> acknowledged;
    int restarts = 0;
    for (int cycle = 0; cycle < 12; ++cycle) {
        AutoPlayer mercurial, rubicon;
        // Each life of the server sees a random number of entries (then perhaps one action in flight).
        mercurial.limit = rubicon.limit = acknowledged.size() + 1 + random() % 30;
        if (cycle == 0) {
            mercurial.client.open(server_.url(), protocol::Create{Ship::kMercurial, 1, rules::RulesVariant::kBoard, 8});
            ASSERT_TRUE(wait_until([&] { return !mercurial.code.empty(); }));
            code = mercurial.code;
            mercurial_token = mercurial.token;
            rubicon.client.open(server_.url(), protocol::Join{code, std::nullopt, 0});
            ASSERT_TRUE(wait_until([&] { return !rubicon.token.empty(); }));
            rubicon_token = rubicon.token;
        } else {
            mercurial.client.open(server_.url(), protocol::Join{code, mercurial_token, 0});
            rubicon.client.open(server_.url(), protocol::Join{code, rubicon_token, 0});
        }
        ASSERT_TRUE(wait_until([&] { return mercurial.client.game().has_game() && rubicon.client.game().has_game(); }))
            << "cycle " << cycle << ": " << mercurial.closed << " " << rubicon.closed;
        // Everything acknowledged before the last kill is there, in order.
        const auto restored = mercurial.client.game().history();
        ASSERT_GE(restored.size(), acknowledged.size()) << "cycle " << cycle;
        EXPECT_TRUE(std::equal(acknowledged.begin(), acknowledged.end(), restored.begin())) << "cycle " << cycle;
        if (mercurial.over()) break;
        // Play to the limit, then kill the server without warning: at once, or with one more
        // action sent a random moment before (received, saved or answered, or not).
        const auto reached = [&] {
            const std::size_t length =
                std::max(mercurial.client.game().history().size(), rubicon.client.game().history().size());
            return length >= mercurial.limit || mercurial.over();
        };
        wait_until(reached);
        if (random() % 2 == 0) {
            mercurial.limit = rubicon.limit = SIZE_MAX;
            mercurial.play();
            rubicon.play();
            QCoreApplication::processEvents(QEventLoop::AllEvents, static_cast<int>(random() % 4));
        }
        mercurial.paused = rubicon.paused = true;
        server_.kill();
        ++restarts;
        // What either client received was acknowledged by the server.
        const auto& longer = mercurial.client.game().history().size() >= rubicon.client.game().history().size()
                                 ? mercurial.client.game()
                                 : rubicon.client.game();
        acknowledged.assign(longer.history().begin(), longer.history().end());
        ASSERT_TRUE(server_.start(quick(), port));
    }
    EXPECT_GE(restarts, 5);  // twelve, or fewer when the game ended first
    EXPECT_GT(acknowledged.size(), 20u);
}

TEST_F(NetworkTest, ClientsComeBackByThemselvesWhenTheConnectionDrops) {
    ASSERT_TRUE(server_.start(quick()));
    const int port = server_.port();
    AutoPlayer mercurial, rubicon;
    int reconnecting = 0;
    for (AutoPlayer* player : {&mercurial, &rubicon}) {
        player->client.setReconnectAttempts(10);
        QObject::connect(&player->client, &NetworkClient::reconnecting, [&](int, int) { ++reconnecting; });
    }
    mercurial.client.open(server_.url(), protocol::Create{Ship::kMercurial, 1, rules::RulesVariant::kBoard, 77});
    ASSERT_TRUE(wait_until([&] { return !mercurial.code.empty(); }));
    rubicon.client.open(server_.url(), protocol::Join{mercurial.code, std::nullopt, 0});
    ASSERT_TRUE(wait_until([&] { return rubicon.client.game().history().size() > 30; }));
    // The network goes away (the server with it) and comes back on the same address.
    server_.kill();
    ASSERT_TRUE(wait_until([&] { return reconnecting >= 2; }));
    EXPECT_EQ(mercurial.client.status(), NetworkClient::Status::Reconnecting);
    ASSERT_TRUE(server_.start(quick(), port));
    ASSERT_TRUE(wait_until([&] { return mercurial.over() && rubicon.over(); }))
        << mercurial.closed << " " << rubicon.closed;
    EXPECT_EQ(rules::record_to_json(mercurial.client.game().record()), rules::record_to_json(hot_seat_record(77)));
    EXPECT_EQ(rules::record_to_json(rubicon.client.game().record()), rules::record_to_json(hot_seat_record(77)));
}

TEST_F(NetworkTest, TlsWorksWithACertificateTheTestMakes) {
    const QString certificate = data_.filePath("cert.pem"), key = data_.filePath("key.pem");
    QProcess openssl;
    openssl.start("openssl",
                  {"req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "2",
                   "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"});
    ASSERT_TRUE(openssl.waitForFinished(testing::kWaitMs));
    ASSERT_EQ(openssl.exitCode(), 0) << openssl.readAllStandardError().toStdString();
    ASSERT_TRUE(server_.start(quick() + QStringList{"--tls-cert", certificate, "--tls-key", key}));

    AutoPlayer trusted;
    trusted.client.setCaCertificates(QSslCertificate::fromPath(certificate));
    trusted.client.open(server_.url("wss"), protocol::Create{Ship::kRubicon, 2, rules::RulesVariant::kQuantum, 3});
    ASSERT_TRUE(wait_until([&] { return !trusted.code.empty() || !trusted.closed.empty(); }));
    EXPECT_TRUE(trusted.closed.empty()) << trusted.closed;
    AutoPlayer partner;
    partner.client.setCaCertificates(QSslCertificate::fromPath(certificate));
    partner.client.open(server_.url("wss"), protocol::Join{trusted.code, std::nullopt, 0});
    ASSERT_TRUE(wait_until([&] { return trusted.client.game().history().size() >= 20 || trusted.over(); }));

    // Without trusting the certificate, or without TLS at all, no game.
    AutoPlayer untrusting;
    untrusting.client.open(server_.url("wss"), protocol::Watch{trusted.code, 0});
    ASSERT_TRUE(wait_until([&] { return !untrusting.closed.empty(); }));
    EXPECT_FALSE(untrusting.client.game().has_game());
    AutoPlayer plain;
    plain.client.open(server_.url("ws"), protocol::Watch{trusted.code, 0});
    ASSERT_TRUE(wait_until([&] { return !plain.closed.empty(); }));
    EXPECT_FALSE(plain.client.game().has_game());
}

}  // namespace
}  // namespace entanglion::server
