#pragma once
/// Stepping through a recorded game. A ReplayCursor replays its record once, keeping the state
/// reached after the setup (step 0) and after every action (step i is the state after i actions),
/// and the events each step emitted; every question after that is a lookup, so moving to any step
/// costs the same however long the game (the app's step-through, a teacher's slider).
///
/// Memory: the states are kept without their histories (the record is the history; prefix(step)
/// cuts it), so each is a value of fixed size, and an event is 52 bytes: a 300-action game keeps
/// 301 states and its events (about 4 per action in random seeded games).

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/rules/record.h"

namespace entanglion::rules {

class ReplayCursor {
public:
    /// Replays `record` once. When it does not replay, returns nullopt with the problem located as
    /// replay_record locates it ("action 7: RUBICON cannot play CNOT: hand is [X, H]", "setup: ...").
    /// `board` must outlive the cursor.
    static std::optional<ReplayCursor> create(GameRecord record, std::string* error,
                                              const Board& board = Board::published());

    /// The record replayed.
    const GameRecord& record() const { return record_; }
    /// How many actions the record holds (a take-back counts as one: the step after it shows the game
    /// it went back to): the steps are 0 (the setup) to step_count().
    int step_count() const { return static_cast<int>(record_.actions.size()); }
    /// The state after `step` actions, as replay_record of the record's first `step` actions gives it
    /// (equal to it; its history() empty).
    /// Throws std::out_of_range naming the step when it is not in 0..step_count().
    const GameState& state_at(int step) const;
    /// Every event from the setup through action `step` (what the log shows at that step).
    std::span<const GameEvent> events_up_to(int step) const;
    /// The events of step `step` alone: the setup's for 0, else action `step`'s (its own quantum
    /// note, its die).
    std::span<const GameEvent> events_of(int step) const;
    /// The record cut after `step` actions (the game to play on from that step).
    GameRecord prefix(int step) const;

private:
    ReplayCursor() = default;
    std::size_t checked(int step) const;

    GameRecord record_;
    std::vector<GameState> states_;        ///< states_[i]: after i actions
    std::vector<GameEvent> events_;        ///< the setup's and every action's, in order
    std::vector<std::size_t> events_end_;  ///< events_end_[i]: how many events steps 0..i emitted
};

}  // namespace entanglion::rules
