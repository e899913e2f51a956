#include "MeasurementController.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLocale>
#include <algorithm>

#include "statevector/circuit_export.h"
#include "statevector/entanglement.h"

using namespace entanglion;

MeasurementController::MeasurementController(QObject* parent) : QObject(parent) {}

QVariantList MeasurementController::amplitudes() const {
    QVariantList out;
    for (int i = 0; i < 4; ++i) {
        out << m_state.amplitudes()[i].real() << m_state.amplitudes()[i].imag();
    }
    return out;
}

void MeasurementController::setAmplitudes(const QVariantList& values) {
    if (values.size() != 8) return;
    Eigen::Vector4cd a;
    for (int i = 0; i < 4; ++i) a[i] = Complex(values[2 * i].toDouble(), values[2 * i + 1].toDouble());
    TwoQubitState state(a);
    if (state.norm() == 0) return;
    state.renormalize();
    setState(state);
}

void MeasurementController::setState(const TwoQubitState& state) {
    if (state.amplitudes() == m_state.amplitudes()) return;
    m_state = state;
    resetResults();
    emit stateChanged();
}

void MeasurementController::setShots(int shots) {
    shots = std::clamp(shots, 1, kMaxShots);
    if (shots == m_shots) return;
    m_shots = shots;
    emit settingsChanged();
}

/// The basis QML chose; any other number is Z.
static MeasureBasis basisOf(ui::MeasureBasis::Value basis) {
    return basis == ui::MeasureBasis::X ? MeasureBasis::kX : MeasureBasis::kZ;
}

QString MeasurementController::basisId() const { return QString::fromStdString(measurement_bases_id(m_bases)); }

void MeasurementController::setMercurialBasis(ui::MeasureBasis::Value basis) {
    const MeasureBasis chosen = basisOf(basis);
    if (chosen == m_bases.mercurial) return;
    m_bases.mercurial = chosen;
    resetResults();
    emit settingsChanged();
}

void MeasurementController::setRubiconBasis(ui::MeasureBasis::Value basis) {
    const MeasureBasis chosen = basisOf(basis);
    if (chosen == m_bases.rubicon) return;
    m_bases.rubicon = chosen;
    resetResults();
    emit settingsChanged();
}

void MeasurementController::setSeed(int seed) {
    if (seed == m_seed) return;
    m_seed = seed;
    m_rng = Rng(static_cast<std::uint64_t>(seed));
    emit settingsChanged();
}

void MeasurementController::resetResults() {
    m_counts.reset();
    emit resultsChanged();
}

void MeasurementController::measure() {
    m_counts = sample_shots(m_state, m_bases, m_shots, m_rng);
    emit resultsChanged();
}

void MeasurementController::clear() { resetResults(); }

QVariantList MeasurementController::counts() const {
    QVariantList out;
    for (int i = 0; i < 4; ++i) out << (m_counts ? m_counts->counts[static_cast<std::size_t>(i)] : 0);
    return out;
}

QVariantList MeasurementController::probabilities() const {
    QVariantList out;
    for (double p : outcome_probabilities(m_state, m_bases)) out << p;
    return out;
}

QStringList MeasurementController::outcomeLabels() const { return {"00", "01", "10", "11"}; }

QString MeasurementController::correlation() const {
    return QString::fromUtf8(correlation_kind_id(classify_correlation(outcome_probabilities(m_state, m_bases))));
}

QString MeasurementController::verdict() const {
    switch (classify_correlation(outcome_probabilities(m_state, m_bases))) {
        case CorrelationKind::kFixed:
            return tr("Fixed: the same result every time, nothing left to chance.");
        case CorrelationKind::kAlwaysEqual:
            return tr("Always equal: each ship's bit is random, but the two always agree.");
        case CorrelationKind::kAlwaysDifferent:
            return tr("Always different: each ship's bit is random, but the two never agree.");
        case CorrelationKind::kIndependent:
            return tr("Not correlated: one ship's bit tells nothing about the other's.");
        case CorrelationKind::kPartly:
            return tr("Partly correlated.");
    }
    return {};
}

bool MeasurementController::correlatedInComplementaryBases() const {
    return perfectly_correlated_in_complementary_bases(m_state);
}

QString MeasurementController::conclusion() const {
    if (correlatedInComplementaryBases()) {
        // ZZ and XX for the Bell states, ZX and XZ for the OMEGA (CZ) states.
        return tr(
            "Perfectly correlated in two complementary bases (Z and X): entangled. Hidden values "
            "fixed in advance cannot do that.");
    }
    return tr("Not perfectly correlated in two bases: measure in ZZ and in XX to compare.");
}

BlochReading MeasurementController::bloch(Ship ship) const {
    const BlochVector v = bloch_vector(m_state, ship);
    return BlochReading{.x = v.x,
                        .y = v.y,
                        .z = v.z,
                        .length = v.length(),
                        .purity = reduced_purity(m_state, ship),
                        .entropy = entanglement_entropy(m_state, ship)};
}

QString MeasurementController::blochWords(const BlochReading& r) {
    const QLocale locale;
    const auto n = [&](double value) { return locale.toString(std::abs(value) < 5e-4 ? 0.0 : value, 'f', 2); };
    const QString where = r.length > 0.999  ? tr("on the surface: a state of its own")
                          : r.length < 0.01 ? tr("at the centre: maximally entangled, no state of its own")
                                            : tr("inside the sphere: partly entangled");
    //: %1, %2, %3: the Bloch vector's coordinates (0,71); %4: its length (1,00); %5: where it points, e.g. "on the
    //: surface: a state of its own"; %6: the entropy (1,00). Numbers in the UI language.
    return tr("Bloch vector x %1, y %2, z %3, length %4: %5; entanglement entropy %6 bits.")
        .arg(n(r.x), n(r.y), n(r.z), n(r.length), where, n(r.entropy));
}

QString MeasurementController::histogramText() const {
    const QLocale locale;
    const QVariantList probs = probabilities();
    const QStringList labels = outcomeLabels();
    QStringList bars;
    for (int i = 0; i < 4; ++i) {
        const QString percent = locale.toString(probs.value(i).toDouble() * 100.0, 'f', 1);
        if (m_counts)
            //: %1: an outcome as a ket (|01>); %n: how many shots gave it; %2: its exact probability in percent,
            //: without the sign (50 or 12,5).
            bars << tr("%1: %n time(s), exact probability %2%", "", m_counts->counts[static_cast<std::size_t>(i)])
                        .arg(labels.value(i), percent);
        else
            //: %1: an outcome as a ket (|01>); %2: its exact probability in percent, without the sign (50 or 12,5).
            bars << tr("%1: exact probability %2%").arg(labels.value(i), percent);
    }
    const QString list = locale.createSeparatedList(bars);
    //: %1: the list of outcomes and their probabilities ("|00>: exact probability 50%, |11>: ...").
    if (!m_counts) return tr("Not measured yet. %1.").arg(list);
    //: %n: the number of shots; %1: the basis (ZZ, XX, ZX or XZ); %2: the list of outcomes, counts and
    //: probabilities.
    return tr("%n shot(s) measured in %1. %2.", "", m_counts->shots).arg(basisId(), list);
}

void MeasurementController::setCircuitGates(const QStringList& gates) {
    if (gates == m_circuitGates) return;
    m_circuitGates = gates;
    emit stateChanged();
}

void MeasurementController::setCircuitTitle(const QString& title) {
    if (title == m_circuitTitle) return;
    m_circuitTitle = title;
    emit stateChanged();
}

std::optional<std::vector<Gate>> MeasurementController::exportedGates() const {
    if (m_circuitGates.isEmpty()) return preparation_circuit(m_state);
    std::vector<Gate> gates;
    for (const QString& text : m_circuitGates) {
        const auto gate = parse_gate(text.toStdString(), nullptr);
        if (!gate) return std::nullopt;
        gates.push_back(*gate);
    }
    return gates;
}

QString MeasurementController::circuitText(const QString& format) const {
    const auto parsed = parse_circuit_format(format.toStdString());
    const auto gates = exportedGates();
    if (!parsed || !gates) return {};
    const std::string title = m_circuitTitle.isEmpty() ? std::string("the state on screen, prepared from |00>")
                                                       : m_circuitTitle.toStdString();
    return QString::fromStdString(export_circuit(*gates, *parsed, title));
}

bool MeasurementController::copyCircuit(const QString& format) {
    const QString text = circuitText(format);
    if (text.isEmpty()) return false;
    if (QClipboard* clipboard = QGuiApplication::clipboard()) clipboard->setText(text);
    emit copied(format);
    return true;
}
