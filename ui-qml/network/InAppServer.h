#pragma once
/// The game server inside the app: the same parts as entanglion-server (server/transport/
/// server_parts.h: the GameHub, the classes when wanted, the WebSocket transport and the web
/// client's pages on one port) on the app's own event loop (a hub's work per message is
/// microseconds, so the window never waits for it).
/// - Host on this computer (NetworkPlay): the games are kept as entanglion-server keeps them
///   (GameStore: SQLite, every acknowledged move committed before it is announced) in a folder
///   under the app's data location, so a host that quits or crashes starts again with the same
///   games, join codes and seats, and the partner's app reconnects by itself.
/// - Teach a class (ClassTeaching): classes on, and the built web client served (the class view
///   at /teach, the students' page at /class/).

#include <QHostAddress>
#include <QObject>
#include <QStringList>
#include <memory>

namespace entanglion::server {
class ServerParts;
}  // namespace entanglion::server

/// What the server in the app offers besides games.
struct InAppServerOffer {
    bool classes = false;  ///< classes of tables (class messages)
    QString webRoot;       ///< the built web client's folder, served over HTTP; empty: none
    bool durable = true;   ///< every move on disk before it is announced (else committed only)
};

class InAppServer : public QObject {
    Q_OBJECT
public:
    explicit InAppServer(QObject* parent = nullptr);
    ~InAppServer() override;

    /// Opens the games kept in `dataDir` (made when missing) and listens on `address` and `port` (0:
    /// any free port). False with `error` (for people) when the folder or the port cannot be used.
    bool start(const QHostAddress& address, quint16 port, const QString& dataDir, QString* error,
               const InAppServerOffer& offer = {});
    /// Closes every connection; the games stay on disk.
    void stop();
    bool running() const { return m_parts != nullptr; }
    quint16 port() const;
    /// Where a partner on the local network reaches this server: "192.168.1.5:8765", one per
    /// address of this computer (IPv4 first; loopback and link-local left out).
    QStringList partnerAddresses() const { return lanAddresses(port()); }
    /// This computer's addresses on the local network with `port` ("192.168.1.5:8765",
    /// "[fd00::5]:8765"), IPv4 first; loopback and link-local left out.
    static QStringList lanAddresses(quint16 port);

private:
    std::unique_ptr<entanglion::server::ServerParts> m_parts;
};
