#pragma once
/// Playing with a partner on another computer, for the app: host a game on this computer (the
/// server runs inside the app, InAppServer), join a partner's with its address and code, or use a
/// server by its URL. The network side is the client the CLI uses (server/client/NetworkClient,
/// over the Qt-free protocol::ClientGame); this object ties it to the GameController:
/// - this computer's moves, once the engine finds them legal, go to the server (the controller's
///   action route); the partner's come back with everything else as the server's history, and the
///   controller plays on from that record, so its state is the server's;
/// - the controller keeps the record as always (the autosave), so when the server is gone the
///   game goes on at this computer (hot-seat): by itself when the reconnect attempts run out, or
///   at once with playOnHere();
/// - pings: point at a planet or card (point()); every screen in the game shows it for a moment.
/// It says where things stand in `phase` (QML compares it) and in words (`statusText`).

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <optional>

#include "server/client/network_client.h"
#include "ui-qml/common/CommonEnums.h"
#include "ui-qml/controller/AiPlayers.h"
#include "ui-qml/controller/GameController.h"

class InAppServer;

class NetworkPlay : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameController* controller READ controller WRITE setController NOTIFY controllerChanged)
    /// The AI players: when this computer's ship is to be played by an AI (setLocalAi), it is set up
    /// for that ship once the seat is known; policy names are shown in words through it.
    Q_PROPERTY(AiPlayers* aiPlayers READ aiPlayers WRITE setAiPlayers NOTIFY controllerChanged)
    /// The partner's AI in words ("heuristic"), "" when a person plays the partner's ship.
    Q_PROPERTY(QString partnerAi READ partnerAi NOTIFY changed)
    Q_PROPERTY(Phase phase READ phase NOTIFY changed)
    /// A network game is on (phase is not Off).
    Q_PROPERTY(bool active READ active NOTIFY changed)
    /// This app runs the server (Host on this computer).
    Q_PROPERTY(bool hosting READ hosting NOTIFY changed)
    /// The code the partner joins with, as shown ("K7M-Q2X"); "" before a seat.
    Q_PROPERTY(QString joinCode READ joinCode NOTIFY changed)
    /// While hosting: this computer's addresses with the port ("192.168.1.5:8765").
    Q_PROPERTY(QStringList hostAddresses READ hostAddresses NOTIFY changed)
    Q_PROPERTY(int hostPort READ hostPort NOTIFY changed)
    Q_PROPERTY(ui::Ship::Value localShip READ localShip NOTIFY changed)
    Q_PROPERTY(int reconnectAttempt READ reconnectAttempt NOTIFY changed)
    /// Where things stand, in a sentence for the network strip.
    Q_PROPERTY(QString statusText READ statusText NOTIFY changed)
    /// The last ping while it shows ("Rubicon points at CNOT"), "" otherwise.
    Q_PROPERTY(QString pingText READ pingText NOTIFY pingChanged)
    /// The planet the last ping points at, while it shows ("PHI_PLUS"); "" for a card or none.
    Q_PROPERTY(QString pingPlanet READ pingPlanet NOTIFY pingChanged)
    Q_PROPERTY(ui::Ship::Value pingShip READ pingShip NOTIFY pingChanged)
    /// Where the server listens when hosting: "any" address (default) or "localhost" (tests).
    Q_PROPERTY(QString listenAddress READ listenAddress WRITE setListenAddress NOTIFY settingsChanged)
    /// The folder of the games this app hosts (SQLite, as entanglion-server keeps them) and of the
    /// host's seat in the last one; by default "hosted-games" under the app's data location.
    Q_PROPERTY(QString hostDataDir READ hostDataDir WRITE setHostDataDir NOTIFY settingsChanged)
    /// The join code ("K7M-Q2X") of the game this app hosted last and may host again (resumeHosting),
    /// "" when there is none.
    Q_PROPERTY(QString resumableHostCode READ resumableHostCode NOTIFY changed)
    /// How often a dropped connection is tried again before the game goes on here (default 40).
    Q_PROPERTY(int reconnectAttempts READ reconnectAttempts WRITE setReconnectAttempts NOTIFY settingsChanged)

public:
    enum class Phase {
        Off,                ///< no network game
        Connecting,         ///< before the seat
        WaitingForPartner,  ///< seated; the partner's seat is still open
        Playing,            ///< both seats connected
        PartnerAway,        ///< the partner's connection dropped; their seat waits for them
        Reconnecting,       ///< this computer's connection dropped; trying again
    };
    Q_ENUM(Phase)
    /// The port a hosted game listens on unless told otherwise (entanglion-server's default too).
    static constexpr int kDefaultPort = 8765;

    explicit NetworkPlay(QObject* parent = nullptr);
    ~NetworkPlay() override;

    /// Runs the server in the app on `port` (0: any free one) and starts a game on it flying `ship`.
    Q_INVOKABLE bool host(int port, ui::Ship::Value ship, int difficulty, ui::RulesVariant::Value variant);
    /// Hosts again the game this app hosted last (after the app quit or crashed): the server in the
    /// app restarts on the same port with the kept games, and this computer takes back its seat;
    /// the partner's app reconnects by itself.
    Q_INVOKABLE bool resumeHosting();
    /// Takes the free seat of the game `code` at `address` ("192.168.1.5", "192.168.1.5:9000" or a
    /// ws:// or wss:// URL).
    Q_INVOKABLE bool join(const QString& address, const QString& code);
    /// On the server at `url`: joins `code`, or with no code starts a game there flying `ship`.
    Q_INVOKABLE bool useServer(const QString& url, const QString& code, ui::Ship::Value ship, int difficulty,
                               ui::RulesVariant::Value variant);
    /// Leaves the network game; it goes on at this computer (hot-seat) from where it stands.
    Q_INVOKABLE void playOnHere();
    /// The AI policy that plays this computer's ship in the next network game ("" for you) and its
    /// thinking time; the partner sees its name.
    Q_INVOKABLE void setLocalAi(const QString& policy, int budgetMs) {
        m_localAi = policy;
        m_localAiBudgetMs = budgetMs;
    }
    /// Leaves the network game quietly (a new game here replaces it).
    Q_INVOKABLE void leave() { detach(); }
    /// Points at a planet, card or component by its id ("PHI_PLUS", "CNOT") for the partner.
    Q_INVOKABLE bool point(const QString& id);

    /// The URL an address typed for Join stands for: ws://ADDRESS:8765 when it has no scheme or port;
    /// an empty URL when it is not an address.
    static QUrl partnerUrl(const QString& address);

    GameController* controller() const { return m_controller; }
    AiPlayers* aiPlayers() const { return m_aiPlayers; }
    void setAiPlayers(AiPlayers* aiPlayers);
    QString partnerAi() const;
    void setController(GameController* controller);
    Phase phase() const { return m_phase; }
    bool active() const { return m_phase != Phase::Off; }
    bool hosting() const;
    QString joinCode() const { return m_code; }
    QStringList hostAddresses() const;
    int hostPort() const;
    ui::Ship::Value localShip() const { return m_ship; }
    int reconnectAttempt() const { return m_attempt; }
    QString statusText() const;
    QString pingText() const { return m_pingText; }
    QString pingPlanet() const { return m_pingPlanet; }
    ui::Ship::Value pingShip() const { return m_pingShip; }
    QString listenAddress() const { return m_listen; }
    void setListenAddress(const QString& address);
    QString hostDataDir() const { return m_hostDataDir; }
    void setHostDataDir(const QString& directory);
    QString resumableHostCode() const;
    int reconnectAttempts() const { return m_maxAttempts; }
    void setReconnectAttempts(int attempts);

signals:
    void controllerChanged();
    void changed();
    void pingChanged();
    void settingsChanged();

private:
    /// Opens the client on `url` with `first` (Create or Join); the phase becomes Connecting.
    bool open(const QUrl& url, const entanglion::protocol::ClientMessage& first);
    void onSeated(const QString& code, int ship, const QString& token);
    /// Starts the server in the app on `port` (the phase stays Off when it cannot start).
    bool startServer(int port);
    /// The host's seat in the game it hosts, kept in hostDataDir so the game can be hosted again.
    struct HostedSeat {
        std::string code;  ///< canonical
        std::string token;
        int port = 0;
    };
    std::optional<HostedSeat> loadHostedSeat() const;
    void saveHostedSeat(const HostedSeat& seat);
    void forgetHostedSeat();
    void onHistory(int from, int count);
    void onServerError(entanglion::protocol::ErrorCode code, const QString& message);
    void onDisconnected(const QString& reason);
    void onPinged(int ship, const entanglion::protocol::PingTarget& target);
    /// Sends this computer's move (the controller's route); refuses the partner's.
    bool sendMove(const entanglion::rules::Action& action);
    /// The phase from the client's status and the partner's seat.
    void updatePhase();
    /// Back to Off: the controller plays locally, the client and any hosted server are closed.
    void detach();
    /// This computer's moves go to the server from now on (the controller's action route), or no more.
    void routeMoves();
    void stopRouting();
    void reportError(const QString& text);

    QPointer<GameController> m_controller;
    /// This computer's moves go to the network seat (the table follows the game shown).
    bool m_routing = false;
    QPointer<AiPlayers> m_aiPlayers;
    QString m_localAi;
    int m_localAiBudgetMs = 0;
    entanglion::client::NetworkClient* m_client = nullptr;
    InAppServer* m_server = nullptr;
    Phase m_phase = Phase::Off;
    QUrl m_url;
    QString m_typedCode;  ///< the code as typed, for the wrong-code message
    QString m_code;
    ui::Ship::Value m_ship = ui::Ship::Mercurial;
    bool m_seated = false;
    bool m_refused = false;  ///< the server refused the seat: its message is the one to show
    int m_attempt = 0;
    QString m_pingText;
    QString m_pingPlanet;
    ui::Ship::Value m_pingShip = ui::Ship::Mercurial;
    QTimer m_pingTimer;
    QString m_listen = QStringLiteral("any");
    int m_maxAttempts = 40;
    QString m_hostDataDir;
};
