// entanglion-server: the game server (server/README.md). Qt Core's event loop, no GUI.
#include <spdlog/spdlog.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <QCoreApplication>
#include <QSocketNotifier>
#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "server/transport/epoll_event_dispatcher.h"
#include "server/transport/server_parts.h"

namespace {

using namespace entanglion::server;

struct ServerOptions {
    int port = 8765;
    std::string listen = "any";
    std::string data_dir;
    std::string tls_cert;
    std::string tls_key;
    double seat_hold_minutes = 15;
    double keep_finished_days = 7;
    double keep_idle_days = 30;
    std::size_t max_games = 20000;
    std::size_t max_connections = 20000;
    std::size_t max_connections_per_address = 512;
    double messages_per_second = 20;
    double games_per_minute = 30;
    std::string durability = "full";
    bool allow_seeded_games = false;
    bool classes = false;
    int class_stuck_after_seconds = 180;
    double classes_per_minute = 3;
    std::string log_level = "info";
    std::string event_loop = "epoll";
    std::string web_root;
    double request_timeout_seconds = 10;
};

/// Where the games live without --data-dir: systemd's StateDirectory, else the user's state folder.
std::filesystem::path default_data_dir() {
    if (const char* state = std::getenv("STATE_DIRECTORY"); state && *state) return state;
    if (const char* xdg = std::getenv("XDG_STATE_HOME"); xdg && *xdg)
        return std::filesystem::path(xdg) / "entanglion-server";
    if (const char* home = std::getenv("HOME"); home && *home) {
        return std::filesystem::path(home) / ".local" / "state" / "entanglion-server";
    }
    return "entanglion-server-data";
}

/// The built web client without --web-root (find_web_root: installed beside the program, else a
/// wasm build tree next to the native one).
std::string default_web_root() { return find_web_root(QCoreApplication::applicationDirPath().toStdString()); }

std::optional<QHostAddress> listen_address(const std::string& text) {
    if (text == "any") return QHostAddress(QHostAddress::Any);
    if (text == "localhost") return QHostAddress(QHostAddress::LocalHost);
    QHostAddress address;
    if (!address.setAddress(QString::fromStdString(text))) return std::nullopt;
    return address;
}

/// Every connection is a file: raise the soft limit on open files to the hard one (systemd's
/// default soft limit of 1024 would cap the server near 1,000 connections).
void raise_open_file_limit() {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_NOFILE, &limit);
    }
}

// SIGTERM and SIGINT end the event loop through a socket pair (a signal handler may only write).
int signal_pipe[2] = {-1, -1};
void on_signal(int) {
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(signal_pipe[0], &byte, 1);
}

void add_options(CLI::App& app, ServerOptions& o) {
    app.add_option("--port", o.port, "TCP port to listen on (0: any free port, printed at start)")
        ->check(CLI::Range(0, 65535));
    app.add_option("--listen", o.listen, "address to listen on: any (default), localhost, or an IP address");
    app.add_option("--data-dir", o.data_dir,
                   "folder of the games database (default: $STATE_DIRECTORY, else ~/.local/state/entanglion-server)");
    app.add_option("--tls-cert", o.tls_cert, "PEM certificate (chain): serve wss:// (TLS)")->check(CLI::ExistingFile);
    app.add_option("--tls-key", o.tls_key, "PEM private key of the certificate (unencrypted)")
        ->check(CLI::ExistingFile);
    app.add_option("--seat-hold-minutes", o.seat_hold_minutes,
                   "how long a dropped player's seat waits for its token alone (at least 10)")
        ->check(CLI::Range(10.0, 60.0 * 24 * 365));
    app.add_option("--keep-finished-days", o.keep_finished_days, "how long finished games are kept")
        ->check(CLI::Range(0.0, 3650.0));
    app.add_option("--keep-idle-days", o.keep_idle_days, "how long an unfinished game nobody plays is kept")
        ->check(CLI::Range(1.0, 3650.0));
    app.add_option("--max-games", o.max_games, "games held at once")->check(CLI::Range(1, 10'000'000));
    app.add_option("--max-connections", o.max_connections, "connections at once")->check(CLI::Range(1, 10'000'000));
    app.add_option("--max-connections-per-address", o.max_connections_per_address,
                   "connections at once from one address (an IPv6 /64 counts as one)")
        ->check(CLI::Range(1, 10'000'000));
    app.add_option("--messages-per-second", o.messages_per_second, "messages a connection may send a second")
        ->check(CLI::Range(1.0, 100000.0));
    app.add_option("--games-per-minute", o.games_per_minute, "new games one address may create a minute")
        ->check(CLI::Range(1.0, 1'000'000.0));
    app.add_option("--durability", o.durability,
                   "full (default): each move is on disk before it is announced, safe from a power cut too; "
                   "normal: committed before it is announced, safe from a crash or kill of the server, the last "
                   "moves may be lost in a power cut")
        ->check(CLI::IsMember({"full", "normal"}));
    app.add_flag("--allow-seeded-games", o.allow_seeded_games,
                 "let a new game bring its seed (tests and demos: its creator knows every roll)");
    app.add_flag("--classes", o.classes,
                 "let teachers open classes of tables (class messages; docs/networking.md, Classes)");
    app.add_option("--class-stuck-after", o.class_stuck_after_seconds,
                   "with --classes: a table with no move for this many seconds is flagged stuck in the class view "
                   "(default 180)")
        ->check(CLI::Range(1, 86400));
    app.add_option("--classes-per-minute", o.classes_per_minute,
                   "with --classes: new classes one address may open a minute, in bursts of 5 or of N when larger "
                   "(default 3)")
        ->check(CLI::Range(0.1, 100000.0));
    app.add_option("--log-level", o.log_level, "debug, info, warn or error")
        ->check(CLI::IsMember({"debug", "info", "warn", "error"}));
    app.add_option("--event-loop", o.event_loop,
                   "epoll (default): the kernel keeps the set of sockets, a pass of the loop costs the ready ones; "
                   "qt: Qt's own dispatcher, which polls every socket on every pass (the reference)")
        ->check(CLI::IsMember({"epoll", "qt"}));
    app.add_option("--web-root", o.web_root,
                   "folder of the built web client served over HTTP on the same port (default: "
                   "PREFIX/share/entanglion/web, else build-wasm/web-dist beside the build tree, if found)")
        ->check(CLI::ExistingDirectory);
    app.add_option("--request-timeout-seconds", o.request_timeout_seconds,
                   "how long a connection may take to send its HTTP request head")
        ->check(CLI::Range(1.0, 300.0));
}

HubOptions hub_options(const ServerOptions& o) {
    HubOptions hub;
    using Seconds = std::chrono::seconds;
    hub.seat_hold = Seconds(static_cast<long long>(o.seat_hold_minutes * 60));
    hub.keep_finished = Seconds(static_cast<long long>(o.keep_finished_days * 86400));
    hub.keep_idle = Seconds(static_cast<long long>(o.keep_idle_days * 86400));
    hub.max_games = o.max_games;
    hub.max_connections = o.max_connections;
    hub.max_connections_per_address = o.max_connections_per_address;
    hub.messages = RateLimit{o.messages_per_second, 2 * o.messages_per_second};
    hub.creates = RateLimit{o.games_per_minute / 60, o.games_per_minute};
    hub.allow_seeded_games = o.allow_seeded_games;
    hub.server_name = "entanglion-server " ENTANGLION_VERSION;
    return hub;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"entanglion-server: play Entanglion with a partner on another computer (docs/networking.md)"};
    ServerOptions options;
    add_options(app, options);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        if (error.get_exit_code() == 0) return app.exit(error);
        app.exit(error);
        return 2;
    }
    spdlog::set_level(spdlog::level::from_str(options.log_level));
    const std::optional<QHostAddress> address = listen_address(options.listen);
    if (!address) {
        std::cerr << "--listen: " << options.listen << " is not an IP address (or any, localhost)\n";
        return 2;
    }
    if (options.tls_cert.empty() != options.tls_key.empty()) {
        std::cerr << "TLS needs both --tls-cert and --tls-key\n";
        return 2;
    }
    raise_open_file_limit();
    // The dispatcher is chosen before the application exists (it takes the one it is given). epoll:
    // Qt's polls every socket on every pass, most of the server's CPU at 2,000 connections
    // (docs/networking.md, "The event loop"). For qt, Qt's Unix dispatcher rather than GLib's, whose
    // bookkeeping tripled the 99th-percentile latency (docs/performance.md, "Game server").
    if (options.event_loop == "epoll") {
        QCoreApplication::setEventDispatcher(new EpollEventDispatcher);
    } else if (!qEnvironmentVariableIsSet("QT_NO_GLIB")) {
        qputenv("QT_NO_GLIB", "1");
    }
    QCoreApplication application(argc, argv);
    const std::filesystem::path data_dir =
        options.data_dir.empty() ? default_data_dir() : std::filesystem::path(options.data_dir);
    ServerSetup setup;
    setup.data_dir = data_dir;
    setup.durability = options.durability == "full" ? GameStore::Durability::kFull : GameStore::Durability::kNormal;
    setup.hub = hub_options(options);
    if (options.classes) {
        setup.classes.emplace();
        setup.classes->stuck_after = std::chrono::seconds(options.class_stuck_after_seconds);
        setup.classes->opens = RateLimit{options.classes_per_minute / 60, std::max(5.0, options.classes_per_minute)};
    }
    setup.log = [](const std::string& line) { spdlog::info("{}", line); };
    std::string error;
    const std::unique_ptr<ServerParts> parts = ServerParts::open(std::move(setup), &error);
    if (!parts) {
        std::cerr << error << "\n";
        return 2;
    }
    for (const std::string& problem : parts->not_restored()) spdlog::warn("not restored: {}", problem);
    WebSocketServer& server = parts->transport();
    QObject::connect(&server, &WebSocketServer::fatal_error, &application, [](const QString& why) {
        spdlog::critical("stopping: {}; a restart goes on from what the database holds", why.toStdString());
        QCoreApplication::exit(1);
    });
    TransportOptions transport;
    transport.listen = *address;
    transport.port = static_cast<quint16>(options.port);
    transport.tls_certificate = QString::fromStdString(options.tls_cert);
    transport.tls_key = QString::fromStdString(options.tls_key);
    const std::string web_root = options.web_root.empty() ? default_web_root() : options.web_root;
    transport.web.root = QString::fromStdString(web_root);
    transport.web.head_deadline =
        std::chrono::milliseconds(static_cast<long long>(options.request_timeout_seconds * 1000));
    if (!server.listen(transport, &error)) {
        std::cerr << error << "\n";
        return 2;
    }
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, signal_pipe) == 0) {
        std::signal(SIGTERM, on_signal);
        std::signal(SIGINT, on_signal);
        auto* notifier = new QSocketNotifier(signal_pipe[1], QSocketNotifier::Read, &application);
        QObject::connect(notifier, &QSocketNotifier::activated, &application, [] {
            spdlog::info("stopping");
            QCoreApplication::quit();
        });
    }
    // One line on stdout, flushed: tests and scripts read the port from it (--port 0).
    std::cout << "entanglion-server: listening on port " << server.port() << " (" << (server.secure() ? "wss" : "ws")
              << "://, address " << options.listen << "; data in " << data_dir.string() << ")" << std::endl;
    if (web_root.empty()) {
        spdlog::info("no web client to serve (--web-root): WebSockets only");
    } else {
        spdlog::info("serving the web client from {}", web_root);
    }
    if (!server.secure() && options.listen != "localhost") {
        spdlog::warn("plain ws:// without TLS: use it only on a local network you trust (docs/networking.md)");
    }
    return QCoreApplication::exec();
}
