// Taking back a misclick on the real main window: Ctrl+Z takes back a move that drew nothing (the
// state, the record and the autosave are those of the game without it); a card clicked by mistake is
// taken back with the card it drew back on top of the engine stack, known (the record's take-back,
// the log, the line under the piles, the next draw); a move that rolled is refused with the reason in
// the banner, the toolbar's Undo does the same as Ctrl+Z; with "Confirm each action" on, Esc cancels
// the held action and Enter plays it, and the keyboard is back on the hand after each.
#include <QAccessible>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "game/rules/record.h"
#include "game/rules/take_back.h"
#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/GameText.h"
#include "ui-qml/models/GameModels.h"

namespace rules = entanglion::rules;

namespace {

/// The legal actions of the game `controller` plays, sorted by whether game/ lets them be taken
/// back right after they are played (each tried on a copy of the game, whose chance is the game's).
struct Moves {
    std::optional<rules::Action> undoable;  ///< taken back without a trace: it drew nothing
    std::optional<rules::Action> misclick;  ///< a card played that drew a card: taken back, the card put back
    std::optional<rules::Action> committed;
};

Moves movesOf(const GameController& controller) {
    Moves moves;
    for (const rules::Action& action : controller.gameState()->legal_actions()) {
        std::optional<rules::GameSession> probe = rules::GameSession::resume(controller.record(), nullptr);
        if (!probe || !probe->apply(action, nullptr)) continue;
        const rules::TakeBackCheck check = rules::check_take_back(probe->record(), action.player);
        if (check.allowed() && check.returned.empty() && !moves.undoable) moves.undoable = action;
        if (check.allowed() && !check.returned.empty() && action.type == rules::ActionType::kNavigate &&
            !moves.misclick) {
            moves.misclick = action;
        }
        if (check.refusal == rules::TakeBackRefusal::kRevealed && !moves.committed) moves.committed = action;
    }
    return moves;
}

/// Whether the keyboard is on the acting ship's hand (its anchor, where the window puts it).
bool focusOnHand(QQuickWindow* window, const GameController& controller) {
    const QString ship =
        controller.turn().actingPlayer == ui::Ship::Rubicon ? QStringLiteral("RUBICON") : QStringLiteral("MERCURIAL");
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
    LanguageSettings m_language;

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
            if (moves.undoable && controller.turn().actionsApplied > 0) return moves.undoable;
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
        QVERIFY(m_language.apply(QStringLiteral("en")));  // as the app does: English plural forms
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

    void aMisclickedCardIsTakenBackAndTheCardItDrewStaysKnown() {
        GameController& controller = *m_app.controller();
        std::optional<rules::Action> misclick;
        for (int i = 0; i < 60 && !misclick; ++i) {
            misclick = movesOf(controller).misclick;
            if (!misclick) QVERIFY(controller.apply(controller.gameState()->legal_actions()[0]));
        }
        QVERIFY2(misclick, "no card play to take back in 60 actions of seed 29");
        const rules::GameRecord before = controller.record();
        const rules::GameState stateBefore = *controller.gameState();
        const rules::EngineHand handBefore = stateBefore.hand(misclick->player);
        const auto slot =
            static_cast<int>(std::find(handBefore.begin(), handBefore.end(), misclick->card) - handBefore.begin());
        const QString ship =
            misclick->player == entanglion::Ship::kRubicon ? QStringLiteral("RUBICON") : QStringLiteral("MERCURIAL");
        // The misclick: the card's own Play button in the hand.
        QVERIFY(m_app.click(QStringLiteral("play_%1_engine_%2").arg(ship).arg(slot)));
        QTRY_COMPARE(controller.record().actions.size(), before.actions.size() + 1);
        const std::vector<rules::ChanceOutcome> drawn = rules::draws_of(controller.record().actions.back().chance);
        QCOMPARE(drawn.size(), std::size_t{1});
        const auto card = static_cast<rules::EngineCard>(drawn.front().value);
        QVERIFY(!m_app.item(QStringLiteral("knownOnTop"))->isVisible());

        QTest::keyClick(m_app.window(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(controller.record().actions.size(), before.actions.size() + 2);
        const rules::RecordedAction& takeBack = controller.record().actions.back();
        QVERIFY(takeBack.take_back);
        QCOMPARE(takeBack.action, *misclick);
        QVERIFY(takeBack.chance == drawn);
        // The game is back before the card, the card is in the hand again, and the drawn card is known on top.
        const rules::GameState& state = *controller.gameState();
        QVERIFY(state.hand(misclick->player) == handBefore);
        QVERIFY(state.positions() == stateBefore.positions());
        QCOMPARE(state.engine_stack().known_count(), 1);
        QCOMPARE(state.engine_stack().known_on_top(0), card);
        QCOMPARE(controller.messages()->error(), QString());
        // One card drawn: the banner says "the card", in the singular (English's plural form for 1).
        QVERIFY2(controller.messages()->info().startsWith(QStringLiteral("Move taken back: ")) &&
                     controller.messages()->info().contains(QStringLiteral("The card it drew goes back on top")),
                 qPrintable(controller.messages()->info()));
        const std::optional<rules::GameRecord> onDisk = autosaved();
        QVERIFY(onDisk);
        QVERIFY2(*onDisk == controller.record(), "the autosave keeps the take-back");
        // The log says what happened and that the turn the card was played in begins again, the line
        // under the piles which card lies on top.
        const LogModel* log = controller.logModel();
        QVERIFY(log->count() >= 3);
        const QString cardName = gameText::engineCardName(card);
        const QString who = gameText::shipName(misclick->player);
        QCOMPARE(log->at(log->count() - 3).message,
                 QStringLiteral("%1 took back playing %2").arg(who, gameText::engineCardName(misclick->card)));
        QCOMPARE(log->at(log->count() - 2).message,
                 QStringLiteral("The drawn card %1 goes back on top of the engine stack: both players know it is "
                                "the next card drawn")
                     .arg(cardName));
        QCOMPARE(log->at(log->count() - 1).message,
                 QStringLiteral("Turn %1: %2").arg(stateBefore.turn_number()).arg(who));
        QQuickItem* known = m_app.item(QStringLiteral("knownOnTop"));
        QTRY_VERIFY(known->isVisible());
        QCOMPARE(m_app.text(QStringLiteral("knownOnTop")),
                 QStringLiteral("Known on top of the engine stack: %1").arg(cardName));
        QAccessibleInterface* spoken = QAccessible::queryAccessibleInterface(known);
        QVERIFY(spoken != nullptr);
        QCOMPARE(spoken->text(QAccessible::Name), m_app.text(QStringLiteral("knownOnTop")));
        // Kept for people to look at: the log's two lines, the banner and the line under the piles.
        const QImage shot = m_app.window()->grabWindow();
        QVERIFY(testing_ui::distinctColours(shot) > 50);
        QVERIFY(shot.save(testing_ui::screenshotPath(QStringLiteral("take-back-card-known-on-top.png"))));

        // Another card now draws the card put back.
        const rules::EngineHand hand = state.hand(misclick->player);
        int other = 0;
        while (other < static_cast<int>(hand.size()) - 1 &&
               !controller.gameState()->is_legal(rules::Action::navigate(misclick->player, hand[other]))) {
            ++other;
        }
        QVERIFY(m_app.click(QStringLiteral("play_%1_engine_%2").arg(ship).arg(other)));
        QTRY_COMPARE(controller.record().actions.size(), before.actions.size() + 3);
        QVERIFY(!controller.record().actions.back().take_back);
        QVERIFY(controller.record().actions.back().chance.front() == drawn.front());
        QTRY_VERIFY(!m_app.item(QStringLiteral("knownOnTop"))->isVisible());
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

ENTANGLION_QTEST_MAIN(TakeBackE2eTest)
#include "take_back_e2e_test.moc"
