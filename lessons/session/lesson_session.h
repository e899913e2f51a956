#pragma once
/// The Lessons page's session, Qt-free: a course of lessons and the one lesson open, played through
/// a LessonRunner (lessons/runner.h), with typed feedback a UI words in its own language.
///
///   no lesson --open(row or id)--> lesson open (at its start, no refusal, no feedback)
///   lesson open --play(move)--> accepted: the goal is checked; the feedback is recomputed
///                            \-> refused: nothing in the lesson changes; refusal() says why
///   lesson open --undo()/reset()--> the refusal is forgotten; the feedback is recomputed
///   lesson open --close()--> no lesson
///
/// Every command without a lesson open is refused (false) and changes nothing. The feedback on the
/// goal is empty while the goal can still be reached; once it is out of reach it holds the warning
/// (with the cards still in hand) and how the position misses the goal.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "lessons/runner.h"

namespace entanglion::lessons {

/// What the learner is told about the goal after a change (the UI words each part as a sentence).
struct GoalFeedback {
    /// The goal went out of reach with this many cards still in hand (the warning); nullopt when
    /// it is reachable, reached, or every card is spent.
    std::optional<int> out_of_reach_with_cards;
    /// How the position misses the goal, once the goal is out of reach.
    std::optional<GoalMiss> miss;
    bool empty() const { return !out_of_reach_with_cards && !miss; }
};

/// The outcome of one play: the runner's result and, when this move reached the goal, the cards it took.
struct PlayOutcome {
    MoveResult result;
    std::optional<int> completed_with_cards;
    bool accepted() const { return result.accepted(); }
};

class LessonSession {
public:
    /// `lessons` must be loaded (well-formed); `board` must outlive the session.
    explicit LessonSession(std::vector<Lesson> lessons, const Board& board = Board::published());

    const std::vector<Lesson>& lessons() const { return lessons_; }
    /// The row of the lesson with `id`; nullopt when there is none.
    std::optional<std::size_t> row_of(std::string_view id) const;

    /// Opens the lesson in `row`, from its start; false (nothing changes) when out of range.
    bool open(std::size_t row);
    /// Opens the lesson with `id`; false (nothing changes) for an unknown id.
    bool open(std::string_view id);
    /// Back to no lesson; false when none was open.
    bool close();

    bool is_open() const { return runner_.has_value(); }
    /// The open lesson's row; nullopt when none is open.
    std::optional<std::size_t> row() const { return row_; }
    /// The open lesson's runner (for read-only views: cards, history, state); null when none is open.
    const LessonRunner* runner() const { return runner_ ? &*runner_ : nullptr; }
    /// The live state; |00> when no lesson is open.
    const TwoQubitState& state() const;

    /// Plays one move (a gate or "H:MERCURIAL" text). Without a lesson open: refused as malformed.
    PlayOutcome play(const Gate& gate);
    PlayOutcome play(std::string_view move_text);
    /// Takes back the last move; false when there is none (or no lesson is open).
    bool undo();
    /// Back to the lesson's start (revealed hints stay revealed); false when no lesson is open.
    bool reset();
    /// Reveals the next hint; false when every hint is shown (or no lesson is open).
    bool reveal_hint();
    /// The hints revealed so far, in order, worded in `language` (English where a hint has no
    /// translation); empty when no lesson is open. The runner counts them; the words follow the
    /// language asked, so a view that changes language shows the same hints in the new one.
    std::vector<std::string> revealed_hints(Language language) const;

    /// Why the last move was refused; nullopt after an accepted move, undo, reset or open.
    const std::optional<MoveResult>& refusal() const { return refusal_; }
    /// The feedback on the goal for the live position (computed once per change: it runs the solver).
    const GoalFeedback& feedback() const { return feedback_; }

    /// The start's preparation from |00> followed by the moves played; nullopt when card gates
    /// cannot prepare the start (or no lesson is open).
    std::optional<std::vector<Gate>> moves_circuit() const;
    /// One line for an export's header ("" when no lesson is open).
    std::string moves_circuit_title() const;

private:
    PlayOutcome after_play(MoveResult result);
    void update_feedback();

    std::vector<Lesson> lessons_;
    const Board* board_;
    std::optional<LessonRunner> runner_;
    std::optional<std::size_t> row_;
    std::optional<MoveResult> refusal_;
    GoalFeedback feedback_;
};

}  // namespace entanglion::lessons
