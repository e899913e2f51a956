// gameText: the game log (typed GameEvents) and the reasons for illegal moves (typed IllegalMoves),
// worded in the player's language. rules::describe_event / describe_illegal are the CLI's English.
#include <QLocale>
#include <QStringList>
#include <cstdlib>
#include <variant>

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
        case rules::DecisionKind::kNone:
            return tr("no decision");
        case rules::DecisionKind::kDefense:
            return tr("the defense check");
        case rules::DecisionKind::kMagneticShielding:
            return componentName(rules::Component::kMagneticShielding);
        case rules::DecisionKind::kPhysicalQubits:
            return componentName(rules::Component::kPhysicalQubits);
        case rules::DecisionKind::kQuantumGates:
            return componentName(rules::Component::kQuantumGates);
        case rules::DecisionKind::kDilutionRefrigerator:
            return componentName(rules::Component::kDilutionRefrigerator);
        case rules::DecisionKind::kBennett:
            return eventName(rules::EventCard::kBennett);
        case rules::DecisionKind::kMechanic:
            return eventName(rules::EventCard::kTheMechanic);
    }
    return {};
}

QString dieRolledText(const rules::event::DieRolled& roll, const QString& who) {
    const QString purpose = purposeName(roll.purpose);
    if (roll.die == rules::Die::kCentarious) {
        return tr("%1 rolled the Centarious die: %2 (%3)").arg(who, number(roll.face), purpose);
    }
    if (roll.reroll) {
        return tr("%1 rolled the Entanglion die once more (Magnetic Shielding): %2 (%3)")
            .arg(who, number(roll.face), purpose);
    }
    return tr("%1 rolled the Entanglion die: %2 (%3)").arg(who, number(roll.face), purpose);
}

template <typename... Handlers>
struct Overloaded : Handlers... {
    using Handlers::operator()...;
};

}  // namespace

QString defenseName(rules::DefenseKind kind) {
    switch (kind) {
        case rules::DefenseKind::kOrbital:
            return tr("orbital defenses");
        case rules::DefenseKind::kGround:
            return tr("ground defenses");
        case rules::DefenseKind::kProbe:
            return engineCardName(rules::EngineCard::kPROBE);
    }
    return {};
}

QString purposeName(rules::RollPurpose purpose) {
    switch (purpose) {
        case rules::RollPurpose::kOrbitalDefense:
            return defenseName(rules::DefenseKind::kOrbital);
        case rules::RollPurpose::kGroundDefense:
            return defenseName(rules::DefenseKind::kGround);
        case rules::RollPurpose::kProbe:
            return engineCardName(rules::EngineCard::kPROBE);
        case rules::RollPurpose::kHeisenberg:
            return eventName(rules::EventCard::kHeisenberg);
        case rules::RollPurpose::kSpookyAction:
            return eventName(rules::EventCard::kSpookyAction);
        case rules::RollPurpose::kFirstPlayer:
            return tr("first player");
        case rules::RollPurpose::kPlacement:
            return tr("ship placement");
    }
    return {};
}

/// A defense result with what made it: "rolled 2, −1 Control Infrastructure = 1"; a bare roll is
/// "rolled 4".
static QString rollText(const rules::event::DefenseCheck& check) {
    QString text = tr("rolled %1").arg(number(check.roll));
    for (int i = 0; i < check.modifier_count; ++i) {
        const rules::RollModifier& m = check.modifiers[static_cast<std::size_t>(i)];
        const QString sign = m.delta > 0 ? QStringLiteral("+") : QStringLiteral("\u2212");
        text += QStringLiteral(", %1%2 %3").arg(sign, number(std::abs(m.delta)), componentName(m.source));
    }
    if (check.modifier_count > 0) text += QStringLiteral(" = %1").arg(number(check.result));
    return text;
}

QString eventText(const rules::GameEvent& e) {
    namespace event = rules::event;
    const QString who = shipName(e.player);
    return std::visit(
        Overloaded{
            [&](const event::SetupFirstPlayer&) { return tr("%1 goes first").arg(who); },
            [&](const event::TurnStarted& p) { return tr("Turn %1: %2").arg(number(p.turn), who); },
            [&](const event::CardPlayed& p) {
                const QString card = engineCardName(p.card);
                return p.box != event::CardPlayed::kNoBox
                           ? tr("%1 played %2 into engine control box %3").arg(who, card, number(p.box + 1))
                           : tr("%1 played %2 (engine control already full: straight to the discard pile)")
                                 .arg(who, card);
            },
            [&](const event::ShipsMoved& p) {
                return tr("Ships moved: %1 → %2").arg(positionsText(p.from), positionsText(p.to));
            },
            [&](const event::QuantumNote& p) {
                const QString card = engineCardName(p.card);
                return p.printed ? tr("Quantum note: %1 for %2 takes the state from %3 to %4; the board prints a path "
                                      "to %5 instead, so the board decides and the ships follow the printed path")
                                       .arg(card, who, positionsText(p.from), positionsText(p.to),
                                            positionsText(p.printed_to))
                                 : tr("Quantum note: %1 for %2 takes the state from %3 to %4; the board prints no "
                                      "such path, so the board decides and the ships stay")
                                       .arg(card, who, positionsText(p.from), positionsText(p.to));
            },
            [&](const event::DieRolled& p) { return dieRolledText(p, who); },
            [&](const event::DefenseEvaded& p) {
                return p.defense == rules::DefenseKind::kProbe
                           ? tr("%1 evaded the %2: %3 is at least 4").arg(who, defenseName(p.defense), rollText(p))
                           : tr("%1 evaded the %2: %3 beats the rate %4")
                                 .arg(who, defenseName(p.defense), rollText(p), number(p.rate));
            },
            [&](const event::DefenseBypassed& p) {
                return tr("%1 bypassed the %2 (%3)")
                    .arg(who, defenseName(p.defense),
                         p.by == rules::BypassBy::kComponent ? componentName(p.component) : eventName(p.event_card));
            },
            [&](const event::Detected& p) {
                return p.defense == rules::DefenseKind::kProbe
                           ? tr("%1 was detected by the %2: %3 is below 4")
                                 .arg(who, defenseName(p.defense), rollText(p))
                           : tr("%1 was detected by the %2: %3 does not beat the rate %4")
                                 .arg(who, defenseName(p.defense), rollText(p), number(p.rate));
            },
            [&](const event::DetectionChanged& p) {
                // The token moves along the track (positions 1-12); the rate printed there may stay.
                return tr("Detection track: position %1 → %2 (rate %3 → %4)")
                    .arg(number(p.from + 1), number(p.to + 1), QString::fromUtf8(rules::detection_label(p.from)),
                         QString::fromUtf8(rules::detection_label(p.to)));
            },
            [&](const event::ComponentRetrieved& p) {
                return tr("%1 retrieved %2 from %3").arg(who, componentName(p.component), planetName(p.planet));
            },
            [&](const event::ComponentMoved& p) {
                return p.to == rules::ComponentDestination::kShip
                           ? tr("%1 moved to %2's ship").arg(componentName(p.component), who)
                           : tr("%1 moved to %2").arg(componentName(p.component), planetName(p.planet));
            },
            [&](const event::EngineCardDrawn& p) { return tr("%1 drew %2").arg(who, engineCardName(p.card)); },
            [&](const event::EngineCardDiscarded& p) { return tr("%1 discarded %2").arg(who, engineCardName(p.card)); },
            [&](const event::CardsSwapped& p) {
                return tr("%1 gave %2 and took the other player's %3 (Qubit Interconnect)")
                    .arg(who, engineCardName(p.gave), engineCardName(p.took));
            },
            [&](const event::EngineStackReshuffled& p) {
                return tr("The engine discard pile (%n card(s)) was shuffled into a new stack", nullptr, p.cards);
            },
            [&](const event::EngineControlFull&) {
                return tr("All six engine control boxes are full: a quantum event at the end of the turn");
            },
            [&](const event::EngineControlCleared& p) {
                return tr("Engine control cleared (%n card(s) to the discard pile)", nullptr, p.cards);
            },
            [&](const event::QuantumEvent& p) {
                return p.cause == rules::QuantumEventCause::kEngineControlFull
                           ? tr("Quantum event (engine control full)")
                           : tr("Quantum event (detected)");
            },
            [&](const event::EventCardDrawn& p) { return tr("%1 drew the event card %2").arg(who, eventName(p.card)); },
            [&](const event::EventCardKept& p) {
                return tr("%1 keeps %2 for a later turn").arg(who, eventName(p.card));
            },
            [&](const event::EventCardPlayed& p) { return tr("%1 played %2").arg(who, eventName(p.card)); },
            [&](const event::EventDeckRebuilt& p) {
                return tr("The event deck was rebuilt (%n card(s))", nullptr, p.cards);
            },
            [&](const event::Measured& p) {
                return tr("Measurement: Mercurial %1, Rubicon %2").arg(number(p.mercurial_bit), number(p.rubicon_bit));
            },
            [&](const event::GameWon&) { return tr("All eight components collected: the game is won"); },
            [&](const event::GameLost&) { return tr("The detection rate reached X: the game is lost"); },
        },
        e.payload);
}

QString illegalText(const rules::IllegalMove& why) {
    const QString who = shipName(why.player);
    const QString card = engineCardName(why.card);
    const QString event = eventName(why.event);
    const auto hand = [](const auto& cards) { return listOf(cards, engineCardName); };
    switch (why.kind) {
        case IllegalKind::kGameOver:
            return why.game_won ? tr("The game is over: it was won") : tr("The game is over: it was lost");
        case IllegalKind::kAtChanceNode:
            return tr("Chance acts now: a die roll or a measurement is pending");
        case IllegalKind::kMustDecideFirst:
            return tr("%1 must decide first (%2)").arg(shipName(why.other_player), decisionName(why.decision));
        case IllegalKind::kNotYourTurn:
            return tr("It is %1's turn, not %2's").arg(shipName(why.other_player), who);
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
            return tr("%1 cannot play %2: the event cards held are %3")
                .arg(who, event, listOf(why.event_hand, eventName));
        case IllegalKind::kNoInterconnect:
            return tr("A card swap needs Qubit Interconnect on your ship");
        case IllegalKind::kShipsApart:
            return tr("A card swap needs both ships orbiting the same planet");
        case IllegalKind::kAlreadySwapped:
            return tr("%1 already swapped a card this turn").arg(who);
        case IllegalKind::kSwapCardsNotHeld:
            return tr("%1 cannot give %2 for %3: the hands hold %4 and %5")
                .arg(who, card, engineCardName(why.other_card), hand(why.hand), hand(why.other_hand));
        case IllegalKind::kNoPendingDecision:
            return tr("%1 has no decision to answer now").arg(who);
        case IllegalKind::kMustAnswerDecision:
            return tr("%1 must answer the pending decision first (%2)").arg(who, decisionName(why.decision));
    }
    return QString::fromStdString(rules::describe_illegal(why));
}

}  // namespace gameText
