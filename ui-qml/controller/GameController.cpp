#include "ui-qml/controller/GameController.h"

#include <spdlog/spdlog.h>

#include <QDateTime>
#include <QFileInfo>
#include <QUrl>

#include "statevector/format.h"
#include "ui-qml/controller/GameText.h"
#include "ui-qml/controller/QueuedChance.h"

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

std::vector<rules::ChanceOutcome> recordedChance(const rules::GameRecord& record) {
    std::vector<rules::ChanceOutcome> outcomes;
    for (const rules::RecordedAction& action : record.actions) {
        if (!action.scripted) continue;
        outcomes.insert(outcomes.end(), action.chance.begin(), action.chance.end());
    }
    return outcomes;
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
      m_log(new LogModel(this)) {
    m_ket->setState(entanglion::TwoQubitState(), &entanglion::Board::published().catalogue());
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
    auto chance = std::make_unique<QueuedChance>(chosenSeed);
    std::vector<GameEvent> setupEvents;
    const rules::GameSetup setup = rules::generate_setup(difficulty, *variant, *chance, &setupEvents);
    std::string error;
    std::optional<GameState> state = GameState::create(setup, &error);
    if (!state) {
        setError(tr("Could not set up the game: %1").arg(QString::fromStdString(error)));
        return false;
    }
    rules::GameRecord record;
    record.difficulty = difficulty;
    record.variant = *variant;
    record.seed = chosenSeed;
    m_chance = std::move(chance);
    m_recordName.clear();
    spdlog::info("new game: difficulty {}, seed {}, variant {}", difficulty, chosenSeed,
                 rules::variant_id(*variant));
    startPlaying(std::move(*state), std::move(record), chosenSeed, {}, setupEvents);
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
    const rules::ReplayResult result = rules::replay_record(*record);
    if (!result.state) {
        setError(tr("Cannot replay %1: %2").arg(QFileInfo(QString::fromStdString(localPath(path))).fileName(), QString::fromStdString(result.error)));
        spdlog::warn("cannot replay record {}: {}", path.toStdString(), result.error);
        return false;
    }
    m_replayRecord = std::move(*record);
    m_replaying = true;
    m_startDetection = m_replayRecord.setup ? m_replayRecord.setup->detection_position
                                            : rules::starting_detection_position(m_replayRecord.difficulty);
    m_recordName = QFileInfo(QString::fromStdString(localPath(path))).fileName();
    m_chance.reset();
    m_recording.reset();
    spdlog::info("opened record {} ({} actions)", path.toStdString(), m_replayRecord.actions.size());
    replayTo(static_cast<int>(m_replayRecord.actions.size()));
    return true;
}

bool GameController::playRecordSetup(const QString& path) {
    std::optional<rules::GameRecord> record = readRecord(path);
    if (!record) return false;
    const std::uint64_t seed = record->seed.value_or(0);
    auto chance = std::make_unique<QueuedChance>(seed);
    std::vector<GameEvent> setupEvents;
    rules::GameSetup setup = record->setup ? *record->setup
                                           : rules::generate_setup(record->difficulty, record->variant, *chance,
                                                                   &setupEvents);
    std::string error;
    std::optional<GameState> state = GameState::create(setup, &error);
    if (!state) {
        setError(tr("Cannot start from %1: %2").arg(QFileInfo(QString::fromStdString(localPath(path))).fileName(), QString::fromStdString(error)));
        return false;
    }
    rules::GameRecord fresh;
    fresh.difficulty = record->difficulty;
    fresh.variant = record->variant;
    fresh.seed = record->seed;
    fresh.setup = record->setup;
    m_chance = std::move(chance);
    m_recordName = QFileInfo(QString::fromStdString(localPath(path))).fileName();
    spdlog::info("playing from the setup of {} with {} queued chance outcomes", path.toStdString(),
                 recordedChance(*record).size());
    startPlaying(std::move(*state), std::move(fresh), seed, recordedChance(*record), setupEvents);
    return true;
}

bool GameController::saveRecord(const QString& path) {
    if (!m_state) {
        setError(tr("There is no game to save yet."));
        return false;
    }
    std::string error;
    const rules::GameRecord& record = m_replaying ? m_replayRecord : m_record;
    if (!rules::save_record(record, localPath(path), &error)) {
        setError(tr("Could not save the game: %1").arg(QString::fromStdString(error)));
        spdlog::warn("could not save {}: {}", path.toStdString(), error);
        return false;
    }
    spdlog::info("saved {} actions to {}", record.actions.size(), path.toStdString());
    setInfo(tr("Saved to %1").arg(path));
    return true;
}

void GameController::startPlaying(GameState state, rules::GameRecord record, std::uint64_t fallbackSeed,
                                  std::vector<rules::ChanceOutcome> queue, const std::vector<GameEvent>& setupEvents) {
    if (!m_chance) m_chance = std::make_unique<QueuedChance>(fallbackSeed);
    m_chance->setQueue(std::move(queue));
    m_recording = std::make_unique<rules::RecordingChance>(*m_chance);
    m_state = std::move(state);
    m_record = std::move(record);
    m_startDetection = m_state->detection_position();
    m_replaying = false;
    m_replayStep = 0;
    m_lastRoll.clear();
    m_quantumNote.clear();
    clearPreview();
    refresh(setupEvents, /*resetLog=*/true);
    updateAutosave();
}

// ---- playing ----------------------------------------------------------------------------------------

bool GameController::apply(const Action& action) {
    if (!m_state) {
        setError(tr("Start a new game first."));
        return false;
    }
    if (m_replaying) {
        setError(tr("This record is read-only while you step through it: press Continue to play from here."));
        return false;
    }
    rules::IllegalMove why;
    if (!m_state->is_legal(action, &why)) {
        setError(gameText::illegalText(why));
        return false;
    }
    std::vector<GameEvent> events;
    try {
        m_recording->take_log();
        std::string error;
        if (!m_state->apply(action, *m_recording, &error, &events)) {
            setError(QString::fromStdString(error));
            return false;
        }
    } catch (const std::exception& error) {
        // Chance sources here never run out; anything thrown is a defect worth reporting, not a crash.
        spdlog::error("applying {} failed: {}", rules::action_to_string(action), error.what());
        setError(tr("Internal error while applying the action: %1").arg(QString::fromUtf8(error.what())));
        return false;
    }
    m_record.actions.push_back(rules::RecordedAction{action, m_recording->take_log(), true});
    spdlog::info("action {}: {}", m_record.actions.size(), rules::action_to_string(action));
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
    if (!m_actions->value(row, QStringLiteral("allowed")).toBool()) {
        setError(m_actions->value(row, QStringLiteral("reason")).toString());
        return false;
    }
    return apply(m_actionRows[static_cast<std::size_t>(row)]);
}

bool GameController::navigate(const QString& shipText, int slot) {
    const std::optional<Ship> ship = shipFrom(shipText);
    if (!m_state || !ship || slot < 0 || slot >= static_cast<int>(m_state->hand(*ship).size())) {
        setError(tr("There is no such card to play."));
        return false;
    }
    const rules::EngineCard card = m_state->hand(*ship)[static_cast<std::size_t>(slot)];
    // The same card may also be an answer to The Mechanic; navigation is the turn action.
    return apply(Action::navigate(*ship, card));
}

bool GameController::exchange(const QString& shipText, int slot) {
    const std::optional<Ship> ship = shipFrom(shipText);
    if (!m_state || !ship || slot < 0 || slot >= static_cast<int>(m_state->hand(*ship).size())) {
        setError(tr("There is no such card to exchange."));
        return false;
    }
    return apply(Action::exchange(*ship, m_state->hand(*ship)[static_cast<std::size_t>(slot)]));
}

bool GameController::retrieve() {
    if (!m_state) return apply(Action::retrieve(Ship::kMercurial));
    return apply(Action::retrieve(m_state->current_player()));
}

bool GameController::playEvent(const QString& shipText, int slot) {
    const std::optional<Ship> ship = shipFrom(shipText);
    if (!m_state || !ship || slot < 0 || slot >= static_cast<int>(m_state->event_hand(*ship).size())) {
        setError(tr("There is no such event card to play."));
        return false;
    }
    const rules::EventCard event = m_state->event_hand(*ship)[static_cast<std::size_t>(slot)];
    if (event == rules::EventCard::kQuantumTunnel) {
        // Quantum Tunnel answers a defense check rather than being a turn action.
        return apply(Action::play_quantum_tunnel(*ship));
    }
    return apply(Action::play_event(*ship, event));
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
    if (!m_state || !ship || slot < 0 || slot >= static_cast<int>(m_state->hand(*ship).size())) {
        clearPreview();
        return;
    }
    const rules::EngineCard card = m_state->hand(*ship)[static_cast<std::size_t>(slot)];
    const std::optional<entanglion::NavCard> nav = rules::nav_card_of(card);
    if (!nav) {
        clearPreview();
        return;
    }
    const entanglion::Gate gate{entanglion::gate_kind_of(*nav), *ship};
    const std::optional<entanglion::ShipPositions> destination = m_state->navigation_destination(card, *ship);
    m_map->setPreview(destination);
    if (destination) {
        m_paths->setPreview(std::make_pair(m_state->positions(), *destination));
    } else {
        m_paths->setPreview(std::nullopt);
    }
    m_previewTitle = tr("%1 played for %2").arg(gameText::engineCardName(card), gameText::shipName(*ship));
    m_previewText = gameText::destinationText(*m_state, card, *ship);
    // What quantum mechanics does with this gate, said next to what the board does.
    entanglion::TwoQubitState next = m_state->live_state();
    next.apply(gate);
    next.snap();
    m_previewText += u'\n' + tr("Gate on the live state: %1").arg(QString::fromStdString(entanglion::format_ket_labelled(next)));
    const Eigen::Matrix4cd matrix = entanglion::gate_matrix(gate);
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
    if (!m_state) return;
    rules::GameRecord prefix = m_replaying ? m_replayRecord : m_record;
    if (m_replaying) prefix.actions.resize(static_cast<std::size_t>(m_replayStep));
    const QString lastRoll = m_lastRoll;
    const rules::ReplayResult result = rules::replay_record(prefix, /*collect_events=*/true);
    // A game that cannot be replayed keeps its log lines as they were; the rest is re-worded.
    if (result.state) refresh(result.events, /*resetLog=*/true);
    else refresh({}, /*resetLog=*/false);
    if (!result.state) m_lastRoll = lastRoll;
    m_map->refreshNames();
}

// ---- replay ---------------------------------------------------------------------------------------------

void GameController::replayTo(int step) {
    if (!m_replaying) return;
    step = std::clamp(step, 0, replayLength());
    rules::GameRecord prefix = m_replayRecord;
    prefix.actions.resize(static_cast<std::size_t>(step));
    rules::ReplayResult result = rules::replay_record(prefix, /*collect_events=*/true);
    if (!result.state) {
        setError(tr("Cannot replay step %1: %2").arg(step).arg(QString::fromStdString(result.error)));
        return;
    }
    m_state = std::move(*result.state);
    m_replayStep = step;
    m_lastRoll.clear();
    m_quantumNote.clear();
    clearPreview();
    // The log shows the game up to this step; only this step's own note and die are highlighted
    // (step 7's quantum note is not shown at step 16).
    refresh(result.events, /*resetLog=*/true, step > 0 ? eventsBefore(m_replayRecord, step - 1) : 0);
}

std::size_t GameController::eventsBefore(const rules::GameRecord& record, int steps) {
    rules::GameRecord prefix = record;
    prefix.actions.resize(static_cast<std::size_t>(steps));
    return rules::replay_record(prefix, /*collect_events=*/true).events.size();
}

bool GameController::continueFromHere() {
    if (!m_replaying || !m_state) return false;
    rules::GameRecord record = m_replayRecord;
    record.actions.resize(static_cast<std::size_t>(m_replayStep));
    // A fresh generator for what comes next, fixed by the record's seed and the step.
    const std::uint64_t seed = record.seed.value_or(0) * 1000003ULL + static_cast<std::uint64_t>(m_replayStep) + 1;
    m_chance = std::make_unique<QueuedChance>(seed);
    GameState state = *m_state;
    const std::vector<GameEvent> none;
    const QString name = m_recordName;
    startPlaying(std::move(state), std::move(record), seed, {}, none);
    m_recordName = name;
    // Keep the log of the steps already shown.
    rules::GameRecord prefix = m_record;
    const rules::ReplayResult result = rules::replay_record(prefix, true);
    refresh(result.events, /*resetLog=*/true,
            prefix.actions.empty() ? 0 : eventsBefore(prefix, static_cast<int>(prefix.actions.size()) - 1));
    setInfo(tr("Playing on from step %1.").arg(m_record.actions.size()));
    return true;
}

bool GameController::reviewGame() {
    if (!m_state || m_replaying) return false;
    m_replayRecord = m_record;
    m_replaying = true;
    m_chance.reset();
    m_recording.reset();
    replayTo(static_cast<int>(m_replayRecord.actions.size()));
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
