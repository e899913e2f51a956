// The WebSocket client of a network game (network_client.h).
#include "server/client/network_client.h"

#include <QSslConfiguration>
#include <QTcpSocket>
#include <QWebSocket>
#include <algorithm>

namespace entanglion::client {
namespace {

/// The wait before attempt n (1, 2, ...): 0.5 s doubling to 15 s, so a minute's outage is bridged
/// within seconds of its end and a long one costs a request every 15 s.
int retryDelayMs(int attempt) { return std::min(15000, 500 << std::min(attempt - 1, 5)); }

/// Errors after which coming back cannot work: the seat or game is not there for this client.
bool fatal(protocol::ErrorCode code) {
    using protocol::ErrorCode;
    return code == ErrorCode::kUnsupportedProtocol || code == ErrorCode::kUnknownGame ||
           code == ErrorCode::kWrongToken || code == ErrorCode::kGameFull || code == ErrorCode::kReplaced ||
           code == ErrorCode::kSeededGamesOff || code == ErrorCode::kTooManyGames || code == ErrorCode::kHelloFirst;
}

}  // namespace

NetworkClient::NetworkClient(QObject* parent) : QObject(parent) {
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &NetworkClient::connectSocket);
}

NetworkClient::~NetworkClient() {
    if (m_socket) m_socket->disconnect(this);
}

void NetworkClient::open(const QUrl& url, const protocol::ClientMessage& first) {
    m_url = url;
    m_first = first;
    m_placed = false;
    m_closing = false;
    m_attempt = 0;
    connectSocket();
}

void NetworkClient::connectSocket() {
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->deleteLater();
    }
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    m_socket->setMaxAllowedIncomingMessageSize(protocol::kMaxServerMessageBytes);
    if (!m_caCertificates.isEmpty()) {
        QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
        configuration.addCaCertificates(m_caCertificates);
        m_socket->setSslConfiguration(configuration);
    }
    connect(m_socket, &QWebSocket::connected, this, &NetworkClient::onConnected);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &NetworkClient::onText);
    connect(m_socket, &QWebSocket::disconnected, this, &NetworkClient::onSocketClosed);
    setStatus(m_attempt == 0 ? Status::Connecting : Status::Reconnecting);
    m_socket->open(m_url);
}

void NetworkClient::onConnected() {
    // Each message at once (TCP_NODELAY): Qt writes a frame in pieces, and Nagle's algorithm would
    // hold the last one until the server's delayed acknowledgement. Its TCP socket is its child.
    for (QAbstractSocket* tcp : m_socket->findChildren<QAbstractSocket*>())
        tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    send(protocol::Hello{protocol::kProtocolVersion, m_clientName.left(64).toStdString()});
    send(m_placed ? m_game.rejoin_message() : *m_first);
}

void NetworkClient::onText(const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    auto parsed =
        protocol::parse_server_message(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
    if (auto* problem = std::get_if<protocol::ProtocolError>(&parsed)) {
        finish(QStringLiteral("the server sent a message this client cannot read: %1")
                   .arg(QString::fromStdString(problem->message)));
        return;
    }
    handle(std::get<protocol::ServerMessage>(parsed));
}

void NetworkClient::handle(const protocol::ServerMessage& message) {
    std::string problem;
    m_lastEvents.clear();
    const std::size_t before = m_game.history().size();
    const bool hadGame = m_game.has_game();
    if (!m_game.apply(message, &problem, &m_lastEvents)) {
        finish(QStringLiteral("the server's game does not add up: %1").arg(QString::fromStdString(problem)));
        return;
    }
    if (std::holds_alternative<protocol::Welcome>(message)) {
        m_attempt = 0;
        setStatus(Status::Connected);
    } else if (const auto* seatedMessage = std::get_if<protocol::Seated>(&message)) {
        m_placed = true;
        emit seated(QString::fromStdString(seatedMessage->code), static_cast<int>(seatedMessage->ship),
                    QString::fromStdString(seatedMessage->token));
    } else if (const auto* watchingMessage = std::get_if<protocol::Watching>(&message)) {
        m_placed = true;
        emit watching(QString::fromStdString(watchingMessage->code));
    } else if (const auto* sync = std::get_if<protocol::Sync>(&message)) {
        const std::size_t from = sync->from == 0 && hadGame ? 0 : before;
        for (Ship ship : kShips) emit presenceChanged(static_cast<int>(ship), m_game.seat(ship));
        emit historyAppended(static_cast<int>(from), static_cast<int>(m_game.history().size() - from));
    } else if (std::holds_alternative<protocol::Entries>(message)) {
        emit historyAppended(static_cast<int>(before), static_cast<int>(m_game.history().size() - before));
    } else if (const auto* presence = std::get_if<protocol::Presence>(&message)) {
        emit presenceChanged(static_cast<int>(presence->ship), presence->state);
    } else if (const auto* ping = std::get_if<protocol::Pinged>(&message)) {
        emit pinged(static_cast<int>(ping->ship), ping->target);
    } else if (const auto* record = std::get_if<protocol::RecordReply>(&message)) {
        emit recordReceived(QString::fromStdString(record->record.dump(2)));
    } else if (const auto* error = std::get_if<protocol::ErrorReply>(&message)) {
        emit serverError(error->code, QString::fromStdString(error->message));
        if (fatal(error->code)) finish(QString::fromStdString(error->message));
    }
}

bool NetworkClient::send(const protocol::ClientMessage& message) {
    if (!m_socket || m_socket->state() != QAbstractSocket::ConnectedState) return false;
    m_socket->sendTextMessage(QString::fromStdString(protocol::to_text(message)));
    return true;
}

bool NetworkClient::act(const rules::Action& action) {
    if (m_status != Status::Connected || !m_game.ship()) return false;
    return send(m_game.act_message(action));
}

bool NetworkClient::ping(const protocol::PingTarget& target) {
    if (m_status != Status::Connected || !m_game.ship()) return false;
    return send(protocol::Ping{target});
}

bool NetworkClient::requestRecord() {
    if (m_status != Status::Connected || !m_placed) return false;
    return send(protocol::Export{});
}

void NetworkClient::close() { finish(QStringLiteral("closed")); }

void NetworkClient::onSocketClosed() {
    if (m_closing) return;
    const QString reason = m_socket->closeReason().isEmpty() ? m_socket->errorString() : m_socket->closeReason();
    // Before a seat there is nothing to come back to: a refused first connection is final.
    if (!m_placed || m_attempt >= m_maxAttempts) {
        finish(m_placed ? QStringLiteral("the server is unreachable after %1 attempts: %2").arg(m_attempt).arg(reason)
                        : QStringLiteral("cannot connect to %1: %2").arg(m_url.toString(), reason));
        return;
    }
    ++m_attempt;
    const int delay = retryDelayMs(m_attempt);
    setStatus(Status::Reconnecting);
    emit reconnecting(m_attempt, delay);
    m_retry.start(delay);
}

void NetworkClient::finish(const QString& reason) {
    if (m_closing) return;
    m_closing = true;
    m_retry.stop();
    if (m_socket) {
        m_socket->disconnect(this);
        if (m_socket->state() == QAbstractSocket::ConnectedState) {
            m_socket->close();
        } else {
            m_socket->abort();
        }
    }
    setStatus(Status::Disconnected);
    emit disconnected(reason);
}

void NetworkClient::setStatus(Status status) {
    if (status == m_status) return;
    m_status = status;
    emit statusChanged(status);
}

}  // namespace entanglion::client
