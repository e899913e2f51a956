// Play with a partner on another computer in the app's real window: New game, "Host on this
// computer", Start; the network strip shows the code and "waiting for your partner"; an
// `entanglion-cli play --join` process joins and the strip says it is connected; a right-click on a
// planet points at it (the CLI hears it, the map rings it), and so do a right-click on a card and M
// on the focused card; the CLI's move shows in the window's log. Teach a class from the same
// dialog. Screenshots: <build>/ui-screenshots/network-host-1280x800.png, teach-class-1280x800.png.
// Only 127.0.0.1, bounded waits.
#include <QAccessible>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "tests/common/qtest_program.h"
#include "tests/ui/cli_partner.h"
#include "tests/ui/main_window_fixture.h"
#include "ui-qml/network/ClassTeaching.h"
#include "ui-qml/network/NetworkPlay.h"

using testing_ui::CliPartner;
using testing_ui::kWaitMs;
using Phase = NetworkPlay::Phase;

class NetworkWindowTest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        GameController& controller = m_app.start();
        QVERIFY(controller.newGame(1, 42, ui::RulesVariant::Board));
        QVERIFY(m_app.open(QSize(1280, 800)));
    }
    void cleanup() { m_app.close(); }

    void theAppHostsFromTheNewGameDialogAndACliPartnerJoins() {
        auto* network = m_app.window()->findChild<NetworkPlay*>(QStringLiteral("network"));
        QVERIFY(network);
        network->setListenAddress(QStringLiteral("localhost"));
        QTemporaryDir hostData;
        network->setHostDataDir(hostData.path());
        QVERIFY(!m_app.item(QStringLiteral("networkStrip"))->isVisible());

        QTest::keyClick(m_app.window(), Qt::Key_N, Qt::ControlModifier);
        auto* dialog = m_app.window()->findChild<QObject*>(QStringLiteral("newGameDialog"));
        QTRY_VERIFY(dialog->property("opened").toBool());
        QVERIFY(m_app.clickObject(QStringLiteral("networkHost")));
        QVERIFY(m_app.window()->findChild<QObject*>(QStringLiteral("networkPort"))->setProperty("text", "0"));
        QVERIFY(m_app.clickObject(QStringLiteral("newGameStart")));
        QTRY_VERIFY(!dialog->property("visible").toBool());
        QTRY_COMPARE_WITH_TIMEOUT(network->phase(), Phase::WaitingForPartner, kWaitMs);
        QVERIFY(m_app.item(QStringLiteral("networkStrip"))->isVisible());
        QVERIFY(m_app.text(QStringLiteral("networkCode")).contains(network->joinCode()));
        QVERIFY(m_app.text(QStringLiteral("networkStatus")).contains(QStringLiteral("Waiting for your partner")));

        QTemporaryDir dir;
        CliPartner cli(QStringLiteral("ws://127.0.0.1:%1").arg(network->hostPort()), network->joinCode(),
                       dir.filePath(QStringLiteral("cli.json")));
        QVERIFY(cli.started());
        QTRY_COMPARE_WITH_TIMEOUT(network->phase(), Phase::Playing, kWaitMs);
        QTRY_VERIFY(m_app.text(QStringLiteral("networkStatus")).contains(QStringLiteral("Rubicon is connected")));

        // A right-click on PHI PLUS points at it: the CLI hears it, and the map rings the planet.
        QQuickItem* area = m_app.item(QStringLiteral("pingArea_PHI_PLUS"));
        QVERIFY(area);
        QTest::mouseClick(m_app.window(), Qt::RightButton, {},
                          area->mapToScene(QPointF(area->width() / 2, area->height() / 2)).toPoint());
        QTRY_VERIFY_WITH_TIMEOUT(cli.says(QStringLiteral("* MERCURIAL points at PHI_PLUS")), kWaitMs);
        QTRY_VERIFY(m_app.item(QStringLiteral("pingRing"))->isVisible());
        QVERIFY(m_app.text(QStringLiteral("networkPing")).contains(QStringLiteral("PHI PLUS")));
        QVERIFY(
            m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("network-host-1280x800.png"))));

        // A card too: a right-click on one, and M on the focused one (not the strip's menu then).
        QQuickItem* first = m_app.item(QStringLiteral("card_MERCURIAL_engine_0"));
        QQuickItem* second = m_app.item(QStringLiteral("card_MERCURIAL_engine_1"));
        QVERIFY(first && second);
        // A screen reader hears how (the card's accessible description says the key).
        QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(second);
        QVERIFY(accessible);
        QVERIFY2(accessible->text(QAccessible::Description).contains(QStringLiteral("M: point at this card")),
                 qPrintable(accessible->text(QAccessible::Description)));
        QTest::mouseClick(m_app.window(), Qt::RightButton, {},
                          first->mapToScene(QPointF(first->width() / 2, first->height() / 4)).toPoint());
        const QString firstSays = QStringLiteral("* MERCURIAL points at ") + first->property("card").toString();
        QTRY_VERIFY_WITH_TIMEOUT(cli.says(firstSays), kWaitMs);
        second->forceActiveFocus();
        QTRY_VERIFY(second->hasActiveFocus());
        QTest::keyClick(m_app.window(), Qt::Key_M);
        const QString secondSays = QStringLiteral("* MERCURIAL points at ") + second->property("card").toString();
        const qsizetype before = firstSays == secondSays ? 1 : 0;  // two cards of a kind: one line already
        QTRY_VERIFY_WITH_TIMEOUT(cli.output().count(secondSays) > before, kWaitMs);
        // M on a card points at it: the point menu did not open (it is made when first opened).
        const QObject* pointMenu = m_app.window()->findChild<QObject*>(QStringLiteral("networkPointMenu"));
        QVERIFY(pointMenu == nullptr || !pointMenu->property("opened").toBool());

        // Play until the CLI has moved once (bounded): its move shows in the window's log.
        GameController* controller = m_app.controller();
        for (int step = 0; step < 20; ++step) {
            const int before = controller->turn().actionsApplied;
            const entanglion::rules::Action first = controller->gameState()->legal_actions()[0];
            if (first.player == entanglion::Ship::kRubicon) {
                const int logRows = controller->logModel()->count();
                cli.type(entanglion::rules::action_to_string(first));
                QTRY_VERIFY_WITH_TIMEOUT(controller->turn().actionsApplied > before, kWaitMs);
                QVERIFY(controller->logModel()->count() > logRows);
                return;
            }
            QVERIFY(controller->apply(first));
            QTRY_VERIFY_WITH_TIMEOUT(controller->turn().actionsApplied > before, kWaitMs);
        }
        QFAIL("Rubicon never had a move in 20 actions");
    }

    // New game… → Teach a class…: without the web pages the dialog says so and offers no start;
    // with them, Start teaching runs the server with classes on 127.0.0.1, the class view's address
    // goes to the browser (the test's opener) and the students' address shows; Stop teaching ends it.
    void theAppTeachesAClassFromTheNewGameDialog() {
        auto* teaching = m_app.window()->findChild<ClassTeaching*>(QStringLiteral("classTeaching"));
        QVERIFY(teaching);
        teaching->setListenAddress(QStringLiteral("localhost"));
        QList<QUrl> opened;
        teaching->setUrlOpener([&](const QUrl& url) {
            opened << url;
            return true;
        });
        teaching->setWebRoot(QString());

        QTest::keyClick(m_app.window(), Qt::Key_N, Qt::ControlModifier);
        auto* newGame = m_app.window()->findChild<QObject*>(QStringLiteral("newGameDialog"));
        QTRY_VERIFY(newGame->property("opened").toBool());
        QVERIFY(m_app.clickObject(QStringLiteral("teachClassButton")));
        QTRY_VERIFY(!newGame->property("visible").toBool());
        auto* dialog = m_app.window()->findChild<QObject*>(QStringLiteral("teachDialog"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("opened").toBool());
        auto* problem = m_app.window()->findChild<QQuickItem*>(QStringLiteral("teachProblem"));
        auto* start = m_app.window()->findChild<QQuickItem*>(QStringLiteral("teachStart"));
        QVERIFY(problem && start);
        QVERIFY(problem->isVisible());
        QVERIFY(problem->property("text").toString().contains(QStringLiteral("web pages are not installed")));
        QVERIFY(!start->isEnabled());

        QTemporaryDir root;
        QFile page(root.filePath(QStringLiteral("teach.html")));
        QVERIFY(page.open(QIODevice::WriteOnly) && page.write("<html><head></head></html>") > 0);
        page.close();
        teaching->setWebRoot(root.path());
        QTRY_VERIFY(!problem->isVisible());
        QVERIFY(start->isEnabled());
        QVERIFY(m_app.window()->findChild<QObject*>(QStringLiteral("teachPort"))->setProperty("text", "0"));
        QVERIFY(m_app.clickObject(QStringLiteral("teachStart")));
        QTRY_VERIFY_WITH_TIMEOUT(teaching->teaching(), kWaitMs);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.front().toString(), QStringLiteral("http://127.0.0.1:%1/teach").arg(teaching->port()));
        QTRY_VERIFY(m_app.window()->findChild<QQuickItem*>(QStringLiteral("teachStop"))->isVisible());
        QVERIFY(
            m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("teach-class-1280x800.png"))));
        QVERIFY(m_app.clickObject(QStringLiteral("teachStop")));
        QTRY_VERIFY(!teaching->teaching());
        QTRY_VERIFY(start->isVisible());
        QVERIFY(m_app.clickObject(QStringLiteral("teachClose")));
        QTRY_VERIFY(!dialog->property("visible").toBool());
    }

private:
    testing_ui::MainWindowFixture m_app;
};

ENTANGLION_QTEST_MAIN(NetworkWindowTest)
#include "network_window_test.moc"
