#include "LessonMapModel.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "LessonText.h"
#include "lessons/lesson_map.h"
#include "lessons/solver.h"
#include "ui-qml/common/CommonEnums.h"

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

const RowRoles<LessonPlanetRow>& LessonPlanetRow::roles() {
    static const RowRoles<LessonPlanetRow> roles{{"name", &LessonPlanetRow::name},
                                                 {"planetId", &LessonPlanetRow::planetId},
                                                 {"ket", &LessonPlanetRow::ket},
                                                 {"galaxy", &LessonPlanetRow::galaxy},
                                                 {"mapX", &LessonPlanetRow::mapX},
                                                 {"mapY", &LessonPlanetRow::mapY},
                                                 {"mercurialHere", &LessonPlanetRow::mercurialHere},
                                                 {"rubiconHere", &LessonPlanetRow::rubiconHere},
                                                 {"goal", &LessonPlanetRow::goal}};
    return roles;
}

LessonMapModel::LessonMapModel(QObject* parent) : TypedRowModel(parent) {}

void LessonMapModel::setLesson(const Lesson* lesson, const Board& board) {
    QList<LessonPlanetRow> rows;
    m_paths.clear();
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
            LessonPlanetRow row{.name = lessonText::planetName(planet),
                                .planetId = lessonText::fromStd(entanglion::planet_id(planet)),
                                .galaxy = ui::toQml(entanglion::galaxy_of(planet)),
                                .goal = goals.count(planet) > 0,
                                .planet = planet};
            if (info.two_qubit_state)
                row.ket = lessonText::namedKet(board, *info.two_qubit_state);
            else if (info.single_qubit_state)
                row.ket = singleQubitKet(*info.single_qubit_state);
            if (maxX > minX) row.mapX = (info.map_x - minX) / (maxX - minX);
            if (maxY > minY) row.mapY = (info.map_y - minY) / (maxY - minY);
            rows.append(row);
        }
        // The printed paths between shown planets whose label has a card of the lesson.
        const auto rowOf = [&rows](Planet planet) {
            for (qsizetype i = 0; i < rows.size(); ++i) {
                if (rows[i].planet == planet) return static_cast<int>(i);
            }
            return -1;
        };
        for (const entanglion::PrintedPath* path : entanglion::lessons::paths_of_lesson_cards(*lesson, board)) {
            const int from = rowOf(path->a), to = rowOf(path->b);
            if (from < 0 || to < 0) continue;
            QStringList label;
            for (entanglion::NavCard card : path->cards) label << lessonText::fromStd(entanglion::nav_card_id(card));
            const LessonPlanetRow& a = rows[from];
            const LessonPlanetRow& b = rows[to];
            m_paths.append(LessonMapPath{.from = from,
                                         .to = to,
                                         .label = label.join('/'),
                                         .fromX = a.mapX,
                                         .fromY = a.mapY,
                                         .toX = b.mapX,
                                         .toY = b.mapY});
        }
    }
    placeShips(rows);
    setRows(rows);
    emit pathsChanged();
}

void LessonMapModel::placeShips(QList<LessonPlanetRow>& rows) const {
    for (LessonPlanetRow& row : rows) {
        row.mercurialHere = m_positions && m_positions->mercurial == row.planet;
        row.rubiconHere = m_positions && m_positions->rubicon == row.planet;
    }
}

void LessonMapModel::setPositions(const std::optional<ShipPositions>& positions) {
    m_positions = positions;
    QList<LessonPlanetRow> rows = this->rows();
    placeShips(rows);
    setRows(rows);
    emit shipsChanged();
}

double LessonMapModel::closestPair() const {
    double closest = 1.0;
    for (qsizetype i = 0; i < rows().size(); ++i) {
        for (qsizetype j = i + 1; j < rows().size(); ++j) {
            closest = std::min(closest, std::hypot(rows()[i].mapX - rows()[j].mapX, rows()[i].mapY - rows()[j].mapY));
        }
    }
    return closest;
}

QStringList LessonMapModel::planetIds() const {
    QStringList ids;
    for (const LessonPlanetRow& row : rows()) ids << row.planetId;
    return ids;
}
