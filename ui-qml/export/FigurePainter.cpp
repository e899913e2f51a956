#include "FigurePainter.h"
#include "ui-qml/common/LocaleNumbers.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

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
    const mapLayout::Layout layout = mapLayout::layoutOf(board, 1.0);
    const QFont labelFont = mapLayout::labelFont(layout.sizes.label);
    painter.setBrush(Qt::NoBrush);
    for (const mapLayout::Curve& curve : layout.curves) {
        QPainterPath path(curve.start);
        path.quadTo(curve.control, curve.end);
        painter.setBrush(Qt::NoBrush);
        if (curve.entry) {
            painter.setPen(penOf(palette().dim, 2.5, Qt::DashLine));
            painter.drawPath(path);
        } else if (curve.both) {
            for (double side : {-3.0, 3.0}) {
                painter.setPen(penOf(side < 0 ? palette().mercurial : palette().rubicon, 3,
                                     side < 0 ? Qt::SolidLine : Qt::DashLine));
                painter.drawPath(path.translated(curve.normal * side));
            }
        } else {
            painter.setPen(penOf(palette().ink, 3));
            painter.drawPath(path);
        }
    }
    for (const mapLayout::Curve& curve : layout.curves) {
        if (curve.label.isEmpty()) continue;
        paintChip(painter, mapLayout::labelBox(curve.label, curve.labelCentre, layout.sizes.label), curve.label,
                  labelFont);
    }
    const QFont nameFont = mapLayout::nameFont(layout.sizes.name);
    // The game's map model words each planet (its ket symbol, its name in the UI's language).
    const MapModel model(board, nullptr);
    for (int row = 0; row < model.count(); ++row) {
        const PlanetRow& drawn = model.at(row);
        const Planet planet = entanglion::kAllPlanets[static_cast<std::size_t>(row)];
        const entanglion::PlanetInfo& info = board.info(planet);
        const QPointF centre(info.map_x, info.map_y);
        paintPlanetDisc(painter, centre, mapLayout::kDiscRadius, info.galaxy, drawn.ket, 20);
        const QString& name = drawn.name;
        const mapLayout::PlanetLabels& labels = layout.planets[static_cast<std::size_t>(planet)];
        painter.setFont(nameFont);
        painter.setPen(palette().ink);
        painter.drawText(mapLayout::nameBox(name, labels.name, layout.sizes.name).adjusted(-40, 0, 40, 0),
                         Qt::AlignCenter, name);
        if (ships && ships->mercurial == planet)
            paintShipMark(painter, labels.mercurial, mapLayout::kMarkerSize / 2, Ship::kMercurial);
        if (ships && ships->rubicon == planet)
            paintShipMark(painter, labels.rubicon, mapLayout::kMarkerSize / 2, Ship::kRubicon);
    }
    painter.restore();
}

void paintLessonMap(QPainter& painter, const QRectF& area, const LessonMapModel& map, double unit) {
    const int count = map.count();
    if (count == 0) return;
    // The model's coordinates run 0..1 on both axes; a map much wider than high would stretch the
    // board, so the drawing keeps to a box at most 1.7 times as wide as it is high.
    const double width = std::min(area.width(), area.height() * 1.7);
    const QRectF box(area.center().x() - width / 2, area.top(), width, area.height());
    const double margin = 26 * unit;
    const QRectF inner = box.adjusted(margin * 1.4, margin, -margin * 1.4, -margin * 1.5);
    const auto pointOf = [&](double x, double y) {
        return QPointF(inner.left() + x * inner.width(), inner.top() + y * inner.height());
    };
    std::vector<QPointF> centres;
    for (int row = 0; row < count; ++row) {
        centres.push_back(pointOf(map.at(row).mapX, map.at(row).mapY));
    }
    double closest = 1e9;
    for (std::size_t i = 0; i < centres.size(); ++i) {
        for (std::size_t j = i + 1; j < centres.size(); ++j)
            closest = std::min(closest, std::hypot(centres[i].x() - centres[j].x(), centres[i].y() - centres[j].y()));
    }
    const double radius = std::clamp(closest * 0.28, 9.0 * unit, 20.0 * unit);
    const QFont chipFont = fontOf(8, unit, true);
    painter.setPen(penOf(palette().dim, 1.2 * unit));
    for (const LessonMapPath& path : map.paths()) painter.drawLine(centres[path.from], centres[path.to]);
    for (const LessonMapPath& path : map.paths()) {
        const QPointF middle = (centres[path.from] + centres[path.to]) / 2;
        const double chipWidth = QFontMetricsF(chipFont).horizontalAdvance(path.label) + 8 * unit;
        const double chipHeight = QFontMetricsF(chipFont).height() + 2 * unit;
        paintChip(painter, QRectF(middle.x() - chipWidth / 2, middle.y() - chipHeight / 2, chipWidth, chipHeight),
                  path.label, chipFont);
    }
    for (int row = 0; row < count; ++row) {
        const LessonPlanetRow& planet = map.at(row);
        const QPointF centre = centres[static_cast<std::size_t>(row)];
        paintPlanetDisc(painter, centre, radius, entanglion::galaxy_of(planet.planet), planet.ket,
                        std::min(radius * 0.6, 10 * unit));
        if (planet.goal) {
            painter.setPen(penOf(palette().accent, 1.6 * unit, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(centre, radius * 1.3, radius * 1.3);
        }
        // The name goes under the disc, or above it when another planet sits right under this one.
        const bool crowdedBelow = std::any_of(centres.begin(), centres.end(), [&](const QPointF& other) {
            return std::abs(other.x() - centre.x()) < radius * 3 && other.y() > centre.y() &&
                   other.y() - centre.y() < radius * 3.5;
        });
        const double nameTop = crowdedBelow ? centre.y() - radius * 1.35 - 12 * unit : centre.y() + radius * 1.35;
        const QRectF nameArea(centre.x() - 60 * unit, nameTop, 120 * unit, 12 * unit);
        const QString& name = planet.name;
        painter.setFont(fontOf(8.5, unit, true));
        // On paper: a white box behind the name keeps it readable where a line or card label passes.
        const QRectF nameBox =
            painter.boundingRect(nameArea, Qt::AlignHCenter | Qt::AlignTop, name).adjusted(-2 * unit, 0, 2 * unit, 0);
        painter.fillRect(nameBox, palette().paper);
        painter.setPen(palette().ink);
        painter.drawText(nameArea, Qt::AlignHCenter | Qt::AlignTop, name);
        const double mark = std::max(5.0 * unit, radius * 0.42);
        if (planet.mercurialHere)
            paintShipMark(painter, centre + QPointF(-radius * 1.05, -radius * 0.9), mark, Ship::kMercurial);
        if (planet.rubiconHere)
            paintShipMark(painter, centre + QPointF(radius * 1.05, -radius * 0.9), mark, Ship::kRubicon);
    }
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
        painter.setFont(fontOf(36, unit, true));
        painter.drawText(text, Qt::AlignHCenter | Qt::AlignTop, QStringLiteral("%1%2").arg(index / 2).arg(index % 2));
        painter.setFont(fontOf(28, unit));
        //: Under a histogram bar: %1 the count, %2 the exact probability.
        painter.drawText(text, Qt::AlignHCenter | Qt::AlignBottom,
                         QCoreApplication::translate("figures", "%1 · P = %2")
                             .arg(QLocale().toString(counts.counts[index]), number(counts.probabilities[index], 2)));
    }
}

void paintBlochSpheres(QPainter& painter, const QRectF& area, const TwoQubitState& state, double unit) {
    for (int index = 0; index < 2; ++index) {
        const Ship ship = index == 0 ? Ship::kMercurial : Ship::kRubicon;
        const QRectF half(area.left() + index * area.width() / 2, area.top(), area.width() / 2, area.height());
        const double titleHeight =
            paintParagraph(painter, half, lessonText::shipName(ship), 36, unit, palette().ink, true, Qt::AlignHCenter);
        const double captionHeight = 70 * unit;
        const double radius =
            std::min(half.width() * 0.36, (half.height() - titleHeight - captionHeight - 60 * unit) / 2);
        const QPointF centre(half.center().x(), half.top() + titleHeight + 30 * unit + radius);
        painter.setBrush(palette().panel);
        painter.setPen(penOf(palette().dim, 2 * unit));
        painter.drawEllipse(centre, radius, radius);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(penOf(palette().rule, 1.5 * unit, Qt::DashLine));
        painter.drawEllipse(centre, radius, radius * 0.3);
        painter.drawLine(centre - QPointF(0, radius), centre + QPointF(0, radius));
        painter.setFont(fontOf(22, unit));
        painter.setPen(palette().dim);
        const double label = 40 * unit;
        painter.drawText(QRectF(centre.x() - label, centre.y() - radius - label, 2 * label, label), Qt::AlignCenter,
                         QStringLiteral("|0>"));
        painter.drawText(QRectF(centre.x() - label, centre.y() + radius, 2 * label, label), Qt::AlignCenter,
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
        paintParagraph(painter, QRectF(half.left(), half.bottom() - captionHeight, half.width(), captionHeight),
                       caption, 28, unit, palette().ink, false, Qt::AlignHCenter);
    }
}

}  // namespace figures
