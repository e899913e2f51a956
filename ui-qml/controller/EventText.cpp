// gameText: the game log (typed GameEvents) and the reasons for illegal moves (typed IllegalMoves),
// worded in the player's language. rules::describe_event / describe_illegal are the CLI's English.
#include <QLocale>
#include <QStringList>
#include <cstdlib>
#include <variant>

#include "util/overloaded.h"

#include "ui-qml/controller/GameText.h"

namespace rules = entanglion::rules;
using entanglion::Overloaded;
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
    return names.join(QStringLiteral(", "));
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

/// A take-back's log line: who took back which move.
QString takenBackText(const rules::Action& action, const QString& who) {
    switch (action.type) {
        case rules::ActionType::kNavigate:
            //: A take-back (Undo). %1: a ship's name (Mercurial); %2: the engine card played (H).
            return tr("%1 took back playing %2").arg(who, engineCardName(action.card));
        case rules::ActionType::kExchange:
            //: A take-back (Undo). %1: a ship's name (Mercurial); %2: the engine card exchanged (H).
            return tr("%1 took back exchanging %2").arg(who, engineCardName(action.card));
        case rules::ActionType::kPlayEvent:
            //: A take-back (Undo). %1: a ship's name (Mercurial); %2: the event card played (The Mechanic).
            return tr("%1 took back playing the event card %2").arg(who, eventName(action.event));
        default:
            //: A take-back (Undo). %1: a ship's name (Mercurial).
            return tr("%1 took back the last move").arg(who);
    }
}

QString dieRolledText(const rules::event::DieRolled& roll, const QString& who) {
    const QString purpose = purposeName(roll.purpose);
    if (roll.die == rules::Die::kCentarious) {
        //: %1: a ship's name (Mercurial); %2: the die's face (1-4); %3: what it was rolled for ("ship placement").
        return tr("%1 rolled the Centarious die: %2 (%3)").arg(who, number(roll.face), purpose);
    }
    if (roll.reroll) {
        //: %1: a ship's name (Mercurial); %2: the die's face (1-8); %3: what it was rolled for ("orbital
        //: defenses").
        return tr("%1 rolled the Entanglion die once more (Magnetic Shielding): %2 (%3)")
            .arg(who, number(roll.face), purpose);
    }
    //: %1: a ship's name (Mercurial); %2: the die's face (1-8); %3: what it was rolled for ("orbital defenses",
    //: "first player").
    return tr("%1 rolled the Entanglion die: %2 (%3)").arg(who, number(roll.face), purpose);
}

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
    //: %1: the die's face (4). Components may follow: "rolled 2, −1 Control Infrastructure = 1".
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
            //: %1: a ship's name (Mercurial).
            [&](const event::SetupFirstPlayer&) { return tr("%1 goes first").arg(who); },
            //: %1: the turn's number (4); %2: the ship's name (Rubicon).
            [&](const event::TurnStarted& p) { return tr("Turn %1: %2").arg(number(p.turn), who); },
            [&](const event::CardPlayed& p) {
                const QString card = engineCardName(p.card);
                if (p.box != event::CardPlayed::kNoBox) {
                    //: %1: a ship's name (Mercurial); %2: an engine card (H); %3: the engine control box's
                    //: number (1-6).
                    return tr("%1 played %2 into engine control box %3").arg(who, card, number(p.box + 1));
                }
                //: %1: a ship's name (Mercurial); %2: an engine card (H).
                return tr("%1 played %2 (engine control already full: straight to the discard pile)").arg(who, card);
            },
            [&](const event::ShipsMoved& p) {
                //: %1, %2: the ships' planets before and after ("Mercurial ZERO, Rubicon ONE").
                return tr("Ships moved: %1 → %2").arg(positionsText(p.from), positionsText(p.to));
            },
            [&](const event::QuantumNote& p) {
                const QString card = engineCardName(p.card);
                if (p.printed) {
                    //: %1: an engine card (CNOT); %2: a ship's name; %3, %4, %5: the ships' planets ("Mercurial
                    //: ZERO, Rubicon ONE").
                    return tr("Quantum note: %1 for %2 takes the state from %3 to %4; the board prints a path to %5 "
                              "instead, so the board decides and the ships follow the printed path")
                        .arg(card, who, positionsText(p.from), positionsText(p.to), positionsText(p.printed_to));
                }
                //: %1: an engine card (CNOT); %2: a ship's name; %3, %4: the ships' planets
                //: ("Mercurial ZERO, Rubicon ONE").
                return tr("Quantum note: %1 for %2 takes the state from %3 to %4; the board prints no such path, so "
                          "the board decides and the ships stay")
                    .arg(card, who, positionsText(p.from), positionsText(p.to));
            },
            [&](const event::DieRolled& p) { return dieRolledText(p, who); },
            [&](const event::DefenseEvaded& p) {
                switch (p.defense) {
                    case rules::DefenseKind::kProbe:
                        //: %1: a ship's name (Mercurial); %2: the roll ("rolled 5" or "rolled 2, +1 Quantum Firewall =
                        //: 3").
                        return tr("%1 evaded PROBE: %2 is at least 4").arg(who, rollText(p));
                    case rules::DefenseKind::kOrbital:
                        //: %1: a ship's name (Mercurial); %2: the roll ("rolled 5"); %3: the detection rate (3).
                        return tr("%1 evaded the orbital defenses: %2 beats the rate %3")
                            .arg(who, rollText(p), number(p.rate));
                    case rules::DefenseKind::kGround:
                        break;
                }
                //: %1: a ship's name (Mercurial); %2: the roll ("rolled 5"); %3: the detection rate (3).
                return tr("%1 evaded the ground defenses: %2 beats the rate %3").arg(who, rollText(p), number(p.rate));
            },
            [&](const event::DefenseBypassed& p) {
                const QString by =
                    p.by == rules::BypassBy::kComponent ? componentName(p.component) : eventName(p.event_card);
                switch (p.defense) {
                    case rules::DefenseKind::kGround:
                        //: %1: a ship's name (Mercurial); %2: the component or event card that bypassed them
                        //: (Quantum Tunnel).
                        return tr("%1 bypassed the ground defenses (%2)").arg(who, by);
                    case rules::DefenseKind::kOrbital:
                    case rules::DefenseKind::kProbe:
                        break;
                }
                //: %1: a ship's name (Mercurial); %2: the component or event card that bypassed them (Quantum Tunnel).
                return tr("%1 bypassed the orbital defenses (%2)").arg(who, by);
            },
            [&](const event::Detected& p) {
                switch (p.defense) {
                    case rules::DefenseKind::kProbe:
                        //: %1: a ship's name (Mercurial); %2: the roll ("rolled 2").
                        return tr("%1 was detected by PROBE: %2 is below 4").arg(who, rollText(p));
                    case rules::DefenseKind::kOrbital:
                        //: %1: a ship's name (Mercurial); %2: the roll ("rolled 2"); %3: the detection rate (3).
                        return tr("%1 was detected by the orbital defenses: %2 does not beat the rate %3")
                            .arg(who, rollText(p), number(p.rate));
                    case rules::DefenseKind::kGround:
                        break;
                }
                //: %1: a ship's name (Mercurial); %2: the roll ("rolled 2"); %3: the detection rate (3).
                return tr("%1 was detected by the ground defenses: %2 does not beat the rate %3")
                    .arg(who, rollText(p), number(p.rate));
            },
            [&](const event::DetectionChanged& p) {
                // The token moves along the track (positions 1-12); the rate printed there may stay.
                //: %1, %2: the token's position on the track before and after (3 → 4, of 12); %3, %4: the rate
                //: printed there (2 → 2, or X).
                return tr("Detection track: position %1 → %2 (rate %3 → %4)")
                    .arg(number(p.from + 1), number(p.to + 1), QString::fromUtf8(rules::detection_label(p.from)),
                         QString::fromUtf8(rules::detection_label(p.to)));
            },
            [&](const event::ComponentRetrieved& p) {
                //: %1: a ship's name; %2: a component's name (Quantum Gates); %3: a planet's name (PHI PLUS).
                return tr("%1 retrieved %2 from %3").arg(who, componentName(p.component), planetName(p.planet));
            },
            [&](const event::ComponentMoved& p) {
                if (p.to == rules::ComponentDestination::kShip) {
                    //: %1: a component's name (Quantum Gates); %2: a ship's name (Rubicon).
                    return tr("%1 moved to %2's ship").arg(componentName(p.component), who);
                }
                //: %1: a component's name (Quantum Gates); %2: a planet's name (PHI PLUS).
                return tr("%1 moved to %2").arg(componentName(p.component), planetName(p.planet));
            },
            //: %1: a ship's name; %2: an engine card (H).
            [&](const event::EngineCardDrawn& p) { return tr("%1 drew %2").arg(who, engineCardName(p.card)); },
            //: %1: a ship's name; %2: an engine card (H).
            [&](const event::EngineCardDiscarded& p) { return tr("%1 discarded %2").arg(who, engineCardName(p.card)); },
            [&](const event::CardsSwapped& p) {
                //: %1: a ship's name; %2: the engine card given (H); %3: the engine card taken (X).
                return tr("%1 gave %2 and took the other player's %3 (Qubit Interconnect)")
                    .arg(who, engineCardName(p.gave), engineCardName(p.took));
            },
            [&](const event::EngineStackReshuffled& p) {
                //: %n: the cards shuffled.
                return tr("The engine discard pile (%n card(s)) was shuffled into a new stack", nullptr, p.cards);
            },
            [&](const event::EngineControlFull&) {
                return tr("All six engine control boxes are full: a quantum event at the end of the turn");
            },
            [&](const event::EngineControlCleared& p) {
                //: %n: the cards moved to the discard pile.
                return tr("Engine control cleared (%n card(s) to the discard pile)", nullptr, p.cards);
            },
            [&](const event::QuantumEvent& p) {
                return p.cause == rules::QuantumEventCause::kEngineControlFull
                           ? tr("Quantum event (engine control full)")
                           : tr("Quantum event (detected)");
            },
            //: %1: a ship's name; %2: an event card's name (Bennett).
            [&](const event::EventCardDrawn& p) { return tr("%1 drew the event card %2").arg(who, eventName(p.card)); },
            [&](const event::EventCardKept& p) {
                //: %1: a ship's name; %2: an event card's name (Bennett).
                return tr("%1 keeps %2 for a later turn").arg(who, eventName(p.card));
            },
            //: %1: a ship's name; %2: an event card's name (Bennett).
            [&](const event::EventCardPlayed& p) { return tr("%1 played %2").arg(who, eventName(p.card)); },
            [&](const event::EventDeckRebuilt& p) {
                //: %n: the event cards in the rebuilt deck.
                return tr("The event deck was rebuilt (%n card(s))", nullptr, p.cards);
            },
            [&](const event::Measured& p) {
                //: %1: Mercurial's measured bit (0 or 1); %2: Rubicon's (0 or 1).
                return tr("Measurement: Mercurial %1, Rubicon %2").arg(number(p.mercurial_bit), number(p.rubicon_bit));
            },
            [&](const event::GameWon&) { return tr("All eight components collected: the game is won"); },
            [&](const event::GameLost&) { return tr("The detection rate reached X: the game is lost"); },
            [&](const event::ActionTakenBack& p) { return takenBackText(p.action, who); },
            [&](const event::EngineCardPutBack& p) {
                //: After a take-back. %1: an engine card (CNOT).
                return tr("The drawn card %1 goes back on top of the engine stack: both players know it is the next "
                          "card drawn")
                    .arg(engineCardName(p.card));
            },
            [&](const event::EventCardPutBack& p) {
                //: After a take-back. %1: an event card's name (Heisenberg).
                return tr("The drawn event card %1 goes back on top of the event deck: both players know it is the "
                          "next card drawn")
                    .arg(eventName(p.card));
            },
        },
        e.payload);
}

QString knownOnTopText(const rules::GameState& state) {
    QStringList lines;
    const rules::EngineStack& stack = state.engine_stack();
    if (stack.known_count() > 0) {
        QStringList cards;
        for (int i = 0; i < stack.known_count(); ++i) cards << engineCardName(stack.known_on_top(i));
        //: Under the piles after a take-back. %1: the engine cards known to lie on top of the stack, the
        //: next card drawn first ("CNOT" or "CNOT, SWAP").
        lines << tr("Known on top of the engine stack: %1").arg(cards.join(QStringLiteral(", ")));
    }
    const rules::EventDeck& deck = state.event_deck();
    if (deck.known_count() > 0) {
        QStringList cards;
        for (int i = 0; i < deck.known_count(); ++i) cards << eventName(deck.known_on_top(i));
        //: Under the piles after a take-back. %1: the event cards known to lie on top of the deck, the next
        //: card drawn first ("Heisenberg").
        lines << tr("Known on top of the event deck: %1").arg(cards.join(QStringLiteral(", ")));
    }
    return lines.join(QLatin1Char('\n'));
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
            //: %1: a ship's name; %2: the decision it must make (Magnetic Shielding, "the defense check").
            return tr("%1 must decide first (%2)").arg(shipName(why.other_player), decisionName(why.decision));
        case IllegalKind::kNotYourTurn:
            //: %1: the ship whose turn it is (Rubicon); %2: the other ship (Mercurial).
            return tr("It is %1's turn, not %2's").arg(shipName(why.other_player), who);
        case IllegalKind::kNavigateCardNotInHand:
            if (why.hand.empty())
                //: %1: a ship's name (Mercurial); %2: an engine card (H).
                return tr("%1 cannot play %2: the hand holds no engine card").arg(who, card);
            //: %1: a ship's name (Mercurial); %2: an engine card (H); %3: the cards in hand, one or more ("X, CNOT").
            return tr("%1 cannot play %2: the hand holds %3").arg(who, card, hand(why.hand));
        case IllegalKind::kExchangeCardNotInHand:
            if (why.hand.empty())
                //: %1: a ship's name (Mercurial); %2: an engine card (H).
                return tr("%1 cannot exchange %2: the hand holds no engine card").arg(who, card);
            //: %1: a ship's name (Mercurial); %2: an engine card (H); %3: the cards in hand, one or more ("X, CNOT").
            return tr("%1 cannot exchange %2: the hand holds %3").arg(who, card, hand(why.hand));
        case IllegalKind::kNoComponentHere:
            //: %1: a planet's name (PLUS).
            return tr("Nothing to retrieve: no component on %1").arg(planetName(why.planet));
        case IllegalKind::kRetrieveOutsideEntanglion:
            return tr("Nothing to retrieve: the ships are not orbiting an Entanglion planet");
        case IllegalKind::kTunnelNotAnAction:
            //: %1: an event card's name (Quantum Tunnel).
            return tr("%1 is not an action: play it when your ships face orbital or ground defenses").arg(event);
        case IllegalKind::kEventNeedsComponent:
            //: %1: an event card's name (Bennett).
            return tr("%1 needs a component on one of the ships").arg(event);
        case IllegalKind::kEventNotInHand:
            if (why.event_hand.empty())
                //: %1: a ship's name (Mercurial); %2: an event card's name (Bennett).
                return tr("%1 cannot play %2: no event card is held").arg(who, event);
            //: %1: a ship's name (Mercurial); %2: an event card's name (Bennett); %3: the event cards held, one or
            //: more ("Heisenberg, Bennett").
            return tr("%1 cannot play %2: the event cards held are %3")
                .arg(who, event, listOf(why.event_hand, eventName));
        case IllegalKind::kNoInterconnect:
            return tr("A card swap needs Qubit Interconnect on your ship");
        case IllegalKind::kShipsApart:
            return tr("A card swap needs both ships orbiting the same planet");
        case IllegalKind::kAlreadySwapped:
            //: %1: a ship's name (Mercurial).
            return tr("%1 already swapped a card this turn").arg(who);
        case IllegalKind::kSwapCardsNotHeld:
            if (why.hand.empty())
                //: %1: a ship's name (Mercurial); %2: the card to give (H); %3: the card to take (X).
                return tr("%1 cannot give %2 for %3: the hand holds no engine card")
                    .arg(who, card, engineCardName(why.other_card));
            if (why.other_hand.empty())
                //: %1: a ship's name (Mercurial); %2: the card to give (H); %3: the card to take (X).
                return tr("%1 cannot give %2 for %3: the other hand holds no engine card")
                    .arg(who, card, engineCardName(why.other_card));
            //: %1: a ship's name (Mercurial); %2: the card to give (H); %3: the card to take (X); %4, %5: the two
            //: hands, each one or more cards ("X, CNOT").
            return tr("%1 cannot give %2 for %3: the hands hold %4 and %5")
                .arg(who, card, engineCardName(why.other_card), hand(why.hand), hand(why.other_hand));
        case IllegalKind::kNoPendingDecision:
            //: %1: a ship's name (Mercurial).
            return tr("%1 has no decision to answer now").arg(who);
        case IllegalKind::kMustAnswerDecision:
            //: %1: a ship's name; %2: the pending decision (Magnetic Shielding, "the defense check").
            return tr("%1 must answer the pending decision first (%2)").arg(who, decisionName(why.decision));
    }
    return QString::fromStdString(rules::describe_illegal(why));
}

}  // namespace gameText
