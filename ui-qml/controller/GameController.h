#pragma once
/// The desktop app's view of one table (session::TableSession, game/session/): it owns the table and
/// forwards every command to it (new game, open, save, the four turn actions by hand position, every
/// answer to a pending decision, take-back, the step-through, a what-if, the network seat's
/// following), and shows what the table shows in models and in four property groups (GameFacts.h:
/// setup, turn, table, mode). It keeps no mode of its own: whether a record is stepped through, a
/// what-if played or the game followed is the table's. Each other concern is its own object, reached
/// through a CONSTANT property: `replay` (the step-through's view and commands), `preview` (a card's
/// preview), `autosave`, `messages` (the banner), `lastMove`, `confirmation` and `catalogue` (the
/// Rules page's card texts). No rule is decided here or in QML: legality, reasons and outcomes all
/// come from game/rules, the modes from game/session.

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
#include "game/session/table_session.h"
#include "ui-qml/common/CommonEnums.h"
#include "ui-qml/controller/ActionConfirmation.h"
#include "ui-qml/controller/CardCatalogue.h"
#include "ui-qml/controller/CardPreview.h"
#include "ui-qml/controller/GameAutosave.h"
#include "ui-qml/controller/GameFacts.h"
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
    /// Each ship's hand and components (ShipLists).
    Q_PROPERTY(ShipLists mercurial READ mercurial CONSTANT)
    Q_PROPERTY(ShipLists rubicon READ rubicon CONSTANT)
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

    // The table shown, in four groups (GameFacts.h), each notifying only when something in it changed.
    /// Which game is shown.
    Q_PROPERTY(GameSetup setup READ setup NOTIFY setupChanged)
    /// Whose move it is and what they must do.
    Q_PROPERTY(GameTurn turn READ turn NOTIFY turnChanged)
    /// What lies on the table besides the lists, and the pictures in words.
    Q_PROPERTY(GameTable table READ table NOTIFY tableChanged)
    /// The table's mode: playing, stepping through (its step), a what-if (its luck), following.
    Q_PROPERTY(GameMode mode READ mode NOTIFY modeChanged)

public:
    explicit GameController(QObject* parent = nullptr);
    ~GameController() override;

    // ---- commands -------------------------------------------------------------------------------
    /// Starts a game by the rulebook's setup. `seed` < 0 picks a fresh seed (shown in setup.seedText);
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
    /// Where this computer's moves go in a network game (NetworkPlay): the table follows the game
    /// (session::Following), a move the engine finds legal is handed to the route instead of being
    /// applied here, and comes back as part of the server's record (followRecord). The route returns
    /// false after putting its refusal in `messages`. An empty route plays locally again (hot-seat).
    using ActionRoute = entanglion::session::ActionRoute;
    void setActionRoute(ActionRoute route);
    /// The game shown is followed (its moves go out through the route).
    bool routed() const { return m_table.mode_facts().following; }
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
    ShipLists mercurial() const { return {m_hands[0], m_components[0]}; }
    ShipLists rubicon() const { return {m_hands[1], m_components[1]}; }
    ActionModel* actionModel() const { return m_actions; }
    LogModel* logModel() const { return m_log; }
    ReplayController* replay() const { return m_replay; }
    CardPreview* preview() const { return m_preview; }
    GameAutosave* autosave() const { return m_autosave; }
    Messages* messages() const { return m_messages; }
    CardCatalogue* catalogue() const { return m_catalogue; }
    LastMove* lastMove() const { return m_lastMove; }
    ActionConfirmation* confirmation() const { return m_confirmation; }

    // ---- the table shown -------------------------------------------------------------------------
    const GameSetup& setup() const { return m_setup; }
    const GameTurn& turn() const { return m_turn; }
    const GameTable& table() const { return m_tableFacts; }
    const GameMode& mode() const { return m_mode; }
    bool hasGame() const { return gameState() != nullptr; }

    /// The engine state shown (the step's while stepping through); null before the first game.
    const entanglion::rules::GameState* gameState() const;
    /// The state of the game being played, also while a step-through shows another; null when none.
    const entanglion::rules::GameState* playedState() const;
    /// The record of the game being played (empty before the first game).
    const entanglion::rules::GameRecord& record() const;
    /// The card (Card = rules::EngineCard, or rules::EventCard for a held event card) at `slot` of
    /// `ship`'s hand in the state shown; nullopt when there is no game, no such ship or no such card.
    template <typename Card>
    std::optional<HeldCard<Card>> cardAt(ui::Ship::Value ship, int slot) const;

    /// The table this controller shows: its mode, the game played, the record stepped through.
    const entanglion::session::TableSession& session() const { return m_table; }

    // ---- for the concerns -------------------------------------------------------------------------
    /// The step-through's commands (ReplayController): show step `step`, play on from it (in a
    /// followed game, back to the game), step through the game played, back to the game played.
    entanglion::session::Result stepTo(int step);
    entanglion::session::Result playOnFrom(int step);
    entanglion::session::Result reviewGame();
    entanglion::session::Result backToGame();
    /// Plays on from the end of an autosaved record (GameAutosave::resume).
    bool resume(const entanglion::rules::GameRecord& record);
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

    /// Reads a record file (the rules' bounded reader), every exception turned into `error`.
    static std::optional<entanglion::rules::GameRecord> loadRecordFile(const QString& path, std::string* error);

signals:
    void setupChanged();
    void turnChanged();
    void tableChanged();
    void modeChanged();
    /// After every applied action (for views that animate or scroll).
    void actionApplied();
    /// The state shown changed (a move, a step, a new game): C++ listeners such as the AI look again.
    void shownStateChanged();

private:
    bool whatIf() const { return m_table.mode_kind() == entanglion::session::ModeKind::kWhatIf; }
    /// True when a game is being played here (not only stepped through); otherwise false with the
    /// reason in the banner. What every move and take-back asks first.
    bool gameOpenForMoves();
    /// Checks and applies `action`, with `reason` (an AI's) logged before its events when not empty.
    /// `action` is a copy: a caller's may live in a model the move refreshes (m_actionRows).
    bool applyChecked(entanglion::rules::Action action, const QString& reason, const QString& detail, bool byAi,
                      const std::string& annotation = {});
    /// Which cell of the detection track is marked as the start after a command.
    enum class StartCell { kNow, kRecordStart, kKept };
    /// After a command that replaced what is shown: every model and property redrawn from the session,
    /// the log anew (the note and die from the last step's own events), the mode published.
    void showTable(StartCell start);
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
    /// Publishes the session's mode: the mode's and the step-through's signals when they changed;
    /// `newStepThrough` when a record's step-through just began (another one may have been shown).
    void publishMode(bool newStepThrough = false);
    /// The record shown: the one stepped through, else the game's.
    const entanglion::rules::GameRecord& shownRecord() const { return m_table.record_shown(); }
    std::optional<entanglion::rules::GameRecord> readRecord(const QString& path);
    /// The refusal of a command in the player's language (a move's, a take-back's).
    QString refusalText(const entanglion::session::Refusal& refusal) const;

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

    /// The table: the game played, the record stepped through, the mode (session::TableMode).
    entanglion::session::TableSession m_table;
    std::vector<entanglion::rules::Action> m_actionRows;  ///< the action behind each actionModel row
    int m_startDetection = 0;

    GameSetup m_setup;
    GameTurn m_turn;
    GameTable m_tableFacts;
    GameMode m_mode;
    entanglion::session::ModeFacts m_modePublished;  ///< the session's mode as last published
    QString m_lastRoll;                              ///< the last roll among the events shown so far
    QString m_quantumNote;                           ///< the note of the last move, or of the step shown
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
