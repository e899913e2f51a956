// GameController's what-if (the review): a game played on from a step of the record stepped through,
// apart from the real game, which is kept aside untouched (its session, record, step-through and
// step) and comes back as it was. Nothing is autosaved meanwhile (GameAutosave::update).

#include <spdlog/spdlog.h>

#include "ui-qml/controller/GameController.h"

namespace rules = entanglion::rules;

bool GameController::beginWhatIf(int step, std::uint64_t seed, bool freshLuck) {
    const rules::ReplayCursor* cursor = m_replay->cursor();
    if (m_realGameDuringWhatIf || routed() || !cursor || step < 0 || step > cursor->step_count()) return false;
    if (cursor->state_at(step).is_over()) return false;
    const std::span<const rules::GameEvent> log = cursor->events_up_to(step);
    const std::size_t stepFrom = log.size() - cursor->events_of(step).size();
    rules::RecordedLuck luck = freshLuck ? rules::RecordedLuck{}
                                         : rules::recorded_luck_after(cursor->record(), static_cast<std::size_t>(step));
    rules::GameSession session = rules::GameSession::continued(cursor->prefix(step), cursor->state_at(step),
                                                               {log.begin(), log.end()}, seed, std::move(luck));
    // Set aside before the step-through ends, so that listeners see a what-if begin, not another game.
    m_realGameDuringWhatIf = RealGame{std::move(m_session), *cursor, m_replay->step(), m_recordName};
    m_whatIfFreshLuck = freshLuck;
    emit whatIfChanged();
    m_session = std::move(session);
    m_recordName = tr("What if (not part of the real game)");
    m_replay->leave();
    m_lastRoll.clear();
    m_preview->clear();
    m_lastMove->clear();
    refresh(m_session->events(), /*resetLog=*/true, stepFrom);
    spdlog::info("what-if from step {} with {} luck", step, freshLuck ? "fresh" : "the same");
    return true;
}

bool GameController::endWhatIf() {
    if (!m_realGameDuringWhatIf) return false;
    RealGame& real = *m_realGameDuringWhatIf;
    m_session = std::move(real.session);
    m_recordName = real.recordName;
    m_preview->clear();
    m_lastMove->clear();
    // whatIf() stays true while the step-through comes back: listeners keep what belongs to it.
    if (real.cursor) {
        m_replay->enter(std::move(*real.cursor));
        m_replay->goTo(real.step);
    } else {
        m_replay->leave();
        m_lastRoll.clear();
        if (m_session) refresh(m_session->events(), /*resetLog=*/true);
    }
    m_realGameDuringWhatIf.reset();
    emit whatIfChanged();
    spdlog::info("what-if left: the real game is back");
    return true;
}

void GameController::forgetWhatIf() {
    if (!m_realGameDuringWhatIf) return;
    m_realGameDuringWhatIf.reset();
    emit whatIfChanged();
}
