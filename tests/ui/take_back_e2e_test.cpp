// Taking back a misclick on the real main window: Ctrl+Z takes back a move that revealed
// nothing (the state, the record and the autosave are those of the game without it), a move that
// revealed a draw or a roll is refused with the reason in the banner, the toolbar's Undo does the
// same as Ctrl+Z; with "Confirm each action" on, Esc cancels the held action and Enter plays it,
// and the keyboard is back on the hand after each.
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "game/rules/record.h"
#include "game/rules/take_back.h"
#include "tests/ui/main_window_fixture.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"

namespace rules = entanglion::rules;

namespace {

/// The legal actions of the game `controller` plays, sorted by whether game/ lets them be taken
/// back right after they are played (each tried on a copy of the game, whose chance is the game's).
struct Moves {
    std::optional<rules::Action> undoable;
    std::optional<rules::Action> committed;
};

Moves movesOf(const GameController& controller) {
    Moves moves;
    for (const rules::Action& action : controller.gameState()->legal_actions()) {
        std::optional<rules::GameSession> probe = rules::GameSession::resume(controller.record(), nullptr);
        if (!probe || !probe->apply(action, nullptr)) continue;
        const rules::TakeBackCheck check = rules::check_take_back(probe->record(), action.player);
        if (check.allowed() && !moves.undoable) moves.undoable = action;
        if (check.refusal == rules::TakeBackRefusal::kRevealed && !moves.committed) moves.committed = action;
    }
    return moves;
}

/// Whether the keyboard is on the acting ship's hand (its anchor, where the window puts it).
bool focusOnHand(QQuickWindow* window, const GameController& controller) {
    const QString ship =
        controller.actingPlayer() == ui::Ship::Rubicon ? QStringLiteral("RUBICON") : QStringLiteral("MERCURIAL");
    return QTest::qWaitFor([&] {
        return window->activeFocusItem() != nullptr &&
               window->activeFocusItem()->objectName() == QStringLiteral("handAnchor_") + ship;
    });
}

}  // namespace

class TakeBackE2eTest : public QObject {
    Q_OBJECT

    testing_ui::MainWindowFixture m_app;
    QTemporaryDir m_dir;

    QString autosavePath() const { return m_dir.filePath(QStringLiteral("autosave.json")); }

    /// The autosave on disk, as a record.
    std::optional<rules::GameRecord> autosaved() const {
        std::string error;
        std::optional<rules::GameRecord> record = rules::load_record(autosavePath().toStdString(), &error);
        if (!record) qWarning("autosave: %s", error.c_str());
        return record;
    }

    /// Plays (hot-seat, through the controller) until a move that can be taken back is legal with
    /// at least one action already played, so the game without it still has an autosave.
    std::optional<rules::Action> playUntilAnUndoableMove() {
        GameController& controller = *m_app.controller();
        for (int i = 0; i < 60; ++i) {
            const Moves moves = movesOf(controller);
            if (moves.undoable && controller.actionsApplied() > 0) return moves.undoable;
            if (!controller.apply(controller.gameState()->legal_actions()[0])) return std::nullopt;
        }
        return std::nullopt;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("ai"));
        mainWindow::useAppStyle();
        QVERIFY(m_dir.isValid());
    }
    void init() {
        QFile::remove(autosavePath());
        GameController& controller = m_app.start();
        controller.autosave()->enable(autosavePath());
        QVERIFY(controller.newGame(1, 29, ui::RulesVariant::Board));
        QVERIFY(m_app.open(QSize(1366, 768)));
    }
    void cleanup() { m_app.close(); }

    void ctrlZTakesBackAMoveThatRevealedNothing() {
        GameController& controller = *m_app.controller();
        const std::optional<rules::Action> move = playUntilAnUndoableMove();
        QVERIFY2(move, "no move to take back in 60 actions of seed 29");
        const rules::GameRecord before = controller.record();
        const rules::GameState stateBefore = *controller.gameState();
        QVERIFY(controller.apply(*move));
        QCOMPARE(controller.record().actions.size(), before.actions.size() + 1);
        QVERIFY(autosaved() && autosaved()->actions.size() == before.actions.size() + 1);

        QTest::keyClick(m_app.window(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(controller.record().actions.size(), before.actions.size());
        QVERIFY(controller.record() == before);
        QVERIFY(*controller.gameState() == stateBefore);
        const std::optional<rules::GameRecord> onDisk = autosaved();
        QVERIFY(onDisk);
        QVERIFY2(*onDisk == before, "the autosave is the record of the game without the move");
        QCOMPARE(controller.messages()->error(), QString());
        QVERIFY(controller.messages()->info().startsWith(QStringLiteral("Move taken back: ")));
        // The step-through of the game shows the shorter game.
        controller.replay()->reviewGame();
        QCOMPARE(controller.replay()->length(), static_cast<int>(before.actions.size()));
    }

    void aRefusedTakeBackSaysWhyInTheBanner() {
        GameController& controller = *m_app.controller();
        std::optional<rules::Action> committed;
        for (int i = 0; i < 60 && !committed; ++i) {
            committed = movesOf(controller).committed;
            if (!committed) QVERIFY(controller.apply(controller.gameState()->legal_actions()[0]));
        }
        QVERIFY2(committed, "no move that reveals a draw or a roll in 60 actions");
        QVERIFY(controller.apply(*committed));
        const rules::GameRecord after = controller.record();
        // The toolbar's Undo, as Ctrl+Z.
        QVERIFY(m_app.click(QStringLiteral("undoButton")));
        QTRY_VERIFY(!controller.messages()->error().isEmpty());
        QVERIFY2(controller.messages()->error().startsWith(QStringLiteral("The last move cannot be taken back: ")),
                 qPrintable(controller.messages()->error()));
        QTRY_VERIFY(m_app.item(QStringLiteral("messageBanner"))->isVisible());
        QCOMPARE(m_app.text(QStringLiteral("messageText")), controller.messages()->error());
        QVERIFY(controller.record() == after);
        QVERIFY(autosaved() && *autosaved() == after);
    }

    void withConfirmEachActionEscCancelsAndEnterPlays() {
        GameController& controller = *m_app.controller();
        QQuickWindow* window = m_app.window();
        QVERIFY(m_app.click(QStringLiteral("settingsButton")));
        QQuickItem* tick = nullptr;
        QTRY_VERIFY((tick = m_app.item(QStringLiteral("menu_confirmActions"))) != nullptr && tick->isVisible() &&
                    tick->width() > 0);
        testing_ui::clickCentre(window, tick);
        QTRY_VERIFY(controller.confirmation()->askFirst());

        const rules::GameRecord before = controller.record();
        const rules::Action move = controller.gameState()->legal_actions()[0];
        QVERIFY(!controller.apply(move));  // held, not played
        QVERIFY(controller.confirmation()->pending());
        QQuickItem* dialog = m_app.window()->findChild<QQuickItem*>(QStringLiteral("confirmActionDialog"));
        auto* popup = m_app.window()->findChild<QObject*>(QStringLiteral("confirmActionDialog"));
        QVERIFY(popup != nullptr || dialog != nullptr);
        QTRY_VERIFY(popup->property("opened").toBool());
        QVERIFY(!m_app.window()
                     ->findChild<QObject*>(QStringLiteral("confirmActionText"))
                     ->property("text")
                     .toString()
                     .isEmpty());

        QTest::keyClick(window, Qt::Key_Escape);
        QTRY_VERIFY(!controller.confirmation()->pending());
        QTRY_VERIFY(!popup->property("visible").toBool());
        QVERIFY(controller.record() == before);
        QVERIFY(focusOnHand(window, controller));

        QVERIFY(!controller.apply(move));
        QTRY_VERIFY(popup->property("opened").toBool());
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_COMPARE(controller.record().actions.size(), before.actions.size() + 1);
        QCOMPARE(controller.record().actions.back().action, move);
        QTRY_VERIFY(!popup->property("visible").toBool());
        QVERIFY(focusOnHand(window, controller));
        controller.confirmation()->setAskFirst(false);
    }

    void aNetworkGameRefusesToTakeBack() {
        GameController& controller = *m_app.controller();
        controller.setActionRoute([](const rules::Action&) { return true; });
        QVERIFY(!controller.takeBack(true, true));
        QVERIFY(controller.messages()->error().contains(QStringLiteral("network")));
        controller.setActionRoute({});
    }
};

QTEST_MAIN(TakeBackE2eTest)
#include "take_back_e2e_test.moc"
