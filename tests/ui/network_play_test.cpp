// The app's play with a partner on another computer, at the controller level with the real server
// inside the app (InAppServer) on 127.0.0.1: the app hosts, `entanglion-cli play --join` (a real
// process, its input scripted) joins; a move made in the app shows on the CLI and a move from the
// CLI shows in the app, both ending in the same game; pings go both ways; a wrong code gets a clear
// message; when the server goes away the app says it is reconnecting and then goes on hot-seat.
// Every wait is bounded (QTRY_*_WITH_TIMEOUT: the deadline bounds a hang, it measures nothing).
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "game/rules/game_event.h"
#include "game/rules/record.h"
#include "tests/common/qtest_program.h"
#include "tests/ui/cli_partner.h"
#include "ui-qml/controller/AiPlayers.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/network/NetworkPlay.h"

namespace rules = entanglion::rules;
using entanglion::Ship;
using Phase = NetworkPlay::Phase;

namespace {

using testing_ui::CliPartner;
using testing_ui::kWaitMs;

/// The lines `entanglion-cli` prints for the events of the last action of `record`.
QStringList eventLinesOfLastAction(const rules::GameRecord& record) {
    rules::GameRecord before = record;
    before.actions.pop_back();
    const rules::ReplayResult all = rules::replay_record(record, /*collect_events=*/true);
    const rules::ReplayResult earlier = rules::replay_record(before, /*collect_events=*/true);
    QStringList lines;
    for (std::size_t i = earlier.events.size(); i < all.events.size(); ++i)
        lines << QString::fromStdString("  " + rules::describe_event(all.events[i]));
    return lines;
}

/// One computer's app: its game and its network side.
struct App {
    GameController controller;
    NetworkPlay network;
    App() { network.setController(&controller); }
};

/// A host on 127.0.0.1 (any free port) flying `ship`, its games kept in `dataDir`, waiting for its
/// partner.
bool hostGame(NetworkPlay& network, ui::Ship::Value ship, const QTemporaryDir& dataDir) {
    network.setListenAddress(QStringLiteral("localhost"));
    network.setHostDataDir(dataDir.path());
    if (!network.host(0, ship, 1, ui::RulesVariant::Board)) return false;
    return QTest::qWaitFor([&] { return network.phase() == Phase::WaitingForPartner; }, kWaitMs);
}

}  // namespace

class NetworkPlayTest : public QObject {
    Q_OBJECT

private slots:
    void theAppHostsAndACliPartnerPlaysWithIt() {
        GameController controller;
        NetworkPlay network;
        network.setController(&controller);
        QTemporaryDir hostData;
        QVERIFY(hostGame(network, ui::Ship::Mercurial, hostData));
        QCOMPARE(network.localShip(), ui::Ship::Mercurial);
        QVERIFY(network.hosting());
        QVERIFY(network.statusText().contains(network.joinCode()));
        QVERIFY(controller.routed());

        QTemporaryDir dir;
        const QString cliRecord = dir.filePath(QStringLiteral("cli.json"));
        CliPartner cli(QStringLiteral("ws://127.0.0.1:%1").arg(network.hostPort()), network.joinCode(), cliRecord);
        QVERIFY(cli.started());
        QTRY_VERIFY_WITH_TIMEOUT(cli.says(QStringLiteral("you fly RUBICON")), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(network.phase(), Phase::Playing, kWaitMs);
        QVERIFY(network.statusText().contains(QStringLiteral("Rubicon")));

        // Moves from both sides, each shown on the other: the app's by its events on the CLI, the
        // CLI's by the app's record. Bounded: a few turns of each.
        int appMoves = 0;
        int cliMoves = 0;
        for (int step = 0; step < 40 && (appMoves < 3 || cliMoves < 3); ++step) {
            const int before = controller.turn().actionsApplied;
            const rules::GameState& state = *controller.gameState();
            QVERIFY(!state.is_over());
            const rules::Action first = state.legal_actions()[0];
            if (state.acting_player() == Ship::kMercurial) {
                // The app's own move: not applied here, but sent; it comes back from the server.
                QVERIFY2(controller.apply(first), qPrintable(controller.messages()->error()));
                QTRY_VERIFY_WITH_TIMEOUT(controller.turn().actionsApplied > before, kWaitMs);
                for (const QString& line : eventLinesOfLastAction(controller.record()))
                    QTRY_VERIFY2_WITH_TIMEOUT(cli.says(line), qPrintable(line + "\n---\n" + cli.output()), kWaitMs);
                ++appMoves;
            } else {
                // The partner's move cannot be made here ...
                QVERIFY(!controller.apply(first));
                QVERIFY(controller.messages()->error().contains(QStringLiteral("your partner")));
                QCOMPARE(controller.turn().actionsApplied, before);
                // ... it comes from the CLI.
                cli.type(rules::action_to_string(first));
                QTRY_VERIFY_WITH_TIMEOUT(controller.turn().actionsApplied > before, kWaitMs);
                QCOMPARE(controller.record().actions.back().action, first);
                ++cliMoves;
            }
        }
        QVERIFY(appMoves >= 3 && cliMoves >= 3);

        // The same game on both sides: the CLI's local record replays to the app's state.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                std::string error;
                const auto record = rules::load_record(cliRecord.toStdString(), &error);
                return record && record->actions.size() == controller.record().actions.size();
            }(),
            kWaitMs);
        std::string error;
        const auto record = rules::load_record(cliRecord.toStdString(), &error);
        QVERIFY2(record, error.c_str());
        const rules::ReplayResult replayed = rules::replay_record(*record);
        QVERIFY2(replayed.state, replayed.error.c_str());
        QVERIFY(*replayed.state == *controller.gameState());

        // Pings both ways: the app's reaches the CLI, the CLI's shows in the app (and marks no planet).
        QVERIFY(network.point(QStringLiteral("PHI_PLUS")));
        QTRY_VERIFY_WITH_TIMEOUT(cli.says(QStringLiteral("* MERCURIAL points at PHI_PLUS")), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(network.pingPlanet(), QStringLiteral("PHI_PLUS"), kWaitMs);
        cli.type("ping CNOT");
        QTRY_VERIFY_WITH_TIMEOUT(network.pingText().contains(QStringLiteral("Rubicon")), kWaitMs);
        QVERIFY(network.pingText().contains(QStringLiteral("CNOT")));
        QCOMPARE(network.pingShip(), ui::Ship::Rubicon);
        QVERIFY(network.pingPlanet().isEmpty());
        QVERIFY(!network.point(QStringLiteral("PLUTO")));

        // Another game put on screen is not the network game: its moves are not sent.
        const rules::GameRecord networkRecord = controller.record();
        QVERIFY(controller.newGame(2, 5, ui::RulesVariant::Board));
        QVERIFY(!controller.apply(controller.gameState()->legal_actions()[0]));
        QVERIFY(controller.messages()->error().contains(QStringLiteral("not the network game")));
        QVERIFY(controller.followRecord(networkRecord, QStringLiteral("network"), false));

        // Leaving the network game: it goes on here, hot-seat, from where it stands.
        network.playOnHere();
        QCOMPARE(network.phase(), Phase::Off);
        QVERIFY(!controller.routed());
        const int before = controller.turn().actionsApplied;
        QVERIFY(controller.apply(controller.gameState()->legal_actions()[0]));
        QCOMPARE(controller.turn().actionsApplied, before + 1);
    }

    void eachSideSeesThePartnersAiAndTheAppsAiPlaysOverTheNetwork() {
        GameController controller;
        AiPlayers ai;
        ai.setController(&controller);
        ai.setDelayMs(100);
        NetworkPlay network;
        network.setController(&controller);
        network.setAiPlayers(&ai);
        network.setLocalAi(QStringLiteral("random"), 0);
        QTemporaryDir hostData;
        QVERIFY(hostGame(network, ui::Ship::Mercurial, hostData));
        // The AI flies this computer's ship only.
        QVERIFY(ai.mercurialAi());
        QVERIFY(!ai.rubiconAi());

        QTemporaryDir dir;
        CliPartner cli(QStringLiteral("ws://127.0.0.1:%1").arg(network.hostPort()), network.joinCode(),
                       dir.filePath(QStringLiteral("cli.json")),
                       {"--auto", "heuristic", "--auto-seed", "3", "--auto-delay-ms", "0"});
        QVERIFY(cli.started());
        QTRY_VERIFY_WITH_TIMEOUT(cli.says(QStringLiteral("Mercurial is connected (played by the random AI)")), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(network.partnerAi(), QStringLiteral("heuristic"), kWaitMs);
        QVERIFY(network.statusText().contains(QStringLiteral("played by the heuristic AI")));
        // Both AIs play: the app's moves go through the server like a person's.
        QTRY_VERIFY_WITH_TIMEOUT(
            controller.turn().actionsApplied >= 12 || controller.turn().status != ui::GameStatus::InProgress, kWaitMs);
        int appMoves = 0;
        for (const rules::RecordedAction& recorded : controller.record().actions)
            appMoves += recorded.action.player == Ship::kMercurial ? 1 : 0;
        QVERIFY(appMoves > 0);
        network.leave();
    }

    void aWrongCodeGetsAClearMessage() {
        App hostApp;
        NetworkPlay& host = hostApp.network;
        QTemporaryDir hostData;
        QVERIFY(hostGame(host, ui::Ship::Rubicon, hostData));
        App app;
        GameController& controller = app.controller;
        NetworkPlay& network = app.network;
        const QString address = QStringLiteral("127.0.0.1:%1").arg(host.hostPort());
        // A code no game has: the server refuses, the app says so and plays on locally.
        const QString wrong =
            host.joinCode() == QStringLiteral("ABC-DEF") ? QStringLiteral("ABC-DEG") : QStringLiteral("ABC-DEF");
        QVERIFY(network.join(address, wrong));
        QTRY_COMPARE_WITH_TIMEOUT(network.phase(), Phase::Off, kWaitMs);
        QVERIFY2(controller.messages()->error().contains(QStringLiteral("There is no game with the code ") + wrong),
                 qPrintable(controller.messages()->error()));
        QVERIFY(!controller.routed());
        // Not a code at all (O is not in the alphabet), and not an address: refused before connecting.
        QVERIFY(!network.join(address, QStringLiteral("KOM-Q2X")));
        QVERIFY(controller.messages()->error().contains(QStringLiteral("is not a join code")));
        QVERIFY(!network.join(QStringLiteral("not an address"), host.joinCode()));
        QVERIFY(controller.messages()->error().contains(QStringLiteral("is not an address")));
        QCOMPARE(network.phase(), Phase::Off);
        // The right code takes the free seat (Mercurial: the host flies Rubicon).
        QVERIFY(network.join(address, host.joinCode().toLower().remove(QLatin1Char('-'))));
        QTRY_COMPARE_WITH_TIMEOUT(network.phase(), Phase::Playing, kWaitMs);
        QCOMPARE(network.localShip(), ui::Ship::Mercurial);
        QTRY_COMPARE_WITH_TIMEOUT(host.phase(), Phase::Playing, kWaitMs);
    }

    void whenTheServerGoesAwayThePlayerIsToldAndGoesOnHotSeat() {
        App hostApp;
        GameController& hostController = hostApp.controller;
        NetworkPlay& host = hostApp.network;
        QTemporaryDir hostData;
        QVERIFY(hostGame(host, ui::Ship::Mercurial, hostData));
        App app;
        GameController& controller = app.controller;
        NetworkPlay& network = app.network;
        network.setReconnectAttempts(2);
        QVERIFY(network.join(QStringLiteral("127.0.0.1:%1").arg(host.hostPort()), host.joinCode()));
        QTRY_COMPARE_WITH_TIMEOUT(network.phase(), Phase::Playing, kWaitMs);
        // One move through the server, so the game to go on with is not the setup alone: by the
        // host (Mercurial) or the partner (Rubicon), whoever must act.
        const rules::Action first = hostController.gameState()->legal_actions()[0];
        GameController& mover = first.player == Ship::kMercurial ? hostController : controller;
        QVERIFY2(mover.apply(first), qPrintable(mover.messages()->error()));
        QTRY_COMPARE_WITH_TIMEOUT(controller.turn().actionsApplied, 1, kWaitMs);

        // The host closes its game: the partner's app tries again, says so, then goes on here.
        QSignalSpy phases(&network, &NetworkPlay::changed);
        host.leave();
        QTRY_COMPARE_WITH_TIMEOUT(network.phase(), Phase::Reconnecting, kWaitMs);
        QVERIFY(network.statusText().contains(QStringLiteral("reconnecting")));
        QVERIFY(network.reconnectAttempt() >= 1);
        QTRY_COMPARE_WITH_TIMEOUT(network.phase(), Phase::Off, kWaitMs);
        QVERIFY(controller.messages()->info().contains(QStringLiteral("hot-seat")));
        QVERIFY(!controller.routed());
        // Either ship's move is made here now, and the game is the one the server had.
        QCOMPARE(controller.record().actions.size(), std::size_t{1});
        const rules::Action next = controller.gameState()->legal_actions()[0];
        QVERIFY2(controller.apply(next), qPrintable(controller.messages()->error()));
        QCOMPARE(controller.turn().actionsApplied, 2);
        // The host's app plays on locally too.
        QVERIFY(!hostController.routed());
        QVERIFY(hostController.apply(hostController.gameState()->legal_actions()[0]));
    }

    void aPartnersMoveLeavesTheStepThroughWhereItIsAndCountsNewerMoves() {
        QTemporaryDir hostData;
        App host;
        QVERIFY(hostGame(host.network, ui::Ship::Mercurial, hostData));
        App partner;
        const QString autosave = hostData.filePath(QStringLiteral("partner-autosave.json"));
        partner.controller.autosave()->enable(autosave);
        QVERIFY(
            partner.network.join(QStringLiteral("127.0.0.1:%1").arg(host.network.hostPort()), host.network.joinCode()));
        QTRY_COMPARE_WITH_TIMEOUT(partner.network.phase(), Phase::Playing, kWaitMs);
        // Moves through the server until the host (Mercurial) is to move again (bounded).
        int moves = 0;
        for (int step = 0; step < 20; ++step) {
            const rules::Action next = partner.controller.gameState()->legal_actions()[0];
            if (moves >= 1 && next.player == Ship::kMercurial) break;
            GameController& mover = next.player == Ship::kMercurial ? host.controller : partner.controller;
            QVERIFY2(mover.apply(next), qPrintable(mover.messages()->error()));
            ++moves;
            QTRY_COMPARE_WITH_TIMEOUT(partner.controller.turn().actionsApplied, moves, kWaitMs);
            QTRY_COMPARE_WITH_TIMEOUT(host.controller.turn().actionsApplied, moves, kWaitMs);
        }
        QCOMPARE(host.controller.gameState()->acting_player(), Ship::kMercurial);

        // The partner steps through and goes back a step; the host moves meanwhile.
        ReplayController* replay = partner.controller.replay();
        QVERIFY(replay->reviewGame());
        QVERIFY(replay->ofPlayedGame());
        const int shown = moves - 1;
        replay->goTo(shown);
        const rules::GameState atShownStep = *partner.controller.gameState();
        QVERIFY2(host.controller.apply(host.controller.gameState()->legal_actions()[0]),
                 qPrintable(host.controller.messages()->error()));
        QTRY_COMPARE_WITH_TIMEOUT(replay->newerMoves(), 1, kWaitMs);
        // The step-through is where the learner left it, and says a newer move arrived.
        QVERIFY(replay->replaying());
        QCOMPARE(replay->step(), shown);
        QCOMPARE(replay->length(), moves);
        QVERIFY(*partner.controller.gameState() == atShownStep);
        // The autosave has the newer move.
        std::string error;
        const auto saved = rules::load_record(autosave.toStdString(), &error);
        QVERIFY2(saved, error.c_str());
        QCOMPARE(saved->actions.size(), std::size_t(moves + 1));
        // It cannot be played from: the partner's moves wait for the live game.
        QVERIFY(!partner.controller.apply(partner.controller.gameState()->legal_actions()[0]));

        // Leaving it shows the game as it stands, the newer moves included.
        QVERIFY(replay->continueFromHere());
        QVERIFY(!replay->replaying());
        QCOMPARE(replay->newerMoves(), 0);
        QVERIFY(*partner.controller.gameState() == *host.controller.gameState());
        QCOMPARE(partner.controller.record().actions.size(), host.controller.record().actions.size());
        QVERIFY(partner.controller.routed());
    }

    void aHostThatClosesHostsTheSameGameAgainAndThePartnerComesBack() {
        QTemporaryDir hostData;
        auto hostApp = std::make_unique<App>();
        QVERIFY(hostGame(hostApp->network, ui::Ship::Mercurial, hostData));
        const QString code = hostApp->network.joinCode();
        App partner;
        QVERIFY(partner.network.join(QStringLiteral("127.0.0.1:%1").arg(hostApp->network.hostPort()), code));
        QTRY_COMPARE_WITH_TIMEOUT(partner.network.phase(), Phase::Playing, kWaitMs);
        // A few moves through the server, by whoever must act.
        for (int moves = 1; moves <= 3; ++moves) {
            const rules::Action next = partner.controller.gameState()->legal_actions()[0];
            GameController& mover = next.player == Ship::kMercurial ? hostApp->controller : partner.controller;
            QVERIFY2(mover.apply(next), qPrintable(mover.messages()->error()));
            QTRY_COMPARE_WITH_TIMEOUT(partner.controller.turn().actionsApplied, moves, kWaitMs);
            QTRY_COMPARE_WITH_TIMEOUT(hostApp->controller.turn().actionsApplied, moves, kWaitMs);
        }
        const rules::GameState before = *partner.controller.gameState();

        // The host's app closes (its server with it); the partner's app keeps trying.
        hostApp.reset();
        QTRY_COMPARE_WITH_TIMEOUT(partner.network.phase(), Phase::Reconnecting, kWaitMs);

        // Started again, it offers the same game, hosts it, and the partner comes back to it.
        App again;
        again.network.setListenAddress(QStringLiteral("localhost"));
        again.network.setHostDataDir(hostData.path());
        QCOMPARE(again.network.resumableHostCode(), code);
        QVERIFY2(again.network.resumeHosting(), qPrintable(again.controller.messages()->error()));
        QTRY_COMPARE_WITH_TIMEOUT(again.network.phase(), Phase::Playing, kWaitMs);
        QCOMPARE(again.network.joinCode(), code);
        QCOMPARE(again.network.localShip(), ui::Ship::Mercurial);
        QTRY_COMPARE_WITH_TIMEOUT(partner.network.phase(), Phase::Playing, kWaitMs);
        QVERIFY(*again.controller.gameState() == before);
        QVERIFY(*partner.controller.gameState() == before);
        QCOMPARE(again.controller.record().actions.size(), std::size_t{3});

        // The game goes on between them.
        const rules::Action next = before.legal_actions()[0];
        GameController& mover = next.player == Ship::kMercurial ? again.controller : partner.controller;
        QVERIFY2(mover.apply(next), qPrintable(mover.messages()->error()));
        QTRY_COMPARE_WITH_TIMEOUT(partner.controller.turn().actionsApplied, 4, kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(again.controller.turn().actionsApplied, 4, kWaitMs);
        QVERIFY(*again.controller.gameState() == *partner.controller.gameState());

        // Left on purpose, it is not offered again.
        again.network.playOnHere();
        QVERIFY(again.network.resumableHostCode().isEmpty());
        QVERIFY(!again.network.resumeHosting());
    }
};

ENTANGLION_QTEST_GUILESS_MAIN(NetworkPlayTest)
#include "network_play_test.moc"
