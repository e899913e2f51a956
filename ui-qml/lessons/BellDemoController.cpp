#include "BellDemoController.h"

#include <QCoreApplication>
#include <array>
#include "ui-qml/common/KetWords.h"

#include "LessonText.h"
#include "game/board/board.h"
#include "statevector/catalogue.h"
#include "statevector/format.h"
#include "ui-qml/common/LocaleNumbers.h"

using entanglion::Gate;
using entanglion::GateKind;
using entanglion::Ship;
using entanglion::TwoQubitState;

namespace {

struct Variant {
    const char* name;
    TwoQubitState (*target)();
    std::vector<Gate> gates;
};

const std::array<Variant, 4>& variants() {
    static const Gate hMercurial{GateKind::kH, Ship::kMercurial};
    static const Gate cnotRubicon{GateKind::kCNOT, Ship::kRubicon};
    static const Gate xMercurial{GateKind::kX, Ship::kMercurial};
    static const Gate xRubicon{GateKind::kX, Ship::kRubicon};
    static const std::array<Variant, 4> kVariants = {
        Variant{"Φ+", entanglion::phi_plus, {hMercurial, cnotRubicon}},
        Variant{"Φ-", entanglion::phi_minus, {xMercurial, hMercurial, cnotRubicon}},
        Variant{"Ψ+", entanglion::psi_plus, {xRubicon, hMercurial, cnotRubicon}},
        Variant{"Ψ-", entanglion::psi_minus, {xMercurial, xRubicon, hMercurial, cnotRubicon}},
    };
    return kVariants;
}

int lineOf(Ship ship) { return ship == Ship::kMercurial ? 0 : 1; }

}  // namespace

BellDemoController::BellDemoController(QObject* parent) : QObject(parent) { computeStates(); }

const std::vector<Gate>& BellDemoController::gates() const {
    return variants()[static_cast<std::size_t>(m_variant)].gates;
}

void BellDemoController::computeStates() {
    m_states.assign(1, TwoQubitState{});
    for (const Gate& gate : gates()) {
        TwoQubitState state = m_states.back();
        state.apply(gate);
        state.snap();  // as the lessons do: exact values stay exact
        m_states.push_back(state);
    }
}

void BellDemoController::setVariant(int variant) {
    if (variant < 0 || variant >= static_cast<int>(variants().size())) return;
    if (variant == m_variant) {
        setStep(0);
        return;
    }
    m_variant = variant;
    m_step = 0;
    computeStates();
    emit variantChanged();
    emit stepChanged();
}

QStringList BellDemoController::variantNames() const {
    QStringList names;
    for (const Variant& variant : variants()) names << QString::fromUtf8(variant.name);
    return names;
}

QString BellDemoController::variantName() const {
    return QString::fromUtf8(variants()[static_cast<std::size_t>(m_variant)].name);
}

QString BellDemoController::targetKet() const {
    return lessonText::ket(variants()[static_cast<std::size_t>(m_variant)].target());
}

void BellDemoController::setStep(int step) {
    if (step < 0 || step > stepCount() || step == m_step) return;
    m_step = step;
    emit stepChanged();
}

bool BellDemoController::next() {
    if (atEnd()) return false;
    setStep(m_step + 1);
    return true;
}

bool BellDemoController::previous() {
    if (atStart()) return false;
    setStep(m_step - 1);
    return true;
}

QString BellDemoController::stepTitle() const {
    //: %1: a planet's name, never declined (ZERO).
    if (m_step == 0) return tr("Start: both ships on %1").arg(QCoreApplication::translate("gameText", "ZERO"));
    //: %1: the step's number (1); %2: the number of steps (2 or 3); %3: the gate played, e.g. "H on Mercurial" or
    //: "CNOT, control Mercurial, target Rubicon".
    return tr("Step %1 of %2: %3")
        .arg(m_step)
        .arg(stepCount())
        .arg(lessonText::gateLabel(gates()[static_cast<std::size_t>(m_step - 1)]));
}

QString BellDemoController::caption() const {
    if (m_step == 0) return tr("Both ships start on ZERO: the state |00>. Nothing is entangled yet.");
    const Gate& gate = gates()[static_cast<std::size_t>(m_step - 1)];
    const QString ship = QString::fromUtf8(ship_display_name(gate.ship));
    switch (gate.kind) {
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
                .arg(ship, QString::fromUtf8(ship_display_name(gate.control())));
        default:
            return lessonText::gateLabel(gate);
    }
}

QVariantList BellDemoController::amplitudes() const {
    QVariantList out;
    for (int i = 0; i < 4; ++i) out << stateAt(m_step).amplitudes()[i].real() << stateAt(m_step).amplitudes()[i].imag();
    return out;
}

QString BellDemoController::ketBefore() const { return lessonText::ket(stateAt(std::max(m_step - 1, 0))); }
QString BellDemoController::ketAfter() const { return lessonText::ket(stateAt(m_step)); }
QString BellDemoController::ketAfterWords() const { return KetWords::twoQubits(stateAt(m_step).amplitudes()); }

QString BellDemoController::namedBefore() const {
    return lessonText::namedKet(entanglion::Board::published(), stateAt(std::max(m_step - 1, 0)));
}

QString BellDemoController::namedAfter() const {
    return lessonText::namedKet(entanglion::Board::published(), stateAt(m_step));
}

QString BellDemoController::planetsBefore() const {
    return lessonText::planets(entanglion::Board::published().positions_of(stateAt(std::max(m_step - 1, 0))));
}

QString BellDemoController::planetsAfter() const {
    return lessonText::planets(entanglion::Board::published().positions_of(stateAt(m_step)));
}

QString BellDemoController::orderLabel() const { return lessonText::orderLabel(); }

QString BellDemoController::matrixTitle() const {
    if (m_step == 0) return {};
    return lessonText::gateOperator(gates()[static_cast<std::size_t>(m_step - 1)]);
}

QList<MatrixEntry> BellDemoController::matrix() const {
    QList<MatrixEntry> entries;
    if (m_step == 0) return entries;
    const Eigen::Matrix4cd matrix = entanglion::gate_matrix(gates()[static_cast<std::size_t>(m_step - 1)]);
    for (int row = 0; row < 4; ++row) {
        for (int column = 0; column < 4; ++column) {
            entries.append(
                {localeNumbers::decimals(lessonText::fromStd(entanglion::format_amplitude(matrix(row, column)))),
                 std::abs(matrix(row, column)) < 1e-12});
        }
    }
    return entries;
}

QStringList BellDemoController::basisLabels() const {
    return {QStringLiteral("|00>"), QStringLiteral("|01>"), QStringLiteral("|10>"), QStringLiteral("|11>")};
}

QStringList BellDemoController::lineLabels() const {
    QStringList labels;
    for (Ship ship : entanglion::kShips) {
        // Every sequence starts on a basis state, so each ship reads 0 or 1 with certainty.
        const int bit = stateAt(0).probability_of_one(ship) > 0.5 ? 1 : 0;
        labels << QStringLiteral("%1  |%2>").arg(lessonText::shipName(ship)).arg(bit);
    }
    return labels;
}

QList<CircuitColumn> BellDemoController::circuit() const {
    QList<CircuitColumn> columns;
    const std::vector<Gate>& sequence = gates();
    for (std::size_t i = 0; i < sequence.size(); ++i) {
        const Gate& gate = sequence[i];
        const bool cnot = gate.kind == GateKind::kCNOT;
        const int column = static_cast<int>(i);
        columns.append(CircuitColumn{
            .column = column,
            .label = cnot ? QStringLiteral("⊕") : lessonText::fromStd(entanglion::gate_id(gate.kind)),
            .line = lineOf(gate.target()),
            .controlLine = cnot ? lineOf(gate.control()) : -1,
            .applied = column < m_step,
            .current = column == m_step - 1,
        });
    }
    return columns;
}
