#pragma once
/// The map's lines: a curve for every printed path (bent as the printed board bends it, so no
/// path crosses a planet) and for every grey CNOT entry line, with the card label each carries
/// ("X/CNOT" on a path, "CNOT" on one entry line per Centarious planet) at its middle until
/// MapLayout slides it clear. The board data say what is connected; this says how it is drawn.

#include <QPointF>
#include <QString>
#include <vector>

#include "game/board/board.h"

namespace mapLayout {

/// Sizes of the drawn items in map units (PlanetItem.qml, MapPath.qml and ShipMarker.qml use the same).
inline constexpr double kDiscRadius = 42;
inline constexpr double kMarkerSize = 34;
/// A ship's mark rides on its planet's rim: its centre this far from the disc's centre, so it
/// overlaps the disc's edge and can only be read as that planet's.
inline constexpr double kMarkerRim = kDiscRadius + 6;

struct Curve {
    entanglion::Planet from{};
    entanglion::Planet to{};
    bool entry = false;           ///< a grey CNOT entry/exit line
    bool both = false;            ///< drawn twice, side by side (both ships' lines)
    QString label;                ///< "X/CNOT"; "CNOT" on one entry line per Centarious planet; else ""
    QPointF start, control, end;  ///< quadratic Bezier
    QPointF labelCentre;          ///< where the label sits (on the curve)
    QPointF normal;               ///< unit normal of the chord
    QPointF at(double t) const;
};

/// Every line of `board`: its printed paths in the board's order, then its entry lines.
struct Curves {
    std::vector<Curve> curves;
    int printedPaths = 0;
};
Curves curvesOf(const entanglion::Board& board);

/// Where `planet` sits on the map (its centre, in map units).
QPointF mapPoint(const entanglion::Board& board, entanglion::Planet planet);

/// Points along a drawn line, outside the discs it joins; a pair of lines is sampled on both sides.
std::vector<QPointF> lineSamples(const Curve& curve);

}  // namespace mapLayout
