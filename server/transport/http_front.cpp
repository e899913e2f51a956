// The HTTP side of the server's port (http_front.h).
#include "server/transport/http_front.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocketServer>

#include "server/http/http_request.h"
#include "server/http/web_routes.h"
#include "server/transport/websocket_server.h"

namespace entanglion::server {

HttpFront::HttpFront(QWebSocketServer* websockets, WebOptions options, QObject* parent)
    : QObject(parent), websockets_(websockets), options_(std::move(options)) {
    if (!options_.root.isEmpty()) canonical_root_ = QFileInfo(options_.root).canonicalFilePath();
}

void HttpFront::take(QTcpSocket* socket) {
    const std::string key = address_key(socket->peerAddress());
    std::size_t& from_address = waiting_per_address_[key];
    if (waiting_.size() >= options_.max_waiting || from_address >= options_.max_waiting_per_address) {
        if (from_address == 0) waiting_per_address_.erase(key);
        socket->abort();
        socket->deleteLater();
        return;
    }
    ++from_address;
    waiting_[socket] = key;
    // Qt buffers no more than a head while it is read (the WebSocket takes the limit off).
    socket->setReadBufferSize(static_cast<qint64>(http::kMaxHeadBytes));
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read_head(socket); });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
        forget(socket);
        socket->deleteLater();
    });
    // A slow or silent client (slowloris) holds a connection only this long.
    auto* deadline = new QTimer(socket);
    deadline->setObjectName(QStringLiteral("http_deadline"));
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, socket, [this, socket] {
        if (waiting_.contains(socket)) {
            answer_error(socket, 408, false);
        } else {
            socket->abort();  // an answer not taken in time
        }
    });
    deadline->start(options_.head_deadline);
    if (socket->bytesAvailable() > 0) read_head(socket);
}

void HttpFront::forget(QTcpSocket* socket) {
    const auto found = waiting_.find(socket);
    if (found == waiting_.end()) return;
    const auto count = waiting_per_address_.find(found->second);
    if (count != waiting_per_address_.end() && --count->second == 0) waiting_per_address_.erase(count);
    waiting_.erase(found);
}

void HttpFront::read_head(QTcpSocket* socket) {
    if (!waiting_.contains(socket)) return;
    // peek: an upgrade's head stays in the socket for the WebSocket server to read.
    const QByteArray received = socket->peek(static_cast<qint64>(http::kMaxHeadBytes));
    const http::HeadParse parsed = http::parse_request_head(std::string_view(received.constData(), received.size()));
    switch (parsed.status) {
        case http::HeadStatus::kIncomplete:
            return;
        case http::HeadStatus::kMalformed:
            answer_error(socket, 400, false);
            return;
        case http::HeadStatus::kTooLarge:
            answer_error(socket, 431, false);
            return;
        case http::HeadStatus::kComplete:
            break;
    }
    const http::Route route = http::route_request(parsed.head);
    const bool head_only = parsed.head.method == "HEAD";
    if (route.kind == http::RouteKind::kWebSocket) {
        forget(socket);
        socket->disconnect(this);
        delete socket->findChild<QTimer*>(QStringLiteral("http_deadline"));
        socket->setReadBufferSize(0);
        websockets_->handleConnection(socket);  // it has its own handshake deadline
        return;
    }
    switch (route.kind) {
        case http::RouteKind::kMethodNotAllowed:
            answer_error(socket, 405, false);
            return;
        case http::RouteKind::kBadRequest:
            answer_error(socket, 400, head_only);
            return;
        case http::RouteKind::kNotFound:
            answer_error(socket, 404, head_only);
            return;
        default:
            break;
    }
    if (canonical_root_.isEmpty()) {
        answer_error(socket, 404, head_only);
        return;
    }
    // The route's path is plain (no "..", no dot files); a symbolic link inside the root that
    // points out of it is still refused.
    const QFileInfo info(QDir(canonical_root_).filePath(QString::fromStdString(route.file)));
    const QString canonical = info.canonicalFilePath();
    QFile file(canonical);
    if (canonical.isEmpty() || !canonical.startsWith(canonical_root_ + QLatin1Char('/')) || !info.isFile() ||
        info.size() > options_.max_file_bytes || !file.open(QIODevice::ReadOnly)) {
        answer_error(socket, 404, head_only);
        return;
    }
    QByteArray body = file.readAll();
    if (route.kind == http::RouteKind::kPage) {
        const std::string page = http::page_with_root_base(std::string_view(body.constData(), body.size()));
        body = QByteArray(page.data(), static_cast<qsizetype>(page.size()));
    }
    answer(socket, 200, std::string(route.content_type), body, head_only, route.file.starts_with("assets/"));
}

void HttpFront::answer_error(QTcpSocket* socket, int status, bool head_only) {
    const std::string text = std::to_string(status) + " " + std::string(http::reason_phrase(status)) + "\n";
    answer(socket, status, "text/plain; charset=utf-8", QByteArray::fromStdString(text), head_only, false);
}

void HttpFront::answer(QTcpSocket* socket, int status, const std::string& content_type, const QByteArray& body,
                       bool head_only, bool cache_long) {
    forget(socket);
    disconnect(socket, &QTcpSocket::readyRead, this, nullptr);
    const std::string head =
        http::response_head(status, content_type, static_cast<std::size_t>(body.size()), cache_long);
    socket->write(head.data(), static_cast<qint64>(head.size()));
    if (!head_only) socket->write(body);
    socket->disconnectFromHost();  // after what is written has gone out
    if (auto* deadline = socket->findChild<QTimer*>(QStringLiteral("http_deadline")))
        deadline->start(options_.answer_deadline);
}

}  // namespace entanglion::server
