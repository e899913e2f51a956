#include "LessonMapModel.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "LessonText.h"
#include "ui-qml/common/CommonEnums.h"
#include "lessons/lesson_map.h"
#include "lessons/solver.h"

using entanglion::Board;
using entanglion::Planet;
using entanglion::ShipPositions;
using entanglion::lessons::Lesson;
using entanglion::lessons::LessonPosition;

namespace {

void addPlanets(std::set<Planet>& planets, const std::optional<ShipPositions>& positions) {
    if (!positions) return;
    planets.insert(positions->mercurial);
    planets.insert(positions->rubicon);
}

/// "|0>", "|1>", "|+>" or "|->" for a single-qubit planet state (up to global phase).
QString singleQubitKet(const Eigen::Vector2cd& state) {
    static const char* const kSymbols[] = {"|0>", "|1>", "|+>", "|->"};
    for (std::size_t i = 0; i < entanglion::kSingleQubitKets.size(); ++i) {
        const Eigen::Vector2cd ket = entanglion::single_qubit_vector(entanglion::kSingleQubitKets[i]);
        if (std::abs(std::abs(ket.dot(state)) - 1.0) < 1e-9) return QString::fromLatin1(kSymbols[i]);
    }
    return {};
}

}  // namespace

LessonMapModel::LessonMapModel(QObject* parent) : QAbstractListModel(parent) {}

int LessonMapModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant LessonMapModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole:
        case NameRole:
            return lessonText::planetName(row.planet);
        case PlanetIdRole:
            return lessonText::fromStd(entanglion::planet_id(row.planet));
        case KetRole: {
            const entanglion::PlanetInfo& info = m_board->info(row.planet);
            if (info.two_qubit_state) return lessonText::namedKet(*m_board, *info.two_qubit_state);
            return info.single_qubit_state ? singleQubitKet(*info.single_qubit_state) : QString();
        }
        case GalaxyRole:
            return ui::toQml(entanglion::galaxy_of(row.planet));
        case XRole:
            return row.x;
        case YRole:
            return row.y;
        case MercurialHereRole:
            return m_positions && m_positions->mercurial == row.planet;
        case RubiconHereRole:
            return m_positions && m_positions->rubicon == row.planet;
        case GoalRole:
            return row.goal;
        default:
            return {};
    }
}

QHash<int, QByteArray> LessonMapModel::roleNames() const {
    return {{PlanetIdRole, "planetId"},
            {NameRole, "name"},
            {KetRole, "ket"},
            {GalaxyRole, "galaxy"},
            {XRole, "mapX"},
            {YRole, "mapY"},
            {MercurialHereRole, "mercurialHere"},
            {RubiconHereRole, "rubiconHere"},
            {GoalRole, "goal"}};
}

void LessonMapModel::setLesson(const Lesson* lesson, const Board& board) {
    beginResetModel();
    m_board = &board;
    m_rows.clear();
    if (lesson) {
        std::set<Planet> planets;
        std::set<Planet> goals;
        for (const LessonPosition& position : entanglion::lessons::reachable_positions(*lesson, board))
            addPlanets(planets, position.positions);
        if (lesson->goal.mercurial_planet) goals.insert(*lesson->goal.mercurial_planet);
        if (lesson->goal.rubicon_planet) goals.insert(*lesson->goal.rubicon_planet);
        if (lesson->goal.state) addPlanets(goals, board.positions_of(*lesson->goal.state));
        planets.insert(goals.begin(), goals.end());

        double minX = 1e9, maxX = -1e9, minY = 1e9, maxY = -1e9;
        for (Planet planet : planets) {
            const entanglion::PlanetInfo& info = board.info(planet);
            minX = std::min(minX, info.map_x);
            maxX = std::max(maxX, info.map_x);
            minY = std::min(minY, info.map_y);
            maxY = std::max(maxY, info.map_y);
        }
        for (Planet planet : planets) {
            const entanglion::PlanetInfo& info = board.info(planet);
            Row row{planet};
            if (maxX > minX) row.x = (info.map_x - minX) / (maxX - minX);
            if (maxY > minY) row.y = (info.map_y - minY) / (maxY - minY);
            row.goal = goals.count(planet) > 0;
            m_rows.push_back(row);
        }
        // The printed paths between shown planets whose label has a card of the lesson.
        const auto rowOf = [this](Planet planet) {
            for (std::size_t i = 0; i < m_rows.size(); ++i) {
                if (m_rows[i].planet == planet) return static_cast<int>(i);
            }
            return -1;
        };
        m_paths.clear();
        for (const entanglion::PrintedPath* path : entanglion::lessons::paths_of_lesson_cards(*lesson, board)) {
            const int from = rowOf(path->a), to = rowOf(path->b);
            if (from < 0 || to < 0) continue;
            QStringList label;
            for (entanglion::NavCard card : path->cards) label << lessonText::fromStd(entanglion::nav_card_id(card));
            const Row& a = m_rows[static_cast<std::size_t>(from)];
            const Row& b = m_rows[static_cast<std::size_t>(to)];
            m_paths.append(LessonMapPath{.from = from, .to = to, .label = label.join('/'),
                                         .fromX = a.x, .fromY = a.y, .toX = b.x, .toY = b.y});
        }
    } else {
        m_paths.clear();
    }
    endResetModel();
    emit countChanged();
}

void LessonMapModel::setPositions(const std::optional<ShipPositions>& positions) {
    m_positions = positions;
    if (!m_rows.empty()) emit dataChanged(index(0), index(rowCount() - 1), {MercurialHereRole, RubiconHereRole});
    emit shipsChanged();
}

double LessonMapModel::closestPair() const {
    double closest = 1.0;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        for (std::size_t j = i + 1; j < m_rows.size(); ++j) {
            closest = std::min(closest, std::hypot(m_rows[i].x - m_rows[j].x, m_rows[i].y - m_rows[j].y));
        }
    }
    return closest;
}

QStringList LessonMapModel::planetIds() const {
    QStringList ids;
    for (const Row& row : m_rows) ids << lessonText::fromStd(entanglion::planet_id(row.planet));
    return ids;
}
