// class_load: the load generator for classes on entanglion-server --classes (docs/performance.md,
// "Classes on the server"). It opens C classes of T tables as the web pages do: a teacher opens each
// class, 2T students join it by code (each on a class connection asking class_seat every 2 s, every
// 3 s once seated, as the class page and class bar do), the teacher starts all tables, each student
// takes the seat with its token on a game connection (the CLI's NetworkClient) and, every 2 s, acts
// when the game waits for it (a seeded pick among the legal actions); each teacher asks class_view
// once a second. It measures the time from sending an action to (a) the partner having its history
// entry and (b) the first class_view answer whose card counts that move (`actions`), and (c) from
// the teacher's next class_view after the action to that answer (the server's part of (b)).
//
//   setsid taskset -c 0 build/bin/entanglion-server --classes --port 18767 --listen 127.0.0.1
//       --data-dir /tmp/cl --max-connections-per-address 10000 --classes-per-minute 1000 --log-level warn &
//   setsid -w taskset -c 1 build/bin/class_load --url ws://127.0.0.1:18767 --server-pid PID
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <QAbstractSocket>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <QWebSocket>
#include <cstdio>
#include <deque>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <random>
#include <vector>

#include "bench/load_common.h"
#include "server/client/network_client.h"
#include "server/transport/epoll_event_dispatcher.h"

namespace {

using entanglion::client::NetworkClient;
using nlohmann::json;
namespace protocol = entanglion::protocol;
namespace rules = entanglion::rules;
namespace bench = entanglion::bench;

struct Options {
    std::string url;
    int classes = 20;
    int tables = 15;
    int seconds = 60;
    int ramp_seconds = 30;
    int interval_ms = 2000;
    int view_ms = 200;  ///< as the teacher's page asks (web/src/teach.ts)
    std::uint64_t seed = 1;
    int server_pid = 0;
};

/// A connection speaking JSON class messages after hello (a teacher's page, a student's class page).
class Link {
public:
    Link(const std::string& url, std::function<void()> ready, std::function<void(const json&)> receive)
        : ready_(std::move(ready)), receive_(std::move(receive)) {
        QObject::connect(&socket_, &QWebSocket::connected, [this] {
            // Each message at once, as NetworkClient does (Nagle would hold a frame's last piece).
            for (QAbstractSocket* tcp : socket_.findChildren<QAbstractSocket*>())
                tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            send({{"type", "hello"}, {"protocol", protocol::kProtocolVersion}, {"client", "class_load"}});
        });
        QObject::connect(&socket_, &QWebSocket::textMessageReceived, [this](const QString& text) {
            const json message = json::parse(text.toStdString(), nullptr, false);
            if (!message.is_object()) return;
            if (message.value("type", "") == "welcome") {
                ready_();
            } else {
                receive_(message);
            }
        });
        socket_.open(QUrl(QString::fromStdString(url)));
    }
    void send(const json& message) { socket_.sendTextMessage(QString::fromStdString(message.dump())); }
    bool connected() const { return socket_.state() == QAbstractSocket::ConnectedState; }

private:
    QWebSocket socket_;
    std::function<void()> ready_;
    std::function<void(const json&)> receive_;
};

class Class;

class Load {
public:
    explicit Load(const Options& options) : options(options), random(options.seed) { clock_.start(); }
    void run();
    qint64 now_us() const { return clock_.nsecsElapsed() / 1000; }
    void error(const std::string& message) {
        ++errors_;
        if (errors_ <= 5) std::fprintf(stderr, "class_load: %s\n", message.c_str());
    }

    const Options options;
    std::mt19937_64 random;
    bool measuring = false;
    bench::Latencies to_partner, to_view, ask_to_view;
    long long actions = 0;

private:
    void begin_measuring();
    void report();
    QElapsedTimer clock_;
    std::vector<std::unique_ptr<Class>> classes_;
    int errors_ = 0;
    qint64 started_us_ = 0;
    double server_cpu_ = 0, server_wait_ = 0, own_cpu_ = 0, own_wait_ = 0;
};

/// One table's moves in flight: when each history entry's action was sent and by whom, and the
/// moves the teacher's view has not counted yet.
struct Table {
    std::vector<qint64> sent_at;  ///< by history index; -1: not an action of this generator
    std::vector<int> actor;       ///< by history index: the ship that sent it
    struct Unseen {
        int number = 0;     ///< the move's number among the game's actions
        qint64 sent = 0;    ///< when it was sent
        qint64 asked = -1;  ///< when the teacher next asked for the view after it
    };
    std::deque<Unseen> unseen;
    const NetworkClient* player = nullptr;  ///< one of its players, to tell a finished game
};

class Student {
public:
    Student(Load& load, Class& group, int index);

private:
    void received(const json& message);
    void tick();
    void appended(int from, int count);

    Load& load_;
    Class& group_;
    int index_;
    Link link_;
    std::string token_;
    int table_ = -1, ship_ = 0;
    std::unique_ptr<NetworkClient> player_;
    QTimer seat_poll_, act_;
};

class Class {
public:
    Class(Load& load, int index)
        : load_(load),
          index_(index),
          teacher_(
              load.options.url,
              [this] {
                  teacher_.send({{"type", "class_open"}});
              },
              [this](const json& message) { received(message); }) {
        view_poll_.setInterval(load_.options.view_ms);
        view_poll_.setTimerType(Qt::PreciseTimer);
        QObject::connect(&view_poll_, &QTimer::timeout, [this] {
            if (!teacher_.connected()) return;
            const qint64 now = load_.now_us();
            for (Table& table : tables_)
                for (Table::Unseen& move : table.unseen)
                    if (move.asked < 0) move.asked = now;
            teacher_.send({{"type", "class_view"}, {"teacher", token_}});
        });
    }
    const std::string& code() const { return code_; }
    Table& table(int index) {
        if (tables_.size() <= static_cast<std::size_t>(index)) tables_.resize(static_cast<std::size_t>(index) + 1);
        return tables_[static_cast<std::size_t>(index)];
    }
    void joined() {
        if (++joined_ == 2 * load_.options.tables) teacher_.send({{"type", "class_start"}, {"teacher", token_}});
    }
    int finished_tables() const {
        int finished = 0;
        for (const Table& table : tables_) {
            const auto* game = table.player ? &table.player->game() : nullptr;
            finished += game && game->has_game() && game->state().is_over() ? 1 : 0;
        }
        return finished;
    }

private:
    void received(const json& message) {
        const std::string type = message.value("type", "");
        if (type == "class_opened") {
            code_ = message.value("code", "");
            token_ = message.value("teacher", "");
            // The class's students join one after another, 50 ms apart, as a room types the code.
            for (int s = 0; s < 2 * load_.options.tables; ++s) {
                QTimer::singleShot(50 * s,
                                   [this, s] { students_.push_back(std::make_unique<Student>(load_, *this, s)); });
            }
        } else if (type == "class_done" && !view_poll_.isActive()) {
            // The tables run: the view every second, each teacher at its own phase.
            QTimer::singleShot(static_cast<int>(load_.random() % static_cast<unsigned>(load_.options.view_ms)),
                               &view_poll_, [this] { view_poll_.start(); });
        } else if (type == "class_view") {
            const qint64 now = load_.now_us();
            for (const json& card : message.value("tables", json::array())) {
                if (!card.contains("actions")) continue;
                Table& table = this->table(card.value("table", 0));
                const int counted = card["actions"].get<int>();
                while (!table.unseen.empty() && table.unseen.front().number <= counted) {
                    const Table::Unseen& move = table.unseen.front();
                    if (load_.measuring) {
                        load_.to_view.add(now - move.sent);
                        if (move.asked >= 0) load_.ask_to_view.add(now - move.asked);
                    }
                    table.unseen.pop_front();
                }
            }
        } else if (type == "error") {
            load_.error("class " + std::to_string(index_) + ": " + message.value("message", ""));
        }
    }

    Load& load_;
    int index_;
    Link teacher_;
    std::string code_, token_;
    std::vector<std::unique_ptr<Student>> students_;
    std::vector<Table> tables_;
    int joined_ = 0;
    QTimer view_poll_;
};

Student::Student(Load& load, Class& group, int index)
    : load_(load),
      group_(group),
      index_(index),
      link_(
          load.options.url,
          [this] {
              link_.send({{"type", "class_join"}, {"code", group_.code()}, {"name", "S" + std::to_string(index_)}});
          },
          [this](const json& message) { received(message); }) {
    seat_poll_.setInterval(2000);
    QObject::connect(&seat_poll_, &QTimer::timeout, [this] {
        if (!token_.empty() && link_.connected()) link_.send({{"type", "class_seat"}, {"student", token_}});
    });
    act_.setInterval(load_.options.interval_ms);
    act_.setTimerType(Qt::PreciseTimer);  // coarse timers would gather the players into bursts
    QObject::connect(&act_, &QTimer::timeout, [this] { tick(); });
}

void Student::received(const json& message) {
    const std::string type = message.value("type", "");
    if (type == "error") {
        load_.error("student: " + message.value("message", ""));
        return;
    }
    if (type != "class_seat_info") return;
    const bool first = token_.empty();
    token_ = message.value("token", "");
    const auto table = message.find("table");
    table_ = table != message.end() && table->is_number() ? table->get<int>() : -1;
    ship_ = message.value("ship", "") == "RUBICON" ? 1 : 0;
    if (first) {
        seat_poll_.start();
        group_.joined();
    }
    const std::string game = message.value("game", ""), seat = message.value("seat_token", "");
    if (player_ || game.empty() || seat.empty() || table_ < 0) return;
    seat_poll_.setInterval(3000);  // the class bar above the game
    player_ = std::make_unique<NetworkClient>();
    player_->setReconnectAttempts(0);
    group_.table(table_).player = player_.get();
    QObject::connect(player_.get(), &NetworkClient::historyAppended,
                     [this](int from, int count) { appended(from, count); });
    QObject::connect(player_.get(), &NetworkClient::serverError, [this](protocol::ErrorCode, const QString& why) {
        load_.error(why.toStdString());
        // The refused action is not in flight any more.
        Table& table = group_.table(table_);
        table.sent_at.resize(std::min(table.sent_at.size(), player_->game().history().size()));
        table.actor.resize(table.sent_at.size());
        if (!table.unseen.empty()) table.unseen.pop_back();
    });
    QObject::connect(player_.get(), &NetworkClient::disconnected,
                     [this](const QString& why) { load_.error("disconnected: " + why.toStdString()); });
    player_->open(QUrl(QString::fromStdString(load_.options.url)), protocol::Join{game, seat, 0});
    QTimer::singleShot(static_cast<int>(load_.random() % static_cast<unsigned>(load_.options.interval_ms)), &act_,
                       [this] { act_.start(); });
}

void Student::tick() {
    const protocol::ClientGame& game = player_->game();
    if (!game.has_game() || game.state().is_over() || !game.my_turn() ||
        game.seat(entanglion::other(*game.ship())) != protocol::SeatState::kConnected)
        return;
    Table& table = group_.table(table_);
    // One action at a time: the last one's entries have not come back yet.
    if (game.history().size() < table.sent_at.size()) return;
    const rules::ActionList legal = game.state().legal_actions();
    const rules::Action action = legal[load_.random() % legal.size()];
    const std::size_t index = game.history().size();
    int number = 1;  // this move's number among the game's actions, as the class view counts them
    for (const auto& entry : game.history()) number += entry.is_action() ? 1 : 0;
    table.sent_at.resize(index + 1, -1);
    table.actor.resize(index + 1, -1);
    table.sent_at[index] = load_.now_us();
    table.actor[index] = ship_;
    table.unseen.push_back({number, table.sent_at[index], -1});
    if (player_->act(action) && load_.measuring) ++load_.actions;
}

void Student::appended(int from, int count) {
    const qint64 now = load_.now_us();
    Table& table = group_.table(table_);
    for (int i = from; i < from + count; ++i) {
        const auto index = static_cast<std::size_t>(i);
        if (index >= table.sent_at.size() || table.sent_at[index] < 0 || table.actor[index] == ship_) continue;
        if (load_.measuring) load_.to_partner.add(now - table.sent_at[index]);
    }
}

void Load::run() {
    // Classes open over the first quarter of the ramp-up, so the server is not hit by every handshake at once.
    for (int c = 0; c < options.classes; ++c) {
        QTimer::singleShot(c * options.ramp_seconds * 250 / options.classes,
                           [this, c] { classes_.push_back(std::make_unique<Class>(*this, c)); });
    }
    QTimer::singleShot(options.ramp_seconds * 1000, [this] { begin_measuring(); });
    QTimer::singleShot((options.ramp_seconds + options.seconds) * 1000, [this] { report(); });
}

void Load::begin_measuring() {
    measuring = true;
    started_us_ = now_us();
    if (options.server_pid) {
        server_cpu_ = bench::cpu_seconds(options.server_pid);
        server_wait_ = bench::run_queue_seconds(options.server_pid);
    }
    own_cpu_ = bench::cpu_seconds(static_cast<int>(getpid()));
    own_wait_ = bench::run_queue_seconds(static_cast<int>(getpid()));
}

void Load::report() {
    const double seconds = static_cast<double>(now_us() - started_us_) / 1e6;
    int finished = 0;
    for (const auto& group : classes_) finished += group->finished_tables();
    std::printf("classes %d of %d tables, measured %.1f s after %d s of ramp-up; tables finished %d\n", options.classes,
                options.tables, seconds, options.ramp_seconds, finished);
    std::printf("actions %lld (%.1f a second), errors %d\n", actions, static_cast<double>(actions) / seconds, errors_);
    const std::pair<bench::Latencies*, const char*> measures[] = {
        {&to_partner, "action -> the partner has its entry"},
        {&to_view, "action -> a class view counts it"},
        {&ask_to_view, "the teacher's next class_view after the action -> one counts it"}};
    for (auto [figures, what] : measures) {
        figures->sort();
        std::printf("%s: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms (%zu)\n", what, figures->percentile_ms(0.5),
                    figures->percentile_ms(0.9), figures->percentile_ms(0.99), figures->percentile_ms(1.0),
                    figures->size());
    }
    if (options.server_pid) {
        const double cpu = bench::cpu_seconds(options.server_pid) - server_cpu_;
        const double waited = bench::run_queue_seconds(options.server_pid) - server_wait_;
        std::printf("server CPU: %.1f s in %.1f s, %.0f%% of one core, %.0f us an action; it waited %.1f s for a CPU\n",
                    cpu, seconds, 100 * cpu / seconds, actions ? 1e6 * cpu / static_cast<double>(actions) : 0.0,
                    waited);
    }
    const double own = bench::cpu_seconds(static_cast<int>(getpid())) - own_cpu_;
    const double own_wait = bench::run_queue_seconds(static_cast<int>(getpid())) - own_wait_;
    std::printf("load generator CPU: %.1f s, %.0f%% of one core; it waited %.1f s for a CPU\n", own,
                100 * own / seconds, own_wait);
    QCoreApplication::exit(to_partner.empty() || to_view.empty() ? 1 : 0);
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"class_load: runs classes on an entanglion-server --classes and measures move latency"};
    Options options;
    app.add_option("--url", options.url, "the server, ws://127.0.0.1:PORT")->required();
    app.add_option("--classes", options.classes, "classes at once, each with a teacher")->check(CLI::Range(1, 500));
    app.add_option("--tables", options.tables, "tables a class (two students each)")->check(CLI::Range(1, 50));
    app.add_option("--seconds", options.seconds, "measured time")->check(CLI::Range(1, 3600));
    app.add_option("--ramp-seconds", options.ramp_seconds, "time to open, join and start every class before measuring")
        ->check(CLI::Range(10, 3600));
    app.add_option("--interval-ms", options.interval_ms, "each player's tick (it acts on a tick when it may)")
        ->check(CLI::Range(1, 60000));
    app.add_option("--view-ms", options.view_ms, "each teacher's class_view poll")->check(CLI::Range(1, 60000));
    app.add_option("--seed", options.seed, "the players' choices and phases");
    app.add_option("--server-pid", options.server_pid, "report this process's CPU use (the server's)");
    CLI11_PARSE(app, argc, argv);
    bench::raise_open_file_limit();
    // Over a thousand sockets: epoll, as server_load (Qt's dispatcher would poll them all every pass).
    QCoreApplication::setEventDispatcher(new entanglion::server::EpollEventDispatcher);
    QCoreApplication application(argc, argv);
    Load load(options);
    load.run();
    return QCoreApplication::exec();
}
