// The app's other screens in the room: the Lessons list, a lesson with its map and the Bell demo,
// opened from the real main window at 1024x768, 1366x768 and 1920x1080 at presentation zoom 100%
// and 160% (the sizes the game screen's layout test checks). Each page follows the zoom (its
// text grows) and no text is cut, elided or wider than its box. Screenshots go to
// <build>/ui-screenshots/page-<page>-<W>x<H>-<zoom>.png for people to look at.
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTest>
#include <cmath>
#include <memory>

#include "tests/ui/main_window_fixture.h"
#include "tests/ui/text_fit.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"

namespace {

/// The pixel size of the first visible text under `root` whose text contains `part` (0 if none).
double pixelSizeOf(QQuickItem* root, const QString& part) {
    QList<QQuickItem*> items;
    testing_ui::collectTexts(root, &items);
    for (QQuickItem* item : items) {
        if (item->property("text").toString().contains(part)) return item->property("font").value<QFont>().pixelSize();
    }
    return 0;
}

}  // namespace

class PagesLayoutTest : public QObject {
    Q_OBJECT

    testing_ui::MainWindowFixture m_app;

    bool setZoom(double value) { return testing_ui::setZoom(m_app.window(), value); }

    bool open(QSize size, double zoom) {
        if (!m_app.start().newGame(1, 7, ui::RulesVariant::Board) || !m_app.open(size, zoom)) return false;
        return true;
    }

    void save(const QString& page, QSize size, double zoom) {
        QTest::qWait(200);  // Canvas items (the Bloch spheres, the lesson map) paint a frame later
        m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("page-%1-%2x%3-%4.png")
                                                                         .arg(page)
                                                                         .arg(size.width())
                                                                         .arg(size.height())
                                                                         .arg(std::lround(zoom * 100))));
    }

    static void expectFits(QQuickItem* root, const char* what) {
        QVERIFY2(root != nullptr, what);
        const QStringList problems = testing_ui::misfits(root);
        QVERIFY2(problems.isEmpty(), qPrintable(QString::fromLatin1(what) + QStringLiteral(": ") + problems.join(QStringLiteral("; "))));
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);  // lesson progress goes to a test location
        mainWindow::useAppStyle();
    }
    void cleanup() { m_app.close(); }

    void pagesFitAndFollowTheZoom_data() {
        testing_ui::addRoomSizeRows();
    }
    void pagesFitAndFollowTheZoom() {
        QFETCH(QSize, size);
        QFETCH(double, zoom);
        QVERIFY(open(size, zoom));

        // The list: every row's title and status fit, and its text grows with the zoom.
        QMetaObject::invokeMethod(m_app.window(), "openLessons");
        QQuickItem* list = nullptr;
        QTRY_VERIFY((list = m_app.item(QStringLiteral("lessonList"))) != nullptr && list->isVisible());
        QTRY_VERIFY(pixelSizeOf(list, QStringLiteral("Qubits and kets")) > 0);
        QCOMPARE(pixelSizeOf(list, QStringLiteral("Qubits and kets")), std::round(18 * zoom));  // Theme.readingFontLarge, rounded
        save(QStringLiteral("lessons"), size, zoom);
        expectFits(list, "lesson list");

        // A lesson with its map and card buttons (PHI PLUS), through the page's own controller.
        QQuickItem* page = m_app.item(QStringLiteral("lessonsPage"));
        QVERIFY(page != nullptr);
        QObject* lessons = page->property("controller").value<QObject*>();
        QVERIFY(lessons != nullptr);
        bool opened = false;
        QVERIFY(QMetaObject::invokeMethod(lessons, "openLesson", Q_RETURN_ARG(bool, opened), Q_ARG(QString, QStringLiteral("bell-phi-plus"))));
        QVERIFY(opened);
        QQuickItem* title = nullptr;
        QTRY_VERIFY((title = m_app.item(QStringLiteral("lessonTitle"))) != nullptr && title->isVisible());
        save(QStringLiteral("lesson"), size, zoom);
        expectFits(page, "lesson");
        // The card buttons stay inside their row (a long one does not run into the next column).
        QQuickItem* cardRow = m_app.item(QStringLiteral("cardRow"));
        QVERIFY(cardRow != nullptr);
        const QRectF rowBox = cardRow->mapRectToScene(QRectF(0, 0, cardRow->width(), cardRow->height())).adjusted(-1, -1, 1, 1);
        QVERIFY(cardRow->childItems().size() >= 6);
        for (QQuickItem* card : cardRow->childItems()) {
            if (!card->isVisible() || card->width() <= 0) continue;
            const QRectF box = card->mapRectToScene(QRectF(0, 0, card->width(), card->height()));
            QVERIFY2(box.right() <= rowBox.right(), qPrintable(card->objectName() + QStringLiteral(" runs out of its row")));
        }

        // The Bell demo, which scales its whole content with the window and the zoom.
        QMetaObject::invokeMethod(m_app.window(), "closePage");
        QMetaObject::invokeMethod(m_app.window(), "openBellDemo");
        QQuickItem* demo = nullptr;
        QTRY_VERIFY((demo = m_app.item(QStringLiteral("bellDemo"))) != nullptr && demo->isVisible());
        QCOMPARE(demo->property("zoom").toDouble(), zoom);
        save(QStringLiteral("bell"), size, zoom);
        // Zoomed past the window, the demo's page scrolls like a browser's zoom: its texts fit the
        // scrolling page, which the keys and scroll bars move.
        QQuickItem* demoPage = m_app.item(QStringLiteral("demoPage"));
        QVERIFY(demoPage != nullptr);
        expectFits(demoPage->property("contentItem").value<QQuickItem*>(), "Bell demo");
    }
};

QTEST_MAIN(PagesLayoutTest)
#include "pages_layout_test.moc"
