#pragma once
/// Where everything on the drawn map goes, in map units: the curve of every line (printed paths and
/// grey CNOT entry lines), where each card label sits on its line, where the two ship markers ride
/// on each planet's rim, and where each planet's name and component tag sit around it. Labels are
/// placed so that markers, lines, card labels, component tags and planet names never cover one
/// another, and so that each reads as its own planet's (kClearlyNearer; a tag by its leader line).
/// tests/ui/map_layout_test.cpp checks the placement at every text step, tests/ui/layout_test.cpp
/// the real QML items. Layout only: the board data say what is connected.

#include <QFont>
#include <QLineF>
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
/// A ship's mark rides on its planet's rim: its centre this far from the disc's centre, so it
/// overlaps the disc's edge and can only be read as that planet's.
inline constexpr double kMarkerRim = kDiscRadius + 6;

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

/// The gap between a planet's disc (centred on `disc`) and a box; 0 when they touch or overlap.
double gapToDisc(QPointF disc, const QRectF& box);

/// The map's text grows with the presentation zoom (and on small windows, where the map is drawn
/// small) in these steps, each with its own placement computed once. The board leaves little room:
/// at 1.15 the names and card labels no longer fit clear of everything (the "X/CNOT" label of
/// OMEGA TWO - OMEGA THREE is as long as the line between the two discs), so beyond the base size
/// the map's text grows mainly with the map itself (docs/ui.md).
inline constexpr std::array<double, 4> kTextScales = {0.8, 0.9, 1.0, 1.1};

/// A component tag is one line: its short name (gameText::componentTag, "⚙ Gates") in at most
/// kChipTextEms times its font size (about 12 letters), kChipLineHeight font sizes high.
inline constexpr double kChipTextEms = 6.8;
inline constexpr double kChipLineHeight = 1.3;

/// The step for a wanted text scale: the smallest step at least as large (so the names reach the
/// size asked for: 12 px at 100% on a small map), the largest step when none is.
double snapTextScale(double wanted);

/// The sizes of the map's texts at one step, in map units (font pixel sizes inside the map).
struct TextSizes {
    double scale = 1;
    int name = 18;   ///< planet names (bold)
    int label = 17;  ///< card labels on paths (bold)
    int chip = 18;   ///< component tags: one line, as large as the names
    double chipTextWidth = 135;
    double chipWidth = 145;  ///< the largest tag: chipTextWidth + padding
    double chipHeight = 28;  ///< one line + padding
    double legendScale = 1;  ///< the legend's blocks, which never grow past the base size
    int legendGalaxy = 26;   ///< galaxy names
    int legendLine = 20;     ///< line styles
};
TextSizes textSizes(double textScale);

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

/// The fonts the map draws its names and card labels with, at `pixelSize` map units.
QFont nameFont(int pixelSize);
QFont labelFont(int pixelSize);
/// The box of a card label's chip ("X/CNOT", "CNOT ▸") in `pixelSize`, centred on `centre`.
QRectF labelBox(const QString& text, QPointF centre, int pixelSize);
/// The box of a planet name in `pixelSize` (lines separated by '\n'), centred on `centre`.
QRectF nameBox(const QString& name, QPointF centre, int pixelSize);
/// `name` broken into two lines at the space nearest its middle; `name` itself when it has no space.
QString twoLines(const QString& name);
/// The box PlanetItem draws for a component tag with `text` ("⚙ Gates"), one line of at most
/// `sizes.chipTextWidth`, centred on `centre`.
QRectF chipBox(const QString& text, QPointF centre, const TextSizes& sizes);
/// The leader line from a planet's disc (centred on `planet`) to its tag `tag`: from the disc's
/// edge to the tag's nearest point, so the tag reads as that planet's wherever it had to go.
QLineF leaderLine(QPointF planet, const QRectF& tag);

}  // namespace mapLayout
