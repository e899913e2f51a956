#include "FigurePainter.h"
#include "ui-qml/common/LocaleNumbers.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include "LessonMapModel.h"
#include "LessonText.h"
#include "MapLayout.h"
#include "MapModel.h"
#include "statevector/entanglement.h"
#include "statevector/format.h"

using entanglion::Gate;
using entanglion::GateKind;
using entanglion::Planet;
using entanglion::Ship;
using entanglion::TwoQubitState;

namespace figures {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("figures", text); }

QFont fontOf(double pixelSize, double unit, bool bold = false) {
    QFont font;
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixelSize * unit))));
    font.setBold(bold);
    return font;
}

QPen penOf(const QColor& colour, double width, Qt::PenStyle style = Qt::SolidLine) {
    QPen pen(colour, width, style);
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

QString number(double value, int decimals) { return QLocale().toString(value, 'f', decimals); }

/// A ship's mark: a filled disc with its initial, M or R (the colour is never the only cue).
void paintShipMark(QPainter& painter, QPointF centre, double radius, Ship ship) {
    const QColor colour = ship == Ship::kMercurial ? palette().mercurial : palette().rubicon;
    painter.setPen(penOf(palette().paper, radius * 0.15));
    painter.setBrush(colour);
    painter.drawEllipse(centre, radius, radius);
    QFont font;
    font.setPixelSize(std::max(1, static_cast<int>(radius * 1.2)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(palette().paper);
    const QRectF box(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
    painter.drawText(box, Qt::AlignCenter, ship == Ship::kMercurial ? QStringLiteral("M") : QStringLiteral("R"));
}

/// A card label on a path: white chip, thin border, bold text.
void paintChip(QPainter& painter, const QRectF& box, const QString& text, const QFont& font) {
    painter.setPen(penOf(palette().rule, std::max(0.5, box.height() * 0.05)));
    painter.setBrush(palette().paper);
    painter.drawRoundedRect(box, box.height() * 0.25, box.height() * 0.25);
    painter.setFont(font);
    painter.setPen(palette().ink);
    painter.drawText(box, Qt::AlignCenter, text);
}

void paintPlanetDisc(QPainter& painter, QPointF centre, double radius, entanglion::Galaxy galaxy, const QString& ket,
                     double fontPixels) {
    const QColor colour = galaxyColor(galaxy);
    QColor fill = colour;
    fill.setAlphaF(0.16);
    painter.setPen(penOf(colour, std::max(0.8, radius * 0.08)));
    painter.setBrush(fill);
    painter.drawEllipse(centre, radius, radius);
    if (ket.isEmpty()) return;
    QFont font;
    font.setPixelSize(std::max(1, static_cast<int>(fontPixels)));
    painter.setFont(font);
    painter.setPen(palette().ink);
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter, ket);
}

/// The map's layout as the app's map places it (MapLayout at its base text size), for the planet
/// names in the UI's language: card labels, names and ship marks clear of one another and of the
/// lines, each unmistakably its own planet's. The printouts draw the same places, never their own.
mapLayout::Layout layoutInLanguage(const entanglion::Board& board) {
    mapLayout::PlanetNames names;
    for (Planet planet : entanglion::kAllPlanets)
        names[static_cast<std::size_t>(planet)] = lessonText::planetName(planet);
    return mapLayout::layoutOf(board, 1.0, names);
}

double distance(QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

/// The pieces of `curve` (shifted `offset` along its normal) that lie outside every disc of
/// `radius` centred on `discs`: a line stops at a planet's rim, so it never runs through the ket
/// written on the disc, nor through a disc it passes on its way (the grey row of CNOT lines).
QPainterPath curveOutsideDiscs(const mapLayout::Curve& curve, double offset, const std::vector<QPointF>& discs,
                               double radius) {
    const QPointF shift = curve.normal * offset;
    const QPointF p0 = curve.start + shift, p1 = curve.control + shift, p2 = curve.end + shift;
    const auto at = [&](double t) { return curve.at(t) + shift; };
    const auto outside = [&](double t) {
        const QPointF point = at(t);
        return std::none_of(discs.begin(), discs.end(), [&](QPointF disc) { return distance(point, disc) < radius; });
    };
    // Where the curve crosses a rim between t = a and t = b (one inside, the other outside).
    const auto crossing = [&](double a, double b) {
        const bool aOutside = outside(a);
        for (int i = 0; i < 30; ++i) {
            const double middle = (a + b) / 2;
            (outside(middle) == aOutside ? a : b) = middle;
        }
        return aOutside ? a : b;
    };
    // The quadratic Bezier between t0 and t1: its ends and the blossom b(t0, t1) as control point.
    const auto piece = [&](QPainterPath& path, double t0, double t1) {
        const QPointF control = (1 - t0) * (1 - t1) * p0 + ((1 - t0) * t1 + t0 * (1 - t1)) * p1 + t0 * t1 * p2;
        path.moveTo(at(t0));
        path.quadTo(control, at(t1));
    };
    QPainterPath path;
    constexpr int kSteps = 400;
    double begin = outside(0) ? 0 : -1;  // where the piece being followed began; -1: inside a disc
    for (int step = 1; step <= kSteps; ++step) {
        const double before = (step - 1) / static_cast<double>(kSteps), t = step / static_cast<double>(kSteps);
        const bool out = outside(t);
        if (out && begin < 0) begin = crossing(before, t);
        if (!out && begin >= 0) {
            piece(path, begin, crossing(before, t));
            begin = -1;
        }
    }
    if (begin >= 0 && begin < 1) piece(path, begin, 1);
    return path;
}

/// Draws the board's lines as the app's map does (Mercurial's solid blue, Rubicon's dashed red,
/// side by side where a path is both ships', the grey dashed entry lines), each stopping at the rims
/// of `discs`. `layout` is `board`'s: its printed paths come first, in the board's order.
void paintCurves(QPainter& painter, const entanglion::Board& board, const mapLayout::Layout& layout,
                 const std::vector<QPointF>& discs, double width) {
    painter.setBrush(Qt::NoBrush);
    for (std::size_t i = 0; i < layout.curves.size(); ++i) {
        const mapLayout::Curve& curve = layout.curves[i];
        if (curve.entry) {
            painter.setPen(penOf(palette().dim, width * 0.85, Qt::DashLine));
            painter.drawPath(curveOutsideDiscs(curve, 0, discs, mapLayout::kDiscRadius));
            continue;
        }
        const entanglion::PrintedPath& path = board.paths()[i];
        const bool both = path.mercurial_line && path.rubicon_line;
        if (path.mercurial_line) {
            painter.setPen(penOf(palette().mercurial, width));
            painter.drawPath(curveOutsideDiscs(curve, both ? -width : 0, discs, mapLayout::kDiscRadius));
        }
        if (path.rubicon_line) {
            painter.setPen(penOf(palette().rubicon, width, Qt::DashLine));
            painter.drawPath(curveOutsideDiscs(curve, both ? width : 0, discs, mapLayout::kDiscRadius));
        }
    }
}

/// A card label's text as the app's map writes it ("CNOT ▸" on a grey entry line).
QString cardLabel(const mapLayout::Curve& curve) {
    return curve.entry ? curve.label + QStringLiteral(" ▸") : curve.label;
}

/// `font` made smaller until `text` is at most `width` wide (the app's legend shrinks its words to
/// its block the same way), never below 8 pixels.
QFont fitted(QFont font, const QString& text, double width) {
    while (font.pixelSize() > 8 && QFontMetricsF(font).horizontalAdvance(text) > width)
        font.setPixelSize(font.pixelSize() - 1);
    return font;
}

/// The map's legend in the two blocks MapLayout keeps clear at its bottom corners, as the app's map
/// draws it: the galaxies' names in their colours; each line style with what it means.
void paintLegend(QPainter& painter, const mapLayout::Layout& layout) {
    const QRectF galaxies = layout.legend[0].adjusted(10, 10, -10, -10);
    QFont galaxyFont;
    galaxyFont.setPixelSize(layout.sizes.legendGalaxy);
    galaxyFont.setLetterSpacing(QFont::AbsoluteSpacing, 3);
    double y = galaxies.top();
    //: The map legend: a galaxy's name, as on the app's map (the rulebook's name).
    const QString centariousName = QCoreApplication::translate("figures", "Centarious");
    //: The map legend: a galaxy's name, as on the app's map (the rulebook's name).
    const QString superiousName = QCoreApplication::translate("figures", "Superious");
    //: The map legend: a galaxy's name, as on the app's map (the rulebook's name).
    const QString entanglionName = QCoreApplication::translate("figures", "Entanglion");
    const std::array<std::pair<QString, QColor>, 3> names{{{centariousName, palette().centarious},
                                                           {superiousName, palette().superious},
                                                           {entanglionName, palette().entanglion}}};
    for (const auto& [name, colour] : names) {
        const QFont font = fitted(galaxyFont, name, galaxies.width());
        painter.setFont(font);
        painter.setPen(colour);
        const double height = QFontMetricsF(font).height();
        painter.drawText(QRectF(galaxies.left(), y, galaxies.width(), height), Qt::AlignLeft | Qt::AlignVCenter, name);
        y += height + 2;
    }
    const QRectF lines = layout.legend[1].adjusted(10, 10, -10, -10);
    const double unit = layout.sizes.legendLine / 20.0;
    const double sample = 60 * unit, spacing = 10 * unit;
    QFont lineFont;
    lineFont.setPixelSize(layout.sizes.legendLine);
    y = lines.top();
    struct Row {
        QString text;
        QColor colour;
        Qt::PenStyle style;
        double width;
    };
    //: The map legend: Mercurial's lines are drawn solid.
    const QString mercurial = QCoreApplication::translate("figures", "Mercurial (solid)");
    //: The map legend: Rubicon's lines are drawn dashed.
    const QString rubicon = QCoreApplication::translate("figures", "Rubicon (dashed)");
    //: The map legend: the grey dashed lines a CNOT card takes the ships along into Entanglion and back.
    const QString entry = QCoreApplication::translate("figures", "CNOT entry / exit");
    const std::array<Row, 3> rows{{{mercurial, palette().mercurial, Qt::SolidLine, 3},
                                   {rubicon, palette().rubicon, Qt::DashLine, 3},
                                   {entry, palette().dim, Qt::DashLine, 2.5}}};
    for (const Row& row : rows) {
        const QFont font = fitted(lineFont, row.text, lines.width() - sample - spacing);
        const double height = QFontMetricsF(font).height();
        painter.setPen(penOf(row.colour, row.width * unit, row.style));
        painter.drawLine(QPointF(lines.left(), y + height / 2), QPointF(lines.left() + sample, y + height / 2));
        painter.setFont(font);
        painter.setPen(palette().ink);
        painter.drawText(QRectF(lines.left() + sample + spacing, y, lines.width() - sample - spacing, height),
                         Qt::AlignLeft | Qt::AlignVCenter, row.text);
        y += height + 8 * unit;
    }
}

/// A planet's name where MapLayout put it (one line, or two where one found no clear spot).
/// The map's name font without its letter spacing, which QPdfWriter spreads far wider under a
/// scaled painter: the name then stays inside the box MapLayout found for it.
void paintPlanetName(QPainter& painter, const mapLayout::PlanetLabels& labels, int pixelSize, const QColor& colour) {
    QFont font = mapLayout::nameFont(pixelSize);
    font.setLetterSpacing(QFont::AbsoluteSpacing, 0);
    painter.setFont(font);
    painter.setPen(colour);
    painter.drawText(mapLayout::nameBox(labels.nameText, labels.name, pixelSize), Qt::AlignCenter, labels.nameText);
}

}  // namespace

const Palette& palette() {
    static const Palette kPalette;
    return kPalette;
}

QColor galaxyColor(entanglion::Galaxy galaxy) {
    switch (galaxy) {
        case entanglion::Galaxy::kCentarious:
            return palette().centarious;
        case entanglion::Galaxy::kSuperious:
            return palette().superious;
        default:
            return palette().entanglion;
    }
}

double paintParagraph(QPainter& painter, const QRectF& area, const QString& text, double pixelSize, double unit,
                      const QColor& colour, bool bold, int flags) {
    painter.setFont(fontOf(pixelSize, unit, bold));
    painter.setPen(colour);
    QRectF used;
    painter.drawText(area, flags | Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text, &used);
    return used.height();
}

void paintGalaxyMap(QPainter& painter, const QRectF& area, const entanglion::Board& board,
                    const std::optional<entanglion::ShipPositions>& ships, double unit) {
    (void)unit;  // the map has its own units (MapLayout), scaled to fit
    constexpr double kWidth = 960, kHeight = 1000;
    const double scale = std::min(area.width() / kWidth, area.height() / kHeight);
    painter.save();
    painter.translate(area.center().x() - kWidth * scale / 2, area.center().y() - kHeight * scale / 2);
    painter.scale(scale, scale);
    const mapLayout::Layout layout = layoutInLanguage(board);
    std::vector<QPointF> discs;
    for (Planet planet : entanglion::kAllPlanets)
        discs.emplace_back(board.info(planet).map_x, board.info(planet).map_y);
    paintCurves(painter, board, layout, discs, 3);
    const QFont labelFont = mapLayout::labelFont(layout.sizes.label);
    for (const mapLayout::Curve& curve : layout.curves) {
        if (curve.label.isEmpty()) continue;
        const QString text = cardLabel(curve);
        paintChip(painter, mapLayout::labelBox(text, curve.labelCentre, layout.sizes.label), text, labelFont);
    }
    // The game's map model words each planet's ket symbol.
    const MapModel model(board, nullptr);
    for (int row = 0; row < model.count(); ++row) {
        const Planet planet = entanglion::kAllPlanets[static_cast<std::size_t>(row)];
        const entanglion::PlanetInfo& info = board.info(planet);
        paintPlanetDisc(painter, QPointF(info.map_x, info.map_y), mapLayout::kDiscRadius, info.galaxy,
                        model.at(row).ket, 20);
        const mapLayout::PlanetLabels& labels = layout.planets[static_cast<std::size_t>(planet)];
        paintPlanetName(painter, labels, layout.sizes.name, palette().ink);
        if (ships && ships->mercurial == planet)
            paintShipMark(painter, labels.mercurial, mapLayout::kMarkerSize / 2, Ship::kMercurial);
        if (ships && ships->rubicon == planet)
            paintShipMark(painter, labels.rubicon, mapLayout::kMarkerSize / 2, Ship::kRubicon);
    }
    paintLegend(painter, layout);
    painter.restore();
}

namespace {

/// The printed paths a lesson's map draws: MapLayout's curves between the lesson's planets.
std::vector<const mapLayout::Curve*> lessonCurves(const mapLayout::Layout& layout, const LessonMapModel& map) {
    std::vector<const mapLayout::Curve*> curves;
    for (const LessonMapPath& path : map.paths()) {
        const Planet a = map.at(path.from).planet, b = map.at(path.to).planet;
        for (const mapLayout::Curve& curve : layout.curves) {
            if (!curve.entry && ((curve.from == a && curve.to == b) || (curve.from == b && curve.to == a))) {
                curves.push_back(&curve);
                break;
            }
        }
    }
    return curves;
}

QPointF pointOf(entanglion::Planet planet) {
    const entanglion::PlanetInfo& info = entanglion::Board::published().info(planet);
    return {info.map_x, info.map_y};
}

}  // namespace

QRectF lessonMapBounds(const LessonMapModel& map) {
    const mapLayout::Layout layout = layoutInLanguage(entanglion::Board::published());
    QRectF bounds;
    const auto add = [&bounds](const QRectF& box) { bounds = bounds.isNull() ? box : bounds.united(box); };
    for (int row = 0; row < map.count(); ++row) {
        const LessonPlanetRow& planet = map.at(row);
        const QPointF centre = pointOf(planet.planet);
        const double r = mapLayout::kDiscRadius + 2;
        add(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r));
        const mapLayout::PlanetLabels& labels = layout.planets[static_cast<std::size_t>(planet.planet)];
        add(mapLayout::nameBox(labels.nameText, labels.name, layout.sizes.name));
        const double mark = mapLayout::kMarkerSize / 2 + 1;
        if (planet.mercurialHere) add(QRectF(labels.mercurial - QPointF(mark, mark), QSizeF(2 * mark, 2 * mark)));
        if (planet.rubiconHere) add(QRectF(labels.rubicon - QPointF(mark, mark), QSizeF(2 * mark, 2 * mark)));
    }
    for (const mapLayout::Curve* curve : lessonCurves(layout, map)) {
        for (int i = 0; i <= 40; ++i) add(QRectF(curve->at(i / 40.0), QSizeF(0.01, 0.01)));
        add(mapLayout::labelBox(curve->label, curve->labelCentre, layout.sizes.label));
    }
    return bounds.adjusted(-6, -6, 6, 6);
}

void paintLessonMap(QPainter& painter, const QRectF& area, const LessonMapModel& map, double unit) {
    (void)unit;  // the map has its own units (MapLayout), scaled to fit
    if (map.count() == 0) return;
    const mapLayout::Layout layout = layoutInLanguage(entanglion::Board::published());
    const QRectF bounds = lessonMapBounds(map);
    const double scale = std::min(area.width() / bounds.width(), area.height() / bounds.height());
    painter.save();
    painter.translate(area.center());
    painter.scale(scale, scale);
    painter.translate(-bounds.center());
    std::vector<QPointF> discs;
    for (int row = 0; row < map.count(); ++row) discs.push_back(pointOf(map.at(row).planet));
    const std::vector<const mapLayout::Curve*> curves = lessonCurves(layout, map);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(penOf(palette().dim, 2.5));
    for (const mapLayout::Curve* curve : curves)
        painter.drawPath(curveOutsideDiscs(*curve, 0, discs, mapLayout::kDiscRadius));
    const QFont labelFont = mapLayout::labelFont(layout.sizes.label);
    for (const mapLayout::Curve* curve : curves) {
        paintChip(painter, mapLayout::labelBox(curve->label, curve->labelCentre, layout.sizes.label), curve->label,
                  labelFont);
    }
    for (int row = 0; row < map.count(); ++row) {
        const LessonPlanetRow& planet = map.at(row);
        const QPointF centre = discs[static_cast<std::size_t>(row)];
        paintPlanetDisc(painter, centre, mapLayout::kDiscRadius, entanglion::galaxy_of(planet.planet), planet.ket, 20);
        if (planet.goal) {
            // On the disc's own rim, where no label is ever placed.
            painter.setPen(penOf(palette().accent, 5, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            const double ring = mapLayout::kDiscRadius - 1;
            painter.drawEllipse(centre, ring, ring);
        }
        const mapLayout::PlanetLabels& labels = layout.planets[static_cast<std::size_t>(planet.planet)];
        paintPlanetName(painter, labels, layout.sizes.name, planet.goal ? palette().accent : palette().ink);
        if (planet.mercurialHere)
            paintShipMark(painter, labels.mercurial, mapLayout::kMarkerSize / 2, Ship::kMercurial);
        if (planet.rubiconHere) paintShipMark(painter, labels.rubicon, mapLayout::kMarkerSize / 2, Ship::kRubicon);
    }
    painter.restore();
}

void paintCircuit(QPainter& painter, const QRectF& area, const std::vector<Gate>& gates, double unit, int emptySlots) {
    const double lineY[2] = {area.top() + area.height() * 0.3, area.top() + area.height() * 0.72};
    const QFont labelFont = fontOf(std::min(40.0, (lineY[1] - lineY[0]) / unit * 0.2), unit, true);
    painter.setFont(labelFont);
    const double labelWidth =
        std::max(QFontMetricsF(labelFont).horizontalAdvance(lessonText::shipName(Ship::kMercurial)),
                 QFontMetricsF(labelFont).horizontalAdvance(lessonText::shipName(Ship::kRubicon))) +
        16 * unit;
    const int columns = std::max(1, static_cast<int>(gates.size()) + emptySlots);
    const double columnWidth = (area.width() - labelWidth - 20 * unit) / columns;
    const double box = std::min(columnWidth * 0.62, (lineY[1] - lineY[0]) * 0.62);
    for (int line = 0; line < 2; ++line) {
        const Ship ship = line == 0 ? Ship::kMercurial : Ship::kRubicon;
        painter.setPen(palette().ink);
        painter.drawText(QRectF(area.left(), lineY[line] - box / 2, labelWidth - 8 * unit, box),
                         Qt::AlignRight | Qt::AlignVCenter, lessonText::shipName(ship));
        painter.setPen(penOf(ship == Ship::kMercurial ? palette().mercurial : palette().rubicon, 2 * unit,
                             ship == Ship::kMercurial ? Qt::SolidLine : Qt::DashLine));
        painter.drawLine(QPointF(area.left() + labelWidth, lineY[line]), QPointF(area.right(), lineY[line]));
    }
    const QFont gateFont = fontOf(box / unit * 0.45, unit, true);
    for (int column = 0; column < columns; ++column) {
        const double x = area.left() + labelWidth + 10 * unit + (column + 0.5) * columnWidth;
        if (column >= static_cast<int>(gates.size())) {
            painter.setPen(penOf(palette().rule, 1.2 * unit, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(QRectF(x - box / 2, lineY[0] - box / 2, box, lineY[1] - lineY[0] + box), 4 * unit,
                                    4 * unit);
            continue;
        }
        const Gate& gate = gates[static_cast<std::size_t>(column)];
        const double target = lineY[gate.ship == Ship::kMercurial ? 0 : 1];
        const double other = lineY[gate.ship == Ship::kMercurial ? 1 : 0];
        painter.setPen(penOf(palette().ink, 2 * unit));
        if (gate.kind == GateKind::kCNOT || gate.kind == GateKind::kCZ) {
            painter.drawLine(QPointF(x, target), QPointF(x, other));
            painter.setBrush(palette().ink);
            painter.drawEllipse(QPointF(x, other), box * 0.12, box * 0.12);
            if (gate.kind == GateKind::kCZ) {
                painter.drawEllipse(QPointF(x, target), box * 0.12, box * 0.12);
                continue;
            }
            painter.setBrush(palette().paper);
            const double r = box * 0.3;
            painter.drawEllipse(QPointF(x, target), r, r);
            painter.drawLine(QPointF(x - r, target), QPointF(x + r, target));
            painter.drawLine(QPointF(x, target - r), QPointF(x, target + r));
        } else if (gate.kind == GateKind::kSWAP) {
            painter.drawLine(QPointF(x, lineY[0]), QPointF(x, lineY[1]));
            const double r = box * 0.2;
            for (double y : lineY) {
                painter.drawLine(QPointF(x - r, y - r), QPointF(x + r, y + r));
                painter.drawLine(QPointF(x - r, y + r), QPointF(x + r, y - r));
            }
        } else {
            const QRectF rect(x - box / 2, target - box / 2, box, box);
            painter.setBrush(palette().panel);
            painter.drawRoundedRect(rect, 4 * unit, 4 * unit);
            painter.setFont(gateFont);
            painter.setPen(palette().ink);
            painter.drawText(rect, Qt::AlignCenter, lessonText::fromStd(entanglion::gate_id(gate.kind)));
        }
    }
}

void paintKet(QPainter& painter, const QRectF& area, const TwoQubitState& state, double unit) {
    double y = area.top();
    const QString ket = lessonText::ket(state);
    const QString named = lessonText::namedKet(entanglion::Board::published(), state);
    y += paintParagraph(painter, QRectF(area.left(), y, area.width(), area.height()),
                        named.isEmpty() || named == ket ? ket : ket + QStringLiteral("  =  ") + named, 64, unit,
                        palette().ink, true);
    y += paintParagraph(painter, QRectF(area.left(), y, area.width(), area.height()), lessonText::orderLabel(), 30,
                        unit, palette().dim) +
         30 * unit;
    const double rowHeight = std::min((area.bottom() - y) / 4, 170 * unit);
    const double labelWidth = 150 * unit, textWidth = 300 * unit;
    const double barWidth = area.width() - labelWidth - 2 * textWidth;
    for (int index = 0; index < 4; ++index) {
        const double top = y + index * rowHeight;
        const entanglion::Complex amplitude = state.amplitude(index / 2, index % 2);
        const QRectF row(area.left(), top, area.width(), rowHeight * 0.8);
        painter.setFont(fontOf(std::min(44.0, rowHeight / unit * 0.4), unit, true));
        painter.setPen(palette().ink);
        painter.drawText(QRectF(row.left(), row.top(), labelWidth, row.height()), Qt::AlignVCenter,
                         QStringLiteral("|%1%2>").arg(index / 2).arg(index % 2));
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette().panel);
        painter.drawRect(QRectF(row.left() + labelWidth, row.top(), barWidth, row.height()));
        painter.setBrush(amplitude.real() < -1e-12 ? palette().rubicon : palette().accent);
        painter.drawRect(QRectF(row.left() + labelWidth, row.top(), barWidth * std::abs(amplitude), row.height()));
        painter.setFont(fontOf(std::min(40.0, rowHeight / unit * 0.36), unit));
        painter.setPen(palette().ink);
        painter.drawText(QRectF(row.left() + labelWidth + barWidth + 20 * unit, row.top(), textWidth, row.height()),
                         Qt::AlignVCenter,
                         localeNumbers::decimals(QString::fromStdString(entanglion::format_amplitude(amplitude))));
        painter.drawText(QRectF(row.right() - textWidth, row.top(), textWidth, row.height()),
                         Qt::AlignVCenter | Qt::AlignRight,
                         //: Beside an amplitude bar: %1 the outcome's probability (0,50).
                         QCoreApplication::translate("figures", "P = %1").arg(number(std::norm(amplitude), 2)));
    }
}

void paintHistogram(QPainter& painter, const QRectF& area, const entanglion::ShotCounts& counts, double unit) {
    //: A histogram's title: %n is the number of shots, %1 the bases ("ZZ": Mercurial's first).
    const QString title = QCoreApplication::translate("figures", "%n shot(s) in the %1 basis", nullptr, counts.shots)
                              .arg(QString::fromStdString(entanglion::measurement_bases_id(counts.bases)));
    const double titleHeight = paintParagraph(painter, area, title, 36, unit, palette().ink, true) + 10 * unit;
    const double textHeight = 100 * unit;
    const QRectF plot(area.left(), area.top() + titleHeight, area.width(), area.height() - titleHeight - textHeight);
    const double columnWidth = plot.width() / 4;
    const QFont outcomeFont = fontOf(36, unit, true);
    // Under each outcome: its count and exact probability, on one line where every column's fits with
    // room to spare (so that neighbours never read as one line); else on two in every column, the
    // equation kept whole ("P = 0.50"), smaller where even two lines do not fit its column.
    std::array<QString, 4> shares;
    bool oneLine = true;
    for (int index = 0; index < 4; ++index) {
        //: Under a histogram bar: %1 the count, %2 the exact probability.
        shares[static_cast<std::size_t>(index)] =
            QCoreApplication::translate("figures", "%1 · P = %2")
                .arg(QLocale().toString(counts.counts[index]), number(counts.probabilities[index], 2));
        oneLine =
            oneLine && QFontMetricsF(fontOf(28, unit)).horizontalAdvance(shares[static_cast<std::size_t>(index)]) <=
                           columnWidth * 0.8;
    }
    painter.setPen(penOf(palette().rule, 1.5 * unit));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    for (int index = 0; index < 4; ++index) {
        const double left = plot.left() + index * columnWidth + columnWidth * 0.18;
        const double width = columnWidth * 0.64;
        const double share = counts.shots > 0 ? static_cast<double>(counts.counts[index]) / counts.shots : 0;
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette().accent);
        painter.drawRect(QRectF(left, plot.bottom() - share * plot.height(), width, share * plot.height()));
        const double markY = plot.bottom() - counts.probabilities[index] * plot.height();
        painter.setPen(penOf(palette().probability, 4 * unit));
        painter.drawLine(QPointF(left - 6 * unit, markY), QPointF(left + width + 6 * unit, markY));
        const QRectF text(plot.left() + index * columnWidth, plot.bottom() + 6 * unit, columnWidth, textHeight);
        painter.setPen(palette().ink);
        painter.setFont(outcomeFont);
        painter.drawText(text, Qt::AlignHCenter | Qt::AlignTop, QStringLiteral("%1%2").arg(index / 2).arg(index % 2));
        const QRectF room =
            text.adjusted(columnWidth * 0.05, QFontMetricsF(outcomeFont).height() + 2 * unit, -columnWidth * 0.05, 0);
        QString wrapped = shares[static_cast<std::size_t>(index)];
        if (!oneLine) wrapped.replace(QStringLiteral(" = "), QStringLiteral("\u00A0=\u00A0"));
        constexpr int kFlags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;
        // On two lines, the text is wrapped at the width of its widest unbreakable piece, so that a
        // short one ("0 · P = 0.00") breaks as the long ones do.
        const auto boxFor = [&](const QFont& font) {
            if (oneLine) return room;
            double widest = 0;
            for (const QString& piece : wrapped.split(u' ', Qt::SkipEmptyParts))
                widest = std::max(widest, QFontMetricsF(font).horizontalAdvance(piece));
            const double width = std::min(room.width(), widest + 2 * unit);
            return QRectF(room.center().x() - width / 2, room.top(), width, room.height());
        };
        QFont sharesFont = fontOf(28, unit);
        for (; sharesFont.pixelSize() > 8; sharesFont.setPixelSize(sharesFont.pixelSize() - 1)) {
            painter.setFont(sharesFont);
            const QRectF box = boxFor(sharesFont);
            const QRectF needed = painter.boundingRect(box, kFlags, wrapped);
            if (needed.width() <= box.width() && needed.height() <= box.height()) break;
        }
        painter.setFont(sharesFont);
        painter.drawText(boxFor(sharesFont), kFlags, wrapped);
    }
}

void paintBlochSpheres(QPainter& painter, const QRectF& area, const TwoQubitState& state, double unit) {
    for (int index = 0; index < 2; ++index) {
        const Ship ship = index == 0 ? Ship::kMercurial : Ship::kRubicon;
        const QRectF half(area.left() + index * area.width() / 2, area.top(), area.width() / 2, area.height());
        const double titleHeight =
            paintParagraph(painter, half, lessonText::shipName(ship), 36, unit, palette().ink, true, Qt::AlignHCenter);
        const double captionHeight = 70 * unit;
        // The |0> and |1> labels above and below the sphere, each in a band of its own line's height,
        // keep clear of the title and the caption; |+> and |-> sit beside it.
        const QFont labelFont = fontOf(22, unit);
        const double band = QFontMetricsF(labelFont).height() + 2 * unit;
        const double label = 40 * unit;
        const double radius =
            std::min(half.width() * 0.36, (half.height() - titleHeight - captionHeight - 2 * band - 8 * unit) / 2);
        const QPointF centre(half.center().x(), half.top() + titleHeight + band + 4 * unit + radius);
        painter.setBrush(palette().panel);
        painter.setPen(penOf(palette().dim, 2 * unit));
        painter.drawEllipse(centre, radius, radius);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(penOf(palette().rule, 1.5 * unit, Qt::DashLine));
        painter.drawEllipse(centre, radius, radius * 0.3);
        painter.drawLine(centre - QPointF(0, radius), centre + QPointF(0, radius));
        painter.setFont(labelFont);
        painter.setPen(palette().dim);
        painter.drawText(QRectF(centre.x() - label, centre.y() - radius - band, 2 * label, band), Qt::AlignCenter,
                         QStringLiteral("|0>"));
        painter.drawText(QRectF(centre.x() - label, centre.y() + radius, 2 * label, band), Qt::AlignCenter,
                         QStringLiteral("|1>"));
        painter.drawText(QRectF(centre.x() + radius + 4 * unit, centre.y() - label / 2, 2 * label, label),
                         Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("|+>"));
        painter.drawText(QRectF(centre.x() - radius - 2 * label - 4 * unit, centre.y() - label / 2, 2 * label, label),
                         Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("|->"));
        const entanglion::BlochVector bloch = entanglion::bloch_vector(state, ship);
        const QColor colour = ship == Ship::kMercurial ? palette().mercurial : palette().rubicon;
        const QPointF tip = centre + QPointF(bloch.x * radius, -bloch.z * radius);
        painter.setPen(penOf(colour, 6 * unit));
        painter.setBrush(colour);
        painter.drawLine(centre, tip);
        painter.drawEllipse(tip, 9 * unit, 9 * unit);
        //: Under a Bloch sphere: %1: the purity of the ship's reduced state, a decimal number (0,50; 1 = a state
        //: of its own).
        const QString purity =
            QCoreApplication::translate("figures", "purity %1").arg(number(entanglion::reduced_purity(state, ship), 2));
        const QString caption = bloch.length() < 1e-6 ? tr("entangled: this ship has no state of its own") : purity;
        // Inset, so that the two ships' captions never read as one line.
        paintParagraph(painter,
                       QRectF(half.left() + half.width() * 0.04, half.bottom() - captionHeight, half.width() * 0.92,
                              captionHeight),
                       caption, 28, unit, palette().ink, false, Qt::AlignHCenter);
    }
}

}  // namespace figures
