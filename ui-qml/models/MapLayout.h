#pragma once
/// Where everything on the drawn map goes, in map units: the curve of every line (printed paths and
/// grey CNOT entry lines), where each card label sits on its line, where the two ship markers ride
/// on each planet's rim, and where each planet's name and component tag sit around it. Labels are
/// placed so that markers, lines, card labels, component tags and planet names never cover one
/// another, and so that each reads as its own planet's (kClearlyNearer; a tag by its leader line).
/// tests/ui/map_layout_test.cpp checks the placement at every text step, tests/ui/layout_test.cpp
/// the real QML items. Layout only: the board data say what is connected. The lines are
/// MapCurves.h, the texts' sizes and boxes MapTextMetrics.h, the search for each label's spot
/// MapLabelPlacement.cpp.

#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <array>
#include <future>
#include <vector>

#include "game/board/board.h"
#include "ui-qml/models/MapCurves.h"
#include "ui-qml/models/MapGeometry.h"
#include "ui-qml/models/MapTextMetrics.h"

namespace mapLayout {

/// A name or ship mark reads as its planet's when, for every other planet, either its centre is
/// nearer its own planet's centre than kClearlyNearer times the distance to the other's, or its box
/// is clearly nearer its own disc: the other disc at least kEdgeNearerFactor times as far plus
/// kEdgeNearerMargin map units. (OMEGA TWO's name between the pair, next to OMEGA THREE's, is
/// neither; a long name beside its disc is the second; a name centred under its disc the first.)
/// A component tag is joined to its disc by a leader line (leaderLine) that crosses no other disc
/// or label, so it may sit farther out: its centre nearer its own planet's than any other planet's
/// that holds components (kNearerWithLeader), or its box clearly nearer its own disc.
inline constexpr double kClearlyNearer = 0.65;
inline constexpr double kNearerWithLeader = 1.0;
inline constexpr double kEdgeNearerFactor = 2;
inline constexpr double kEdgeNearerMargin = 20;

struct PlanetLabels {
    QPointF name;  ///< centre of the name
    /// The name as drawn: one line, or broken at a space into two ("PHI\nMINUS") where one line
    /// finds no spot clear of every disc and label that reads as its own planet's.
    QString nameText;
    QPointF chip;       ///< centre of the component tag
    QPointF mercurial;  ///< centre of Mercurial's marker when it orbits this planet
    QPointF rubicon;
};

struct Layout {
    TextSizes sizes;
    std::vector<Curve> curves;  ///< printed paths (board order), then entry lines
    int printedPaths = 0;
    std::array<PlanetLabels, entanglion::kPlanetCount> planets{};
    /// The map legend's two blocks (galaxy names at the bottom left; line styles at the bottom
    /// right), kept clear of labels. The legend's texts are drawn inside them.
    std::array<QRectF, 2> legend{};
    /// Labels, tags and marker spots that could only be placed over another box (label, tag,
    /// marker spot, disc, legend), off the map or nearer another planet; 0 at every step.
    int collisions = 0;
};

/// The planets' names as the map draws them (the UI language's), indexed by Planet; an empty name
/// stands for the board's own (English) one.
using PlanetNames = std::array<QString, entanglion::kPlanetCount>;

/// The layout of `board` with the map's text at `textScale` (snapped to a step) and the planet
/// names `names` (a translated name may be longer: its place is found for its own width). The
/// published board's layout at each step and for each set of names is computed once and kept.
Layout layoutOf(const entanglion::Board& board, double textScale = 1.0, const PlanetNames& names = {});

/// Lays out the published board at every text step for `names` on a thread of its own (the app's
/// start: the map asks for its step while the window is still being made, on the other core),
/// so layoutOf finds them made. Waiting on the result is optional; its destructor waits.
std::future<void> prepareLayouts(const PlanetNames& names);

/// The leader line from a planet's disc (centred on `planet`) to its tag `tag`: from the disc's
/// edge to the tag's nearest point, so the tag reads as that planet's wherever it had to go.
QLineF leaderLine(QPointF planet, const QRectF& tag);

}  // namespace mapLayout
