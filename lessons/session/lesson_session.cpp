#include "lessons/session/lesson_session.h"

#include <algorithm>

#include "lessons/lesson_circuit.h"

namespace entanglion::lessons {

namespace {
PlayOutcome no_lesson_open() {
    PlayOutcome outcome;
    outcome.result.error = MoveError::kMalformed;
    outcome.result.message = "no lesson is open";
    return outcome;
}
}  // namespace

LessonSession::LessonSession(std::vector<Lesson> lessons, const Board& board)
    : lessons_(std::move(lessons)), board_(&board) {}

std::optional<std::size_t> LessonSession::row_of(std::string_view id) const {
    for (std::size_t row = 0; row < lessons_.size(); ++row) {
        if (lessons_[row].id == id) return row;
    }
    return std::nullopt;
}

bool LessonSession::open(std::size_t row) {
    if (row >= lessons_.size()) return false;
    runner_.emplace(lessons_[row], *board_);
    row_ = row;
    refusal_.reset();
    update_feedback();
    return true;
}

bool LessonSession::open(std::string_view id) {
    const auto row = row_of(id);
    return row && open(*row);
}

bool LessonSession::close() {
    if (!runner_) return false;
    runner_.reset();
    row_.reset();
    refusal_.reset();
    feedback_ = {};
    return true;
}

const TwoQubitState& LessonSession::state() const {
    static const TwoQubitState kStart;
    return runner_ ? runner_->state() : kStart;
}

PlayOutcome LessonSession::play(const Gate& gate) {
    if (!runner_) return no_lesson_open();
    return after_play(runner_->play(gate));
}

PlayOutcome LessonSession::play(std::string_view move_text) {
    if (!runner_) return no_lesson_open();
    return after_play(runner_->play(move_text));
}

PlayOutcome LessonSession::after_play(MoveResult result) {
    PlayOutcome outcome;
    outcome.result = std::move(result);
    if (outcome.accepted()) {
        refusal_.reset();
        if (runner_->succeeded()) outcome.completed_with_cards = runner_->cards_played();
    } else {
        refusal_ = outcome.result;
    }
    update_feedback();
    return outcome;
}

bool LessonSession::undo() {
    if (!runner_ || runner_->history().empty()) return false;
    runner_->undo();
    refusal_.reset();
    update_feedback();
    return true;
}

bool LessonSession::reset() {
    if (!runner_) return false;
    runner_->reset();
    refusal_.reset();
    update_feedback();
    return true;
}

bool LessonSession::reveal_hint() { return runner_ && runner_->next_hint().has_value(); }

std::vector<std::string> LessonSession::revealed_hints(Language language) const {
    if (!runner_) return {};
    std::vector<std::string> hints = runner_->lesson().texts(language).hints;
    hints.resize(std::min(hints.size(), static_cast<std::size_t>(runner_->hints_revealed())));
    return hints;
}

void LessonSession::update_feedback() {
    feedback_ = {};
    if (!runner_ || runner_->succeeded()) return;
    if (runner_->goal_reach() != GoalReach::kOutOfReach) return;
    if (runner_->cards_left() > 0) feedback_.out_of_reach_with_cards = runner_->cards_left();
    feedback_.miss = runner_->goal_miss();
}

std::optional<std::vector<Gate>> LessonSession::moves_circuit() const {
    if (!runner_) return std::nullopt;
    std::vector<Gate> moves;
    for (const MoveRecord& record : runner_->history()) moves.push_back(record.gate);
    return lesson_circuit(runner_->lesson(), moves);
}

std::string LessonSession::moves_circuit_title() const {
    return runner_ ? lesson_circuit_title(runner_->lesson(), runner_->history().size()) : std::string();
}

}  // namespace entanglion::lessons
