#pragma once
/// The game server inside the app ("Host on this computer"): the same GameHub and WebSocket
/// transport as entanglion-server, on the app's own event loop (a hub's work per message is
/// microseconds, so the window never waits for it). Its games are kept as entanglion-server keeps
/// them (GameStore: SQLite in WAL mode, every acknowledged move committed before it is announced)
/// in a folder under the app's data location, so a host that quits or crashes starts again with the
/// same games, join codes and seats, and the partner's app reconnects by itself.

#include <QHostAddress>
#include <QObject>
#include <QStringList>
#include <memory>

namespace entanglion::server {
class GameHub;
class GameStore;
class WebSocketServer;
}  // namespace entanglion::server

class InAppServer : public QObject {
    Q_OBJECT
public:
    explicit InAppServer(QObject* parent = nullptr);
    ~InAppServer() override;

    /// Opens the games kept in `dataDir` (made when missing) and listens on `address` and `port` (0:
    /// any free port). False with `error` (for people) when the folder or the port cannot be used.
    bool start(const QHostAddress& address, quint16 port, const QString& dataDir, QString* error);
    /// Closes every connection; the games stay on disk.
    void stop();
    bool running() const { return m_server != nullptr; }
    quint16 port() const;
    /// Where a partner on the local network reaches this server: "192.168.1.5:8765", one per
    /// address of this computer (IPv4 first; loopback and link-local left out).
    QStringList partnerAddresses() const;

private:
    std::unique_ptr<entanglion::server::GameStore> m_store;
    std::unique_ptr<entanglion::server::GameHub> m_hub;
    std::unique_ptr<entanglion::server::WebSocketServer> m_server;
};
