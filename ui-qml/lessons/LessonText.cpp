#include "LessonText.h"

#include "lessons/readable_text.h"

#include "statevector/catalogue.h"
#include "statevector/format.h"

using entanglion::Gate;
using entanglion::GateKind;
using entanglion::Ship;

namespace lessonText {

QString fromStd(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

QString readable(std::string_view text) { return fromStd(entanglion::lessons::readable_move_ids(text)); }

QString ket(const entanglion::TwoQubitState& state) { return fromStd(entanglion::format_ket(state)); }

QString ketLabelled(const entanglion::TwoQubitState& state) { return fromStd(entanglion::format_ket_labelled(state)); }

QString orderLabel() { return fromStd(entanglion::format_order_label()); }

QString namedKet(const entanglion::Board& board, const entanglion::TwoQubitState& state) {
    const auto match = board.catalogue().identify(state);
    if (!match) return {};
    const QString symbol = QStringLiteral("|%1>").arg(fromStd(match->named->unicode_symbol));
    if (std::abs(match->phase - entanglion::Complex{1.0, 0.0}) < 1e-9) return symbol;
    return QStringLiteral("%1 × %2").arg(fromStd(entanglion::format_phase(match->phase)), symbol);
}

QString planets(const std::optional<entanglion::ShipPositions>& positions) {
    if (!positions) return QStringLiteral("no planet");
    if (positions->in_entanglion()) {
        return QStringLiteral("both ships on %1").arg(fromStd(entanglion::planet_display_name(positions->mercurial)));
    }
    return QStringLiteral("Mercurial on %1, Rubicon on %2")
        .arg(fromStd(entanglion::planet_display_name(positions->mercurial)),
             fromStd(entanglion::planet_display_name(positions->rubicon)));
}

QString shipName(Ship ship) { return fromStd(entanglion::ship_display_name(ship)); }

QString gateLabel(const Gate& gate) {
    const QString kind = fromStd(entanglion::gate_id(gate.kind));
    if (gate.kind == GateKind::kCNOT) {
        return QStringLiteral("CNOT played by %1 (control %2)").arg(shipName(gate.ship), shipName(gate.control()));
    }
    if (entanglion::is_single_qubit(gate.kind)) return QStringLiteral("%1 on %2").arg(kind, shipName(gate.ship));
    return QStringLiteral("%1 played by %2").arg(kind, shipName(gate.ship));
}

QString gateOperator(const Gate& gate) {
    const QString kind = fromStd(entanglion::gate_id(gate.kind));
    if (entanglion::is_single_qubit(gate.kind)) {
        return gate.ship == Ship::kMercurial ? QStringLiteral("%1 ⊗ I").arg(kind) : QStringLiteral("I ⊗ %1").arg(kind);
    }
    if (gate.kind == GateKind::kCNOT) {
        return QStringLiteral("CNOT, control %1, target %2").arg(shipName(gate.control()), shipName(gate.target()));
    }
    return kind;
}

}  // namespace lessonText
