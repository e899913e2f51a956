#include "ui-qml/controller/AiReasonText.h"

#include <QCoreApplication>
#include <QLocale>

#include "ui-qml/controller/GameText.h"

namespace aiText {

using entanglion::policies::Explanation;
using entanglion::policies::ReasonKind;

namespace {

// The context lupdate gives this namespace's tr() calls.
QString tr(const char* text, const char* disambiguation = nullptr, int n = -1) {
    return QCoreApplication::translate("aiText", text, disambiguation, n);
}

/// A reason about the component aimed at, worded whole in each case: `named` has the component's name
/// as its first argument (after a head noun, so no language has to decline the name), `unnamed`
/// speaks of "the next component" itself. Splicing a phrase into a preposition would leave
/// "a el siguiente componente" in Spanish and a colon before the name in Polish and Czech.
QString aboutTarget(const Explanation& e, const char* named, const char* unnamed) {
    return e.component ? tr(named).arg(gameText::componentName(*e.component)) : tr(unnamed);
}

QString where(const Explanation& e) {
    if (!e.positions) return tr("the ships stay");
    //: %1: a planet's name (PHI PLUS).
    if (e.positions->in_entanglion()) return tr("both ships to %1").arg(gameText::planetName(e.positions->mercurial));
    //: %1: Mercurial's planet (ZERO); %2: Rubicon's planet (ONE).
    return tr("Mercurial to %1, Rubicon to %2")
        .arg(gameText::planetName(e.positions->mercurial), gameText::planetName(e.positions->rubicon));
}

}  // namespace

QString reasonText(const Explanation& e) {
    switch (e.reason) {
        case ReasonKind::kUnexplained:
            return {};
        case ReasonKind::kRandomChoice:
            //: %n: the number of legal actions.
            return tr("random choice among %n legal action(s)", nullptr, e.option_count);
        case ReasonKind::kReachComponent:
            //: %1: where the ships go ("both ships to PLUS"). %2: a component's name.
            return e.component
                       ? tr("%1, which holds the component %2").arg(where(e), gameText::componentName(*e.component))
                       //: %1: where the ships go ("both ships to PLUS").
                       : tr("%1, which holds the next component").arg(where(e));
        case ReasonKind::kApproachComponent:
            //: %1: where the ships go ("both ships to PLUS"). %n: turns left. %2: a component's name.
            return e.component ? tr("%1, %n turn(s) from the component %2", nullptr, e.turns)
                                     .arg(where(e), gameText::componentName(*e.component))
                               //: %1: where the ships go ("both ships to PLUS"). %n: turns left.
                               : tr("%1, %n turn(s) from the next component", nullptr, e.turns).arg(where(e));
        case ReasonKind::kHoldPosition:
            //: %1: a component's name. %n: turns the way takes.
            return e.component
                       ? tr("no card in hand shortens the way to the component %1 (%n turn(s))", nullptr, e.turns)
                             .arg(gameText::componentName(*e.component))
                       //: %n: turns the way takes.
                       : tr("no card in hand shortens the way to the next component (%n turn(s))", nullptr, e.turns);
        case ReasonKind::kRetrieve:
            if (!e.component) return tr("takes the next component");
            //: %1: a component's name. %2: a planet's name.
            return e.positions
                       ? tr("takes the component %1 from %2")
                             .arg(gameText::componentName(*e.component), gameText::planetName(e.positions->mercurial))
                       //: %1: a component's name.
                       : tr("takes the component %1").arg(gameText::componentName(*e.component));
        case ReasonKind::kQuantumTunnelLast:
            //: %1: a component's name.
            return aboutTarget(e, QT_TRANSLATE_NOOP("aiText", "%1 is the eighth and last component"),
                               QT_TRANSLATE_NOOP("aiText", "the next component is the eighth and last"));
        case ReasonKind::kQuantumTunnelSaves:
            return tr("a detection now would lose the game");
        case ReasonKind::kRollDefense:
            return tr("Quantum Tunnel is kept for a check that matters more");
        case ReasonKind::kKeepRoll:
            //: %1: the die's value.
            return tr("%1 does what is needed").arg(e.value);
        case ReasonKind::kReroll:
            //: %1: the die's value.
            return tr("%1 is not enough").arg(e.value);
        case ReasonKind::kPlaceShips:
            //: %1: a component's name. %n: turns the way takes.
            return e.component ? tr("the nearest to the component %1 (%n turn(s))", nullptr, e.turns)
                                     .arg(gameText::componentName(*e.component))
                               //: %n: turns the way takes.
                               : tr("the nearest to the next component (%n turn(s))", nullptr, e.turns);
        case ReasonKind::kKeepCard:
            //: %1: a component's name.
            return aboutTarget(e, QT_TRANSLATE_NOOP("aiText", "the better card for the way to the component %1"),
                               QT_TRANSLATE_NOOP("aiText", "the better card for the way to the next component"));
        case ReasonKind::kDiscardCard:
            //: %1: a component's name.
            return aboutTarget(e, QT_TRANSLATE_NOOP("aiText", "the least useful card for the way to the component %1"),
                               QT_TRANSLATE_NOOP("aiText", "the least useful card for the way to the next component"));
        case ReasonKind::kBennettMove:
            return tr("it is of more use on that ship");
        case ReasonKind::kMechanicPlay:
            //: %1: where the ships go ("both ships to PHI PLUS" or "Mercurial to ZERO, Rubicon to ONE").
            return tr("%1 with no orbital defenses").arg(where(e));
        case ReasonKind::kMechanicStop:
            //: %1: a component's name.
            return aboutTarget(e, QT_TRANSLATE_NOOP("aiText", "no drawn card shortens the way to the component %1"),
                               QT_TRANSLATE_NOOP("aiText", "no drawn card shortens the way to the next component"));
        case ReasonKind::kHeisenberg:
            //: %n: die faces (0 to 8).
            return tr("%n of the 8 die faces land(s) on a planet holding a component", nullptr, e.value);
        case ReasonKind::kMechanicEvent:
            return tr("up to two moves with no orbital defenses");
        case ReasonKind::kSwapForRoute:
            //: %1: a component's name. %n: turns left after the swap.
            return e.component ? tr("then %n turn(s) from the component %1", nullptr, e.turns)
                                     .arg(gameText::componentName(*e.component))
                               //: %n: turns left after the swap.
                               : tr("then %n turn(s) from the next component", nullptr, e.turns);
        case ReasonKind::kExchangeNoRoute:
            return tr("no component is within reach of this hand");
        case ReasonKind::kSearchBest:
            // Plain words; the numbers are in detailText, shown on demand.
            return tr("in the games it tried out from here, this move won most often");
        case ReasonKind::kOnlyLegalAction:
            return tr("its only legal action");
    }
    return {};
}

QString detailText(const Explanation& e) {
    if (e.reason != ReasonKind::kSearchBest) return {};
    // %1 of %2 trial games (numbers in the UI's locale), among %n possible moves.
    //: %1: trial games won (95); %2: trial games played (6586); %n: the moves that were possible.
    return tr("won %1 of the %2 trial games played out after this move; %n move(s) were possible", nullptr,
              e.option_count)
        .arg(QLocale().toString(e.wins), QLocale().toString(e.playouts));
}

QString riskText(const Explanation& e) {
    if (!e.risk_numerator) return {};
    //: %1 out of %2: the chance of detection as a fraction (3/8).
    return tr("detection risk %1/%2").arg(*e.risk_numerator).arg(e.risk_denominator);
}

QString policyTitle(const QString& policy) {
    // These strings keep the context of the AI panel that words them too.
    if (policy == QLatin1String("random")) return QCoreApplication::translate("AiPlayers", "random", "AI policy");
    if (policy == QLatin1String("heuristic")) return QCoreApplication::translate("AiPlayers", "heuristic", "AI policy");
    if (policy == QLatin1String("search")) return QCoreApplication::translate("AiPlayers", "search", "AI policy");
    return policy;
}

QString reasonWithRisk(const Explanation& why) {
    const QString reason = reasonText(why);
    const QString risk = riskText(why);
    if (risk.isEmpty()) return reason;
    return reason.isEmpty() ? risk : reason + QStringLiteral("; ") + risk;
}

QString moveLine(const QString& policy, const Explanation& why, const entanglion::rules::GameState& before) {
    //: The log's line for an AI partner's move. %1: the ship ("Rubicon"), %2: the AI's kind ("search"),
    //: %3: the move ("Play H"), %4: its reason ("both ships to OMEGA TWO, which holds Quantum Gates").
    return QCoreApplication::translate("AiPlayers", "%1 (AI, %2): %3 — %4")
        .arg(gameText::shipName(why.action.player), policyTitle(policy), gameText::labelOf(why.action, before).label,
             reasonWithRisk(why));
}

}  // namespace aiText
