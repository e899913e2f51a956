// A seeded random-input fuzzer of the real main window, in the spirit of PhET's: random keys (the
// app's shortcuts and the keyboard's navigation), clicks, wheel turns and resizes across the game,
// its pages and dialogs. After every input: no QML warning or error was logged, and the game shown
// equals its record replayed (format_state_text of both). A crash fails the test by itself.
// FUZZ_UI_COUNT inputs (default 300) from FUZZ_UI_SEED (default 1); scripts/fuzz-ui.sh runs long ones.
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTest>
#include <random>

#include "game/rules/record.h"
#include "game/rules/state_format.h"
#include "tests/ui/main_window_fixture.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/ReplayController.h"

namespace {

QStringList g_problems;
QtMessageHandler g_previous = nullptr;

/// Every message from QML (a binding's error, a TypeError, a warning from a .qml file) is a failure.
void recordQmlMessages(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    const bool fromQml = QByteArray(context.category ? context.category : "").startsWith("qml") ||
                         QByteArray(context.category ? context.category : "").startsWith("js") ||
                         message.contains(QStringLiteral(".qml:")) || message.contains(QStringLiteral("qrc:/"));
    if (type != QtDebugMsg && type != QtInfoMsg && fromQml) g_problems << message;
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

}  // namespace

class FuzzUiTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);  // the autosave and settings go to a test location
        g_previous = qInstallMessageHandler(recordQmlMessages);
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
        const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(random); };
        int checked = 0;
        for (int i = 0; i < count; ++i) {
            QString input;
            const QPoint point(pick(window->width()), pick(window->height()));
            switch (pick(10)) {
                case 0:
                case 1:
                case 2:
                case 3:
                case 4: {
                    const Key& key = keys()[static_cast<std::size_t>(pick(static_cast<int>(keys().size())))];
                    input = QStringLiteral("key %1 (modifiers %2)").arg(key.key).arg(key.modifiers.toInt());
                    QTest::keyClick(window, key.key, key.modifiers);
                    break;
                }
                case 5:
                case 6:
                case 7:
                    input = QStringLiteral("click at %1,%2").arg(point.x()).arg(point.y());
                    QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, point);
                    break;
                case 8: {
                    const int delta = pick(2) == 0 ? 120 : -120;
                    input = QStringLiteral("wheel %1 at %2,%3").arg(delta).arg(point.x()).arg(point.y());
                    QWheelEvent wheel(point, window->mapToGlobal(point), QPoint(), QPoint(0, delta), Qt::NoButton,
                                      Qt::NoModifier, Qt::NoScrollPhase, false);
                    QCoreApplication::sendEvent(window, &wheel);
                    break;
                }
                default: {
                    const QSize size(1024 + pick(897), 680 + pick(401));
                    input = QStringLiteral("resize to %1x%2").arg(size.width()).arg(size.height());
                    window->resize(size);
                    break;
                }
            }
            QTest::qWait(1);  // lets bindings, layouts and queued calls run
            if (verbose) qInfo("%d: %s", i + 1, qPrintable(input));
            const QString where = QStringLiteral("input %1 of seed %2: %3").arg(i + 1).arg(seed).arg(input);
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
    }

private:
    testing_ui::MainWindowFixture m_app;
};

QTEST_MAIN(FuzzUiTest)
#include "fuzz_ui_test.moc"
