// A seeded random-input fuzzer of the real main window, in the spirit of PhET's: random keys (the
// app's shortcuts and the keyboard's navigation), clicks, wheel turns and resizes across the game,
// its pages and dialogs. After every input: no warning or error of any kind was logged, and the game shown
// equals its record replayed (format_state_text of both). A crash fails the test by itself.
// FUZZ_UI_COUNT inputs (default 300) from FUZZ_UI_SEED (default 1); scripts/fuzz-ui.sh runs long ones.
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTest>
#include <random>

#include "game/rules/record.h"
#include "game/rules/state_format.h"
#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/ReplayController.h"

namespace {

QStringList g_problems;
QtMessageHandler g_previous = nullptr;

/// Messages that come from the machine the test runs on, not from the app; each is matched whole
/// and says why it may pass. Empty: no message has needed it (a missing speech engine makes the
/// Speech menu say so, it logs nothing; the fonts are the app's own).
const QStringList& environmentMessages() {
    static const QStringList list;
    return list;
}

/// Every warning, critical or fatal message Qt prints, of any category (QML's, a view's, a model's,
/// the scene graph's), is a failure: the app stays silent in its log.
void recordProblems(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    const bool problem = type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg;
    if (problem && !environmentMessages().contains(message)) {
        g_problems << QStringLiteral("[%1] %2").arg(QString::fromUtf8(context.category ? context.category : ""),
                                                    message);
    }
    if (g_previous) g_previous(type, context, message);
}

struct Key {
    Qt::Key key;
    Qt::KeyboardModifiers modifiers;
};

/// The keys a player may press: the app's own and the keyboard's navigation. Not Ctrl+O / Ctrl+S
/// (the file dialogs write and read the user's files; ui_file_dialogs_e2e_test covers them).
const std::vector<Key>& keys() {
    static const std::vector<Key> list = [] {
        std::vector<Key> k;
        for (Qt::Key key :
             {Qt::Key_1,      Qt::Key_2,        Qt::Key_3,       Qt::Key_4,      Qt::Key_5,     Qt::Key_D,
              Qt::Key_K,      Qt::Key_T,        Qt::Key_S,       Qt::Key_R,      Qt::Key_H,     Qt::Key_N,
              Qt::Key_O,      Qt::Key_L,        Qt::Key_P,       Qt::Key_E,      Qt::Key_M,     Qt::Key_F1,
              Qt::Key_F2,     Qt::Key_F3,       Qt::Key_F4,      Qt::Key_F5,     Qt::Key_F9,    Qt::Key_F10,
              Qt::Key_F11,    Qt::Key_Tab,      Qt::Key_Backtab, Qt::Key_Return, Qt::Key_Space, Qt::Key_Escape,
              Qt::Key_Left,   Qt::Key_Right,    Qt::Key_Up,      Qt::Key_Down,   Qt::Key_Home,  Qt::Key_End,
              Qt::Key_PageUp, Qt::Key_PageDown, Qt::Key_Question})
            k.push_back({key, Qt::NoModifier});
        for (Qt::Key key : {Qt::Key_1, Qt::Key_2, Qt::Key_3}) k.push_back({key, Qt::AltModifier});
        for (Qt::Key key : {Qt::Key_L, Qt::Key_B, Qt::Key_N, Qt::Key_Plus, Qt::Key_Minus, Qt::Key_0})
            k.push_back({key, Qt::ControlModifier});
        return k;
    }();
    return list;
}

/// One random input: a key, a click, a wheel turn or a resize, and its words for the log.
struct Input {
    enum class Kind { Key, Click, Wheel, Resize } kind;
    Key key{};
    QPoint point;
    int delta = 0;
    QSize size;
    QString text;
};

/// The next input from `random` on a window of `window` size: keys half the time, then clicks,
/// wheel turns and resizes (1024x680 to 1920x1080).
Input randomInput(std::mt19937& random, QSize window) {
    const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(random); };
    Input input;
    input.point = QPoint(pick(window.width()), pick(window.height()));
    const int roll = pick(10);
    if (roll < 5) {
        input.kind = Input::Kind::Key;
        input.key = keys()[static_cast<std::size_t>(pick(static_cast<int>(keys().size())))];
        input.text = QStringLiteral("key %1 (modifiers %2)").arg(input.key.key).arg(input.key.modifiers.toInt());
    } else if (roll < 8) {
        input.kind = Input::Kind::Click;
        input.text = QStringLiteral("click at %1,%2").arg(input.point.x()).arg(input.point.y());
    } else if (roll == 8) {
        input.kind = Input::Kind::Wheel;
        input.delta = pick(2) == 0 ? 120 : -120;
        input.text = QStringLiteral("wheel %1 at %2,%3").arg(input.delta).arg(input.point.x()).arg(input.point.y());
    } else {
        input.kind = Input::Kind::Resize;
        input.size = QSize(1024 + pick(897), 680 + pick(401));
        input.text = QStringLiteral("resize to %1x%2").arg(input.size.width()).arg(input.size.height());
    }
    return input;
}

void perform(QQuickWindow* window, const Input& input) {
    switch (input.kind) {
        case Input::Kind::Key:
            QTest::keyClick(window, input.key.key, input.key.modifiers);
            break;
        case Input::Kind::Click:
            QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, input.point);
            break;
        case Input::Kind::Wheel: {
            QWheelEvent wheel(input.point, window->mapToGlobal(input.point), QPoint(), QPoint(0, input.delta),
                              Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(window, &wheel);
            break;
        }
        case Input::Kind::Resize:
            window->resize(input.size);
            break;
    }
}

}  // namespace

class FuzzUiTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);  // the autosave and settings go to a test location
        g_previous = qInstallMessageHandler(recordProblems);
    }
    void cleanupTestCase() { qInstallMessageHandler(g_previous); }

    void randomInputKeepsTheAppSilentAndConsistent() {
        const int count =
            qEnvironmentVariableIntValue("FUZZ_UI_COUNT") > 0 ? qEnvironmentVariableIntValue("FUZZ_UI_COUNT") : 300;
        const unsigned seed = qEnvironmentVariableIsSet("FUZZ_UI_SEED")
                                  ? static_cast<unsigned>(qEnvironmentVariableIntValue("FUZZ_UI_SEED"))
                                  : 1u;
        const bool verbose = qEnvironmentVariableIsSet("FUZZ_UI_VERBOSE");  // each input, for a replay by hand
        std::mt19937 random(seed);
        QVERIFY(m_app.start().newGame(1, static_cast<int>(seed), ui::RulesVariant::Board));
        QVERIFY(m_app.open(QSize(1440, 900)));
        QQuickWindow* window = m_app.window();
        int checked = 0;
        for (int i = 0; i < count; ++i) {
            const Input input = randomInput(random, window->size());
            // Named before it is performed, so a crash's last line is the input that caused it.
            if (verbose) qInfo("%d: %s", i + 1, qPrintable(input.text));
            perform(window, input);
            QTest::qWait(1);  // lets bindings, layouts and queued calls run
            const QString where = QStringLiteral("input %1 of seed %2: %3").arg(i + 1).arg(seed).arg(input.text);
            QVERIFY2(g_problems.isEmpty(), qPrintable(where + QStringLiteral("\n") + g_problems.join(u'\n')));
            GameController& controller = *m_app.controller();
            if (controller.hasGame() && !controller.replay()->replaying()) {
                const auto replayed = entanglion::rules::replay_record(controller.record());
                QVERIFY2(replayed.state.has_value(),
                         qPrintable(where + QStringLiteral(": ") + QString::fromStdString(replayed.error)));
                QVERIFY2(entanglion::rules::format_state_text(*replayed.state) ==
                             entanglion::rules::format_state_text(*controller.gameState()),
                         qPrintable(where + QStringLiteral(": the game differs from its record replayed")));
                ++checked;
            }
        }
        qInfo("%d inputs, the state checked against the record after %d of them", count, checked);
        QVERIFY(checked > 0);
        m_app.closeWindow();  // the views let go of their delegates: silent too
        QVERIFY2(
            g_problems.isEmpty(),
            qPrintable(QStringLiteral("closing the window after seed %1:\n%2").arg(seed).arg(g_problems.join(u'\n'))));
    }

private:
    testing_ui::MainWindowFixture m_app;
};

ENTANGLION_QTEST_MAIN(FuzzUiTest)
#include "fuzz_ui_test.moc"
