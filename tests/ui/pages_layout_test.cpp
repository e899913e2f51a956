// The app's other screens in the room: the Lessons list, a lesson with its map and the Bell demo
// with its Measure step, opened from the real main window at 1024x768, 1366x768 and 1920x1080 at
// presentation zoom 100%, 160% and 200% (the sizes the game screen's layout test checks). Each page
// follows the zoom (its text grows); no text is cut, elided or wider than its box, smaller than
// 12 px (14 px on the demo) or beyond the window's sides (pages scroll vertically only); the demo
// never scrolls sideways, Back and Next stay in view, and its verdict shows whole in one view.
// Screenshots go to <build>/ui-screenshots/page-<page>-<W>x<H>-<zoom>.png for people to look at.
#include <QtQuickTest/quicktest.h>
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <cmath>
#include <functional>
#include <memory>

#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/room_window.h"
#include "tests/ui/text_fit.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/speech/EventSpeech.h"
#include "ui-qml/speech/SpeechQueue.h"

namespace {

/// A speaker that says nothing: the window gets its speech menu as in the app.
class SilentSpeaker : public speech::Speaker {
public:
    void speak(std::uint64_t /*id*/, const QString& /*text*/) override {}
    void stop() override {}
};

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
    bool setTheme(const QString& name) { return testing_ui::setTheme(m_app.window(), name); }
    /// A text's drawn box in the window: its content, centred as it is drawn.
    static QRectF drawnText(QQuickItem* text) {
        const double width = text->property("contentWidth").toDouble();
        const double height = text->property("contentHeight").toDouble();
        return text->mapRectToScene(QRectF((text->width() - width) / 2, 0, width, height));
    }

    bool open(QSize size, double zoom) {
        return m_app.start().newGame(1, 7, ui::RulesVariant::Board) && m_app.open(size, zoom);
    }

    QQuickItem* item(const QString& name) const { return m_app.item(name); }

    void save(const QString& page, QSize size, double zoom) {
        QTest::qWait(200);  // Canvas items (the Bloch spheres, the lesson map) paint a frame later
        m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("page-%1-%2x%3-%4.png")
                                                                         .arg(page)
                                                                         .arg(size.width())
                                                                         .arg(size.height())
                                                                         .arg(std::lround(zoom * 100))));
    }

    void expectFits(QQuickItem* root, const char* what, double smallest = 12) {
        QVERIFY2(root != nullptr, what);
        QStringList problems = testing_ui::misfits(root);
        problems << testing_ui::tooSmall(root, smallest);
        problems << testing_ui::beyondTheSides(root, m_app.window()->width());
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QString::fromLatin1(what) + QStringLiteral(": ") + problems.join(QStringLiteral("; "))));
    }
    /// The window has laid out and drawn its last change, and laid out again what the drawn frame
    /// settled (the Bell demo's fold is placed once the first screen is laid out).
    bool settled() {
        if (!QQuickTest::qWaitForPolish(m_app.window())) return false;
        QSignalSpy frame(m_app.window(), &QQuickWindow::frameSwapped);
        m_app.window()->update();
        return frame.wait(10000) && QQuickTest::qWaitForPolish(m_app.window());
    }
    /// `item` lies whole inside `view` (a scrolling page's visible part).
    static bool wholeIn(QQuickItem* item, QQuickItem* view) {
        const QRectF box = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        const QRectF visible =
            view->mapRectToScene(QRectF(0, 0, view->width(), view->height())).adjusted(-0.5, -0.5, 0.5, 0.5);
        return visible.contains(box);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);  // lesson progress goes to a test location
        mainWindow::useAppStyle();
    }
    void init() {
        // Qt's warnings of a binding loop or of a canvas given a bad size are defects.
        QTest::failOnWarning(QRegularExpression(QStringLiteral("Binding loop detected|Incorrect argument")));
    }
    void cleanup() { m_app.close(); }

    void pagesFitAndFollowTheZoom_data() {
        testing_ui::addRoomSizeRows();
        for (const QSize size : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
            QTest::addRow("%dx%d at 200%%", size.width(), size.height()) << size << 2.0;
        }
    }
    void pagesFitAndFollowTheZoom() {
        QFETCH(QSize, size);
        QFETCH(double, zoom);
        QVERIFY(open(size, zoom));

        // The list: every row's title and status fit, and its text grows with the zoom.
        QMetaObject::invokeMethod(m_app.window(), "openLessons");
        QQuickItem* list = nullptr;
        QTRY_VERIFY((list = item(QStringLiteral("lessonList"))) != nullptr && list->isVisible());
        QTRY_VERIFY(pixelSizeOf(list, QStringLiteral("Qubits and kets")) > 0);
        QCOMPARE(pixelSizeOf(list, QStringLiteral("Qubits and kets")),
                 std::round(18 * zoom));  // Theme.readingFontLarge, rounded
        save(QStringLiteral("lessons"), size, zoom);
        expectFits(list, "lesson list");

        // A lesson with its map and card buttons (PHI PLUS), through the page's own controller.
        QQuickItem* page = item(QStringLiteral("lessonsPage"));
        QVERIFY(page != nullptr);
        QObject* lessons = page->property("controller").value<QObject*>();
        QVERIFY(lessons != nullptr);
        bool opened = false;
        QVERIFY(QMetaObject::invokeMethod(lessons, "openLesson", Q_RETURN_ARG(bool, opened),
                                          Q_ARG(QString, QStringLiteral("bell-phi-plus"))));
        QVERIFY(opened);
        QQuickItem* title = nullptr;
        QTRY_VERIFY((title = item(QStringLiteral("lessonTitle"))) != nullptr && title->isVisible());
        save(QStringLiteral("lesson"), size, zoom);
        expectFits(page, "lesson");
        // The card buttons stay inside their row (a long one does not run into the next column).
        QQuickItem* cardRow = item(QStringLiteral("cardRow"));
        QVERIFY(cardRow != nullptr);
        const QRectF rowBox =
            cardRow->mapRectToScene(QRectF(0, 0, cardRow->width(), cardRow->height())).adjusted(-1, -1, 1, 1);
        QVERIFY(cardRow->childItems().size() >= 6);
        for (QQuickItem* card : cardRow->childItems()) {
            if (!card->isVisible() || card->width() <= 0) continue;
            const QRectF box = card->mapRectToScene(QRectF(0, 0, card->width(), card->height()));
            QVERIFY2(box.right() <= rowBox.right(),
                     qPrintable(card->objectName() + QStringLiteral(" runs out of its row")));
        }

        // The Bell demo, which scales its whole content with the window and the zoom.
        QMetaObject::invokeMethod(m_app.window(), "closePage");
        QMetaObject::invokeMethod(m_app.window(), "openBellDemo");
        QQuickItem* demo = nullptr;
        QTRY_VERIFY((demo = item(QStringLiteral("bellDemo"))) != nullptr && demo->isVisible());
        QCOMPARE(demo->property("zoom").toDouble(), zoom);
        save(QStringLiteral("bell"), size, zoom);
        // Zoomed past the window, the demo's page scrolls like a browser's zoom: its texts fit the
        // scrolling page, which the keys and scroll bars move.
        QQuickItem* demoPage = item(QStringLiteral("demoPage"));
        QVERIFY(demoPage != nullptr);
        QCOMPARE(demoPage->property("contentWidth").toDouble(), demoPage->width());  // never sideways
        QVERIFY(demoPage->width() <= size.width());
        expectFits(demo, "Bell demo", 14);
        // Every step of the demo, then the Measure step: Back and Next in view at every one, the
        // page scrolled to its end where it is taller than the window.
        for (int step = 0; step < 3; ++step) {
            QVERIFY(wholeIn(testing_ui::findVisual(demo, QStringLiteral("nextButton")), demo));
            QVERIFY(wholeIn(testing_ui::findVisual(demo, QStringLiteral("backButton")), demo));
            expectFits(demo, qPrintable(QStringLiteral("Bell demo step %1").arg(step)), 14);
            QTest::keyClick(m_app.window(), Qt::Key_Right);
            QVERIFY(QQuickTest::qWaitForPolish(m_app.window()));
        }
        QVERIFY(demo->property("measuring").toBool());
        // M measures (the Measure button may be below the fold on a small window at a large zoom).
        QTest::keyClick(m_app.window(), Qt::Key_M);
        // The demo's own panel (the game's live-state panel, hidden under the page, has one too).
        QQuickItem* verdict = testing_ui::findVisual(demo, QStringLiteral("verdictText"));
        QTRY_VERIFY(verdict->property("text").toString().contains(QStringLiteral("100")));
        save(QStringLiteral("bell-measured"), size, zoom);
        QTRY_VERIFY2(
            wholeIn(verdict, demoPage),
            qPrintable(QStringLiteral("the verdict is not whole in view: %1 in %2")
                           .arg(verdict->mapRectToScene(QRectF(0, 0, verdict->width(), verdict->height())).bottom())
                           .arg(demoPage->height())));
        expectFits(demo, "Bell demo, measured", 14);
    }

    // A teacher's projector, 1024x768, at 100%, 160% and 200%, with and without the presentation
    // layout (P), in every language: at every step of the Bell demo its circuit and its ket are
    // inside the window together, in the page's view above Back / Next, and nothing the page shows
    // straddles the view's bottom edge (the Back / Next bar never cuts a text, a sphere or the
    // matrix in two).
    void demoKetAndCircuitShareTheProjectorsWindow_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<double>("zoom");
        QTest::addColumn<bool>("presenting");
        QTest::addColumn<int>("height");
        // 768: the projector's whole screen (full screen, F11); 749: the app maximized on a 1024x768
        // desktop, under its title bar (what desktop-shot.sh measures with openbox).
        for (const int height : {768, 749}) {
            for (const QString& language : LanguageSettings::codes()) {
                for (const double zoom : {1.0, 1.6, 2.0}) {
                    for (const bool presenting : {false, true}) {
                        QTest::addRow("%s %d%%%s 1024x%d", qPrintable(language), qRound(zoom * 100),
                                      presenting ? " presenting" : "", height)
                            << language << zoom << presenting << height;
                    }
                }
            }
        }
    }
    void demoKetAndCircuitShareTheProjectorsWindow() {
        QFETCH(QString, language);
        QFETCH(double, zoom);
        QFETCH(bool, presenting);
        QFETCH(int, height);
        LanguageSettings settings;
        QVERIFY(settings.apply(language));
        const auto restore = qScopeGuard([&] { settings.apply(QStringLiteral("en")); });
        const QSize size(1024, height);
        QVERIFY(open(size, zoom));
        QMetaObject::invokeMethod(m_app.window(), "openBellDemo");
        QQuickItem* demo = nullptr;
        QTRY_VERIFY((demo = item(QStringLiteral("bellDemo"))) != nullptr && demo->isVisible());
        if (presenting) QTest::keyClick(m_app.window(), Qt::Key_P);
        QCOMPARE(demo->property("presenting").toBool(), presenting);
        QQuickItem* page = item(QStringLiteral("demoPage"));
        QQuickItem* navigation = item(QStringLiteral("demoNavigation"));
        QVERIFY(page != nullptr && navigation != nullptr);
        const QRectF window(0, 0, size.width() + 0.5, size.height() + 0.5);
        for (int step = 0; step < 3; ++step) {
            QVERIFY(settled());
            const QString where = QStringLiteral("%1% step %2%3")
                                      .arg(qRound(zoom * 100))
                                      .arg(step)
                                      .arg(presenting ? QStringLiteral(" presenting") : QString());
            if (step == 0)
                save(presenting ? QStringLiteral("bell-presenting") : QStringLiteral("bell-first-screen"), size, zoom);
            QCOMPARE(page->property("contentY").toDouble(), 0.0);
            const QRectF view = testing_ui::sceneRect(page).adjusted(-0.5, -0.5, 0.5, 0.5);
            for (const char* name : {"circuit", "demoKetBox"}) {
                QQuickItem* shown = testing_ui::findVisual(demo, QString::fromLatin1(name));
                QVERIFY2(shown != nullptr && shown->isVisible(), name);
                const QRectF box = testing_ui::sceneRect(shown);
                QVERIFY2(window.contains(box) && view.contains(box),
                         qPrintable(QStringLiteral("%1: %2 (%3, %4 to %5) is not whole in the page's view (to %6)")
                                        .arg(where, QString::fromLatin1(name))
                                        .arg(box.left())
                                        .arg(box.top())
                                        .arg(box.bottom())
                                        .arg(view.bottom())));
            }
            QVERIFY(testing_ui::sceneRect(navigation).top() >= view.bottom() - 1);
            // What the view shows is whole: no text, sphere, matrix or box runs under its bottom edge.
            QList<QQuickItem*> shown;
            testing_ui::collectTexts(page, &shown);
            for (const char* name : {"demoBloch0", "demoBloch1", "matrix", "matrixBelow", "circuit", "demoKetBox"}) {
                if (QQuickItem* part = testing_ui::findVisual(demo, QString::fromLatin1(name));
                    part && part->isVisible())
                    shown << part;
            }
            for (QQuickItem* part : shown) {
                if (part->height() <= 0 || part->width() <= 0) continue;
                const QRectF box = testing_ui::sceneRect(part);
                QVERIFY2(
                    box.top() >= view.bottom() || box.bottom() <= view.bottom(),
                    qPrintable(QStringLiteral("%1: \"%2\" (%3 to %4) is cut by the view's bottom edge at %5")
                                   .arg(where, part->objectName().isEmpty() ? part->property("text").toString().left(40)
                                                                            : part->objectName())
                                   .arg(box.top())
                                   .arg(box.bottom())
                                   .arg(view.bottom())));
            }
            QTest::keyClick(m_app.window(), Qt::Key_Right);
        }
    }

    // The toolbar at 1024x768 at every zoom the app offers (A- to A+), in every language and the
    // pseudo locale, with everything the app gives it (the language menu, the speech menu, the
    // teacher's kit): on the game, the Bell demo and a lesson, every control of its row lies inside
    // the window, none overlaps another, and none is squeezed below the width its text needs (A+
    // and "160 %" included); what does not fit waits in the ☰ menu.
    void toolbarFitsAtEveryZoomInEveryLanguage_data() {
        QTest::addColumn<QString>("language");
        QStringList languages = LanguageSettings::codes();
        languages << LanguageSettings::pseudoCode();
        for (const QString& language : languages) QTest::newRow(qPrintable(language)) << language;
    }
    void toolbarFitsAtEveryZoomInEveryLanguage() {
        QFETCH(QString, language);
        LanguageSettings settings;
        QVERIFY(settings.apply(language));
        const auto restore = qScopeGuard([&] { settings.apply(QStringLiteral("en")); });
        GameController controller;
        QVERIFY(controller.newGame(1, 7, ui::RulesVariant::Board));
        // The window goes before the speech and the kit it shows.
        SilentSpeaker speaker;
        EventSpeech speech(nullptr, &speaker);
        std::unique_ptr<QObject> kit;
        QQmlApplicationEngine engine;
        QQuickWindow* window = testing_ui::showMainWindow(engine, &controller, QSize(1024, 768), 1.0, &settings);
        QVERIFY(window != nullptr);
        const auto dropTheKit = qScopeGuard([&] {
            testing_ui::setZoom(window, 1.0);
            window->setProperty("kit", QVariant::fromValue<QObject*>(nullptr));
            kit.reset();
        });
        QVERIFY(window->setProperty("speech", QVariant::fromValue(&speech)));
        // The teacher's kit as the toolbar reads it (its message); its exports are not pressed here.
        QQmlComponent kitComponent(&engine);
        kitComponent.setData("import QtQml\nQtObject { property string message: \"\" }", QUrl());
        kit.reset(kitComponent.create());
        QVERIFY2(kit != nullptr, qPrintable(kitComponent.errorString()));
        QVERIFY(window->setProperty("kit", QVariant::fromValue(kit.get())));
        QTRY_VERIFY(testing_ui::findItem(window, QStringLiteral("speechButton")) != nullptr);

        const auto check = [&](const QString& where) {
            QVERIFY(QQuickTest::qWaitForPolish(window));
            QQuickItem* toolbar = testing_ui::findItem(window, QStringLiteral("toolbar"));
            QVERIFY(toolbar != nullptr);
            QQuickItem* row = testing_ui::findVisual(toolbar, QStringLiteral("toolbarRow"));
            QVERIFY2(row != nullptr, "the toolbar's row");
            const QRectF inside(0, 0, window->width() + 0.5, window->height() + 0.5);
            QList<std::pair<QString, QRectF>> placed;
            for (QQuickItem* child : row->childItems()) {
                if (!child->isVisible() || child->width() <= 0 || child->opacity() == 0) continue;
                const QRectF rect = testing_ui::sceneRect(child);
                const QString name =
                    where + QStringLiteral(": ") +
                    (child->objectName().isEmpty() ? child->property("text").toString() : child->objectName());
                QVERIFY2(
                    inside.contains(rect),
                    qPrintable(name +
                               QStringLiteral(" (%1 to %2) leaves the window").arg(rect.left()).arg(rect.right())));
                if (child->inherits("QQuickAbstractButton") || child->objectName() == QLatin1String("zoomLabel")) {
                    QVERIFY2(
                        child->implicitWidth() <= child->width() + 0.5,
                        qPrintable(
                            name +
                            QStringLiteral(" is %1 px for %2 px").arg(child->width()).arg(child->implicitWidth())));
                }
                for (const auto& [other, otherRect] : placed) {
                    QVERIFY2(!rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(otherRect),
                             qPrintable(name + QStringLiteral(" overlaps ") + other));
                }
                placed.append({name, rect});
            }
            QVERIFY2(placed.size() >= 6, qPrintable(where + QStringLiteral(": only %1 controls").arg(placed.size())));
        };
        for (int step = 6; step <= 25; ++step) {
            const double zoom = step / 10.0;
            QVERIFY(testing_ui::setZoom(window, zoom));
            const QString at = language + QStringLiteral(" at %1%").arg(step * 10);
            QMetaObject::invokeMethod(window, "closePage");
            check(at + QStringLiteral(", game"));
            if (QTest::currentTestFailed()) return;
            QMetaObject::invokeMethod(window, "openBellDemo");
            QTRY_VERIFY(testing_ui::findItem(window, QStringLiteral("bellDemo")) != nullptr);
            check(at + QStringLiteral(", Bell demo"));
            if (QTest::currentTestFailed()) return;
            QMetaObject::invokeMethod(window, "openLessons");
            QQuickItem* lessonsPage = nullptr;
            QTRY_VERIFY((lessonsPage = testing_ui::findItem(window, QStringLiteral("lessonsPage"))) != nullptr);
            QObject* lessons = lessonsPage->property("controller").value<QObject*>();
            bool opened = false;
            QVERIFY(QMetaObject::invokeMethod(lessons, "openLesson", Q_RETURN_ARG(bool, opened),
                                              Q_ARG(QString, QStringLiteral("bell-phi-plus"))));
            QVERIFY(opened);
            QTRY_VERIFY(window->property("lessonOpen").toBool());
            QTRY_VERIFY(testing_ui::findItem(window, QStringLiteral("printButton"))->isVisible() ||
                        testing_ui::findItem(window, QStringLiteral("toolbarMenuButton"))->isVisible());
            check(at + QStringLiteral(", a lesson"));
            if (QTest::currentTestFailed()) return;
            QVERIFY(QMetaObject::invokeMethod(lessons, "closeLesson"));
        }
        QMetaObject::invokeMethod(window, "closePage");
    }

    // The Bell demo's Measure step on a small projector (1024x600 at 160%, the verdict below the fold):
    // choosing a basis, before and after a measurement, leaves the page where it is, so the next
    // click lands on the button the presenter aims at.
    void choosingABasisLeavesTheDemoWhereItIs() {
        QVERIFY(open(QSize(1024, 600), 1.6));
        QMetaObject::invokeMethod(m_app.window(), "openBellDemo");
        QQuickItem* demo = nullptr;
        QTRY_VERIFY((demo = item(QStringLiteral("bellDemo"))) != nullptr && demo->isVisible());
        QTest::keyClick(m_app.window(), Qt::Key_End);
        QTRY_VERIFY(demo->property("measuring").toBool());
        QVERIFY(QQuickTest::qWaitForPolish(m_app.window()));
        QQuickItem* page = item(QStringLiteral("demoPage"));
        QQuickItem* verdict = testing_ui::findVisual(demo, QStringLiteral("verdictText"));
        QVERIFY(page != nullptr && verdict != nullptr);
        QVERIFY2(!wholeIn(verdict, page), "the verdict is in view: the page has nothing to scroll to");
        const auto choose = [&](const QString& button) {
            QQuickItem* target = testing_ui::findVisual(demo, button);
            QVERIFY2(target != nullptr && target->isVisible(), qPrintable(button));
            QVERIFY2(wholeIn(target, page), qPrintable(button + QStringLiteral(" is not in view")));
            const double scrolled = page->property("contentY").toDouble();
            const QPointF at = target->mapToScene(QPointF(0, 0));
            testing_ui::clickCentre(m_app.window(), target);
            QVERIFY(settled());
            QCOMPARE(page->property("contentY").toDouble(), scrolled);
            QCOMPARE(target->mapToScene(QPointF(0, 0)), at);
        };
        choose(QStringLiteral("mercurialBasisX"));
        if (QTest::currentTestFailed()) return;
        QCOMPARE(demo->property("measurement").value<QObject*>()->property("mercurialBasis").toInt(), 1);
        // Measured: the page scrolls to the verdict; a basis chosen there moves nothing.
        QTest::keyClick(m_app.window(), Qt::Key_M);
        QTRY_VERIFY(wholeIn(verdict, page));
        QVERIFY(QQuickTest::qWaitForPolish(m_app.window()));
        QVERIFY(!verdict->property("text").toString().contains(QStringLiteral("press Measure")));
        choose(QStringLiteral("rubiconBasisX"));
        if (QTest::currentTestFailed()) return;
        choose(QStringLiteral("mercurialBasisZ"));
    }

    // Lesson 3 (H and superposition) at 1024x768, 100% and 160%: after Reset, from a card played
    // and from the goal reached, no card button is drawn over Undo or Reset.
    void lessonCardsKeepClearOfUndoAfterReset_data() {
        QTest::addColumn<double>("zoom");
        QTest::newRow("100%") << 1.0;
        QTest::newRow("160%") << 1.6;
    }
    void lessonCardsKeepClearOfUndoAfterReset() {
        QFETCH(double, zoom);
        QVERIFY(open(QSize(1024, 768), zoom));
        QMetaObject::invokeMethod(m_app.window(), "openLessons");
        QQuickItem* page = nullptr;
        QTRY_VERIFY((page = item(QStringLiteral("lessonsPage"))) != nullptr && page->isVisible());
        QObject* lessons = page->property("controller").value<QObject*>();
        bool opened = false;
        QVERIFY(QMetaObject::invokeMethod(lessons, "openLessonAt", Q_RETURN_ARG(bool, opened), Q_ARG(int, 2)));
        QVERIFY(opened);
        QTRY_VERIFY(item(QStringLiteral("cardRow")) != nullptr && item(QStringLiteral("cardRow"))->isVisible());
        const auto expectClear = [&](const QString& when) {
            QVERIFY(settled());
            QQuickItem* cardRow = item(QStringLiteral("cardRow"));
            int cards = 0;
            for (QQuickItem* card : cardRow->childItems()) {
                if (!card->isVisible() || card->width() <= 0 || card->height() <= 0) continue;
                ++cards;
                const QRectF box = testing_ui::sceneRect(card);
                for (const char* name : {"undoButton", "resetButton"}) {
                    QQuickItem* button = testing_ui::findVisual(page, QString::fromLatin1(name));
                    QVERIFY(button != nullptr);
                    QVERIFY2(!box.adjusted(0.5, 0.5, -0.5, -0.5).intersects(testing_ui::sceneRect(button)),
                             qPrintable(QStringLiteral("%1: %2 is drawn over %3")
                                            .arg(when, card->objectName(), QString::fromLatin1(name))));
                }
                QVERIFY2(
                    testing_ui::sceneRect(cardRow).adjusted(-1, -1, 1, 1).contains(box),
                    qPrintable(when + QStringLiteral(": ") + card->objectName() + QStringLiteral(" leaves its row")));
            }
            QVERIFY2(cards >= 2, qPrintable(when + QStringLiteral(": %1 cards").arg(cards)));
        };
        expectClear(QStringLiteral("opened"));
        // A card played, then Reset.
        QTest::keyClick(m_app.window(), Qt::Key_1);
        QTRY_VERIFY(lessons->property("canUndo").toBool());
        QTest::keyClick(m_app.window(), Qt::Key_R, Qt::ControlModifier);
        QTRY_VERIFY(!lessons->property("canUndo").toBool());
        expectClear(QStringLiteral("after a card and Reset"));
        // Cards played until the lesson ends (reached or spent), then Reset.
        for (int i = 0; i < 12 && !lessons->property("succeeded").toBool(); ++i) {
            const int played = lessons->property("cardsPlayed").toInt();
            for (int key = Qt::Key_1; key <= Qt::Key_9 && lessons->property("cardsPlayed").toInt() == played; ++key)
                QTest::keyClick(m_app.window(), static_cast<Qt::Key>(key));
            if (lessons->property("cardsPlayed").toInt() == played) break;
        }
        expectClear(QStringLiteral("played out"));
        QTest::keyClick(m_app.window(), Qt::Key_R, Qt::ControlModifier);
        QTRY_VERIFY(!lessons->property("canUndo").toBool());
        expectClear(QStringLiteral("after Reset"));
    }

    // A lesson in every language and theme at 1024x768, 100% and 160%: the card buttons' labels
    // (Polish's "CNOT zagrana przez Mercurial (kubit sterujący: Rubicon)" is long) fit whole, at
    // 12 px or more, inside the row; so do the goal and the rest of the lesson's text; the map's
    // planet names do not run into each other.
    void lessonFitsInEveryLanguage_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("theme");
        QTest::addColumn<double>("zoom");
        for (const QString& language : LanguageSettings::codes()) {
            for (const char* theme : {"dark", "light", "contrast"}) {
                for (const double zoom : {1.0, 1.6}) {
                    QTest::addRow("%s %s at %d%%", qPrintable(language), theme, qRound(zoom * 100))
                        << language << QString::fromLatin1(theme) << zoom;
                }
            }
        }
    }
    void lessonFitsInEveryLanguage() {
        QFETCH(QString, language);
        QFETCH(QString, theme);
        QFETCH(double, zoom);
        LanguageSettings settings;
        QVERIFY(settings.apply(language));
        const auto restore = qScopeGuard([&] { settings.apply(QStringLiteral("en")); });
        QVERIFY(open(QSize(1024, 768), zoom));
        QVERIFY(setTheme(theme));
        const auto darkAgain = qScopeGuard([&] { setTheme(QStringLiteral("dark")); });
        QMetaObject::invokeMethod(m_app.window(), "openLessons");
        QQuickItem* page = nullptr;
        QTRY_VERIFY((page = item(QStringLiteral("lessonsPage"))) != nullptr && page->isVisible());
        QObject* lessons = page->property("controller").value<QObject*>();
        bool opened = false;
        QVERIFY(QMetaObject::invokeMethod(lessons, "openLesson", Q_RETURN_ARG(bool, opened),
                                          Q_ARG(QString, QStringLiteral("bell-phi-plus"))));
        QVERIFY(opened);
        QTRY_VERIFY(item(QStringLiteral("lessonTitle")) != nullptr && item(QStringLiteral("lessonTitle"))->isVisible());
        QVERIFY(QQuickTest::qWaitForPolish(m_app.window()));
        save(QStringLiteral("lesson-") + language, QSize(1024, 768), zoom);
        QQuickItem* cardRow = item(QStringLiteral("cardRow"));
        QVERIFY(cardRow != nullptr);
        expectFits(cardRow, "card buttons");
        expectFits(page, "lesson");
        // The lesson map's planet names (with the ket where the disc cannot hold it) stay apart.
        QList<QQuickItem*> names;
        testing_ui::collectTexts(item(QStringLiteral("lessonMap")), &names);
        names.removeIf([](QQuickItem* text) { return text->objectName() != QLatin1String("lessonPlanetName"); });
        QVERIFY(names.size() >= 4);
        for (int i = 0; i < names.size(); ++i) {
            for (int j = i + 1; j < names.size(); ++j) {
                const QRectF a = drawnText(names[i]);
                const QRectF b = drawnText(names[j]);
                QVERIFY2(
                    !a.adjusted(-2, 0, 2, 0).intersects(b),
                    qPrintable(QStringLiteral("\"%1\" runs into \"%2\"")
                                   .arg(names[i]->property("text").toString(), names[j]->property("text").toString())));
            }
        }
        // The card labels on the printed paths keep clear of the names and of each other.
        QQuickItem* map = item(QStringLiteral("lessonMap"));
        QQuickItem* paths = testing_ui::findVisual(map, QStringLiteral("mapPaths"));
        QVERIFY(paths != nullptr);
        QVERIFY(QTest::qWaitFor([&] { return !paths->property("labelBoxes").toList().isEmpty(); }));
        QList<QRectF> labels;
        for (const QVariant& box : paths->property("labelBoxes").toList()) {
            const QRectF label = map->mapRectToScene(box.toRectF());
            for (QQuickItem* name : names) {
                QVERIFY2(!label.intersects(drawnText(name)),
                         qPrintable(QStringLiteral("a card label on the lesson map covers \"%1\"")
                                        .arg(name->property("text").toString())));
            }
            for (const QRectF& other : labels)
                QVERIFY2(!label.intersects(other), "two card labels on the lesson map overlap");
            labels << label;
        }
        // The ship marks leave the ket inside a disc readable.
        QList<QQuickItem*> kets;
        testing_ui::collectTexts(map, &kets);
        kets.removeIf([](QQuickItem* text) { return text->objectName() != QLatin1String("lessonPlanetKet"); });
        QList<QQuickItem*> marks;
        const std::function<void(QQuickItem*)> addMarks = [&](QQuickItem* parent) {
            for (QQuickItem* child : parent->childItems()) {
                if (child->isVisible() && child->objectName().endsWith(QLatin1String("Mark"))) marks << child;
                addMarks(child);
            }
        };
        addMarks(map);
        QCOMPARE(marks.size(), 2);  // Mercurial's and Rubicon's
        for (QQuickItem* ship : marks) {
            const QString mark = ship->objectName();
            for (QQuickItem* ket : kets) {
                const double width = ket->property("contentWidth").toDouble();
                const double height = ket->property("contentHeight").toDouble();
                const QRectF drawn = ket->mapRectToScene(
                    QRectF((ket->width() - width) / 2, (ket->height() - height) / 2, width, height));
                QVERIFY2(!testing_ui::sceneRect(ship).intersects(drawn),
                         qPrintable(mark + QStringLiteral(" covers ") + ket->property("text").toString()));
            }
        }
        // Each name lies on a patch of the map's own colour: no printed path runs through it.
        const QColor mapColour = item(QStringLiteral("lessonMap"))->property("color").value<QColor>();
        for (QQuickItem* name : names) {
            auto* patch = name->property("background").value<QQuickItem*>();
            QVERIFY2(patch != nullptr && patch->isVisible() && patch->opacity() == 1.0,
                     qPrintable(name->property("text").toString() + QStringLiteral(" has no patch under it")));
            QCOMPARE(patch->property("color").value<QColor>(), mapColour);
            QVERIFY2(testing_ui::sceneRect(patch).adjusted(-0.5, -0.5, 0.5, 0.5).contains(drawnText(name)),
                     qPrintable(name->property("text").toString() + QStringLiteral(" reaches beyond its patch")));
        }
    }
};

ENTANGLION_QTEST_MAIN(PagesLayoutTest)
#include "pages_layout_test.moc"
