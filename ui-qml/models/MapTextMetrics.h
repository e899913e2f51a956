#pragma once
/// The map's text: the sizes of its names, card labels, component tags and legend at each text
/// step, the fonts they are drawn in, and the boxes they take (measured with Qt's font metrics, or
/// estimated without a GUI application). MapLayout places these boxes; PlanetItem.qml, MapPath.qml
/// and the exported figures draw the texts in the same fonts and sizes.

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <array>

namespace mapLayout {

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
/// The `width` x `height` box centred on `centre`.
QRectF boxAround(QPointF centre, double width, double height);

}  // namespace mapLayout
