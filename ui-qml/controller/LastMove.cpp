#include "ui-qml/controller/LastMove.h"

#include <QStringList>
#include <algorithm>
#include <utility>
#include <variant>
#include <vector>

#include "ui-qml/controller/GameText.h"
#include "ui-qml/models/MapModel.h"
#include "ui-qml/models/PathModel.h"

namespace rules = entanglion::rules;
using rules::GameEvent;
using rules::GameEventType;

namespace {

bool isDefense(rules::RollPurpose purpose) {
    return purpose == rules::RollPurpose::kOrbitalDefense || purpose == rules::RollPurpose::kGroundDefense ||
           purpose == rules::RollPurpose::kProbe;
}

/// Whether the line names what the move did. Turn bookkeeping (a new turn, cards drawn and
/// discarded, the engine control) stays in the log; a defense roll is named with its result.
bool tellsOutcome(const GameEvent& e, bool defenseResolved) {
    switch (e.type()) {
        case GameEventType::kDieRolled:
            return !(isDefense(e.as<entanglion::rules::event::DieRolled>().purpose) && defenseResolved);
        case GameEventType::kShipsMoved:
        case GameEventType::kDefenseEvaded:
        case GameEventType::kDefenseBypassed:
        case GameEventType::kDetected:
        case GameEventType::kDetectionChanged:
        case GameEventType::kComponentRetrieved:
        case GameEventType::kComponentMoved:
        case GameEventType::kCardsSwapped:
        case GameEventType::kEventCardPlayed:
        case GameEventType::kMeasured:
        case GameEventType::kGameWon:
        case GameEventType::kGameLost:
            return true;
        default:
            return false;
    }
}

}  // namespace

LastMove::LastMove(MapModel* map, PathModel* paths, QObject* parent) : QObject(parent), m_map(map), m_paths(paths) {}

void LastMove::show(const QString& actionLabel, entanglion::Ship player, std::span<const GameEvent> events, bool byAi) {
    const bool defenseResolved = std::any_of(events.begin(), events.end(), [](const GameEvent& e) {
        return e.type() == GameEventType::kDefenseEvaded || e.type() == GameEventType::kDetected;
    });
    QStringList outcomes;
    std::vector<std::pair<entanglion::ShipPositions, entanglion::ShipPositions>> moves;
    for (const GameEvent& e : events) {
        if (tellsOutcome(e, defenseResolved)) outcomes << gameText::eventText(e);
        if (const auto* moved = std::get_if<entanglion::rules::event::ShipsMoved>(&e.payload)) {
            moves.emplace_back(moved->from, moved->to);
        }
    }
    const QString told = outcomes.join(QStringLiteral("; "));
    if (byAi && told.isEmpty()) {
        //: %1: the AI's action ("Play H for Mercurial").
        m_text = tr("AI move: %1").arg(actionLabel);
    } else if (byAi) {
        //: %1: the AI's action ("Exchange X"); %2: what came of it ("Mercurial drew H; ...").
        m_text = tr("AI move: %1 — %2").arg(actionLabel, told);
    } else if (told.isEmpty()) {
        //: %1: the action ("Play H for Mercurial").
        m_text = tr("Last move: %1").arg(actionLabel);
    } else {
        //: %1: the action ("Exchange X"); %2: what came of it ("Mercurial drew H; ...").
        m_text = tr("Last move: %1 — %2").arg(actionLabel, told);
    }
    m_ship = ui::toQml(player);
    m_byAi = byAi;
    m_marked = !moves.empty();
    m_urgent = std::any_of(events.begin(), events.end(), [](const GameEvent& e) {
        return e.type() == GameEventType::kDetected || e.type() == GameEventType::kGameWon ||
               e.type() == GameEventType::kGameLost;
    });
    // The planet the ships left: where they stood before the move's first jump.
    m_map->setLeft(moves.empty() ? std::nullopt : std::optional(moves.front().first));
    m_paths->setTaken(moves);
    ++m_serial;
    emit changed();
}

void LastMove::clear() {
    m_map->setLeft(std::nullopt);
    m_paths->setTaken({});
    if (m_text.isEmpty() && !m_marked) return;
    m_text.clear();
    m_marked = false;
    m_urgent = false;
    m_byAi = false;
    ++m_serial;
    emit changed();
}
