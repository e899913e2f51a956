#include "BellDemoController.h"

#include <QCoreApplication>
#include "ui-qml/common/KetWords.h"

#include "LessonText.h"
#include "game/board/board.h"
#include "statevector/format.h"
#include "ui-qml/common/LocaleNumbers.h"

using entanglion::Gate;
using entanglion::GateKind;
using entanglion::Ship;
using entanglion::TwoQubitState;
using entanglion::lessons::BellState;
using entanglion::lessons::kBellStates;

namespace {
int lineOf(Ship ship) { return ship == Ship::kMercurial ? 0 : 1; }
}  // namespace

BellDemoController::BellDemoController(QObject* parent) : QObject(parent) {}

void BellDemoController::setVariant(int variant) {
    if (variant < 0 || variant >= static_cast<int>(kBellStates.size())) return;
    const bool moved = !m_demo.at_start();
    if (m_demo.choose(kBellStates[static_cast<std::size_t>(variant)])) {
        emit variantChanged();
        emit stepChanged();
    } else if (moved) {
        emit stepChanged();
    }
}

QStringList BellDemoController::variantNames() const {
    QStringList names;
    for (BellState bell : kBellStates) names << lessonText::fromStd(entanglion::lessons::bell_state_name(bell));
    return names;
}

QString BellDemoController::variantName() const {
    return lessonText::fromStd(entanglion::lessons::bell_state_name(m_demo.bell()));
}

QString BellDemoController::targetKet() const {
    return lessonText::ket(entanglion::lessons::bell_state(m_demo.bell()));
}

void BellDemoController::setStep(int step) {
    if (m_demo.go_to(step)) emit stepChanged();
}

bool BellDemoController::next() {
    if (!m_demo.next()) return false;
    emit stepChanged();
    return true;
}

bool BellDemoController::previous() {
    if (!m_demo.previous()) return false;
    emit stepChanged();
    return true;
}

QString BellDemoController::stepTitle() const {
    const std::optional<Gate> gate = m_demo.current_gate();
    //: %1: a planet's name, never declined (ZERO).
    if (!gate) return tr("Start: both ships on %1").arg(QCoreApplication::translate("gameText", "ZERO"));
    //: %1: the step's number (1); %2: the number of steps (2 or 3); %3: the gate played, e.g. "H on Mercurial" or
    //: "CNOT, control Mercurial, target Rubicon".
    return tr("Step %1 of %2: %3").arg(step()).arg(stepCount()).arg(lessonText::gateLabel(*gate));
}

QString BellDemoController::caption() const {
    const std::optional<Gate> gate = m_demo.current_gate();
    if (!gate) return tr("Both ships start on ZERO: the state |00>. Nothing is entangled yet.");
    const QString ship = QString::fromUtf8(ship_display_name(gate->ship));
    switch (gate->kind) {
        case GateKind::kX:
            //: %1: a ship's name (Mercurial or Rubicon).
            return tr("X flips %1's bit: 0 becomes 1.").arg(ship);
        case GateKind::kH:
            //: %1: a ship's name (Mercurial or Rubicon).
            return tr("H puts %1 into an equal mix of 0 and 1 (with a minus sign if it was 1).").arg(ship);
        case GateKind::kCNOT:
            //: %1: the target ship's name (Rubicon); %2: the control ship's name (Mercurial).
            return tr("CNOT flips %1 only where %2 is 1: the two bits are now linked. This is an entangled "
                      "Bell state.")
                .arg(ship, QString::fromUtf8(ship_display_name(gate->control())));
        default:
            return lessonText::gateLabel(*gate);
    }
}

DemoKet BellDemoController::demoKet(const TwoQubitState& state) {
    const entanglion::Board& board = entanglion::Board::published();
    return DemoKet{.ket = lessonText::ket(state),
                   .words = KetWords::twoQubits(state.amplitudes()),
                   .named = lessonText::namedKet(board, state),
                   .planets = lessonText::planets(board.positions_of(state))};
}

PreparedState BellDemoController::prepared() const {
    // No circuit given: the export is the engine's shortest preparation of the state on screen.
    return PreparedState{.state = m_demo.after(), .circuit = std::nullopt, .circuitTitle = {}};
}

QString BellDemoController::orderLabel() const { return lessonText::orderLabel(); }

GateMatrix BellDemoController::gateMatrix() const {
    GateMatrix shown;
    const std::optional<Gate> gate = m_demo.current_gate();
    if (!gate) return shown;
    shown.shown = true;
    shown.title = lessonText::gateOperator(*gate);
    const Eigen::Matrix4cd matrix = entanglion::gate_matrix(*gate);
    for (int row = 0; row < 4; ++row) {
        for (int column = 0; column < 4; ++column) {
            shown.entries.append(
                {localeNumbers::decimals(lessonText::fromStd(entanglion::format_amplitude(matrix(row, column)))),
                 std::abs(matrix(row, column)) < 1e-12});
        }
    }
    return shown;
}

QStringList BellDemoController::basisLabels() const {
    return {QStringLiteral("|00>"), QStringLiteral("|01>"), QStringLiteral("|10>"), QStringLiteral("|11>")};
}

QStringList BellDemoController::lineLabels() const {
    QStringList labels;
    for (Ship ship : entanglion::kShips) {
        labels << QStringLiteral("%1  |%2>").arg(lessonText::shipName(ship)).arg(m_demo.start_bit(ship));
    }
    return labels;
}

QList<CircuitColumn> BellDemoController::circuit() const {
    QList<CircuitColumn> columns;
    for (const entanglion::lessons::BellCircuitColumn& step : m_demo.circuit()) {
        const bool cnot = step.gate.kind == GateKind::kCNOT;
        columns.append(CircuitColumn{
            .column = step.column,
            .label = cnot ? QStringLiteral("⊕") : lessonText::fromStd(entanglion::gate_id(step.gate.kind)),
            .line = lineOf(step.gate.target()),
            .controlLine = cnot ? lineOf(step.gate.control()) : -1,
            .applied = step.applied,
            .current = step.current,
        });
    }
    return columns;
}
