// gameText: the game log (typed GameEvents) and the reasons for illegal moves (typed IllegalMoves),
// worded in the player's language. rules::describe_event / describe_illegal are the CLI's English.
#include <QLocale>
#include <QStringList>
#include <cstdlib>

#include "ui-qml/controller/GameText.h"

namespace rules = entanglion::rules;
using rules::GameEventType;
using rules::IllegalKind;

namespace gameText {
namespace {

// Numbers as the UI language writes them (LanguageSettings makes it the default locale).
QString number(int value) { return QLocale().toString(value); }

template <typename Cards, typename NameOf>
QString listOf(const Cards& cards, NameOf nameOf) {
    QStringList names;
    for (const auto& card : cards) names << nameOf(card);
    return names.isEmpty() ? tr("nothing") : names.join(QStringLiteral(", "));
}

QString decisionName(rules::DecisionKind kind) {
    switch (kind) {
        case rules::DecisionKind::kNone: return tr("no decision");
        case rules::DecisionKind::kDefense: return tr("the defense check");
        case rules::DecisionKind::kMagneticShielding: return componentName(rules::Component::kMagneticShielding);
        case rules::DecisionKind::kPhysicalQubits: return componentName(rules::Component::kPhysicalQubits);
        case rules::DecisionKind::kQuantumGates: return componentName(rules::Component::kQuantumGates);
        case rules::DecisionKind::kDilutionRefrigerator: return componentName(rules::Component::kDilutionRefrigerator);
        case rules::DecisionKind::kBennett: return eventName(rules::EventCard::kBennett);
        case rules::DecisionKind::kMechanic: return eventName(rules::EventCard::kTheMechanic);
    }
    return {};
}

QString dieRolledText(const rules::GameEvent& e, const QString& who) {
    const QString purpose = purposeName(e.purpose);
    if (e.die == 2) return tr("%1 rolled the Centarious die: %2 (%3)").arg(who, number(e.value), purpose);
    if (e.reroll) return tr("%1 rolled the Entanglion die once more (Magnetic Shielding): %2 (%3)").arg(who, number(e.value), purpose);
    return tr("%1 rolled the Entanglion die: %2 (%3)").arg(who, number(e.value), purpose);
}

}  // namespace

QString defenseName(rules::DefenseKind kind) {
    switch (kind) {
        case rules::DefenseKind::kOrbital: return tr("orbital defenses");
        case rules::DefenseKind::kGround: return tr("ground defenses");
        case rules::DefenseKind::kProbe: return engineCardName(rules::EngineCard::kPROBE);
    }
    return {};
}

QString purposeName(rules::RollPurpose purpose) {
    switch (purpose) {
        case rules::RollPurpose::kOrbitalDefense: return defenseName(rules::DefenseKind::kOrbital);
        case rules::RollPurpose::kGroundDefense: return defenseName(rules::DefenseKind::kGround);
        case rules::RollPurpose::kProbe: return engineCardName(rules::EngineCard::kPROBE);
        case rules::RollPurpose::kHeisenberg: return eventName(rules::EventCard::kHeisenberg);
        case rules::RollPurpose::kSpookyAction: return eventName(rules::EventCard::kSpookyAction);
        case rules::RollPurpose::kFirstPlayer: return tr("first player");
        case rules::RollPurpose::kPlacement: return tr("ship placement");
    }
    return {};
}

/// A defense result with what made it: "rolled 2, −1 Control Infrastructure = 1"; a bare roll is
/// "rolled 4"; an event without a roll (older records) shows the result alone.
static QString rollText(const rules::GameEvent& e) {
    if (e.roll == 0) return number(e.value);
    QString text = tr("rolled %1").arg(number(e.roll));
    for (int i = 0; i < e.modifier_count; ++i) {
        const rules::RollModifier& m = e.modifiers[static_cast<std::size_t>(i)];
        const QString sign = m.delta > 0 ? QStringLiteral("+") : QStringLiteral("\u2212");
        text += QStringLiteral(", %1%2 %3").arg(sign, number(std::abs(m.delta)), componentName(m.source));
    }
    if (e.modifier_count > 0) text += QStringLiteral(" = %1").arg(number(e.value));
    return text;
}

QString eventText(const rules::GameEvent& e) {
    const QString who = shipName(e.player);
    const QString card = engineCardName(e.engine_card);
    switch (e.type) {
        case GameEventType::kSetupFirstPlayer: return tr("%1 goes first").arg(who);
        case GameEventType::kTurnStarted: return tr("Turn %1: %2").arg(number(e.value), who);
        case GameEventType::kCardPlayed:
            return e.value >= 0 ? tr("%1 played %2 into engine control box %3").arg(who, card, number(e.value + 1))
                                : tr("%1 played %2 (engine control already full: straight to the discard pile)").arg(who, card);
        case GameEventType::kShipsMoved:
            return tr("Ships moved: %1 → %2").arg(positionsText(e.from), positionsText(e.to));
        case GameEventType::kQuantumNote:
            return e.value ? tr("Quantum note: %1 for %2 takes the state from %3 to %4; the board prints a path to %5 "
                                "instead, so the board decides and the ships follow the printed path")
                                 .arg(card, who, positionsText(e.from), positionsText(e.to), positionsText(e.printed_to))
                           : tr("Quantum note: %1 for %2 takes the state from %3 to %4; the board prints no such "
                                "path, so the board decides and the ships stay")
                                 .arg(card, who, positionsText(e.from), positionsText(e.to));
        case GameEventType::kDieRolled: return dieRolledText(e, who);
        case GameEventType::kDefenseEvaded:
            return e.defense == rules::DefenseKind::kProbe
                       ? tr("%1 evaded the %2: %3 is at least 4").arg(who, defenseName(e.defense), rollText(e))
                       : tr("%1 evaded the %2: %3 beats the rate %4").arg(who, defenseName(e.defense), rollText(e), number(e.value2));
        case GameEventType::kDefenseBypassed:
            return tr("%1 bypassed the %2 (%3)")
                .arg(who, defenseName(e.defense), e.value == 1 ? componentName(e.component) : eventName(e.event_card));
        case GameEventType::kDetected:
            return e.defense == rules::DefenseKind::kProbe
                       ? tr("%1 was detected by the %2: %3 is below 4").arg(who, defenseName(e.defense), rollText(e))
                       : tr("%1 was detected by the %2: %3 does not beat the rate %4")
                             .arg(who, defenseName(e.defense), rollText(e), number(e.value2));
        case GameEventType::kDetectionChanged:
            // The token moves along the track (positions 1-12); the rate printed there may stay.
            return tr("Detection track: position %1 → %2 (rate %3 → %4)")
                .arg(number(e.value + 1), number(e.value2 + 1), QString::fromUtf8(rules::detection_label(e.value)),
                     QString::fromUtf8(rules::detection_label(e.value2)));
        case GameEventType::kComponentRetrieved:
            return tr("%1 retrieved %2 from %3").arg(who, componentName(e.component), planetName(e.planet));
        case GameEventType::kComponentMoved:
            return e.value == 0 ? tr("%1 moved to %2's ship").arg(componentName(e.component), who)
                                : tr("%1 moved to %2").arg(componentName(e.component), planetName(e.planet));
        case GameEventType::kEngineCardDrawn: return tr("%1 drew %2").arg(who, card);
        case GameEventType::kEngineCardDiscarded: return tr("%1 discarded %2").arg(who, card);
        case GameEventType::kCardsSwapped:
            return tr("%1 gave %2 and took the other player's %3 (Qubit Interconnect)")
                .arg(who, card, engineCardName(e.other_card));
        case GameEventType::kEngineStackReshuffled:
            return tr("The engine discard pile (%n card(s)) was shuffled into a new stack", nullptr, e.value);
        case GameEventType::kEngineControlFull:
            return tr("All six engine control boxes are full: a quantum event at the end of the turn");
        case GameEventType::kEngineControlCleared:
            return tr("Engine control cleared (%n card(s) to the discard pile)", nullptr, e.value);
        case GameEventType::kQuantumEvent:
            return e.value == 0 ? tr("Quantum event (engine control full)") : tr("Quantum event (detected)");
        case GameEventType::kEventCardDrawn: return tr("%1 drew the event card %2").arg(who, eventName(e.event_card));
        case GameEventType::kEventCardKept: return tr("%1 keeps %2 for a later turn").arg(who, eventName(e.event_card));
        case GameEventType::kEventCardPlayed: return tr("%1 played %2").arg(who, eventName(e.event_card));
        case GameEventType::kEventDeckRebuilt: return tr("The event deck was rebuilt (%n card(s))", nullptr, e.value);
        case GameEventType::kMeasured:
            return tr("Measurement: Mercurial %1, Rubicon %2").arg(number(e.value), number(e.value2));
        case GameEventType::kGameWon: return tr("All eight components collected: the game is won");
        case GameEventType::kGameLost: return tr("The detection rate reached X: the game is lost");
    }
    return QString::fromStdString(rules::describe_event(e));
}

QString illegalText(const rules::IllegalMove& why) {
    const QString who = shipName(why.player);
    const QString card = engineCardName(why.card);
    const QString event = eventName(why.event);
    const auto hand = [](const auto& cards) { return listOf(cards, engineCardName); };
    switch (why.kind) {
        case IllegalKind::kGameOver: return why.game_won ? tr("The game is over: it was won") : tr("The game is over: it was lost");
        case IllegalKind::kAtChanceNode: return tr("Chance acts now: a die roll or a measurement is pending");
        case IllegalKind::kMustDecideFirst:
            return tr("%1 must decide first (%2)").arg(shipName(why.other_player), decisionName(why.decision));
        case IllegalKind::kNotYourTurn: return tr("It is %1's turn, not %2's").arg(shipName(why.other_player), who);
        case IllegalKind::kNavigateCardNotInHand:
            return tr("%1 cannot play %2: the hand holds %3").arg(who, card, hand(why.hand));
        case IllegalKind::kExchangeCardNotInHand:
            return tr("%1 cannot exchange %2: the hand holds %3").arg(who, card, hand(why.hand));
        case IllegalKind::kNoComponentHere:
            return tr("Nothing to retrieve: no component on %1").arg(planetName(why.planet));
        case IllegalKind::kRetrieveOutsideEntanglion:
            return tr("Nothing to retrieve: the ships are not orbiting an Entanglion planet");
        case IllegalKind::kTunnelNotAnAction:
            return tr("%1 is not an action: play it when your ships face orbital or ground defenses").arg(event);
        case IllegalKind::kEventNeedsComponent:
            return tr("%1 needs a component on one of the ships").arg(event);
        case IllegalKind::kEventNotInHand:
            return tr("%1 cannot play %2: the event cards held are %3").arg(who, event, listOf(why.event_hand, eventName));
        case IllegalKind::kNoInterconnect: return tr("A card swap needs Qubit Interconnect on your ship");
        case IllegalKind::kShipsApart: return tr("A card swap needs both ships orbiting the same planet");
        case IllegalKind::kAlreadySwapped: return tr("%1 already swapped a card this turn").arg(who);
        case IllegalKind::kSwapCardsNotHeld:
            return tr("%1 cannot give %2 for %3: the hands hold %4 and %5")
                .arg(who, card, engineCardName(why.other_card), hand(why.hand), hand(why.other_hand));
        case IllegalKind::kNoPendingDecision: return tr("%1 has no decision to answer now").arg(who);
        case IllegalKind::kMustAnswerDecision:
            return tr("%1 must answer the pending decision first (%2)").arg(who, decisionName(why.decision));
    }
    return QString::fromStdString(rules::describe_illegal(why));
}

}  // namespace gameText
