#pragma once
/// The game server inside the app ("Host on this computer"): the same GameHub and WebSocket
/// transport as entanglion-server, on the app's own event loop (a hub's work per message is
/// microseconds, so the window never waits for it). It keeps nothing on disk: the games it holds
/// last while the app runs, and each player's app keeps its own record (the autosave), so the game
/// can go on hot-seat when the host closes.

#include <QHostAddress>
#include <QObject>
#include <QStringList>
#include <memory>

namespace entanglion::server {
class GameHub;
class WebSocketServer;
}  // namespace entanglion::server

class InAppServer : public QObject {
    Q_OBJECT
public:
    explicit InAppServer(QObject* parent = nullptr);
    ~InAppServer() override;

    /// Listens on `address` and `port` (0: any free port). False with `error` (for people) when the
    /// port cannot be used.
    bool start(const QHostAddress& address, quint16 port, QString* error);
    /// Closes every connection and forgets the games.
    void stop();
    bool running() const { return m_server != nullptr; }
    quint16 port() const;
    /// Where a partner on the local network reaches this server: "192.168.1.5:8765", one per
    /// address of this computer (IPv4 first; loopback and link-local left out).
    QStringList partnerAddresses() const;

private:
    std::unique_ptr<entanglion::server::GameHub> m_hub;
    std::unique_ptr<entanglion::server::WebSocketServer> m_server;
};
