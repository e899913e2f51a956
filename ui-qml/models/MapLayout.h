#pragma once
/// Where everything on the drawn map goes, in map units: the curve of every line (printed paths and
/// grey CNOT entry lines), where each card label sits on its line, and where each planet's name,
/// component tag and the two ship markers sit around it. Labels are placed so that markers, lines,
/// card labels, component tags and planet names never cover one another (tests/ui/layout_test.cpp
/// checks it on the real QML items). Layout only: the board data say what is connected.

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <array>
#include <vector>

#include "game/board/board.h"

namespace mapLayout {

/// Sizes of the drawn items in map units (PlanetItem.qml, MapPath.qml and ShipMarker.qml use the same).
inline constexpr double kDiscRadius = 42;
inline constexpr double kMarkerSize = 34;
inline constexpr double kChipWidth = 128;   ///< a component tag wraps at 118 + padding
inline constexpr double kChipHeight = 38;   ///< two lines of 13 px
inline constexpr int kNamePixelSize = 18;
inline constexpr int kLabelPixelSize = 17;

struct Curve {
    entanglion::Planet from{};
    entanglion::Planet to{};
    bool entry = false;  ///< a grey CNOT entry/exit line
    bool both = false;   ///< drawn twice, side by side (both ships' lines)
    QString label;       ///< "X/CNOT"; "CNOT" on one entry line per Centarious planet; else ""
    QPointF start, control, end;  ///< quadratic Bezier
    QPointF labelCentre;          ///< where the label sits (on the curve)
    QPointF normal;               ///< unit normal of the chord
    QPointF at(double t) const;
};

struct PlanetLabels {
    QPointF name;       ///< centre of the name
    QPointF chip;       ///< centre of the component tag
    QPointF mercurial;  ///< centre of Mercurial's marker when it orbits this planet
    QPointF rubicon;
};

struct Layout {
    std::vector<Curve> curves;  ///< printed paths (board order), then entry lines
    int printedPaths = 0;
    std::array<PlanetLabels, entanglion::kPlanetCount> planets{};
    /// The map legend's two blocks (galaxy names; line styles), kept clear of labels.
    std::array<QRectF, 2> legend{};
};

/// The layout of `board` (the published board's is computed once and kept).
Layout layoutOf(const entanglion::Board& board);

/// The fonts the map draws its names and card labels with.
QFont nameFont();
QFont labelFont();
/// The box of a card label's chip ("X/CNOT", "CNOT ▸"), centred on `centre`.
QRectF labelBox(const QString& text, QPointF centre);
/// The box of a planet name centred on `centre`.
QRectF nameBox(const QString& name, QPointF centre);

}  // namespace mapLayout
