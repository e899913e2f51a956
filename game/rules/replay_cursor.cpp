// The replay cursor: one replay of the record (the loop shared with replay_record), a state and an
// event offset kept per step.

#include "game/rules/replay_cursor.h"

#include <stdexcept>

#include "game/rules/record_replay.h"

namespace entanglion::rules {

std::optional<ReplayCursor> ReplayCursor::create(GameRecord record, std::string* error, const Board& board) {
    ReplayCursor cursor;
    cursor.states_.reserve(record.actions.size() + 1);
    cursor.events_end_.reserve(record.actions.size() + 1);
    std::optional<GameState> state;
    const std::string problem = replay_into(
        record, board, state, &cursor.events_, nullptr,
        [&cursor](const GameState& reached) {
            cursor.states_.push_back(reached);
            cursor.events_end_.push_back(cursor.events_.size());
        },
        {}, /*keep_history=*/false);  // the record is the history: each step's copy holds none
    if (!problem.empty()) {
        if (error) *error = problem;
        return std::nullopt;
    }
    cursor.record_ = std::move(record);
    return cursor;
}

std::size_t ReplayCursor::checked(int step) const {
    if (step < 0 || step > step_count()) {
        throw std::out_of_range("step " + std::to_string(step) + " is not in 0.." + std::to_string(step_count()));
    }
    return static_cast<std::size_t>(step);
}

const GameState& ReplayCursor::state_at(int step) const { return states_[checked(step)]; }

std::span<const GameEvent> ReplayCursor::events_up_to(int step) const {
    return std::span<const GameEvent>(events_).first(events_end_[checked(step)]);
}

std::span<const GameEvent> ReplayCursor::events_of(int step) const {
    const std::size_t end = events_end_[checked(step)];
    const std::size_t begin = step == 0 ? 0 : events_end_[static_cast<std::size_t>(step) - 1];
    return std::span<const GameEvent>(events_).subspan(begin, end - begin);
}

GameRecord ReplayCursor::prefix(int step) const {
    GameRecord cut = record_;
    cut.actions.resize(checked(step));
    return cut;
}

}  // namespace entanglion::rules
