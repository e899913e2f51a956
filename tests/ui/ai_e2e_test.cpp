// End-to-end test of the AI partner and the hint ("In the app" of docs/ui.md) in the real main window:
// the New game dialog sets who plays each ship and shows the balance study's win rate; a human and
// an AI play a seeded solo game to its end (the human follows the Hint and clicks the highlighted
// button, the AI answers at its pace, its reasons in the log); two AIs play a demonstration game;
// the AI waits while a record is stepped through, while a dialog is open and once the game is over.
// Screenshots of the dialog and of a hint at 1024x768 and 1920x1080 go to <build>/ui-screenshots.
#include <QDir>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "game/rules/action.h"
#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/AiPlayers.h"
#include "ui-qml/controller/AiReasonText.h"
#include "ui-qml/controller/GameController.h"

class AiEndToEndTest : public QObject {
    Q_OBJECT

    LanguageSettings m_language;

    testing_ui::MainWindowFixture m_app;
    AiPlayers* m_ai = nullptr;

    QObject* dialog() { return m_app.window()->findChild<QObject*>(QStringLiteral("newGameDialog")); }

    /// Starts a game through the New game dialog: seed, difficulty, and each ship's player
    /// (0 = Human, 1.. = the policies in AiPlayers::policyNames order).
    void startGame(int mercurialPlayer, int rubiconPlayer, const QString& seed, int difficulty = 1) {
        QTest::keyClick(m_app.window(), Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(dialog()->property("opened").toBool());
        QVERIFY(m_app.clickObject(QStringLiteral("difficulty%1").arg(difficulty)));
        QVERIFY(m_app.clickObject(QStringLiteral("seedField")));
        QTest::keyClick(m_app.window(), Qt::Key_A, Qt::ControlModifier);  // replaces the last game's seed
        for (const QChar digit : seed) QTest::keyClick(m_app.window(), digit.toLatin1());
        // Choosing from a ComboBox's popup is Qt's own; the test sets the choice the popup would.
        QVERIFY(m_app.window()
                    ->findChild<QObject*>(QStringLiteral("mercurialPlayer"))
                    ->setProperty("currentIndex", mercurialPlayer));
        QVERIFY(m_app.window()
                    ->findChild<QObject*>(QStringLiteral("rubiconPlayer"))
                    ->setProperty("currentIndex", rubiconPlayer));
        QVERIFY(m_app.clickObject(QStringLiteral("newGameStart")));
        QTRY_VERIFY(!dialog()->property("visible").toBool());
        QCOMPARE(m_app.controller()->setup().seedText, seed);
    }

    QString logText() {
        QStringList lines;
        for (int row = 0; row < m_app.controller()->logModel()->count(); ++row) {
            lines << m_app.controller()->logModel()->at(row).message;
        }
        return lines.join(u'\n');
    }

    /// The log's AI rows: each move's reason line and the numbers behind it.
    QStringList aiRows() {
        QStringList rows;
        LogModel* log = m_app.controller()->logModel();
        for (int row = 0; row < log->count(); ++row) {
            if (log->at(row).kind == ui::LogKind::Ai) rows << log->at(row).message + u'|' + log->at(row).detail;
        }
        return rows;
    }

    bool over() { return m_app.controller()->gameState() && m_app.controller()->gameState()->is_over(); }

    /// The app closed and started again: a new window, so a new AiPlayers reading the settings.
    void reopenWindow() {
        QVERIFY(m_app.open(QSize(1366, 768)));
        m_ai = m_app.window()->findChild<AiPlayers*>(QStringLiteral("aiPlayers"));
        QVERIFY(m_ai != nullptr);
        m_ai->setDelayMs(100);
    }

    /// Starts the AI's move as N does and waits until its policy, thinking on the worker thread,
    /// has answered and the move is played.
    bool playAiMove() {
        const int before = m_ai->movesPlayed();
        if (!m_ai->nextMove()) return false;
        return QTest::qWaitFor([&] { return m_ai->movesPlayed() > before && !m_ai->thinking(); }, 20000);
    }

    /// Asks for a hint with H and checks it: the highlighted button is the hinted action, enabled,
    /// and legal by the engine. Returns the highlighted button.
    /// The engine's text of the hinted action (its row's actionText), "" without a hint.
    QString hintedActionText() {
        const int row = m_ai->hintRow();
        return row < 0 ? QString() : m_app.controller()->actionModel()->at(row).actionText;
    }

    QQuickItem* hintedButton() {
        QTest::keyClick(m_app.window(), Qt::Key_H);
        // The look-ahead thinks on its worker thread; the window stays responsive meanwhile.
        if (!QTest::qWaitFor([&] { return !m_ai->hintThinking(); }, 60000)) return nullptr;
        if (m_ai->hintRow() < 0) return nullptr;
        const QString hinted = hintedActionText();
        QQuickItem* button = m_app.item(QStringLiteral("action:") + hinted);
        if (button == nullptr || !button->property("hinted").toBool() || !button->property("allowed").toBool())
            return nullptr;
        std::string error;
        const std::optional<entanglion::rules::Action> action =
            entanglion::rules::parse_action(hinted.toStdString(), &error);
        if (!action || !m_app.controller()->gameState()->is_legal(*action)) return nullptr;
        return button;
    }

    /// The first action the person may play now, its button in the window.
    QQuickItem* firstAllowedButton() {
        for (int row = 0; row < m_app.controller()->actionModel()->count(); ++row) {
            QQuickItem* button =
                m_app.item(QStringLiteral("action:") + m_app.controller()->actionModel()->at(row).actionText);
            if (button != nullptr && button->property("allowed").toBool()) return button;
        }
        return nullptr;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);  // the remembered players go to a test location
        mainWindow::useAppStyle();
        QVERIFY(m_language.apply(QStringLiteral("en")));  // as the app does: English plural forms
    }

    void init() {
        QSettings().remove(QStringLiteral("ai"));  // every test starts with two humans
        m_app.start();
        QVERIFY(m_app.controller()->newGame(1, 7, ui::RulesVariant::Board));
        QVERIFY(m_app.open(QSize(1366, 768)));
        m_ai = m_app.window()->findChild<AiPlayers*>(QStringLiteral("aiPlayers"));
        QVERIFY(m_ai != nullptr);
        m_ai->setDelayMs(100);  // the shortest pace: the games below are a few hundred moves
    }

    void cleanup() {
        m_ai = nullptr;
        m_app.close();
    }

    void aPoliciesTypedReasonIsWordedWithItsRisk() {
        entanglion::policies::Explanation why;
        why.action = entanglion::rules::Action::navigate(entanglion::Ship::kRubicon, entanglion::rules::EngineCard::kH);
        why.reason = entanglion::policies::ReasonKind::kReachComponent;
        why.positions = entanglion::ShipPositions{entanglion::Planet::kOmegaTwo, entanglion::Planet::kOmegaTwo};
        why.component = entanglion::rules::Component::kQuantumGates;
        why.risk_numerator = 2;
        QCOMPARE(aiText::reasonText(why),
                 QStringLiteral("both ships to OMEGA TWO, which holds the component Quantum Gates"));
        QCOMPARE(aiText::riskText(why), QStringLiteral("detection risk 2/8"));
        why.risk_numerator.reset();
        QVERIFY(aiText::riskText(why).isEmpty());
        why.reason = entanglion::policies::ReasonKind::kSearchBest;
        why.wins = 30;
        why.playouts = 40;
        why.option_count = 5;
        // Plain words in the line; the numbers on demand, without "playouts".
        QCOMPARE(aiText::reasonText(why),
                 QStringLiteral("in the games it tried out from here, this move won most often"));
        why.playouts = 6586;
        // (The plural's English forms come with the app's English translation, not loaded here.)
        QVERIFY2(aiText::detailText(why).startsWith(
                     QStringLiteral("won 30 of the %1 trial games played out after this move; 5 move")
                         .arg(QLocale().toString(6586))),
                 qPrintable(aiText::detailText(why)));
        why.reason = entanglion::policies::ReasonKind::kReachComponent;
        QVERIFY(aiText::detailText(why).isEmpty());
    }

    void newGameDialogShowsTheMeasuredWinRate() {
        const auto& table = AiPlayers::balanceTable();
        QVERIFY(table.has_value());
        QTest::keyClick(m_app.window(), Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(dialog()->property("opened").toBool());
        auto* label = m_app.window()->findChild<QQuickItem*>(QStringLiteral("winRateLabel"));
        QVERIFY(label != nullptr);
        for (int difficulty : {1, 3, 2}) {
            QVERIFY(m_app.clickObject(QStringLiteral("difficulty%1").arg(difficulty)));
            // With both ships human the dialog shows the policy a new AI partner would use.
            const entanglion::policies::BalanceFigure* figure =
                table->find(m_ai->bestPolicy().toStdString(), "board", difficulty);
            QVERIFY(figure != nullptr);
            const QString text = label->property("text").toString();
            // The dialog shows as many decimals as a small rate needs (NewGameDialog.percent()).
            const auto percent = [](double fraction) {
                const double value = fraction * 100;
                return QLocale().toString(value, 'f', value < 0.1 ? 3 : value < 10 ? 2 : 1);
            };
            QVERIFY2(text.contains(percent(figure->win_rate())), qPrintable(text));
            QVERIFY2(text.contains(percent(figure->ci95_high)), qPrintable(text));
            QVERIFY2(text.contains(QLocale().toString(static_cast<double>(figure->games), 'f', 0)), qPrintable(text));
        }
        QVERIFY(m_app.clickObject(QStringLiteral("variantQuantum")));
        const entanglion::policies::BalanceFigure* quantum =
            table->find(m_ai->bestPolicy().toStdString(), "quantum", 2);
        QVERIFY(quantum != nullptr);
        QVERIFY2(label->property("text").toString().contains(
                     QLocale().toString(static_cast<double>(quantum->games), 'f', 0)),
                 qPrintable(label->property("text").toString()));
        QVERIFY(m_app.clickObject(QStringLiteral("newGameCancel")));
        QTRY_VERIFY(!dialog()->property("visible").toBool());
    }

    void soloGameHumanAndAiPlayToTheEnd() {
        startGame(/*Mercurial*/ 0, /*Rubicon: random AI*/ 1, QStringLiteral("4242"));
        m_ai->setHintBudgetMs(50);  // a hint before every move: a short look-ahead keeps the test quick
        QVERIFY(!m_ai->mercurialAi());
        QVERIFY(m_ai->rubiconAi());
        // The hint's look-ahead thinks for a time, so the moves it suggests (and the game's length)
        // vary with the machine's load: after the first moves the person plays the first action.
        constexpr int kHintedMoves = 30;
        int humanMoves = 0;
        for (int guard = 0; guard < 4000 && !over(); ++guard) {
            if (m_ai->humanToMove()) {
                QVERIFY(m_app.controller()->gameState()->acting_player() == entanglion::Ship::kMercurial);
                QQuickItem* button = humanMoves < kHintedMoves ? hintedButton() : firstAllowedButton();
                QVERIFY2(button != nullptr, qPrintable(hintedActionText()));
                const int before = m_app.controller()->turn().actionsApplied;
                testing_ui::clickCentre(m_app.window(), button);
                // A button scrolled out of the action panel's view cannot be clicked at its centre.
                if (m_app.controller()->turn().actionsApplied == before) QMetaObject::invokeMethod(button, "clicked");
                QCOMPARE(m_app.controller()->turn().actionsApplied, before + 1);
                QCOMPARE(m_ai->hintRow(), -1);  // a hint is for one position only
                ++humanMoves;
            } else {
                // The AI answers at its own pace, by its timer: nothing here plays for it.
                QVERIFY(m_ai->aiToMove());
                QCOMPARE(m_app.controller()->gameState()->acting_player(), entanglion::Ship::kRubicon);
                const int before = m_app.controller()->turn().actionsApplied;
                QTRY_VERIFY_WITH_TIMEOUT(m_app.controller()->turn().actionsApplied > before || over(), 5000);
            }
        }
        QVERIFY(over());
        QVERIFY(humanMoves > 0);
        QVERIFY(m_ai->movesPlayed() > 0);
        QCOMPARE(humanMoves + m_ai->movesPlayed(), m_app.controller()->turn().actionsApplied);
        QVERIFY(logText().contains(QStringLiteral("Rubicon (AI, random): ")));
        QVERIFY(logText().contains(QStringLiteral("legal action")));
        QVERIFY(!logText().contains(QStringLiteral("Mercurial (AI")));
        QTRY_VERIFY(m_app.item(QStringLiteral("endOverlay"))->isVisible());
    }

    void theAisReasonsComeBackWithItsRecord() {
        m_ai->setStepByKey(true);
        startGame(/*heuristic*/ 2, /*heuristic*/ 2, QStringLiteral("31"));
        for (int move = 0; move < 6; ++move) QVERIFY(playAiMove());
        const QStringList played = aiRows();
        const QString playedLog = logText();
        QCOMPARE(played.size(), 6);
        // The record keeps each move's typed reason as its annotation.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ai.json"));
        QVERIFY(m_app.controller()->saveRecord(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()).count(QStringLiteral("\"annotation\": {")), 6);
        // Stepped through, each step shows the reasons up to it, where and as they were played.
        QVERIFY(m_app.controller()->loadRecord(path));
        ReplayController* replay = m_app.controller()->replay();
        replay->goTo(3);
        QCOMPARE(aiRows(), played.mid(0, 3));
        replay->goTo(6);
        QCOMPARE(logText(), playedLog);
        // Played on from the last step, the game's log is the one played.
        QVERIFY(replay->continueFromHere());
        QCOMPARE(logText(), playedLog);
        // Worded again in another language, the reasons are still there.
        QVERIFY(m_language.apply(QStringLiteral("pl")));
        m_app.controller()->retranslate();
        QCOMPARE(aiRows().size(), 6);
        QVERIFY(aiRows() != played);
        QVERIFY(m_language.apply(QStringLiteral("en")));
        m_app.controller()->retranslate();
        QCOMPARE(aiRows(), played);
    }

    void twoAisPlayADemonstrationGame() {
        startGame(1, 1, QStringLiteral("77"), 3);
        QTRY_VERIFY_WITH_TIMEOUT(over(), 120000);
        QCOMPARE(m_ai->movesPlayed(), m_app.controller()->turn().actionsApplied);
        QVERIFY(m_app.controller()->turn().actionsApplied > 10);
        // Once the game is over the AI does nothing, by timer or by key.
        const int moves = m_ai->movesPlayed();
        QVERIFY(!m_ai->aiToMove());
        QVERIFY(!m_ai->nextMove());
        QTest::qWait(400);
        QCOMPARE(m_ai->movesPlayed(), moves);
        QVERIFY(!m_ai->hint());  // nobody is to move
    }

    void stepByKeyPlaysOneMovePerPress() {
        m_ai->setStepByKey(true);
        startGame(1, 1, QStringLiteral("5"));
        QTest::qWait(400);
        QCOMPARE(m_app.controller()->turn().actionsApplied, 0);
        QVERIFY(m_ai->aiToMove());
        QTest::keyClick(m_app.window(), Qt::Key_N);
        QTRY_COMPARE(m_app.controller()->turn().actionsApplied, 1);
        QTRY_VERIFY(m_ai->aiToMove() && !m_ai->thinking());
        QVERIFY(m_app.clickObject(QStringLiteral("nextAiMoveButton")));
        QTRY_COMPARE(m_app.controller()->turn().actionsApplied, 2);
        QTest::qWait(300);
        QCOMPARE(m_app.controller()->turn().actionsApplied, 2);  // one move per press
    }

    void theAiWaitsForItsPace() {
        m_ai->setDelayMs(1500);
        QCOMPARE(m_ai->delayMs(), 1500);
        startGame(1, 1, QStringLiteral("12"));
        QTest::qWait(500);
        QCOMPARE(m_app.controller()->turn().actionsApplied, 0);
        QTRY_VERIFY_WITH_TIMEOUT(m_app.controller()->turn().actionsApplied > 0, 5000);
        m_ai->setDelayMs(20);  // out of range: the shortest pace
        QCOMPARE(m_ai->delayMs(), 100);
    }

    void theSameSeedGivesTheSameAiMoves() {
        m_ai->setStepByKey(true);
        std::vector<std::string> first;
        for (int game = 0; game < 2; ++game) {
            startGame(1, 1, QStringLiteral("31"));
            for (int i = 0; i < 40 && m_ai->aiToMove(); ++i) QVERIFY(playAiMove());
            std::vector<std::string> moves;
            for (const auto& recorded : m_app.controller()->record().actions) {
                moves.push_back(entanglion::rules::action_to_string(recorded.action));
            }
            QCOMPARE(moves.size(), std::size_t{40});
            if (game == 0)
                first = moves;
            else
                QVERIFY(moves == first);
        }
    }

    void aiWaitsDuringTheStepThroughAndWhileADialogIsOpen() {
        m_ai->setStepByKey(true);
        startGame(1, 1, QStringLiteral("9"));
        for (int i = 0; i < 5; ++i) QVERIFY(playAiMove());
        m_ai->setStepByKey(false);
        QTRY_VERIFY(m_app.controller()->turn().actionsApplied > 5);

        // The step-through: the record is read-only and the AI waits, by timer and by key.
        QVERIFY(m_app.controller()->replay()->reviewGame());
        QVERIFY(m_app.controller()->replay()->replaying());
        QVERIFY(!m_ai->aiToMove());
        const int replayLength = m_app.controller()->replay()->length();
        const int moves = m_ai->movesPlayed();
        QTest::qWait(500);
        QTest::keyClick(m_app.window(), Qt::Key_N);
        QVERIFY(!m_ai->nextMove());
        QCOMPARE(m_ai->movesPlayed(), moves);
        QCOMPARE(m_app.controller()->replay()->length(), replayLength);
        QVERIFY(m_app.controller()->replay()->continueFromHere());
        QTRY_VERIFY(m_ai->movesPlayed() > moves);

        // A dialog: the AI waits until it is closed.
        QTest::keyClick(m_app.window(), Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(dialog()->property("opened").toBool());
        QVERIFY(m_ai->blocked());
        const int movesWhileOpen = m_ai->movesPlayed();
        QTest::qWait(500);
        QCOMPARE(m_ai->movesPlayed(), movesWhileOpen);
        QVERIFY(m_app.clickObject(QStringLiteral("newGameCancel")));
        QTRY_VERIFY(!dialog()->property("visible").toBool());
        QTRY_VERIFY(m_ai->movesPlayed() > movesWhileOpen);

        // A page over the game (Lessons): the AI waits until it is closed.
        QVERIFY(QMetaObject::invokeMethod(m_app.window(), "openLessons"));
        QTRY_VERIFY(m_ai->blocked());
        const int movesWithPage = m_ai->movesPlayed();
        QTest::qWait(500);
        QCOMPARE(m_ai->movesPlayed(), movesWithPage);
        QVERIFY(QMetaObject::invokeMethod(m_app.window(), "closePage"));
        QTRY_VERIFY(m_ai->movesPlayed() > movesWithPage);
    }

    void aSearchingAiThinksWithoutFreezingTheWindow() {
        // Two searching AIs with 700 ms of thinking each, one move per N.
        m_ai->setStepByKey(true);
        QVERIFY(m_ai->configure(QStringLiteral("search"), QStringLiteral("search"), 700));
        QVERIFY(m_app.controller()->newGame(1, 21, ui::RulesVariant::Board));
        QTRY_VERIFY(m_ai->aiToMove());
        QVERIFY(m_ai->nextMove());
        QVERIFY(m_ai->thinking());
        QVERIFY(!m_ai->nextMove());  // one move at a time
        QTRY_VERIFY(!m_app.item(QStringLiteral("nextAiMoveButton"))->isEnabled());
        // The window goes on meanwhile: its event loop runs, and the thinking line is shown.
        QTest::qWait(150);
        QVERIFY(m_ai->thinking());
        auto* thinkingLabel = m_app.item(QStringLiteral("aiThinkingLabel"));
        QVERIFY(thinkingLabel != nullptr && thinkingLabel->isVisible());
        QVERIFY(
            m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("ai-thinking-1366x768.png"))));
        // A dialog opened while it thinks: its answer is not played, and the AI thinks again later.
        QTest::keyClick(m_app.window(), Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(dialog()->property("opened").toBool());
        QTRY_VERIFY_WITH_TIMEOUT(!m_ai->thinking(), 20000);
        QCOMPARE(m_app.controller()->turn().actionsApplied, 0);
        QCOMPARE(m_ai->movesPlayed(), 0);
        QVERIFY(m_app.clickObject(QStringLiteral("newGameCancel")));
        QTRY_VERIFY(!dialog()->property("visible").toBool());
        QVERIFY(playAiMove());
        QCOMPARE(m_app.controller()->turn().actionsApplied, 1);
        QVERIFY(!thinkingLabel->isVisible());
        QVERIFY2(logText().contains(QStringLiteral("(AI, search): ")), qPrintable(logText()));
        QVERIFY(!logText().contains(QStringLiteral("playouts")));
        // The reason's row keeps its numbers for "(details)".
        const LogModel* log = m_app.controller()->logModel();
        int reasonRow = -1;
        for (int row = 0; row < log->count(); ++row) {
            if (log->at(row).kind == ui::LogKind::Ai) reasonRow = row;
        }
        QVERIFY(reasonRow >= 0);
        // Why, in the game's terms and the search's own figures (a game's first move has a choice).
        QVERIFY2(log->at(reasonRow).message.contains(QStringLiteral("future")) &&
                     log->at(reasonRow).message.contains(QStringLiteral("played out after it (next best, ")),
                 qPrintable(log->at(reasonRow).message));
        QVERIFY2(log->at(reasonRow).detail.contains(QStringLiteral("trial games")),
                 qPrintable(log->at(reasonRow).detail));
    }

    void theTeammateAndTheHintAskTheSearchAPersonWaitsFor() {
        // A searching teammate without a thinking time of its own and the hint ask one search
        // (policies::person_facing_search_options); each says why in one sentence from its figures.
        namespace policies = entanglion::policies;
        m_ai->setStepByKey(true);
        m_ai->setHintBudgetMs(50);
        QVERIFY(m_ai->configure(QString(), QStringLiteral("search")));
        QVERIFY(m_app.controller()->newGame(1, 4242, ui::RulesVariant::Board));
        int hints = 0;
        int aiMoves = 0;
        for (int guard = 0; guard < 200 && (hints < 3 || aiMoves < 3) && !over(); ++guard) {
            const entanglion::rules::GameState before = *m_app.controller()->gameState();
            if (m_ai->humanToMove()) {
                QVERIFY(m_ai->hint());
                QVERIFY(QTest::qWaitFor([&] { return !m_ai->hintThinking() && m_ai->hintRow() >= 0; }, 20000));
                QVERIFY(m_ai->hintSearch().has_value());
                const policies::SearchWhy why = *m_ai->hintSearch();
                // Seeded by the position: the core's person-facing search gives the same figures.
                const std::uint64_t seed =
                    entanglion::rules::derived_seed(m_app.controller()->record().seed.value_or(0),
                                                    static_cast<std::uint64_t>(before.actions_applied()));
                QVERIFY(why == policies::person_facing_search_why(before, seed));
                if (why.kind != policies::SearchWhyKind::kOnlyChoice) {
                    QCOMPARE(why.total_futures, policies::kPersonFacingPlayouts);
                    ++hints;
                }
                if (m_app.controller()->rowOfAction(why.action) == m_ai->hintRow()) {
                    const QString first = m_ai->hintText().section(u'\n', 0, 0);
                    QCOMPARE(first, QStringLiteral("Hint (search): ") + aiText::searchWhyText(why, before));
                }
                QVERIFY(m_app.controller()->apply(why.action));
            } else {
                QVERIFY(playAiMove());
                QVERIFY(m_ai->lastSearch().has_value());
                const policies::SearchWhy& why = *m_ai->lastSearch();
                if (why.kind != policies::SearchWhyKind::kOnlyChoice) {
                    QCOMPARE(why.total_futures, policies::kPersonFacingPlayouts);
                    ++aiMoves;
                }
                const QString line = aiText::searchMoveLine(QStringLiteral("search"), why, before);
                QVERIFY2(line.startsWith(QStringLiteral("Rubicon (AI, search): ")), qPrintable(line));
                QVERIFY2(logText().contains(line), qPrintable(logText()));
            }
        }
        QVERIFY(hints >= 3);
        QVERIFY(aiMoves >= 3);
        m_ai->setStepByKey(false);
    }

    void thePlayersComeBackWhenTheAppStartsAgain() {
        startGame(/*Mercurial*/ 0, /*Rubicon: heuristic*/ 2, QStringLiteral("64"));
        QCOMPARE(m_ai->rubiconPolicy(), QStringLiteral("heuristic"));
        // Closed and started again (a new window and a new AiPlayers): the same players, and the
        // New game dialog offers them.
        reopenWindow();
        QVERIFY(!m_ai->mercurialAi());
        QVERIFY(m_ai->rubiconAi());
        QCOMPARE(m_ai->rubiconPolicy(), QStringLiteral("heuristic"));
        QTest::keyClick(m_app.window(), Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(dialog()->property("opened").toBool());
        QCOMPARE(m_app.window()->findChild<QObject*>(QStringLiteral("rubiconPlayer"))->property("currentIndex").toInt(),
                 2);
        QCOMPARE(
            m_app.window()->findChild<QObject*>(QStringLiteral("mercurialPlayer"))->property("currentIndex").toInt(),
            0);
        QVERIFY(m_app.clickObject(QStringLiteral("newGameCancel")));
        QTRY_VERIFY(!dialog()->property("visible").toBool());
        // A name this build does not know leaves both ships human.
        QSettings().setValue(QStringLiteral("ai/rubicon"), QStringLiteral("oracle"));
        reopenWindow();
        QVERIFY(!m_ai->mercurialAi() && !m_ai->rubiconAi());
    }

    void screenshotsOfTheDialogAndTheHint() {
        for (const QSize size : {QSize(1024, 768), QSize(1920, 1080)}) {
            m_app.window()->resize(size);
            QTRY_COMPARE(m_app.window()->contentItem()->size().toSize(), size);
            QTest::keyClick(m_app.window(), Qt::Key_N, Qt::ControlModifier);
            QTRY_VERIFY(dialog()->property("opened").toBool());
            QVERIFY(
                m_app.window()->findChild<QObject*>(QStringLiteral("rubiconPlayer"))->setProperty("currentIndex", 1));
            QTest::qWait(300);  // the popup's opening transition
            const QString suffix = QStringLiteral("%1x%2.png").arg(size.width()).arg(size.height());
            QVERIFY(
                m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("ai-new-game-") + suffix)));
            // A solo game with the Rubicon AI waiting for N, and the human's hint shown.
            m_ai->setStepByKey(true);
            QVERIFY(m_app.clickObject(QStringLiteral("newGameStart")));
            QTRY_VERIFY(!dialog()->property("visible").toBool());
            // Play until the AI has answered at least once, so the log shows its reason too.
            const int aiMovesBefore = m_ai->movesPlayed();
            for (int guard = 0; guard < 20 && (m_ai->movesPlayed() == aiMovesBefore || !m_ai->humanToMove()); ++guard) {
                if (m_ai->humanToMove()) {
                    QQuickItem* button = hintedButton();
                    QVERIFY(button != nullptr);
                    QMetaObject::invokeMethod(button, "clicked");
                } else {
                    QVERIFY(playAiMove());
                }
            }
            QVERIFY(m_ai->humanToMove());
            QVERIFY(logText().contains(QStringLiteral("Rubicon (AI, random)")));
            QVERIFY(hintedButton() != nullptr);
            auto* hintText = m_app.item(QStringLiteral("hintText"));
            QVERIFY(hintText != nullptr && hintText->isVisible());
            // The hint names its adviser and gives its reason: the search's sentence, or the
            // look-ahead's when it overrules the search.
            const QString hint = hintText->property("text").toString();
            QVERIFY2(hint.startsWith(QStringLiteral("Hint (search): ")) ||
                         (hint.startsWith(QStringLiteral("Hint (look-ahead): ")) &&
                          hint.section(QStringLiteral(" — "), 1).size() > 2),
                     qPrintable(hint));
            QVERIFY2(hint.contains(QStringLiteral("From here the team wins ")), qPrintable(hint));
            QTest::qWait(100);
            QVERIFY(m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("ai-hint-") + suffix)));
            m_ai->setStepByKey(false);
        }
    }
};

ENTANGLION_QTEST_MAIN(AiEndToEndTest)
#include "ai_e2e_test.moc"
