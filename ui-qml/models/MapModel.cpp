#include "ui-qml/models/MapModel.h"

#include <QPointF>

#include "ui-qml/common/CommonEnums.h"
#include "ui-qml/controller/GameText.h"
#include "ui-qml/controller/SceneText.h"

using entanglion::Board;
using entanglion::Planet;

namespace {

QString ketSymbol(const Board& board, Planet planet) {
    switch (planet) {
        case Planet::kZero:
            return QStringLiteral("|0>");
        case Planet::kOne:
            return QStringLiteral("|1>");
        case Planet::kPlus:
            return QStringLiteral("|+>");
        case Planet::kMinus:
            return QStringLiteral("|->");
        default:
            break;
    }
    const entanglion::NamedState* named = board.catalogue().find(entanglion::planet_id(planet));
    if (named == nullptr) return {};
    return QStringLiteral("|%1>").arg(QString::fromStdString(named->unicode_symbol));
}

QString idOf(Planet planet) { return QString::fromUtf8(entanglion::planet_id(planet)); }

}  // namespace

MapModel::MapModel(QObject* parent) : MapModel(Board::published(), parent) {}

const RowRoles<PlanetRow>& PlanetRow::roles() {
    static const RowRoles<PlanetRow> roles{{"name", &PlanetRow::name},
                                           {"planetId", &PlanetRow::planetId},
                                           {"galaxy", &PlanetRow::galaxy},
                                           {"mapX", &PlanetRow::mapX},
                                           {"mapY", &PlanetRow::mapY},
                                           {"ket", &PlanetRow::ket},
                                           {"component", &PlanetRow::component},
                                           {"componentTag", &PlanetRow::componentTag},
                                           {"mercurialHere", &PlanetRow::mercurialHere},
                                           {"rubiconHere", &PlanetRow::rubiconHere},
                                           {"preview", &PlanetRow::preview},
                                           {"justLeft", &PlanetRow::justLeft},
                                           {"nameText", &PlanetRow::nameText},
                                           {"nameX", &PlanetRow::nameX},
                                           {"nameY", &PlanetRow::nameY},
                                           {"chipX", &PlanetRow::chipX},
                                           {"chipY", &PlanetRow::chipY},
                                           {"description", &PlanetRow::description}};
    return roles;
}

MapModel::MapModel(const Board& board, QObject* parent) : TypedRowModel(parent), m_board(board) {
    placeLabels(1.0);
    refreshRows();
}

MapModel::MapModel(PlaceWhenScaled, QObject* parent) : TypedRowModel(parent), m_board(Board::published()) {
    refreshRows();
}

void MapModel::refreshRows() {
    QList<PlanetRow> rows;
    for (Planet planet : entanglion::kAllPlanets) {
        const auto i = static_cast<std::size_t>(planet);
        const entanglion::PlanetInfo& info = m_board.info(planet);
        rows.append(PlanetRow{
            .name = gameText::planetName(planet),  // the rulebook's name in the UI's language
            .planetId = idOf(planet),
            .galaxy = ui::toQml(info.galaxy),
            .mapX = info.map_x,
            .mapY = info.map_y,
            .ket = ketSymbol(m_board, planet),
            .component = m_components[i],
            .componentTag = m_tags[i].isEmpty() ? m_components[i] : m_tags[i],
            .mercurialHere = m_positions.mercurial == planet,
            .rubiconHere = m_positions.rubicon == planet,
            .preview = m_preview.has_value() && (m_preview->mercurial == planet || m_preview->rubicon == planet),
            .justLeft = m_left.has_value() && ((m_left->mercurial == planet && m_positions.mercurial != planet) ||
                                               (m_left->rubicon == planet && m_positions.rubicon != planet)),
            .nameText = m_labels[i].nameText,
            .nameX = m_labels[i].name.x(),
            .nameY = m_labels[i].name.y(),
            .chipX = m_labels[i].chip.x(),
            .chipY = m_labels[i].chip.y(),
            .description = SceneText::planet(m_board, planet, m_positions, m_components[i])});
    }
    setRows(rows);
}

void MapModel::placeLabels(double textScale) {
    const mapLayout::Layout layout = mapLayout::layoutOf(m_board, textScale, gameText::planetNames());
    m_labels = layout.planets;
    m_sizes = layout.sizes;
    m_legend = layout.legend;
    m_placed = true;
}

void MapModel::setTextScale(double wanted) {
    if (m_placed && mapLayout::snapTextScale(wanted) == m_sizes.scale) return;
    placeLabels(wanted);
    refreshRows();
    emit textScaleChanged();
    emit shipsChanged();  // the markers' spots moved too
}

void MapModel::refreshNames() {
    // Another language's names take other room: their places are found anew.
    if (m_placed) placeLabels(m_sizes.scale);
    refreshRows();
    emit shipsChanged();
}

void MapModel::setPositions(const entanglion::ShipPositions& positions) {
    if (positions == m_positions) return;
    m_positions = positions;
    refreshRows();
    emit shipsChanged();
}

void MapModel::setComponents(const std::array<QString, entanglion::kPlanetCount>& components,
                             const std::array<QString, entanglion::kPlanetCount>& tags) {
    if (components == m_components && tags == m_tags) return;
    m_components = components;
    m_tags = tags;
    refreshRows();
}

void MapModel::setPreview(const std::optional<entanglion::ShipPositions>& destination) {
    if (destination == m_preview) return;
    m_preview = destination;
    refreshRows();
    emit previewChanged();
}

void MapModel::setLeft(const std::optional<entanglion::ShipPositions>& before) {
    if (before == m_left) return;
    m_left = before;
    refreshRows();
}

QString MapModel::mercurialPlanet() const { return idOf(m_positions.mercurial); }
QString MapModel::rubiconPlanet() const { return idOf(m_positions.rubicon); }

QPointF MapModel::mercurialPoint() const {
    const entanglion::PlanetInfo& info = m_board.info(m_positions.mercurial);
    return {info.map_x, info.map_y};
}

QPointF MapModel::rubiconPoint() const {
    const entanglion::PlanetInfo& info = m_board.info(m_positions.rubicon);
    return {info.map_x, info.map_y};
}

QPointF MapModel::mercurialMarker() const {
    return m_labels[static_cast<std::size_t>(m_positions.mercurial)].mercurial;
}
QPointF MapModel::rubiconMarker() const { return m_labels[static_cast<std::size_t>(m_positions.rubicon)].rubicon; }

QString MapModel::previewMercurialPlanet() const { return m_preview ? idOf(m_preview->mercurial) : QString(); }
QString MapModel::previewRubiconPlanet() const { return m_preview ? idOf(m_preview->rubicon) : QString(); }

int MapModel::rowOf(const QString& planetId) const {
    const std::optional<Planet> planet = entanglion::parse_planet(planetId.toStdString());
    return planet ? static_cast<int>(*planet) : -1;
}

QPointF MapModel::pointOf(const QString& planetId) const {
    const std::optional<Planet> planet = entanglion::parse_planet(planetId.toStdString());
    if (!planet) return {};
    const entanglion::PlanetInfo& info = m_board.info(*planet);
    return {info.map_x, info.map_y};
}
