#include "ui-qml/models/PathModel.h"

#include "ui-qml/controller/GameText.h"

#include <algorithm>
#include <cmath>

using entanglion::Board;
using entanglion::Planet;

PathModel::PathModel(QObject* parent) : PathModel(Board::published(), parent) {}

const RowRoles<PathRow>& PathRow::roles() {
    static const RowRoles<PathRow> roles{{"label", &PathRow::label},
                                         {"entry", &PathRow::entry},
                                         {"from", &PathRow::from},
                                         {"to", &PathRow::to},
                                         {"fromName", &PathRow::fromName},
                                         {"toName", &PathRow::toName},
                                         {"mercurialLine", &PathRow::mercurialLine},
                                         {"rubiconLine", &PathRow::rubiconLine},
                                         {"note", &PathRow::note},
                                         {"x1", &PathRow::x1},
                                         {"y1", &PathRow::y1},
                                         {"x2", &PathRow::x2},
                                         {"y2", &PathRow::y2},
                                         {"controlX", &PathRow::controlX},
                                         {"controlY", &PathRow::controlY},
                                         {"labelX", &PathRow::labelX},
                                         {"labelY", &PathRow::labelY},
                                         {"normalX", &PathRow::normalX},
                                         {"normalY", &PathRow::normalY},
                                         {"highlight", &PathRow::highlight},
                                         {"justTaken", &PathRow::justTaken}};
    return roles;
}

PathModel::PathModel(const Board& board, QObject* parent) : PathModel(PlaceWhenScaled{}, board, parent) {
    // The map's own layout (MapModel asks for the same one, computed once): the lines' labels are
    // placed around the planets' names as the map shows them.
    placeLabels(mapLayout::layoutOf(board, 1.0, gameText::planetNames()));
}

PathModel::PathModel(PlaceWhenScaled, QObject* parent) : PathModel(PlaceWhenScaled{}, Board::published(), parent) {}

PathModel::PathModel(PlaceWhenScaled, const Board& board, QObject* parent) : TypedRowModel(parent), m_board(board) {
    // The lines themselves do not change with the text: only their labels are placed later.
    const mapLayout::Curves lines = mapLayout::curvesOf(board);
    m_printedPaths = lines.printedPaths;
    QList<PathRow> rows;
    for (std::size_t i = 0; i < lines.curves.size(); ++i) {
        const mapLayout::Curve& curve = lines.curves[i];
        PathRow row;
        row.entry = curve.entry;
        row.fromPlanet = curve.from;
        row.toPlanet = curve.to;
        row.from = QString::fromUtf8(entanglion::planet_id(curve.from));
        row.to = QString::fromUtf8(entanglion::planet_id(curve.to));
        row.label = curve.label;
        if (!curve.entry) {
            const entanglion::PrintedPath& path = board.paths()[i];
            row.mercurialLine = path.mercurial_line;
            row.rubiconLine = path.rubicon_line;
            row.boardNote = path.note;
        }
        row.x1 = curve.start.x();
        row.y1 = curve.start.y();
        row.x2 = curve.end.x();
        row.y2 = curve.end.y();
        row.controlX = curve.control.x();
        row.controlY = curve.control.y();
        row.normalX = curve.normal.x();
        row.normalY = curve.normal.y();
        rows.append(std::move(row));
    }
    setRows(rows);
    refreshNames();
}

void PathModel::refreshNames() {
    QList<PathRow> rows = this->rows();
    for (PathRow& row : rows) {
        row.fromName = gameText::planetName(row.fromPlanet);
        row.toName = gameText::planetName(row.toPlanet);
        row.note = row.boardNote.empty() ? QString() : gameText::boardNote(row.boardNote);
    }
    setRows(rows);
    // Another language's names take other room: the map placed its labels anew, the lines' follow.
    if (m_textScale > 0) placeLabels(mapLayout::layoutOf(m_board, m_textScale, gameText::planetNames()));
}

void PathModel::placeLabels(const mapLayout::Layout& layout) {
    QList<PathRow> rows = this->rows();
    for (qsizetype i = 0; i < rows.size(); ++i) {
        rows[i].labelX = layout.curves[static_cast<std::size_t>(i)].labelCentre.x();
        rows[i].labelY = layout.curves[static_cast<std::size_t>(i)].labelCentre.y();
    }
    setRows(rows);
    m_textScale = layout.sizes.scale;
    m_labelPixelSize = layout.sizes.label;
}

void PathModel::setTextScale(double wanted) {
    if (mapLayout::snapTextScale(wanted) == m_textScale) return;
    placeLabels(mapLayout::layoutOf(m_board, wanted, gameText::planetNames()));
    emit textScaleChanged();
}

namespace {

/// Whether `row` joins the planets a ship left and reached in the jump `move`.
bool joins(const PathRow& row, const std::pair<entanglion::ShipPositions, entanglion::ShipPositions>& move) {
    const auto& [from, to] = move;
    for (entanglion::Ship ship : entanglion::kShips) {
        const Planet start = from.of(ship);
        const Planet end = to.of(ship);
        if (start == end) continue;
        if ((row.fromPlanet == start && row.toPlanet == end) || (row.fromPlanet == end && row.toPlanet == start)) {
            return true;
        }
    }
    return false;
}

}  // namespace

void PathModel::setPreview(const std::optional<std::pair<entanglion::ShipPositions, entanglion::ShipPositions>>& move) {
    QList<PathRow> rows = this->rows();
    for (PathRow& row : rows) row.highlight = move && joins(row, *move);
    setRows(rows);
}

void PathModel::setTaken(const std::vector<std::pair<entanglion::ShipPositions, entanglion::ShipPositions>>& moves) {
    QList<PathRow> rows = this->rows();
    for (PathRow& row : rows) {
        row.justTaken = std::any_of(moves.begin(), moves.end(), [&](const auto& move) { return joins(row, move); });
    }
    setRows(rows);
}

int PathModel::pathRow(const QString& planetA, const QString& planetB) const {
    const auto a = entanglion::parse_planet(planetA.toStdString());
    const auto b = entanglion::parse_planet(planetB.toStdString());
    if (!a || !b) return -1;
    for (int i = 0; i < m_printedPaths; ++i) {
        const PathRow& row = at(i);
        if ((row.fromPlanet == *a && row.toPlanet == *b) || (row.fromPlanet == *b && row.toPlanet == *a)) return i;
    }
    return -1;
}
