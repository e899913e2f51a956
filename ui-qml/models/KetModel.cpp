#include "ui-qml/models/KetModel.h"

#include "ui-qml/common/LocaleNumbers.h"
#include "ui-qml/controller/GameText.h"

#include <cmath>

#include "statevector/entanglement.h"
#include "statevector/format.h"
#include "ui-qml/common/KetWords.h"

using entanglion::KetFormat;
using entanglion::QubitOrder;
using entanglion::Ship;
using entanglion::TwoQubitState;

namespace {

const entanglion::StateCatalogue& standardCatalogue() {
    static const entanglion::StateCatalogue catalogue = entanglion::StateCatalogue::standard();
    return catalogue;
}

QString fromStd(const std::string& text) { return QString::fromStdString(text); }

}  // namespace

const RowRoles<KetRow>& KetRow::roles() {
    static const RowRoles<KetRow> roles{{"basis", &KetRow::basis},
                                        {"amplitudeText", &KetRow::amplitudeText},
                                        {"real", &KetRow::real},
                                        {"imag", &KetRow::imag},
                                        {"magnitude", &KetRow::magnitude},
                                        {"phase", &KetRow::phase},
                                        {"negative", &KetRow::negative},
                                        {"probability", &KetRow::probability},
                                        {"probabilityText", &KetRow::probabilityText},
                                        {"mercurialBit", &KetRow::mercurialBit},
                                        {"rubiconBit", &KetRow::rubiconBit},
                                        {"basisWords", &KetRow::basisWords},
                                        {"amplitudeWords", &KetRow::amplitudeWords}};
    return roles;
}

KetModel::KetModel(QObject* parent) : TypedRowModel(parent) {
    identify();
    refreshRows();
}

int KetModel::storageIndex(int row) const {
    if (!m_rubiconFirst) return row;
    // Display row "|r m>" with r = row >> 1, m = row & 1 is stored at 2*m + r.
    return 2 * (row & 1) + (row >> 1);
}

void KetModel::refreshRows() {
    KetFormat format;
    format.order = m_rubiconFirst ? QubitOrder::kRubiconMercurial : QubitOrder::kMercurialRubicon;
    QList<KetRow> rows;
    for (int row = 0; row < 4; ++row) {
        const int storage = storageIndex(row);
        const entanglion::Complex amplitude = m_state.amplitudes()[storage];
        const int mercurialBit = storage >> 1;
        const int rubiconBit = storage & 1;
        rows.append(
            KetRow{.basis = QStringLiteral("|%1%2>")
                                .arg(m_rubiconFirst ? rubiconBit : mercurialBit)
                                .arg(m_rubiconFirst ? mercurialBit : rubiconBit),
                   .amplitudeText = localeNumbers::decimals(fromStd(entanglion::format_amplitude(amplitude, format))),
                   .real = amplitude.real(),
                   .imag = amplitude.imag(),
                   .magnitude = std::abs(amplitude),
                   .phase = std::abs(amplitude) < 1e-12 ? 0.0 : std::arg(amplitude),
                   .negative = amplitude.real() < -1e-12 && std::abs(amplitude.imag()) < 1e-12,
                   .probability = std::norm(amplitude),
                   .probabilityText = localeNumbers::percent(std::norm(amplitude)),
                   .mercurialBit = mercurialBit,
                   .rubiconBit = rubiconBit,
                   .basisWords = KetWords::basis(row),
                   .amplitudeWords = KetWords::amplitude(amplitude)});
    }
    setRows(rows);
}

void KetModel::setState(const TwoQubitState& state, const entanglion::StateCatalogue* catalogue) {
    m_state = state;
    if (catalogue != nullptr) m_catalogue = catalogue;
    identify();
    refreshRows();
    emit stateChanged();
}

bool KetModel::setAmplitudes(const QList<double>& reIm) {
    if (reIm.size() != 8) return false;
    Eigen::Vector4cd amplitudes;
    for (int i = 0; i < 4; ++i) amplitudes[i] = entanglion::Complex(reIm[2 * i], reIm[2 * i + 1]);
    const TwoQubitState state(amplitudes);
    if (!state.is_normalized(1e-6)) return false;
    setState(state);
    return true;
}

void KetModel::identify() {
    const entanglion::StateCatalogue& catalogue = m_catalogue != nullptr ? *m_catalogue : standardCatalogue();
    const std::optional<entanglion::StateMatch> match = catalogue.identify(m_state, 1e-6);
    if (!match) {
        m_stateName = tr("no planet");
        m_globalPhase.clear();
        return;
    }
    m_stateName = displayNameOf(fromStd(match->named->id));
    const std::string phase = entanglion::format_phase(match->phase);
    m_globalPhase = phase == "1" ? QString() : localeNumbers::decimals(fromStd(phase));
}

namespace {
/// A planet id ("PHI_PLUS") as the planet's name in the UI's language; any other id as it is.
QString planetNameOf(const QString& id) {
    const std::optional<entanglion::Planet> planet = entanglion::parse_planet(id.toStdString());
    return planet ? gameText::planetName(*planet) : QString(id).replace(u'_', u' ');
}
}  // namespace

QString KetModel::displayNameOf(const QString& catalogueId) {
    const int comma = catalogueId.indexOf(u',');
    if (comma < 0) return planetNameOf(catalogueId);
    //: %1: Mercurial's planet (ZERO); %2: Rubicon's planet (ONE). Planet names are never declined.
    return tr("Mercurial %1 · Rubicon %2")
        .arg(planetNameOf(catalogueId.left(comma)), planetNameOf(catalogueId.mid(comma + 1)));
}

QString KetModel::ketText() const {
    KetFormat format;
    format.order = m_rubiconFirst ? QubitOrder::kRubiconMercurial : QubitOrder::kMercurialRubicon;
    return localeNumbers::decimals(fromStd(entanglion::format_ket(m_state, format)));
}

QString KetModel::orderLabel() const {
    KetFormat format;
    format.order = m_rubiconFirst ? QubitOrder::kRubiconMercurial : QubitOrder::kMercurialRubicon;
    return fromStd(entanglion::format_order_label(format));
}

QString KetModel::labelledKet() const {
    KetFormat format;
    format.order = m_rubiconFirst ? QubitOrder::kRubiconMercurial : QubitOrder::kMercurialRubicon;
    return localeNumbers::decimals(fromStd(entanglion::format_ket_labelled(m_state, format)));
}

QString KetModel::ketWords() const {
    return KetWords::twoQubits(m_rubiconFirst ? m_state.with_ships_exchanged().amplitudes() : m_state.amplitudes());
}

void KetModel::setRubiconFirst(bool rubiconFirst) {
    if (m_rubiconFirst == rubiconFirst) return;
    m_rubiconFirst = rubiconFirst;
    refreshRows();
    emit stateChanged();
}

bool KetModel::entangled() const { return concurrence() > 1e-6; }

double KetModel::mercurialEntanglement() const { return entanglion::entanglement_entropy(m_state, Ship::kMercurial); }

double KetModel::rubiconEntanglement() const { return entanglion::entanglement_entropy(m_state, Ship::kRubicon); }

double KetModel::concurrence() const { return entanglion::concurrence(m_state); }
