#pragma once
/// The one controller of the desktop app. It owns the game (the rules engine's GameSession: state,
/// record and chance) and, while stepping through a record, a ReplayCursor over it (the record
/// replayed once, each step a lookup). It exposes everything the screens show as models and
/// properties, and takes every command as a Q_INVOKABLE: new game, save/load, the four turn actions
/// and every answer to a pending decision (generically, from the engine's legal actions), card
/// previews, and the read-only step-through of a record. No rule is decided here or in QML: legality, reasons and
/// outcomes all come from game/rules.

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <array>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "game/rules/game_state.h"
#include "game/rules/record.h"
#include "game/rules/replay_cursor.h"
#include "ui-qml/models/GameModels.h"
#include "ui-qml/models/KetModel.h"
#include "ui-qml/models/MapModel.h"
#include "ui-qml/models/PathModel.h"

class GameController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(MapModel* mapModel READ mapModel CONSTANT)
    Q_PROPERTY(PathModel* pathModel READ pathModel CONSTANT)
    Q_PROPERTY(KetModel* ketModel READ ketModel CONSTANT)
    Q_PROPERTY(CircuitModel* circuitModel READ circuitModel CONSTANT)
    Q_PROPERTY(TrackModel* trackModel READ trackModel CONSTANT)
    Q_PROPERTY(HandModel* mercurialHand READ mercurialHand CONSTANT)
    Q_PROPERTY(HandModel* rubiconHand READ rubiconHand CONSTANT)
    Q_PROPERTY(ActionModel* actionModel READ actionModel CONSTANT)
    Q_PROPERTY(LogModel* logModel READ logModel CONSTANT)

    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    Q_PROPERTY(QString status READ status NOTIFY gameChanged)
    Q_PROPERTY(QString currentPlayer READ currentPlayer NOTIFY gameChanged)
    Q_PROPERTY(QString actingPlayer READ actingPlayer NOTIFY gameChanged)
    Q_PROPERTY(int turnNumber READ turnNumber NOTIFY gameChanged)
    Q_PROPERTY(QString decisionKind READ decisionKind NOTIFY gameChanged)
    Q_PROPERTY(QString prompt READ prompt NOTIFY gameChanged)
    Q_PROPERTY(int detectionPosition READ detectionPosition NOTIFY gameChanged)
    Q_PROPERTY(QString detectionLabel READ detectionLabel NOTIFY gameChanged)
    Q_PROPERTY(int engineStackCount READ engineStackCount NOTIFY gameChanged)
    Q_PROPERTY(int engineDiscardCount READ engineDiscardCount NOTIFY gameChanged)
    Q_PROPERTY(int eventDeckCount READ eventDeckCount NOTIFY gameChanged)
    Q_PROPERTY(int eventDiscardCount READ eventDiscardCount NOTIFY gameChanged)
    Q_PROPERTY(QStringList mercurialComponents READ mercurialComponents NOTIFY gameChanged)
    Q_PROPERTY(QStringList rubiconComponents READ rubiconComponents NOTIFY gameChanged)
    /// What each collected component does, parallel to the names (the components' tooltips).
    Q_PROPERTY(QStringList mercurialComponentTexts READ mercurialComponentTexts NOTIFY gameChanged)
    Q_PROPERTY(QStringList rubiconComponentTexts READ rubiconComponentTexts NOTIFY gameChanged)
    Q_PROPERTY(int componentsCollected READ componentsCollected NOTIFY gameChanged)
    /// Every engine card, event card and component with its text, for the Rules page, in the UI's
    /// language (refreshed by retranslate()).
    Q_PROPERTY(CardTextModel* engineCardTexts READ engineCardTexts CONSTANT)
    Q_PROPERTY(CardTextModel* eventCardTexts READ eventCardTexts CONSTANT)
    Q_PROPERTY(CardTextModel* componentTexts READ componentTexts CONSTANT)
    Q_PROPERTY(QString lastRoll READ lastRoll NOTIFY gameChanged)
    Q_PROPERTY(QString quantumNote READ quantumNote NOTIFY gameChanged)
    Q_PROPERTY(QString variant READ variant NOTIFY gameChanged)
    Q_PROPERTY(int difficulty READ difficulty NOTIFY gameChanged)
    Q_PROPERTY(QString seedText READ seedText NOTIFY gameChanged)
    Q_PROPERTY(int actionsApplied READ actionsApplied NOTIFY gameChanged)

    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY messageChanged)
    Q_PROPERTY(QString infoMessage READ infoMessage NOTIFY messageChanged)

    Q_PROPERTY(bool previewing READ previewing NOTIFY previewChanged)
    Q_PROPERTY(QString previewTitle READ previewTitle NOTIFY previewChanged)
    Q_PROPERTY(QString previewText READ previewText NOTIFY previewChanged)
    Q_PROPERTY(QVariantList previewMatrix READ previewMatrix NOTIFY previewChanged)

    Q_PROPERTY(bool replaying READ replaying NOTIFY gameChanged)
    Q_PROPERTY(int replayStep READ replayStep NOTIFY gameChanged)
    Q_PROPERTY(int replayLength READ replayLength NOTIFY gameChanged)
    Q_PROPERTY(QString recordName READ recordName NOTIFY gameChanged)

    Q_PROPERTY(bool resumeAvailable READ resumeAvailable NOTIFY autosaveChanged)
    Q_PROPERTY(QString resumeSummary READ resumeSummary NOTIFY autosaveChanged)

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // ---- commands -------------------------------------------------------------------------------
    /// Starts a game by the rulebook's setup. `seed` < 0 picks a fresh seed (shown in seedText).
    /// `variant` is "board" or "quantum"; `difficulty` 1..3.
    Q_INVOKABLE bool newGame(int difficulty, qint64 seed, const QString& variant);
    /// Opens a record for a read-only step-through, positioned on its last step. On failure keeps
    /// the current game and sets errorMessage (file, location and problem).
    Q_INVOKABLE bool loadRecord(const QString& path);
    /// Starts a game from a record's setup and queues the record's chance outcomes (dice, draws),
    /// so the same choices replay the same game; anything beyond them comes from the seed.
    Q_INVOKABLE bool playRecordSetup(const QString& path);
    /// Saves the game (or the record being stepped through) atomically.
    Q_INVOKABLE bool saveRecord(const QString& path);
    /// Words everything again in the current language (after the language changed): the log is
    /// rebuilt from the record, the models and the prompt are refreshed.
    Q_INVOKABLE void retranslate();

    /// Performs the action on row `row` of actionModel (when enabled).
    Q_INVOKABLE bool trigger(int row);
    /// The turn actions by hand position (ship "MERCURIAL"/"RUBICON", slot within the hand).
    Q_INVOKABLE bool navigate(const QString& ship, int slot);
    Q_INVOKABLE bool exchange(const QString& ship, int slot);
    Q_INVOKABLE bool retrieve();
    Q_INVOKABLE bool playEvent(const QString& ship, int slot);
    /// Performs the legal action whose engine text is `actionText` (e.g. "RUBICON navigate CNOT").
    Q_INVOKABLE bool performText(const QString& actionText);

    /// Shows where engine card `slot` of `ship`'s hand would take the ships, and its gate matrix.
    Q_INVOKABLE void previewCard(const QString& ship, int slot);
    Q_INVOKABLE void clearPreview();

    /// Read-only step-through: show the game after `step` recorded actions (0 = the setup).
    Q_INVOKABLE void replayTo(int step);
    Q_INVOKABLE void stepForward() { replayTo(m_replayStep + 1); }
    Q_INVOKABLE void stepBack() { replayTo(m_replayStep - 1); }
    /// Leaves the step-through and plays on from the step shown.
    Q_INVOKABLE bool continueFromHere();
    /// Steps through the game being played (e.g. after it ended), starting on its last step.
    Q_INVOKABLE bool reviewGame();

    Q_INVOKABLE void clearError();
    Q_INVOKABLE void clearInfo();

    // ---- autosave (GameAutosave.cpp) ------------------------------------------------------------
    /// Keeps the game being played in `path` from now on, written atomically after every action (an
    /// unfinished game with at least one action; otherwise the file is removed). Looks at what is there
    /// first: an unfinished game makes resumeAvailable true and nothing is written until the player
    /// answers (resumeAutosave or discardAutosave); an unreadable file is set aside as
    /// `<path>.unreadable` with a message, so it never stops the app from starting.
    void enableAutosave(const QString& path);
    /// Where the app keeps it: autosave.json in QStandardPaths::AppDataLocation.
    static QString defaultAutosavePath();
    QString autosavePath() const { return m_autosavePath; }
    /// Plays on from the end of the autosaved game (its remaining chance from a fresh seed).
    Q_INVOKABLE bool resumeAutosave();
    /// Drops the autosaved game and keeps the game on screen (autosaved from its first action).
    Q_INVOKABLE void discardAutosave();

    // ---- models ---------------------------------------------------------------------------------
    MapModel* mapModel() const { return m_map; }
    PathModel* pathModel() const { return m_paths; }
    KetModel* ketModel() const { return m_ket; }
    CircuitModel* circuitModel() const { return m_circuit; }
    TrackModel* trackModel() const { return m_track; }
    HandModel* mercurialHand() const { return m_hands[0]; }
    HandModel* rubiconHand() const { return m_hands[1]; }
    ActionModel* actionModel() const { return m_actions; }
    LogModel* logModel() const { return m_log; }

    // ---- state ----------------------------------------------------------------------------------
    bool hasGame() const { return gameState() != nullptr; }
    QString status() const;
    QString currentPlayer() const;
    QString actingPlayer() const;
    int turnNumber() const;
    QString decisionKind() const;
    QString prompt() const;
    int detectionPosition() const;
    QString detectionLabel() const;
    int engineStackCount() const;
    int engineDiscardCount() const;
    int eventDeckCount() const;
    int eventDiscardCount() const;
    QStringList mercurialComponents() const;
    QStringList rubiconComponents() const;
    QStringList mercurialComponentTexts() const;
    CardTextModel* engineCardTexts() const { return m_engineCardTexts; }
    CardTextModel* eventCardTexts() const { return m_eventCardTexts; }
    CardTextModel* componentTexts() const { return m_componentTexts; }
    QStringList rubiconComponentTexts() const;
    int componentsCollected() const;
    QString lastRoll() const { return m_lastRoll; }
    QString quantumNote() const { return m_quantumNote; }
    QString variant() const;
    int difficulty() const { return shownRecord().difficulty; }
    QString seedText() const;
    int actionsApplied() const;
    QString errorMessage() const { return m_error; }
    QString infoMessage() const { return m_info; }
    bool previewing() const { return !m_previewTitle.isEmpty(); }
    QString previewTitle() const { return m_previewTitle; }
    QString previewText() const { return m_previewText; }
    QVariantList previewMatrix() const { return m_previewMatrix; }
    bool replaying() const { return m_cursor.has_value(); }
    int replayStep() const { return m_replayStep; }
    int replayLength() const { return m_cursor ? m_cursor->step_count() : 0; }
    QString recordName() const { return m_recordName; }
    bool resumeAvailable() const { return m_resumeCursor.has_value(); }
    QString resumeSummary() const { return m_resumeSummary; }

    /// The engine state shown (the step's while stepping through); null before the first game.
    const entanglion::rules::GameState* gameState() const;
    /// The record of the game being played (empty before the first game).
    const entanglion::rules::GameRecord& record() const;

signals:
    void gameChanged();
    void messageChanged();
    void previewChanged();
    /// After every applied action (for views that animate or scroll).
    void actionApplied();
    void autosaveChanged();

private:
    bool apply(const entanglion::rules::Action& action);
    /// Fills every model and property from the current state; `newEvents` go to the log.
    /// Redraws from the state; `newEvents` go to the log. Only events from `stepFrom` on (the last
    /// action's own events) set the quantum note.
    void refresh(std::span<const entanglion::rules::GameEvent> newEvents, bool resetLog, std::size_t stepFrom = 0);
    /// Refreshes from the cursor's step `m_replayStep`: the log up to it, its own note and die.
    void refreshStep();
    /// The record shown: the one stepped through, else the game's.
    const entanglion::rules::GameRecord& shownRecord() const;
    /// Steps through `cursor`, on its last step.
    void enterReplay(entanglion::rules::ReplayCursor cursor);
    void refreshHands();
    /// Words every card and component's text in the current language.
    void refreshCardTexts();
    void refreshActions();
    void setError(const QString& message);
    void setInfo(const QString& message);
    /// Plays `session` from now on (the step-through ends); the log shows its events, the note
    /// only from event `stepFrom` on (the last step's own).
    void startPlaying(entanglion::rules::GameSession session, std::size_t stepFrom);
    std::optional<entanglion::rules::GameRecord> readRecord(const QString& path);
    /// Reads a record file (the rules' bounded reader), every exception turned into `error`.
    static std::optional<entanglion::rules::GameRecord> loadRecordFile(const QString& path, std::string* error);
    /// Brings the autosave in line with the game played: written, or removed when there is nothing to resume.
    void updateAutosave();

    MapModel* m_map;
    PathModel* m_paths;
    KetModel* m_ket;
    CircuitModel* m_circuit;
    TrackModel* m_track;
    std::array<HandModel*, 2> m_hands;
    ActionModel* m_actions;
    LogModel* m_log;
    CardTextModel* m_engineCardTexts;
    CardTextModel* m_eventCardTexts;
    CardTextModel* m_componentTexts;

    /// The game being played: state, record (setup + actions so far) and its chance.
    std::optional<entanglion::rules::GameSession> m_session;
    std::vector<entanglion::rules::Action> m_actionRows;  ///< the action behind each actionModel row
    int m_startDetection = 0;

    /// Set while stepping through a record (read-only): every step's state and events, replayed once.
    std::optional<entanglion::rules::ReplayCursor> m_cursor;
    int m_replayStep = 0;
    QString m_recordName;

    QString m_autosavePath;  ///< empty: autosave off
    std::optional<entanglion::rules::ReplayCursor> m_resumeCursor;  ///< the unfinished game offered for resuming
    QString m_resumeSummary;

    QString m_lastRoll;
    QString m_quantumNote;
    QString m_error;
    QString m_info;
    QString m_previewTitle;
    QString m_previewText;
    QVariantList m_previewMatrix;
};
