#include "ui-qml/controller/ReplayController.h"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "ui-qml/controller/GameController.h"

namespace rules = entanglion::rules;

ReplayController::ReplayController(GameController& game, QObject* parent) : QObject(parent), m_game(game) {}

void ReplayController::enter(rules::ReplayCursor cursor, bool ofPlayedGame) {
    m_cursor = std::move(cursor);
    m_ofPlayedGame = ofPlayedGame;
    setNewerMoves(0);
    m_step = m_cursor->step_count();
    emit replayingChanged();
    emit stepChanged();
    m_game.showReplayStep(/*newGame=*/true);
}

void ReplayController::leave() {
    if (!m_cursor) return;
    m_cursor.reset();
    m_step = 0;
    m_ofPlayedGame = false;
    setNewerMoves(0);
    emit replayingChanged();
    emit stepChanged();
}

void ReplayController::setNewerMoves(int count) {
    if (count == m_newerMoves) return;
    m_newerMoves = count;
    emit newerMovesChanged();
}

void ReplayController::goTo(int step) {
    if (!m_cursor) return;
    m_step = std::clamp(step, 0, length());
    emit stepChanged();
    m_game.showReplayStep(/*newGame=*/false);
}

const rules::GameState* ReplayController::state() const { return m_cursor ? &m_cursor->state_at(m_step) : nullptr; }

std::span<const rules::GameEvent> ReplayController::log() const {
    if (!m_cursor) return {};
    return m_cursor->events_up_to(m_step);
}

std::size_t ReplayController::ownEventsFrom() const {
    if (!m_cursor) return 0;
    return log().size() - m_cursor->events_of(m_step).size();
}

bool ReplayController::continueFromHere() {
    if (!m_cursor) return false;
    if (m_game.routed()) return backToGame();
    const int step = m_step;
    m_game.playOnFrom(*m_cursor, step, m_game.recordName());
    //: %1: the step's number (12).
    m_game.messages()->setInfo(tr("Playing on from step %1.").arg(step));
    return true;
}

bool ReplayController::reviewGame() {
    if (m_cursor || !m_game.hasGame()) return false;
    std::string error;
    std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(m_game.record(), &error);
    if (!cursor) {
        // The game was recorded as it was played; a record that does not replay is a defect.
        spdlog::error("the game being played does not replay: {}", error);
        m_game.messages()->setError(
            //: %1: the step's number (12); %2: the reason from the engine, a sentence.
            tr("Cannot replay step %1: %2").arg(m_game.record().actions.size()).arg(QString::fromStdString(error)));
        return false;
    }
    enter(std::move(*cursor), /*ofPlayedGame=*/true);
    return true;
}

bool ReplayController::backToGame() {
    if (!ofPlayedGame()) return false;
    m_game.showPlayedGame();
    return true;
}
