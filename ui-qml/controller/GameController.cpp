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
      m_map(new MapModel(MapModel::PlaceWhenScaled{}, this)),
      m_paths(new PathModel(PathModel::PlaceWhenScaled{}, this)),
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
      m_confirmation(new ActionConfirmation(*this, this)),
      m_modePublished(m_table.mode_facts()) {
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
    if (!m_table.new_game({.seed = chosenSeed, .difficulty = difficulty, .variant = *variant})) return false;
    spdlog::info("new game: difficulty {}, seed {}, variant {}", difficulty, chosenSeed, rules::variant_id(*variant));
    showTable(StartCell::kNow);
    m_autosave->update();
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
    const std::size_t actions = record->actions.size();
    const entanglion::session::Result opened = m_table.open_record(std::move(*record), fileNameOf(path).toStdString());
    if (!opened) {
        const std::string& error = opened.refusal.problem;
        //: %1: a file's name (game-12.json); %2: the reason, a sentence.
        m_messages->setError(tr("Cannot replay %1: %2").arg(fileNameOf(path), QString::fromStdString(error)));
        spdlog::warn("cannot replay record {}: {}", path.toStdString(), error);
        return false;
    }
    spdlog::info("opened record {} ({} actions)", path.toStdString(), actions);
    showTable(StartCell::kRecordStart);
    return true;
}

bool GameController::playRecordSetup(const QString& path) {
    std::optional<rules::GameRecord> record = readRecord(path);
    if (!record) return false;
    // The record's own chance outcomes are queued, then fresh chance from its seed.
    const std::size_t queued = rules::chance_outcomes_of(*record).size();
    const entanglion::session::Result started = m_table.play_record_setup(*record, fileNameOf(path).toStdString());
    if (!started) {
        //: %1: a file's name (game-12.json); %2: the reason, a sentence.
        m_messages->setError(
            tr("Cannot start from %1: %2").arg(fileNameOf(path), QString::fromStdString(started.refusal.problem)));
        return false;
    }
    spdlog::info("playing from the setup of {} with {} queued chance outcomes", path.toStdString(), queued);
    showTable(StartCell::kNow);
    m_autosave->update();
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

void GameController::showTable(StartCell start) {
    const GameState* state = m_table.state_shown();
    if (state && start == StartCell::kNow) m_startDetection = state->detection_position();
    if (start == StartCell::kRecordStart) {
        if (const auto* through = std::get_if<entanglion::session::SteppingThrough>(&m_table.mode()))
            m_startDetection = through->cursor.state_at(0).detection_position();
    }
    m_lastRoll.clear();
    m_preview->clear();
    m_lastMove->clear();
    // The log shows the game up to the step shown; only the step's own note and die are highlighted
    // (step 7's quantum note is not shown at step 16).
    if (state) refresh(m_table.events_shown(), /*resetLog=*/true, m_table.own_events_from());
    publishMode(/*newStepThrough=*/start == StartCell::kRecordStart);
}

// ---- the step-through, the autosave's resume ----------------------------------------------------------

entanglion::session::Result GameController::stepTo(int step) {
    entanglion::session::Result done = m_table.step_to(step);
    if (done) showTable(StartCell::kKept);
    return done;
}

entanglion::session::Result GameController::playOnFrom(int step) {
    entanglion::session::Result done = m_table.play_on_from(step);
    if (!done) return done;
    // A game of its own from the step; a followed game's, back to the game as it stands.
    showTable(StartCell::kNow);
    m_autosave->update();
    return done;
}

entanglion::session::Result GameController::reviewGame() {
    entanglion::session::Result done = m_table.review_game();
    if (done) showTable(StartCell::kRecordStart);
    return done;
}

entanglion::session::Result GameController::backToGame() {
    entanglion::session::Result done = m_table.back_to_game();
    if (!done) return done;
    showTable(StartCell::kNow);
    m_autosave->update();
    return done;
}

bool GameController::resume(const rules::GameRecord& record) {
    const entanglion::session::Result resumed = m_table.resume(record);
    if (!resumed) {
        spdlog::error("the autosaved game does not replay: {}", resumed.refusal.problem);
        return false;
    }
    showTable(StartCell::kNow);
    m_autosave->update();
    return true;
}

const GameState* GameController::gameState() const { return m_table.state_shown(); }

const GameState* GameController::playedState() const {
    const rules::GameSession* played = m_table.played();
    return played ? &played->state() : nullptr;
}

const rules::GameRecord& GameController::record() const { return m_table.played_record(); }

void GameController::setActionRoute(ActionRoute route) {
    if (route)
        (void)m_table.start_following(std::move(route));
    else
        (void)m_table.stop_following();
    publishMode();
}

// ---- playing ----------------------------------------------------------------------------------------

bool GameController::apply(const Action& action) { return applyChecked(action, QString(), QString(), /*byAi=*/false); }

bool GameController::applyAiMove(const Action& action, const QString& reason, const QString& detail,
                                 const std::string& annotation) {
    return applyChecked(action, reason, detail, /*byAi=*/true, annotation);
}

bool GameController::gameOpenForMoves() {
    const entanglion::session::RefusalKind refused = m_table.moves_refused();
    if (refused == entanglion::session::RefusalKind::kNone) return true;
    m_messages->setError(refusalText(entanglion::session::Refusal::of(refused)));
    return false;
}

bool GameController::applyChecked(Action action, const QString& reason, const QString& detail, bool byAi,
                                  const std::string& annotation) {
    if (const entanglion::session::Result checked = m_table.check(action); !checked) {
        m_messages->setError(refusalText(checked.refusal));
        return false;
    }
    const GameState& before = *m_table.state_shown();
    const QString label = gameText::labelOf(action, before).label;
    if (!byAi && m_confirmation->holds()) {
        m_confirmation->ask(action, label);
        return false;
    }
    // The reason is worded on the state before the move; it is logged first, as part of the move.
    const LogRow reasonRow{.message = reason,
                           .kind = ui::LogKind::Ai,
                           .player = ui::toQml(action.player),
                           .step = before.actions_applied(),
                           .detail = detail};
    const entanglion::session::Result applied =
        byAi ? m_table.apply_ai_move(action, annotation) : m_table.apply(action);
    // A followed game's move went out through the route (which words its own refusal).
    if (applied.sent) return true;
    if (applied.kind() == entanglion::session::RefusalKind::kRouteRefused) return false;
    if (!applied) {
        spdlog::error("applying {} failed: {}", rules::action_to_string(action), applied.refusal.problem);
        m_messages->setError(refusalText(applied.refusal));
        return false;
    }
    const std::span<const GameEvent> events = m_table.events_since(m_table.last_move()->first_event);
    spdlog::info("action {}: {}", record().actions.size(), rules::action_to_string(action));
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
    const bool stepping = m_table.mode_kind() == entanglion::session::ModeKind::kSteppingThrough;
    const entanglion::session::Result followed = m_table.follow_record(record, name.toStdString(), continuing);
    if (!followed) {
        const std::string& error = followed.refusal.problem;
        //: %1: the reason, a sentence.
        m_messages->setError(tr("The network game does not replay here: %1").arg(QString::fromStdString(error)));
        spdlog::warn("network record does not replay: {}", error);
        return false;
    }
    if (stepping && m_table.mode_kind() == entanglion::session::ModeKind::kSteppingThrough) {
        // The learner is stepping through this game: the step shown stays, the newer moves are counted.
        publishMode();
        m_autosave->update();
        emit actionApplied();
        return true;
    }
    showTable(StartCell::kNow);
    m_autosave->update();
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
    const bool stepping = m_table.mode_kind() == entanglion::session::ModeKind::kSteppingThrough;
    refresh(m_table.events_shown(), /*resetLog=*/true, stepping ? m_table.own_events_from() : 0);
}
