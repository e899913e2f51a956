#include "MeasurementController.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLocale>

using namespace entanglion;

MeasurementController::MeasurementController(QObject* parent) : QObject(parent) {}

void MeasurementController::setSource(const PreparedState& source) {
    const bool newState = m_session.set_state(source.state);
    const bool newCircuit = m_session.set_circuit(source.circuit) || source.circuitTitle != m_source.circuitTitle;
    m_source = source;
    if (newState) emit resultsChanged();
    if (newState || newCircuit) emit stateChanged();
}

void MeasurementController::setState(const TwoQubitState& state) {
    PreparedState source = m_source;
    source.state = state;
    setSource(source);
}

void MeasurementController::setCircuitTitle(const QString& title) {
    if (title == m_circuitTitle) return;
    m_circuitTitle = title;
    emit stateChanged();
}

void MeasurementController::setShots(int shots) {
    if (m_session.set_shots(shots)) emit settingsChanged();
}

namespace {
/// The basis QML chose; any other number is Z.
MeasureBasis basisOf(ui::MeasureBasis::Value basis) {
    return basis == ui::MeasureBasis::X ? MeasureBasis::kX : MeasureBasis::kZ;
}
}  // namespace

ui::MeasureBasis::Value MeasurementController::mercurialBasis() const {
    return static_cast<ui::MeasureBasis::Value>(m_session.bases().mercurial);
}
ui::MeasureBasis::Value MeasurementController::rubiconBasis() const {
    return static_cast<ui::MeasureBasis::Value>(m_session.bases().rubicon);
}

QString MeasurementController::basisId() const {
    return QString::fromStdString(measurement_bases_id(m_session.bases()));
}

void MeasurementController::setBases(MeasurementBases bases) {
    if (!m_session.set_bases(bases)) return;
    emit resultsChanged();
    emit settingsChanged();
}

void MeasurementController::setMercurialBasis(ui::MeasureBasis::Value basis) {
    setBases({basisOf(basis), m_session.bases().rubicon});
}

void MeasurementController::setRubiconBasis(ui::MeasureBasis::Value basis) {
    setBases({m_session.bases().mercurial, basisOf(basis)});
}

void MeasurementController::setSeed(int seed) {
    if (m_session.set_seed(static_cast<std::uint64_t>(seed))) emit settingsChanged();
}

void MeasurementController::measure() {
    m_session.measure();
    emit resultsChanged();
}

void MeasurementController::clear() {
    m_session.clear();
    emit resultsChanged();
}

QVariantList MeasurementController::counts() const {
    QVariantList out;
    for (int i = 0; i < 4; ++i) out << (measured() ? m_session.counts()->counts[static_cast<std::size_t>(i)] : 0);
    return out;
}

QVariantList MeasurementController::probabilities() const {
    QVariantList out;
    for (double p : m_session.probabilities()) out << p;
    return out;
}

QStringList MeasurementController::outcomeLabels() const { return {"00", "01", "10", "11"}; }

QString MeasurementController::correlation() const {
    return QString::fromUtf8(correlation_kind_id(m_session.correlation()));
}

QString MeasurementController::verdict() const {
    switch (m_session.correlation()) {
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
    const lessons::BlochReading r = m_session.bloch(ship);
    BlochReading reading{
        .x = r.x, .y = r.y, .z = r.z, .length = r.length, .purity = r.purity, .entropy = r.entropy, .words = {}};
    reading.words = blochWords(reading);
    return reading;
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
    const auto& counts = m_session.counts();
    QStringList bars;
    for (int i = 0; i < 4; ++i) {
        const QString percent = locale.toString(probs.value(i).toDouble() * 100.0, 'f', 1);
        if (counts)
            //: %1: an outcome as a ket (|01>); %n: how many shots gave it; %2: its exact probability in percent,
            //: without the sign (50 or 12,5).
            bars << tr("%1: %n time(s), exact probability %2%", "", counts->counts[static_cast<std::size_t>(i)])
                        .arg(labels.value(i), percent);
        else
            //: %1: an outcome as a ket (|01>); %2: its exact probability in percent, without the sign (50 or 12,5).
            bars << tr("%1: exact probability %2%").arg(labels.value(i), percent);
    }
    const QString list = locale.createSeparatedList(bars);
    //: %1: the list of outcomes and their probabilities ("|00>: exact probability 50%, |11>: ...").
    if (!counts) return tr("Not measured yet. %1.").arg(list);
    //: %n: the number of shots; %1: the basis (ZZ, XX, ZX or XZ); %2: the list of outcomes, counts and
    //: probabilities.
    return tr("%n shot(s) measured in %1. %2.", "", counts->shots).arg(basisId(), list);
}

QString MeasurementController::circuitText(const QString& format) const {
    const auto parsed = parse_circuit_format(format.toStdString());
    if (!parsed) return {};
    const QString& title = !m_source.circuitTitle.isEmpty() ? m_source.circuitTitle : m_circuitTitle;
    const std::string header =
        title.isEmpty() ? std::string("the state on screen, prepared from |00>") : title.toStdString();
    const auto text = m_session.circuit_text(*parsed, header);
    return text ? QString::fromStdString(*text) : QString();
}

bool MeasurementController::copyCircuit(const QString& format) {
    const QString text = circuitText(format);
    if (text.isEmpty()) return false;
    if (QClipboard* clipboard = QGuiApplication::clipboard()) clipboard->setText(text);
    emit copied(format);
    return true;
}
