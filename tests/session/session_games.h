#pragma once
// Test helper for the table session's tests: seeded games played through a TableSession, and the
// records they leave.

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>

#include "game/rules/record.h"
#include "game/rules/replay_cursor.h"
#include "game/rules/take_back.h"
#include "game/session/table_session.h"
#include "statevector/random.h"

namespace entanglion::testing {

/// `record` replayed once (it must replay).
inline rules::ReplayCursor cursor_of(const rules::GameRecord& record) {
    std::string error;
    std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(record, &error);
    EXPECT_TRUE(cursor) << error;
    return std::move(*cursor);
}

/// Plays up to `actions` legal actions drawn by `pick` through `table` (stops when the game is over).
inline void play_random(session::TableSession& table, Rng& pick, int actions) {
    for (int i = 0; i < actions && table.state_shown() && !table.state_shown()->is_over(); ++i) {
        const rules::ActionList legal = table.legal_actions();
        const rules::Action action = legal[static_cast<std::size_t>(pick.uniform_index(legal.size()))];
        ASSERT_TRUE(table.apply(action).ok()) << rules::action_to_string(action);
    }
}

/// The record of a new game of `seed` with `actions` random actions (drawn by Rng(seed + 1)).
inline rules::GameRecord played_record(std::uint64_t seed, int actions) {
    session::TableSession table;
    EXPECT_TRUE(table.new_game({.seed = seed, .difficulty = 2}).ok());
    Rng pick(seed + 1);
    play_random(table, pick, actions);
    return table.played_record();
}

/// The record of a seeded random game played to its end.
inline rules::GameRecord finished_record(std::uint64_t seed) {
    session::TableSession table;
    EXPECT_TRUE(table.new_game({.seed = seed, .difficulty = 3}).ok());
    Rng pick(seed + 1);
    play_random(table, pick, 5000);
    EXPECT_TRUE(table.state_shown()->is_over());
    return table.played_record();
}

/// A legal action of the game `table` plays that the rules let be taken back right after it is
/// played (tried on a copy of the game), or, with `revealing`, one they refuse as revealing.
inline std::optional<rules::Action> move_taken_back_or_not(const session::TableSession& table, bool revealing) {
    for (const rules::Action& action : table.legal_actions()) {
        std::optional<rules::GameSession> probe = rules::GameSession::resume(table.played_record(), nullptr);
        if (!probe || !probe->apply(action, nullptr)) continue;
        const rules::TakeBackCheck check = rules::check_take_back(probe->record(), action.player);
        if (!revealing && check.allowed()) return action;
        if (revealing && check.refusal == rules::TakeBackRefusal::kRevealed) return action;
    }
    return std::nullopt;
}

}  // namespace entanglion::testing
