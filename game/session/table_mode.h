#pragma once
/// The modes of a table (TableSession): what is shown and where a move goes. A table is in exactly
/// one of them (TableMode, one std::variant), and every command asks it, in one place, what it may
/// do: the game is played here; a record is stepped through read-only; a what-if is played from a
/// step with the real game kept aside; or the game is followed, its moves arriving from elsewhere
/// (the network seat) while this table's moves go out through a route.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <variant>

#include "game/rules/action.h"
#include "game/rules/record.h"
#include "game/rules/replay_cursor.h"

namespace entanglion::session {

/// Where a followed game's local moves go (the network client): true when it took the move, false
/// after saying why itself. The move comes back as part of a followed record (follow_record).
using ActionRoute = std::function<bool(const rules::Action&)>;

/// The game played is shown, and moves are applied here (none before the first game).
struct Playing {};

/// A record stepped through, read-only: `step` actions of `cursor`'s record are shown (0: the setup).
struct SteppingThrough {
    rules::ReplayCursor cursor;
    int step = 0;
    /// The record is the game played (review_game), not an opened one: back_to_game() shows the game.
    bool of_played_game = false;
    /// Moves the game played has made since the step-through began (a followed game's): the step
    /// shown stays, back_to_game() shows them.
    int newer_moves = 0;
    /// Set when the game played is followed: leaving the step-through follows it again.
    ActionRoute following{};
};

/// Which luck a what-if plays with: the record's own outcomes still to come (rules::RecordedLuck),
/// then a generator; or a generator from the start.
enum class Luck : std::uint8_t { kSame, kFresh };

/// A what-if: a game played on from a step of the record stepped through, as a game of its own
/// (the table's game is the what-if's). The real game waits untouched: the game played, the
/// step-through and its step, and the record's name; end_what_if() brings them back as they were.
struct WhatIf {
    struct RealGame {
        std::optional<rules::GameSession> game{};
        SteppingThrough stepping;
        std::string record_name{};
    };
    RealGame real;
    Luck luck = Luck::kSame;
    int from_step = 0;
};

/// The game played is followed: its moves arrive as records (follow_record), and this table's
/// moves go out through `route`.
struct Following {
    ActionRoute route{};
};

using TableMode = std::variant<Playing, SteppingThrough, WhatIf, Following>;

/// The kinds of mode, in TableMode's order (for a view that compares enums).
enum class ModeKind : std::uint8_t { kPlaying, kSteppingThrough, kWhatIf, kFollowing };

}  // namespace entanglion::session
