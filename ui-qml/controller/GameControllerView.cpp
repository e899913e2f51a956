// GameController: turning the engine's state into the models and properties the screens show.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <utility>

#include "game/policies/explanation_note.h"
#include "game/rules/detection_jumps.h"
#include "game/rules/held_card_plays.h"
#include "ui-qml/controller/ActionKeys.h"
#include "ui-qml/controller/AiReasonText.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/GameText.h"
#include "ui-qml/controller/SceneText.h"

namespace policies = entanglion::policies;
namespace rules = entanglion::rules;
using entanglion::Ship;
using rules::Action;
using rules::ActionType;
using rules::GameEvent;

namespace {

/// Whether `action` is legal now, with the reason worded for people in `reason` when it is not.
bool legalOr(const rules::GameState& state, const Action& action, QString* reason) {
    rules::IllegalMove why;
    if (state.is_legal(action, &why)) return true;
    *reason = gameText::illegalText(why);
    return false;
}

}  // namespace

void GameController::refresh(std::span<const GameEvent> newEvents, bool resetLog, std::size_t stepFrom) {
    const rules::GameState& state = *gameState();
    m_map->setPositions(state.positions());
    std::array<QString, entanglion::kPlanetCount> components;
    std::array<QString, entanglion::kPlanetCount> tags;
    for (entanglion::Planet planet : entanglion::kAllPlanets) {
        if (const auto component = state.component_on(planet)) {
            components[static_cast<std::size_t>(planet)] = gameText::componentName(*component);
            tags[static_cast<std::size_t>(planet)] = gameText::componentTag(*component);
        }
    }
    m_map->setComponents(components, tags);
    m_ket->setState(state.live_state(), &state.board().catalogue());

    QList<CircuitRow> boxes;
    for (int slot = 0; slot < rules::kControlSlots; ++slot) {
        const bool filled = slot < static_cast<int>(state.engine_control().size());
        const rules::ControlSlot* box = filled ? &state.engine_control()[static_cast<std::size_t>(slot)] : nullptr;
        boxes.append(CircuitRow{.slot = slot,
                                .filled = filled,
                                .gate = box ? ui::toQml(box->card) : ui::EngineCard::X,
                                .card = box ? gameText::engineCardName(box->card) : QString(),
                                .line = box ? ui::toQml(box->line) : ui::Ship::Mercurial});
    }
    m_circuit->setRows(boxes);

    QList<TrackRow> track;
    for (int position = 0; position < rules::kDetectionPositions; ++position) {
        track.append(TrackRow{.position = position,
                              .label = QString::fromUtf8(rules::detection_label(position)),
                              .value = position < rules::kDetectionLossPosition
                                           ? rules::kDetectionValues[static_cast<std::size_t>(position)]
                                           : 0,
                              .current = position == state.detection_position(),
                              .passed = position < state.detection_position(),
                              .start = position == m_startDetection,
                              .lost = position == rules::kDetectionLossPosition});
    }
    m_track->setRows(track);

    refreshLog(newEvents, resetLog, stepFrom);
    std::array<QList<ComponentRow>, 2> collected;
    for (Ship ship : entanglion::kShips) {
        for (rules::Component component : state.components_of(ship)) {
            collected[static_cast<std::size_t>(ship)].append(
                {gameText::componentName(component), gameText::componentText(component)});
        }
        m_components[static_cast<std::size_t>(ship)]->setRows(collected[static_cast<std::size_t>(ship)]);
    }
    refreshHands();
    refreshActions();
    refreshFacts();
    emit shownStateChanged();
}

void GameController::refreshLog(std::span<const GameEvent> newEvents, bool resetLog, std::size_t stepFrom) {
    const rules::GameState& state = *gameState();
    QList<LogRow> lines;
    QString note;
    QString roll;
    const auto addLine = [&](const QString& text, ui::LogKind::Value kind, Ship player) {
        lines.append(
            LogRow{.message = text, .kind = kind, .player = ui::toQml(player), .step = state.actions_applied()});
    };
    // Under the board rules a detection jumps both ships to one Centarious planet; the log says,
    // beside the jump, what a measurement of the planet they were on would have done.
    const std::vector<rules::DetectionJump> jumps = rules::detection_jumps(newEvents, state.variant());
    auto nextJump = jumps.begin();
    // A log built anew shows the AI's reasons the record kept, each before its move's events.
    const std::map<std::size_t, LogRow> reasons = resetLog ? notedReasons() : std::map<std::size_t, LogRow>{};
    auto nextReason = reasons.begin();
    for (std::size_t i = 0; i < newEvents.size(); ++i) {
        for (; nextReason != reasons.end() && nextReason->first <= i; ++nextReason) lines.append(nextReason->second);
        const GameEvent& event = newEvents[i];
        const bool ownStep = i >= stepFrom;
        const QString text = gameText::eventText(event);
        addLine(text, gameText::logKindOf(event), event.player);
        if (ownStep && event.type() == rules::GameEventType::kQuantumNote) note = text;
        if (event.type() == rules::GameEventType::kDieRolled) roll = text;  // the last roll so far
        if (nextJump != jumps.end() && nextJump->move_event == i) {
            const QString detectionNote = gameText::detectionNote(state.board(), nextJump->planet, nextJump->landing);
            if (!detectionNote.isEmpty()) {
                addLine(detectionNote, ui::LogKind::Note, event.player);
                if (ownStep) note = detectionNote;
            }
            ++nextJump;
        }
    }
    for (; nextReason != reasons.end(); ++nextReason) lines.append(nextReason->second);
    if (resetLog)
        m_log->setRows(lines);
    else
        m_log->appendRows(lines);
    m_quantumNote = note;
    if (!roll.isEmpty()) m_lastRoll = roll;
}

void GameController::refreshHands() {
    const rules::GameState& state = *gameState();
    const QString readOnly = tr("Step-through is read-only");
    const bool replaying = m_replay->replaying();
    for (Ship ship : entanglion::kShips) {
        QList<HandRow> rows;
        int slot = 0;
        for (rules::EngineCard card : state.hand(ship)) {
            HandRow row{.card = QString::fromUtf8(rules::engine_card_id(card)),
                        .name = gameText::engineCardName(card),
                        .kind = ui::CardKind::Engine,
                        .slot = slot++,
                        .destination = gameText::destinationText(state, card, ship),
                        .text = gameText::engineCardText(card),
                        .where = gameText::destinationShort(state, card, ship)};
            if (replaying) {
                row.navigateReason = row.exchangeReason = readOnly;
            } else {
                row.canNavigate = legalOr(state, Action::navigate(ship, card), &row.navigateReason);
                row.canExchange = legalOr(state, Action::exchange(ship, card), &row.exchangeReason);
            }
            rows.append(row);
        }
        slot = 0;
        for (rules::EventCard event : state.event_hand(ship)) {
            HandRow row{.card = QString::fromUtf8(rules::event_card_id(event)),
                        .name = gameText::eventName(event),
                        .kind = ui::CardKind::Event,
                        .slot = slot++,
                        .text = gameText::eventCardText(event)};
            rules::IllegalMove why;
            if (replaying)
                row.playReason = readOnly;
            else if (!(row.canPlay = rules::can_play_event_card(state, ship, event, &why)))
                row.playReason = gameText::illegalText(why);
            rows.append(row);
        }
        m_hands[static_cast<std::size_t>(ship)]->setRows(rows);
    }
}

void GameController::refreshActions() {
    const rules::GameState& state = *gameState();
    m_actionRows.clear();
    QList<ActionRow> rows;
    const auto add = [&](const Action& action, bool enabled, const QString& reason) {
        const gameText::ActionLabel label = gameText::labelOf(action, state);
        rows.append(ActionRow{.label = label.label,
                              .detail = label.detail,
                              .category = ui::toQml(rules::action_category(action.type)),
                              .type = QString::fromUtf8(rules::action_type_id(action.type)),
                              .allowed = enabled,
                              .reason = reason,
                              .actionText = QString::fromStdString(rules::action_to_string(action))});
        m_actionRows.push_back(action);
    };
    const QString readOnly = tr("Step-through is read-only: press Continue to play from here");
    const bool replaying = m_replay->replaying();
    for (const Action& action : state.legal_actions()) add(action, !replaying, replaying ? readOnly : QString());
    // The turn actions that are not possible now stay visible, disabled, with the engine's reason.
    for (const auto& [action, why] : rules::refused_turn_actions(state)) add(action, false, gameText::illegalText(why));
    // Stable keys: the same key always names the same kind of action (see ActionKeys.h).
    const std::vector<QStringList> keys = actionKeys::keysOf(m_actionRows, state);
    for (std::size_t i = 0; i < keys.size(); ++i) {
        ActionRow& row = rows[static_cast<qsizetype>(i)];
        row.shortcut = keys[i].join(u'/');
        row.keys = keys[i];
    }
    m_actions->setRows(rows);
}

// ---- properties ---------------------------------------------------------------------------------------------

void GameController::refreshFacts() {
    const rules::GameState* state = gameState();
    const entanglion::session::SetupFacts setupFacts = m_table.setup_facts();
    // A what-if is not the real game: its title says so (the session keeps the real game's name).
    const QString recordName =
        whatIf() ? tr("What if (not part of the real game)") : QString::fromStdString(m_table.record_name());
    const GameSetup setup{.hasGame = setupFacts.has_game,
                          .variant = ui::toQml(setupFacts.variant),
                          .difficulty = setupFacts.difficulty,
                          .seedText = setupFacts.seed ? QString::number(*setupFacts.seed) : QString(),
                          .recordName = recordName};
    GameTurn turn{.prompt = tr("Start a new game (N) or open a saved one (Ctrl+O).")};
    GameTable table;
    if (state) {
        const entanglion::session::TurnFacts turnFacts = m_table.turn_facts();
        turn = GameTurn{.status = ui::toQml(turnFacts.status),
                        .currentPlayer = ui::toQml(turnFacts.current_player),
                        .actingPlayer = ui::toQml(turnFacts.acting_player),
                        .turnNumber = turnFacts.turn_number,
                        .decisionKind = ui::toQml(turnFacts.decision),
                        .prompt = gameText::promptOf(*state),
                        .actionsApplied = turnFacts.actions_applied};
        if (m_replay->replaying()) {
            turn.prompt =
                //: %1: the step's number (7); %2: the steps of the record (40); %3: the prompt at that step
                //: ("Mercurial's turn: navigate, ...").
                tr("Step %1 of %2 (read-only). %3").arg(m_replay->step()).arg(m_replay->length()).arg(turn.prompt);
        }
        const entanglion::session::TableFacts tableFacts = m_table.table_facts();
        table = GameTable{.detectionPosition = tableFacts.detection_position,
                          .engineStackCount = tableFacts.engine_stack_count,
                          .engineDiscardCount = tableFacts.engine_discard_count,
                          .eventDeckCount = tableFacts.event_deck_count,
                          .eventDiscardCount = tableFacts.event_discard_count,
                          .componentsCollected = tableFacts.components_collected,
                          .knownOnTop = gameText::knownOnTopText(*state),
                          .lastRoll = m_lastRoll,
                          .quantumNote = m_quantumNote,
                          .shipsText = SceneText::shipsSentence(state->positions()),
                          .engineControlText = SceneText::engineControl(*state),
                          .detectionText = SceneText::detectionTrack(*state),
                          .mercurialHandText = SceneText::hand(*state, Ship::kMercurial),
                          .rubiconHandText = SceneText::hand(*state, Ship::kRubicon)};
    }
    // Each group notifies only when something in it changed.
    if (setup != m_setup) {
        m_setup = setup;
        emit setupChanged();
    }
    if (turn != m_turn) {
        m_turn = turn;
        emit turnChanged();
    }
    if (table != m_tableFacts) {
        m_tableFacts = table;
        emit tableChanged();
    }
}

void GameController::publishMode(bool newStepThrough) {
    const entanglion::session::ModeFacts now = m_table.mode_facts();
    if (now == m_modePublished && !newStepThrough) return;
    const entanglion::session::ModeFacts before = std::exchange(m_modePublished, now);
    m_replay->publish(before, now, newStepThrough);
    const GameMode mode{.kind = ui::toQml(now.kind),
                        .following = now.following,
                        .step = now.step,
                        .length = now.length,
                        .freshLuck = now.kind == entanglion::session::ModeKind::kWhatIf &&
                                     now.luck == entanglion::session::Luck::kFresh};
    if (mode != m_mode) {
        m_mode = mode;
        emit modeChanged();
    }
}

std::map<std::size_t, LogRow> GameController::notedReasons() const {
    std::map<std::size_t, LogRow> rows;
    const rules::GameRecord& record = shownRecord();
    if (std::all_of(record.actions.begin(), record.actions.end(),
                    [](const rules::RecordedAction& recorded) { return recorded.annotation.empty(); })) {
        return rows;
    }
    // The states before each action and where its events start: the step-through's cursor, or one
    // made for the game played (its record replays: it is the session's own).
    std::optional<rules::ReplayCursor> own;
    const rules::ReplayCursor* cursor = m_replay->replaying() ? m_replay->cursor() : nullptr;
    if (!cursor) {
        std::string error;
        own = rules::ReplayCursor::create(record, &error);
        if (!own) {
            spdlog::error("the game's own record does not replay: {}", error);
            return rows;
        }
        cursor = &*own;
    }
    const int shown = m_replay->replaying() ? m_replay->step() : cursor->step_count();
    for (int k = 0; k < shown; ++k) {
        const rules::RecordedAction& recorded = record.actions[static_cast<std::size_t>(k)];
        if (recorded.annotation.empty()) continue;
        std::string error;
        const std::optional<policies::ExplanationNote> note =
            policies::read_explanation_note(recorded.annotation, recorded.action, &error);
        if (!note) {
            // An annotation this app did not write (an edited file): the move is shown, its reason is not.
            spdlog::warn("action {}: its annotation is not an AI's reason: {}", k + 1, error);
            continue;
        }
        rows.emplace(
            cursor->events_up_to(k).size(),
            LogRow{.message = aiText::moveLine(QString::fromStdString(note->policy), note->why, cursor->state_at(k)),
                   .kind = ui::LogKind::Ai,
                   .player = ui::toQml(recorded.action.player),
                   .step = k,
                   .detail = aiText::detailText(note->why)});
    }
    return rows;
}
