// What just happened, on the real main window: after an AI's move the line by the prompt
// (and the stage's, in the presentation layout) names the move and its result, the map marks the
// move (the path taken, the planet a ship left), and the log's newest line is in sight after every
// AI move at 1366x768 and 1024x768.
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "tests/common/qtest_program.h"
#include "tests/ui/find_item.h"
#include "tests/ui/main_window_fixture.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/AiPlayers.h"
#include "ui-qml/controller/GameController.h"

using testing_ui::sceneRect;

class LastMoveTest : public QObject {
    Q_OBJECT

    testing_ui::MainWindowFixture m_app;
    AiPlayers* m_ai = nullptr;

    /// Two AIs play the game shown, one move per nextMove().
    bool openWithTwoAis(QSize size) {
        m_app.start();
        if (!m_app.controller()->newGame(1, 11, ui::RulesVariant::Board)) return false;
        if (!m_app.open(size)) return false;
        m_ai = m_app.window()->findChild<AiPlayers*>(QStringLiteral("aiPlayers"));
        if (m_ai == nullptr) return false;
        m_ai->setStepByKey(true);
        if (!m_ai->configure(QStringLiteral("heuristic"), QStringLiteral("heuristic"))) return false;
        return m_app.controller()->newGame(1, 11, ui::RulesVariant::Board);
    }

    /// Plays the next AI move as N does and waits until it is played.
    bool playAiMove() {
        if (!QTest::qWaitFor([&] { return m_ai->aiToMove() && !m_ai->thinking(); }, 20000)) return false;
        const int before = m_ai->movesPlayed();
        if (!m_ai->nextMove()) return false;
        return QTest::qWaitFor([&] { return m_ai->movesPlayed() > before && !m_ai->thinking(); }, 20000);
    }

    /// The log the layout shows: the stage's when the panels are folded, the one pinned under the
    /// panels in one docked column, else the one in the second column.
    QQuickItem* shownLog() {
        QQuickItem* screen = m_app.item(QStringLiteral("gameScreen"));
        if (screen->property("compact").toBool()) return m_app.item(QStringLiteral("stageLogList"));
        if (!screen->property("twoColumns").toBool()) return m_app.item(QStringLiteral("pinnedLogList"));
        return m_app.item(QStringLiteral("logList"));
    }

    /// The log's newest line is drawn inside the log's visible area and the window.
    bool newestLineInSight(QString* why) {
        QQuickItem* list = shownLog();
        if (list == nullptr || !list->isVisible()) return *why = QStringLiteral("no visible log"), false;
        auto* content = list->property("contentItem").value<QQuickItem*>();
        QQuickItem* newest = nullptr;
        for (QQuickItem* line : content->childItems()) {
            if (line->isVisible() && (newest == nullptr || line->y() > newest->y())) newest = line;
        }
        if (newest == nullptr) return *why = QStringLiteral("no line"), false;
        const int rows = m_app.controller()->logModel()->count();
        if (newest->property("text").toString().indexOf(m_app.controller()->logModel()->at(rows - 1).message.left(8)) <
            0) {
            return *why = QStringLiteral("the newest delegate is not the last row"), false;
        }
        const QRectF line = sceneRect(newest);
        const QRectF area = sceneRect(list) & QRectF(0, 0, m_app.window()->width(), m_app.window()->height());
        *why = QStringLiteral("line %1,%2 %3x%4 outside the log's visible area %5,%6 %7x%8")
                   .arg(line.x())
                   .arg(line.y())
                   .arg(line.width())
                   .arg(line.height())
                   .arg(area.x())
                   .arg(area.y())
                   .arg(area.width())
                   .arg(area.height());
        return area.contains(line.adjusted(0.5, 0.5, -0.5, -0.5));
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);  // the players chosen go to a test location
        mainWindow::useAppStyle();
    }
    void init() { QSettings().remove(QStringLiteral("ai")); }
    void cleanup() {
        m_ai = nullptr;
        m_app.close();
        QSettings().remove(QStringLiteral("ai"));
    }

    void anAiMoveIsNamedAndMarkedOnTheMap() {
        QVERIFY(openWithTwoAis(QSize(1366, 768)));
        QQuickItem* line = m_app.item(QStringLiteral("lastMoveLine"));
        QVERIFY(line != nullptr);
        QVERIFY(!line->isVisible());  // nothing happened yet
        QQuickItem* map = m_app.item(QStringLiteral("galaxyMap"));
        const LastMove* last = m_app.controller()->lastMove();
        // Moves until one moves the ships (a few exchange or retrieve).
        for (int move = 0; move < 12 && !last->marked(); ++move) QVERIFY(playAiMove());
        QVERIFY(last->marked());
        QVERIFY(last->byAi());
        QTRY_VERIFY(line->isVisible());
        const QString said = line->property("text").toString();
        QVERIFY2(said.startsWith(QStringLiteral("AI move: Play ")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("Ships moved: ")), qPrintable(said));
        // The map: the move's mark is shown, on the planet left and on the line taken.
        QVERIFY(map->property("moveMarkShown").toBool());
        int ringed = 0;
        for (int row = 0; row < m_app.controller()->mapModel()->count(); ++row) {
            const PlanetRow& planet = m_app.controller()->mapModel()->at(row);
            if (!planet.justLeft) continue;
            ++ringed;
            QQuickItem* ring = testing_ui::findVisual(m_app.item(QStringLiteral("planet_") + planet.planetId),
                                                      QStringLiteral("lastMoveRing"));
            QVERIFY(ring != nullptr && ring->isVisible());
        }
        QVERIFY(ringed >= 1);
        int taken = 0;
        for (const PathRow& path : m_app.controller()->pathModel()->rows()) {
            if (!path.justTaken) continue;
            ++taken;
            QQuickItem* band = testing_ui::findVisual(m_app.item(QStringLiteral("path_%1_%2").arg(path.from, path.to)),
                                                      QStringLiteral("lastMoveBand"));
            QVERIFY(band != nullptr && band->isVisible());
        }
        QVERIFY(taken >= 1);
        // The presentation layout says the same beside the map.
        QTest::keyClick(m_app.window(), Qt::Key_P);
        QQuickItem* stageLine = m_app.item(QStringLiteral("stageLastMove"));
        QTRY_VERIFY(stageLine != nullptr && stageLine->isVisible());
        QCOMPARE(stageLine->property("text").toString(), said);
        // A new game: nothing just happened.
        QVERIFY(m_app.controller()->newGame(1, 12, ui::RulesVariant::Board));
        QVERIFY(!last->marked());
        QVERIFY(last->text().isEmpty());
        QVERIFY(!map->property("moveMarkShown").toBool());
    }

    void theNewestLogLineIsInSightAfterEveryAiMove_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1366x768") << QSize(1366, 768);
        QTest::newRow("1024x768") << QSize(1024, 768);
    }
    void theNewestLogLineIsInSightAfterEveryAiMove() {
        QFETCH(QSize, size);
        QVERIFY(openWithTwoAis(size));
        for (int move = 0; move < 10; ++move) {
            QVERIFY(playAiMove());
            QString why;
            QTRY_VERIFY2(newestLineInSight(&why), qPrintable(QStringLiteral("move %1: %2").arg(move).arg(why)));
        }
    }
};

ENTANGLION_QTEST_MAIN(LastMoveTest)
#include "last_move_test.moc"
