#pragma once
/// Internal: the one loop that replays a record, shared by replay_record, GameSession::resume and
/// ReplayCursor (record.cpp).

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "game/rules/record.h"

namespace entanglion::rules {

/// Called with the state after the setup, then after each action (so once per step, 0 first).
using ReplayObserver = std::function<void(const GameState& state)>;
/// Called at each chance node with the state there and the outcome the history applies to it.
using ChanceObserver = std::function<void(const GameState& at_node, const ChanceOutcome& outcome)>;

/// Replays `record` into `state` through the stepped API, the history's own outcomes answering each
/// chance node; the events go into `events` when not null. Stops at the first problem and returns
/// it ("action 7: ...", "setup: ..."), with `failed_action` set to the failing action's index (-1 for
/// the setup or on success); returns an empty string on success. With `keep_history` false the
/// state keeps no history (the record is its history): for a caller that copies it at every step.
std::string replay_into(const GameRecord& record, const Board& board, std::optional<GameState>& state,
                        std::vector<GameEvent>* events, int* failed_action, const ReplayObserver& after_step = {},
                        const ChanceObserver& before_outcome = {}, bool keep_history = true);

}  // namespace entanglion::rules
