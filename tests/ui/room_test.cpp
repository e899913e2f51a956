// The game screen for a room, on the real main window: at 1024x768, 1366x768 and
// 1920x1080 and zoom 100%, 160% and 200% in English and the dark theme, and in every language and
// theme at the hardest size (1024x768 at 200%): no text or control beyond the window's sides, no
// text that can be drawn under 12 px (the map's text is judged by its own rule: never smaller than
// at 100%), the panels folded into a drawer where they would shrink the map, the presentation
// layout (P) and its drawer (F10), a log that follows its newest line, and the live state's
// measurement panel in Polish at 160%. Screenshots go to <build>/ui-screenshots/room-*.png.
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <memory>

#include "tests/common/qtest_program.h"
#include "tests/ui/find_item.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/perform.h"
#include "tests/ui/room_window.h"
#include "tests/ui/text_fit.h"
#include "tests/ui/walkthrough.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"

namespace {

QString outputDir() { return testing_ui::screenshotDir(); }

using testing_ui::sceneRect;

/// The texts outside the map (the map's text is in map units, judged by mapTextNeverShrinks).
QList<QQuickItem*> textsOutsideTheMap(QQuickItem* root, QQuickItem* map) {
    QList<QQuickItem*> all;
    testing_ui::collectTexts(root, &all);
    QList<QQuickItem*> outside;
    for (QQuickItem* text : all) {
        bool inMap = false;
        for (QQuickItem* up = text; up != nullptr; up = up->parentItem()) inMap = inMap || up == map;
        if (!inMap) outside << text;
    }
    return outside;
}

}  // namespace

class RoomTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    testing_ui::RoomWindow m_room;
    QQuickWindow* m_window = nullptr;
    GameController* m_controller = nullptr;

    /// The main window at `size` and `zoom`, in `theme` and `language`, four turns into the
    /// rulebook's walkthrough.
    bool open(QSize size, double zoom, const QString& theme = QStringLiteral("dark"),
              const QString& language = QStringLiteral("en")) {
        const bool opened =
            m_room.open(size, zoom, theme, language, m_dir.filePath(QStringLiteral("walkthrough.json")));
        m_window = m_room.window();
        m_controller = m_room.controller();
        return opened;
    }
    void close() {
        m_room.close();
        m_window = nullptr;
        m_controller = nullptr;
    }
    QVariant evaluate(const QString& expression) { return m_room.evaluate(expression); }
    QQuickItem* item(const QString& name) const { return testing_ui::findItem(m_window, name); }
    QQuickItem* gameScreen() const { return item(QStringLiteral("gameScreen")); }
    void shoot(const QString& name) {
        m_window->grabWindow().save(QDir(outputDir()).filePath(QStringLiteral("room-%1.png").arg(name)));
    }

    /// The game screen (and the drawer, opened when the panels are folded) has every text and
    /// control inside the window's sides, no text under 12 px outside the map, and no text cut
    /// or wider than its box.
    void checkGameScreen(const QString& where) {
        QQuickItem* screen = gameScreen();
        QQuickItem* map = item(QStringLiteral("galaxyMap"));
        const auto check = [&](const QString& part) {
            QStringList problems = testing_ui::beyondTheSides(screen, m_window->width());
            problems << testing_ui::beyondTheSides(item(QStringLiteral("toolbar")), m_window->width());
            for (QQuickItem* text : textsOutsideTheMap(screen, map)) {
                const QString words = text->property("text").toString();
                if (words.trimmed().isEmpty() || text->width() <= 0) continue;
                if (testing_ui::smallestDrawnSize(text) < 12 - 0.01) {
                    problems << QStringLiteral("\"%1\" may be drawn at %2 px")
                                    .arg(words.left(40))
                                    .arg(testing_ui::smallestDrawnSize(text));
                }
                if (text->property("truncated").toBool())
                    problems << QStringLiteral("\"%1\" is cut").arg(words.left(40));
                if (text->property("contentWidth").toDouble() > text->width() + 1.5) {
                    problems << QStringLiteral("\"%1\" is %2 px in a %3 px box")
                                    .arg(words.left(40))
                                    .arg(text->property("contentWidth").toDouble())
                                    .arg(text->width());
                }
            }
            QVERIFY2(problems.isEmpty(), qPrintable(where + part + QStringLiteral(":\n") + problems.join(u'\n')));
        };
        check(QString());
        if (screen->property("compact").toBool()) {
            QTest::keyClick(m_window, Qt::Key_F10);
            QTRY_VERIFY(item(QStringLiteral("sideArea"))->isVisible());
            check(QStringLiteral(" with the panels open"));
            QTest::keyClick(m_window, Qt::Key_F10);
            QTRY_VERIFY(!item(QStringLiteral("sideArea"))->isVisible());
        }
    }

    /// Plays the first action the engine allows now (new lines in the log).
    bool playSomething() {
        for (int row = 0; row < m_controller->actionModel()->rowCount(); ++row) {
            if (m_controller->trigger(row)) return true;
        }
        return false;
    }

    /// The on-screen height of OMEGA ZERO's name and of a component tag's text (window px).
    std::pair<double, double> mapTextHeights() {
        QQuickItem* name = nullptr;
        QQuickItem* tag = nullptr;
        for (QQuickItem* child : item(QStringLiteral("planet_OMEGA_ZERO"))->childItems()) {
            if (child->objectName() == QLatin1String("planetName")) name = child;
        }
        for (const char* planet : {"planet_OMEGA_ZERO", "planet_OMEGA_ONE", "planet_PSI_PLUS", "planet_PSI_MINUS",
                                   "planet_PHI_PLUS", "planet_PHI_MINUS", "planet_OMEGA_TWO", "planet_OMEGA_THREE"}) {
            for (QQuickItem* child : item(QString::fromLatin1(planet))->childItems()) {
                if (tag == nullptr && child->objectName() == QLatin1String("componentChip") && child->isVisible()) {
                    tag = child->childItems().value(0);
                }
            }
        }
        const auto onScreen = [](QQuickItem* text) {
            return text ? text->mapRectToScene(QRectF(0, 0, 1, text->property("font").value<QFont>().pixelSize()))
                              .height()
                        : 0.0;
        };
        return {onScreen(name), onScreen(tag)};
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        mainWindow::useAppStyle();
    }
    void cleanup() { close(); }

    void everySizeAndZoomFitsTheWindow_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("zoom");
        for (const QSize size : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
            for (const double zoom : {1.0, 1.6, 2.0}) {
                QTest::addRow("%dx%d at %d%%", size.width(), size.height(), qRound(zoom * 100)) << size << zoom;
            }
        }
    }
    void everySizeAndZoomFitsTheWindow() {
        QFETCH(QSize, size);
        QFETCH(double, zoom);
        QVERIFY(open(size, zoom));
        shoot(QStringLiteral("%1x%2-%3").arg(size.width()).arg(size.height()).arg(qRound(zoom * 100)));
        checkGameScreen(QString::fromUtf8(QTest::currentDataTag()));
    }

    void everyLanguageAndThemeAtTheHardestSize_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("theme");
        for (const QString& language : LanguageSettings::codes()) {
            for (const QString& theme : {QStringLiteral("dark"), QStringLiteral("light"), QStringLiteral("contrast")}) {
                QTest::addRow("%s %s", qPrintable(language), qPrintable(theme)) << language << theme;
            }
        }
    }
    void everyLanguageAndThemeAtTheHardestSize() {
        QFETCH(QString, language);
        QFETCH(QString, theme);
        QVERIFY(open(QSize(1024, 768), 2.0, theme, language));
        QCOMPARE(evaluate(QStringLiteral("Theme.name")).toString(), theme);
        if (theme != QLatin1String("dark") || language != QLatin1String("en"))
            shoot(QStringLiteral("1024x768-200-%1-%2").arg(language, theme));
        checkGameScreen(QString::fromUtf8(QTest::currentDataTag()));
    }

    void mapTextNeverShrinksWhenZoomingIn_data() {
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
            QTest::addRow("%dx%d", size.width(), size.height()) << size;
        }
    }
    void mapTextNeverShrinksWhenZoomingIn() {
        QFETCH(QSize, size);
        QVERIFY(open(size, 1.0));
        QTest::qWait(20);
        const auto [name, tag] = mapTextHeights();
        QVERIFY(name >= 12 && tag > 0);
        for (const double zoom : {1.2, 1.6, 2.0, 2.5}) {
            QVERIFY(testing_ui::setZoom(m_window, zoom));
            QTest::qWait(20);
            const auto [zoomedName, zoomedTag] = mapTextHeights();
            qInfo("%dx%d at %d%%: names %.1f px (%.1f at 100%%), tags %.1f px (%.1f)", size.width(), size.height(),
                  qRound(zoom * 100), zoomedName, name, zoomedTag, tag);
            QVERIFY2(zoomedName >= name - 0.01 && zoomedTag >= tag - 0.01,
                     qPrintable(QStringLiteral("at %1%: names %2 px (%3 at 100%), tags %4 px (%5)")
                                    .arg(qRound(zoom * 100))
                                    .arg(zoomedName)
                                    .arg(name)
                                    .arg(zoomedTag)
                                    .arg(tag)));
        }
    }

    void panelsFoldWhenTheyWouldShrinkTheMap() {
        // 1024x768: docked at 100%; at 160% the panels fold and the map keeps at least its size.
        QVERIFY(open(QSize(1024, 768), 1.0));
        QVERIFY(!gameScreen()->property("compact").toBool());
        const double normal = item(QStringLiteral("galaxyMap"))->property("mapScale").toDouble();
        QVERIFY(testing_ui::setZoom(m_window, 1.6));
        QTRY_VERIFY(gameScreen()->property("folded").toBool());
        QVERIFY(item(QStringLiteral("galaxyMap"))->property("mapScale").toDouble() >= normal - 1e-6);
        QVERIFY(item(QStringLiteral("stagePanel"))->isVisible());
        QVERIFY(!item(QStringLiteral("sideArea"))->isVisible());
        // The panels are one key (or the stage's button) away, and Esc closes them.
        testing_ui::clickCentre(m_window, item(QStringLiteral("panelsButton")));
        QTRY_VERIFY(item(QStringLiteral("sideArea"))->isVisible());
        QQuickItem* play = item(QStringLiteral("actionPanel"));
        QVERIFY(sceneRect(play).right() <= m_window->width() + 0.5);
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_VERIFY(!item(QStringLiteral("sideArea"))->isVisible());
        // Back to 100%: docked again, the drawer gone.
        QVERIFY(testing_ui::setZoom(m_window, 1.0));
        QTRY_VERIFY(!gameScreen()->property("compact").toBool());
        QVERIFY(item(QStringLiteral("sideArea"))->isVisible());
    }

    void presentationLayoutShowsMapKetAndTheStepLarge() {
        QVERIFY(open(QSize(1366, 768), 1.0));
        const double docked = item(QStringLiteral("galaxyMap"))->width();
        QTest::keyClick(m_window, Qt::Key_P);
        QTRY_VERIFY(gameScreen()->property("presentation").toBool());
        QVERIFY(item(QStringLiteral("galaxyMap"))->width() >= docked);
        QQuickItem* prompt = item(QStringLiteral("stagePrompt"));
        QQuickItem* ket = item(QStringLiteral("stageKet"));
        QVERIFY(prompt->isVisible() && ket->isVisible());
        QCOMPARE(testing_ui::readable(prompt->property("text").toString()), m_controller->turn().prompt);
        QCOMPARE(testing_ui::readable(ket->property("text").toString()), m_controller->ketModel()->ketText());
        // Larger than the panels' own prompt and ket.
        QVERIFY(prompt->property("font").value<QFont>().pixelSize() >
                item(QStringLiteral("prompt"))->property("font").value<QFont>().pixelSize());
        QVERIFY(ket->property("font").value<QFont>().pixelSize() >
                item(QStringLiteral("ketText"))->property("font").value<QFont>().pixelSize());
        shoot(QStringLiteral("presentation-1366x768"));
        QTest::keyClick(m_window, Qt::Key_F10);
        QTRY_VERIFY(item(QStringLiteral("sideArea"))->isVisible());
        QTest::keyClick(m_window, Qt::Key_F10);
        QTRY_VERIFY(!item(QStringLiteral("sideArea"))->isVisible());
        QTest::keyClick(m_window, Qt::Key_P);
        QTRY_VERIFY(!gameScreen()->property("compact").toBool());
    }

    void theLogFollowsItsNewestLine() {
        // 1366x768 at 100%, two columns: the log's newest line is in sight, in the window.
        QVERIFY(open(QSize(1366, 768), 1.0));
        QQuickItem* log = item(QStringLiteral("logList"));
        QVERIFY(log != nullptr);
        const auto newestInSight = [&] {
            if (!log->property("atYEnd").toBool()) return false;
            const QRectF box = sceneRect(log);
            return box.bottom() <= m_window->height() + 0.5 && box.height() > 60;
        };
        QTRY_VERIFY(newestInSight());
        // New lines arrive: it follows them.
        QVERIFY(playSomething());
        QTRY_VERIFY(newestInSight());
        // The reader drags the lines down to read back: it stays there, and offers the way back.
        const QPoint from = sceneRect(log).center().toPoint() - QPoint(0, 60);
        QTest::mousePress(m_window, Qt::LeftButton, Qt::NoModifier, from);
        for (int step = 1; step <= 12; ++step) QTest::mouseMove(m_window, from + QPoint(0, step * 15), 10);
        QTest::mouseRelease(m_window, Qt::LeftButton, Qt::NoModifier, from + QPoint(0, 180), 10);
        QTRY_VERIFY(!log->property("atYEnd").toBool());
        QTRY_VERIFY(!log->property("following").toBool());
        QQuickItem* latest = item(QStringLiteral("jumpToLatest"));
        QTRY_VERIFY(latest != nullptr && latest->isVisible());
        const double scrolledTo = log->property("contentY").toDouble();
        QVERIFY(playSomething());
        QTest::qWait(50);
        QCOMPARE(log->property("contentY").toDouble(), scrolledTo);
        testing_ui::clickCentre(m_window, latest);
        QTRY_VERIFY(newestInSight());
        QTRY_VERIFY(!latest->isVisible());
        // L shows it large, Esc closes it.
        QTest::keyClick(m_window, Qt::Key_L);
        QQuickItem* enlarged = item(QStringLiteral("enlargedLog"));
        QTRY_VERIFY(enlarged != nullptr && enlarged->isVisible());
        QVERIFY(enlarged->width() > 0.8 * m_window->width());
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_VERIFY(!enlarged->isVisible());
    }

    void polishMeasurementPanelFitsAt160Percent_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x768") << QSize(1024, 768);
        QTest::newRow("1366x768") << QSize(1366, 768);
    }
    void polishMeasurementPanelFitsAt160Percent() {
        QFETCH(QSize, size);
        QVERIFY(open(size, 1.6, QStringLiteral("dark"), QStringLiteral("pl")));
        if (gameScreen()->property("compact").toBool()) {
            QTest::keyClick(m_window, Qt::Key_F10);
            QTRY_VERIFY(item(QStringLiteral("sideArea"))->isVisible());
        }
        QQuickItem* toggle = item(QStringLiteral("measureToggle"));
        QVERIFY(toggle != nullptr);
        QMetaObject::invokeMethod(toggle, "toggle");
        QQuickItem* panel = item(QStringLiteral("liveMeasurePanel"));
        QTRY_VERIFY(panel != nullptr && panel->isVisible());
        // Scroll the side area so the panel is in view, then measure 1000 shots.
        auto* view = item(QStringLiteral("sideArea"))->property("contentItem").value<QQuickItem*>();
        view->setProperty("contentY",
                          panel->mapToItem(view->property("contentItem").value<QQuickItem*>(), QPointF()).y());
        QQuickItem* thousand = item(QStringLiteral("shots1000"));
        QVERIFY(thousand != nullptr);
        const QRectF box = sceneRect(panel);
        QVERIFY2(box.contains(sceneRect(thousand)), "the 1000 button leaves its panel");
        QQuickItem* lastBar = item(QStringLiteral("histogramColumn3"));
        QVERIFY(lastBar != nullptr);
        QVERIFY2(box.contains(sceneRect(lastBar).adjusted(0.5, 0.5, -0.5, -0.5)), "the |11> bar leaves its panel");
        shoot(QStringLiteral("measure-pl-%1x%2-160").arg(size.width()).arg(size.height()));
        QStringList problems = testing_ui::misfits(panel);
        problems << testing_ui::tooSmall(panel, 12) << testing_ui::beyondTheSides(panel, m_window->width());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

ENTANGLION_QTEST_MAIN(RoomTest)
#include "room_test.moc"
