#pragma once
/// Internal: the one loop that replays a record, shared by replay_record, GameSession::resume and
/// ReplayCursor (record.cpp).

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "game/rules/record.h"

namespace entanglion::rules {

/// Called with the state after the setup, then after each action (so once per step, 0 first), and
/// the driver's order of the piles then.
using ReplayObserver = std::function<void(const GameState& state, const DealtOrder& order)>;

/// Replays `record` into `state` through `driver` (dealing the record's setup), asking `seeded` for
/// the setup and for unscripted actions, with
/// the events into `events` when not null. Stops at the first problem and returns it ("action 7:
/// ...", "setup: ..."), with `failed_action` set to the failing action's index (-1 for the setup or
/// on success); returns an empty string on success. `after_step`, when set, sees every state reached.
std::string replay_into(const GameRecord& record, const Board& board, SeededChance& seeded,
                        std::optional<GameState>& state, std::optional<ChanceDriver>& driver,
                        std::vector<GameEvent>* events, int* failed_action, const ReplayObserver& after_step = {});

}  // namespace entanglion::rules
