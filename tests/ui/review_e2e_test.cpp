// The Review page in the real window: a game played to its end is reviewed from the end
// screen on a worker thread, its summary adds up, the graph has a point per step, a key moment and a
// point move the step-through; Cancel stops a review; a what-if (listed, or played on the board)
// leaves the record and its autosave unchanged; learn from your mistakes on a hand-made position with
// one clearly right action; an AI partner's decisions summed apart; Esc one level at a time; the
// hint singles out the previewed card.
// Screenshots of the page at 1366x768 and 1024x768, and of a what-if played on the board.
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <utility>

#include "game/analysis/playout.h"
#include "game/rules/record.h"
#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/walkthrough.h"
#include "ui-qml/controller/AiPlayers.h"
#include "ui-qml/controller/AiReasonText.h"
#include "ui-qml/controller/GameText.h"
#include "ui-qml/review/ReviewController.h"
#include "ui-qml/review/ReviewText.h"

namespace rules = entanglion::rules;
namespace analysis = entanglion::analysis;
using entanglion::Ship;
using testing_ui::MainWindowFixture;

namespace {

/// Plays `actions` moves of the heuristic team (or to the end) through the controller, as clicks would.
void playHeuristic(GameController& controller, int actions) {
    auto policy = analysis::make_team_policy(analysis::TeamSettings{}, 3);
    for (int i = 0; i < actions && controller.turn().status == ui::GameStatus::InProgress; ++i) {
        QVERIFY(controller.apply(policy->step(*controller.gameState())));
    }
}

/// Mercurial at OMEGA TWO with Quantum Tunnel in hand, the eighth component (Quantum Gates) on the
/// planet, the detection track one step from X: retrieving wins at once (Quantum Tunnel answers the
/// defenses), anything else leaves the team one detection from losing.
rules::GameSetup eighthComponentSetup(bool quantumTunnel = true) {
    using E = rules::EngineCard;
    rules::GameSetup s = walkthrough::setup();
    s.ships = {entanglion::Planet::kOmegaTwo, entanglion::Planet::kOmegaTwo};
    s.detection_position = 10;
    s.planet_components = {};
    s.ship_components = {};
    for (rules::Component c : rules::kAllComponents) {
        if (c == rules::Component::kQuantumGates) {
            s.planet_components[5] = c;  // OMEGA TWO (clockwise index 5)
        } else {
            s.ship_components[1].push_back(c);  // Rubicon, Dilution Refrigerator included: two cards
        }
    }
    s.hands[0] = {E::kX, E::kH, E::kCNOT};
    s.hands[1] = {E::kX, E::kH};
    s.engine_stack.clear();
    for (int kind = 0; kind < rules::kEngineCardKinds; ++kind) {
        int held = 0;
        for (const auto& hand : s.hands) held += static_cast<int>(std::ranges::count(hand, static_cast<E>(kind)));
        for (int i = held; i < rules::kEngineCardCopies[static_cast<std::size_t>(kind)]; ++i)
            s.engine_stack.push_back(static_cast<E>(kind));
    }
    if (quantumTunnel) {
        std::erase(s.event_deck, rules::EventCard::kQuantumTunnel);
        s.event_hands[0] = {rules::EventCard::kQuantumTunnel};
    }
    return s;
}

/// The file's bytes ("" when it does not exist).
QByteArray bytesOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class ReviewE2eTest : public QObject {
    Q_OBJECT

private:
    MainWindowFixture m_app;
    QTemporaryDir m_dir;

    ReviewController* review() const { return m_app.window()->findChild<ReviewController*>("reviewController"); }
    AiPlayers* aiPlayers() const { return m_app.window()->findChild<AiPlayers*>("aiPlayers"); }
    /// Esc, as the user presses it, once the window has drawn the last change.
    bool pressEscape() {
        QSignalSpy frame(m_app.window(), &QQuickWindow::frameSwapped);
        m_app.window()->update();
        if (!frame.wait(10000)) return false;
        QTest::keyClick(m_app.window(), Qt::Key_Escape);
        return true;
    }
    /// An unfinished seeded game autosaved to `autosave`, reviewed in the window. False on a failure.
    bool reviewAnUnfinishedGame(const QString& autosave) {
        GameController& controller = m_app.start();
        controller.autosave()->enable(autosave);
        if (!controller.newGame(1, 21, ui::RulesVariant::Board)) return false;
        playHeuristic(controller, 24);
        if (controller.turn().status != ui::GameStatus::InProgress || bytesOf(autosave).isEmpty()) return false;
        return openWindow(QSize(1366, 768), 128) && review()->open() && waitForReview();
    }
    /// What a what-if must leave as it was, byte for byte.
    struct RealGame {
        QByteArray autosave;
        std::string record;
        std::string stepped;
        int step = 0;
        bool operator==(const RealGame&) const = default;
    };
    static RealGame realGame(const GameController& controller, const QString& autosave) {
        return {bytesOf(autosave), rules::record_to_json(controller.record()),
                rules::record_to_json(controller.replay()->cursor()->record()), controller.replay()->step()};
    }
    /// The first row of a decision whose actions were compared (selected), -1 when none.
    int selectComparedDecision() {
        for (int i = 0; i < review()->steps()->count(); ++i) {
            review()->select(i);
            if (review()->choices()->count() > 1) return i;
        }
        return -1;
    }
    /// Opens the window at `size` with the review's estimates capped at `playouts` per estimate.
    bool openWindow(QSize size, int playouts) {
        if (!m_app.open(size)) return false;
        review()->setMaxPlayouts(playouts);
        return true;
    }
    /// Clicks the named item once the window has drawn a frame after the last change (its layout
    /// polished, so the item is where the user sees it).
    bool press(const QString& name) {
        QSignalSpy frame(m_app.window(), &QQuickWindow::frameSwapped);
        m_app.window()->update();
        if (!frame.wait(10000)) return false;
        return m_app.click(name);
    }
    /// The window has drawn a frame after the last change (its layout polished).
    bool drawn() {
        QSignalSpy frame(m_app.window(), &QQuickWindow::frameSwapped);
        m_app.window()->update();
        return frame.wait(10000);
    }
    /// Waits for the running review to finish (bounded: a review of a short record takes seconds).
    bool waitForReview() {
        return QTest::qWaitFor([this] { return review()->ready(); }, 300000);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);  // no remembered AI players: both ships are the learner's
        QSettings().remove(QStringLiteral("ai"));
    }
    void cleanup() { m_app.close(); }

    void aFinishedGameIsReviewedFromTheEndScreen() {
        GameController& controller = m_app.start();
        QVERIFY(controller.newGame(1, 11, ui::RulesVariant::Board));
        playHeuristic(controller, 400);
        QVERIFY(controller.turn().status != ui::GameStatus::InProgress);
        QVERIFY(openWindow(QSize(1366, 768), 128));
        QVERIFY(press("endAnalysis"));
        QVERIFY(controller.replay()->replaying());  // the review steps through the game just played
        QVERIFY(m_app.item("reviewPage")->isVisible());
        QVERIFY(waitForReview());

        // A point per step of the history; the summary adds up and is worded.
        const analysis::ReviewResult& result = review()->review()->result();
        const int steps = static_cast<int>(result.steps.size());
        QCOMPARE(review()->steps()->count(), steps);
        QCOMPARE(review()->graphValues().size(), steps);
        QVERIFY(m_app.item(QStringLiteral("graphPoint%1").arg(steps - 1)) != nullptr);
        QVERIFY(m_app.item(QStringLiteral("graphPoint%1").arg(steps)) == nullptr);
        const analysis::ReviewSummary& s = result.summary;
        QCOMPARE(s.start_tenths + s.decisions_tenths + s.luck_tenths, s.result_tenths);
        QCOMPARE(s.result_tenths, controller.turn().status == ui::GameStatus::Won ? 1000 : 0);
        QVERIFY2(m_app.text("reviewSummary").startsWith("Your decisions "), qPrintable(m_app.text("reviewSummary")));
        QVERIFY2(m_app.text("reviewTotals").endsWith(s.result_tenths == 1000 ? "100.0% at the end" : "0.0% at the end"),
                 qPrintable(m_app.text("reviewTotals")));
        QVERIFY(!review()->keyMoments().isEmpty());
        // At the key decisions (flagged, key moments first, then by points lost), the better move
        // asks the search a person waits for (the hint's and the teammate's), seeded by the game and
        // the entry; when it names the better move, the row says why in its sentence.
        const ReviewController::KeyDecisionSearches* searches = review()->keySearches();
        QVERIFY(searches != nullptr);
        const analysis::RecordHistory& history = review()->review()->history();
        int searchedRows = 0;
        for (const auto& [entry, why] : *searches) {
            QVERIFY(review()->steps()->at(entry).flagged);
            const rules::GameState& before = history.positions[static_cast<std::size_t>(entry)];
            QVERIFY(why == entanglion::policies::person_facing_search_why(
                               before, rules::derived_seed(history.record.seed.value_or(0),
                                                           static_cast<std::uint64_t>(entry))));
            QVERIFY(why.kind == entanglion::policies::SearchWhyKind::kOnlyChoice ||
                    why.total_futures == entanglion::policies::kPersonFacingPlayouts);
            const QString rowWhy = review()->steps()->at(entry).why;
            if (rowWhy.startsWith(QStringLiteral("Why (search): "))) {
                QCOMPARE(rowWhy, QStringLiteral("Why (search): ") + aiText::searchWhyText(why, before));
                ++searchedRows;
            }
        }
        QVERIFY(!searches->empty() && searches->size() <= ReviewController::kKeyDecisions);
        QVERIFY2(searchedRows > 0, qPrintable(QString::number(searches->size())));
        // A decision classed best that the review cannot tell from the best says so, with the margin.
        int withinNoise = 0;
        for (int row = 0; row < steps; ++row) {
            const analysis::ReviewStep& step = result.steps[static_cast<std::size_t>(row)];
            if (!step.decision || step.decision->decision_class != analysis::DecisionClass::kBest) continue;
            const auto margin = analysis::margin_to_best(*step.decision, step.history_entry.action);
            const QString verdict = review()->steps()->at(row).verdict;
            if (margin && margin->kind == analysis::BestMargin::Kind::kWithinNoise) {
                ++withinNoise;
                QVERIFY2(verdict.startsWith("Best within the estimate's noise: ") && verdict.contains(" points"),
                         qPrintable(verdict));
            } else if (step.decision->compared) {
                QCOMPARE(verdict, QStringLiteral("Best"));
            }
        }
        QVERIFY(withinNoise > 0);
        QVERIFY(m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("review-1366x768.png"))));
        m_app.window()->resize(1024, 768);
        QVERIFY(QTest::qWaitFor([&] { return m_app.window()->contentItem()->width() == 1024; }));
        QVERIFY(m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("review-1024x768.png"))));

        // A key moment moves the step-through to its position and shows the board.
        const int momentRow = review()->keyMoments().first();
        QVERIFY(press("keyMoment0"));
        QCOMPARE(controller.replay()->step(), review()->steps()->at(momentRow).actionStep);
        QVERIFY(!review()->shown());

        // Back to the review from the step-through bar (the result is kept), then a point of the graph.
        QVERIFY(press("replayAnalysis"));
        QVERIFY(review()->shown() && review()->ready());
        const int pointRow = steps / 2;
        QVERIFY(press(QStringLiteral("graphPoint%1").arg(pointRow)));
        QCOMPARE(controller.replay()->step(), review()->steps()->at(pointRow).actionStep);
    }

    void cancelStopsTheReview() {
        GameController& controller = m_app.start();
        QVERIFY(controller.newGame(2, 5, ui::RulesVariant::Board));
        playHeuristic(controller, 400);
        QVERIFY(openWindow(QSize(1366, 768), 65536));
        QVERIFY(review()->open());
        QVERIFY(review()->running());
        QVERIFY(press("reviewCancel"));
        QVERIFY(!review()->running());
        QVERIFY(!review()->ready());
        QCOMPARE(review()->steps()->count(), 0);
        QCOMPARE(m_app.text("reviewStatus"), QStringLiteral("Review cancelled"));
        QVERIFY(m_app.item("reviewAgain")->isVisible());
    }

    void aWhatIfLeavesTheRecordAndItsAutosaveUnchanged() {
        const QString autosave = m_dir.filePath(QStringLiteral("autosave.json"));
        QVERIFY(reviewAnUnfinishedGame(autosave));
        GameController& controller = *m_app.controller();
        // The first compared decision: its what-if with the same luck, then with fresh luck.
        QVERIFY(selectComparedDecision() >= 0);
        const RealGame before = realGame(controller, autosave);
        for (const char* luck : {"whatIfSame1", "whatIfFresh1"}) {
            QVERIFY(press(luck));
            QVERIFY(review()->whatIfActive());
            QVERIFY(m_app.item("whatIfBanner")->isVisible());
            QVERIFY(!review()->whatIfResult().isEmpty());
            QVERIFY(press("whatIfLeave"));
            QVERIFY(!review()->whatIfActive());
        }
        QVERIFY(realGame(controller, autosave) == before);
    }

    void aWhatIfPlayedOnTheBoardLeavesTheRealGameAsItWas() {
        const QString autosave = m_dir.filePath(QStringLiteral("autosave-board.json"));
        QVERIFY(reviewAnUnfinishedGame(autosave));
        GameController& controller = *m_app.controller();
        const int row = selectComparedDecision();
        QVERIFY(row >= 0);
        const int step = review()->steps()->at(row).actionStep;
        const RealGame before = realGame(controller, autosave);
        const rules::ReplayCursor recorded = *controller.replay()->cursor();
        QVERIFY(step < recorded.step_count());

        // The board plays the what-if from the decision's position, marked as not the real game, with
        // the same luck still to come: the recorded action leads to the recorded next state.
        QVERIFY(press("whatIfPlay"));
        QVERIFY(!controller.mode().freshLuck);
        QVERIFY(
            m_app.text("whatIfBoardBanner").startsWith(QStringLiteral("What if, with the same luck still to come")));
        const auto recordedAction = recorded.record().actions[static_cast<std::size_t>(step)].action;
        QVERIFY(press("action:" + QString::fromStdString(rules::action_to_string(recordedAction))));
        QVERIFY(*controller.gameState() == recorded.state_at(step + 1));
        QVERIFY(press("whatIfBackToReview"));
        QVERIFY(!(controller.mode().kind == ui::TableMode::WhatIf));
        QVERIFY(realGame(controller, autosave) == before);
        QCOMPARE(review()->selectedRow(), row);

        // With fresh luck, played by the action panel's buttons.
        QVERIFY(press("whatIfPlayFresh"));
        QVERIFY(controller.mode().freshLuck);
        QVERIFY((controller.mode().kind == ui::TableMode::WhatIf));
        QVERIFY(!review()->shown());
        QVERIFY(!controller.replay()->replaying());
        QVERIFY(m_app.item("whatIfBoardBanner")->isVisible());
        QVERIFY(m_app.text("whatIfBoardBanner").startsWith(QStringLiteral("What if, with fresh luck")));
        QCOMPARE(controller.gameState()->actions_applied(), step);
        // Two moves by the action panel's buttons, as the learner clicks them.
        for (int move = 1; move <= 2; ++move) {
            QString button;
            for (int i = 0; i < controller.actionModel()->count() && button.isEmpty(); ++i) {
                if (controller.actionModel()->at(i).allowed)
                    button = "action:" + controller.actionModel()->at(i).actionText;
            }
            QVERIFY(!button.isEmpty());
            QVERIFY2(press(button), qPrintable(button));
            QCOMPARE(controller.gameState()->actions_applied(), step + move);
        }
        QVERIFY((controller.mode().kind == ui::TableMode::WhatIf));
        QCOMPARE(bytesOf(autosave), before.autosave);  // nothing autosaved meanwhile
        QVERIFY(
            m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("review-what-if-board.png"))));

        // Back to the review: the real game, its record, step-through and autosave as they were.
        QVERIFY(press("whatIfBackToReview"));
        QVERIFY(!(controller.mode().kind == ui::TableMode::WhatIf));
        QVERIFY(review()->shown() && review()->ready());
        QVERIFY(controller.replay()->replaying());
        QVERIFY(realGame(controller, autosave) == before);
        QVERIFY(!m_app.item("whatIfBar")->isVisible());
        QCOMPARE(review()->selectedRow(), row);  // the review is the same one, where it was left
    }

    void learnFromYourMistakesFindsTheOneRightAction() {
        // Mercurial flies away with H instead of retrieving the eighth component.
        const rules::GameRecord record = walkthrough::play(
            eighthComponentSetup(), {rules::Action::navigate(Ship::kMercurial, rules::EngineCard::kH)},
            {walkthrough::d8(8), walkthrough::d8(8), walkthrough::centarious(0)});
        const QString path = walkthrough::save(record, m_dir.path(), QStringLiteral("eighth.json"));
        GameController& controller = m_app.start();
        QVERIFY(controller.loadRecord(path));
        QVERIFY(openWindow(QSize(1366, 768), 512));
        QVERIFY(press("replayAnalysis"));
        QVERIFY(waitForReview());
        QCOMPARE(review()->mistakeCount(), 1);
        QVERIFY(press("reviewLearn"));
        QVERIFY(review()->learning());
        QCOMPARE(controller.replay()->step(), 0);  // the board shows the position of the decision

        const rules::GameState start = controller.replay()->cursor()->state_at(0);
        const QString retrieve = gameText::labelOf(rules::Action::retrieve(Ship::kMercurial), start).label;
        int right = -1;
        int wrong = -1;
        for (int i = 0; i < review()->choices()->count(); ++i) {
            const ReviewChoiceRow& choice = review()->choices()->at(i);
            QCOMPARE(choice.win, -1.0);  // no values before the answer
            if (choice.label == retrieve)
                right = i;
            else if (wrong < 0)
                wrong = i;
        }
        QVERIFY(right >= 0 && wrong >= 0);
        // A wrong answer: not as good, try again; the right one: as good as the best, values shown.
        QVERIFY(press(QStringLiteral("learnChoice%1").arg(wrong)));
        QVERIFY(!review()->learnSolved());
        QVERIFY(!review()->learnRevealed());
        QVERIFY(press(QStringLiteral("learnChoice%1").arg(right)));
        QVERIFY(review()->learnSolved());
        QVERIFY(review()->learnRevealed());
        QVERIFY(review()->choices()->at(right).best);
        QVERIFY2(m_app.text("learnVerdict").startsWith("Yes: "), qPrintable(m_app.text("learnVerdict")));

        // Two wrong answers: the best is shown.
        QVERIFY(press("learnStop"));
        QVERIFY(press("reviewLearn"));
        QVERIFY(press(QStringLiteral("learnChoice%1").arg(wrong)));
        QVERIFY(press(QStringLiteral("learnChoice%1").arg(wrong)));
        QVERIFY(review()->learnRevealed());
        QVERIFY(!review()->learnSolved());
        QVERIFY2(m_app.text("learnVerdict").contains(retrieve), qPrintable(m_app.text("learnVerdict")));
        QVERIFY(press("learnNext"));  // the only mistake: done
        QVERIFY(!review()->learning());
        // Esc leaves the practice first, the page only after.
        QVERIFY(press("reviewLearn"));
        QVERIFY(pressEscape());
        QVERIFY(!review()->learning());
        QVERIFY(review()->shown());
        // Mercurial played by the AI: its decisions are not the learner's to try again.
        review()->setMercurialLearner(false);
        QCOMPARE(review()->mistakeCount(), 0);
        QVERIFY(!review()->startLearning());
    }

    void practiceKeepsTheBoardInSight_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("zoom");
        QTest::newRow("1366x768") << QSize(1366, 768) << 1.0;
        QTest::newRow("1024x768") << QSize(1024, 768) << 1.0;
        QTest::newRow("1024x768 at 160%") << QSize(1024, 768) << 1.6;
    }
    void practiceKeepsTheBoardInSight() {
        QFETCH(QSize, size);
        QFETCH(double, zoom);
        const rules::GameRecord record = walkthrough::play(
            eighthComponentSetup(), {rules::Action::navigate(Ship::kMercurial, rules::EngineCard::kH)},
            {walkthrough::d8(8), walkthrough::d8(8), walkthrough::centarious(0)});
        const QString path = walkthrough::save(record, m_dir.path(), QStringLiteral("sight.json"));
        GameController& controller = m_app.start();
        QVERIFY(controller.loadRecord(path));
        QVERIFY(openWindow(size, 512));
        QVERIFY(testing_ui::setZoom(m_app.window(), zoom));
        QVERIFY(press("replayAnalysis"));
        QVERIFY(waitForReview());
        QQuickItem* page = m_app.item("reviewPage");
        QQuickItem* map = m_app.item("galaxyMap");
        QVERIFY(page != nullptr && map != nullptr);
        QVERIFY(testing_ui::sceneRect(page).intersects(testing_ui::sceneRect(map)));  // the review covers the game
        // Learn from your mistakes (its button may be below the fold of the review at 160%).
        QVERIFY(review()->startLearning());
        QVERIFY(drawn());
        QVERIFY(
            m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("review-practice-%1x%2-%3.png")
                                                                             .arg(size.width())
                                                                             .arg(size.height())
                                                                             .arg(qRound(zoom * 100)))));
        // The position asked about, on the board, beside the question: the map whole and uncovered.
        const QRectF window(0, 0, size.width() + 0.5, size.height() + 0.5);
        const QRectF board = testing_ui::sceneRect(map);
        QVERIFY(map->isVisible() && window.contains(board));
        QVERIFY2(!testing_ui::sceneRect(page).adjusted(0.5, 0.5, -0.5, -0.5).intersects(board),
                 qPrintable(QStringLiteral("the practice (from x %1) covers the map (to x %2)")
                                .arg(testing_ui::sceneRect(page).left())
                                .arg(board.right())));
        // The question and its answers in the window beside it.
        for (const QString& name :
             {QStringLiteral("learnPrompt"), QStringLiteral("learnChoice0"), QStringLiteral("learnStop")}) {
            QQuickItem* part = m_app.item(name);
            QVERIFY2(part != nullptr && part->isVisible(), qPrintable(name));
            QVERIFY2(window.contains(testing_ui::sceneRect(part)),
                     qPrintable(name + QStringLiteral(" leaves the window")));
        }
        // Stopped, the review covers the game again (all the window under the toolbar).
        QVERIFY(press("learnStop"));
        QVERIFY(drawn());
        QCOMPARE(testing_ui::sceneRect(page), testing_ui::sceneRect(page->parentItem()));
        // Back to the board from the practice: the board says the step the practice named.
        QVERIFY(review()->startLearning());
        QVERIFY(drawn());
        const QString prompt = m_app.text("learnPrompt");
        QVERIFY2(prompt.startsWith(QStringLiteral("Step 1: ")), qPrintable(prompt));
        QVERIFY(press("reviewClose"));
        QVERIFY(!review()->shown());
        QCOMPARE(controller.replay()->step(), 1);
        QVERIFY2(controller.turn().prompt.startsWith(QStringLiteral("Step 1 of ")),
                 qPrintable(controller.turn().prompt));
    }

    void anAiPartnersDecisionsAreSummedApart() {
        GameController& controller = m_app.start();
        QVERIFY(controller.newGame(1, 21, ui::RulesVariant::Board));
        playHeuristic(controller, 30);
        QVERIFY(openWindow(QSize(1366, 768), 128));
        AiPlayers* ai = aiPlayers();
        ai->setStepByKey(true);  // the AI waits for its key: the game stays as played
        QVERIFY(ai->configure(QString(), QStringLiteral("heuristic")));  // Rubicon: the AI partner
        QVERIFY(!review()->rubiconLearner());
        QVERIFY(review()->mercurialLearner());
        QVERIFY(review()->open());
        QVERIFY(waitForReview());
        const analysis::Seats seats{analysis::Seat::kHuman, analysis::Seat::kAi};
        QVERIFY(review()->seats() == seats);
        const analysis::ReviewSummary& s = review()->review()->result().summary;
        const analysis::PlayerSummary learner = analysis::decisions_of(s, seats, analysis::Seat::kHuman);
        const analysis::PlayerSummary partner = analysis::decisions_of(s, seats, analysis::Seat::kAi);
        QVERIFY(partner.decisions > 0 && learner.decisions > 0);

        // The summary's first sentence is the learner's (Mercurial's) alone, the second the partner's.
        const QString summary = m_app.text("reviewSummary");
        const QString learnerWords = (learner.decisions_tenths <= 0 ? QStringLiteral("Your decisions cost %1 point")
                                                                    : QStringLiteral("Your decisions gained %1 point"))
                                         .arg((std::abs(learner.decisions_tenths) + 5) / 10);
        QVERIFY2(summary.startsWith(learnerWords), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("Your AI partner's decisions ")), qPrintable(summary));
        QCOMPARE(summary, reviewText::summarySentence(s, seats));
        QVERIFY(summary != reviewText::summarySentence(s));
        QVERIFY(m_app.item("reviewPartnerCounts")->isVisible());
        QVERIFY2(m_app.text("reviewLearnerCounts")
                     .startsWith(QStringLiteral("Your decisions — best: %1, ")
                                     .arg(learner.classes[static_cast<int>(analysis::DecisionClass::kBest)])),
                 qPrintable(m_app.text("reviewLearnerCounts")));
        QVERIFY2(m_app.text("reviewPartnerCounts")
                     .startsWith(QStringLiteral("Your AI partner's decisions — best: %1, ")
                                     .arg(partner.classes[static_cast<int>(analysis::DecisionClass::kBest)])),
                 qPrintable(m_app.text("reviewPartnerCounts")));
        // Learn from your mistakes takes the learner's flagged decisions only.
        int learnerFlagged = 0;
        for (int row = 0; row < review()->steps()->count(); ++row) {
            const ReviewStepRow& step = review()->steps()->at(row);
            if (step.flagged && step.who == ui::ReviewActor::Mercurial) ++learnerFlagged;
        }
        QCOMPARE(review()->mistakeCount(), learnerFlagged);

        // Both ships the learner's again: one sentence for the whole team's decisions.
        QVERIFY(ai->configure(QString(), QString()));
        QCOMPARE(m_app.text("reviewSummary"), reviewText::summarySentence(s));
        QVERIFY(!m_app.item("reviewPartnerCounts")->isVisible());
    }

    void theReviewStartsOnItsFirstControl() {
        const QString autosave = m_dir.filePath(QStringLiteral("focus.json"));
        QVERIFY(reviewAnUnfinishedGame(autosave));
        QQuickWindow* window = m_app.window();
        // The keyboard, and so a screen reader, is on Back to the board, with its focus ring.
        QTRY_VERIFY(window->activeFocusItem() != nullptr &&
                    window->activeFocusItem()->objectName() == QLatin1String("reviewClose"));
        QVERIFY(window->activeFocusItem()->property("visualFocus").toBool());
        // Practising a mistake moves the board under the page: the keyboard stays on the page.
        if (review()->mistakeCount() > 0) {
            QVERIFY(review()->startLearning());
            // The board's turn changes (the window's later calls run) and the page redraws.
            for (int frame = 0; frame < 2; ++frame) {
                QSignalSpy swapped(window, &QQuickWindow::frameSwapped);
                window->update();
                QVERIFY(swapped.wait(10000));
            }
            QVERIFY(window->activeFocusItem() != nullptr);
            for (QQuickItem* up = window->activeFocusItem(); up != nullptr; up = up->parentItem()) {
                if (up->objectName() == QLatin1String("reviewPage")) break;
                QVERIFY2(up->parentItem() != nullptr, qPrintable(QStringLiteral("the keyboard left the page for ") +
                                                                 window->activeFocusItem()->objectName()));
            }
            review()->stopLearning();
        }
        // Back to the board: the keyboard goes back to the game.
        QVERIFY(press("reviewClose"));
        QTRY_VERIFY(window->activeFocusItem() != nullptr &&
                    window->activeFocusItem()->objectName().startsWith(QLatin1String("handAnchor_")));
    }

    void escapeGoesBackFromTheReviewOneLevelAtATime() {
        GameController& controller = m_app.start();
        QVERIFY(controller.newGame(1, 21, ui::RulesVariant::Board));
        playHeuristic(controller, 24);
        QVERIFY(openWindow(QSize(1366, 768), 128));
        QVERIFY(review()->open());
        QVERIFY(waitForReview());
        const int row = selectComparedDecision();
        QVERIFY(row >= 0);
        QVERIFY(press("whatIfSame1"));
        QVERIFY(review()->whatIfActive());
        // What-if, then the decision's choices, then the page: one level per Esc.
        QVERIFY(pressEscape());
        QVERIFY(!review()->whatIfActive());
        QVERIFY(review()->shown());
        QCOMPARE(review()->selectedRow(), row);
        QVERIFY(pressEscape());
        QCOMPARE(review()->selectedRow(), -1);
        QVERIFY(review()->shown());
        QVERIFY(pressEscape());
        QVERIFY(!review()->shown());
        QVERIFY(!m_app.item("reviewPage")->isVisible());
        QVERIFY(controller.replay()->replaying());  // back on the board, still stepping through
    }

    void theHintLooksAheadOnAWorkerThread() {
        // The eighth component with Quantum Tunnel in hand: retrieving wins at once.
        for (const bool tunnel : {true, false}) {
            rules::GameRecord record = walkthrough::play(eighthComponentSetup(tunnel), {}, {});
            const QString path = walkthrough::save(record, m_dir.path(), QStringLiteral("hint.json"));
            GameController& controller = m_app.start();
            QVERIFY(controller.playRecordSetup(path));
            QVERIFY(m_app.open(QSize(1366, 768)));
            auto* ai = m_app.window()->findChild<AiPlayers*>("aiPlayers");
            QVERIFY(ai != nullptr && ai->humanToMove());
            // What the hint shows each time it changes: first the search's answer alone, while the
            // look-ahead still weighs every action.
            QList<std::pair<bool, QString>> shown;
            const auto recording = QObject::connect(ai, &AiPlayers::hintChanged, ai, [&] {
                shown.append({ai->hintThinking(), ai->hintText()});
            });
            QVERIFY(ai->hint());  // as the Hint button and H do
            // Asked, not answered yet: the search and the look-ahead think on the worker while the window goes on.
            QVERIFY(ai->hintThinking());
            QCOMPARE(ai->hintRow(), -1);
            QVERIFY(QTest::qWaitFor([&] { return !ai->hintThinking(); }, 60000));
            QObject::disconnect(recording);
            const auto searchFirst = std::find_if(shown.begin(), shown.end(), [](const auto& step) {
                return step.first && step.second.startsWith(QStringLiteral("Hint (search): ")) &&
                       !step.second.contains(u'\n');
            });
            QVERIFY2(searchFirst != shown.end(), "the search's answer was not shown before the look-ahead's");
            const QString hint = ai->hintText();
            QVERIFY2(hint.startsWith(searchFirst->second) || hint.startsWith(QStringLiteral("Hint (look-ahead): ")),
                     qPrintable(hint));
            // The search's choice with its sentence, unless the look-ahead overrules it.
            QVERIFY2(hint.startsWith(QStringLiteral("Hint (search): ")) ||
                         hint.startsWith(QStringLiteral("Hint (look-ahead): ")),
                     qPrintable(hint));
            if (tunnel) {
                QVERIFY2(hint.startsWith(QStringLiteral("Hint (search): ")) &&
                             hint.contains(QStringLiteral("retrieve the last component, Quantum Gates, at OMEGA TWO")),
                         qPrintable(hint));
                QVERIFY2(ai->hintRow() == controller.rowOfAction(rules::Action::retrieve(Ship::kMercurial)),
                         qPrintable(hint));
                QVERIFY2(hint.contains(QStringLiteral("the team wins 100.0% of games")), qPrintable(hint));
            } else {
                // Retrieving faces a roll at rate 7 one step from X: a failed roll loses the game, and the
                // hint says so beside its chance.
                const QString retrieve =
                    gameText::labelOf(rules::Action::retrieve(Ship::kMercurial), *controller.gameState()).label;
                QVERIFY2(hint.contains(retrieve + QStringLiteral(": wins ")) ||
                             hint.startsWith("Hint (look-ahead): " + retrieve) ||
                             hint.startsWith("Hint (search): " + retrieve),
                         qPrintable(hint));
                QVERIFY2(hint.contains(QStringLiteral("a detection now loses the game")) ||
                             hint.contains(QStringLiteral("A detection now loses the game.")),
                         qPrintable(hint));
            }
            // Every other legal action with its chance.
            QCOMPARE(hint.count(QStringLiteral(": wins ")),
                     static_cast<qsizetype>(controller.gameState()->legal_actions().size()) - 1);
            if (tunnel) {
                // The learner previews Mercurial's H: the hint sets its actions against the best.
                const rules::GameState& state = *controller.gameState();
                const QString retrieve = gameText::labelOf(rules::Action::retrieve(Ship::kMercurial), state).label;
                const QString navigateH =
                    gameText::labelOf(rules::Action::navigate(Ship::kMercurial, rules::EngineCard::kH), state).label;
                const QString exchangeH =
                    gameText::labelOf(rules::Action::exchange(Ship::kMercurial, rules::EngineCard::kH), state).label;
                QVERIFY(!hint.contains(QStringLiteral("Playing H here")));
                controller.preview()->showCard(ui::Ship::Mercurial, 1);
                QVERIFY(controller.preview()->previewing());
                QString withH = ai->hintText();
                for (const QString& action : {navigateH, exchangeH}) {
                    QVERIFY2(withH.contains(QStringLiteral("Playing H here (%1): wins ").arg(action)),
                             qPrintable(withH));
                }
                const analysis::HandCard h{Ship::kMercurial, rules::EngineCard::kH};
                qsizetype withCard = 0;
                for (const rules::Action& action : state.legal_actions())
                    withCard += analysis::uses_card(action, h) ? 1 : 0;
                QVERIFY(withCard >= 2);
                QCOMPARE(withH.count(QStringLiteral(" against 100.0% for the best, %1.").arg(retrieve)), withCard);
                controller.preview()->clear();
                QCOMPARE(ai->hintText(), hint);
                // Asked while previewing: the same lines, the card's actions weighed to full precision.
                controller.preview()->showCard(ui::Ship::Mercurial, 1);
                QVERIFY(ai->hint());
                QVERIFY(QTest::qWaitFor([&] { return !ai->hintThinking(); }, 60000));
                withH = ai->hintText();
                QVERIFY2(withH.contains(QStringLiteral("Playing H here (%1): wins ").arg(navigateH)),
                         qPrintable(withH));
                controller.preview()->clear();
            }
            m_app.close();
        }
    }
};

ENTANGLION_QTEST_MAIN(ReviewE2eTest)
#include "review_e2e_test.moc"
