#include "ui-qml/controller/GameController.h"

#include <spdlog/spdlog.h>

#include <QDateTime>
#include <QFileInfo>
#include <QUrl>

#include "game/rules/held_card_plays.h"
#include "game/rules/navigation_preview.h"
#include "statevector/format.h"
#include "ui-qml/controller/GameText.h"

namespace rules = entanglion::rules;
using entanglion::Ship;
using rules::Action;
using rules::GameEvent;
using rules::GameState;

namespace {

std::optional<Ship> shipFrom(const QString& text) { return entanglion::parse_ship(text.toStdString()); }

/// File dialogs hand over "file:///..." URLs; the command line hands over paths.
std::string localPath(const QString& pathOrUrl) {
    if (pathOrUrl.startsWith(QLatin1String("file:"))) return QUrl(pathOrUrl).toLocalFile().toStdString();
    return pathOrUrl.toStdString();
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
      m_actions(new ActionModel(this)),
      m_log(new LogModel(this)),
      m_engineCardTexts(new CardTextModel(this)),
      m_eventCardTexts(new CardTextModel(this)),
      m_componentTexts(new CardTextModel(this)) {
    m_ket->setState(entanglion::TwoQubitState(), &entanglion::Board::published().catalogue());
    refreshCardTexts();
}

GameController::~GameController() = default;

// ---- starting, loading, saving -------------------------------------------------------------------

bool GameController::newGame(int difficulty, qint64 seed, const QString& variantText) {
    if (difficulty < 1 || difficulty > 3) {
        setError(tr("Difficulty must be 1, 2 or 3, got %1.").arg(difficulty));
        return false;
    }
    const std::optional<rules::RulesVariant> variant = rules::parse_variant(variantText.toStdString());
    if (!variant) {
        setError(tr("Unknown rules variant \"%1\": choose board or quantum.").arg(variantText));
        return false;
    }
    // Only the choice of seed uses the clock; every die, shuffle and draw comes from the seeded Rng.
    const auto chosenSeed =
        static_cast<std::uint64_t>(seed >= 0 ? seed : QDateTime::currentMSecsSinceEpoch() % 1000000000);
    rules::GameSession session(chosenSeed, difficulty, *variant);
    m_recordName.clear();
    spdlog::info("new game: difficulty {}, seed {}, variant {}", difficulty, chosenSeed,
                 rules::variant_id(*variant));
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
        setError(tr("Cannot open the record: %1").arg(QString::fromStdString(error)));
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
        setError(
            tr("Cannot replay %1: %2")
                .arg(QFileInfo(QString::fromStdString(localPath(path))).fileName(), QString::fromStdString(error)));
        spdlog::warn("cannot replay record {}: {}", path.toStdString(), error);
        return false;
    }
    m_recordName = QFileInfo(QString::fromStdString(localPath(path))).fileName();
    spdlog::info("opened record {} ({} actions)", path.toStdString(), cursor->step_count());
    enterReplay(std::move(*cursor));
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
        setError(tr("Cannot start from %1: %2").arg(QFileInfo(QString::fromStdString(localPath(path))).fileName(), QString::fromStdString(error)));
        return false;
    }
    spdlog::info("playing from the setup of {} with {} queued chance outcomes", path.toStdString(), queued);
    m_recordName = QFileInfo(QString::fromStdString(localPath(path))).fileName();
    startPlaying(std::move(*session), 0);
    return true;
}

bool GameController::saveRecord(const QString& path) {
    if (!gameState()) {
        setError(tr("There is no game to save yet."));
        return false;
    }
    std::string error;
    const rules::GameRecord& record = shownRecord();
    if (!rules::save_record(record, localPath(path), &error)) {
        setError(tr("Could not save the game: %1").arg(QString::fromStdString(error)));
        spdlog::warn("could not save {}: {}", path.toStdString(), error);
        return false;
    }
    spdlog::info("saved {} actions to {}", record.actions.size(), path.toStdString());
    setInfo(tr("Saved to %1").arg(path));
    return true;
}

void GameController::startPlaying(rules::GameSession session, std::size_t stepFrom) {
    m_session = std::move(session);
    m_cursor.reset();
    m_startDetection = m_session->state().detection_position();
    m_replayStep = 0;
    m_lastRoll.clear();
    m_quantumNote.clear();
    clearPreview();
    refresh(m_session->events(), /*resetLog=*/true, stepFrom);
    updateAutosave();
}

const GameState* GameController::gameState() const {
    if (m_cursor) return &m_cursor->state_at(m_replayStep);
    return m_session ? &m_session->state() : nullptr;
}

const rules::GameRecord& GameController::record() const {
    static const rules::GameRecord none;
    return m_session ? m_session->record() : none;
}

const rules::GameRecord& GameController::shownRecord() const { return m_cursor ? m_cursor->record() : record(); }

// ---- playing ----------------------------------------------------------------------------------------

bool GameController::apply(const Action& action) {
    if (!gameState()) {
        setError(tr("Start a new game first."));
        return false;
    }
    if (replaying()) {
        setError(tr("This record is read-only while you step through it: press Continue to play from here."));
        return false;
    }
    rules::IllegalMove why;
    if (!m_session->state().is_legal(action, &why)) {
        setError(gameText::illegalText(why));
        return false;
    }
    std::vector<GameEvent> events;
    try {
        std::string error;
        if (!m_session->apply(action, &error, &events)) {
            setError(QString::fromStdString(error));
            return false;
        }
    } catch (const std::exception& error) {
        // Chance sources here never run out; anything thrown is a defect worth reporting, not a crash.
        spdlog::error("applying {} failed: {}", rules::action_to_string(action), error.what());
        setError(tr("Internal error while applying the action: %1").arg(QString::fromUtf8(error.what())));
        return false;
    }
    spdlog::info("action {}: {}", m_session->record().actions.size(), rules::action_to_string(action));
    updateAutosave();
    clearPreview();
    if (!m_error.isEmpty()) clearError();
    refresh(events, /*resetLog=*/false);
    emit actionApplied();
    return true;
}

bool GameController::trigger(int row) {
    if (row < 0 || row >= static_cast<int>(m_actionRows.size())) {
        setError(tr("There is no action %1.").arg(row + 1));
        return false;
    }
    if (!m_actions->at(row).allowed) {
        setError(m_actions->at(row).reason);
        return false;
    }
    return apply(m_actionRows[static_cast<std::size_t>(row)]);
}

bool GameController::navigate(const QString& shipText, int slot) {
    const std::optional<Ship> ship = shipFrom(shipText);
    if (!gameState() || !ship || slot < 0 || slot >= static_cast<int>(gameState()->hand(*ship).size())) {
        setError(tr("There is no such card to play."));
        return false;
    }
    const rules::EngineCard card = gameState()->hand(*ship)[static_cast<std::size_t>(slot)];
    // The same card may also be an answer to The Mechanic; navigation is the turn action.
    return apply(Action::navigate(*ship, card));
}

bool GameController::exchange(const QString& shipText, int slot) {
    const std::optional<Ship> ship = shipFrom(shipText);
    if (!gameState() || !ship || slot < 0 || slot >= static_cast<int>(gameState()->hand(*ship).size())) {
        setError(tr("There is no such card to exchange."));
        return false;
    }
    return apply(Action::exchange(*ship, gameState()->hand(*ship)[static_cast<std::size_t>(slot)]));
}

bool GameController::retrieve() {
    if (!gameState()) return apply(Action::retrieve(Ship::kMercurial));
    return apply(Action::retrieve(gameState()->current_player()));
}

bool GameController::playEvent(const QString& shipText, int slot) {
    const std::optional<Ship> ship = shipFrom(shipText);
    if (!gameState() || !ship || slot < 0 || slot >= static_cast<int>(gameState()->event_hand(*ship).size())) {
        setError(tr("There is no such event card to play."));
        return false;
    }
    return apply(rules::event_card_play(*ship, gameState()->event_hand(*ship)[static_cast<std::size_t>(slot)]));
}

bool GameController::performText(const QString& actionText) {
    std::string error;
    const std::optional<Action> action = rules::parse_action(actionText.toStdString(), &error);
    if (!action) {
        setError(QString::fromStdString(error));
        return false;
    }
    return apply(*action);
}

// ---- preview ------------------------------------------------------------------------------------------

void GameController::previewCard(const QString& shipText, int slot) {
    const std::optional<Ship> ship = shipFrom(shipText);
    if (!gameState() || !ship || slot < 0 || slot >= static_cast<int>(gameState()->hand(*ship).size())) {
        clearPreview();
        return;
    }
    const rules::EngineCard card = gameState()->hand(*ship)[static_cast<std::size_t>(slot)];
    const std::optional<rules::NavigationPreview> preview = rules::preview_navigation(*gameState(), card, *ship);
    if (!preview) {
        clearPreview();
        return;
    }
    m_map->setPreview(preview->destination);
    if (preview->destination) {
        m_paths->setPreview(std::make_pair(gameState()->positions(), *preview->destination));
    } else {
        m_paths->setPreview(std::nullopt);
    }
    m_previewTitle = tr("%1 played for %2").arg(gameText::engineCardName(card), gameText::shipName(*ship));
    m_previewText = gameText::destinationText(*gameState(), card, *ship);
    // What quantum mechanics does with this gate, said next to what the board does.
    m_previewText += u'\n' + tr("Gate on the live state: %1")
                                 .arg(QString::fromStdString(entanglion::format_ket_labelled(preview->live_after)));
    const Eigen::Matrix4cd matrix = entanglion::gate_matrix(preview->gate);
    m_previewMatrix.clear();
    for (int r = 0; r < 4; ++r) {
        QStringList row;
        for (int c = 0; c < 4; ++c) row << QString::fromStdString(entanglion::format_amplitude(matrix(r, c)));
        m_previewMatrix.append(row);
    }
    emit previewChanged();
}

void GameController::clearPreview() {
    m_map->setPreview(std::nullopt);
    m_paths->setPreview(std::nullopt);
    if (m_previewTitle.isEmpty() && m_previewMatrix.isEmpty()) return;
    m_previewTitle.clear();
    m_previewText.clear();
    m_previewMatrix.clear();
    emit previewChanged();
}

void GameController::retranslate() {
    refreshCardTexts();
    if (!gameState()) return;
    if (m_cursor) {
        refreshStep();
    } else {
        refresh(m_session->events(), /*resetLog=*/true);
    }
    m_map->refreshNames();
}

// ---- replay ---------------------------------------------------------------------------------------------

void GameController::enterReplay(rules::ReplayCursor cursor) {
    m_cursor = std::move(cursor);
    m_startDetection = m_cursor->state_at(0).detection_position();
    m_replayStep = m_cursor->step_count();
    replayTo(m_replayStep);
}

void GameController::replayTo(int step) {
    if (!m_cursor) return;
    step = std::clamp(step, 0, replayLength());
    m_replayStep = step;
    m_lastRoll.clear();
    m_quantumNote.clear();
    clearPreview();
    refreshStep();
}

void GameController::refreshStep() {
    // The log shows the game up to this step; only this step's own note and die are highlighted
    // (step 7's quantum note is not shown at step 16).
    const std::span<const GameEvent> log = m_cursor->events_up_to(m_replayStep);
    refresh(log, /*resetLog=*/true, log.size() - m_cursor->events_of(m_replayStep).size());
}

bool GameController::continueFromHere() {
    if (!m_cursor) return false;
    const int step = m_replayStep;
    const std::span<const GameEvent> log = m_cursor->events_up_to(step);
    const std::size_t stepFrom = log.size() - m_cursor->events_of(step).size();
    // A fresh generator for what comes next, fixed by the record's seed and the step.
    const std::uint64_t seed =
        rules::derived_seed(m_cursor->record().seed.value_or(0), static_cast<std::uint64_t>(step) + 1);
    rules::GameSession session =
        rules::GameSession::continued(m_cursor->prefix(step), m_cursor->state_at(step), {log.begin(), log.end()}, seed);
    // Keep the log of the steps already shown, and this step's note.
    startPlaying(std::move(session), stepFrom);
    setInfo(tr("Playing on from step %1.").arg(step));
    return true;
}

bool GameController::reviewGame() {
    if (!m_session || m_cursor) return false;
    std::string error;
    std::optional<rules::ReplayCursor> cursor = rules::ReplayCursor::create(m_session->record(), &error);
    if (!cursor) {
        // The game was recorded as it was played; a record that does not replay is a defect.
        spdlog::error("the game being played does not replay: {}", error);
        setError(
            tr("Cannot replay step %1: %2").arg(m_session->record().actions.size()).arg(QString::fromStdString(error)));
        return false;
    }
    enterReplay(std::move(*cursor));
    return true;
}

void GameController::setError(const QString& message) {
    m_error = message;
    spdlog::warn("shown to the user: {}", message.toStdString());
    emit messageChanged();
}

void GameController::setInfo(const QString& message) {
    m_info = message;
    emit messageChanged();
}

void GameController::clearError() {
    if (m_error.isEmpty()) return;
    m_error.clear();
    emit messageChanged();
}

void GameController::clearInfo() {
    if (m_info.isEmpty()) return;
    m_info.clear();
    emit messageChanged();
}
