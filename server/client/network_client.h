#pragma once
/// A network game's client over WebSockets: the Qt side the CLI uses now and the app's "play with a
/// partner" screens will use. The game logic is the Qt-free protocol::ClientGame; this class only
/// carries messages, says what happens in signals, and comes back by itself when the connection
/// drops (the seat's token, the history since what it has), a bounded number of times.
///
/// Typical use: open(url, protocol::Create{...}) (or Join / Watch), then act() when
/// game().myTurn(), showing historyAppended's events as they come.

#include <QList>
#include <QObject>
#include <QSslCertificate>
#include <QTimer>
#include <QUrl>
#include <optional>
#include <vector>

#include "server/protocol/client_game.h"
#include "server/protocol/messages.h"

class QWebSocket;

namespace entanglion::client {

class NetworkClient : public QObject {
    Q_OBJECT
public:
    enum class Status { Disconnected, Connecting, Connected, Reconnecting };
    Q_ENUM(Status)

    explicit NetworkClient(QObject* parent = nullptr);
    ~NetworkClient() override;

    /// Certificates to trust for wss:// besides the system's (a school's own certificate).
    void setCaCertificates(const QList<QSslCertificate>& certificates) { m_caCertificates = certificates; }
    /// How many times a dropped connection is retried before giving up (disconnected()).
    void setReconnectAttempts(int attempts) { m_maxAttempts = attempts; }
    /// The client's name in hello.
    void setClientName(const QString& name) { m_clientName = name; }

    /// Connects, says hello, then sends `first` (a Create, Join or Watch).
    void open(const QUrl& url, const protocol::ClientMessage& first);
    /// Sends an action for this client's ship. False (nothing sent) when not connected or not seated.
    bool act(const rules::Action& action);
    /// Points at a planet or card for the partner.
    bool ping(const protocol::PingTarget& target);
    /// Asks for the game's record (recordReceived).
    bool requestRecord();
    /// Closes for good (the seat stays on the server for its token).
    void close();

    Status status() const { return m_status; }
    const protocol::ClientGame& game() const { return m_game; }
    /// The events of the entries that historyAppended announced last.
    const std::vector<rules::GameEvent>& lastEvents() const { return m_lastEvents; }

signals:
    void statusChanged(entanglion::client::NetworkClient::Status status);
    /// A seat: the code to give the partner and the token to come back with.
    void seated(const QString& code, int ship, const QString& token);
    void watching(const QString& code);
    /// `count` entries from `from` on were applied (a sync or new entries); see lastEvents().
    void historyAppended(int from, int count);
    /// A seat's state changed: "waiting for Rubicon" while it is away or open.
    void presenceChanged(int ship, entanglion::protocol::SeatState state);
    void pinged(int ship, const entanglion::protocol::PingTarget& target);
    void recordReceived(const QString& recordJson);
    /// The server refused a message (an illegal action, a wrong code, ...).
    void serverError(entanglion::protocol::ErrorCode code, const QString& message);
    /// The connection dropped; attempt `attempt` comes in `delayMs`.
    void reconnecting(int attempt, int delayMs);
    /// Closed for good, with why (the server refused the seat, the attempts ran out, close()).
    void disconnected(const QString& reason);

private:
    void connectSocket();
    void onConnected();
    void onText(const QString& text);
    void onSocketClosed();
    void handle(const protocol::ServerMessage& message);
    bool send(const protocol::ClientMessage& message);
    void setStatus(Status status);
    void finish(const QString& reason);

    QWebSocket* m_socket = nullptr;
    QUrl m_url;
    QList<QSslCertificate> m_caCertificates;
    QString m_clientName = QStringLiteral("entanglion client");
    std::optional<protocol::ClientMessage> m_first;
    protocol::ClientGame m_game;
    std::vector<rules::GameEvent> m_lastEvents;
    Status m_status = Status::Disconnected;
    bool m_placed = false;  ///< seated or watching: a drop is retried with rejoin_message()
    bool m_closing = false;
    int m_attempt = 0;
    int m_maxAttempts = 40;
    QTimer m_retry;
};

}  // namespace entanglion::client
