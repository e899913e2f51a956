#pragma once
/// The server's transport: WebSocket connections (Qt WebSockets) handed to the Qt-free GameHub.
/// It knows sockets and nothing of the game: each connection becomes a hub connection keyed by its
/// address (an IPv4 address, or an IPv6 /64, for the per-address limits), each text frame goes to
/// GameHub::receive, and what the hub returns is sent. Plain ws:// without a certificate (for a
/// local network only: anyone on the path reads the join codes and tokens), wss:// (TLS,
/// QSslConfiguration) with one.

#include <QHostAddress>
#include <QObject>
#include <QTcpServer>
#include <QTimer>
#include <QWebSocketServer>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/core/game_hub.h"
#include "server/transport/http_front.h"

class QWebSocket;

namespace entanglion::server {

struct TransportOptions {
    QHostAddress listen = QHostAddress::Any;
    quint16 port = 0;         ///< 0: the system picks a free port (port() tells which)
    QString tls_certificate;  ///< PEM file; with tls_key, the server speaks wss://
    QString tls_key;
    /// Frames and messages above this are refused by Qt (the connection is closed with code 1009);
    /// the hub refuses messages above protocol::kMaxClientMessageBytes with an error reply.
    quint64 max_incoming_bytes = 1024 * 1024;
    /// A client that reads nothing while this much waits to be sent to it is disconnected.
    qint64 max_unsent_bytes = 8 * 1024 * 1024;
    /// The same port's HTTP side: the web client's files, the head's limits (http_front.h).
    WebOptions web;
};

class WebSocketServer : public QObject {
    Q_OBJECT
public:
    WebSocketServer(GameHub& hub, QObject* parent = nullptr);
    ~WebSocketServer() override;
    /// Starts listening; false with `error` set when the certificate or the address cannot be used.
    bool listen(const TransportOptions& options, std::string* error);
    quint16 port() const;
    bool secure() const;

signals:
    /// The server cannot go on (its database cannot be written): the program should exit.
    void fatal_error(const QString& why);

private:
    void handle_pending();
    void accept_connections();
    void on_text(QWebSocket* socket, const QString& text);
    void on_closed(QWebSocket* socket);
    void deliver(const Outbox& out);

    GameHub& hub_;
    TransportOptions options_;
    QTcpServer* tcp_ = nullptr;  ///< a QSslServer for wss://
    QWebSocketServer* websockets_ = nullptr;
    HttpFront* http_ = nullptr;
    bool secure_ = false;
    QTimer tick_;
    std::unordered_map<ConnectionId, QWebSocket*> sockets_;
    std::unordered_map<QWebSocket*, ConnectionId> ids_;
    std::vector<GameHub::Incoming> pending_;
};

/// The rate-limit key of an address: IPv4 as is (also when mapped into IPv6), IPv6 by its /64
/// (one household or classroom network gets one /64, so per-address limits hold per network).
std::string address_key(const QHostAddress& address);

}  // namespace entanglion::server
