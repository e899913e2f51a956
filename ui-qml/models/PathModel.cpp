#include "ui-qml/models/PathModel.h"

#include "ui-qml/controller/GameText.h"

#include <cmath>

using entanglion::Board;
using entanglion::Planet;

PathModel::PathModel(QObject* parent) : PathModel(Board::published(), parent) {}

PathModel::PathModel(const Board& board, QObject* parent) : QAbstractListModel(parent), m_board(board) {
    const mapLayout::Layout layout = mapLayout::layoutOf(board);
    m_printedPaths = layout.printedPaths;
    for (std::size_t i = 0; i < layout.curves.size(); ++i) {
        const mapLayout::Curve& curve = layout.curves[i];
        Row row;
        row.entry = curve.entry;
        row.from = curve.from;
        row.to = curve.to;
        row.label = curve.label;
        if (!curve.entry) {
            const entanglion::PrintedPath& path = board.paths()[i];
            row.mercurial = path.mercurial_line;
            row.rubicon = path.rubicon_line;
            row.note = gameText::boardNote(path.note);
        }
        row.x1 = curve.start.x();
        row.y1 = curve.start.y();
        row.x2 = curve.end.x();
        row.y2 = curve.end.y();
        row.cx = curve.control.x();
        row.cy = curve.control.y();
        row.nx = curve.normal.x();
        row.ny = curve.normal.y();
        m_rows.push_back(std::move(row));
    }
    placeLabels(layout);
}

void PathModel::placeLabels(const mapLayout::Layout& layout) {
    for (std::size_t i = 0; i < layout.curves.size(); ++i) {
        m_rows[i].lx = layout.curves[i].labelCentre.x();
        m_rows[i].ly = layout.curves[i].labelCentre.y();
    }
    m_textScale = layout.sizes.scale;
    m_labelPixelSize = layout.sizes.label;
}

void PathModel::setTextScale(double wanted) {
    if (mapLayout::snapTextScale(wanted) == m_textScale) return;
    placeLabels(mapLayout::layoutOf(m_board, wanted));
    if (!m_rows.empty()) emit dataChanged(index(0), index(rowCount() - 1), {LabelXRole, LabelYRole});
    emit textScaleChanged();
}

int PathModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant PathModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
        case EntryRole:
            return row.entry;
        case FromRole:
            return QString::fromUtf8(entanglion::planet_id(row.from));
        case ToRole:
            return QString::fromUtf8(entanglion::planet_id(row.to));
        case FromNameRole:
            return gameText::planetName(row.from);
        case ToNameRole:
            return gameText::planetName(row.to);
        case Qt::DisplayRole:
        case LabelRole:
            return row.label;
        case MercurialLineRole:
            return row.mercurial;
        case RubiconLineRole:
            return row.rubicon;
        case NoteRole:
            return row.note;
        case X1Role:
            return row.x1;
        case Y1Role:
            return row.y1;
        case X2Role:
            return row.x2;
        case Y2Role:
            return row.y2;
        case ControlXRole:
            return row.cx;
        case ControlYRole:
            return row.cy;
        case LabelXRole:
            return row.lx;
        case LabelYRole:
            return row.ly;
        case NormalXRole:
            return row.nx;
        case NormalYRole:
            return row.ny;
        case HighlightRole:
            return row.highlight;
        default:
            return {};
    }
}

QHash<int, QByteArray> PathModel::roleNames() const {
    return {{EntryRole, "entry"},         {FromRole, "from"},         {ToRole, "to"},
            {LabelRole, "label"},       {MercurialLineRole, "mercurialLine"},
            {RubiconLineRole, "rubiconLine"},
            {NoteRole, "note"},         {X1Role, "x1"},             {Y1Role, "y1"},
            {X2Role, "x2"},             {Y2Role, "y2"},             {ControlXRole, "controlX"},
            {ControlYRole, "controlY"}, {LabelXRole, "labelX"},     {LabelYRole, "labelY"},
            {NormalXRole, "normalX"},   {NormalYRole, "normalY"},   {HighlightRole, "highlight"},
            {FromNameRole, "fromName"}, {ToNameRole, "toName"}};
}

void PathModel::setPreview(const std::optional<std::pair<entanglion::ShipPositions, entanglion::ShipPositions>>& move) {
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        Row& row = m_rows[i];
        bool highlight = false;
        if (move) {
            const auto& [from, to] = *move;
            for (entanglion::Ship ship : entanglion::kShips) {
                const Planet start = from.of(ship);
                const Planet end = to.of(ship);
                if (start == end) continue;
                if ((row.from == start && row.to == end) || (row.from == end && row.to == start)) highlight = true;
            }
        }
        if (highlight != row.highlight) {
            row.highlight = highlight;
            const QModelIndex changed = index(static_cast<int>(i));
            emit dataChanged(changed, changed, {HighlightRole});
        }
    }
}

int PathModel::pathRow(const QString& planetA, const QString& planetB) const {
    const auto a = entanglion::parse_planet(planetA.toStdString());
    const auto b = entanglion::parse_planet(planetB.toStdString());
    if (!a || !b) return -1;
    for (int i = 0; i < m_printedPaths; ++i) {
        const Row& row = m_rows[static_cast<std::size_t>(i)];
        if ((row.from == *a && row.to == *b) || (row.from == *b && row.to == *a)) return i;
    }
    return -1;
}
