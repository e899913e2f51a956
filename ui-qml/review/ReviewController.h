#pragma once
/// The review of a game in the app: game/analysis's Review of the record shown (the game
/// just played, or the record being stepped through), computed on a worker thread with progress and
/// Cancel, and shown as rows (ReviewStepModel: one per step of the history, the graph's points), a
/// summary in words and the key moments. Clicking a row moves the step-through there.
///
/// Around it: "learn from your mistakes" (the flagged decisions in turn; the learner picks an action
/// and the review's estimates say whether it is as good as the best, the best shown after a second
/// try) and "what if" (from a reviewed decision, another action played on by the computer team, with
/// the recorded luck or fresh luck, on its own copy: the record and its autosave never change).
/// Everything judged here is judged by game/analysis; this object words it and keeps the threads.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QThread>
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "game/analysis/review.h"
#include "game/policies/search_why.h"
#include "ui-qml/controller/AiPlayers.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/review/ReviewFacts.h"
#include "ui-qml/review/ReviewModels.h"

class ReviewController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameController* controller READ controller WRITE setController NOTIFY controllerChanged)
    /// The Review page is shown.
    Q_PROPERTY(bool shown READ shown NOTIFY shownChanged)
    /// A review is being computed (on the worker thread).
    Q_PROPERTY(bool running READ running NOTIFY stateChanged)
    /// A finished review is shown.
    Q_PROPERTY(bool ready READ ready NOTIFY stateChanged)
    /// 0..1 while running.
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    /// What the review is doing, in words ("Reviewing: 40 of 120 positions", "Review cancelled").
    Q_PROPERTY(QString statusText READ statusText NOTIFY progressChanged)
    Q_PROPERTY(ReviewStepModel* steps READ steps CONSTANT)
    /// The finished review's summary (ReviewFacts.h): its sentences, key moments and graph.
    Q_PROPERTY(ReviewSummaryFacts summary READ summary NOTIFY stateChanged)
    /// Playouts per estimate at most (the review's cap; fewer is faster and coarser).
    Q_PROPERTY(int maxPlayouts READ maxPlayouts WRITE setMaxPlayouts NOTIFY settingsChanged)

    /// The row whose details (and choices) are shown, -1 for none.
    Q_PROPERTY(int selectedRow READ selectedRow NOTIFY selectionChanged)
    /// The legal actions at the selected decision, with the review's estimate of each.
    Q_PROPERTY(ReviewChoiceModel* choices READ choices CONSTANT)

    /// The AI players: a ship the AI plays is the AI partner's, not the learner's (the summary says
    /// its decisions apart, learn from your mistakes leaves them out).
    Q_PROPERTY(AiPlayers* aiPlayers READ aiPlayers WRITE setAiPlayers NOTIFY controllerChanged)
    // The learner's ships (both by default; a ship the AI plays is not).
    Q_PROPERTY(bool mercurialLearner READ mercurialLearner NOTIFY settingsChanged)
    Q_PROPERTY(bool rubiconLearner READ rubiconLearner NOTIFY settingsChanged)
    /// Learn from your mistakes (ReviewFacts.h): the mistake practised, the prompt and the verdict.
    Q_PROPERTY(ReviewLearnFacts learn READ learn NOTIFY learnChanged)

    // What if.
    Q_PROPERTY(bool whatIfActive READ whatIfActive NOTIFY whatIfChanged)
    /// The what-if's moves in words, the alternative first.
    Q_PROPERTY(QStringList whatIfMoves READ whatIfMoves NOTIFY whatIfChanged)
    /// How the what-if ended, against the real game.
    Q_PROPERTY(QString whatIfResult READ whatIfResult NOTIFY whatIfChanged)

public:
    /// The search's reasons at the key decisions, by entry (keyDecisionSearches).
    using KeyDecisionSearches = std::map<int, entanglion::policies::SearchWhy>;
    static constexpr std::size_t kKeyDecisions = 5;
    const KeyDecisionSearches* keySearches() const { return ready() ? m_keySearches.get() : nullptr; }
    explicit ReviewController(QObject* parent = nullptr);
    ~ReviewController() override;

    /// Shows the Review page for the record shown: ends a what-if played on the board (the real game
    /// comes back), steps through the game played when it is not stepped through yet, and reviews it
    /// unless that review is already done or running.
    Q_INVOKABLE bool open();
    Q_INVOKABLE void close();
    /// Esc on the page: one level back. Leaves a what-if, else stops learning, else drops the
    /// selected decision's choices, else closes the page (the board shows). False when not shown.
    Q_INVOKABLE bool back();
    /// Stops a running review (its result is dropped).
    Q_INVOKABLE void cancel();
    /// Reviews the record shown again (after a cancel).
    Q_INVOKABLE bool restart();
    /// Moves the step-through to row `row`'s position (before its step) and shows the board.
    Q_INVOKABLE void goToRow(int row);
    /// Shows row `row`'s details and, for a compared decision, its choices.
    Q_INVOKABLE void select(int row);

    Q_INVOKABLE bool startLearning();
    /// The learner's answer: choice `choice` of `choices` at the current mistake.
    Q_INVOKABLE bool answer(int choice);
    Q_INVOKABLE bool nextMistake();
    Q_INVOKABLE void stopLearning();

    /// From the selected decision, plays choice `choice` and lets the computer team play on, with the
    /// recorded luck still to come or fresh luck. The record and the step-through stay as they are.
    Q_INVOKABLE bool startWhatIf(int choice, bool freshLuck);
    Q_INVOKABLE void leaveWhatIf();
    /// From the selected decision's position, a what-if the learner plays on the board with the
    /// normal controls (GameController::beginWhatIf: the same luck still to come, or fresh luck fixed by the step): the
    /// page closes; open() (the board's "Back to the review") brings the real game back as it was.
    Q_INVOKABLE bool playWhatIf(bool freshLuck);

    GameController* controller() const { return m_game; }
    void setController(GameController* controller);
    bool shown() const { return m_shown; }
    bool running() const { return m_worker != nullptr; }
    bool ready() const { return m_review != nullptr && !running() && !m_failed; }
    double progress() const { return m_progress; }
    QString statusText() const { return m_status; }
    ReviewStepModel* steps() const { return m_steps; }
    ReviewSummaryFacts summary() const;
    ReviewLearnFacts learn() const;
    QString summaryText() const { return m_summary; }
    QString learnerCountsText() const { return m_learnerCounts; }
    QString partnerCountsText() const { return m_partnerCounts; }
    AiPlayers* aiPlayers() const { return m_ai; }
    void setAiPlayers(AiPlayers* ai);
    /// Who played each ship, as the summary and learn from your mistakes take it.
    entanglion::analysis::Seats seats() const;
    QString totalsText() const { return m_totals; }
    QList<int> keyMoments() const { return m_keyMoments; }
    QList<double> graphValues() const { return m_graph; }
    QStringList keyMomentTexts() const { return m_keyMomentTexts; }
    /// The last row whose position comes at or before the step-through's `step` (-1 for none).
    Q_INVOKABLE int rowOfStep(int step) const;
    int maxPlayouts() const { return m_maxPlayouts; }
    void setMaxPlayouts(int playouts);
    int selectedRow() const { return m_selected; }
    ReviewChoiceModel* choices() const { return m_choices; }
    bool mercurialLearner() const { return m_learners[0]; }
    void setMercurialLearner(bool on) { setLearner(0, on); }
    bool rubiconLearner() const { return m_learners[1]; }
    void setRubiconLearner(bool on) { setLearner(1, on); }
    bool learning() const { return m_learnIndex >= 0; }
    int mistakeCount() const { return static_cast<int>(m_mistakes.size()); }
    int learnIndex() const { return m_learnIndex; }
    QString learnPrompt() const { return m_learnPrompt; }
    QString learnVerdict() const { return m_learnVerdict; }
    bool learnRevealed() const { return m_learnRevealed; }
    bool learnSolved() const { return m_learnSolved; }
    bool whatIfActive() const { return !m_whatIfMoves.isEmpty(); }
    QStringList whatIfMoves() const { return m_whatIfMoves; }
    QString whatIfResult() const { return m_whatIfResult; }

    /// The finished review (null while none): tests read its numbers.
    const entanglion::analysis::Review* review() const { return ready() ? m_review.get() : nullptr; }

signals:
    void controllerChanged();
    void shownChanged();
    void stateChanged();
    void progressChanged();
    void settingsChanged();
    void selectionChanged();
    void learnChanged();
    void whatIfChanged();

private:
    /// Starts the review of `record` on the worker thread.
    bool start(const entanglion::rules::GameRecord& record);
    void onProgress(std::uint64_t generation, int finished, int total);
    void onFinished(std::uint64_t generation, bool done);
    /// Drops the review (another record is shown now).
    void reset();
    void stopWorker();
    void fillRows();
    /// The decision reviewed at row `row`, or null.
    const entanglion::analysis::DecisionReview* decisionAt(int row) const;
    void fillChoices(int row, bool showValues);
    void showMistake();
    void setLearner(int ship, bool on);
    /// The rows of the learner's flagged decisions.
    void findMistakes();
    /// The summary's words for the learner's ships and the AI partner's.
    void wordSummary();
    /// The learners from the AI players (a ship the AI plays is not the learner's).
    void followAiPlayers();
    /// The search a person waits for (policies::person_facing_search_why), asked at the key decisions:
    /// the flagged decisions, those among the key moments first, then those that lost the most
    /// points, kKeyDecisions at most; by entry: the review's better move there. Run on the worker,
    /// after the review (a search per key decision, not per decision: up to 0.2 s each).
    static KeyDecisionSearches keyDecisionSearches(const entanglion::analysis::Review& review);
    /// The candidate of `decision` the search chose, when it is not the move played and the
    /// look-ahead finds it not significantly worse than the best; null otherwise.
    static const entanglion::analysis::CandidateReview* searchedCandidate(
        const entanglion::analysis::DecisionReview& decision, const entanglion::rules::Action& searched,
        const entanglion::rules::Action& played);

    QPointer<GameController> m_game;
    ReviewStepModel* m_steps;
    ReviewChoiceModel* m_choices;
    std::shared_ptr<entanglion::analysis::Review> m_review;
    std::shared_ptr<KeyDecisionSearches> m_keySearches;  ///< filled by the worker with the review
    QThread* m_worker = nullptr;
    std::uint64_t m_generation = 0;
    bool m_failed = false;
    bool m_shown = false;
    int m_maxPlayouts = 2048;
    double m_progress = 0;
    QString m_status;
    QString m_summary;
    QString m_learnerCounts;
    QString m_partnerCounts;
    QPointer<AiPlayers> m_ai;
    QString m_totals;
    QList<int> m_keyMoments;
    QList<double> m_graph;
    QStringList m_keyMomentTexts;
    int m_selected = -1;
    std::array<bool, 2> m_learners{true, true};  ///< by Ship
    std::vector<int> m_mistakes;                 ///< rows of the learner's flagged decisions
    int m_learnIndex = -1;
    int m_learnTries = 0;
    QString m_learnPrompt;
    QString m_learnVerdict;
    bool m_learnRevealed = false;
    bool m_learnSolved = false;
    QStringList m_whatIfMoves;
    QString m_whatIfResult;
};
