#pragma once
/// The table session: one table of Entanglion below any UI, the thing the app's controllers, the
/// browser's WebAssembly binding and the server drive. It owns the game played (the rules'
/// GameSession: state, record, chance) and the record stepped through, and its mode is one
/// TableMode (table_mode.h): Playing, SteppingThrough, WhatIf or Following. Every command asks the
/// mode what it may do and either does it or returns a typed refusal (refusal.h) and changes
/// nothing; every query reads the state and record shown. No words, no files, no clock: the caller
/// reads and writes records, picks a new game's seed, and words what it shows.
///
/// The transitions (the rules the app's GameController kept, in one place):
/// - new_game / play_record_setup / resume play a game here (Playing): a what-if is dropped with the
///   real game it kept aside, a step-through ends, a followed game is no longer followed.
/// - open_record / review_game step through a record read-only, on its last step; step_to moves.
///   Opening a record in a what-if ends it, the real game it kept aside the game played again.
/// - play_on_from(step) plays on from a step of the record stepped through, chance answered by a
///   generator fixed by the record's seed and the step (rules::derived_seed(seed, step + 1)). In a
///   followed game (whose moves are the partner's and the server's) it goes back to the game.
/// - begin_what_if(step, seed, luck) from a step-through; end_what_if() brings the real game back
///   byte-identical, stepped through at the same step.
/// - start_following(route): local moves go out through `route`; follow_record(record, continuing)
///   shows the followed game as it stands (or, stepping through it, counts its newer moves);
///   stop_following() plays it on here.
/// - take_back: the last action of the game played (here or in a what-if), as rules::check_take_back
///   allows; refused while following and while stepping through.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/rules/action.h"
#include "game/rules/game_event.h"
#include "game/rules/game_state.h"
#include "game/rules/record.h"
#include "game/rules/replay_cursor.h"
#include "game/session/refusal.h"
#include "game/session/table_facts.h"
#include "game/session/table_mode.h"

namespace entanglion::session {

/// A new game's choices.
struct NewGame {
    std::uint64_t seed = 0;
    int difficulty = 1;  ///< 1..3
    rules::RulesVariant variant = rules::RulesVariant::kBoard;
};

/// Which ships people play, for a take-back: only a person's own last action is taken back (both:
/// hot-seat, anyone's).
struct Seats {
    bool mercurial_human = true;
    bool rubicon_human = true;
};

/// The move just applied here: its action, whether an AI made it, and where its events begin among
/// the events shown (they run to the end). Cleared by every other command.
struct LastMove {
    rules::Action action{};
    bool by_ai = false;
    std::size_t first_event = 0;
};

/// What the autosave should do now to keep the game played on disk (the caller owns the file).
enum class AutosaveStep : std::uint8_t {
    kLeave,   ///< leave the file as it is (no game played, a what-if, an opened record stepped through)
    kRemove,  ///< nothing to resume: the game played is over or has no action
    kWrite,   ///< write played_record()
};

class TableSession {
public:
    TableSession() = default;

    // ---- commands: starting ---------------------------------------------------------------------------
    /// A new game by the rulebook's setup, its chance from `choice.seed`.
    Result new_game(const NewGame& choice);
    /// A new game from `record`'s setup, its chance first the record's own outcomes, queued, then a
    /// generator seeded with its seed: the same choices replay the same game. `name`: the record's.
    Result play_record_setup(const rules::GameRecord& record, std::string name);
    /// Plays on from the end of an autosaved record (worth_resuming), like play_on_from its last step.
    Result resume(const rules::GameRecord& record);
    /// Steps through `record` read-only, on its last step. `name`: the record's (a file's name).
    Result open_record(rules::GameRecord record, std::string name);

    // ---- commands: stepping through -------------------------------------------------------------------
    /// Steps through the game played, on its last step.
    Result review_game();
    /// Shows step `step` (0..length) of the record stepped through.
    Result step_to(int step);
    /// Plays on from step `step` of the record stepped through (see the transitions above).
    Result play_on_from(int step);
    /// Leaves the step-through of the game played: the game as it stands now.
    Result back_to_game();

    // ---- commands: moves ------------------------------------------------------------------------------
    /// A move of whoever must act: checked by the rules, recorded; in a followed game sent through
    /// the route instead (Result::sent).
    Result apply(const rules::Action& action);
    /// An AI's move: as apply, with `annotation` (policies::explanation_note) kept in the record.
    Result apply_ai_move(const rules::Action& action, std::string annotation = {});
    /// What apply(action) would refuse now, without applying or sending it (a confirmation asked
    /// first, an action list's enabled rows).
    Result check(const rules::Action& action) const;
    /// Takes back the last action of the game played (in a what-if, of the what-if).
    Result take_back(const Seats& seats);
    /// What take_back(seats) would refuse now, without taking anything back (an Undo button enabled
    /// or not, and why).
    Result check_take_back(const Seats& seats) const;

    // ---- commands: what-if ----------------------------------------------------------------------------
    /// Plays on from step `step` of the record stepped through as a game of its own, the real game
    /// kept aside; chance from the record's luck still to come (Luck::kSame), then a generator seeded
    /// with `seed`.
    Result begin_what_if(int step, std::uint64_t seed, Luck luck);
    Result end_what_if();

    // ---- commands: following --------------------------------------------------------------------------
    /// This table's moves go out through `route` from now on. A what-if ends first.
    Result start_following(ActionRoute route);
    /// Moves are applied here again; the game followed goes on here.
    Result stop_following();
    /// The followed game as `record` has it (a network game as the server sent it); `continuing`:
    /// the same game with new entries. `name`: the game's (a join code).
    Result follow_record(const rules::GameRecord& record, std::string name, bool continuing);

    // ---- queries --------------------------------------------------------------------------------------
    const TableMode& mode() const { return mode_; }
    ModeKind mode_kind() const { return static_cast<ModeKind>(mode_.index()); }
    bool has_game() const { return state_shown() != nullptr; }
    /// The state shown (the step's while stepping through); null before the first game.
    const rules::GameState* state_shown() const;
    /// The record shown: the one stepped through, else the game played's (empty without a game).
    const rules::GameRecord& record_shown() const;
    /// The events shown: the step-through's up to its step, else every event of the game played.
    std::span<const rules::GameEvent> events_shown() const;
    /// The events shown from index `first` on (empty past the end).
    std::span<const rules::GameEvent> events_since(std::size_t first) const;
    /// Where the shown events of the last step or move begin (their quantum note, their die).
    std::size_t own_events_from() const;
    /// Changes whenever the events shown are replaced rather than extended: a view that keeps the
    /// events up to index i in the same epoch reads events_since(i); in another it reads them all.
    std::uint64_t events_epoch() const { return epoch_; }
    /// The move just applied here, if the last command was one.
    const std::optional<LastMove>& last_move() const { return last_move_; }
    /// The legal actions of the state shown (empty without a game or when it is over). Whether
    /// moves may be made here at all is moves_refused().
    rules::ActionList legal_actions() const;
    /// Why no move can be applied now (no game, stepping through), or kNone.
    RefusalKind moves_refused() const;

    SetupFacts setup_facts() const { return setup_facts_of(state_shown(), record_shown()); }
    TurnFacts turn_facts() const { return turn_facts_of(state_shown()); }
    TableFacts table_facts() const { return table_facts_of(state_shown()); }
    ModeFacts mode_facts() const { return mode_facts_of(mode_); }
    /// The name the record shown was given (a file's, a network game's code); "" for a new game. In a
    /// what-if, the real game's.
    const std::string& record_name() const;

    /// The game played (in a what-if, the what-if's), also while a step-through shows another; null when none.
    const rules::GameSession* played() const { return game_ ? &*game_ : nullptr; }
    /// What the autosave should do now, and the record to write.
    AutosaveStep autosave_step() const;
    const rules::GameRecord& played_record() const;

private:
    /// Plays `game` from now on: a step-through ends, a what-if is dropped with its real game; the
    /// mode is Following when `route` is set, else Playing; the last step's events from `own_from`.
    void start_playing(rules::GameSession game, std::size_t own_from, std::string name, ActionRoute route = {});
    /// Plays on from `step` of `cursor` with a generator fixed by its record's seed and the step.
    void play_on(const rules::ReplayCursor& cursor, int step, std::string name);
    Result apply_checked(const rules::Action& action, std::string annotation, bool by_ai);
    /// The route of the game followed (Following, or a step-through of it), or an empty one.
    const ActionRoute* route() const;
    SteppingThrough* stepping();
    const SteppingThrough* stepping() const;
    void replaced() {
        ++epoch_;
        last_move_.reset();
    }

    TableMode mode_ = Playing{};
    std::optional<rules::GameSession> game_;  ///< the game played (in a what-if, the what-if's)
    std::string record_name_;
    std::size_t own_from_ = 0;  ///< where the last step's events begin among the game played's
    std::uint64_t epoch_ = 0;
    std::optional<LastMove> last_move_;
};

/// Whether an autosaved game is worth offering to resume: it replays, is not over and holds an action.
bool worth_resuming(const rules::ReplayCursor& cursor);

}  // namespace entanglion::session
