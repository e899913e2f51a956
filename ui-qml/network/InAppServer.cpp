// The game server inside the app (InAppServer.h).
#include "ui-qml/network/InAppServer.h"

#include <spdlog/spdlog.h>

#include <QNetworkInterface>
#include <filesystem>

#include "server/transport/websocket_server.h"

namespace server = entanglion::server;

InAppServer::InAppServer(QObject* parent) : QObject(parent) {}

InAppServer::~InAppServer() { stop(); }

bool InAppServer::start(const QHostAddress& address, quint16 port, const QString& dataDir, QString* error) {
    stop();
    std::string problem;
    // Full durability, as the server's default: a hosted game is a handful of moves a minute.
    m_store = server::GameStore::open(std::filesystem::path(dataDir.toStdString()),
                                      server::GameStore::Durability::kFull, &problem);
    if (!m_store) {
        //: %1: a folder, e.g. "/home/ana/.local/share/Entanglion/hosted-games"; %2: the problem, e.g. "disk full".
        *error = tr("Cannot keep hosted games in %1: %2").arg(dataDir, QString::fromStdString(problem));
        spdlog::warn("cannot host: {}", problem);
        return false;
    }
    server::HubOptions options;
    options.server_name = "entanglion app";
    m_hub = std::make_unique<server::GameHub>(options, m_store.get(),
                                              [](const std::string& line) { spdlog::info("hosted game: {}", line); });
    for (const std::string& line : m_hub->restore(server::Now::system()))
        spdlog::warn("hosted game not restored: {}", line);
    m_server = std::make_unique<server::WebSocketServer>(*m_hub);
    server::TransportOptions transport;
    transport.listen = address;
    transport.port = port;
    if (!m_server->listen(transport, &problem)) {
        //: %1: the port number (8765); %2: the reason from the system ("Address in use").
        *error = tr("Cannot host on port %1: %2").arg(port).arg(QString::fromStdString(problem));
        spdlog::warn("cannot host: {}", problem);
        stop();
        return false;
    }
    spdlog::info("hosting on port {}", m_server->port());
    return true;
}

void InAppServer::stop() {
    // The transport first: its sockets tell the hub they are gone.
    m_server.reset();
    m_hub.reset();
    m_store.reset();
}

quint16 InAppServer::port() const { return m_server ? m_server->port() : 0; }

QStringList InAppServer::partnerAddresses() const {
    QStringList ipv4;
    QStringList ipv6;
    for (const QHostAddress& address : QNetworkInterface::allAddresses()) {
        if (address.isLoopback() || address.isLinkLocal()) continue;
        const QString port = QString::number(this->port());
        if (address.protocol() == QAbstractSocket::IPv4Protocol) {
            ipv4 << address.toString() + QLatin1Char(':') + port;
        } else {
            ipv6 << QLatin1Char('[') + address.toString() + QStringLiteral("]:") + port;
        }
    }
    return ipv4 + ipv6;
}
