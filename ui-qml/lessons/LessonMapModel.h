#pragma once
/// The compact map of a lesson: only the planets the lesson can touch (where the ships start, the
/// goal, and every planet reachable with the lesson's cards within its budget), at the printed
/// board's coordinates scaled into a unit square, with where the ships are and where they must go.

#include <QtQml/qqml.h>
#include <QtQml/qqmlregistration.h>
#include <QList>
#include <optional>
#include <vector>

#include "lessons/lesson.h"
#include "ui-qml/common/CommonEnums.h"
#include "ui-qml/common/RowModel.h"

/// One printed path of the lesson map, between two shown planets (a QML value type).
struct LessonMapPath {
    Q_GADGET
    QML_VALUE_TYPE(lessonMapPath)
    Q_PROPERTY(int from MEMBER from)        ///< row of one planet
    Q_PROPERTY(int to MEMBER to)            ///< row of the other
    Q_PROPERTY(QString label MEMBER label)  ///< the path's cards, "X/CNOT"
    Q_PROPERTY(double fromX MEMBER fromX)   ///< the planets' map positions, 0..1
    Q_PROPERTY(double fromY MEMBER fromY)
    Q_PROPERTY(double toX MEMBER toX)
    Q_PROPERTY(double toY MEMBER toY)

public:
    int from = 0;
    int to = 0;
    QString label;
    double fromX = 0;
    double fromY = 0;
    double toX = 0;
    double toY = 0;
    bool operator==(const LessonMapPath&) const = default;
};

/// Lets QML read a QList<LessonMapPath> as an array.
struct LessonMapPathList {
    Q_GADGET
    QML_FOREIGN(QList<LessonMapPath>)
    QML_ANONYMOUS
    QML_SEQUENTIAL_CONTAINER(LessonMapPath)
};

/// A planet of the lesson map.
struct LessonPlanetRow {
    QString name{};      ///< "PHI PLUS"
    QString planetId{};  ///< "PHI_PLUS"
    QString ket{};       ///< the planet's state, "|0>", "|Φ+>"
    ui::Galaxy::Value galaxy = ui::Galaxy::Centarious;
    double mapX = 0.5;  ///< 0..1 across the compact map
    double mapY = 0.5;  ///< 0..1 down the compact map
    bool mercurialHere = false;
    bool rubiconHere = false;
    bool goal = false;            ///< a ship must end here (from the goal's planets or its named state)
    entanglion::Planet planet{};  ///< for C++ only (no role)
    bool operator==(const LessonPlanetRow&) const = default;
    static const RowRoles<LessonPlanetRow>& roles();
};

class LessonMapModel : public TypedRowModel<LessonPlanetRow> {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by LessonController")
    /// True when the board names the live state (so the ships are drawn on planets).
    Q_PROPERTY(bool shipsOnMap READ shipsOnMap NOTIFY shipsChanged)
    /// The board's printed paths between shown planets that a card of the lesson uses (the grey
    /// lines the lessons talk about), from lessons::paths_of_lesson_cards.
    Q_PROPERTY(QList<LessonMapPath> paths READ paths NOTIFY pathsChanged)
    /// The smallest distance between two shown planets in map units (0..1 across both axes; 1 when
    /// fewer than two): the view sizes its planets so they never overlap.
    Q_PROPERTY(double closestPair READ closestPair NOTIFY revisionChanged)

public:
    explicit LessonMapModel(QObject* parent = nullptr);

    /// Chooses the planets for `lesson` (nullptr: none) on `board` and lays them out.
    void setLesson(const entanglion::lessons::Lesson* lesson, const entanglion::Board& board);
    /// Where the ships are now; nullopt when the board names no planet for the state.
    void setPositions(const std::optional<entanglion::ShipPositions>& positions);
    bool shipsOnMap() const { return m_positions.has_value(); }
    QList<LessonMapPath> paths() const { return m_paths; }
    double closestPair() const;
    /// The planet ids shown, in row order (for tests).
    QStringList planetIds() const;

signals:
    void shipsChanged();
    void pathsChanged();

private:
    /// Marks where the ships are on `rows`.
    void placeShips(QList<LessonPlanetRow>& rows) const;

    QList<LessonMapPath> m_paths;
    std::optional<entanglion::ShipPositions> m_positions;
};
