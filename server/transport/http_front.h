#pragma once
/// The HTTP side of entanglion-server's one port: every new connection's request head is read here
/// (within server/http's limits, with a deadline); a WebSocket upgrade is handed, its bytes still
/// unread, to QWebSocketServer::handleConnection; any other request gets the web client's page or
/// file from the web root (server/http/web_routes.h decides which), or an error, and is closed.

#include <QObject>
#include <QString>
#include <chrono>
#include <string>
#include <unordered_map>

class QTcpSocket;
class QWebSocketServer;

namespace entanglion::server {

struct WebOptions {
    QString root;  ///< the built web client (web-dist); empty: only WebSockets, other requests get 404
    std::chrono::milliseconds head_deadline{10000};    ///< a head not complete by then: 408, closed
    std::chrono::milliseconds answer_deadline{60000};  ///< an answer not taken by then: the connection dropped
    std::size_t max_waiting = 4096;                    ///< connections whose head has not arrived, at once
    /// The same from one address (address_key): a classroom behind one NAT address loads its pages
    /// at once, a browser opening about six connections, so this is generous.
    std::size_t max_waiting_per_address = 512;
    qint64 max_file_bytes = 64 * 1024 * 1024;
};

class HttpFront : public QObject {
    Q_OBJECT
public:
    HttpFront(QWebSocketServer* websockets, WebOptions options, QObject* parent = nullptr);
    /// A new connection (TCP_NODELAY already set): its head is read, then it is answered or handed on.
    void take(QTcpSocket* socket);

private:
    void read_head(QTcpSocket* socket);
    void forget(QTcpSocket* socket);
    void answer(QTcpSocket* socket, int status, const std::string& content_type, const QByteArray& body, bool head_only,
                bool cache_long);
    void answer_error(QTcpSocket* socket, int status, bool head_only);

    QWebSocketServer* websockets_;
    WebOptions options_;
    QString canonical_root_;
    std::unordered_map<QTcpSocket*, std::string> waiting_;  ///< socket -> its address key
    std::unordered_map<std::string, std::size_t> waiting_per_address_;
};

}  // namespace entanglion::server
