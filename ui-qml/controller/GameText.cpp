#include "ui-qml/controller/GameText.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <cmath>

#include "game/rules/detection_comparison.h"
#include "statevector/gate.h"

namespace rules = entanglion::rules;
using entanglion::Planet;
using entanglion::Ship;
using rules::ActionType;
using rules::DecisionKind;
using rules::GameEventType;

namespace gameText {
namespace {

QString bitPlanet(int bit) { return planetName(bit == 0 ? Planet::kZero : Planet::kOne); }

}  // namespace

QString tr(const char* text, const char* disambiguation, int n) {
    return QCoreApplication::translate("gameText", text, disambiguation, n);
}

QString shipName(Ship ship) { return QString::fromUtf8(entanglion::ship_display_name(ship)); }
QString shipId(Ship ship) { return QString::fromUtf8(entanglion::ship_id(ship)); }

QString positionsText(const entanglion::ShipPositions& positions) {
    if (positions.in_entanglion()) return planetName(positions.mercurial);
    return tr("Mercurial %1, Rubicon %2").arg(planetName(positions.mercurial), planetName(positions.rubicon));
}

QString destinationText(const rules::GameState& state, rules::EngineCard card, Ship ship) {
    if (!rules::nav_card_of(card)) return {};
    const std::optional<entanglion::ShipPositions> to = state.navigation_destination(card, ship);
    if (!to) return tr("no printed path: nothing moves");
    const entanglion::ShipPositions& from = state.positions();
    if (to->in_entanglion()) return tr("both ships to %1").arg(planetName(to->mercurial));
    if (from.mercurial != to->mercurial && from.rubicon != to->rubicon) {
        return tr("Mercurial to %1, Rubicon to %2").arg(planetName(to->mercurial), planetName(to->rubicon));
    }
    if (from.mercurial != to->mercurial) return tr("Mercurial to %1").arg(planetName(to->mercurial));
    return tr("Rubicon to %1").arg(planetName(to->rubicon));
}

QString destinationShort(const rules::GameState& state, rules::EngineCard card, Ship ship) {
    if (!rules::nav_card_of(card)) return {};
    const std::optional<entanglion::ShipPositions> to = state.navigation_destination(card, ship);
    if (!to) return tr("no path");
    const entanglion::ShipPositions& from = state.positions();
    if (to->in_entanglion()) return tr("→ %1").arg(planetName(to->mercurial));
    QStringList parts;
    if (from.mercurial != to->mercurial) parts << tr("M → %1").arg(planetName(to->mercurial));
    if (from.rubicon != to->rubicon) parts << tr("R → %1").arg(planetName(to->rubicon));
    return parts.join(u'\n');
}

ActionLabel labelOf(const rules::Action& action, const rules::GameState& state) {
    const QString card = engineCardName(action.card);
    const QString ship = shipName(action.player);
    const QString other = shipName(entanglion::other(action.player));
    const QString rate = QLocale().toString(state.detection_value());
    switch (action.type) {
        case ActionType::kNavigate:
            return {tr("Play %1 for %2").arg(card, ship), destinationText(state, action.card, action.player)};
        case ActionType::kExchange:
            return {tr("Exchange %1").arg(card), tr("discard it and draw a replacement")};
        case ActionType::kRetrieve: {
            const std::optional<rules::Component> here = state.component_on(state.positions().mercurial);
            return {here ? tr("Retrieve %1").arg(componentName(*here)) : tr("Retrieve"),
                    tr("roll the Entanglion die: more than %1 wins it").arg(rate)};
        }
        case ActionType::kPlayEvent:
            return {tr("Play %1").arg(eventName(action.event)), eventCardText(action.event)};
        case ActionType::kInterconnectSwap:
            return {tr("Give %1, take %2").arg(card, engineCardName(action.other_card)),
                    tr("Qubit Interconnect swap with %1 (not your action)").arg(other)};
        case ActionType::kRollDefense:
            return {tr("Roll the Entanglion die"),
                    tr("%1: more than %2 evades them").arg(defenseName(state.pending_decision().defense), rate)};
        case ActionType::kPlayQuantumTunnel:
            return {tr("Play Quantum Tunnel"), tr("bypass these defenses (not your action)")};
        case ActionType::kKeepRoll:
            return {tr("Keep the roll %1").arg(action.value), tr("Magnetic Shielding")};
        case ActionType::kReroll:
            return {tr("Roll once more"), tr("Magnetic Shielding: take the second result")};
        case ActionType::kPlaceShips:
            return {tr("Mercurial to %1, Rubicon to %2")
                        .arg(bitPlanet(action.mercurial_bit), bitPlanet(action.rubicon_bit)),
                    tr("Physical Qubits: choose where the ships land")};
        case ActionType::kRollPlacement:
            return {tr("Roll the Centarious die"), tr("both ships jump to the planet it shows")};
        case ActionType::kKeepCard:
            return {tr("Keep %1").arg(card), tr("Quantum Gates: the other drawn card is discarded")};
        case ActionType::kDiscardCard:
            return {tr("Discard %1").arg(card), tr("Dilution Refrigerator: hand limit two")};
        case ActionType::kBennettGive:
            return {tr("Give %1 to %2").arg(componentName(action.component), other), tr("Bennett")};
        case ActionType::kBennettTake:
            return {tr("Take %1 from %2").arg(componentName(action.component), other), tr("Bennett")};
        case ActionType::kMechanicPlay:
            return {
                tr("Play %1 for %2").arg(card, ship),
                tr("The Mechanic (no orbital defenses): %1").arg(destinationText(state, action.card, action.player))};
        case ActionType::kMechanicStop:
            return {tr("Stop"), tr("The Mechanic: discard the drawn cards left and take your hand back")};
    }
    return {QString::fromStdString(rules::action_to_string(action)), {}};
}

QString promptOf(const rules::GameState& state) {
    if (state.status() == rules::GameStatus::kWon) return tr("Won: the quantum computer is rebuilt!");
    if (state.status() == rules::GameStatus::kLost) return tr("Lost: the detection rate reached X.");
    const rules::PendingDecision& decision = state.pending_decision();
    const QString ship = shipName(state.acting_player());
    const QString rate = QLocale().toString(state.detection_value());
    switch (decision.kind) {
        case DecisionKind::kNone:
            return tr("%1's turn: navigate, exchange, retrieve or play an event").arg(ship);
        case DecisionKind::kDefense:
            return tr("%1: face the %2 (a roll above %3 evades them)").arg(ship, defenseName(decision.defense), rate);
        case DecisionKind::kMagneticShielding:
            return tr("%1 rolled %2 (%3): keep it or roll once more (Magnetic Shielding)")
                .arg(ship)
                .arg(decision.roll)
                .arg(purposeName(decision.purpose));
        case DecisionKind::kPhysicalQubits:
            return tr("Detected! %1 chooses where the ships land in Centarious (Physical Qubits)").arg(ship);
        case DecisionKind::kQuantumGates:
            return tr("%1: keep one of the two drawn cards (Quantum Gates)").arg(ship);
        case DecisionKind::kDilutionRefrigerator:
            return tr("%1: discard down to two engine cards (Dilution Refrigerator)").arg(ship);
        case DecisionKind::kBennett:
            return tr("%1: give one of your components or take one (Bennett)").arg(ship);
        case DecisionKind::kMechanic:
            //: %1: the ship's name; %n: drawn cards played so far (0, 1 or 2).
            return tr("%1: The Mechanic, play up to two drawn cards (%n played) or stop", nullptr,
                      decision.mechanic_played)
                .arg(ship);
    }
    return {};
}

QString detectionNote(const entanglion::Board& board, Planet planet, const entanglion::ShipPositions& landing) {
    const std::optional<rules::DetectionComparison> comparison =
        rules::compare_detection_with_measurement(board, planet, landing);
    if (!comparison) return {};
    const auto ket = [](const entanglion::BasisOutcome& outcome) {
        return QStringLiteral("|%1%2>").arg(outcome.mercurial).arg(outcome.rubicon);
    };
    QStringList outcomes;
    for (const rules::MeasurementChance& m : comparison->outcomes) {
        outcomes << QStringLiteral("%1 %2%").arg(ket(m.outcome)).arg(std::round(m.probability * 100));
    }
    QString text = tr("Quantum note: orbital defenses act like measuring both ships. Measuring %1 gives %2.")
                       .arg(planetName(planet), outcomes.join(QStringLiteral(", ")));
    if (comparison->landing_possible) {
        text += u' ' + tr("The board's jump of both ships to %1 (%2) is one of those outcomes.")
                           .arg(planetName(landing.mercurial), ket(comparison->landing));
    } else {
        text += u' ' + tr("The board sends both ships to %1 (%2), which a measurement of %3 never gives: "
                          "it would put the ships on different Centarious planets.")
                           .arg(planetName(landing.mercurial), ket(comparison->landing), planetName(planet));
    }
    if (comparison->every_outcome_possible()) {
        text += u' ' + tr("(The board only ever lands both ships together: |00> or |11>.)");
    }
    return text;
}

ui::LogKind::Value logKindOf(const rules::GameEvent& event) {
    switch (event.type()) {
        case GameEventType::kSetupFirstPlayer:
        case GameEventType::kTurnStarted:
            return ui::LogKind::Turn;
        case GameEventType::kShipsMoved:
            return ui::LogKind::Move;
        case GameEventType::kQuantumNote:
            return ui::LogKind::Note;
        case GameEventType::kDieRolled:
        case GameEventType::kMeasured:
            return ui::LogKind::Roll;
        case GameEventType::kDetected:
        case GameEventType::kDetectionChanged:
            return ui::LogKind::Detect;
        case GameEventType::kComponentRetrieved:
        case GameEventType::kComponentMoved:
            return ui::LogKind::Component;
        case GameEventType::kQuantumEvent:
        case GameEventType::kEventCardDrawn:
        case GameEventType::kEventCardKept:
        case GameEventType::kEventCardPlayed:
        case GameEventType::kEventDeckRebuilt:
            return ui::LogKind::Event;
        case GameEventType::kCardPlayed:
        case GameEventType::kEngineCardDrawn:
        case GameEventType::kEngineCardDiscarded:
        case GameEventType::kCardsSwapped:
        case GameEventType::kEngineStackReshuffled:
        case GameEventType::kEngineControlFull:
        case GameEventType::kEngineControlCleared:
            return ui::LogKind::Card;
        case GameEventType::kGameWon:
        case GameEventType::kGameLost:
            return ui::LogKind::End;
        case GameEventType::kDefenseEvaded:
        case GameEventType::kDefenseBypassed:
            return ui::LogKind::Roll;
    }
    return ui::LogKind::Info;
}

}  // namespace gameText
