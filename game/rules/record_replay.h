#pragma once
/// Internal: the one loop that replays a record, shared by replay_record, GameSession::resume and
/// ReplayCursor (record.cpp).

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/rules/record.h"

namespace entanglion::rules {

/// Called with the state after the setup, then after each action (so once per step, 0 first), and
/// the driver's order of the piles then.
using ReplayObserver = std::function<void(const GameState& state, const DealtOrder& order)>;

/// Replays `record` (either version) into `state`, asking `seeded` for the setup (when the record
/// has a seed) and, in version 1, for unscripted actions; the events go into `events` when not null.
/// Version 1 actions go through `driver` (dealing the record's setup, its chance lists as the
/// source); version 2 actions through the stepped API, the history's outcomes answering each chance
/// node, and `driver` is left knowing no order of the piles. Stops at the first problem and returns
/// it ("action 7: ...", "setup: ..."), with `failed_action` set to the failing action's index (-1 for
/// the setup or on success); returns an empty string on success. `after_step`, when set, sees every
/// state reached; `history`, when set, receives each action in version 2 form (the chance nodes'
/// outcomes that followed it).
std::string replay_into(const GameRecord& record, const Board& board, SeededChance& seeded,
                        std::optional<GameState>& state, std::optional<ChanceDriver>& driver,
                        std::vector<GameEvent>* events, int* failed_action, const ReplayObserver& after_step = {},
                        std::vector<RecordedAction>* history = nullptr);

/// The version 2 form of the action at history[first] (a player's action) and the chance outcomes
/// after it to the end of `history`.
RecordedAction history_action(std::span<const HistoryEntry> history, std::size_t first);

}  // namespace entanglion::rules
