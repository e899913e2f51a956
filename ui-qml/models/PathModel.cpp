#include "ui-qml/models/PathModel.h"

#include "ui-qml/controller/GameText.h"

#include <cmath>

using entanglion::Board;
using entanglion::Planet;

namespace {

/// How far the middle of a path's curve sits from the straight chord, in map units, measured
/// along the chord's normal (-dy, dx) from `a` to `b`. Layout only: it copies the arcs of the
/// printed board so paths do not cross planets. Paths not listed are straight.
struct Bend {
    Planet a;
    Planet b;
    double offset;
};
constexpr Bend kBends[] = {
    {Planet::kZero, Planet::kPlus, 60},            // arc below-left, as printed
    {Planet::kOne, Planet::kMinus, 330},           // the long arc around the bottom left
    {Planet::kOmegaZero, Planet::kOmegaTwo, 225},  // the big "X/CNOT" arc on the left
    {Planet::kOmegaOne, Planet::kOmegaThree, -215},  // the big "X" arc on the right
    {Planet::kPsiPlus, Planet::kPhiPlus, 22},      // beside the grey entry column
    {Planet::kPsiMinus, Planet::kPhiMinus, -22},
};

double bendOf(Planet a, Planet b) {
    for (const Bend& bend : kBends) {
        if (bend.a == a && bend.b == b) return bend.offset;
        if (bend.a == b && bend.b == a) return -bend.offset;
    }
    return 0;
}

QString cardsLabel(const std::vector<entanglion::NavCard>& cards) {
    QStringList parts;
    for (entanglion::NavCard card : cards) parts << QString::fromUtf8(entanglion::nav_card_id(card));
    return parts.join(u'/');
}

}  // namespace

PathModel::PathModel(QObject* parent) : PathModel(Board::published(), parent) {}

PathModel::PathModel(const Board& board, QObject* parent) : QAbstractListModel(parent), m_board(board) {
    for (const entanglion::PrintedPath& path : board.paths()) {
        Row row;
        row.from = path.a;
        row.to = path.b;
        row.label = cardsLabel(path.cards);
        row.mercurial = path.mercurial_line;
        row.rubicon = path.rubicon_line;
        row.note = gameText::boardNote(path.note);
        addRow(row, bendOf(path.a, path.b));
    }
    m_printedPaths = static_cast<int>(m_rows.size());
    for (const entanglion::EntryLine& line : board.entry_lines()) {
        Row fromCentarious;
        fromCentarious.entry = true;
        fromCentarious.from = line.centarious;
        fromCentarious.to = line.entanglion;
        fromCentarious.label = QStringLiteral("CNOT");
        addRow(fromCentarious, 0);
        Row fromSuperious = fromCentarious;
        fromSuperious.from = line.superious;
        fromSuperious.label.clear();
        addRow(fromSuperious, 0);
    }
    // One "CNOT" label per Centarious planet, halfway to the nearest Entanglion planet, where the
    // board prints "CNOT ▸" (the other lines from that planet run along the same row).
    for (Planet centarious : {Planet::kZero, Planet::kOne}) {
        Row* nearest = nullptr;
        for (std::size_t i = static_cast<std::size_t>(m_printedPaths); i < m_rows.size(); ++i) {
            Row& row = m_rows[i];
            if (row.from != centarious) continue;
            row.label.clear();
            const auto length = [](const Row& r) { return std::hypot(r.x2 - r.x1, r.y2 - r.y1); };
            if (nearest == nullptr || length(row) < length(*nearest)) nearest = &row;
        }
        if (nearest != nullptr) nearest->label = QStringLiteral("CNOT");
    }
}

void PathModel::addRow(Row row, double bend) {
    const entanglion::PlanetInfo& a = m_board.info(row.from);
    const entanglion::PlanetInfo& b = m_board.info(row.to);
    row.x1 = a.map_x;
    row.y1 = a.map_y;
    row.x2 = b.map_x;
    row.y2 = b.map_y;
    const double dx = row.x2 - row.x1;
    const double dy = row.y2 - row.y1;
    const double length = std::hypot(dx, dy);
    row.nx = length > 0 ? -dy / length : 0;
    row.ny = length > 0 ? dx / length : 0;
    const double mx = (row.x1 + row.x2) / 2;
    const double my = (row.y1 + row.y2) / 2;
    // A quadratic Bezier passes through mid + (control - mid) / 2 at t = 1/2.
    row.cx = mx + 2 * bend * row.nx;
    row.cy = my + 2 * bend * row.ny;
    row.lx = mx + bend * row.nx;
    row.ly = my + bend * row.ny;
    m_rows.push_back(std::move(row));
}

int PathModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant PathModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
        case KindRole:
            return row.entry ? QStringLiteral("entry") : QStringLiteral("path");
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
    return {{KindRole, "kind"},         {FromRole, "from"},         {ToRole, "to"},
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
