// The screenshot set people look at (scripts/screenshots.sh, docs/ui.md "Screenshots looked at"):
// the real main window in every language (en, pl, es, cs) and theme (dark, light, contrast), at
// 1024x768, 1024x768 at the presentation zoom 160% and 1920x1080, of each page:
//   game        the game screen four turns into the rulebook's walkthrough
//   game-drawer the same with the panels' drawer open, where the panels fold (F10)
//   measure     the live state's measurement panel, 1000 shots measured
//   lessons     the Lessons list
//   lesson      the PHI PLUS lesson with its map
//   bell        the Bell demo's first step
//   bell-measured  the demo's Measure step, measured
// Files: $ENTANGLION_SCREENSHOTS (default <build>/ui-screenshots/set)/<lang>-<theme>-<WxH>-<zoom>-<page>.png.
// One data row per language and theme ("es light" runs one). It fails when a page does not open
// or a shot is blank; what the shots show is for people to judge.
#include <QtQuickTest/quicktest.h>
#include <QDir>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

#include "tests/common/qtest_program.h"
#include "tests/ui/find_item.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/room_window.h"
#include "tests/ui/screenshots.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"

class ScreenshotSet : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_out;
    testing_ui::RoomWindow m_room;
    QQuickWindow* m_window = nullptr;
    QString m_prefix;

    bool open(const QString& language, const QString& theme, QSize size, double zoom) {
        const bool opened =
            m_room.open(size, zoom, theme, language, m_dir.filePath(QStringLiteral("walkthrough.json")));
        m_window = m_room.window();
        m_prefix = QStringLiteral("%1-%2-%3x%4-%5")
                       .arg(language, theme)
                       .arg(size.width())
                       .arg(size.height())
                       .arg(std::lround(zoom * 100));
        return opened;
    }
    void close() { m_room.close(); }
    QQuickItem* item(const QString& name) const { return m_room.item(name); }

    /// Saves the window as <prefix>-<page>.png; false if it could not or the frame is blank.
    bool shoot(const QString& page) {
        QQuickTest::qWaitForPolish(m_window);
        QTest::qWait(200);  // Canvas items (the Bloch spheres, the maps) paint a frame later
        const QImage image = m_window->grabWindow();
        const QString path = QDir(m_out).filePath(QStringLiteral("%1-%2.png").arg(m_prefix, page));
        return testing_ui::distinctColours(image) > 16 && image.save(path);
    }
    bool openPage(const char* method, const QString& name) {
        QMetaObject::invokeMethod(m_window, "closePage");
        QMetaObject::invokeMethod(m_window, method);
        QQuickItem* page = nullptr;
        return QTest::qWaitFor([&] { return (page = item(name)) != nullptr && page->isVisible(); });
    }

    /// The game screen, its drawer where the panels fold, and the live measurement panel.
    void shootGame() {
        QVERIFY(shoot(QStringLiteral("game")));
        QQuickItem* screen = item(QStringLiteral("gameScreen"));
        const bool compact = screen->property("compact").toBool();
        if (compact) {
            QTest::keyClick(m_window, Qt::Key_F10);
            QTRY_VERIFY(item(QStringLiteral("sideArea"))->isVisible());
            QVERIFY(shoot(QStringLiteral("game-drawer")));
        }
        QQuickItem* toggle = item(QStringLiteral("measureToggle"));
        QVERIFY(toggle != nullptr);
        QMetaObject::invokeMethod(toggle, "toggle");
        QQuickItem* panel = nullptr;
        QTRY_VERIFY((panel = item(QStringLiteral("liveMeasurePanel"))) != nullptr && panel->isVisible());
        QVERIFY(QQuickTest::qWaitForPolish(m_window));
        // Scroll the side area to the panel (in two columns it is already in view), then 1000 shots.
        auto* view = item(QStringLiteral("sideArea"))->property("contentItem").value<QQuickItem*>();
        auto* content = view->property("contentItem").value<QQuickItem*>();
        const double bottom = std::max(0.0, view->property("contentHeight").toDouble() - view->height());
        view->setProperty("contentY", std::min(bottom, panel->mapToItem(content, QPointF()).y()));
        QQuickItem* thousand = item(QStringLiteral("shots1000"));
        QVERIFY(thousand != nullptr);
        QMetaObject::invokeMethod(thousand, "clicked");
        QQuickItem* measure = testing_ui::findVisual(panel, QStringLiteral("measureButton"));
        QVERIFY(measure != nullptr);
        QMetaObject::invokeMethod(measure, "clicked");
        QVERIFY(shoot(QStringLiteral("measure")));
        QMetaObject::invokeMethod(toggle, "toggle");
        if (compact) QTest::keyClick(m_window, Qt::Key_F10);
    }

    /// The Lessons list, the PHI PLUS lesson, the Bell demo and its measured step.
    void shootPages() {
        QVERIFY(openPage("openLessons", QStringLiteral("lessonList")));
        QVERIFY(shoot(QStringLiteral("lessons")));
        QObject* lessons = item(QStringLiteral("lessonsPage"))->property("controller").value<QObject*>();
        QVERIFY(lessons != nullptr);
        bool opened = false;
        QVERIFY(QMetaObject::invokeMethod(lessons, "openLesson", Q_RETURN_ARG(bool, opened),
                                          Q_ARG(QString, QStringLiteral("bell-phi-plus"))));
        QVERIFY(opened);
        QTRY_VERIFY(item(QStringLiteral("lessonTitle")) != nullptr && item(QStringLiteral("lessonTitle"))->isVisible());
        QVERIFY(shoot(QStringLiteral("lesson")));
        QVERIFY(openPage("openBellDemo", QStringLiteral("bellDemo")));
        QVERIFY(shoot(QStringLiteral("bell")));
        QQuickItem* demo = item(QStringLiteral("bellDemo"));
        for (int step = 0; step < 3; ++step) {
            QTest::keyClick(m_window, Qt::Key_Right);
            QQuickTest::qWaitForPolish(m_window);
        }
        QVERIFY(demo->property("measuring").toBool());
        QTest::keyClick(m_window, Qt::Key_M);
        QQuickItem* verdict = testing_ui::findVisual(demo, QStringLiteral("verdictText"));
        QTRY_VERIFY(verdict != nullptr && !verdict->property("text").toString().isEmpty());
        QVERIFY(shoot(QStringLiteral("bell-measured")));
        QMetaObject::invokeMethod(m_window, "closePage");
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);  // lesson progress goes to a test location
        QVERIFY(m_dir.isValid());
        mainWindow::useAppStyle();
        m_out = qEnvironmentVariable("ENTANGLION_SCREENSHOTS",
                                     testing_ui::screenshotDir(QStringLiteral("ui-screenshots/set")));
        QVERIFY(QDir().mkpath(m_out));
    }
    void cleanup() { close(); }

    void shots_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("theme");
        for (const QString& language : LanguageSettings::codes()) {
            for (const QString& theme : {QStringLiteral("dark"), QStringLiteral("light"), QStringLiteral("contrast")}) {
                QTest::addRow("%s %s", qPrintable(language), qPrintable(theme)) << language << theme;
            }
        }
    }
    void shots() {
        QFETCH(QString, language);
        QFETCH(QString, theme);
        const struct {
            QSize size;
            double zoom;
        } rooms[] = {{QSize(1024, 768), 1.0}, {QSize(1024, 768), 1.6}, {QSize(1920, 1080), 1.0}};
        for (const auto& room : rooms) {
            QVERIFY(open(language, theme, room.size, room.zoom));
            shootGame();
            if (QTest::currentTestFailed()) return;
            shootPages();
            if (QTest::currentTestFailed()) return;
        }
    }
};

ENTANGLION_QTEST_MAIN(ScreenshotSet)
#include "screenshot_set.moc"
