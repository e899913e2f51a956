#include "ui-qml/controller/GameController.h"

#include <spdlog/spdlog.h>

#include <QDateTime>
#include <QFileInfo>
#include <QUrl>

#include <algorithm>

#include "game/rules/action_fields.h"
#include "game/rules/held_card_plays.h"
#include "ui-qml/controller/GameText.h"

namespace rules = entanglion::rules;
using entanglion::Ship;
using rules::Action;
using rules::GameEvent;
using rules::GameState;

namespace {

/// File dialogs hand over "file:///..." URLs; the command line hands over paths.
std::string localPath(const QString& pathOrUrl) {
    if (pathOrUrl.startsWith(QLatin1String("file:"))) return QUrl(pathOrUrl).toLocalFile().toStdString();
    return pathOrUrl.toStdString();
}

QString fileNameOf(const QString& pathOrUrl) {
    return QFileInfo(QString::fromStdString(localPath(pathOrUrl))).fileName();
}

}  // namespace

GameController::GameController(QObject* parent)
    : QObject(parent),
      m_map(new MapModel(this)),
      m_paths(new PathModel(this)),
      m_ket(new KetModel(this)),
      m_circuit(new CircuitModel(this)),
      m_track(new TrackModel(this)),
      m_hands{new HandModel(this), new HandModel(this)},
      m_components{new ComponentModel(this), new ComponentModel(this)},
      m_actions(new ActionModel(this)),
      m_log(new LogModel(this)),
      m_messages(new Messages(this)),
      m_catalogue(new CardCatalogue(this)),
      m_replay(new ReplayController(*this, this)),
      m_preview(new CardPreview(*this, m_map, m_paths, this)),
      m_autosave(new GameAutosave(*this, this)),
      m_lastMove(new LastMove(m_map, m_paths, this)),
      m_confirmation(new ActionConfirmation(*this, this)) {
    m_ket->setState(entanglion::TwoQubitState(), &entanglion::Board::published().catalogue());
    refreshFacts();
}

GameController::~GameController() = default;

// ---- starting, loading, saving -------------------------------------------------------------------

bool GameController::newGame(int difficulty, qint64 seed, ui::RulesVariant::Value variantChosen) {
    if (difficulty < 1 || difficulty > 3) {
        //: %1: the difficulty given (4).
        m_messages->setError(tr("Difficulty must be 1, 2 or 3, got %1.").arg(difficulty));
        return false;
    }
    const std::optional<rules::RulesVariant> variant = ui::variantFromQml(variantChosen);
    if (!variant) {
        //: %1: the variant asked for (chess); "board" and "quantum" are the command line's words, kept as they are.
        m_messages->setError(tr("Unknown rules variant \"%1\": choose board or quantum.").arg(variantChosen));
        return false;
    }
    // Only the choice of seed uses the clock; every die, shuffle and draw comes from the seeded Rng.
    const auto chosenSeed =
        static_cast<std::uint64_t>(seed >= 0 ? seed : QDateTime::currentMSecsSinceEpoch() % 1000000000);
    rules::GameSession session(chosenSeed, difficulty, *variant);
    m_recordName.clear();
    spdlog::info("new game: difficulty {}, seed {}, variant {}", difficulty, chosenSeed, rules::variant_id(*variant));
    startPlaying(std::move(session), 0);
    return true;
}

std::optional<rules::GameRecord> GameController::loadRecordFile(const QString& path, std::string* error) {
    // The reader takes regular files of bounded size and depth only (game/io/json_input); the catch
    // is the app's last line of defence: whatever might still escape is a message, not an abort.
    try {
        return rules::load_record(path.toStdString(), error);
    } catch (const std::exception& thrown) {
        *error = path.toStdString() + ": " + thrown.what();
        return std::nullopt;
    }
}

std::optional<rules::GameRecord> GameController::readRecord(const QString& path) {
    std::string error;
    std::optional<rules::GameRecord> record = loadRecordFile(QString::fromStdString(localPath(path)), &error);
    if (!record) {
        //: %1: the reason, a sentence ("line 3: unknown action").
        m_messages->setError(tr("Cannot open the record: %1").arg(QString::fromStdString(error)));
        spdlog::warn("cannot open record {}: {}", path.toStdString(), error);
    }
    return record;
}

bool GameController::loadRecord(const QString& path) {
    std::optional<rules::GameRecord> record = readRecord(path);
    if (!record) return false;
    std::string error;
    std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(std::move(*record), &error);
    if (!cursor) {
        //: %1: a file's name (game-12.json); %2: the reason, a sentence.
        m_messages->setError(tr("Cannot replay %1: %2").arg(fileNameOf(path), QString::fromStdString(error)));
        spdlog::warn("cannot replay record {}: {}", path.toStdString(), error);
        return false;
    }
    forgetWhatIf();
    m_recordName = fileNameOf(path);
    spdlog::info("opened record {} ({} actions)", path.toStdString(), cursor->step_count());
    m_replay->enter(std::move(*cursor));
    return true;
}

bool GameController::playRecordSetup(const QString& path) {
    std::optional<rules::GameRecord> record = readRecord(path);
    if (!record) return false;
    // The record's own chance outcomes are queued, then fresh chance from its seed.
    const std::size_t queued = rules::chance_outcomes_of(*record).size();
    std::string error;
    std::optional<rules::GameSession> session =
        rules::GameSession::replaying_chance_of(*record, record->seed.value_or(0), &error);
    if (!session) {
        //: %1: a file's name (game-12.json); %2: the reason, a sentence.
        m_messages->setError(tr("Cannot start from %1: %2").arg(fileNameOf(path), QString::fromStdString(error)));
        return false;
    }
    spdlog::info("playing from the setup of {} with {} queued chance outcomes", path.toStdString(), queued);
    m_recordName = fileNameOf(path);
    startPlaying(std::move(*session), 0);
    return true;
}

bool GameController::saveRecord(const QString& path) {
    if (!gameState()) {
        m_messages->setError(tr("There is no game to save yet."));
        return false;
    }
    std::string error;
    const rules::GameRecord& record = shownRecord();
    if (!rules::save_record(record, localPath(path), &error)) {
        //: %1: the reason from the system, a sentence.
        m_messages->setError(tr("Could not save the game: %1").arg(QString::fromStdString(error)));
        spdlog::warn("could not save {}: {}", path.toStdString(), error);
        return false;
    }
    spdlog::info("saved {} actions to {}", record.actions.size(), path.toStdString());
    //: %1: a file's full path.
    m_messages->setInfo(tr("Saved to %1").arg(path));
    return true;
}

void GameController::startPlaying(rules::GameSession session, std::size_t stepFrom) {
    forgetWhatIf();
    m_session = std::move(session);
    showSession(stepFrom);
}

void GameController::showPlayedGame() {
    if (m_session) showSession(m_session->events().size());
}

void GameController::showSession(std::size_t stepFrom) {
    m_replay->leave();
    m_startDetection = m_session->state().detection_position();
    m_lastRoll.clear();
    m_preview->clear();
    m_lastMove->clear();
    refresh(m_session->events(), /*resetLog=*/true, stepFrom);
    m_autosave->update();
}

void GameController::playOnFrom(const rules::ReplayCursor& cursor, int step, const QString& recordName) {
    const std::span<const GameEvent> log = cursor.events_up_to(step);
    const std::size_t stepFrom = log.size() - cursor.events_of(step).size();
    // A fresh generator for what comes next, fixed by the record's seed and the step.
    const std::uint64_t seed =
        rules::derived_seed(cursor.record().seed.value_or(0), static_cast<std::uint64_t>(step) + 1);
    rules::GameSession session =
        rules::GameSession::continued(cursor.prefix(step), cursor.state_at(step), {log.begin(), log.end()}, seed);
    m_recordName = recordName;
    // Keep the log of the steps already shown, and this step's note.
    startPlaying(std::move(session), stepFrom);
}

void GameController::showReplayStep(bool newRecord) {
    const rules::ReplayCursor& cursor = *m_replay->cursor();
    if (newRecord) m_startDetection = cursor.state_at(0).detection_position();
    // The log shows the game up to this step; only this step's own note and die are highlighted
    // (step 7's quantum note is not shown at step 16).
    m_lastRoll.clear();
    m_preview->clear();
    m_lastMove->clear();
    refresh(m_replay->log(), /*resetLog=*/true, m_replay->ownEventsFrom());
}

const GameState* GameController::gameState() const {
    if (const GameState* step = m_replay->state()) return step;
    return m_session ? &m_session->state() : nullptr;
}

const rules::GameRecord& GameController::record() const {
    static const rules::GameRecord none;
    return m_session ? m_session->record() : none;
}

const rules::GameRecord& GameController::shownRecord() const {
    return m_replay->replaying() ? m_replay->cursor()->record() : record();
}

// ---- playing ----------------------------------------------------------------------------------------

bool GameController::apply(const Action& action) { return applyChecked(action, QString(), QString(), /*byAi=*/false); }

bool GameController::applyAiMove(const Action& action, const QString& reason, const QString& detail,
                                 const std::string& annotation) {
    return applyChecked(action, reason, detail, /*byAi=*/true, annotation);
}

bool GameController::gameOpenForMoves() {
    if (!gameState()) {
        m_messages->setError(tr("Start a new game first."));
        return false;
    }
    if (m_replay->replaying()) {
        m_messages->setError(
            tr("This record is read-only while you step through it: press Continue to play from here."));
        return false;
    }
    return true;
}

bool GameController::applyChecked(Action action, const QString& reason, const QString& detail, bool byAi,
                                  const std::string& annotation) {
    if (!gameOpenForMoves()) return false;
    rules::IllegalMove why;
    if (!m_session->state().is_legal(action, &why)) {
        m_messages->setError(gameText::illegalText(why));
        return false;
    }
    const QString label = gameText::labelOf(action, m_session->state()).label;
    if (!byAi && m_confirmation->holds()) {
        m_confirmation->ask(action, label);
        return false;
    }
    if (m_route) return m_route(action);
    // The reason is worded on the state before the move; it is logged first, as part of the move.
    const LogRow reasonRow{.message = reason,
                           .kind = ui::LogKind::Ai,
                           .player = ui::toQml(action.player),
                           .step = m_session->state().actions_applied(),
                           .detail = detail};
    std::vector<GameEvent> events;
    try {
        std::string error;
        if (!m_session->apply(action, &error, &events, annotation)) {
            m_messages->setError(QString::fromStdString(error));
            return false;
        }
    } catch (const std::exception& error) {
        // Chance sources here never run out; anything thrown is a defect worth reporting, not a crash.
        spdlog::error("applying {} failed: {}", rules::action_to_string(action), error.what());
        //: %1: the internal error's text (English).
        m_messages->setError(tr("Internal error while applying the action: %1").arg(QString::fromUtf8(error.what())));
        return false;
    }
    spdlog::info("action {}: {}", m_session->record().actions.size(), rules::action_to_string(action));
    m_autosave->update();
    m_preview->clear();
    m_messages->clearError();
    if (!reason.isEmpty()) m_log->appendRows({reasonRow});
    refresh(events, /*resetLog=*/false);
    m_lastMove->show(label, action.player, events, byAi);
    emit actionApplied();
    return true;
}

bool GameController::followRecord(const rules::GameRecord& record, const QString& name, bool continuing) {
    std::string error;
    std::optional<rules::GameSession> session = rules::GameSession::resume(record, &error);
    if (!session) {
        //: %1: the reason, a sentence.
        m_messages->setError(tr("The network game does not replay here: %1").arg(QString::fromStdString(error)));
        spdlog::warn("network record does not replay: {}", error);
        return false;
    }
    if (continuing && m_replay->ofPlayedGame()) {
        // The learner is stepping through this game: the step shown stays, the newer moves are counted.
        m_session = std::move(*session);
        m_replay->setNewerMoves(static_cast<int>(m_session->record().actions.size()) - m_replay->length());
        m_autosave->update();
        emit actionApplied();
        return true;
    }
    const std::size_t shownBefore = continuing && m_session ? m_session->events().size() : 0;
    const std::size_t stepFrom = std::min(shownBefore, session->events().size());
    m_recordName = name;
    startPlaying(std::move(*session), stepFrom);
    if (continuing) emit actionApplied();
    return true;
}

int GameController::rowOfAction(const Action& action) const {
    // The rows hold the engine's canonical actions (unused fields at their defaults).
    const auto found = std::find(m_actionRows.begin(), m_actionRows.end(), rules::canonical_action(action));
    return found == m_actionRows.end() ? -1 : static_cast<int>(found - m_actionRows.begin());
}

bool GameController::trigger(int row) {
    if (row < 0 || row >= static_cast<int>(m_actionRows.size())) {
        //: %1: the action's number (7).
        m_messages->setError(tr("There is no action %1.").arg(row + 1));
        return false;
    }
    if (!m_actions->at(row).allowed) {
        m_messages->setError(m_actions->at(row).reason);
        return false;
    }
    return apply(m_actionRows[static_cast<std::size_t>(row)]);
}

bool GameController::navigate(ui::Ship::Value ship, int slot) {
    const std::optional<HeldCard<rules::EngineCard>> held = cardAt<rules::EngineCard>(ship, slot);
    if (!held) {
        m_messages->setError(tr("There is no such card to play."));
        return false;
    }
    // The same card may also be an answer to The Mechanic; navigation is the turn action.
    return apply(Action::navigate(held->ship, held->card));
}

bool GameController::exchange(ui::Ship::Value ship, int slot) {
    const std::optional<HeldCard<rules::EngineCard>> held = cardAt<rules::EngineCard>(ship, slot);
    if (!held) {
        m_messages->setError(tr("There is no such card to exchange."));
        return false;
    }
    return apply(Action::exchange(held->ship, held->card));
}

bool GameController::retrieve() {
    if (!gameState()) return apply(Action::retrieve(Ship::kMercurial));
    return apply(Action::retrieve(gameState()->current_player()));
}

bool GameController::playEvent(ui::Ship::Value ship, int slot) {
    const std::optional<HeldCard<rules::EventCard>> held = cardAt<rules::EventCard>(ship, slot);
    if (!held) {
        m_messages->setError(tr("There is no such event card to play."));
        return false;
    }
    return apply(rules::event_card_play(held->ship, held->card));
}

void GameController::retranslate() {
    m_catalogue->retranslate();
    m_map->refreshNames();
    m_paths->refreshNames();
    if (!gameState()) return;
    m_lastRoll.clear();
    if (m_replay->replaying()) {
        refresh(m_replay->log(), /*resetLog=*/true, m_replay->ownEventsFrom());
    } else {
        refresh(m_session->events(), /*resetLog=*/true);
    }
}
