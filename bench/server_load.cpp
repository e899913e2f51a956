// server_load: the load generator for entanglion-server (docs/performance.md, "Game server"). It
// keeps N games going on a running server, two players each, each player acting at most once a
// second when the game waits for it (a finished game is replaced by a new one), and measures the
// time from sending an action to the moment the last of the game's two players has the history
// entries it caused. It prints the figures after the measured period.
//
//   taskset -c 0 build/bin/entanglion-server --port 0 --listen 127.0.0.1 --data-dir /tmp/load
//       --max-connections-per-address 10000 --games-per-minute 100000 &    (one line)
//   taskset -c 1 build/bin/server_load --url ws://127.0.0.1:PORT --games 1000 --seconds 60 --server-pid PID
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <random>
#include <vector>

#include "bench/load_common.h"
#include "server/client/network_client.h"
#include "server/transport/epoll_event_dispatcher.h"

namespace {

using entanglion::client::NetworkClient;
namespace protocol = entanglion::protocol;
namespace rules = entanglion::rules;

struct Options {
    std::string url;
    int games = 1000;
    int seconds = 60;
    int ramp_seconds = 20;
    int interval_ms = 1000;
    std::uint64_t seed = 1;
    int server_pid = 0;
    std::string event_loop = "epoll";
};

using entanglion::bench::cpu_seconds;
using entanglion::bench::run_queue_seconds;

class Load;

/// One game: two players on their own connections.
class Game {
public:
    Game(Load& load, int index);

private:
    friend class Load;
    void start();
    void tick(int player);
    void received(int player, int from, int count);

    Load& load_;
    int index_;
    std::unique_ptr<NetworkClient> players_[2];
    QTimer timers_[2];
    /// When each history entry's action was sent, and how many players have it yet (by entry index).
    std::vector<qint64> sent_at_;
    std::vector<int> copies_;
    bool restarting_ = false;
};

class Load {
public:
    explicit Load(const Options& options) : options_(options), random_(options.seed) { clock_.start(); }

    void run() {
        // Games come up over the first part of the ramp, so the server is not hit by 2N handshakes at once.
        for (int i = 0; i < options_.games; ++i) {
            QTimer::singleShot(i * (options_.ramp_seconds * 500) / std::max(1, options_.games),
                               [this, i] { games_.push_back(std::make_unique<Game>(*this, i)); });
        }
        QTimer::singleShot(options_.ramp_seconds * 1000, [this] { begin_measuring(); });
        QTimer::singleShot((options_.ramp_seconds + options_.seconds) * 1000, [this] { report(); });
    }

    qint64 now_us() const { return clock_.nsecsElapsed() / 1000; }
    bool measuring() const { return measuring_; }
    const Options& options() const { return options_; }
    std::mt19937_64& random() { return random_; }
    void latency(qint64 us) { latencies_.push_back(us); }
    void acted() { actions_ += measuring_ ? 1 : 0; }
    void error(const QString& message) {
        ++errors_;
        if (errors_ <= 5) std::fprintf(stderr, "server_load: %s\n", message.toStdString().c_str());
    }
    void finished_game() { ++finished_; }

private:
    void begin_measuring() {
        measuring_ = true;
        latencies_.clear();
        actions_ = 0;
        started_us_ = now_us();
        if (options_.server_pid) {
            cpu_at_start_ = cpu_seconds(options_.server_pid);
            wait_at_start_ = run_queue_seconds(options_.server_pid);
        }
        own_cpu_at_start_ = cpu_seconds(static_cast<int>(getpid()));
    }

    void report() {
        const double seconds = static_cast<double>(now_us() - started_us_) / 1e6;
        std::sort(latencies_.begin(), latencies_.end());
        auto percentile = [this](double p) {
            if (latencies_.empty()) return 0.0;
            const auto i = static_cast<std::size_t>(p * static_cast<double>(latencies_.size() - 1));
            return static_cast<double>(latencies_[i]) / 1000.0;
        };
        int connected = 0;
        for (const auto& game : games_) {
            for (const auto& player : game->players_)
                connected += player && player->status() == NetworkClient::Status::Connected ? 1 : 0;
        }
        std::printf("games %d (%d players connected at the end), measured %.1f s after %d s of ramp-up\n",
                    options_.games, connected, seconds, options_.ramp_seconds);
        std::printf("actions %lld (%.1f a second), games finished and replaced %d, errors %d\n",
                    static_cast<long long>(actions_), static_cast<double>(actions_) / seconds, finished_, errors_);
        std::printf(
            "action -> both players have its history entries: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, "
            "max %.2f ms (%zu actions)\n",
            percentile(0.5), percentile(0.9), percentile(0.99), percentile(1.0), latencies_.size());
        if (options_.server_pid) {
            const double cpu = cpu_seconds(options_.server_pid) - cpu_at_start_;
            const double waited = run_queue_seconds(options_.server_pid) - wait_at_start_;
            std::printf("server CPU: %.1f s in %.1f s, %.0f%% of one core; it waited %.1f s for a CPU (run queue)\n",
                        cpu, seconds, 100 * cpu / seconds, waited);
        }
        const double own = cpu_seconds(static_cast<int>(getpid())) - own_cpu_at_start_;
        std::printf("load generator CPU: %.1f s, %.0f%% of one core\n", own, 100 * own / seconds);
        QCoreApplication::exit(latencies_.empty() ? 1 : 0);
    }

    Options options_;
    std::mt19937_64 random_;
    QElapsedTimer clock_;
    std::vector<std::unique_ptr<Game>> games_;
    std::vector<qint64> latencies_;
    long long actions_ = 0;
    int errors_ = 0;
    int finished_ = 0;
    bool measuring_ = false;
    qint64 started_us_ = 0;
    double cpu_at_start_ = 0;
    double own_cpu_at_start_ = 0;
    double wait_at_start_ = 0;
};

Game::Game(Load& load, int index) : load_(load), index_(index) {
    for (int player = 0; player < 2; ++player) {
        timers_[player].setInterval(load_.options().interval_ms);
        // Each player at its own phase: Qt's default coarse timers would gather them into bursts.
        timers_[player].setTimerType(Qt::PreciseTimer);
        QObject::connect(&timers_[player], &QTimer::timeout, [this, player] { tick(player); });
    }
    start();
}

void Game::start() {
    sent_at_.clear();
    copies_.clear();
    for (int player = 0; player < 2; ++player) {
        players_[player] = std::make_unique<NetworkClient>();
        NetworkClient* client = players_[player].get();
        client->setReconnectAttempts(0);
        QObject::connect(client, &NetworkClient::historyAppended,
                         [this, player](int from, int count) { received(player, from, count); });
        QObject::connect(client, &NetworkClient::serverError,
                         [this, client](protocol::ErrorCode, const QString& message) {
                             load_.error(message);
                             // The refused action is not in flight any more.
                             sent_at_.resize(std::min(sent_at_.size(), client->game().history().size()));
                             copies_.resize(sent_at_.size());
                         });
        QObject::connect(client, &NetworkClient::disconnected, [this](const QString& why) {
            if (!restarting_) load_.error(QStringLiteral("disconnected: ") + why);
        });
    }
    QObject::connect(players_[0].get(), &NetworkClient::seated, [this](const QString& code, int, const QString&) {
        players_[1]->open(QUrl(QString::fromStdString(load_.options().url)), protocol::Join{code.toStdString(), {}, 0});
    });
    players_[0]->open(QUrl(QString::fromStdString(load_.options().url)),
                      protocol::Create{entanglion::Ship::kMercurial, 1, rules::RulesVariant::kBoard, std::nullopt});
    // Each player's once-a-second tick at its own phase.
    for (int player = 0; player < 2; ++player) {
        timers_[player].stop();
        QTimer::singleShot(static_cast<int>(load_.random()() % static_cast<unsigned>(load_.options().interval_ms)),
                           &timers_[player], [this, player] { timers_[player].start(); });
    }
    restarting_ = false;
}

void Game::tick(int player) {
    NetworkClient& client = *players_[player];
    const protocol::ClientGame& game = client.game();
    if (!game.my_turn() || game.seat(entanglion::other(*game.ship())) != protocol::SeatState::kConnected) return;
    // One action at a time: the last one's entries have not come back yet.
    if (game.history().size() < sent_at_.size()) return;
    const rules::ActionList legal = game.state().legal_actions();
    const rules::Action action = legal[load_.random()() % legal.size()];
    const std::size_t index = game.history().size();
    if (sent_at_.size() <= index) {
        sent_at_.resize(index + 1, -1);
        copies_.resize(index + 1, 0);
    }
    sent_at_[index] = load_.now_us();
    if (client.act(action)) load_.acted();
}

void Game::received(int player, int from, int count) {
    (void)player;
    const qint64 now = load_.now_us();
    for (int i = from; i < from + count; ++i) {
        const auto index = static_cast<std::size_t>(i);
        if (index >= sent_at_.size() || sent_at_[index] < 0) continue;  // a chance outcome, or a sync
        if (++copies_[index] == 2 && load_.measuring()) load_.latency(now - sent_at_[index]);
    }
    if (players_[0]->game().has_game() && players_[0]->game().state().is_over() && players_[1]->game().has_game() &&
        players_[1]->game().state().is_over() && !restarting_) {
        restarting_ = true;
        load_.finished_game();
        QTimer::singleShot(0, [this] {
            players_[0]->close();
            players_[1]->close();
            players_[0].release()->deleteLater();
            players_[1].release()->deleteLater();
            start();
        });
    }
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"server_load: keeps N games going on an entanglion-server and measures the latency"};
    Options options;
    app.add_option("--url", options.url, "the server, ws://127.0.0.1:PORT")->required();
    app.add_option("--games", options.games, "games at once (two connections each)")->check(CLI::Range(1, 100000));
    app.add_option("--seconds", options.seconds, "measured time")->check(CLI::Range(1, 3600));
    app.add_option("--ramp-seconds", options.ramp_seconds, "time to connect every game before measuring")
        ->check(CLI::Range(1, 3600));
    app.add_option("--interval-ms", options.interval_ms, "each player's tick (it acts on a tick when it may)")
        ->check(CLI::Range(1, 60000));
    app.add_option("--seed", options.seed, "the players' choices and phases");
    app.add_option("--server-pid", options.server_pid, "report this process's CPU use (the server's)");
    app.add_option("--event-loop", options.event_loop,
                   "the generator's own event loop, as the server's option: epoll (default) or qt")
        ->check(CLI::IsMember({"epoll", "qt"}));
    CLI11_PARSE(app, argc, argv);
    entanglion::bench::raise_open_file_limit();
    // The generator holds as many sockets as the server: Qt's dispatcher would poll them all on every
    // pass (and GLib's costs more still), so it would measure itself more than the server.
    if (options.event_loop == "epoll") {
        QCoreApplication::setEventDispatcher(new entanglion::server::EpollEventDispatcher);
    } else if (!qEnvironmentVariableIsSet("QT_NO_GLIB")) {
        qputenv("QT_NO_GLIB", "1");
    }
    QCoreApplication application(argc, argv);
    Load load(options);
    load.run();
    return QCoreApplication::exec();
}
