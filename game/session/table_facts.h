#pragma once
/// What a screen shows of a table, as plain values with no words in them: which game it is (setup),
/// whose move it is (turn), what lies on the table besides the lists (table), and which mode the
/// table is in (mode). The app words them (GameText, the translations); a web client its own way.
/// Each is computed from the state and record shown (TableSession::setup_facts() and the others);
/// each compares with ==, so a view re-publishes a group only when it changed.

#include <cstdint>
#include <optional>

#include "game/rules/decision.h"
#include "game/rules/game_state.h"
#include "game/rules/record.h"
#include "game/session/table_mode.h"
#include "statevector/ship.h"

namespace entanglion::session {

/// Which game is shown.
struct SetupFacts {
    bool has_game = false;
    rules::RulesVariant variant = rules::RulesVariant::kBoard;
    int difficulty = 0;                   ///< the record's 1..3; 0 without a game
    std::optional<std::uint64_t> seed{};  ///< the record's seed, none for a record without one
    friend bool operator==(const SetupFacts&, const SetupFacts&) = default;
};

/// Whose move it is and what they must do, in the state shown.
struct TurnFacts {
    rules::GameStatus status = rules::GameStatus::kInProgress;
    Ship current_player = Ship::kMercurial;
    Ship acting_player = Ship::kMercurial;  ///< the current player, or the ship a pending decision belongs to
    int turn_number = 0;
    rules::DecisionKind decision = rules::DecisionKind::kNone;
    int actions_applied = 0;
    friend bool operator==(const TurnFacts&, const TurnFacts&) = default;
};

/// What lies on the table besides the hands, in the state shown.
struct TableFacts {
    int detection_position = 0;
    int engine_stack_count = 0;
    int engine_discard_count = 0;
    int event_deck_count = 0;
    int event_discard_count = 0;
    int components_collected = 0;
    friend bool operator==(const TableFacts&, const TableFacts&) = default;
};

/// The table's mode: which one, the step-through's place, the what-if's luck.
struct ModeFacts {
    ModeKind kind = ModeKind::kPlaying;
    bool following = false;       ///< the game played is followed (also while it is stepped through)
    int step = 0;                 ///< stepping through: the step shown
    int length = 0;               ///< stepping through: the record's actions
    bool of_played_game = false;  ///< stepping through the game played (not an opened record)
    int newer_moves = 0;          ///< stepping through the game played: its moves since
    Luck luck = Luck::kSame;      ///< in a what-if
    int what_if_from = 0;         ///< in a what-if: the step it was played from
    friend bool operator==(const ModeFacts&, const ModeFacts&) = default;
};

SetupFacts setup_facts_of(const rules::GameState* state, const rules::GameRecord& record);
TurnFacts turn_facts_of(const rules::GameState* state);
TableFacts table_facts_of(const rules::GameState* state);
ModeFacts mode_facts_of(const TableMode& mode);

}  // namespace entanglion::session
