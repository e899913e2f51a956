#include "ui-qml/controller/ReplayController.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <variant>

#include "ui-qml/controller/GameController.h"

namespace rules = entanglion::rules;
namespace session = entanglion::session;

ReplayController::ReplayController(GameController& game, QObject* parent) : QObject(parent), m_game(game) {}

const session::SteppingThrough* ReplayController::stepping() const {
    return std::get_if<session::SteppingThrough>(&m_game.session().mode());
}

const rules::ReplayCursor* ReplayController::cursor() const {
    const session::SteppingThrough* through = stepping();
    return through ? &through->cursor : nullptr;
}

int ReplayController::step() const {
    const session::SteppingThrough* through = stepping();
    return through ? through->step : 0;
}

bool ReplayController::ofPlayedGame() const {
    const session::SteppingThrough* through = stepping();
    return through && through->of_played_game;
}

int ReplayController::newerMoves() const {
    const session::SteppingThrough* through = stepping();
    return through ? through->newer_moves : 0;
}

void ReplayController::publish(const session::ModeFacts& before, const session::ModeFacts& now, bool newStepThrough) {
    const bool was = before.kind == session::ModeKind::kSteppingThrough;
    const bool is = now.kind == session::ModeKind::kSteppingThrough;
    // A step-through replaced by another (a record opened over one) changes too.
    const bool replaced = was != is || (is && newStepThrough);
    if (replaced || (was && is && before.step != now.step)) {
        if (replaced) emit replayingChanged();
        emit stepChanged();
    }
    if (before.newer_moves != now.newer_moves) emit newerMovesChanged();
    const bool whatIf = before.kind == session::ModeKind::kWhatIf || now.kind == session::ModeKind::kWhatIf;
    if (replaced && !whatIf) emit recordReplaced();
}

void ReplayController::goTo(int step) {
    if (!replaying()) return;
    (void)m_game.stepTo(std::clamp(step, 0, length()));
}

bool ReplayController::continueFromHere() {
    if (!replaying()) return false;
    const int shown = step();
    const bool following = m_game.routed();
    if (!m_game.playOnFrom(shown)) return false;
    //: %1: the step's number (12).
    if (!following) m_game.messages()->setInfo(tr("Playing on from step %1.").arg(shown));
    return true;
}

bool ReplayController::reviewGame() {
    if (replaying() || !m_game.hasGame()) return false;
    const session::Result review = m_game.reviewGame();
    if (review.kind() == session::RefusalKind::kRecordDoesNotReplay) {
        // The game was recorded as it was played; a record that does not replay is a defect.
        spdlog::error("the game being played does not replay: {}", review.refusal.problem);
        m_game.messages()->setError(
            //: %1: the step's number (12); %2: the reason from the engine, a sentence.
            tr("Cannot replay step %1: %2")
                .arg(m_game.record().actions.size())
                .arg(QString::fromStdString(review.refusal.problem)));
    }
    return review.ok();
}

bool ReplayController::backToGame() { return m_game.backToGame().ok(); }
