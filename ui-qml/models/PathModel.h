#pragma once
/// Every line of the printed map, for drawing: the printed paths (card label, blue solid line for
/// Mercurial, red dashed line for Rubicon, printed note) and the grey CNOT entry/exit lines.
/// Each row is a quadratic curve in map space (straight when the bend is 0); a few paths are drawn
/// as arcs, as on the printed board, so that they do not run over other planets.

#include <QtQml/qqmlregistration.h>
#include <QString>
#include <optional>
#include <utility>
#include <vector>

#include "game/board/board.h"
#include "ui-qml/common/RowModel.h"
#include "ui-qml/models/MapLayout.h"

/// One line of the map: a quadratic curve in map space, with its card label.
struct PathRow {
    QString label{};     ///< "X/CNOT"; "CNOT" on the shortest entry line from each Centarious planet
    bool entry = false;  ///< a grey CNOT entry/exit line, not a printed path
    QString from{};      ///< planet id
    QString to{};
    QString fromName{};  ///< the planets' names in the UI's language
    QString toName{};
    bool mercurialLine = false;
    bool rubiconLine = false;
    QString note{};  ///< the board's remark on the path, in the UI's language
    double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
    double controlX = 0, controlY = 0;  ///< quadratic control point
    double labelX = 0, labelY = 0;      ///< where the label sits (on the curve, clear of other lines: MapLayout)
    double normalX = 0, normalY = 0;    ///< unit normal of the chord, to draw the two ships' lines side by side
    bool highlight = false;             ///< part of the move being previewed
    bool justTaken = false;             ///< a ship took this line in the last move (marked briefly)
    // For C++ only (no role):
    entanglion::Planet fromPlanet{};
    entanglion::Planet toPlanet{};
    std::string boardNote{};  ///< the printed note in English, worded again on a language change
    bool operator==(const PathRow&) const = default;
    static const RowRoles<PathRow>& roles();
};

class PathModel : public TypedRowModel<PathRow> {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int printedPathCount READ printedPathCount CONSTANT)
    Q_PROPERTY(int entryLineCount READ entryLineCount CONSTANT)
    /// How large the card labels are (MapLayout's step; writing a wanted scale snaps it to one).
    /// The labels are placed anew along their lines for it.
    Q_PROPERTY(double textScale READ textScale WRITE setTextScale NOTIFY textScaleChanged)
    Q_PROPERTY(int labelPixelSize READ labelPixelSize NOTIFY textScaleChanged)

public:
    explicit PathModel(QObject* parent = nullptr);
    PathModel(const entanglion::Board& board, QObject* parent);
    /// As MapModel's: the labels are first placed at the scale the view sets (until then, at 0).
    struct PlaceWhenScaled {};
    PathModel(PlaceWhenScaled, QObject* parent);

    int printedPathCount() const { return m_printedPaths; }
    int entryLineCount() const { return count() - m_printedPaths; }
    double textScale() const { return m_textScale; }
    void setTextScale(double wanted);
    int labelPixelSize() const { return m_labelPixelSize; }

    /// Highlights the lines joining `from` to `to` (a previewed move); nullopt clears.
    void setPreview(const std::optional<std::pair<entanglion::ShipPositions, entanglion::ShipPositions>>& move);
    /// Marks the lines the ships took in the last move (each a jump `from` -> `to`); empty clears.
    void setTaken(const std::vector<std::pair<entanglion::ShipPositions, entanglion::ShipPositions>>& moves);
    /// The planet names and notes changed language.
    void refreshNames();

    /// The row of the printed path between two planet ids (either order), or -1.
    Q_INVOKABLE int pathRow(const QString& planetA, const QString& planetB) const;

signals:
    void textScaleChanged();

private:
    PathModel(PlaceWhenScaled, const entanglion::Board& board, QObject* parent);
    /// Takes the label spots of `layout` (MapLayout: the curves do not change with the text).
    void placeLabels(const mapLayout::Layout& layout);

    int m_printedPaths = 0;
    double m_textScale = 0;  ///< 0: not placed yet
    int m_labelPixelSize = 0;
    const entanglion::Board& m_board;
};
