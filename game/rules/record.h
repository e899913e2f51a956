#pragma once
/// Game records: save, load and replay (format documented in docs/record-format.md). A record is the
/// setup (a seed, or every card's place explicit), then the actions in order, each with the chance
/// outcomes it consumed (what a ChanceDriver asked its source: dice, picks, measurements and the
/// shuffles of rebuilt piles, from which the driver answers the draws). Replaying a record reproduces the game exactly; a record may script every
/// die and deck, so any rulebook situation can be set up.

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

inline constexpr int kRecordFormatVersion = 1;

struct RecordedAction {
    Action action;
    /// The chance outcomes this action consumed, in order.
    std::vector<ChanceOutcome> chance;
    /// true: the replay takes this action's chance from `chance` (a script). false: from the
    /// record's seeded generator (continuing after the setup), and `chance`, when not empty, is
    /// checked against what the generator gives.
    bool scripted = true;
    friend bool operator==(const RecordedAction&, const RecordedAction&) = default;
};

struct GameRecord {
    int difficulty = 1;  ///< 1..3 (informative when the setup is explicit)
    RulesVariant variant = RulesVariant::kBoard;
    /// When set, the setup is generate_setup(difficulty, variant, SeededChance(seed)), and the same
    /// generator continues to answer the chance of actions whose outcomes are not scripted.
    std::optional<std::uint64_t> seed;
    /// The setup when `seed` is not set.
    std::optional<GameSetup> setup;
    std::vector<RecordedAction> actions;
};

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
/// save). Owns the seeded chance, the state and the record; apply() records each action with the
/// chance outcomes it consumed.
class GameSession {
public:
    /// A new seeded game by the rulebook's setup.
    GameSession(std::uint64_t seed, int difficulty, RulesVariant variant, const Board& board = Board::published());
    /// Continues a record: replays it, then answers further chance from a generator seeded by the
    /// record's seed (or 0) and advanced deterministically by the replay. Returns nullopt with
    /// `error` when the record does not replay.
    static std::optional<GameSession> resume(const GameRecord& record, std::string* error,
                                             const Board& board = Board::published());
    /// A new game whose chance comes from `chance` instead of the record's seeded generator (the
    /// app: a record's own dice queued before its seed). The setup is `record`'s: the rulebook's setup
    /// dealt by `chance` when the record has a seed (which must deal it as the seed does, since the
    /// record keeps only the seed), else its explicit setup; `record`'s actions are dropped. Every
    /// action is recorded scripted, with the outcomes it consumed, so the record replays whatever
    /// `chance` dealt. Returns nullopt with `error` when the setup is not valid or not the seed's.
    static std::optional<GameSession> dealt_by(GameRecord record, std::unique_ptr<ChanceSource> chance,
                                               std::string* error, const Board& board = Board::published());
    /// Plays on from `state`, the state `record` reaches after `events` (e.g. a ReplayCursor's step),
    /// with the piles in `order` (the replay's, ReplayCursor::dealt_order_at) and chance from
    /// `chance`; every further action is recorded scripted, as dealt_by does.
    static GameSession continued(GameRecord record, GameState state, DealtOrder order, std::vector<GameEvent> events,
                                 std::unique_ptr<ChanceSource> chance);

    const GameState& state() const { return *state_; }
    const GameRecord& record() const { return record_; }
    /// Every event since the setup.
    const std::vector<GameEvent>& events() const { return events_; }
    /// Every player action and chance outcome applied by this session, in order (OpenSpiel's
    /// History(); a resumed session's starts after the replay): what a record of version 2 stores.
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
    std::unique_ptr<RecordingChance> recording_;
    /// Answers the chance nodes from recording_ (so every outcome the source gives is recorded).
    std::optional<ChanceDriver> driver_;
    /// Every action recorded scripted, even in a seeded record (dealt_by, continued).
    bool record_scripted_ = false;
    std::optional<GameState> state_;
    GameRecord record_;
    std::vector<GameEvent> events_;
};

}  // namespace entanglion::rules
