#pragma once
/// Plays one lesson: the learner's moves, the goal check after each one, hints in order, success.
/// Qt-free; the app wraps it (lessons/README.md shows how). A LessonRunner is a small state machine:
///
///   in progress --move reaches the goal--> succeeded
///   in progress --last card of the budget spent without the goal--> out of cards
///   any --undo()/reset()--> in progress
///
/// Moves are the only way to change the lesson state. A rejected move changes nothing.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "lessons/goal_miss.h"
#include "lessons/lesson.h"

namespace entanglion::lessons {

enum class LessonStatus : std::uint8_t { kInProgress, kSucceeded, kOutOfCards };

/// Whether the goal can still be reached from the live position (LessonRunner::goal_reach).
enum class GoalReach : std::uint8_t {
    kReached,     ///< the goal holds
    kReachable,   ///< some moves within the cards left (and each card's own limit) reach it
    kOutOfReach,  ///< no moves left reach it: warn the learner, with cards still in hand
    kUnknown,     ///< the solver stopped at its node limit before deciding
};

/// Why a move was refused.
enum class MoveError : std::uint8_t {
    kNone,
    kMalformed,       ///< the text is not "CARD:SHIP"
    kCardNotAllowed,  ///< this lesson does not let that ship play that card
    kCardUsedUp,      ///< the ship already played that card as often as the lesson allows
    kOverBudget,      ///< every card of the budget is spent
    kAlreadySolved,   ///< the goal is already reached; undo or reset to play on
};

struct MoveResult {
    MoveError error = MoveError::kNone;
    std::string message;  ///< why it was refused, in English (the CLI's words); empty when accepted
    /// What a UI needs to word the refusal itself (the app translates it): the move refused (not set
    /// for kMalformed), and the number in the rule it broke: the budget (kOverBudget) or the card's
    /// allowance (kCardUsedUp); 0 otherwise.
    Gate gate{};
    int limit = 0;
    bool accepted() const { return error == MoveError::kNone; }
};

/// One played card with the state before and after (for a history list in a UI).
struct MoveRecord {
    Gate gate;
    LessonPosition before;
    LessonPosition after;
    /// Board rules: false when the board prints no path for this card (nothing moved).
    /// Quantum rules: false when the state is unchanged up to global phase.
    bool moved = false;
    bool goal_reached = false;  ///< the goal holds after this move
};

class LessonRunner {
public:
    /// Starts `lesson` (which must have been loaded, i.e. is well-formed) on `board`. The runner
    /// keeps a pointer to `board`, which must outlive it; runners are copyable and assignable.
    explicit LessonRunner(Lesson lesson, const Board& board = Board::published());

    const Lesson& lesson() const { return lesson_; }
    LessonStatus status() const { return status_; }
    bool succeeded() const { return status_ == LessonStatus::kSucceeded; }

    /// The live state, in |Mercurial Rubicon> order.
    const TwoQubitState& state() const { return position_.state; }
    /// Where the ships are, when the board names the state (always under board rules).
    const std::optional<ShipPositions>& positions() const { return position_.positions; }
    const LessonPosition& position() const { return position_; }
    const std::vector<MoveRecord>& history() const { return history_; }

    int cards_played() const { return static_cast<int>(history_.size()); }
    int cards_left() const { return lesson_.budget - cards_played(); }
    /// How many more times `gate` may be played now: 0 when not allowed or used up; otherwise the
    /// lower of its own limit and the cards left.
    int plays_left(const Gate& gate) const;
    /// The moves that play() would accept now, Mercurial's first, in the lesson's card order.
    std::vector<Gate> playable_moves() const;

    /// Checks and plays one move. When accepted, the goal is checked and the status updated.
    MoveResult play(const Gate& gate);
    /// Parses "H:MERCURIAL" (any letter case) and plays it; malformed text gives kMalformed.
    MoveResult play(std::string_view move_text);

    /// Whether the goal can still be reached from here with the cards left, each card's own limit
    /// counted: the solver (solver.h) searched from the live position. kOutOfReach with cards left
    /// is the moment to warn the learner; out of cards it is simply missed.
    GoalReach goal_reach() const;
    /// How the live position misses the goal (goal_miss.h); nullopt when it reaches it.
    std::optional<GoalMiss> goal_miss() const { return diagnose_miss(lesson_.goal, position_); }

    /// Takes back the last move (no effect when none was played).
    void undo();
    /// Back to the start; revealed hints stay revealed.
    void reset();

    /// Reveals the next hint, in the lesson's order; nullopt when all are revealed.
    std::optional<std::string> next_hint();
    /// How many hints have been revealed.
    int hints_revealed() const { return hints_revealed_; }
    int hint_count() const { return static_cast<int>(lesson_.hints.size()); }

private:
    int times_played(const Gate& gate) const;
    void update_status();

    Lesson lesson_;
    const Board* board_;
    LessonPosition position_;
    std::vector<MoveRecord> history_;
    LessonStatus status_ = LessonStatus::kInProgress;
    int hints_revealed_ = 0;
};

/// Why `check_solution` failed, or kSolved.
enum class CheckOutcome : std::uint8_t {
    kSolved,
    kMalformedMove,   ///< bad input (the CLI exits 2)
    kOverBudget,      ///< more cards than the budget
    kCardNotAllowed,  ///< a card the lesson does not allow for that ship
    kCardUsedUp,      ///< a card played more often than its limit
    kExtraMoves,      ///< the goal was reached before the last move
    kGoalNotReached,  ///< all moves played, goal not reached
};

struct CheckResult {
    CheckOutcome outcome = CheckOutcome::kGoalNotReached;
    std::string reason;  ///< one line for people
    /// kGoalNotReached: how the last position misses the goal.
    std::optional<GoalMiss> miss;
    /// The first move after which the goal was out of reach with cards still left (0-based), when
    /// the moves did not reach it.
    std::optional<int> out_of_reach_after;
    /// 0-based index of the offending move, when one is to blame.
    std::optional<int> move_index;
    /// The positions visited, start first (so a caller can print the run).
    std::vector<LessonPosition> trail;
    bool solved() const { return outcome == CheckOutcome::kSolved; }
};

/// Plays `moves` ("H:MERCURIAL" each) in a fresh runner and says whether they solve the lesson.
CheckResult check_solution(const Lesson& lesson, const std::vector<std::string>& moves,
                           const Board& board = Board::published());

/// Splits "H:MERCURIAL CNOT:RUBICON" (spaces or commas) into moves.
std::vector<std::string> split_moves(std::string_view text);

}  // namespace entanglion::lessons
