// Screenshots of the Bell demo (and a solved lesson) rendered offscreen into PNGs in the build
// directory (build/ui_lessons-screenshots/), checked to be non-blank and to show the ket text where
// the ket label is. Look at them after a change to the views.
#include <QDir>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QStandardPaths>
#include <QtTest>

#include "LessonValues.h"
#include "lessons/builtin.h"
#include "tests/common/qtest_program.h"
#include "tests/ui/find_item.h"
#include "tests/ui/quick_view.h"
#include "tests/ui/screenshots.h"

namespace {

QString screenshotDir() { return testing_ui::screenshotDir(QStringLiteral("ui_lessons-screenshots")); }

/// Share of pixels in `rect` that are light (text on the dark theme).
double lightShare(const QImage& image, const QRect& rect) {
    const QRect area = rect.intersected(image.rect());
    if (area.isEmpty()) return 0;
    int light = 0;
    for (int y = area.top(); y <= area.bottom(); ++y) {
        for (int x = area.left(); x <= area.right(); ++x) light += qGray(image.pixel(x, y)) > 150 ? 1 : 0;
    }
    return static_cast<double>(light) / (area.width() * area.height());
}

/// Does `item` or a visible item below it in the visual tree (Repeater delegates included) show `text`?
bool showsText(QQuickItem* item, const QString& text) {
    if (!item->isVisible()) return false;
    if (item->property("text").toString().contains(text)) return true;
    const QList<QQuickItem*> children = item->childItems();
    return std::any_of(children.begin(), children.end(), [&](QQuickItem* child) { return showsText(child, text); });
}

QRect sceneRect(QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height())).toAlignedRect();
}

}  // namespace

class ScreenshotTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void bellDemoAtPhiPlus();
    void solvedLesson();
    void lessonInEachLanguage_data();
    void lessonInEachLanguage();
    void bornRuleLessonMeasures();
    void goalOutOfReachIsSaidOnThePage();
};

void ScreenshotTest::bellDemoAtPhiPlus() {
    QQuickView view;
    const QString error =
        testing_ui::loadPage(view, QStringLiteral("qrc:/Entanglion/Lessons/BellDemo.qml"), QSize(1280, 720));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(testing_ui::showAndWait(view));
    view.rootObject()->forceActiveFocus();

    // Step to the end with the presenter keys: H, then CNOT.
    QTest::keyClick(&view, Qt::Key_Right);
    QVERIFY(view.grabWindow().save(screenshotDir() + QStringLiteral("/bell-demo-step1.png")));
    QTest::keyClick(&view, Qt::Key_Space);
    auto* ketAfter = view.rootObject()->findChild<QQuickItem*>(QStringLiteral("ketAfter"));
    auto* ketBefore = view.rootObject()->findChild<QQuickItem*>(QStringLiteral("ketBefore"));
    QVERIFY(ketAfter && ketBefore);
    QCOMPARE(ketAfter->property("text").toString(), QString::fromUtf8("(|00> + |11>)/√2"));
    QCOMPARE(ketBefore->property("text").toString(), QString::fromUtf8("(|00> + |10>)/√2"));

    const QImage image = view.grabWindow();
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1280, 720));
    const QString path = screenshotDir() + QStringLiteral("/bell-demo-phi-plus.png");
    QVERIFY(image.save(path));
    qInfo("screenshot: %s", qPrintable(path));

    QVERIFY2(testing_ui::distinctColours(image) > 20, "the screenshot looks blank");
    // The ket is drawn where its label is: light glyphs on the dark panel, and large.
    const QRect ketRect = sceneRect(ketAfter);
    QVERIFY2(ketRect.height() >= 50, "the ket should be in large type");
    const double inKet = lightShare(image, ketRect);
    QVERIFY2(inKet > 0.04, qPrintable(QString("ket area has %1 light pixels").arg(inKet)));
    // ... and a band of background next to the window edge has none.
    QCOMPARE(lightShare(image, QRect(0, 700, 20, 20)), 0.0);
}

void ScreenshotTest::bornRuleLessonMeasures() {
    // The Born-rule lesson offers Measure...: Mercurial on PLUS, Rubicon on ZERO gives 00 and 10.
    QQuickView view;
    const QString error =
        testing_ui::loadPage(view, QStringLiteral("qrc:/Entanglion/Lessons/LessonsPage.qml"), QSize(1400, 860));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(testing_ui::showAndWait(view));
    QObject* controller = view.rootObject()->property("controller").value<QObject*>();
    QVERIFY(controller);
    bool opened = false;
    QMetaObject::invokeMethod(controller, "openLesson", Q_RETURN_ARG(bool, opened), Q_ARG(QString, "born-rule"));
    QVERIFY(opened);
    QTRY_VERIFY(testing_ui::findItem(&view, QStringLiteral("lessonMeasureToggle")) != nullptr);
    QQuickItem* toggle = testing_ui::findItem(&view, QStringLiteral("lessonMeasureToggle"));
    QVERIFY(toggle->isVisible());
    const QPointF centre = toggle->mapToScene(QPointF(toggle->width() / 2, toggle->height() / 2));
    QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
    QQuickItem* panel = testing_ui::findItem(&view, QStringLiteral("lessonMeasurePanel"));
    QVERIFY(panel && panel->isVisible());
    QObject* measurement = panel->property("controller").value<QObject*>();
    QVERIFY(QMetaObject::invokeMethod(measurement, "measure"));
    const QVariantList counts = measurement->property("counts").toList();
    QCOMPARE(counts[0].toInt() + counts[2].toInt(), 100);  // Rubicon is certain to read 0
    QVERIFY(counts[0].toInt() > 0 && counts[2].toInt() > 0);
    const QImage image = view.grabWindow();
    QVERIFY(image.save(screenshotDir() + QStringLiteral("/lesson-born-rule-measure.png")));
    QVERIFY2(testing_ui::distinctColours(image) > 20, "the screenshot looks blank");
}

void ScreenshotTest::goalOutOfReachIsSaidOnThePage() {
    // cnot-controlled-flip: CNOT for Mercurial first does nothing and leaves one card that cannot
    // reach |01>: the page says so at once, under Undo and Reset, with how the goal is missed.
    QQuickView view;
    const QString error =
        testing_ui::loadPage(view, QStringLiteral("qrc:/Entanglion/Lessons/LessonsPage.qml"), QSize(1400, 860));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(testing_ui::showAndWait(view));
    QObject* controller = view.rootObject()->property("controller").value<QObject*>();
    QVERIFY(controller);
    bool opened = false;
    QMetaObject::invokeMethod(controller, "openLesson", Q_RETURN_ARG(bool, opened),
                              Q_ARG(QString, "cnot-controlled-flip"));
    QVERIFY(opened);
    QTRY_VERIFY(testing_ui::findItem(&view, QStringLiteral("goalFeedback")) != nullptr);
    QQuickItem* feedback = testing_ui::findItem(&view, QStringLiteral("goalFeedback"));
    QVERIFY(!feedback->isVisible());
    bool played = false;
    QMetaObject::invokeMethod(controller, "playMove", Q_RETURN_ARG(bool, played), Q_ARG(QString, "CNOT:MERCURIAL"));
    QVERIFY(played);
    QTRY_VERIFY(feedback->isVisible());
    const QString text = feedback->property("text").toString();
    QVERIFY2(text.contains(QStringLiteral("out of reach")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("You made |10>; |01> needs both ships' bits flipped.")), qPrintable(text));
    const QImage image = view.grabWindow();
    QVERIFY(image.save(screenshotDir() + QStringLiteral("/lesson-goal-out-of-reach.png")));
    QVERIFY2(testing_ui::distinctColours(image) > 20, "the screenshot looks blank");
}

void ScreenshotTest::solvedLesson() {
    QQuickView view;
    const QString error =
        testing_ui::loadPage(view, QStringLiteral("qrc:/Entanglion/Lessons/LessonsPage.qml"), QSize(1400, 860));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(testing_ui::showAndWait(view));
    QObject* controller = view.rootObject()->property("controller").value<QObject*>();
    QVERIFY(controller);
    QMetaObject::invokeMethod(controller, "resetProgress");
    const QImage list = view.grabWindow();
    QVERIFY(list.save(screenshotDir() + QStringLiteral("/lesson-list.png")));
    QVERIFY2(testing_ui::distinctColours(list) > 20, "the list screenshot looks blank");
    bool opened = false;
    QMetaObject::invokeMethod(controller, "openLesson", Q_RETURN_ARG(bool, opened), Q_ARG(QString, "bell-phi-plus"));
    QVERIFY(opened);
    QTest::keyClick(&view, Qt::Key_H);
    QTest::keyClick(&view, Qt::Key_1);  // H on Mercurial
    QTest::keyClick(&view, Qt::Key_6);  // CNOT played by Rubicon
    QVERIFY(controller->property("succeeded").toBool());
    const QImage image = view.grabWindow();
    const QString path = screenshotDir() + QStringLiteral("/lesson-bell-phi-plus-solved.png");
    QVERIFY(image.save(path));
    QVERIFY2(testing_ui::distinctColours(image) > 20, "the screenshot looks blank");
    auto* banner = view.rootObject()->findChild<QQuickItem*>(QStringLiteral("successBanner"));
    QVERIFY(banner && banner->isVisible());
}

void ScreenshotTest::lessonInEachLanguage_data() {
    QTest::addColumn<QString>("uiLanguage");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("hint");
    QTest::newRow("en") << "en"
                        << "Entering Entanglion: PHI PLUS"
                        << "First put one ship into superposition.";
    QTest::newRow("pl") << "pl"
                        << "Wejście do Entanglion: PHI PLUS"
                        << "Najpierw wprowadź jeden statek w\u00a0superpozycję.";  // a no-break space after "w"
    QTest::newRow("es") << "es"
                        << "Entrar en Entanglion: PHI MÁS"
                        << "Primero pon una nave en superposición.";
    QTest::newRow("cs") << "cs_CZ"
                        << "Vstup do galaxie Entanglion: PHI PLUS"
                        << "Nejprve uveďte jednu loď do superpozice.";
    QTest::newRow("de falls back to English") << "de"
                                              << "Entering Entanglion: PHI PLUS"
                                              << "First put one ship into superposition.";
}

// The page takes its language from the engine's uiLanguage (what the app sets for --lang and its
// settings) and shows the lesson in it: the texts on screen are the translated ones.
void ScreenshotTest::lessonInEachLanguage() {
    QFETCH(QString, uiLanguage);
    QFETCH(QString, title);
    QFETCH(QString, hint);
    QQuickView view;
    view.engine()->setUiLanguage(uiLanguage);
    const QString error =
        testing_ui::loadPage(view, QStringLiteral("qrc:/Entanglion/Lessons/LessonsPage.qml"), QSize(1366, 768));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(testing_ui::showAndWait(view));
    QObject* controller = view.rootObject()->property("controller").value<QObject*>();
    QVERIFY(controller);
    bool opened = false;
    QMetaObject::invokeMethod(controller, "openLesson", Q_RETURN_ARG(bool, opened), Q_ARG(QString, "bell-phi-plus"));
    QVERIFY(opened);
    QMetaObject::invokeMethod(controller, "revealHint");
    QCOMPARE(controller->property("lesson").value<LessonInfo>().title, title);
    // Every visible text item, read again on each try: delegates appear when the view is polished.
    const auto onScreen = [&](const QString& text) { return showsText(view.rootObject(), text); };
    QTRY_VERIFY2(onScreen(title), qPrintable("title not shown: " + title));
    QTRY_VERIFY2(onScreen(hint), qPrintable("hint not shown: " + hint));
    // The lesson's learning goal and misconception, in the same language as its title.
    const auto language =
        entanglion::lessons::parse_language(controller->property("language").toString().toStdString());
    QVERIFY(language);
    const auto notes = entanglion::lessons::find_builtin_lesson("bell-phi-plus")->texts(*language);
    QCOMPARE(controller->property("lesson").value<LessonInfo>().learningGoal,
             QString::fromStdString(notes.learning_goal));
    QCOMPARE(controller->property("lesson").value<LessonInfo>().misconception,
             QString::fromStdString(notes.misconception));
    const auto shown = [&](const QString& objectName, const QString& text) {
        QQuickItem* label = testing_ui::findItem(&view, objectName);
        return label != nullptr && label->isVisible() && label->property("text").toString().endsWith(text);
    };
    QTRY_VERIFY2(shown(QStringLiteral("lessonLearningGoal"), QString::fromStdString(notes.learning_goal)),
                 "learning goal not shown");
    QTRY_VERIFY2(shown(QStringLiteral("lessonMisconception"), QString::fromStdString(notes.misconception)),
                 "misconception not shown");
    const QImage image = view.grabWindow();
    const QString code = controller->property("language").toString();
    QVERIFY(image.save(screenshotDir() + QStringLiteral("/lesson-bell-phi-plus-%1-from-%2.png").arg(code, uiLanguage)));
    QVERIFY2(testing_ui::distinctColours(image) > 20, "the screenshot looks blank");
}

ENTANGLION_QTEST_MAIN(ScreenshotTest)
#include "screenshot_test.moc"
