#include "LessonText.h"

#include <QCoreApplication>
#include "lessons/readable_text.h"

#include "statevector/catalogue.h"
#include "statevector/format.h"
#include "ui-qml/common/LocaleNumbers.h"

using entanglion::Gate;
using entanglion::GateKind;
using entanglion::Ship;

namespace lessonText {
namespace {

/// lupdate names this namespace's strings "lessonText".
QString tr(const char* text) { return QCoreApplication::translate("lessonText", text); }

}  // namespace

QString planetName(entanglion::Planet planet) {
    const std::string english(entanglion::planet_display_name(planet));
    return QCoreApplication::translate("gameText", english.c_str());
}

QString fromStd(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

QString readable(std::string_view text) {
    //: A move in a lesson's text, an engine card played for a ship's qubit: %1: the card (H, CNOT); %2: the ship's
    //: name, never declined (Mercurial). "H for Mercurial".
    const QByteArray pattern = QCoreApplication::translate("lessonText", "%1 for %2").toUtf8();
    return fromStd(entanglion::lessons::readable_move_ids(text, std::string_view(pattern.constData(), pattern.size())));
}

QString ket(const entanglion::TwoQubitState& state) {
    return localeNumbers::decimals(fromStd(entanglion::format_ket(state)));
}

QString ketLabelled(const entanglion::TwoQubitState& state) {
    return localeNumbers::decimals(fromStd(entanglion::format_ket_labelled(state)));
}

QString orderLabel() { return fromStd(entanglion::format_order_label()); }

QString namedKet(const entanglion::Board& board, const entanglion::TwoQubitState& state) {
    const auto match = board.catalogue().identify(state);
    if (!match) return {};
    const QString symbol = QStringLiteral("|%1>").arg(fromStd(match->named->unicode_symbol));
    if (std::abs(match->phase - entanglion::Complex{1.0, 0.0}) < 1e-9) return symbol;
    return QStringLiteral("%1 × %2").arg(localeNumbers::decimals(fromStd(entanglion::format_phase(match->phase))),
                                         symbol);
}

QString planets(const std::optional<entanglion::ShipPositions>& positions) {
    if (!positions) return tr("no planet");
    //: %1: a planet's name, never declined (e.g. ZERO, OMEGA THREE).
    if (positions->in_entanglion()) return tr("both ships on %1").arg(planetName(positions->mercurial));
    //: %1, %2: planet names, never declined (e.g. ZERO, PLUS).
    return tr("Mercurial on %1, Rubicon on %2").arg(planetName(positions->mercurial), planetName(positions->rubicon));
}

QStringList goalLines(const entanglion::lessons::Goal& goal) {
    QStringList lines;
    //: A lesson's goal: %1 is a ket with its order ("(|00> + |11>)/√2  in |Mercurial Rubicon>").
    if (goal.state) lines << tr("the state %1 (up to global phase)").arg(ketLabelled(*goal.state));
    //: A lesson's goal: %1 is a planet's name, never declined (PHI PLUS).
    if (goal.mercurial_planet) lines << tr("Mercurial on %1").arg(planetName(*goal.mercurial_planet));
    //: A lesson's goal: %1 is a planet's name, never declined (PHI PLUS).
    if (goal.rubicon_planet) lines << tr("Rubicon on %1").arg(planetName(*goal.rubicon_planet));
    if (goal.entangled) {
        lines << (*goal.entangled ? tr("the ships are entangled (the state does not factor per ship)")
                                  : tr("the ships are not entangled (the state factors per ship)"));
    }
    //: A lesson's goal: %1 is the bit, 0 or 1.
    if (goal.certain_mercurial) lines << tr("measuring Mercurial certainly gives %1").arg(*goal.certain_mercurial);
    //: A lesson's goal: %1 is the bit, 0 or 1.
    if (goal.certain_rubicon) lines << tr("measuring Rubicon certainly gives %1").arg(*goal.certain_rubicon);
    if (goal.probability_of_one_mercurial) {
        //: A lesson's goal: %1 is a probability as a percentage ("50 %").
        lines << tr("A measurement of Mercurial gives 1 with probability %1")
                     .arg(localeNumbers::percent(*goal.probability_of_one_mercurial));
    }
    if (goal.probability_of_one_rubicon) {
        //: A lesson's goal: %1 is a probability as a percentage ("50 %").
        lines << tr("A measurement of Rubicon gives 1 with probability %1")
                     .arg(localeNumbers::percent(*goal.probability_of_one_rubicon));
    }
    if (goal.outcomes) {
        lines << (*goal.outcomes == entanglion::lessons::Goal::Outcomes::kAgree
                      ? tr("measuring both ships always gives equal bits")
                      : tr("measuring both ships always gives different bits"));
    }
    return lines;
}

QString shipName(Ship ship) { return fromStd(entanglion::ship_display_name(ship)); }

QString gateLabel(const Gate& gate) {
    const QString kind = fromStd(entanglion::gate_id(gate.kind));
    if (gate.kind == GateKind::kCNOT) {
        //: %1: the ship the card is played for (Rubicon); %2: the control ship (Mercurial).
        return tr("CNOT played by %1 (control %2)").arg(shipName(gate.ship), shipName(gate.control()));
    }
    //: %1: a one-qubit gate (X, H); %2: a ship's name (Mercurial or Rubicon).
    if (entanglion::is_single_qubit(gate.kind)) return tr("%1 on %2").arg(kind, shipName(gate.ship));
    //: %1: a gate (SWAP); %2: a ship's name (Mercurial or Rubicon).
    return tr("%1 played by %2").arg(kind, shipName(gate.ship));
}

QString gateOperator(const Gate& gate) {
    const QString kind = fromStd(entanglion::gate_id(gate.kind));
    if (entanglion::is_single_qubit(gate.kind)) {
        return gate.ship == Ship::kMercurial ? QStringLiteral("%1 ⊗ I").arg(kind) : QStringLiteral("I ⊗ %1").arg(kind);
    }
    if (gate.kind == GateKind::kCNOT) {
        //: %1: the control ship's name (Mercurial); %2: the target ship's name (Rubicon).
        return tr("CNOT, control %1, target %2").arg(shipName(gate.control()), shipName(gate.target()));
    }
    return kind;
}

QString goalMiss(const entanglion::lessons::GoalMiss& miss) {
    using Kind = entanglion::lessons::GoalMiss::Kind;
    using Bits = entanglion::lessons::GoalMiss::Bits;
    const QString made = ket(miss.made.state);
    const QString goal = miss.goal_state ? ket(*miss.goal_state) : QString();
    const QString ship = shipName(miss.ship);
    switch (miss.kind) {
        case Kind::kBitsDiffer:
            switch (miss.differs) {
                case Bits::kMercurial:
                    //: %1: the ket the learner made (|01>); %2: the goal's ket (|11>).
                    return tr("You made %1; %2 needs Mercurial's bit flipped.").arg(made, goal);
                case Bits::kRubicon:
                    //: %1: the ket the learner made (|10>); %2: the goal's ket (|11>).
                    return tr("You made %1; %2 needs Rubicon's bit flipped.").arg(made, goal);
                case Bits::kBoth:
                    //: %1: the ket the learner made (|01>); %2: the goal's ket (|10>).
                    return tr("You made %1; %2 needs both ships' bits flipped.").arg(made, goal);
            }
            break;
        case Kind::kPhaseDiffers:
            //: %1: the ket the learner made (|+0>); %2: the goal's ket (|-0>), which has the same kets with the same
            //: weights but other signs.
            return tr("You made %1: the right kets with the right weights, but %2 has other signs (relative phases).")
                .arg(made, goal);
        case Kind::kEntanglementDiffers:
            if (!miss.goal_state) {
                //: %1: the ket the learner made.
                return miss.goal_entangled
                           ? tr("You made %1, which is not entangled; the goal needs the ships entangled.").arg(made)
                           //: %1: the ket the learner made.
                           : tr("You made %1, which is entangled; the goal needs the ships not entangled.").arg(made);
            }
            //: %1: the ket the learner made, a product state; %2: the goal's ket, an entangled state.
            return miss.goal_entangled ? tr("You made %1, which is not entangled; %2 is.").arg(made, goal)
                                       //: %1: the ket the learner made, an entangled state; %2: the goal's ket, a
                                       //: product state.
                                       : tr("You made %1, which is entangled; %2 is not.").arg(made, goal);
        case Kind::kOtherState:
            //: %1: the ket the learner made; %2: the goal's ket.
            return tr("You made %1; the goal is %2.").arg(made, goal);
        case Kind::kWrongPlanet:
            if (!miss.made_planet) {
                //: %1: the ket the learner made, which no planet of the board shows; %2: a ship's name (Rubicon);
                //: %3: a planet's name (ONE).
                return tr("You made %1, which no planet shows; the goal needs %2 on %3.")
                    .arg(made, ship, planetName(miss.goal_planet));
            }
            //: %1: the ket the learner made; %2: a ship's name (Rubicon); %3: the planet it is on (ZERO); %4: the
            //: planet the goal needs (ONE).
            return tr("You made %1: %2 is on %3; the goal needs %2 on %4.")
                .arg(made, ship, planetName(*miss.made_planet), planetName(miss.goal_planet));
        case Kind::kNotCertain: {
            const double p = miss.goal_bit == 1 ? miss.made_probability : 1 - miss.made_probability;
            //: %1: the ket the learner made; %2: a ship's name (Rubicon); %3: the bit the goal needs (0 or 1); %4:
            //: the probability it comes out now ("50 %").
            return tr("You made %1: measuring %2 gives %3 only with probability %4; the goal needs it for certain.")
                .arg(made, ship, QString::number(miss.goal_bit), localeNumbers::percent(p));
        }
        case Kind::kWrongProbability:
            //: %1: the ket the learner made; %2: a ship's name (Rubicon); %3: the probability of a 1 now ("0 %");
            //: %4: the probability the goal needs ("50 %").
            return tr("You made %1: measuring %2 gives 1 with probability %3; the goal needs %4.")
                .arg(made, ship, localeNumbers::percent(miss.made_probability),
                     localeNumbers::percent(miss.goal_probability));
        case Kind::kOutcomesDiffer:
            //: %1: the ket the learner made.
            return miss.goal_agree
                       ? tr("You made %1: measuring both ships does not always give the same bit.").arg(made)
                       //: %1: the ket the learner made.
                       : tr("You made %1: measuring both ships does not always give different bits.").arg(made);
    }
    return {};
}

QString outOfReach(int cardsLeft) {
    //: %n: the cards the learner has left.
    return QCoreApplication::translate(
        "lessonText", "The goal is out of reach: no moves with the %n card(s) left reach it. Undo or reset.", nullptr,
        cardsLeft);
}

QString refusal(const entanglion::lessons::MoveResult& result) {
    using entanglion::lessons::MoveError;
    const QString move = readable(entanglion::gate_to_string(result.gate));
    const QString card = fromStd(entanglion::gate_id(result.gate.kind));
    switch (result.error) {
        case MoveError::kNone:
            return {};
        case MoveError::kAlreadySolved:
            //: %1: the card and its ship ("H for Mercurial").
            return QCoreApplication::translate("lessonText",
                                               "The goal is already reached; %1 would be one card too many.")
                .arg(move);
        case MoveError::kCardNotAllowed:
            //: %1: a ship's name (Mercurial); %2: an engine card (SWAP).
            return QCoreApplication::translate("lessonText", "This lesson does not let %1 play %2.")
                .arg(shipName(result.gate.ship), card);
        case MoveError::kOverBudget:
            //: %n: the lesson's card budget.
            return QCoreApplication::translate("lessonText", "Over budget: all %n card(s) are spent.", nullptr,
                                               result.limit);
        case MoveError::kCardUsedUp:
            //: %1: the card and its ship ("H for Mercurial"); %n: how many times it may be played.
            return QCoreApplication::translate("lessonText", "%1 may be played at most %n time(s) in this lesson.",
                                               nullptr, result.limit)
                .arg(move);
        case MoveError::kMalformed:
            break;  // typed by a test or a script, never by the app's buttons
    }
    return readable(result.message);
}

}  // namespace lessonText
