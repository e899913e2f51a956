// The WebSocket transport (websocket_server.h).
#include "server/transport/websocket_server.h"

#include <QFile>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QTcpSocket>
#include <QWebSocket>

namespace entanglion::server {
namespace {

std::optional<QByteArray> read_file(const QString& path, std::string* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path.toStdString() + ": " + file.errorString().toStdString();
        return std::nullopt;
    }
    return file.read(1024 * 1024);
}

/// The TLS configuration from PEM files (an RSA or EC key, not encrypted).
std::optional<QSslConfiguration> tls_configuration(const TransportOptions& options, std::string* error) {
    const auto certificate_pem = read_file(options.tls_certificate, error);
    if (!certificate_pem) return std::nullopt;
    const auto key_pem = read_file(options.tls_key, error);
    if (!key_pem) return std::nullopt;
    const QList<QSslCertificate> chain = QSslCertificate::fromData(*certificate_pem, QSsl::Pem);
    if (chain.isEmpty()) {
        *error = options.tls_certificate.toStdString() + ": no PEM certificate in the file";
        return std::nullopt;
    }
    QSslKey key(*key_pem, QSsl::Rsa, QSsl::Pem);
    if (key.isNull()) key = QSslKey(*key_pem, QSsl::Ec, QSsl::Pem);
    if (key.isNull()) {
        *error = options.tls_key.toStdString() + ": no unencrypted RSA or EC private key (PEM) in the file";
        return std::nullopt;
    }
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setLocalCertificateChain(chain);
    configuration.setPrivateKey(key);
    configuration.setPeerVerifyMode(QSslSocket::VerifyNone);  // clients have no certificates
    configuration.setProtocol(QSsl::TlsV1_2OrLater);
    return configuration;
}

}  // namespace

void set_low_delay(QWebSocket* socket) {
    // Qt WebSockets offers no option for it, but its TCP socket is its child.
    for (QAbstractSocket* tcp : socket->findChildren<QAbstractSocket*>())
        tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
}

std::string address_key(const QHostAddress& address) {
    bool mapped = false;
    const quint32 ipv4 = address.toIPv4Address(&mapped);
    if (mapped) return QHostAddress(ipv4).toString().toStdString();
    Q_IPV6ADDR bytes = address.toIPv6Address();
    for (int i = 8; i < 16; ++i) bytes[i] = 0;
    return QHostAddress(bytes).toString().toStdString() + "/64";
}

WebSocketServer::WebSocketServer(GameHub& hub, QObject* parent) : QObject(parent), hub_(hub) {
    tick_.setInterval(1000);
    connect(&tick_, &QTimer::timeout, this, [this] { deliver(hub_.tick(Now::system())); });
}

WebSocketServer::~WebSocketServer() {
    for (auto& [socket, id] : ids_) socket->disconnect(this);
}

bool WebSocketServer::listen(const TransportOptions& options, std::string* error) {
    options_ = options;
    secure_ = !options.tls_certificate.isEmpty() || !options.tls_key.isEmpty();
    if (secure_ && (options.tls_certificate.isEmpty() || options.tls_key.isEmpty())) {
        *error = "TLS needs both --tls-cert and --tls-key";
        return false;
    }
    // The TCP (or TLS) server is ours, so each socket gets TCP_NODELAY before it becomes a WebSocket;
    // the WebSocket server only does the handshake of sockets handed to it.
    if (secure_) {
        const std::optional<QSslConfiguration> configuration = tls_configuration(options, error);
        if (!configuration) return false;
        auto* tls = new QSslServer(this);
        tls->setSslConfiguration(*configuration);
        tls->setHandshakeTimeout(10000);
        tcp_ = tls;
    } else {
        tcp_ = new QTcpServer(this);
    }
    websockets_ = new QWebSocketServer(QStringLiteral("entanglion-server"), QWebSocketServer::NonSecureMode, this);
    websockets_->setHandshakeTimeout(10000);
    http_ = new HttpFront(websockets_, options.web, this);
    if (!tcp_->listen(options.listen, options.port)) {
        *error = "cannot listen on " + options.listen.toString().toStdString() + " port " +
                 std::to_string(options.port) + ": " + tcp_->errorString().toStdString();
        return false;
    }
    auto take_pending = [this] {
        while (QTcpSocket* socket = tcp_->nextPendingConnection()) {
            // Qt writes a frame in pieces; Nagle's algorithm would hold the last one until the
            // client's delayed acknowledgement, up to 40 ms per message.
            socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            // Its request head decides: a WebSocket upgrade, or a file of the web client.
            http_->take(socket);
        }
    };
    // A plain server announces a connection with newConnection; a QSslServer, once its TLS
    // handshake is done, with pendingConnectionAvailable.
    connect(tcp_, &QTcpServer::newConnection, this, take_pending);
    connect(tcp_, &QTcpServer::pendingConnectionAvailable, this, take_pending);
    connect(websockets_, &QWebSocketServer::newConnection, this, &WebSocketServer::accept_connections);
    tick_.start();
    return true;
}

quint16 WebSocketServer::port() const { return tcp_ ? tcp_->serverPort() : 0; }

bool WebSocketServer::secure() const { return secure_; }

void WebSocketServer::accept_connections() {
    while (QWebSocket* socket = websockets_->nextPendingConnection()) {
        socket->setParent(this);
        std::string refusal;
        const std::optional<ConnectionId> id =
            hub_.connect(address_key(socket->peerAddress()), Now::system(), &refusal);
        if (!id) {
            socket->close(QWebSocketProtocol::CloseCodeAbnormalDisconnection, QString::fromStdString(refusal));
            socket->deleteLater();
            continue;
        }
        socket->setMaxAllowedIncomingFrameSize(options_.max_incoming_bytes);
        socket->setMaxAllowedIncomingMessageSize(options_.max_incoming_bytes);
        sockets_[*id] = socket;
        ids_[socket] = *id;
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString& text) { on_text(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [socket](const QByteArray&) {
            socket->close(QWebSocketProtocol::CloseCodeDatatypeNotSupported,
                          QStringLiteral("the protocol speaks JSON in text frames, not binary frames"));
        });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] { on_closed(socket); });
    }
}

void WebSocketServer::on_text(QWebSocket* socket, const QString& text) {
    const auto found = ids_.find(socket);
    if (found == ids_.end()) return;
    // Frames that arrive in one pass of the event loop are handled together, with one commit
    // (GameHub::receive_all): while one commit waits for the disk, the next batch gathers.
    if (pending_.empty()) QMetaObject::invokeMethod(this, &WebSocketServer::handle_pending, Qt::QueuedConnection);
    pending_.push_back(GameHub::Incoming{found->second, text.toStdString()});
}

void WebSocketServer::handle_pending() {
    const std::vector<GameHub::Incoming> frames = std::exchange(pending_, {});
    deliver(hub_.receive_all(frames, Now::system()));
    if (hub_.failed()) {
        // Changes not on disk are in memory: stop, and let a restart take the store's state.
        emit fatal_error(QStringLiteral("the games database cannot be written"));
    }
}

void WebSocketServer::on_closed(QWebSocket* socket) {
    const auto found = ids_.find(socket);
    if (found == ids_.end()) return;
    if (!pending_.empty()) handle_pending();  // what it sent before it went comes first
    const ConnectionId id = found->second;
    ids_.erase(found);
    sockets_.erase(id);
    socket->deleteLater();
    deliver(hub_.disconnect(id, Now::system()));
}

void WebSocketServer::deliver(const Outbox& out) {
    for (const Outgoing& message : out) {
        const auto found = sockets_.find(message.to);
        if (found == sockets_.end()) continue;
        QWebSocket* socket = found->second;
        if (socket->bytesToWrite() > options_.max_unsent_bytes) {
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                          QStringLiteral("the client reads too slowly: too much waits to be sent"));
            continue;
        }
        socket->sendTextMessage(QString::fromUtf8(message.text->data(), static_cast<qsizetype>(message.text->size())));
        if (message.close) socket->close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("see the error"));
    }
}

}  // namespace entanglion::server
