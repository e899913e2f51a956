// The keyboard in the real main window: the keyboard starts at the acting ship's hand (one Tab
// reaches a card, not the toolbar), follows the turn, gives way to dialogs and pages and comes
// back; F1 opens the Rules page even while a choice is pending (choices are on F2-F9); ? opens the
// keyboard help page, Esc closes it. Enter presses the focused button (dialogs, toolbar, actions);
// both hands are in the Tab order whoever acts, the acting one first; a click on the toolbar leaves
// the keys with the page; the Lessons page's rows and a lesson's controls are Tab and screen-reader
// stops; a lesson and the Bell demo are finished by keyboard alone with a toolbar click between.
#include <QAccessible>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTest>

#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/lessons/LessonValues.h"

namespace {

/// The card (CardItem, objectName "card_<SHIP>_engine_<slot>") the focused item is or is inside, or "".
QString focusedCard(QQuickWindow* window) {
    for (QQuickItem* item = window->activeFocusItem(); item != nullptr; item = item->parentItem()) {
        if (item->objectName().startsWith(QStringLiteral("card_"))) return item->objectName();
    }
    return {};
}

/// Whether the keyboard is on a button of the action panel (a ReasonButton named "action:...").
bool onAnAction(QQuickWindow* window) {
    for (QQuickItem* item = window->activeFocusItem(); item != nullptr; item = item->parentItem()) {
        if (item->objectName().startsWith(QStringLiteral("action:"))) return true;
    }
    return false;
}

QString actingShipKey(const GameController& controller) {
    return controller.turn().actingPlayer == ui::Ship::Rubicon ? QStringLiteral("RUBICON")
                                                               : QStringLiteral("MERCURIAL");
}

/// The objectName of the focused item, or "" when nothing has the keyboard.
QString focusName(QQuickWindow* window) {
    return window->activeFocusItem() != nullptr ? window->activeFocusItem()->objectName() : QString();
}

/// Presses Tab until the focused item is named `objectName` (at most `limit` times).
bool tabTo(QQuickWindow* window, const QString& objectName, int limit = 60) {
    for (int i = 0; i < limit; ++i) {
        if (focusName(window) == objectName) return true;
        QTest::keyClick(window, Qt::Key_Tab);
    }
    return focusName(window) == objectName;
}

/// What a screen reader gets for the focused item: its accessible role, name and states.
QAccessibleInterface* focusedAccessible(QQuickWindow* window) {
    return window->activeFocusItem() ? QAccessible::queryAccessibleInterface(window->activeFocusItem()) : nullptr;
}

bool waitForFocus(QQuickWindow* window, const QString& objectName) {
    return QTest::qWaitFor(
        [&] { return window->activeFocusItem() != nullptr && window->activeFocusItem()->objectName() == objectName; });
}

}  // namespace

class KeyboardTest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        QVERIFY(m_app.start().newGame(2, 42, ui::RulesVariant::Board));
        QVERIFY(m_app.open(QSize(1440, 900)));
    }
    void cleanup() { m_app.close(); }

    void oneTabReachesTheActingShipsFirstCard() {
        QQuickWindow* window = m_app.window();
        const QString ship = actingShipKey(*m_app.controller());
        QVERIFY(waitForFocus(window, QStringLiteral("handAnchor_") + ship));
        QTest::keyClick(window, Qt::Key_Tab);
        QCOMPARE(focusedCard(window), QStringLiteral("card_%1_engine_0").arg(ship));
        // The focused card plays with Enter: the turn passes and the keyboard follows it.
        const int before = m_app.controller()->turn().actionsApplied;
        QTest::keyClick(window, Qt::Key_Backtab);  // back to the anchor, then to the card itself
        QTest::keyClick(window, Qt::Key_Tab);
        QVERIFY(window->activeFocusItem() != nullptr);
        QCOMPARE(window->activeFocusItem()->objectName(), QStringLiteral("card_%1_engine_0").arg(ship));
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_COMPARE(m_app.controller()->turn().actionsApplied, before + 1);
        QVERIFY(waitForFocus(window, QStringLiteral("handAnchor_") + actingShipKey(*m_app.controller())));
        QTest::keyClick(window, Qt::Key_Tab);
        QCOMPARE(focusedCard(window), QStringLiteral("card_%1_engine_0").arg(actingShipKey(*m_app.controller())));
    }

    void shiftTabGoesBackToTheActions() {
        QQuickWindow* window = m_app.window();
        // Whoever acts: one Shift+Tab from the hand is on the last action (never the other ship's
        // board, never the toolbar); Tab goes from the acting hand through its cards to the other
        // ship's hand.
        for (int turn = 0; turn < 2; ++turn) {
            const QString acting = actingShipKey(*m_app.controller());
            const QString other =
                acting == QLatin1String("RUBICON") ? QStringLiteral("MERCURIAL") : QStringLiteral("RUBICON");
            QVERIFY(waitForFocus(window, QStringLiteral("handAnchor_") + acting));
            QTest::keyClick(window, Qt::Key_Backtab);
            QVERIFY2(onAnAction(window), qPrintable(acting + QStringLiteral(" acts, on ") + focusName(window)));
            QTest::keyClick(window, Qt::Key_Tab);
            QCOMPARE(focusName(window), QStringLiteral("handAnchor_") + acting);
            QVERIFY2(tabTo(window, QStringLiteral("handAnchor_") + other, 20),
                     qPrintable(acting + QStringLiteral(" acts")));
            // The other hand comes after every card of the acting one.
            QTest::keyClick(window, Qt::Key_Tab);
            QVERIFY2(focusedCard(window).startsWith(QStringLiteral("card_") + other), qPrintable(focusName(window)));
            // The turn passes (the acting ship plays its first card with Enter).
            QVERIFY(tabTo(window, QStringLiteral("handAnchor_") + acting, 60));
            QTest::keyClick(window, Qt::Key_Tab);
            const int before = m_app.controller()->turn().actionsApplied;
            QTest::keyClick(window, Qt::Key_Return);
            QTRY_COMPARE(m_app.controller()->turn().actionsApplied, before + 1);
            QTRY_VERIFY(actingShipKey(*m_app.controller()) != acting);
        }
    }

    void enterPressesTheFocusedButton() {
        QQuickWindow* window = m_app.window();
        QVERIFY(waitForFocus(window, QStringLiteral("handAnchor_") + actingShipKey(*m_app.controller())));
        // An action button (the panel's first): Enter applies it, keypad Enter too.
        QTest::keyClick(window, Qt::Key_Backtab);
        QVERIFY(onAnAction(window));
        int before = m_app.controller()->turn().actionsApplied;
        QTest::keyClick(window, Qt::Key_Enter, Qt::KeypadModifier);
        QTRY_COMPARE(m_app.controller()->turn().actionsApplied, before + 1);
        // A toolbar button: Enter on A+ zooms in.
        QQuickItem* zoomIn = m_app.item(QStringLiteral("zoomInButton"));
        QVERIFY(zoomIn != nullptr);
        zoomIn->forceActiveFocus(Qt::TabFocusReason);
        const QString zoom = m_app.text(QStringLiteral("zoomLabel"));
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY(m_app.text(QStringLiteral("zoomLabel")) != zoom);
        QTest::keyClick(window, Qt::Key_0, Qt::ControlModifier);
        // New game: Enter on Cancel closes the dialog and starts nothing; Enter on Start starts.
        QTest::keyClick(window, Qt::Key_N, Qt::ControlModifier);
        QQuickItem* cancel = m_app.item(QStringLiteral("newGameCancel"));
        QTRY_VERIFY(cancel != nullptr && cancel->isVisible());
        cancel->forceActiveFocus(Qt::TabFocusReason);
        before = m_app.controller()->turn().actionsApplied;
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY(!cancel->isVisible());
        QCOMPARE(m_app.controller()->turn().actionsApplied, before);
        QTest::keyClick(window, Qt::Key_N, Qt::ControlModifier);
        QQuickItem* start = m_app.item(QStringLiteral("newGameStart"));
        QTRY_VERIFY(start->isVisible());
        start->forceActiveFocus(Qt::TabFocusReason);
        QTest::keyClick(window, Qt::Key_Enter, Qt::KeypadModifier);
        QTRY_VERIFY(!start->isVisible());
        QTRY_COMPARE(m_app.controller()->turn().actionsApplied, 0);
    }

    void aToolbarClickLeavesTheKeysWithTheBellDemo() {
        QQuickWindow* window = m_app.window();
        QTest::keyClick(window, Qt::Key_B, Qt::ControlModifier);
        QTRY_VERIFY(m_app.item(QStringLiteral("bellDemo")) != nullptr);
        QObject* demo = m_app.item(QStringLiteral("bellDemo"))->property("controller").value<QObject*>();
        QVERIFY(demo != nullptr);
        QCOMPARE(demo->property("step").toInt(), 0);
        // A+ clicked with the mouse: Right (a presenter's clicker) still steps the demo.
        QVERIFY(m_app.click(QStringLiteral("zoomInButton")));
        QTRY_COMPARE(focusName(window), QStringLiteral("bellDemo"));
        QTest::keyClick(window, Qt::Key_Right);
        QCOMPARE(demo->property("step").toInt(), 1);
        // A theme chosen from the toolbar's menu with the mouse: Page Down and Space still step it.
        QVERIFY(m_app.click(QStringLiteral("themeButton")));
        QQuickItem* light = nullptr;
        QTRY_VERIFY((light = m_app.item(QStringLiteral("theme_light"))) != nullptr && light->isVisible() &&
                    light->width() > 0);
        testing_ui::clickCentre(window, light);
        QTRY_VERIFY(!m_app.window()->findChild<QObject*>(QStringLiteral("themeMenu"))->property("visible").toBool());
        QTRY_COMPARE(focusName(window), QStringLiteral("bellDemo"));
        QTest::keyClick(window, Qt::Key_Left);
        QCOMPARE(demo->property("step").toInt(), 0);
        QTest::keyClick(window, Qt::Key_PageDown);
        QCOMPARE(demo->property("step").toInt(), 1);
        QTest::keyClick(window, Qt::Key_Space);
        QCOMPARE(demo->property("step").toInt(), 2);
        QVERIFY(m_app.click(QStringLiteral("themeButton")));
        QQuickItem* dark = nullptr;
        QTRY_VERIFY((dark = m_app.item(QStringLiteral("theme_dark"))) != nullptr && dark->isVisible() &&
                    dark->width() > 0);
        testing_ui::clickCentre(window, dark);
        QTest::keyClick(window, Qt::Key_0, Qt::ControlModifier);
    }

    void theLessonListAndALessonAreStopsForAScreenReader() {
        QQuickWindow* window = m_app.window();
        QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(focusName(window).startsWith(QStringLiteral("lessonRow_")));
        QAccessibleInterface* row = focusedAccessible(window);
        QVERIFY(row != nullptr);
        QCOMPARE(row->role(), QAccessible::ListItem);
        QVERIFY(row->text(QAccessible::Name).startsWith(QStringLiteral("Lesson 1: ")));
        QVERIFY(row->state().selected);
        QVERIFY(row->state().focused);
        QTest::keyClick(window, Qt::Key_Down);
        QVERIFY(focusedAccessible(window)->text(QAccessible::Name).startsWith(QStringLiteral("Lesson 2: ")));
        QTest::keyClick(window, Qt::Key_Up);
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY(m_app.item(QStringLiteral("lessonTitle")) != nullptr &&
                    m_app.item(QStringLiteral("lessonTitle"))->isVisible());
        QAccessibleInterface* lesson = focusedAccessible(window);
        QVERIFY2(lesson != nullptr && lesson->text(QAccessible::Name).startsWith(QStringLiteral("Lesson 1: ")),
                 qPrintable(focusName(window)));
        // Every control of the page by Tab, in reading order: Hint before the cards.
        QStringList stops;
        for (int i = 0; i < 40; ++i) {
            QTest::keyClick(window, Qt::Key_Tab);
            stops << focusName(window);
        }
        const qsizetype hint = stops.indexOf(QStringLiteral("hintButton"));
        const qsizetype card = stops.indexOf(QRegularExpression(QStringLiteral("^card_X:MERCURIAL$")));
        QVERIFY2(hint >= 0 && card > hint, qPrintable(stops.join(u' ')));
        const qsizetype back = stops.indexOf(QStringLiteral("backButton"));
        QVERIFY2(back >= 0 && back < hint, qPrintable(stops.join(u' ')));
    }

    void aLessonAndTheBellDemoByKeyboardAloneWithAToolbarClickBetween() {
        QQuickWindow* window = m_app.window();
        // Lesson 1 (X for Mercurial reaches |10>): Ctrl+L, Enter, Tab to the card, Enter plays it.
        QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(focusName(window).startsWith(QStringLiteral("lessonRow_")));
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY(m_app.item(QStringLiteral("lessonTitle")) != nullptr &&
                    m_app.item(QStringLiteral("lessonTitle"))->isVisible());
        QObject* lessons = m_app.item(QStringLiteral("lessonsPage"))->property("controller").value<QObject*>();
        QVERIFY(lessons != nullptr);
        bool onCard = false;
        for (int i = 0; i < 40 && !onCard; ++i) {
            QTest::keyClick(window, Qt::Key_Tab);
            onCard = focusName(window) == QLatin1String("card_X:MERCURIAL");
        }
        QVERIFY2(onCard, qPrintable(focusName(window)));
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY(lessons->property("succeeded").toBool());
        // The teacher clicks A+; the keyboard is still on the lesson: Enter on Next lesson opens lesson 2.
        QVERIFY(m_app.click(QStringLiteral("zoomInButton")));
        QVERIFY2(tabTo(window, QStringLiteral("nextLessonButton"), 40), qPrintable(focusName(window)));
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_COMPARE(lessons->property("lesson").value<LessonInfo>().number, 2);
        QVERIFY(!lessons->property("succeeded").toBool());
        QTest::keyClick(window, Qt::Key_Escape);
        QTest::keyClick(window, Qt::Key_Escape);
        QTRY_VERIFY(m_app.item(QStringLiteral("lessonsPage")) == nullptr);

        // The Bell demo to its measurement: Right, a click on A−, then Page Down, Space and Enter
        // on Next, M measures.
        QTest::keyClick(window, Qt::Key_B, Qt::ControlModifier);
        QTRY_VERIFY(m_app.item(QStringLiteral("bellDemo")) != nullptr);
        QQuickItem* page = m_app.item(QStringLiteral("bellDemo"));
        QObject* demo = page->property("controller").value<QObject*>();
        QObject* measurement = page->property("measurement").value<QObject*>();
        QTest::keyClick(window, Qt::Key_Right);
        QVERIFY(m_app.click(QStringLiteral("zoomOutButton")));
        QTest::keyClick(window, Qt::Key_PageDown);
        QCOMPARE(demo->property("step").toInt(), 2);
        QVERIFY(!page->property("measuring").toBool());
        QVERIFY2(tabTo(window, QStringLiteral("nextButton"), 30), qPrintable(focusName(window)));
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY(page->property("measuring").toBool());
        QTest::keyClick(window, Qt::Key_M);
        QTRY_VERIFY(measurement->property("measured").toBool());
        QTest::keyClick(window, Qt::Key_0, Qt::ControlModifier);
    }

    void dialogsAndPagesGiveTheKeyboardBack() {
        QQuickWindow* window = m_app.window();
        const QString anchor = QStringLiteral("handAnchor_") + actingShipKey(*m_app.controller());
        QVERIFY(waitForFocus(window, anchor));
        QTest::keyClick(window, Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(m_app.item(QStringLiteral("newGameStart"))->isVisible());
        QTest::keyClick(window, Qt::Key_Escape);
        QTRY_VERIFY(!m_app.item(QStringLiteral("newGameStart"))->isVisible());
        QVERIFY(waitForFocus(window, anchor));
        QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(m_app.item(QStringLiteral("lessonList")) != nullptr);
        QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier);
        QVERIFY(waitForFocus(window, anchor));
    }

    void theSettingsMenuButtonHasAName() {
        // The ⚙ menu's button is read by its name, not by its symbol.
        QQuickItem* settings = m_app.item(QStringLiteral("settingsButton"));
        QVERIFY(settings != nullptr && settings->isVisible());
        QAccessibleInterface* button = QAccessible::queryAccessibleInterface(settings);
        QVERIFY(button != nullptr);
        QCOMPARE(button->role(), QAccessible::Button);
        QCOMPARE(button->text(QAccessible::Name), QStringLiteral("Moves and settings"));
    }

    void f1IsTheRulesAndQuestionMarkTheKeys() {
        QQuickWindow* window = m_app.window();
        QTest::keyClick(window, Qt::Key_F1);
        QTRY_VERIFY(m_app.item(QStringLiteral("rulesPage")) != nullptr);
        QVERIFY(m_app.item(QStringLiteral("rulesKeysHeading")) != nullptr);
        QTest::keyClick(window, Qt::Key_F1);
        QTRY_VERIFY(m_app.item(QStringLiteral("rulesPage")) == nullptr);
        QTest::keyClick(window, Qt::Key_Question, Qt::ShiftModifier, 0);
        QTRY_VERIFY(m_app.item(QStringLiteral("keysPage")) != nullptr);
        QVERIFY(m_app.item(QStringLiteral("keyRow")) != nullptr);
        QTest::keyClick(window, Qt::Key_Escape);
        QTRY_VERIFY(m_app.item(QStringLiteral("keysPage")) == nullptr);
    }

private:
    testing_ui::MainWindowFixture m_app;
};

ENTANGLION_QTEST_MAIN(KeyboardTest)
#include "keyboard_test.moc"
