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

/// The component aimed at, or "the next component" when none is named.
QString target(const Explanation& e) {
    return e.component ? gameText::componentName(*e.component) : tr("the next component");
}

QString where(const Explanation& e) {
    if (!e.positions) return tr("the ships stay");
    if (e.positions->in_entanglion()) return tr("both ships to %1").arg(gameText::planetName(e.positions->mercurial));
    return tr("Mercurial to %1, Rubicon to %2")
        .arg(gameText::planetName(e.positions->mercurial), gameText::planetName(e.positions->rubicon));
}

QString turns(int n) { return tr("%n turn(s)", nullptr, n); }

}  // namespace

QString reasonText(const Explanation& e) {
    switch (e.reason) {
        case ReasonKind::kUnexplained:
            return {};
        case ReasonKind::kRandomChoice:
            return tr("random choice among %n legal action(s)", nullptr, e.option_count);
        case ReasonKind::kReachComponent:
            return tr("%1, which holds %2").arg(where(e), target(e));
        case ReasonKind::kApproachComponent:
            return tr("%1, %2 from %3").arg(where(e), turns(e.turns), target(e));
        case ReasonKind::kHoldPosition:
            return tr("no card in hand shortens the way to %1 (%2)").arg(target(e), turns(e.turns));
        case ReasonKind::kRetrieve:
            return e.positions ? tr("takes %1 from %2").arg(target(e), gameText::planetName(e.positions->mercurial))
                               : tr("takes %1").arg(target(e));
        case ReasonKind::kQuantumTunnelLast:
            return tr("%1 is the eighth and last component").arg(target(e));
        case ReasonKind::kQuantumTunnelSaves:
            return tr("a detection now would lose the game");
        case ReasonKind::kRollDefense:
            return tr("Quantum Tunnel is kept for a check that matters more");
        case ReasonKind::kKeepRoll:
            return tr("%1 does what is needed").arg(e.value);
        case ReasonKind::kReroll:
            return tr("%1 is not enough").arg(e.value);
        case ReasonKind::kPlaceShips:
            return tr("the nearest to %1 (%2)").arg(target(e), turns(e.turns));
        case ReasonKind::kKeepCard:
            return tr("the better card for the way to %1").arg(target(e));
        case ReasonKind::kDiscardCard:
            return tr("the least useful card for the way to %1").arg(target(e));
        case ReasonKind::kBennettMove:
            return tr("it is of more use on that ship");
        case ReasonKind::kMechanicPlay:
            return tr("%1 with no orbital defenses").arg(where(e));
        case ReasonKind::kMechanicStop:
            return tr("no drawn card shortens the way to %1").arg(target(e));
        case ReasonKind::kHeisenberg:
            return tr("%1 of the 8 die faces land on a planet holding a component").arg(e.value);
        case ReasonKind::kMechanicEvent:
            return tr("up to two moves with no orbital defenses");
        case ReasonKind::kSwapForRoute:
            return tr("then %1 from %2").arg(turns(e.turns), target(e));
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
    return tr("won %1 of the %2 trial games played out after this move; %n move(s) were possible", nullptr,
              e.option_count)
        .arg(QLocale().toString(e.wins), QLocale().toString(e.playouts));
}

QString riskText(const Explanation& e) {
    if (!e.risk_numerator) return {};
    return tr("detection risk %1/%2").arg(*e.risk_numerator).arg(e.risk_denominator);
}

}  // namespace aiText
