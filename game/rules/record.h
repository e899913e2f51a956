#pragma once
/// Game records: save, load and replay (format documented in docs/record-format.md). A record is the
/// setup (a seed, or every card's place explicit), then one flat history: the player actions and the
/// chance outcomes in the order they happened (version 2; version 1 records, which list per action
/// what the chance source was asked, still load and replay). Replaying a record reproduces the game
/// exactly; a record may script every die and draw, so any rulebook situation can be set up.

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/rules/action.h"
#include "game/rules/chance.h"
#include "game/rules/chance_driver.h"
#include "game/rules/game_event.h"
#include "game/rules/game_state.h"
#include "game/rules/setup.h"

namespace entanglion::rules {

/// The version new records are written in. Version 1 files (every record written before it) still
/// load and replay to the same states; see docs/record-format.md.
inline constexpr int kRecordFormatVersion = 2;

struct RecordedAction {
    Action action;
    /// The chance outcomes that followed the action, in order. Version 2: the outcomes of the chance
    /// nodes the action's resolution reached (dice, draws, picks, measurements), exactly the
    /// history's entries up to the next action. Version 1: what a ChanceDriver asked its source for
    /// the action (dice, picks, measurements and the shuffles of rebuilt piles, from which the
    /// driver answers the draws).
    std::vector<ChanceOutcome> chance;
    /// Version 1 only. true: the replay takes this action's chance from `chance` (a script). false:
    /// from the record's seeded generator (continuing after the setup), and `chance`, when not
    /// empty, is checked against what the generator gives. Version 2 lists every outcome (true).
    bool scripted = true;
    friend bool operator==(const RecordedAction&, const RecordedAction&) = default;
};

struct GameRecord {
    /// 2: `actions` with their chance outcomes form one flat history (what a GameSession records).
    /// 1: the older form, per-action source outcomes. The default stays 1 because a record built in
    /// code (tests, lessons) scripts its source with shuffles, which only version 1 means.
    int version = 1;
    int difficulty = 1;  ///< 1..3 (informative when the setup is explicit)
    RulesVariant variant = RulesVariant::kBoard;
    /// When set, the setup is generate_setup(difficulty, variant, SeededChance(seed)). Version 1: the
    /// same generator continues to answer the chance of actions whose outcomes are not scripted.
    /// Version 2: every outcome is in the history; the seed also seeds the chance of a resumed game
    /// (derived_seed(seed, actions + 1)).
    std::optional<std::uint64_t> seed;
    /// The setup when `seed` is not set.
    std::optional<GameSetup> setup;
    std::vector<RecordedAction> actions;
};

/// The same game as a version 2 record: replays `record` (any version) and lists the chance nodes'
/// outcomes it met. Returns nullopt with `error` ("action 7: ...") when it does not replay.
std::optional<GameRecord> upgrade_record(const GameRecord& record, std::string* error,
                                         const Board& board = Board::published());

/// The outcomes of `record` that a ChanceSource can be asked again, in order (to replay a record's
/// dice in a new game from its setup): version 1, every scripted action's list; version 2, the dice,
/// picks and measurements (what a draw reveals comes from the driver's order of the piles, not a source).
std::vector<ChanceOutcome> source_outcomes_of(const GameRecord& record);

/// The record as JSON text (pretty-printed, stable key order).
std::string record_to_json(const GameRecord& record);
/// Parses a record. On error returns nullopt and sets `error` to "<source>: <JSON location>: problem",
/// e.g. `game.json: /actions/3/card: unknown engine card "Q"`.
std::optional<GameRecord> record_from_json(std::string_view text, std::string_view source_name, std::string* error);
std::optional<GameRecord> load_record(const std::filesystem::path& path, std::string* error);
/// Writes atomically (see write_file_atomically). On failure returns false with `error` set and
/// leaves any existing file untouched.
bool save_record(const GameRecord& record, const std::filesystem::path& path, std::string* error);
/// Writes `text` to `path` atomically: a temporary file `.NAME.tmp-PID` in the same directory,
/// flushed to disk, then renamed over `path`. A reader sees the old file or the new one, never
/// half of one. When `path` is a symbolic link, its target is written (the link stays a link).
/// An existing file keeps its permission bits (a 0600 record stays 0600); a new file gets the
/// usual mode (0666 less the umask). On any failure returns false with `error` set, removes the
/// temporary file and leaves `path` untouched.
bool write_file_atomically(const std::filesystem::path& path, std::string_view text, std::string* error);
/// Removes the temporary files (`.NAME.tmp-PID`) that write_file_atomically left in `directory`
/// when its process was killed mid-save: only regular files of that name shape whose PID is not a
/// running process (never this process's own). Call it before writing into a directory (the CLI
/// does before `--out`; the app's autosave should too). Returns how many were removed; errors
/// (an unreadable directory, a file that cannot be removed) are skipped silently.
std::size_t remove_stale_temporary_files(const std::filesystem::path& directory);

/// The result of replaying a record.
struct ReplayResult {
    std::optional<GameState> state;  ///< set on success
    std::vector<GameEvent> events;   ///< setup and every action, when requested
    std::string error;               ///< "action 7: RUBICON cannot play CNOT: hand is [X, H]" or a setup problem
    int failed_action = -1;          ///< index of the failing action, or -1
};

/// Replays a record from its setup, applying every action with its chance; stops at the first
/// problem. `collect_events` fills ReplayResult::events.
ReplayResult replay_record(const GameRecord& record, bool collect_events = false,
                           const Board& board = Board::published());

/// A game being played and recorded at the same time (the terminal game, the UI, simulations that
/// save). Owns the seeded chance, the state and the record, always of version 2: apply() appends the
/// action and the outcomes of the chance nodes its resolution met.
class GameSession {
public:
    /// A new seeded game by the rulebook's setup.
    GameSession(std::uint64_t seed, int difficulty, RulesVariant variant, const Board& board = Board::published());
    /// Continues a record of either version: replays it (the session's record is its version 2
    /// form, so a version 1 save is written back as version 2), then answers further chance from a
    /// generator seeded by the record's seed (or 0): for version 1, advanced by the replay as the
    /// uninterrupted game's was; for version 2, whose history lists every outcome, seeded anew with
    /// derived_seed(seed, actions + 1), the face-down piles dealt anew. Returns nullopt with `error`
    /// when the record does not replay.
    static std::optional<GameSession> resume(const GameRecord& record, std::string* error,
                                             const Board& board = Board::published());
    /// A new game whose chance comes from `chance` instead of the record's seeded generator (the
    /// app: a record's own dice queued before its seed). The setup is `record`'s: the rulebook's setup
    /// dealt by `chance` when the record has a seed (which must deal it as the seed does, since the
    /// record keeps only the seed), else its explicit setup; `record`'s actions are dropped. The
    /// history records every outcome, so the record replays whatever `chance` dealt. Returns nullopt with `error` when the setup is not valid or not the seed's.
    static std::optional<GameSession> dealt_by(GameRecord record, std::unique_ptr<ChanceSource> chance,
                                               std::string* error, const Board& board = Board::published());
    /// Plays on from `state`, the state `record` reaches after `events` (e.g. a ReplayCursor's step),
    /// with the piles in `order` (the replay's, ReplayCursor::dealt_order_at) and chance from
    /// `chance`. Precondition: `record` is of version 2 (ReplayCursor::prefix is).
    static GameSession continued(GameRecord record, GameState state, DealtOrder order, std::vector<GameEvent> events,
                                 std::unique_ptr<ChanceSource> chance);

    const GameState& state() const { return *state_; }
    const GameRecord& record() const { return record_; }
    /// Every event since the setup.
    const std::vector<GameEvent>& events() const { return events_; }
    /// Every player action and chance outcome applied by this session, in order (OpenSpiel's
    /// History(); a resumed session's starts after the replay); record() groups them by action.
    const std::vector<HistoryEntry>& history() const { return driver_->history(); }
    /// The driver's order of the face-down piles (not part of the game).
    const DealtOrder& dealt_order() const { return driver_->order(); }
    /// Applies and records `action`; on an illegal action returns false with `error` and records nothing.
    bool apply(const Action& action, std::string* error, std::vector<GameEvent>* new_events = nullptr);

private:
    GameSession() = default;
    /// Takes `chance` as the source of every further outcome, the piles in `order`.
    void deal_from(std::unique_ptr<ChanceSource> chance, DealtOrder order);
    std::unique_ptr<ChanceSource> chance_;
    /// Answers the chance nodes from chance_, keeping the history the record is written from.
    std::optional<ChanceDriver> driver_;
    std::optional<GameState> state_;
    GameRecord record_;
    std::vector<GameEvent> events_;
};

}  // namespace entanglion::rules
