// entanglion-cli class new --server URL: opens a class on a server run with --classes and prints
// its class code, the address students open and the teacher's link to the class view
// (docs/networking.md, "Classes"). One connection: hello, class_open, the answer, closed.
#include <QCoreApplication>
#include <QSslError>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "cli/commands.h"
#include "server/protocol/join_code.h"
#include "server/protocol/messages.h"

namespace entanglion::cli {
namespace {

struct ClassNewOptions {
    std::string server;
    int timeout_seconds = 10;
};

/// http://HOST:PORT for ws://HOST:PORT (https for wss): where the server serves the pages.
QString page_base(const QUrl& server) {
    QUrl base = server;
    base.setScheme(server.scheme() == "wss" ? "https" : "http");
    base.setPath({});
    return base.toString(QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::StripTrailingSlash);
}

int run_class_new(const ClassNewOptions& options) {
    const QUrl url(QString::fromStdString(options.server), QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != "ws" && url.scheme() != "wss") || url.host().isEmpty()) {
        std::cerr << "--server: expected ws://HOST:PORT or wss://HOST:PORT, got \"" << options.server << "\"\n";
        return 2;
    }
    int argc = 1;
    char name[] = "entanglion-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication application(argc, argv);
    QWebSocket socket(QStringLiteral("entanglion-cli"));
    int result = 1;
    bool done = false;  // one answer: a refused connection also reports its close
    const auto finish = [&](int code, const std::string& problem) {
        if (done) return;
        done = true;
        if (!problem.empty()) std::cerr << problem << "\n";
        result = code;
        socket.abort();
        QCoreApplication::exit(0);
    };
    QObject::connect(&socket, &QWebSocket::connected, [&] {
        socket.sendTextMessage(QString::fromStdString(nlohmann::json{
            {"type", "hello"},
            {"protocol", protocol::kProtocolVersion},
            {"client", "entanglion-cli"}}.dump()));
    });
    QObject::connect(&socket, &QWebSocket::textMessageReceived, [&](const QString& text) {
        const nlohmann::json message = nlohmann::json::parse(text.toStdString(), nullptr, false);
        const std::string type = message.is_object() ? message.value("type", "") : "";
        if (type == "welcome") {
            socket.sendTextMessage(QStringLiteral(R"({"type":"class_open"})"));
        } else if (type == "class_opened" && message.value("code", "").size() == protocol::kJoinCodeLength) {
            const std::string code = protocol::display_join_code(message["code"].get<std::string>());
            const std::string base = page_base(url).toStdString();
            std::cout << "Class code: " << code << "\n"
                      << "Students open: " << base << "/class/" << code << "\n"
                      << "Teacher link (keep it to yourself): " << base << "/teach#" << message.value("teacher", "")
                      << "\n";
            finish(0, {});
        } else if (type == "error") {
            const std::string error = message.value("error", "");
            finish(1, error == "unknown_type"
                          ? "the server runs no classes: start it with --classes"
                          : "the server refused: " + message.value("message", "") + " (" + error + ")");
        }
    });
    const auto unreachable = [&] {
        finish(1, "cannot reach " + options.server + ": " + socket.errorString().toStdString());
    };
    QObject::connect(&socket, &QWebSocket::disconnected, [&] {
        if (socket.error() != QAbstractSocket::UnknownSocketError) unreachable();
        finish(1, "the connection closed before an answer: " + socket.closeReason().toStdString());
    });
    // Qt 6.4 names the signal error(), an overload of the getter.
    QObject::connect(&socket, QOverload<QAbstractSocket::SocketError>::of(&QWebSocket::error), unreachable);
    QTimer::singleShot(options.timeout_seconds * 1000, [&] {
        finish(1, "no answer from " + options.server + " in " + std::to_string(options.timeout_seconds) + " s");
    });
    socket.open(url);
    QCoreApplication::exec();
    return result;
}

}  // namespace

void add_class_commands(CLI::App& app, int& exit_code) {
    CLI::App* group = app.add_subcommand("class", "Classes on a game server (entanglion-server --classes): new");
    group->require_subcommand(1);
    auto options = std::make_shared<ClassNewOptions>();
    CLI::App* open = group->add_subcommand(
        "new", "Open a class on a server; print its class code, the students' address and the teacher's link");
    open->add_option("--server", options->server, "the server: ws://HOST:PORT or wss://HOST:PORT")->required();
    open->add_option("--timeout", options->timeout_seconds, "give up after this many seconds (default 10)")
        ->check(CLI::Range(1, 600));
    open->callback([&exit_code, options] { exit_code = run_class_new(*options); });
}

}  // namespace entanglion::cli
