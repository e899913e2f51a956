#pragma once
/// Game records: save, load and replay (format documented in docs/record-format.md). A record is
/// the game's start (a new game of a difficulty, or an explicit setup), then one flat history: the
/// chance outcomes of the setup, then the player actions and the chance outcomes in the order they
/// happened (GameState::history()). Replaying a record reproduces the game exactly, with no
/// generator; a record may force every die and draw, so any rulebook situation can be set up.
/// Records of older versions are converted when they are read (legacy_records.h).

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "game/rules/action.h"
#include "game/rules/chance.h"
#include "game/rules/chance_sampler.h"
#include "game/rules/game_event.h"
#include "game/rules/game_state.h"
#include "game/rules/setup.h"

namespace entanglion::rules {

/// The version records are written in. Version 4 added take-back entries (docs/record-format.md); a record
/// without one is written as version 3, so older programs still read it. Versions 1 and 2 are read and
/// converted; version 3 is version 4 without take-backs.
inline constexpr int kRecordFormatVersion = 4;
/// The version a record without take-backs is written in.
inline constexpr int kRecordFormatVersionWithoutTakeBacks = 3;

/// A player's action and the outcomes of the chance nodes its resolution reached, in order, up to the
/// next player's choice; or, with `take_back`, a take-back of the last action still standing
/// (take_back.h).
struct RecordedAction {
    Action action;  ///< the action played, or with `take_back` the one taken back
    /// The outcomes the action met; with `take_back`, the cards the action taken back drew (its
    /// engine_draw and event_draw outcomes, in order), which go back on top of their piles, known.
    std::vector<ChanceOutcome> chance;
    /// A JSON object about the action that the rules carry and never read, empty for none: the app
    /// keeps there the AI's reason for its move (game/policies/explanation_note.h), so a resumed game
    /// and the step-through show it again. docs/record-format.md#annotations.
    std::string annotation;
    /// Not an action played: the take-back of the last action still standing, `action`. The replay puts
    /// the game back where it was before that action, with the cards it drew on top of their piles,
    /// known (GameState::take_back). docs/record-format.md#take-backs.
    bool take_back = false;
    friend bool operator==(const RecordedAction&, const RecordedAction&) = default;
};

struct GameRecord {
    int difficulty = 1;  ///< 1..3: the starting detection position of a new game (informative with a setup)
    RulesVariant variant = RulesVariant::kBoard;
    /// The seed of the generator that dealt the game, when one did: a resumed game goes on with it
    /// (GameSession::resume). Replaying needs no seed.
    std::optional<std::uint64_t> seed;
    /// An explicit starting position; without one the game is a new game of `difficulty` whose setup
    /// `setup_chance` deals.
    std::optional<GameSetup> setup;
    /// The outcomes of a new game's setup chance nodes, in order (empty with an explicit setup).
    std::vector<ChanceOutcome> setup_chance;
    std::vector<RecordedAction> actions;
    friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

/// The state a record starts from: its explicit setup, or a new game of its difficulty at the
/// setup's first chance node. Returns nullopt with `error` ("setup: ...") when the setup is invalid.
std::optional<GameState> record_start(const GameRecord& record, std::string* error,
                                      const Board& board = Board::published());

/// Every chance outcome of `record`, in order: the setup's, then each action's.
std::vector<ChanceOutcome> chance_outcomes_of(const GameRecord& record);
/// The same luck still to come after `step` actions of `record` (a what-if from that step): the
/// outcomes of its actions `step` onwards. Precondition: 0 <= step <= record.actions.size().
RecordedLuck recorded_luck_after(const GameRecord& record, std::size_t step);
/// The record's flat history: the setup's outcomes, then each action followed by its outcomes
/// (what GameState::history() of the replayed game holds).
std::vector<HistoryEntry> history_of(const GameRecord& record);
/// The record of a new game of `difficulty` and `variant` whose GameState::history() is `history`
/// (outcomes before the first action are the setup's), dealt by a generator seeded with `seed` when
/// one did. history_of(record_of_history(d, v, s, h)) == h.
GameRecord record_of_history(int difficulty, RulesVariant variant, std::optional<std::uint64_t> seed,
                             const std::vector<HistoryEntry>& history);

/// The record as JSON text (pretty-printed, stable key order).
std::string record_to_json(const GameRecord& record);
/// Parses a record. On error returns nullopt and sets `error` to "<source>: <JSON location>: problem",
/// e.g. `game.json: /actions/3/card: unknown engine card "Q"`.
std::optional<GameRecord> record_from_json(std::string_view text, std::string_view source_name, std::string* error);
std::optional<GameRecord> load_record(const std::filesystem::path& path, std::string* error);
/// Writes atomically (write_file_atomically, game/io/atomic_file.h). On failure returns false with `error` set and
/// leaves any existing file untouched.
bool save_record(const GameRecord& record, const std::filesystem::path& path, std::string* error);

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
/// save). Owns the state, the record (always of the current version) and the generator that answers
/// the chance nodes: apply() appends the action and the outcomes of the chance nodes its resolution
/// met.
class GameSession {
public:
    /// A new game by the rulebook's setup, every chance node answered by a generator seeded with `seed`.
    GameSession(std::uint64_t seed, int difficulty, RulesVariant variant, const Board& board = Board::published());
    /// Continues a record: replays it, then answers further chance from a generator seeded by the
    /// record's seed (or 0). When the history is the one that generator deals (every game a
    /// GameSession started from that seed), the game goes on exactly as the uninterrupted game would;
    /// otherwise the generator is seeded anew with derived_seed(seed, actions + 1). Returns nullopt
    /// with `error` when the record does not replay.
    static std::optional<GameSession> resume(const GameRecord& record, std::string* error,
                                             const Board& board = Board::published());
    /// A new game from the start of `record` (its setup dealt again by its own setup outcomes),
    /// whose further chance comes first from the record's own outcomes, queued (ChanceQueue), then
    /// from a generator seeded with `seed`: the app's "play from the setup with the record's dice".
    /// `record`'s actions are not played. Returns nullopt with `error` when the setup is invalid.
    static std::optional<GameSession> replaying_chance_of(const GameRecord& record, std::uint64_t seed,
                                                          std::string* error, const Board& board = Board::published());
    /// Plays on from `state`, the state `record` reaches after `events` (e.g. a ReplayCursor's step),
    /// further chance answered first by `luck` (RecordedLuck: the same luck still to come of a
    /// what-if; empty by default), then by a generator seeded with `seed`.
    static GameSession continued(GameRecord record, GameState state, std::vector<GameEvent> events, std::uint64_t seed,
                                 RecordedLuck luck = {});

    const GameState& state() const { return *state_; }
    const GameRecord& record() const { return record_; }
    /// Every event since the setup.
    const std::vector<GameEvent>& events() const { return events_; }
    /// Every action and chance outcome of the game since its start (GameState::history()).
    const std::vector<HistoryEntry>& history() const { return state_->history(); }
    /// Applies and records `action` (with `annotation`, RecordedAction::annotation), answering the chance nodes its
    /// resolution reaches; on an illegal action returns false with `error` and records nothing.
    bool apply(const Action& action, std::string* error, std::vector<GameEvent>* new_events = nullptr,
               std::string annotation = {});

private:
    explicit GameSession(std::uint64_t seed) : rng_(seed) {}
    /// Answers chance nodes (the queue or the recorded luck first, then the generator) until a player acts or the game
    /// ends; each outcome goes into `into`.
    void answer_chance(std::vector<ChanceOutcome>& into);

    Rng rng_;
    ChanceQueue queue_;
    RecordedLuck luck_;
    std::optional<GameState> state_;
    GameRecord record_;
    std::vector<GameEvent> events_;
};

}  // namespace entanglion::rules
