#include "ui-qml/models/MapModel.h"

#include <QPointF>

#include "ui-qml/common/CommonEnums.h"
#include "ui-qml/controller/GameText.h"

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

MapModel::MapModel(const Board& board, QObject* parent) : QAbstractListModel(parent), m_board(board) {
    const mapLayout::Layout layout = mapLayout::layoutOf(board);
    m_labels = layout.planets;
    m_sizes = layout.sizes;
    m_legend = layout.legend;
}

void MapModel::setTextScale(double wanted) {
    if (mapLayout::snapTextScale(wanted) == m_sizes.scale) return;
    const mapLayout::Layout layout = mapLayout::layoutOf(m_board, wanted);
    m_labels = layout.planets;
    m_sizes = layout.sizes;
    m_legend = layout.legend;
    emit dataChanged(index(0), index(entanglion::kPlanetCount - 1), {NameXRole, NameYRole, ChipXRole, ChipYRole});
    emit textScaleChanged();
    emit shipsChanged();  // the markers' spots moved too
}

int MapModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : entanglion::kPlanetCount; }

QVariant MapModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Planet planet = entanglion::kAllPlanets[static_cast<std::size_t>(index.row())];
    const entanglion::PlanetInfo& info = m_board.info(planet);
    switch (role) {
        case Qt::DisplayRole:
        case NameRole:
            return gameText::planetName(planet);  // the rulebook's name in the UI's language
        case PlanetIdRole:
            return idOf(planet);
        case GalaxyRole:
            return ui::toQml(info.galaxy);
        case MapXRole:
            return info.map_x;
        case MapYRole:
            return info.map_y;
        case KetRole:
            return ketSymbol(m_board, planet);
        case ComponentRole:
            return m_components[static_cast<std::size_t>(index.row())];
        case MercurialHereRole:
            return m_positions.mercurial == planet;
        case RubiconHereRole:
            return m_positions.rubicon == planet;
        case PreviewRole:
            return m_preview.has_value() && (m_preview->mercurial == planet || m_preview->rubicon == planet);
        case NameXRole:
            return m_labels[static_cast<std::size_t>(index.row())].name.x();
        case NameYRole:
            return m_labels[static_cast<std::size_t>(index.row())].name.y();
        case ChipXRole:
            return m_labels[static_cast<std::size_t>(index.row())].chip.x();
        case ChipYRole:
            return m_labels[static_cast<std::size_t>(index.row())].chip.y();
        default:
            return {};
    }
}

void MapModel::refreshNames() {
    emit dataChanged(index(0), index(entanglion::kPlanetCount - 1), {Qt::DisplayRole, NameRole});
}

QHash<int, QByteArray> MapModel::roleNames() const {
    return {{PlanetIdRole, "planetId"},       {NameRole, "name"},
            {GalaxyRole, "galaxy"},           {MapXRole, "mapX"},
            {MapYRole, "mapY"},               {KetRole, "ket"},
            {ComponentRole, "component"},     {MercurialHereRole, "mercurialHere"},
            {RubiconHereRole, "rubiconHere"}, {PreviewRole, "preview"},
            {NameXRole, "nameX"},             {NameYRole, "nameY"},
            {ChipXRole, "chipX"},             {ChipYRole, "chipY"}};
}

void MapModel::setPositions(const entanglion::ShipPositions& positions) {
    if (positions == m_positions) return;
    m_positions = positions;
    emit dataChanged(index(0), index(entanglion::kPlanetCount - 1), {MercurialHereRole, RubiconHereRole});
    emit shipsChanged();
}

void MapModel::setComponents(const std::array<QString, entanglion::kPlanetCount>& components) {
    if (components == m_components) return;
    m_components = components;
    emit dataChanged(index(0), index(entanglion::kPlanetCount - 1), {ComponentRole});
}

void MapModel::setPreview(const std::optional<entanglion::ShipPositions>& destination) {
    if (destination == m_preview) return;
    m_preview = destination;
    emit dataChanged(index(0), index(entanglion::kPlanetCount - 1), {PreviewRole});
    emit previewChanged();
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
