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
    //: %1: Mercurial's planet (ZERO); %2: Rubicon's planet (ONE).
    return tr("Mercurial %1, Rubicon %2").arg(planetName(positions.mercurial), planetName(positions.rubicon));
}

QString destinationText(const rules::GameState& state, rules::EngineCard card, Ship ship) {
    if (!rules::nav_card_of(card)) return {};
    const std::optional<entanglion::ShipPositions> to = state.navigation_destination(card, ship);
    if (!to) return tr("no printed path: nothing moves");
    const entanglion::ShipPositions& from = state.positions();
    //: %1: a planet's name (PHI PLUS).
    if (to->in_entanglion()) return tr("both ships to %1").arg(planetName(to->mercurial));
    if (from.mercurial != to->mercurial && from.rubicon != to->rubicon) {
        //: %1: Mercurial's planet (ZERO); %2: Rubicon's planet (ONE).
        return tr("Mercurial to %1, Rubicon to %2").arg(planetName(to->mercurial), planetName(to->rubicon));
    }
    //: %1: a planet's name (PLUS).
    if (from.mercurial != to->mercurial) return tr("Mercurial to %1").arg(planetName(to->mercurial));
    //: %1: a planet's name (PLUS).
    return tr("Rubicon to %1").arg(planetName(to->rubicon));
}

QString destinationShort(const rules::GameState& state, rules::EngineCard card, Ship ship) {
    if (!rules::nav_card_of(card)) return {};
    const std::optional<entanglion::ShipPositions> to = state.navigation_destination(card, ship);
    if (!to) return tr("no path");
    const entanglion::ShipPositions& from = state.positions();
    //: A short move label: %1: the planet both ships go to (PHI PLUS).
    if (to->in_entanglion()) return tr("→ %1").arg(planetName(to->mercurial));
    QStringList parts;
    //: A short move label, M for Mercurial: %1: its new planet (PLUS).
    if (from.mercurial != to->mercurial) parts << tr("M → %1").arg(planetName(to->mercurial));
    //: A short move label, R for Rubicon: %1: its new planet (PLUS).
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
            //: An action's button: %1: an engine card (H); %2: the ship it is played for (Mercurial).
            return {tr("Play %1 for %2").arg(card, ship), destinationText(state, action.card, action.player)};
        case ActionType::kExchange:
            //: The Exchange action's button: %1: an engine card (H), discarded for a new one.
            return {tr("Exchange %1").arg(card), tr("discard it and draw a replacement")};
        case ActionType::kRetrieve: {
            const std::optional<rules::Component> here = state.component_on(state.positions().mercurial);
            //: The Retrieve action's button when no component is in sight: take a component.
            const QString retrieve = tr("Retrieve");
            //: The Retrieve action's button: %1: a component's name (Quantum Gates).
            const QString retrieveHere = here ? tr("Retrieve %1").arg(componentName(*here)) : retrieve;
            return {retrieveHere,
                    //: %1: the detection rate (3) the roll must beat.
                    tr("roll the Entanglion die: more than %1 wins it").arg(rate)};
        }
        case ActionType::kPlayEvent:
            //: An action's button: %1: an event card's name (Heisenberg).
            return {tr("Play %1").arg(eventName(action.event)), eventCardText(action.event)};
        case ActionType::kInterconnectSwap:
            //: Qubit Interconnect's swap: %1: the engine card given (H); %2: the card taken (X).
            return {tr("Give %1, take %2").arg(card, engineCardName(action.other_card)),
                    //: %1: the other ship's name (Rubicon).
                    tr("Qubit Interconnect swap with %1 (not your action)").arg(other)};
        case ActionType::kRollDefense:
            return {tr("Roll the Entanglion die"),
                    //: %1: "orbital defenses" or "ground defenses" (or PROBE); %2: the detection rate (3).
                    tr("%1: more than %2 evades them").arg(defenseName(state.pending_decision().defense), rate)};
        case ActionType::kPlayQuantumTunnel:
            return {tr("Play Quantum Tunnel"), tr("bypass these defenses (not your action)")};
        case ActionType::kKeepRoll:
            //: Magnetic Shielding's choice: %1: the die's face (5).
            return {tr("Keep the roll %1").arg(action.value), tr("Magnetic Shielding")};
        case ActionType::kReroll:
            return {tr("Roll once more"), tr("Magnetic Shielding: take the second result")};
        case ActionType::kPlaceShips:
            //: Physical Qubits' choice: %1: Mercurial's planet (ZERO); %2: Rubicon's planet (ONE).
            return {tr("Mercurial to %1, Rubicon to %2")
                        .arg(bitPlanet(action.mercurial_bit), bitPlanet(action.rubicon_bit)),
                    tr("Physical Qubits: choose where the ships land")};
        case ActionType::kRollPlacement:
            return {tr("Roll the Centarious die"), tr("both ships jump to the planet it shows")};
        case ActionType::kKeepCard:
            //: Quantum Gates' choice: %1: an engine card (H).
            return {tr("Keep %1").arg(card), tr("Quantum Gates: the other drawn card is discarded")};
        case ActionType::kDiscardCard:
            //: Dilution Refrigerator's choice: %1: an engine card (H).
            return {tr("Discard %1").arg(card), tr("Dilution Refrigerator: hand limit two")};
        case ActionType::kBennettGive:
            //: Bennett: %1: a component's name (Quantum Gates); %2: the other ship's name (Rubicon).
            return {tr("Give %1 to %2").arg(componentName(action.component), other), tr("Bennett")};
        case ActionType::kBennettTake:
            //: Bennett: %1: a component's name (Quantum Gates); %2: the other ship's name (Rubicon).
            return {tr("Take %1 from %2").arg(componentName(action.component), other), tr("Bennett")};
        case ActionType::kMechanicPlay:
            return {
                //: An action's button: %1: an engine card (H); %2: the ship it is played for (Mercurial).
                tr("Play %1 for %2").arg(card, ship),
                //: %1: where the card takes the ships ("Mercurial to PLUS").
                tr("The Mechanic (no orbital defenses): %1").arg(destinationText(state, action.card, action.player))};
        case ActionType::kMechanicStop:
            //: A button of The Mechanic event: stop playing the drawn cards.
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
            //: %1: a ship's name (Mercurial).
            return tr("%1's turn: navigate, exchange, retrieve or play an event").arg(ship);
        case DecisionKind::kDefense:
            if (decision.defense == rules::DefenseKind::kProbe)
                //: %1: a ship's name (Mercurial); %2: the roll needed, 4.
                return tr("%1: face PROBE (a roll of at least %2 evades it)").arg(ship, QLocale().toString(4));
            if (decision.defense == rules::DefenseKind::kGround)
                //: %1: a ship's name (Mercurial); %2: the detection rate (3).
                return tr("%1: face the ground defenses (a roll above %2 evades them)").arg(ship, rate);
            //: %1: a ship's name (Mercurial); %2: the detection rate (3).
            return tr("%1: face the orbital defenses (a roll above %2 evades them)").arg(ship, rate);
        case DecisionKind::kMagneticShielding:
            //: %1: a ship's name; %2: the die's face (5); %3: what it was rolled for ("orbital defenses").
            return tr("%1 rolled %2 (%3): keep it or roll once more (Magnetic Shielding)")
                .arg(ship)
                .arg(decision.roll)
                .arg(purposeName(decision.purpose));
        case DecisionKind::kPhysicalQubits:
            //: %1: a ship's name (Mercurial).
            return tr("Detected! %1 chooses where the ships land in Centarious (Physical Qubits)").arg(ship);
        case DecisionKind::kQuantumGates:
            //: %1: a ship's name (Mercurial).
            return tr("%1: keep one of the two drawn cards (Quantum Gates)").arg(ship);
        case DecisionKind::kDilutionRefrigerator:
            //: %1: a ship's name (Mercurial).
            return tr("%1: discard down to two engine cards (Dilution Refrigerator)").arg(ship);
        case DecisionKind::kBennett:
            //: %1: a ship's name (Mercurial).
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
    //: %1: a planet's name (ZERO); %2: the outcomes with their chances ("|00> 50%, |11> 50%").
    QString text = tr("Quantum note: orbital defenses act like measuring both ships. Measuring %1 gives %2.")
                       .arg(planetName(planet), outcomes.join(QStringLiteral(", ")));
    if (comparison->landing_possible) {
        //: %1: a planet's name (ZERO); %2: the outcome as a ket (|00>).
        text += u' ' + tr("The board's jump of both ships to %1 (%2) is one of those outcomes.")
                           .arg(planetName(landing.mercurial), ket(comparison->landing));
    } else {
        //: %1: a planet's name (ONE); %2: the outcome as a ket (|11>); %3: the planet measured (PLUS).
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
        case GameEventType::kActionTakenBack:
        case GameEventType::kEngineCardPutBack:
            return ui::LogKind::Card;
        case GameEventType::kEventCardPutBack:
            return ui::LogKind::Event;
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
