#pragma once
/// The AI partners and the hint. Each ship is played by a human or by a policy (game/policies,
/// made by name in policies::make_policy). When the acting ship is an AI, it asks its policy for an
/// action and hands the typed action to GameController::applyAiMove, the same path as a human's
/// button (so the move is checked, recorded, autosaved and logged), after `delayMs`, or on
/// nextMove() when `stepByKey` is set; the controller logs the policy's reason before the move. It
/// never acts while the game is over, while a record is stepped through, or while `blocked` (a
/// dialog or page is open).
///
/// The policy thinks on a worker thread, on a copy of the state, so a search's thinking time never
/// freezes the window (`thinking` is true meanwhile). Its answer is played only if the game is still
/// the one it thought about (same game, same number of actions, still the AI's turn, nothing open);
/// otherwise it is dropped and the AI thinks again when it may move.
///
/// The hint asks the search a person waits for (policies::person_facing_search_options, the same as a
/// searching teammate's without a thinking time of its own) and weighs every legal action by
/// look-ahead on a worker thread (review/LookAheadHint.h, about half a second more, as `entanglion-cli
/// hint`); the action panel highlights the suggested row; why (one sentence from the search's own
/// figures), the win probability, what a detection would cost and the other actions' chances are
/// worded in `hintText`, with the actions of the card the learner previews (controller->preview())
/// set against the best. Asked with a policy's name, it asks that policy instead, at once. A
/// searching teammate's move is logged with the same kind of sentence.
/// Nothing here decides a rule.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <array>
#include <memory>
#include <optional>
#include <thread>

#include "game/policies/balance_figures.h"
#include "game/policies/policy.h"
#include "game/policies/search_why.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/review/LookAheadHint.h"

class AiPlayers : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameController* controller READ controller WRITE setController NOTIFY controllerChanged)
    /// Which ships the AI plays (the New game dialog sets them with configure()).
    Q_PROPERTY(bool mercurialAi READ mercurialAi NOTIFY playersChanged)
    Q_PROPERTY(bool rubiconAi READ rubiconAi NOTIFY playersChanged)
    Q_PROPERTY(QString mercurialPolicy READ mercurialPolicy NOTIFY playersChanged)
    Q_PROPERTY(QString rubiconPolicy READ rubiconPolicy NOTIFY playersChanged)
    /// Every policy name the factory knows, weakest first.
    Q_PROPERTY(QStringList policyNames READ policyNames CONSTANT)
    /// The policy a hint and a new AI partner use unless told otherwise (policies::best_policy_name()).
    Q_PROPERTY(QString bestPolicy READ bestPolicy CONSTANT)
    /// The pause before an AI move, in milliseconds (100..5000).
    Q_PROPERTY(int delayMs READ delayMs WRITE setDelayMs NOTIFY settingsChanged)
    /// When true, AI moves wait for nextMove() (the "Next AI move" button or its key).
    Q_PROPERTY(bool stepByKey READ stepByKey WRITE setStepByKey NOTIFY settingsChanged)
    /// Set by the window while a dialog or a page is open: the AI waits.
    Q_PROPERTY(bool blocked READ blocked WRITE setBlocked NOTIFY settingsChanged)
    /// True when the acting ship is an AI and may move now (waiting for its delay or its key).
    Q_PROPERTY(bool aiToMove READ aiToMove NOTIFY stateChanged)
    /// True when the acting ship is a human's and a hint may be asked for.
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY stateChanged)
    /// The hinted action's row in the controller's actionModel, -1 without a hint.
    Q_PROPERTY(int hintRow READ hintRow NOTIFY hintChanged)
    /// The hint in words: the action, the reason and the detection risk.
    Q_PROPERTY(QString hintText READ hintText NOTIFY hintChanged)
    /// True while the look-ahead hint is thinking (on its worker thread).
    Q_PROPERTY(bool hintThinking READ hintThinking NOTIFY hintChanged)
    /// The look-ahead hint's thinking time in milliseconds (default 500).
    Q_PROPERTY(int hintBudgetMs READ hintBudgetMs WRITE setHintBudgetMs NOTIFY settingsChanged)
    /// AI moves played since the app started (tests and the status line).
    Q_PROPERTY(int movesPlayed READ movesPlayed NOTIFY stateChanged)
    /// True while an AI's policy is choosing its move (on the worker thread).
    Q_PROPERTY(bool thinking READ thinking NOTIFY stateChanged)

public:
    explicit AiPlayers(QObject* parent = nullptr);
    ~AiPlayers() override;

    QString bestPolicy() const;

    /// Who plays each ship from the next game on: `policy` names a policies::make_policy() policy,
    /// `budgetMs` its thinking time per move (ignored by policies that do not search; 0: the search a
    /// person waits for, as the hint's, policies::person_facing_settings). An empty
    /// policy name means a human. Returns false (and keeps the old players) for an unknown name.
    /// The choice is remembered (QSettings "ai/…") and comes back when the app starts again.
    Q_INVOKABLE bool configure(const QString& mercurialPolicy, const QString& rubiconPolicy, int budgetMs = 0);
    /// Starts the AI's move now (the step key): its policy thinks on the worker thread and the move
    /// is played when it answers. False when no AI may move or it is already thinking.
    Q_INVOKABLE bool nextMove();
    /// A policy's name as the app shows it, in the user's language ("random" in English).
    Q_INVOKABLE QString policyTitle(const QString& policy) const;
    /// Suggests a move to the human who must act: by look-ahead on the worker thread (the hint comes
    /// when it has thought), or at once by `policyName`'s policy. False when no human may act.
    Q_INVOKABLE bool hint(const QString& policyName = QString());
    Q_INVOKABLE void clearHint();
    /// The balance study's figure for two AIs of `policy` at `difficulty` under `variant`, from the
    /// shipped data (:/data/balance.json); null when it was not measured.
    const entanglion::policies::BalanceFigure* measuredWinRate(const QString& policy, int difficulty,
                                                               ui::RulesVariant::Value variant) const;
    /// That figure in a sentence, numbers in the UI's locale: "Two AIs (random) win 0.040% of games
    /// at this difficulty (95% interval …)", or that it is not measured yet.
    Q_INVOKABLE QString winRateText(const QString& policy, int difficulty, ui::RulesVariant::Value variant) const;

    GameController* controller() const { return m_controller; }
    void setController(GameController* controller);
    bool mercurialAi() const { return m_policies[0] != nullptr; }
    bool rubiconAi() const { return m_policies[1] != nullptr; }
    QString mercurialPolicy() const { return m_names[0]; }
    QString rubiconPolicy() const { return m_names[1]; }
    QStringList policyNames() const;
    int delayMs() const { return m_delayMs; }
    void setDelayMs(int ms);
    bool stepByKey() const { return m_stepByKey; }
    void setStepByKey(bool on);
    bool blocked() const { return m_blocked; }
    void setBlocked(bool on);
    bool aiToMove() const;
    bool humanToMove() const;
    int hintRow() const { return m_hintRow; }
    QString hintText() const { return m_hintText; }
    /// The hint to be read aloud: as hintText, without every other action's chance.
    QString hintSpeech() const { return m_hintSpeech; }
    int movesPlayed() const { return m_movesPlayed; }
    bool thinking() const { return m_thinking; }
    bool hintThinking() const { return m_hintThinking; }
    int hintBudgetMs() const { return m_hintBudgetMs; }
    void setHintBudgetMs(int ms);

    /// Why the last AI move was chosen, when its policy searched (the sentence the log shows).
    const std::optional<entanglion::policies::SearchWhy>& lastSearch() const { return m_lastSearch; }
    /// Why the hint shown suggests its move, when a search chose it (the look-ahead hint's search).
    const std::optional<entanglion::policies::SearchWhy>& hintSearch() const { return m_hintSearch; }
    /// A policy by name for a teammate or a hint: "search" without a thinking time of its own
    /// (`budgetMs` 0) is the search a person waits for (policies::person_facing_settings).
    static std::unique_ptr<entanglion::policies::Policy> makePolicy(const QString& name, std::uint64_t seed,
                                                                    int budgetMs);

    /// The shipped balance table (parsed once; nullopt, with a logged message, if it were broken).
    static const std::optional<entanglion::policies::BalanceTable>& balanceTable();

signals:
    void controllerChanged();
    void playersChanged();
    void settingsChanged();
    void stateChanged();
    void hintChanged();
    /// A hint that was asked for has arrived (not emitted when it is only worded again or dropped).
    void hintReady();

private:
    /// After any change: drops a stale hint, (re)arms the timer when an AI is to move.
    void onGameChanged();
    void schedule();
    /// Whether the game allows anyone to move now: a game, not over, not stepped through, not blocked.
    bool gameOpen() const;
    /// The acting ship's policy, seeded for this game (fresh generators when the game changed).
    std::shared_ptr<entanglion::policies::Policy> actingPolicy();
    /// What the worker thought about: the answer is played only while it still describes the game.
    struct Thought {
        std::uint64_t generation = 0;  ///< m_generation when asked (configure() moves it on)
        std::optional<std::uint64_t> seed;
        int step = 0;
        entanglion::Ship ship = entanglion::Ship::kMercurial;
    };
    /// On the UI thread, when the worker answered: plays the move if `thought` still holds.
    void playThought(const Thought& thought, const entanglion::policies::Explanation& why,
                     const std::optional<entanglion::policies::SearchWhy>& search);
    void joinWorker();
    /// The look-ahead hint: thinks on m_hintWorker, shown if the position is still the one asked about.
    bool lookAheadHint();
    /// Shows a hint the worker made for `step` (`weighed`: the look-ahead's, else the search's alone).
    void showHint(const LookAheadHint& hint, std::uint64_t generation, int step, bool weighed);
    /// The card the learner previews (CardPreview), whose actions the look-ahead hint singles out.
    std::optional<entanglion::analysis::HandCard> previewedCard() const;
    /// The look-ahead hint's words again for the card previewed now.
    void rewordHint();

    QPointer<GameController> m_controller;
    /// Shared with the worker while it thinks, so configure() may replace them meanwhile.
    std::array<std::shared_ptr<entanglion::policies::Policy>, 2> m_policies;
    std::array<QString, 2> m_names;
    QTimer m_timer;
    int m_delayMs = 800;
    bool m_stepByKey = false;
    bool m_blocked = false;
    int m_budgetMs = 0;
    int m_movesPlayed = 0;
    bool m_thinking = false;
    std::uint64_t m_generation = 0;
    std::thread m_worker;
    std::optional<std::uint64_t> m_seededFor;  ///< the game seed the policies were seeded for
    int m_lastStep = 0;                        ///< actions applied at the last AI move (fewer now: another game)
    int m_hintStep = -1;                       ///< actionsApplied when the hint was given
    int m_hintRow = -1;
    bool m_hintThinking = false;
    int m_hintBudgetMs = 500;
    std::uint64_t m_hintGeneration = 0;  ///< moves on with every hint asked, so a stale answer is dropped
    std::thread m_hintWorker;
    QString m_hintText;
    QString m_hintSpeech;
    std::optional<LookAheadHint> m_lookAhead;  ///< the look-ahead hint shown, kept for its words
    std::optional<entanglion::policies::SearchWhy> m_lastSearch;
    std::optional<entanglion::policies::SearchWhy> m_hintSearch;
};
