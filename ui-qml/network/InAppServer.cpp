// The game server inside the app (InAppServer.h).
#include "ui-qml/network/InAppServer.h"

#include <spdlog/spdlog.h>

#include <QNetworkInterface>
#include <filesystem>

#include "server/transport/server_parts.h"

namespace server = entanglion::server;

InAppServer::InAppServer(QObject* parent) : QObject(parent) {}

InAppServer::~InAppServer() { stop(); }

bool InAppServer::start(const QHostAddress& address, quint16 port, const QString& dataDir, QString* error,
                        const InAppServerOffer& offer) {
    stop();
    server::ServerSetup setup;
    setup.data_dir = std::filesystem::path(dataDir.toStdString());
    // Full durability, as the server's default: a hosted game is a handful of moves a minute.
    setup.durability = offer.durable ? server::GameStore::Durability::kFull : server::GameStore::Durability::kNormal;
    setup.hub.server_name = "entanglion app";
    if (offer.classes) setup.classes.emplace();
    setup.log = [](const std::string& line) { spdlog::info("hosted game: {}", line); };
    std::string problem;
    m_parts = server::ServerParts::open(std::move(setup), &problem);
    if (!m_parts) {
        //: %1: a folder, e.g. "/home/ana/.local/share/Entanglion/hosted-games"; %2: the problem, e.g. "disk full".
        *error = tr("Cannot keep hosted games in %1: %2").arg(dataDir, QString::fromStdString(problem));
        spdlog::warn("cannot host: {}", problem);
        return false;
    }
    for (const std::string& line : m_parts->not_restored()) spdlog::warn("hosted game not restored: {}", line);
    server::TransportOptions transport;
    transport.listen = address;
    transport.port = port;
    transport.web.root = offer.webRoot;
    if (!m_parts->listen(transport, &problem)) {
        //: %1: the port number (8765); %2: the reason from the system ("Address in use").
        *error = tr("Cannot host on port %1: %2").arg(port).arg(QString::fromStdString(problem));
        spdlog::warn("cannot host: {}", problem);
        stop();
        return false;
    }
    spdlog::info("hosting on port {}{}", m_parts->transport().port(), offer.classes ? " with classes" : "");
    return true;
}

void InAppServer::stop() { m_parts.reset(); }

quint16 InAppServer::port() const { return m_parts ? m_parts->transport().port() : 0; }

QStringList InAppServer::lanAddresses(quint16 port) {
    QStringList ipv4;
    QStringList ipv6;
    const QString number = QString::number(port);
    for (const QHostAddress& address : QNetworkInterface::allAddresses()) {
        if (address.isLoopback() || address.isLinkLocal()) continue;
        if (address.protocol() == QAbstractSocket::IPv4Protocol) {
            ipv4 << address.toString() + QLatin1Char(':') + number;
        } else {
            ipv6 << QLatin1Char('[') + address.toString() + QStringLiteral("]:") + number;
        }
    }
    return ipv4 + ipv6;
}
