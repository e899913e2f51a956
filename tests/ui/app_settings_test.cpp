// What the app remembers between starts (AppSettings): where the window goes on a screen (never
// larger than its free area, back inside when the saved place is gone), the real window on a
// 1024x768 screen (this test runs on an offscreen screen of that size, tests/ui/data/
// screen-1024x768.json), its place and maximized state saved and restored, and the zoom, theme and
// difficulty surviving a restart; --theme for one start only.
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickWindow>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <memory>

#include "tests/common/qtest_program.h"
#include "tests/ui/find_item.h"
#include "ui-qml/app/AppSettings.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"

class AppSettingsTest : public QObject {
    Q_OBJECT

    std::unique_ptr<GameController> m_controller;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow* m_window = nullptr;
    QSize m_madeAt;  ///< the window's size when loaded, before it was placed and shown

    /// A start of the app: settings read from disk, the window loaded and placed.
    bool start() {
        m_settings = std::make_unique<AppSettings>();
        m_controller = std::make_unique<GameController>();
        if (!m_controller->newGame(m_settings->difficulty(), 7, m_settings->variant())) return false;
        m_engine = std::make_unique<QQmlApplicationEngine>();
        QString error;
        // As the app does: made at the size it will be shown at.
        m_window =
            mainWindow::load(*m_engine, m_controller.get(), &error, nullptr, m_settings.get(), m_settings->startSize());
        if (m_window == nullptr) qWarning("%s", qPrintable(error));
        if (m_window != nullptr) m_madeAt = m_window->size();
        if (m_window == nullptr || m_window->isVisible()) return false;  // hidden until placed
        m_settings->placeAndShow(m_window);
        return QTest::qWaitForWindowExposed(m_window);
    }
    void quit() {
        if (m_settings && m_window) m_settings->saveWindow();
        m_engine.reset();
        m_window = nullptr;
        m_settings.reset();
        m_controller.reset();
    }
    QVariant evaluate(const QString& expression) {
        QQmlExpression e(qmlContext(m_window), m_window, expression);
        const QVariant value = e.evaluate();
        if (e.hasError()) qWarning("%s", qPrintable(e.error().toString()));
        return value;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        mainWindow::useAppStyle();
    }
    void init() { QSettings().clear(); }
    void cleanup() { quit(); }

    void aWindowFitsTheScreenItOpensOn() {
        const QRect projector(0, 0, 1024, 768);
        const QRect laptop(0, 0, 1366, 768 - 32);  // a panel takes 32 px
        const QSize preferred = AppSettings::kPreferredSize;
        // First start: the preferred size, shrunk to the free area, centred.
        QCOMPARE(AppSettings::fitToScreen(QRect(), projector, preferred), projector);
        QCOMPARE(AppSettings::fitToScreen(QRect(), laptop, preferred), QRect(0, 0, 1366, 736));
        QCOMPARE(AppSettings::fitToScreen(QRect(), QRect(0, 0, 2560, 1440), preferred), QRect(560, 270, 1440, 900));
        // A saved place that fits stays; one larger than the screen shrinks; one on a screen that
        // is gone comes back inside.
        QCOMPARE(AppSettings::fitToScreen(QRect(100, 50, 800, 600), projector, preferred), QRect(100, 50, 800, 600));
        QCOMPARE(AppSettings::fitToScreen(QRect(0, 0, 1440, 900), projector, preferred), projector);
        QCOMPARE(AppSettings::fitToScreen(QRect(1900, 300, 1000, 700), projector, preferred), QRect(24, 68, 1000, 700));
        QCOMPARE(AppSettings::fitToScreen(QRect(-500, -80, 640, 480), laptop, preferred), QRect(0, 0, 640, 480));
        QVERIFY(AppSettings::screenIsSmall(projector, preferred));
        QVERIFY(!AppSettings::screenIsSmall(QRect(0, 0, 1920, 1080), preferred));
    }

    void theWindowAtStartFitsA1024x768Screen() {
        QScreen* screen = QGuiApplication::primaryScreen();
        QCOMPARE(screen->geometry(), QRect(0, 0, 1024, 768));  // tests/ui/data/screen-1024x768.json
        QVERIFY(start());
        const QRect available = screen->availableGeometry();
        QVERIFY2(available.contains(m_window->geometry()), qPrintable(QStringLiteral("window %1,%2 %3x%4")
                                                                          .arg(m_window->x())
                                                                          .arg(m_window->y())
                                                                          .arg(m_window->width())
                                                                          .arg(m_window->height())));
        QVERIFY(m_window->minimumWidth() <= available.width() && m_window->minimumHeight() <= available.height());
        // The first start on a small screen fills it: the teacher does not have to maximize.
        QVERIFY(m_window->windowStates() & Qt::WindowMaximized);
        // Made at that size (its frame, which only the window system knows, then takes a few pixels),
        // so the layout and the map's label placement are not made first for the size of Main.qml.
        QCOMPARE(m_madeAt, available.size());
        QTRY_COMPARE(m_window->size().grownBy(m_window->frameMargins()), available.size());
    }

    void theWindowComesBackWhereItWas() {
        QVERIFY(start());
        m_window->showNormal();
        m_window->setGeometry(QRect(10, 20, 1000, 700));
        QTRY_COMPARE(m_window->geometry(), QRect(10, 20, 1000, 700));
        quit();
        QVERIFY(start());
        QCOMPARE(m_window->geometry(), QRect(10, 20, 1000, 700));
        QCOMPARE(m_madeAt, QSize(1000, 700));
        QVERIFY(!(m_window->windowStates() & Qt::WindowMaximized));
        // Maximized is remembered too, with the size to go back to.
        m_window->showMaximized();
        QTRY_VERIFY(m_window->windowStates() & Qt::WindowMaximized);
        quit();
        QVERIFY(start());
        QVERIFY(m_window->windowStates() & Qt::WindowMaximized);
        // The maximized size never replaces the size to go back to.
        quit();
        QCOMPARE(QSettings().value(QStringLiteral("window/geometry")).toRect(), QRect(10, 20, 1000, 700));
        QVERIFY(QSettings().value(QStringLiteral("window/maximized")).toBool());
    }

    void f11AndTheToolbarButtonToggleFullScreen() {
        QVERIFY(start());
        QVERIFY(m_window->windowStates() & Qt::WindowMaximized);
        QTest::keyClick(m_window, Qt::Key_F11);
        QTRY_COMPARE(m_window->visibility(), QWindow::FullScreen);
        QQuickItem* button = testing_ui::findItem(m_window, QStringLiteral("fullScreenButton"));
        QVERIFY(button != nullptr && button->property("checked").toBool());
        testing_ui::clickCentre(m_window, button);
        QTRY_COMPARE(m_window->visibility(), QWindow::Maximized);  // back as it was
        testing_ui::clickCentre(m_window, button);
        QTRY_COMPARE(m_window->visibility(), QWindow::FullScreen);
        QTest::keyClick(m_window, Qt::Key_F11);
        QTRY_COMPARE(m_window->visibility(), QWindow::Maximized);
    }

    void zoomThemeAndDifficultyAreRemembered() {
        QVERIFY(start());
        QCOMPARE(evaluate(QStringLiteral("Theme.zoom")).toDouble(), 1.0);
        QCOMPARE(evaluate(QStringLiteral("Theme.name")).toString(), QStringLiteral("dark"));
        // Ctrl++ six times, the light theme from the toolbar's menu, a hard game.
        for (int step = 0; step < 6; ++step) QTest::keyClick(m_window, Qt::Key_Plus, Qt::ControlModifier);
        QTRY_COMPARE(evaluate(QStringLiteral("Theme.zoom")).toDouble(), 1.6);
        testing_ui::clickCentre(m_window, testing_ui::findItem(m_window, QStringLiteral("themeButton")));
        QQuickItem* light = nullptr;
        QTRY_VERIFY((light = testing_ui::findItem(m_window, QStringLiteral("theme_light"))) != nullptr &&
                    light->isVisible() && light->width() > 0);
        testing_ui::clickCentre(m_window, light);
        QTRY_COMPARE(evaluate(QStringLiteral("Theme.name")).toString(), QStringLiteral("light"));
        QMetaObject::invokeMethod(m_window, "openNewGame");
        QQuickItem* hard = nullptr;
        QTRY_VERIFY((hard = testing_ui::findItem(m_window, QStringLiteral("difficulty3"))) != nullptr &&
                    hard->isVisible());
        testing_ui::clickCentre(m_window, hard);
        testing_ui::clickCentre(m_window, testing_ui::findItem(m_window, QStringLiteral("newGameStart")));
        QTRY_COMPARE(m_controller->record().difficulty, 3);
        quit();

        // The next start: the same zoom, theme and difficulty (the first game and the dialog).
        QVERIFY(start());
        QCOMPARE(evaluate(QStringLiteral("Theme.zoom")).toDouble(), 1.6);
        QCOMPARE(evaluate(QStringLiteral("Theme.name")).toString(), QStringLiteral("light"));
        QCOMPARE(m_settings->difficulty(), 3);
        QCOMPARE(m_controller->record().difficulty, 3);
        QObject* dialog = m_window->findChild<QObject*>(QStringLiteral("newGameDialog"));
        QVERIFY(dialog != nullptr);
        QCOMPARE(dialog->property("difficulty").toInt(), 3);
    }

    void aThemeFromTheCommandLineIsForThisStartOnly() {
        QSettings().setValue(QStringLiteral("view/theme"), QStringLiteral("light"));
        AppSettings settings;
        QCOMPARE(settings.theme(), QStringLiteral("light"));
        settings.useThemeForThisStart(QStringLiteral("contrast"));
        QCOMPARE(settings.theme(), QStringLiteral("contrast"));
        QCOMPARE(AppSettings().theme(), QStringLiteral("light"));
        // Unknown or out-of-range values from a hand-edited file are ignored.
        QSettings().setValue(QStringLiteral("view/theme"), QStringLiteral("neon"));
        QSettings().setValue(QStringLiteral("view/zoom"), QStringLiteral("huge"));
        QSettings().setValue(QStringLiteral("game/difficulty"), 9);
        const AppSettings fallback;
        QCOMPARE(fallback.theme(), QStringLiteral("dark"));
        QCOMPARE(fallback.zoom(), 1.0);
        QCOMPARE(fallback.difficulty(), 1);
    }
};

ENTANGLION_QTEST_MAIN(AppSettingsTest)
#include "app_settings_test.moc"
