// GameController: turning the engine's state into the models and properties the screens show.
#include <QCoreApplication>

#include "statevector/format.h"
#include "ui-qml/controller/ActionKeys.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/GameText.h"

namespace rules = entanglion::rules;
using entanglion::Ship;
using rules::Action;
using rules::ActionType;
using rules::GameEvent;

namespace {

QString idOf(Ship ship) { return gameText::shipId(ship); }

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
    for (entanglion::Planet planet : entanglion::kAllPlanets) {
        if (const auto component = state.component_on(planet)) {
            components[static_cast<std::size_t>(planet)] = gameText::componentName(*component);
        }
    }
    m_map->setComponents(components);
    m_ket->setState(state.live_state(), &state.board().catalogue());

    QList<QVariantMap> boxes;
    for (int slot = 0; slot < rules::kControlSlots; ++slot) {
        const bool filled = slot < static_cast<int>(state.engine_control().size());
        const rules::ControlSlot* box = filled ? &state.engine_control()[static_cast<std::size_t>(slot)] : nullptr;
        boxes.append({{QStringLiteral("slot"), slot},
                      {QStringLiteral("filled"), filled},
                      {QStringLiteral("card"), box ? gameText::engineCardName(box->card) : QString()},
                      {QStringLiteral("line"), box ? idOf(box->line) : QString()}});
    }
    m_circuit->setRows(boxes);

    QList<QVariantMap> track;
    for (int position = 0; position < rules::kDetectionPositions; ++position) {
        track.append({{QStringLiteral("position"), position},
                      {QStringLiteral("label"), QString::fromUtf8(rules::detection_label(position))},
                      {QStringLiteral("value"),
                       position < rules::kDetectionLossPosition ? rules::kDetectionValues[static_cast<std::size_t>(position)] : 0},
                      {QStringLiteral("current"), position == state.detection_position()},
                      {QStringLiteral("passed"), position < state.detection_position()},
                      {QStringLiteral("start"), position == m_startDetection}});
    }
    m_track->setRows(track);

    // Log, dice and quantum notes from what just happened.
    QList<QVariantMap> lines;
    QString note;
    QString roll;
    const auto addLine = [&](const QString& text, const QString& kind, Ship player) {
        lines.append({{QStringLiteral("message"), text},
                      {QStringLiteral("kind"), kind},
                      {QStringLiteral("player"), idOf(player)},
                      {QStringLiteral("step"), state.actions_applied()}});
    };
    bool detected = false;
    for (std::size_t i = 0; i < newEvents.size(); ++i) {
        const GameEvent& event = newEvents[i];
        const bool ownStep = i >= stepFrom;
        const QString text = gameText::eventText(event);
        addLine(text, gameText::logKindOf(event), event.player);
        if (ownStep && event.type == rules::GameEventType::kQuantumNote) note = text;
        if (event.type == rules::GameEventType::kDieRolled) roll = text;  // the last roll so far
        if (event.type == rules::GameEventType::kDetected && event.defense == rules::DefenseKind::kOrbital) {
            detected = true;
        }
        // Under the board rules a detection jumps both ships to one Centarious planet; say what a
        // measurement of the planet they were on would have done.
        if (detected && event.type == rules::GameEventType::kShipsMoved && event.from.in_entanglion() &&
            state.variant() == rules::RulesVariant::kBoard) {
            const QString detectionNote = gameText::detectionNote(state.board(), event.from.mercurial, event.to);
            if (!detectionNote.isEmpty()) {
                addLine(detectionNote, QStringLiteral("note"), event.player);
                if (ownStep) note = detectionNote;
            }
            detected = false;
        }
    }
    if (resetLog) m_log->setRows(lines);
    else m_log->appendRows(lines);
    m_quantumNote = note;
    if (!roll.isEmpty()) m_lastRoll = roll;

    refreshHands();
    refreshActions();
    emit gameChanged();
}

void GameController::refreshHands() {
    const rules::GameState& state = *gameState();
    for (Ship ship : entanglion::kShips) {
        QList<QVariantMap> rows;
        int slot = 0;
        for (rules::EngineCard card : state.hand(ship)) {
            QString navigateReason;
            QString exchangeReason;
            const bool canNavigate = !replaying() && legalOr(state, Action::navigate(ship, card), &navigateReason);
            const bool canExchange = !replaying() && legalOr(state, Action::exchange(ship, card), &exchangeReason);
            if (replaying()) navigateReason = exchangeReason = tr("Step-through is read-only");
            rows.append({{QStringLiteral("card"), QString::fromUtf8(rules::engine_card_id(card))},
                         {QStringLiteral("name"), gameText::engineCardName(card)},
                         {QStringLiteral("text"), gameText::engineCardText(card)},
                         {QStringLiteral("kind"), QStringLiteral("engine")},
                         {QStringLiteral("slot"), slot++},
                         {QStringLiteral("canNavigate"), canNavigate},
                         {QStringLiteral("navigateReason"), navigateReason},
                         {QStringLiteral("canExchange"), canExchange},
                         {QStringLiteral("exchangeReason"), exchangeReason},
                         {QStringLiteral("canPlay"), false},
                         {QStringLiteral("playReason"), QString()},
                         {QStringLiteral("destination"), gameText::destinationText(state, card, ship)},
                         {QStringLiteral("where"), gameText::destinationShort(state, card, ship)}});
        }
        slot = 0;
        for (rules::EventCard event : state.event_hand(ship)) {
            const Action action = event == rules::EventCard::kQuantumTunnel ? Action::play_quantum_tunnel(ship)
                                                                            : Action::play_event(ship, event);
            QString reason;
            const bool canPlay = !replaying() && legalOr(state, action, &reason);
            if (replaying()) reason = tr("Step-through is read-only");
            if (!canPlay && event == rules::EventCard::kQuantumTunnel && !replaying()) {
                reason = tr("Quantum Tunnel is played when your ships face orbital or ground defenses");
            }
            rows.append({{QStringLiteral("card"), QString::fromUtf8(rules::event_card_id(event))},
                         {QStringLiteral("name"), gameText::eventName(event)},
                         {QStringLiteral("text"), gameText::eventCardText(event)},
                         {QStringLiteral("kind"), QStringLiteral("event")},
                         {QStringLiteral("slot"), slot++},
                         {QStringLiteral("canNavigate"), false},
                         {QStringLiteral("navigateReason"), QString()},
                         {QStringLiteral("canExchange"), false},
                         {QStringLiteral("exchangeReason"), QString()},
                         {QStringLiteral("canPlay"), canPlay},
                         {QStringLiteral("playReason"), reason},
                         {QStringLiteral("destination"), QString()},
                         {QStringLiteral("where"), QString()}});
        }
        m_hands[static_cast<std::size_t>(ship)]->setRows(rows);
    }
}

void GameController::refreshActions() {
    const rules::GameState& state = *gameState();
    m_actionRows.clear();
    QList<QVariantMap> rows;
    const auto add = [&](const Action& action, bool enabled, const QString& reason) {
        const gameText::ActionLabel label = gameText::labelOf(action, state);
        const rules::ActionCategory kind = rules::action_category(action.type);
        const QString category = kind == rules::ActionCategory::kFree   ? QStringLiteral("free")
                                 : kind == rules::ActionCategory::kTurn ? QStringLiteral("turn")
                                                                        : QStringLiteral("decision");
        rows.append({{QStringLiteral("label"), label.label},
                     {QStringLiteral("detail"), label.detail},
                     {QStringLiteral("category"), category},
                     {QStringLiteral("type"), QString::fromUtf8(rules::action_type_id(action.type))},
                     {QStringLiteral("allowed"), enabled},
                     {QStringLiteral("reason"), reason},
                     {QStringLiteral("shortcut"), QString()},
                     {QStringLiteral("keys"), QStringList()},
                     {QStringLiteral("actionText"), QString::fromStdString(rules::action_to_string(action))}});
        m_actionRows.push_back(action);
    };
    const QString readOnly = tr("Step-through is read-only: press Continue to play from here");
    for (const Action& action : state.legal_actions()) add(action, !replaying(), replaying() ? readOnly : QString());
    // The turn actions that are not possible now stay visible, disabled, with the engine's reason.
    if (!state.is_over() && state.pending_decision().kind == rules::DecisionKind::kNone) {
        const Ship player = state.current_player();
        QString reason;
        const Action retrieve = Action::retrieve(player);
        if (!legalOr(state, retrieve, &reason)) add(retrieve, false, reason);
        for (rules::EventCard event : state.event_hand(player)) {
            if (event == rules::EventCard::kQuantumTunnel) continue;  // shown on the card itself
            const Action play = Action::play_event(player, event);
            if (!legalOr(state, play, &reason)) add(play, false, reason);
        }
    }
    // Stable keys: the same key always names the same kind of action (see ActionKeys.h).
    const std::vector<QStringList> keys = actionKeys::keysOf(m_actionRows, state);
    for (std::size_t i = 0; i < keys.size(); ++i) {
        rows[static_cast<qsizetype>(i)][QStringLiteral("shortcut")] = keys[i].join(u'/');
        rows[static_cast<qsizetype>(i)][QStringLiteral("keys")] = keys[i];
    }
    m_actions->setRows(rows);
}

// ---- properties ---------------------------------------------------------------------------------------------

QString GameController::status() const {
    return gameState() ? QString::fromUtf8(rules::game_status_id(gameState()->status())) : QString();
}
QString GameController::currentPlayer() const { return gameState() ? idOf(gameState()->current_player()) : QString(); }
QString GameController::actingPlayer() const { return gameState() ? idOf(gameState()->acting_player()) : QString(); }
int GameController::turnNumber() const { return gameState() ? gameState()->turn_number() : 0; }
QString GameController::decisionKind() const {
    return gameState() ? QString::fromUtf8(rules::decision_kind_id(gameState()->pending_decision().kind)) : QString();
}
QString GameController::prompt() const {
    if (!gameState()) return tr("Start a new game (N) or open a saved one (Ctrl+O).");
    if (replaying()) {
        return tr("Step %1 of %2 (read-only). %3")
            .arg(m_replayStep)
            .arg(replayLength())
            .arg(gameText::promptOf(*gameState()));
    }
    return gameText::promptOf(*gameState());
}
int GameController::detectionPosition() const { return gameState() ? gameState()->detection_position() : 0; }
QString GameController::detectionLabel() const {
    return gameState() ? QString::fromUtf8(rules::detection_label(gameState()->detection_position())) : QString();
}
int GameController::engineStackCount() const {
    return gameState() ? static_cast<int>(gameState()->engine_stack().size()) : 0;
}
int GameController::engineDiscardCount() const {
    return gameState() ? static_cast<int>(gameState()->engine_discard().size()) : 0;
}
int GameController::eventDeckCount() const {
    return gameState() ? static_cast<int>(gameState()->event_deck().size()) : 0;
}
int GameController::eventDiscardCount() const {
    return gameState() ? static_cast<int>(gameState()->event_discard().size()) : 0;
}

namespace {
QStringList componentsOf(const rules::GameState& state, Ship ship, QString (*wordsOf)(rules::Component)) {
    QStringList words;
    for (rules::Component component : state.components_of(ship)) words << wordsOf(component);
    return words;
}
}  // namespace

QStringList GameController::mercurialComponents() const {
    return gameState() ? componentsOf(*gameState(), Ship::kMercurial, gameText::componentName) : QStringList();
}
QStringList GameController::rubiconComponents() const {
    return gameState() ? componentsOf(*gameState(), Ship::kRubicon, gameText::componentName) : QStringList();
}
QStringList GameController::mercurialComponentTexts() const {
    return gameState() ? componentsOf(*gameState(), Ship::kMercurial, gameText::componentText) : QStringList();
}
QStringList GameController::rubiconComponentTexts() const {
    return gameState() ? componentsOf(*gameState(), Ship::kRubicon, gameText::componentText) : QStringList();
}
QVariantMap GameController::cardTexts() const {
    const auto entry = [](const QString& name, const QString& text) {
        return QVariantMap{{QStringLiteral("name"), name}, {QStringLiteral("text"), text}};
    };
    QVariantList engine;
    for (int i = 0; i < rules::kEngineCardKinds; ++i) {
        const auto card = static_cast<rules::EngineCard>(i);
        engine << entry(gameText::engineCardName(card), gameText::engineCardText(card));
    }
    QVariantList events;
    for (rules::EventCard card : rules::kAllEventCards) events << entry(gameText::eventName(card), gameText::eventCardText(card));
    QVariantList components;
    for (rules::Component component : rules::kAllComponents) {
        components << entry(gameText::componentName(component), gameText::componentText(component));
    }
    return {{QStringLiteral("engine"), engine}, {QStringLiteral("event"), events}, {QStringLiteral("component"), components}};
}
int GameController::componentsCollected() const { return gameState() ? gameState()->components_collected() : 0; }
QString GameController::variant() const {
    return gameState() ? QString::fromUtf8(rules::variant_id(gameState()->variant())) : QString();
}
QString GameController::seedText() const {
    const rules::GameRecord& record = shownRecord();
    return record.seed ? QString::number(*record.seed) : QString();
}
int GameController::actionsApplied() const { return gameState() ? gameState()->actions_applied() : 0; }
