#pragma once
/// The game session of the desktop app and its commands. It owns the game being played (the rules
/// engine's GameSession: state, record and chance) and shows it, or the step a ReplayController
/// steps through, in models and properties; it takes the commands of a game as Q_INVOKABLEs (new
/// game, open, save, the four turn actions by hand position, and every answer to a pending decision,
/// generically, from the engine's legal actions). Each other concern is its own object, reached
/// through a CONSTANT property: `replay` (the step-through), `preview` (a card's preview),
/// `autosave`, `messages` (the banner) and `catalogue` (the Rules page's card texts). No rule is
/// decided here or in QML: legality, reasons and outcomes all come from game/rules.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <array>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <type_traits>
#include <vector>

#include "game/rules/game_state.h"
#include "game/rules/record.h"
#include "game/rules/replay_cursor.h"
#include "ui-qml/common/CommonEnums.h"
#include "ui-qml/controller/ActionConfirmation.h"
#include "ui-qml/controller/CardCatalogue.h"
#include "ui-qml/controller/CardPreview.h"
#include "ui-qml/controller/GameAutosave.h"
#include "ui-qml/controller/LastMove.h"
#include "ui-qml/controller/Messages.h"
#include "ui-qml/controller/ReplayController.h"
#include "ui-qml/models/GameEnums.h"
#include "ui-qml/models/GameModels.h"
#include "ui-qml/models/KetModel.h"
#include "ui-qml/models/MapModel.h"
#include "ui-qml/models/PathModel.h"

/// A card in a ship's hand: the ship and the card.
template <typename Card>
struct HeldCard {
    entanglion::Ship ship;
    Card card;
};

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
    Q_PROPERTY(ComponentModel* mercurialComponents READ mercurialComponents CONSTANT)
    Q_PROPERTY(ComponentModel* rubiconComponents READ rubiconComponents CONSTANT)
    Q_PROPERTY(ActionModel* actionModel READ actionModel CONSTANT)
    Q_PROPERTY(LogModel* logModel READ logModel CONSTANT)

    Q_PROPERTY(ReplayController* replay READ replay CONSTANT)
    Q_PROPERTY(CardPreview* preview READ preview CONSTANT)
    Q_PROPERTY(GameAutosave* autosave READ autosave CONSTANT)
    Q_PROPERTY(Messages* messages READ messages CONSTANT)
    Q_PROPERTY(CardCatalogue* catalogue READ catalogue CONSTANT)
    /// What just happened: the last move in words and its mark on the map.
    Q_PROPERTY(LastMove* lastMove READ lastMove CONSTANT)
    /// "Confirm each action": a player's action held until the window's question is answered.
    Q_PROPERTY(ActionConfirmation* confirmation READ confirmation CONSTANT)

    // The game shown: which one it is.
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY setupChanged)
    Q_PROPERTY(ui::RulesVariant::Value variant READ variant NOTIFY setupChanged)
    Q_PROPERTY(int difficulty READ difficulty NOTIFY setupChanged)
    /// The seed of the game shown, "" for a record without one.
    Q_PROPERTY(QString seedText READ seedText NOTIFY setupChanged)
    /// The file name of the record opened or played from, "" for a new game.
    Q_PROPERTY(QString recordName READ recordName NOTIFY setupChanged)
    /// A what-if is played (beginWhatIf): the game shown is not part of the real game.
    Q_PROPERTY(bool whatIf READ whatIf NOTIFY whatIfChanged)
    /// The what-if played takes fresh luck (true) or the same luck still to come (false).
    Q_PROPERTY(bool whatIfFreshLuck READ whatIfFreshLuck NOTIFY whatIfChanged)

    // Whose move it is and what they must do.
    Q_PROPERTY(ui::GameStatus::Value status READ status NOTIFY turnChanged)
    Q_PROPERTY(ui::Ship::Value currentPlayer READ currentPlayer NOTIFY turnChanged)
    /// Who must act now: the current player, or the ship a pending decision belongs to.
    Q_PROPERTY(ui::Ship::Value actingPlayer READ actingPlayer NOTIFY turnChanged)
    Q_PROPERTY(int turnNumber READ turnNumber NOTIFY turnChanged)
    Q_PROPERTY(ui::Decision::Value decisionKind READ decisionKind NOTIFY turnChanged)
    /// What the acting player must do now, in words (with the step while stepping through).
    Q_PROPERTY(QString prompt READ prompt NOTIFY turnChanged)
    Q_PROPERTY(int actionsApplied READ actionsApplied NOTIFY turnChanged)

    // What lies on the table besides the lists.
    Q_PROPERTY(int detectionPosition READ detectionPosition NOTIFY tableChanged)
    Q_PROPERTY(int engineStackCount READ engineStackCount NOTIFY tableChanged)
    Q_PROPERTY(int engineDiscardCount READ engineDiscardCount NOTIFY tableChanged)
    Q_PROPERTY(int eventDeckCount READ eventDeckCount NOTIFY tableChanged)
    Q_PROPERTY(int eventDiscardCount READ eventDiscardCount NOTIFY tableChanged)
    Q_PROPERTY(int componentsCollected READ componentsCollected NOTIFY tableChanged)
    /// The cards a take-back put back on top of the piles, known to both players, in words ("" when none).
    Q_PROPERTY(QString knownOnTop READ knownOnTop NOTIFY tableChanged)
    /// The last die roll's log line so far, "" before the first.
    Q_PROPERTY(QString lastRoll READ lastRoll NOTIFY tableChanged)
    /// The quantum note of the last move (or of the step shown), "" when it has none.
    Q_PROPERTY(QString quantumNote READ quantumNote NOTIFY tableChanged)
    /// The pictures in words for a screen reader (SceneText): where the ships are, engine control,
    /// the detection track, each ship's hand and components. "" without a game.
    Q_PROPERTY(QString shipsText READ shipsText NOTIFY tableChanged)
    Q_PROPERTY(QString engineControlText READ engineControlText NOTIFY tableChanged)
    Q_PROPERTY(QString detectionText READ detectionText NOTIFY tableChanged)
    Q_PROPERTY(QString mercurialHandText READ mercurialHandText NOTIFY tableChanged)
    Q_PROPERTY(QString rubiconHandText READ rubiconHandText NOTIFY tableChanged)

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // ---- commands -------------------------------------------------------------------------------
    /// Starts a game by the rulebook's setup. `seed` < 0 picks a fresh seed (shown in seedText);
    /// `difficulty` 1..3.
    Q_INVOKABLE bool newGame(int difficulty, qint64 seed, ui::RulesVariant::Value variant);
    /// Opens a record for a read-only step-through, positioned on its last step. On failure keeps
    /// the current game and reports the file, location and problem in `messages`.
    Q_INVOKABLE bool loadRecord(const QString& path);
    /// Starts a game from a record's setup and queues the record's chance outcomes (dice, draws),
    /// so the same choices replay the same game; anything beyond them comes from the seed.
    Q_INVOKABLE bool playRecordSetup(const QString& path);
    /// Saves the game (or the record being stepped through) atomically.
    Q_INVOKABLE bool saveRecord(const QString& path);
    /// Words everything again in the current language (after the language changed): the log is
    /// rebuilt from the record, the models, the prompt and the Rules page's texts are refreshed.
    Q_INVOKABLE void retranslate();

    /// Performs the action on row `row` of actionModel (when enabled).
    Q_INVOKABLE bool trigger(int row);
    /// The turn actions by hand position: engine card (or held event card) `slot` of `ship`'s hand.
    Q_INVOKABLE bool navigate(ui::Ship::Value ship, int slot);
    Q_INVOKABLE bool exchange(ui::Ship::Value ship, int slot);
    Q_INVOKABLE bool retrieve();
    Q_INVOKABLE bool playEvent(ui::Ship::Value ship, int slot);
    /// Takes back the last action of a human player (Ctrl+Z) when game/rules allows it
    /// (rules::check_take_back: no roll, pick or measurement that could have gone otherwise, no one
    /// has acted since): the game goes on from rules::record_after_take_back, the cards the action
    /// drew back on top of their piles, known (the log and knownOnTop say which), and the autosave
    /// follows. Otherwise the banner says why. `mercurialHuman`/`rubiconHuman`: which ships people play (both:
    /// hot-seat, anyone's last action). Refused in a network game and while stepping through a record.
    Q_INVOKABLE bool takeBack(bool mercurialHuman, bool rubiconHuman);

    /// Performs `action` (a move of whoever must act): checked by the engine, recorded, autosaved
    /// and logged; a refusal is reported in `messages` with the engine's reason.
    bool apply(const entanglion::rules::Action& action);
    /// An AI's move: `reason` (its policy's reason in words) goes into the log before the move's own
    /// events, which are logged as for a human's move, with `detail` (the numbers behind the reason,
    /// shown on demand). `annotation` (policies::explanation_note) goes into the record with the action, so
    /// a resumed game and the step-through show the reason again. Nothing is logged when the move is
    /// refused.
    bool applyAiMove(const entanglion::rules::Action& action, const QString& reason, const QString& detail = QString(),
                     const std::string& annotation = {});
    /// Where this computer's moves go in a network game (NetworkPlay): a move the engine finds
    /// legal is handed to the route instead of the local session, and comes back as part of the
    /// server's record (followRecord). The route returns false after putting its refusal in
    /// `messages`. An empty route plays locally again (hot-seat).
    using ActionRoute = std::function<bool(const entanglion::rules::Action&)>;
    void setActionRoute(ActionRoute route) { m_route = std::move(route); }
    bool routed() const { return static_cast<bool>(m_route); }
    /// Plays on from `record` (a network game as the server sent it): its state, log and record
    /// become the game played, as a resumed record's would, so the game can go on here if the
    /// server is gone. `continuing`: the same game with new entries (only their events set the
    /// note). While the learner steps through this game, the step-through stays on the step shown
    /// and counts the newer moves (ReplayController::newerMoves); leaving it shows the game as it
    /// stands. False with the problem in `messages` when the record does not replay.
    bool followRecord(const entanglion::rules::GameRecord& record, const QString& name, bool continuing);
    /// The actionModel row that performs `action`, or -1.
    int rowOfAction(const entanglion::rules::Action& action) const;

    // ---- models and concerns ----------------------------------------------------------------------
    MapModel* mapModel() const { return m_map; }
    PathModel* pathModel() const { return m_paths; }
    KetModel* ketModel() const { return m_ket; }
    CircuitModel* circuitModel() const { return m_circuit; }
    TrackModel* trackModel() const { return m_track; }
    HandModel* mercurialHand() const { return m_hands[0]; }
    HandModel* rubiconHand() const { return m_hands[1]; }
    ComponentModel* mercurialComponents() const { return m_components[0]; }
    ComponentModel* rubiconComponents() const { return m_components[1]; }
    ActionModel* actionModel() const { return m_actions; }
    LogModel* logModel() const { return m_log; }
    ReplayController* replay() const { return m_replay; }
    CardPreview* preview() const { return m_preview; }
    GameAutosave* autosave() const { return m_autosave; }
    Messages* messages() const { return m_messages; }
    CardCatalogue* catalogue() const { return m_catalogue; }
    LastMove* lastMove() const { return m_lastMove; }
    ActionConfirmation* confirmation() const { return m_confirmation; }

    // ---- the game shown -------------------------------------------------------------------------
    bool hasGame() const { return gameState() != nullptr; }
    ui::RulesVariant::Value variant() const { return m_setup.variant; }
    int difficulty() const { return m_setup.difficulty; }
    QString seedText() const { return m_setup.seedText; }
    QString recordName() const { return m_setup.recordName; }
    ui::GameStatus::Value status() const { return m_turn.status; }
    ui::Ship::Value currentPlayer() const { return m_turn.currentPlayer; }
    ui::Ship::Value actingPlayer() const { return m_turn.actingPlayer; }
    int turnNumber() const { return m_turn.turnNumber; }
    ui::Decision::Value decisionKind() const { return m_turn.decisionKind; }
    QString prompt() const { return m_turn.prompt; }
    int actionsApplied() const { return m_turn.actionsApplied; }
    int detectionPosition() const { return m_table.detectionPosition; }
    int engineStackCount() const { return m_table.engineStackCount; }
    QString knownOnTop() const { return m_table.knownOnTop; }
    int engineDiscardCount() const { return m_table.engineDiscardCount; }
    int eventDeckCount() const { return m_table.eventDeckCount; }
    int eventDiscardCount() const { return m_table.eventDiscardCount; }
    int componentsCollected() const { return m_table.componentsCollected; }
    QString lastRoll() const { return m_table.lastRoll; }
    QString quantumNote() const { return m_table.quantumNote; }
    QString shipsText() const { return m_table.shipsText; }
    QString engineControlText() const { return m_table.engineControlText; }
    QString detectionText() const { return m_table.detectionText; }
    QString mercurialHandText() const { return m_table.mercurialHandText; }
    QString rubiconHandText() const { return m_table.rubiconHandText; }

    /// The engine state shown (the step's while stepping through); null before the first game.
    const entanglion::rules::GameState* gameState() const;
    /// The state of the game being played, also while a step-through shows another; null when none.
    const entanglion::rules::GameState* playedState() const { return m_session ? &m_session->state() : nullptr; }
    /// The record of the game being played (empty before the first game).
    const entanglion::rules::GameRecord& record() const;
    /// The card (Card = rules::EngineCard, or rules::EventCard for a held event card) at `slot` of
    /// `ship`'s hand in the state shown; nullopt when there is no game, no such ship or no such card.
    template <typename Card>
    std::optional<HeldCard<Card>> cardAt(ui::Ship::Value ship, int slot) const;

    // ---- for the concerns -------------------------------------------------------------------------
    /// Plays on from step `step` of `cursor` (the step-through's Continue, the autosave's resume):
    /// the log keeps the steps shown and the step's own note; chance comes from a generator fixed by
    /// the record's seed and the step. The step-through ends; the title shows `recordName`.
    void playOnFrom(const entanglion::rules::ReplayCursor& cursor, int step, const QString& recordName);
    /// Shows the replay's step (its log, its own note and die); `newRecord` when the step-through
    /// just began (the track's start is read from the record).
    void showReplayStep(bool newRecord);
    /// Ends the step-through and shows the game being played as it stands now.
    void showPlayedGame();
    /// What if (the review): plays on from step `step` of the record stepped through as a game of its
    /// own, with every normal command, chance answered by the record's same luck still to come
    /// (rules::RecordedLuck) unless `freshLuck`, then by a generator fixed by `seed`. The real game (its
    /// session, record, step-through and step) is kept aside untouched and nothing is autosaved until
    /// endWhatIf() brings it back. False (nothing changes) when no record is stepped through, the step
    /// is out of range, a network game routes the moves, or a what-if is already played.
    bool beginWhatIf(int step, std::uint64_t seed, bool freshLuck);
    /// Leaves the what-if: the real game comes back as it was, stepped through at the same step.
    /// False when no what-if is played.
    bool endWhatIf();
    bool whatIf() const { return m_realGameDuringWhatIf.has_value(); }
    bool whatIfFreshLuck() const { return m_whatIfFreshLuck; }

    /// Reads a record file (the rules' bounded reader), every exception turned into `error`.
    static std::optional<entanglion::rules::GameRecord> loadRecordFile(const QString& path, std::string* error);

signals:
    void setupChanged();
    void turnChanged();
    void tableChanged();
    /// After every applied action (for views that animate or scroll).
    void actionApplied();
    /// The state shown changed (a move, a step, a new game): C++ listeners such as the AI look again.
    void shownStateChanged();
    void whatIfChanged();

private:
    struct SetupFacts {
        ui::RulesVariant::Value variant = ui::RulesVariant::Board;
        int difficulty = 0;
        QString seedText{};
        QString recordName{};
        bool hasGame = false;
        bool operator==(const SetupFacts&) const = default;
    };
    struct TurnFacts {
        ui::GameStatus::Value status = ui::GameStatus::InProgress;
        ui::Ship::Value currentPlayer = ui::Ship::Mercurial;
        ui::Ship::Value actingPlayer = ui::Ship::Mercurial;
        int turnNumber = 0;
        ui::Decision::Value decisionKind = ui::Decision::None;
        QString prompt{};
        int actionsApplied = 0;
        bool operator==(const TurnFacts&) const = default;
    };
    struct TableFacts {
        int detectionPosition = 0;
        int engineStackCount = 0;
        int engineDiscardCount = 0;
        int eventDeckCount = 0;
        int eventDiscardCount = 0;
        int componentsCollected = 0;
        QString knownOnTop{};
        QString lastRoll{};
        QString quantumNote{};
        QString shipsText{};
        QString engineControlText{};
        QString detectionText{};
        QString mercurialHandText{};
        QString rubiconHandText{};
        bool operator==(const TableFacts&) const = default;
    };

    /// True when a game is being played here (not only stepped through); otherwise false with the
    /// reason in the banner. What every move and take-back asks first.
    bool gameOpenForMoves();
    /// Checks and applies `action`, with `reason` (an AI's) logged before its events when not empty.
    /// `action` is a copy: a caller's may live in a model the move refreshes (m_actionRows).
    bool applyChecked(entanglion::rules::Action action, const QString& reason, const QString& detail, bool byAi,
                      const std::string& annotation = {});
    /// Redraws every model and property from the state shown; `newEvents` go to the log (replacing
    /// it when `resetLog`). Only events from `stepFrom` on (the last action's own) set the note.
    void refresh(std::span<const entanglion::rules::GameEvent> newEvents, bool resetLog, std::size_t stepFrom = 0);
    /// The log rows, last roll and note of `events` (GameControllerView.cpp).
    void refreshLog(std::span<const entanglion::rules::GameEvent> events, bool resetLog, std::size_t stepFrom);
    /// The AI's reasons kept in the annotations of the shown record up to the step shown, worded again, each
    /// under the index of its action's first event in the log's events (for a log built anew).
    std::map<std::size_t, LogRow> notedReasons() const;
    void refreshHands();
    void refreshActions();
    /// Sets the property groups from the state shown, each signal only when its group changed.
    void refreshFacts();
    /// The record shown: the one stepped through, else the game's.
    const entanglion::rules::GameRecord& shownRecord() const;
    /// Plays `session` from now on (the step-through ends); the log shows its events, the note
    /// only from event `stepFrom` on (the last step's own).
    void startPlaying(entanglion::rules::GameSession session, std::size_t stepFrom);
    /// Shows the session played (the step-through ends), the note from event `stepFrom` on.
    void showSession(std::size_t stepFrom);
    std::optional<entanglion::rules::GameRecord> readRecord(const QString& path);
    /// Another game replaces a what-if: the real game kept aside is dropped with it.
    void forgetWhatIf();

    MapModel* m_map;
    PathModel* m_paths;
    KetModel* m_ket;
    CircuitModel* m_circuit;
    TrackModel* m_track;
    std::array<HandModel*, 2> m_hands;
    std::array<ComponentModel*, 2> m_components;
    ActionModel* m_actions;
    LogModel* m_log;
    Messages* m_messages;
    CardCatalogue* m_catalogue;
    ReplayController* m_replay;
    CardPreview* m_preview;
    GameAutosave* m_autosave;
    LastMove* m_lastMove;
    ActionConfirmation* m_confirmation;

    /// The game being played: state, record (setup + actions so far) and its chance.
    std::optional<entanglion::rules::GameSession> m_session;
    std::vector<entanglion::rules::Action> m_actionRows;  ///< the action behind each actionModel row
    int m_startDetection = 0;
    QString m_recordName;

    SetupFacts m_setup;
    TurnFacts m_turn;
    TableFacts m_table;
    QString m_lastRoll;     ///< the last roll among the events shown so far
    QString m_quantumNote;  ///< the note of the last move, or of the step shown
    ActionRoute m_route;    ///< set while a network game takes this computer's moves

    /// The real game while a what-if is played (beginWhatIf), as it was.
    struct RealGame {
        std::optional<entanglion::rules::GameSession> session;
        std::optional<entanglion::rules::ReplayCursor> cursor;
        int step = 0;
        QString recordName;
    };
    std::optional<RealGame> m_realGameDuringWhatIf;
    bool m_whatIfFreshLuck = false;
};

template <typename Card>
std::optional<HeldCard<Card>> GameController::cardAt(ui::Ship::Value ship, int slot) const {
    static_assert(std::is_same_v<Card, entanglion::rules::EngineCard> ||
                  std::is_same_v<Card, entanglion::rules::EventCard>);
    const std::optional<entanglion::Ship> which = ui::shipFromQml(ship);
    const entanglion::rules::GameState* state = gameState();
    if (!state || !which || slot < 0) return std::nullopt;
    const auto& hand = [&]() -> const auto& {
        if constexpr (std::is_same_v<Card, entanglion::rules::EngineCard>) {
            return state->hand(*which);
        } else {
            return state->event_hand(*which);
        }
    }
    ();
    if (slot >= static_cast<int>(hand.size())) return std::nullopt;
    return HeldCard<Card>{*which, hand[static_cast<std::size_t>(slot)]};
}
