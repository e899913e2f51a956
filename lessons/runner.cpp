#include "lessons/runner.h"

#include <algorithm>

#include "lessons/moves.h"
#include "lessons/solver.h"

namespace entanglion::lessons {

LessonRunner::LessonRunner(Lesson lesson, const Board& board)
    : lesson_(std::move(lesson)), board_(&board), position_(start_position(lesson_)) {}

int LessonRunner::times_played(const Gate& gate) const {
    return static_cast<int>(
        std::count_if(history_.begin(), history_.end(), [&](const MoveRecord& record) { return record.gate == gate; }));
}

int LessonRunner::plays_left(const Gate& gate) const {
    const CardAllowance* allowance = lesson_.allowance_for(gate);
    if (!allowance || status_ == LessonStatus::kSucceeded) return 0;
    int left = cards_left();
    if (allowance->limit) left = std::min(left, *allowance->limit - times_played(gate));
    return std::max(left, 0);
}

std::vector<Gate> LessonRunner::playable_moves() const {
    std::vector<Gate> moves;
    for (Ship ship : kShips) {
        for (const CardAllowance& card : lesson_.cards) {
            const Gate gate{card.kind, card.ship};
            if (card.ship == ship && plays_left(gate) > 0) moves.push_back(gate);
        }
    }
    return moves;
}

MoveResult LessonRunner::play(const Gate& gate) {
    const std::string move = gate_to_string(gate);
    if (status_ == LessonStatus::kSucceeded) {
        return {MoveError::kAlreadySolved, "the goal is already reached; " + move + " is one card too many", gate, 0};
    }
    const CardAllowance* allowance = lesson_.allowance_for(gate);
    if (!allowance) {
        return {MoveError::kCardNotAllowed,
                "this lesson does not let " + std::string(ship_display_name(gate.ship)) + " play " +
                    std::string(gate_id(gate.kind)) + " (allowed: " + describe_cards(lesson_) + ")",
                gate, 0};
    }
    if (cards_left() <= 0) {
        return {
            MoveError::kOverBudget,
            "over budget: all " + std::to_string(lesson_.budget) + " cards are spent; " + move + " would be one more",
            gate, lesson_.budget};
    }
    if (allowance->limit && times_played(gate) >= *allowance->limit) {
        return {MoveError::kCardUsedUp,
                move + " may be played at most " + std::to_string(*allowance->limit) +
                    (*allowance->limit == 1 ? " time" : " times") + " in this lesson",
                gate, *allowance->limit};
    }
    MoveRecord record{gate, position_, apply_move(lesson_.rules, *board_, position_, gate), false, false};
    record.moved = lesson_.rules == RulesVariant::kBoard ? record.after.positions != record.before.positions
                                                         : position_changed(record.before, record.after);
    record.goal_reached = goal_reached(lesson_.goal, record.after);
    position_ = record.after;
    history_.push_back(std::move(record));
    update_status();
    return {};
}

MoveResult LessonRunner::play(std::string_view move_text) {
    std::string error;
    const auto gate = parse_gate(move_text, &error);
    if (!gate) return {MoveError::kMalformed, error};
    return play(*gate);
}

GoalReach LessonRunner::goal_reach() const {
    if (goal_reached(lesson_.goal, position_)) return GoalReach::kReached;
    if (cards_left() <= 0) return GoalReach::kOutOfReach;
    // The same lesson from the live position, with the cards left and what is left of each limit.
    Lesson rest = lesson_;
    rest.start = LessonStart{position_.state, position_.positions};
    rest.budget = cards_left();
    for (CardAllowance& card : rest.cards) {
        if (card.limit) card.limit = std::max(0, *card.limit - times_played(Gate{card.kind, card.ship}));
    }
    const SolveResult found = solve(rest, *board_);
    if (found.solution) return GoalReach::kReachable;
    return found.stopped_at_limit ? GoalReach::kUnknown : GoalReach::kOutOfReach;
}

void LessonRunner::undo() {
    if (history_.empty()) return;
    position_ = history_.back().before;
    history_.pop_back();
    update_status();
}

void LessonRunner::reset() {
    history_.clear();
    position_ = start_position(lesson_);
    update_status();
}

std::optional<std::string> LessonRunner::next_hint() {
    if (hints_revealed_ >= hint_count()) return std::nullopt;
    return lesson_.hints[static_cast<std::size_t>(hints_revealed_++)];
}

void LessonRunner::update_status() {
    if (!history_.empty() && history_.back().goal_reached) {
        status_ = LessonStatus::kSucceeded;
    } else if (cards_left() <= 0) {
        status_ = LessonStatus::kOutOfCards;
    } else {
        status_ = LessonStatus::kInProgress;
    }
}

std::vector<std::string> split_moves(std::string_view text) {
    std::vector<std::string> moves;
    std::string current;
    for (char c : text) {
        if (c == ' ' || c == ',' || c == '\t' || c == '\n') {
            if (!current.empty()) moves.push_back(std::move(current));
            current.clear();
        } else {
            current.push_back(c);
        }
    }
    if (!current.empty()) moves.push_back(std::move(current));
    return moves;
}

CheckResult check_solution(const Lesson& lesson, const std::vector<std::string>& moves, const Board& board) {
    CheckResult result;
    // Bad input first, so a typo is never reported as a wrong answer.
    std::vector<Gate> gates;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        std::string error;
        const auto gate = parse_gate(moves[i], &error);
        if (!gate) {
            result.outcome = CheckOutcome::kMalformedMove;
            result.reason = "move " + std::to_string(i + 1) + ": " + error;
            result.move_index = static_cast<int>(i);
            return result;
        }
        gates.push_back(*gate);
    }
    LessonRunner runner(lesson, board);
    result.trail.push_back(runner.position());
    if (static_cast<int>(gates.size()) > lesson.budget) {
        result.outcome = CheckOutcome::kOverBudget;
        result.reason = "over budget: " + std::to_string(gates.size()) + " cards played, the budget is " +
                        std::to_string(lesson.budget);
        result.move_index = lesson.budget;
        return result;
    }
    for (std::size_t i = 0; i < gates.size(); ++i) {
        const MoveResult played = runner.play(gates[i]);
        if (!played.accepted()) {
            result.move_index = static_cast<int>(i);
            result.reason = "move " + std::to_string(i + 1) + " (" + gate_to_string(gates[i]) + "): " + played.message;
            switch (played.error) {
                case MoveError::kCardNotAllowed:
                    result.outcome = CheckOutcome::kCardNotAllowed;
                    break;
                case MoveError::kCardUsedUp:
                    result.outcome = CheckOutcome::kCardUsedUp;
                    break;
                case MoveError::kAlreadySolved:
                    result.outcome = CheckOutcome::kExtraMoves;
                    result.reason = "the goal is already reached after move " + std::to_string(i) + "; move " +
                                    std::to_string(i + 1) + " (" + gate_to_string(gates[i]) + ") and later are extra";
                    break;
                default:  // kOverBudget cannot happen after the count check; kMalformed was ruled out
                    result.outcome = CheckOutcome::kOverBudget;
                    break;
            }
            return result;
        }
        result.trail.push_back(runner.position());
        if (!result.out_of_reach_after && runner.cards_left() > 0 && runner.goal_reach() == GoalReach::kOutOfReach) {
            result.out_of_reach_after = static_cast<int>(i);
        }
    }
    if (runner.succeeded()) {
        result.outcome = CheckOutcome::kSolved;
        result.reason = "goal reached with " + std::to_string(gates.size()) + " of " + std::to_string(lesson.budget) +
                        (lesson.budget == 1 ? " card" : " cards");
    } else {
        result.outcome = CheckOutcome::kGoalNotReached;
        result.miss = runner.goal_miss();
        result.reason = "goal not reached after " + std::to_string(gates.size()) +
                        (gates.size() == 1 ? " card" : " cards") + ": the state is " +
                        describe_position(runner.position());
    }
    return result;
}

}  // namespace entanglion::lessons
