// Playing with a partner on another computer (NetworkPlay.h).
#include "ui-qml/network/NetworkPlay.h"

#include <spdlog/spdlog.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include "server/protocol/join_code.h"
#include "ui-qml/controller/GameText.h"
#include "ui-qml/network/InAppServer.h"

namespace protocol = entanglion::protocol;
namespace rules = entanglion::rules;
using entanglion::client::NetworkClient;
using protocol::ErrorCode;
using protocol::SeatState;

namespace {

/// How long a ping shows on the screens.
constexpr int kPingShowsMs = 5000;

/// The host's seat in the game it hosts, next to the hosted games' database.
constexpr auto kHostedSeatFile = "hosted-seat.json";

/// The thing a ping points at, in the rulebook's words.
QString targetName(const protocol::PingTarget& target) {
    using Kind = protocol::PingTarget::Kind;
    switch (target.kind) {
        case Kind::kPlanet:
            if (const auto planet = entanglion::parse_planet(target.id)) return gameText::planetName(*planet);
            break;
        case Kind::kEngineCard:
            if (const auto card = rules::parse_engine_card(target.id)) return gameText::engineCardName(*card);
            break;
        case Kind::kEventCard:
            if (const auto card = rules::parse_event_card(target.id)) return gameText::eventName(*card);
            break;
        case Kind::kComponent:
            if (const auto part = rules::parse_component(target.id)) return gameText::componentName(*part);
            break;
    }
    return QString::fromStdString(target.id);
}

}  // namespace

NetworkPlay::NetworkPlay(QObject* parent)
    : QObject(parent),
      m_hostDataDir(QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                        .filePath(QStringLiteral("hosted-games"))) {
    m_pingTimer.setSingleShot(true);
    connect(&m_pingTimer, &QTimer::timeout, this, [this] {
        m_pingText.clear();
        m_pingPlanet.clear();
        emit pingChanged();
    });
}

NetworkPlay::~NetworkPlay() {
    stopRouting();
    if (m_client) m_client->disconnect(this);
}

void NetworkPlay::setController(GameController* controller) {
    if (controller == m_controller) return;
    stopRouting();
    if (m_controller) disconnect(m_controller, nullptr, this, nullptr);
    m_controller = controller;
    // While this computer is seated, every game put on screen is followed through the seat (the
    // table plays a new game or a record's setup here): the seat refuses the moves of a game that is
    // not the network game (sendMove), until the player leaves the network game.
    if (m_controller) {
        connect(m_controller, &GameController::modeChanged, this, [this] {
            if (m_routing && !m_controller->routed()) routeMoves();
        });
    }
    emit controllerChanged();
}

void NetworkPlay::routeMoves() {
    m_routing = true;
    m_controller->setActionRoute([this](const rules::Action& action) { return sendMove(action); });
}

void NetworkPlay::stopRouting() {
    if (!m_routing) return;
    m_routing = false;
    if (m_controller) m_controller->setActionRoute({});
}

void NetworkPlay::setAiPlayers(AiPlayers* aiPlayers) {
    if (aiPlayers == m_aiPlayers) return;
    m_aiPlayers = aiPlayers;
    emit controllerChanged();
}

QString NetworkPlay::partnerAi() const {
    if (!m_client || !m_seated) return {};
    const std::string& ai = m_client->game().ai(entanglion::other(*ui::shipFromQml(m_ship)));
    if (ai.empty()) return {};
    const QString name = QString::fromStdString(ai);
    return m_aiPlayers ? m_aiPlayers->policyTitle(name) : name;
}

void NetworkPlay::setListenAddress(const QString& address) {
    if (address == m_listen) return;
    m_listen = address;
    emit settingsChanged();
}

void NetworkPlay::setReconnectAttempts(int attempts) {
    if (attempts == m_maxAttempts || attempts < 0) return;
    m_maxAttempts = attempts;
    emit settingsChanged();
}

void NetworkPlay::setHostDataDir(const QString& directory) {
    if (directory == m_hostDataDir) return;
    m_hostDataDir = directory;
    emit settingsChanged();
    emit changed();
}

bool NetworkPlay::hosting() const { return m_server != nullptr; }

int NetworkPlay::hostPort() const { return m_server ? m_server->port() : 0; }

QStringList NetworkPlay::hostAddresses() const { return m_server ? m_server->partnerAddresses() : QStringList(); }

// ---- starting ---------------------------------------------------------------------------------------

bool NetworkPlay::host(int port, ui::Ship::Value ship, int difficulty, ui::RulesVariant::Value variant) {
    const auto which = ui::shipFromQml(ship);
    const auto rulesVariant = ui::variantFromQml(variant);
    if (!m_controller || !which || !rulesVariant || difficulty < 1 || difficulty > 3 || port < 0 || port > 65535) {
        reportError(tr("Cannot host this game: check the port (0 to 65535), the ship and the difficulty."));
        return false;
    }
    detach();
    if (!startServer(port)) return false;
    QUrl url;
    url.setScheme(QStringLiteral("ws"));
    url.setHost(QStringLiteral("127.0.0.1"));
    url.setPort(m_server->port());
    return open(url, protocol::Create{*which, difficulty, *rulesVariant, std::nullopt, m_localAi.toStdString()});
}

bool NetworkPlay::resumeHosting() {
    const std::optional<HostedSeat> seat = loadHostedSeat();
    if (!m_controller || !seat) {
        reportError(tr("There is no hosted game to go on with."));
        return false;
    }
    detach();
    // The same port: the partner's app reconnects to the address it has.
    if (!startServer(seat->port)) return false;
    QUrl url;
    url.setScheme(QStringLiteral("ws"));
    url.setHost(QStringLiteral("127.0.0.1"));
    url.setPort(m_server->port());
    m_typedCode = QString::fromStdString(protocol::display_join_code(seat->code));
    return open(url, protocol::Join{seat->code, seat->token, 0, m_localAi.toStdString()});
}

bool NetworkPlay::startServer(int port) {
    auto* server = new InAppServer(this);
    const bool localOnly = m_listen == QLatin1String("localhost");
    QString error;
    if (!server->start(localOnly ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(QHostAddress::Any),
                       static_cast<quint16>(port), m_hostDataDir, &error)) {
        delete server;
        reportError(error);
        return false;
    }
    m_server = server;
    return true;
}

bool NetworkPlay::join(const QString& address, const QString& code) {
    const QUrl url = partnerUrl(address);
    if (!url.isValid() || url.isEmpty()) {
        //: %1: what the player typed (192.168.1.5).
        reportError(tr("\"%1\" is not an address: type what your partner's screen shows, e.g. 192.168.1.5:8765.")
                        .arg(address.trimmed()));
        return false;
    }
    return useServer(url.toString(), code, ui::Ship::Mercurial, 1, ui::RulesVariant::Board);
}

bool NetworkPlay::useServer(const QString& urlText, const QString& code, ui::Ship::Value ship, int difficulty,
                            ui::RulesVariant::Value variant) {
    const QUrl url(urlText.trimmed(), QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss")) ||
        url.host().isEmpty()) {
        //: %1: what the player typed (ws:/example).
        reportError(tr("\"%1\" is not a server address: it looks like ws://HOST:PORT or wss://HOST:PORT.")
                        .arg(urlText.trimmed()));
        return false;
    }
    if (code.trimmed().isEmpty()) {
        const auto which = ui::shipFromQml(ship);
        const auto rulesVariant = ui::variantFromQml(variant);
        if (!which || !rulesVariant || difficulty < 1 || difficulty > 3) {
            reportError(tr("Cannot start this game: check the ship and the difficulty."));
            return false;
        }
        detach();
        return open(url, protocol::Create{*which, difficulty, *rulesVariant, std::nullopt, m_localAi.toStdString()});
    }
    std::string problem;
    const std::optional<std::string> canonical = protocol::normalize_join_code(code.toStdString(), &problem);
    if (!canonical) {
        //: %1: what the player typed (K7M-Q2).
        reportError(tr("\"%1\" is not a join code: a code has six letters and digits, as your partner's screen "
                       "shows it (e.g. K7M-Q2X).")
                        .arg(code.trimmed()));
        return false;
    }
    detach();
    m_typedCode = QString::fromStdString(protocol::display_join_code(*canonical));
    return open(url, protocol::Join{*canonical, std::nullopt, 0, m_localAi.toStdString()});
}

QUrl NetworkPlay::partnerUrl(const QString& address) {
    const QString typed = address.trimmed();
    if (typed.isEmpty() || typed.contains(QLatin1Char(' '))) return {};
    QUrl url(typed.contains(QLatin1String("://")) ? typed : QStringLiteral("ws://") + typed, QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty() ||
        (url.scheme() != QLatin1String("ws") && url.scheme() != QLatin1String("wss")))
        return {};
    if (url.port() < 0) url.setPort(kDefaultPort);
    return url;
}

bool NetworkPlay::open(const QUrl& url, const protocol::ClientMessage& first) {
    m_url = url;
    m_client = new NetworkClient(this);
    m_client->setClientName(QStringLiteral("entanglion app"));
    m_client->setReconnectAttempts(m_maxAttempts);
    connect(m_client, &NetworkClient::seated, this,
            [this](const QString& code, int ship, const QString& token) { onSeated(code, ship, token); });
    connect(m_client, &NetworkClient::historyAppended, this, &NetworkPlay::onHistory);
    connect(m_client, &NetworkClient::presenceChanged, this, &NetworkPlay::updatePhase);
    connect(m_client, &NetworkClient::statusChanged, this, &NetworkPlay::updatePhase);
    connect(m_client, &NetworkClient::reconnecting, this, [this](int attempt, int) {
        m_attempt = attempt;
        updatePhase();
    });
    connect(m_client, &NetworkClient::pinged, this, &NetworkPlay::onPinged);
    connect(m_client, &NetworkClient::serverError, this, &NetworkPlay::onServerError);
    connect(m_client, &NetworkClient::disconnected, this, &NetworkPlay::onDisconnected);
    routeMoves();
    spdlog::info("network game: connecting to {}", url.toString().toStdString());
    m_client->open(url, first);
    updatePhase();
    return true;
}

// ---- what the server says ---------------------------------------------------------------------------

void NetworkPlay::onSeated(const QString& code, int ship, const QString& token) {
    m_code = QString::fromStdString(protocol::display_join_code(code.toStdString()));
    m_ship = ui::toQml(static_cast<entanglion::Ship>(ship));
    m_seated = true;
    if (m_server) saveHostedSeat({code.toStdString(), token.toStdString(), m_server->port()});
    // Only this computer's ship may have an AI here: the partner's moves come from the partner.
    if (m_aiPlayers) {
        const bool mercurial = m_ship == ui::Ship::Mercurial;
        m_aiPlayers->configure(mercurial ? m_localAi : QString(), mercurial ? QString() : m_localAi, m_localAiBudgetMs);
    }
    spdlog::info("network game {}: seated on {}", m_code.toStdString(),
                 gameText::shipId(static_cast<entanglion::Ship>(ship)).toStdString());
    updatePhase();
}

void NetworkPlay::onHistory(int from, int count) {
    if (!m_controller || !m_client) return;
    (void)count;
    const bool continuing = from > 0;
    //: %1: the six-character join code (K7M-Q2X).
    if (!m_controller->followRecord(m_client->game().record(), tr("Network game %1").arg(m_code), continuing)) {
        // The server's game does not replay here: nothing more of it can be shown.
        detach();
        return;
    }
    updatePhase();
}

void NetworkPlay::onServerError(ErrorCode code, const QString& message) {
    switch (code) {
        case ErrorCode::kUnknownGame:
            m_refused = true;
            //: %1: the join code typed (K7M-Q2X); %2: the server's address (192.168.1.5:8765).
            reportError(tr("There is no game with the code %1 at %2: check the code your partner's screen shows.")
                            .arg(m_typedCode, m_url.authority()));
            return;
        case ErrorCode::kGameFull:
            m_refused = true;
            //: %1: the join code (K7M-Q2X).
            reportError(tr("Both seats of game %1 are taken.").arg(m_typedCode));
            return;
        case ErrorCode::kTooManyGuesses:
            m_refused = true;
            reportError(tr("Too many wrong codes from this computer: wait a minute, then try again."));
            return;
        case ErrorCode::kNotYourTurn:
        case ErrorCode::kOutOfDate:
            reportError(tr("Your partner moved first; the board now shows their move."));
            return;
        default:
            //: %1: the server's reason, a sentence.
            reportError(tr("The server refused: %1").arg(message));
            return;
    }
}

void NetworkPlay::onDisconnected(const QString& reason) {
    const bool playing = m_seated && m_client && m_client->game().has_game();
    spdlog::info("network game: disconnected ({})", reason.toStdString());
    if (playing && m_controller && m_controller->turn().status == ui::GameStatus::InProgress) {
        m_controller->messages()->setInfo(
            tr("The server cannot be reached any more: the game goes on at this computer (hot-seat)."));
    } else if (!m_seated && !m_refused) {
        //: %1: the server's address (192.168.1.5:8765); %2: the reason from the system ("Connection refused").
        reportError(tr("Cannot connect to %1: %2").arg(m_url.authority(), reason));
    }
    detach();
}

void NetworkPlay::onPinged(int ship, const protocol::PingTarget& target) {
    const auto who = static_cast<entanglion::Ship>(ship);
    m_pingShip = ui::toQml(who);
    //: %1: a ship's name (Mercurial); %2: what it points at: a planet's name (PLUS) or a card ("H").
    m_pingText = tr("%1 points at %2").arg(gameText::shipName(who), targetName(target));
    m_pingPlanet = target.kind == protocol::PingTarget::Kind::kPlanet ? QString::fromStdString(target.id) : QString();
    m_pingTimer.start(kPingShowsMs);
    emit pingChanged();
}

// ---- what this computer does --------------------------------------------------------------------------

bool NetworkPlay::sendMove(const rules::Action& action) {
    if (!m_seated || !m_client || !m_client->game().has_game()) {
        reportError(tr("The network game has not started yet."));
        return false;
    }
    // Another game may have been put on screen meanwhile (a new game, a record continued): its
    // moves are not this game's.
    if (!m_controller->gameState() || !(*m_controller->gameState() == m_client->game().state())) {
        reportError(
            tr("The game on screen is not the network game: choose Play on here to leave the network "
               "game first."));
        return false;
    }
    const entanglion::Ship mine = *ui::shipFromQml(m_ship);
    if (action.player != mine) {
        reportError(
            //: %1: a ship's name (Rubicon).
            tr("It is %1's move: your partner makes it on their computer.").arg(gameText::shipName(action.player)));
        return false;
    }
    if (!m_client->act(action)) {
        reportError(tr("Not connected now: make the move again when the connection is back."));
        return false;
    }
    return true;
}

bool NetworkPlay::point(const QString& id) {
    const std::optional<protocol::PingTarget> target = protocol::ping_target_named(id.toStdString());
    if (!target) return false;
    if (!m_client || !m_seated || !m_client->ping(*target)) {
        reportError(tr("Only a player connected to a network game can point at things for a partner."));
        return false;
    }
    return true;
}

void NetworkPlay::playOnHere() {
    if (!active()) return;
    // Left on purpose: the hosted game is not offered to be hosted again.
    if (hosting()) forgetHostedSeat();
    detach();
    if (m_controller)
        m_controller->messages()->setInfo(tr("The game goes on at this computer: take turns at it (hot-seat)."));
}

// ---- the hosted seat ----------------------------------------------------------------------------------

std::optional<NetworkPlay::HostedSeat> NetworkPlay::loadHostedSeat() const {
    QFile file(QDir(m_hostDataDir).filePath(QLatin1String(kHostedSeatFile)));
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    const QJsonObject json = QJsonDocument::fromJson(file.read(4096)).object();
    HostedSeat seat;
    std::string problem;
    const auto code =
        protocol::normalize_join_code(json.value(QLatin1String("code")).toString().toStdString(), &problem);
    seat.token = json.value(QLatin1String("token")).toString().toStdString();
    seat.port = json.value(QLatin1String("port")).toInt(-1);
    if (!code || seat.token.empty() || seat.port < 1 || seat.port > 65535) {
        spdlog::warn("{}: not a hosted seat, ignored", file.fileName().toStdString());
        return std::nullopt;
    }
    seat.code = *code;
    return seat;
}

void NetworkPlay::saveHostedSeat(const HostedSeat& seat) {
    QJsonObject json;
    json[QLatin1String("code")] = QString::fromStdString(seat.code);
    json[QLatin1String("token")] = QString::fromStdString(seat.token);
    json[QLatin1String("port")] = seat.port;
    QSaveFile file(QDir(m_hostDataDir).filePath(QLatin1String(kHostedSeatFile)));
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(json).toJson()) < 0 || !file.commit())
        spdlog::warn("cannot keep the hosted seat in {}: {}", file.fileName().toStdString(),
                     file.errorString().toStdString());
}

void NetworkPlay::forgetHostedSeat() { QFile::remove(QDir(m_hostDataDir).filePath(QLatin1String(kHostedSeatFile))); }

QString NetworkPlay::resumableHostCode() const {
    // Not while it is hosted: then it is the game on screen.
    if (hosting()) return {};
    const std::optional<HostedSeat> seat = loadHostedSeat();
    return seat ? QString::fromStdString(protocol::display_join_code(seat->code)) : QString();
}

// ---- state ------------------------------------------------------------------------------------------

void NetworkPlay::updatePhase() {
    Phase phase = Phase::Off;
    if (m_client) {
        const NetworkClient::Status status = m_client->status();
        const entanglion::Ship partner = entanglion::other(*ui::shipFromQml(m_ship));
        if (status == NetworkClient::Status::Reconnecting) {
            phase = Phase::Reconnecting;
        } else if (status != NetworkClient::Status::Connected || !m_seated || !m_client->game().has_game()) {
            phase = Phase::Connecting;
        } else if (m_client->game().seat(partner) == SeatState::kOpen) {
            phase = Phase::WaitingForPartner;
        } else if (m_client->game().seat(partner) == SeatState::kAway) {
            phase = Phase::PartnerAway;
        } else {
            phase = Phase::Playing;
        }
    }
    m_phase = phase;
    emit changed();
}

QString NetworkPlay::statusText() const {
    const entanglion::Ship mine = *ui::shipFromQml(m_ship);
    const QString partner = gameText::shipName(entanglion::other(mine));
    switch (m_phase) {
        case Phase::Off:
            return {};
        case Phase::Connecting:
            //: %1: the server's address (192.168.1.5:8765).
            return tr("Connecting to %1…").arg(m_url.authority());
        case Phase::WaitingForPartner:
            //: %1: your ship's name (Mercurial); %2: the join code (K7M-Q2X).
            return tr("You fly %1. Waiting for your partner: they join with the code %2.")
                .arg(gameText::shipName(mine), m_code);
        case Phase::Playing:
            if (!partnerAi().isEmpty()) {
                //: %1: your ship's name (Mercurial); %2: the partner's ship (Rubicon); %3: the AI's kind: random,
                //: heuristic or search.
                return tr("You fly %1; %2 is connected, played by the %3 AI.")
                    .arg(gameText::shipName(mine), partner, partnerAi());
            }
            //: %1: your ship's name (Mercurial); %2: the partner's ship (Rubicon).
            return tr("You fly %1; %2 is connected.").arg(gameText::shipName(mine), partner);
        case Phase::PartnerAway:
            //: %1: the partner's ship (Rubicon), twice.
            return tr("%1 lost the connection: waiting for %1 to come back.").arg(partner);
        case Phase::Reconnecting:
            //: %1: this attempt's number (2); %2: the most attempts (5).
            return tr("The connection is lost: reconnecting (attempt %1 of %2)…")
                .arg(QLocale().toString(m_attempt), QLocale().toString(m_maxAttempts));
    }
    return {};
}

void NetworkPlay::detach() {
    stopRouting();
    if (m_client) {
        m_client->disconnect(this);
        m_client->close();
        m_client->deleteLater();
        m_client = nullptr;
    }
    if (m_server) {
        m_server->stop();
        m_server->deleteLater();
        m_server = nullptr;
    }
    m_seated = false;
    m_refused = false;
    m_attempt = 0;
    m_code.clear();
    updatePhase();
}

void NetworkPlay::reportError(const QString& text) {
    spdlog::info("network game: {}", text.toStdString());
    if (m_controller) m_controller->messages()->setError(text);
}
