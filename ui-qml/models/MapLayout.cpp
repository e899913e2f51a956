#include "ui-qml/models/MapLayout.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QStringList>
#include <cmath>
#include <algorithm>
#include <limits>
#include <numbers>

using entanglion::Board;
using entanglion::Planet;

namespace mapLayout {
namespace {

/// How far the middle of a path's curve sits from the straight chord, in map units, measured
/// along the chord's normal (-dy, dx) from `a` to `b`. It copies the arcs of the printed board so
/// paths do not cross planets. Paths not listed are straight.
struct Bend {
    Planet a;
    Planet b;
    double offset;
};
constexpr Bend kBends[] = {
    {Planet::kZero, Planet::kPlus, 60},              // arc below-left, as printed
    {Planet::kOne, Planet::kMinus, 330},             // the long arc around the bottom left
    {Planet::kOmegaZero, Planet::kOmegaTwo, 225},    // the big "X/CNOT" arc on the left
    {Planet::kOmegaOne, Planet::kOmegaThree, -215},  // the big "X" arc on the right
    {Planet::kPsiPlus, Planet::kPhiPlus, 22},        // beside the grey entry column
    {Planet::kPsiMinus, Planet::kPhiMinus, -22},
};

double bendOf(Planet a, Planet b) {
    for (const Bend& bend : kBends) {
        if (bend.a == a && bend.b == b) return bend.offset;
        if (bend.a == b && bend.b == a) return -bend.offset;
    }
    return 0;
}

QString cardsLabel(const std::vector<entanglion::NavCard>& cards) {
    QStringList parts;
    for (entanglion::NavCard card : cards) parts << QString::fromUtf8(entanglion::nav_card_id(card));
    return parts.join(u'/');
}

QPointF pointOf(const Board& board, Planet planet) {
    const entanglion::PlanetInfo& info = board.info(planet);
    return {info.map_x, info.map_y};
}

Curve makeCurve(const Board& board, Planet from, Planet to, double bend) {
    Curve curve;
    curve.from = from;
    curve.to = to;
    curve.start = pointOf(board, from);
    curve.end = pointOf(board, to);
    const QPointF chord = curve.end - curve.start;
    const double length = std::hypot(chord.x(), chord.y());
    curve.normal = length > 0 ? QPointF(-chord.y() / length, chord.x() / length) : QPointF();
    const QPointF middle = (curve.start + curve.end) / 2;
    // A quadratic Bezier passes through mid + (control - mid) / 2 at t = 1/2.
    curve.control = middle + 2 * bend * curve.normal;
    curve.labelCentre = curve.at(0.5);
    return curve;
}

/// The cost of a line sample under a box: preferences alone stay far below it.
constexpr double kCovers = 1000;
/// The least cost of a box over another box (a label, tag, marker spot, disc or the legend), off
/// the map or nearer another planet. A line's edge may still touch a box below it (layout_test
/// checks the drawn lines themselves).
constexpr double kOverlaps = 5000;

/// Everything already on the map that a new label must keep clear of.
struct Obstacles {
    std::vector<QRectF> boxes;  ///< discs, labels, tags, markers, the legend
    /// Samples along each drawn line (both lines of a pair), with their bounding box.
    std::vector<std::vector<QPointF>> perCurve;
    std::vector<QRectF> curveBounds;

    void addCurve(std::vector<QPointF> points) {
        QRectF bounds;
        for (const QPointF& p : points) bounds |= QRectF(p, QSizeF(0.01, 0.01));
        perCurve.push_back(std::move(points));
        curveBounds.push_back(bounds);
    }

    /// How badly `box` would cover what is there (0: not at all); lines in `own` do not count (a
    /// card label sits on its own line and on the lines drawn along it).
    double cost(const QRectF& box, const std::vector<int>& own = {}) const {
        double cost = 0;
        for (std::size_t c = 0; c < perCurve.size(); ++c) {
            if (!box.intersects(curveBounds[c])) continue;
            if (std::find(own.begin(), own.end(), static_cast<int>(c)) != own.end()) continue;
            for (const QPointF& p : perCurve[c]) {
                if (box.contains(p)) cost += kCovers;
            }
        }
        for (const QRectF& other : boxes) {
            if (box.intersects(other)) {
                const QRectF overlap = box.intersected(other);
                cost += kOverlaps + overlap.width() * overlap.height();
            }
        }
        return cost;
    }
};

/// Samples along a drawn line, outside the discs it joins; a pair of lines is sampled on both sides.
std::vector<QPointF> samplesOf(const Curve& curve) {
    std::vector<QPointF> points;
    const double half = curve.both ? 4.5 + 3 : 3;  // the two lines' offsets plus half a stroke
    const QPointF a = curve.start;
    const QPointF b = curve.end;
    for (int i = 0; i <= 80; ++i) {
        const QPointF p = curve.at(i / 80.0);
        const auto distance = [](QPointF u, QPointF v) { return std::hypot(u.x() - v.x(), u.y() - v.y()); };
        if (distance(p, a) < kDiscRadius || distance(p, b) < kDiscRadius) continue;
        for (double side : {-half, 0.0, half}) points.push_back(p + side * curve.normal);
    }
    return points;
}

QRectF boxAt(QPointF centre, double width, double height) {
    return {centre.x() - width / 2, centre.y() - height / 2, width, height};
}

/// The best place for a `width` x `height` box around a planet at `centre`: just clear of the disc,
/// in the free direction closest to `preferred` (radians, y down).
/// The drawn part of the map (MapModel::mapWidth x mapHeight): a label must stay inside.
const QRectF kMapBounds(0, 0, 960, 1000);

/// True when `point` is nearer another planet than `own`: a label there would read as that planet's.
bool nearerAnother(const Board& board, Planet own, QPointF point) {
    const QPointF mine = pointOf(board, own);
    const double ownDistance = std::hypot(point.x() - mine.x(), point.y() - mine.y());
    for (Planet other : entanglion::kAllPlanets) {
        if (other == own) continue;
        const QPointF there = pointOf(board, other);
        if (std::hypot(point.x() - there.x(), point.y() - there.y()) < ownDistance) return true;
    }
    return false;
}

QRectF placeAround(const Board& board, Planet planet, double width, double height, double preferred,
                   const Obstacles& obstacles, int* collisions) {
    const QPointF centre = pointOf(board, planet);
    QRectF best;
    double bestCost = std::numeric_limits<double>::infinity();
    for (int ring = 0; ring < 18; ++ring) {
        for (int step = 0; step < 72; ++step) {
            const double angle = step * std::numbers::pi / 36;
            const double dx = std::cos(angle);
            const double dy = std::sin(angle);
            // The box's extent towards `angle`, so its nearest side is just clear of the disc.
            const double extent = std::abs(dx) * width / 2 + std::abs(dy) * height / 2;
            const double reach = kDiscRadius + 4 + ring * 8 + extent;
            const QRectF box = boxAt(centre + QPointF(dx, dy) * reach, width, height);
            const double turn = std::remainder(angle - preferred, 2 * std::numbers::pi);
            double preference = 40 * std::abs(turn) + 20 * ring;
            if (!kMapBounds.contains(box)) preference += 1e7;
            if (nearerAnother(board, planet, box.center())) preference += 1e6;
            if (preference >= bestCost) continue;
            const double cost = obstacles.cost(box) + preference;
            if (cost < bestCost) {
                bestCost = cost;
                best = box;
            }
        }
    }
    if (bestCost >= kOverlaps) ++*collisions;
    return best;
}

/// The legend's blocks at the map's bottom corners, growing inwards with the legend's text.
std::array<QRectF, 2> legendBlocks(double legendScale) {
    const QSizeF galaxies = QSizeF(280, 115) * legendScale;
    const QSizeF lines = QSizeF(350, 105) * legendScale;
    return {QRectF(QPointF(30, kMapBounds.bottom() - galaxies.height()), galaxies),
            QRectF(QPointF(kMapBounds.right() - lines.width(), kMapBounds.bottom() - lines.height()), lines)};
}

Layout build(const Board& board, const TextSizes& sizes) {
    Layout layout;
    layout.sizes = sizes;
    for (const entanglion::PrintedPath& path : board.paths()) {
        Curve curve = makeCurve(board, path.a, path.b, bendOf(path.a, path.b));
        curve.label = cardsLabel(path.cards);
        curve.both = path.mercurial_line && path.rubicon_line;
        layout.curves.push_back(curve);
    }
    layout.printedPaths = static_cast<int>(layout.curves.size());
    for (const entanglion::EntryLine& line : board.entry_lines()) {
        for (Planet outside : {line.centarious, line.superious}) {
            Curve curve = makeCurve(board, outside, line.entanglion, 0);
            curve.entry = true;
            layout.curves.push_back(curve);
        }
    }
    // One "CNOT" label per Centarious planet, on its shortest entry line, where the board prints
    // "CNOT ▸" (the other lines from that planet run along the same row).
    for (Planet centarious : {Planet::kZero, Planet::kOne}) {
        Curve* nearest = nullptr;
        for (Curve& curve : layout.curves) {
            if (!curve.entry || curve.from != centarious) continue;
            const auto length = [](const Curve& c) { return std::hypot(c.end.x() - c.start.x(), c.end.y() - c.start.y()); };
            if (nearest == nullptr || length(curve) < length(*nearest)) nearest = &curve;
        }
        if (nearest != nullptr) nearest->label = QStringLiteral("CNOT");
    }

    layout.legend = legendBlocks(sizes.legendScale);
    Obstacles obstacles;
    for (const Curve& curve : layout.curves) obstacles.addCurve(samplesOf(curve));
    for (Planet planet : entanglion::kAllPlanets) {
        obstacles.boxes.push_back(boxAt(pointOf(board, planet), 2 * kDiscRadius + 6, 2 * kDiscRadius + 6));
    }
    for (const QRectF& block : layout.legend) obstacles.boxes.push_back(block);

    // Card labels first: each slides along its own line to a spot clear of other lines and labels.
    // A "CNOT ▸" label may sit anywhere on its planet's grey row (all entry lines from that planet
    // run along it), preferably near the planet.
    for (std::size_t c = 0; c < layout.curves.size(); ++c) {
        Curve& curve = layout.curves[c];
        if (curve.label.isEmpty()) continue;
        const QString text = curve.label + (curve.entry ? QStringLiteral(" ▸") : QString());
        std::vector<int> own{static_cast<int>(c)};
        for (std::size_t other = 0; other < layout.curves.size(); ++other) {
            if (curve.entry && layout.curves[other].entry && layout.curves[other].from == curve.from) {
                own.push_back(static_cast<int>(other));
            }
        }
        QRectF best;
        double bestCost = std::numeric_limits<double>::infinity();
        for (int line : own) {
            const Curve& along = layout.curves[static_cast<std::size_t>(line)];
            for (int step = 0; step <= 32; ++step) {
                const double t = curve.entry ? 0.1 + step * 0.025 : 0.5 + (step % 2 == 0 ? 1 : -1) * ((step + 1) / 2) * 0.025;
                if (t > 0.9) break;
                const QPointF centre = along.at(t);
                const QRectF box = labelBox(text, centre, sizes.label).adjusted(-3, -3, 3, 3);
                const double preference = curve.entry ? std::hypot(centre.x() - curve.start.x(), centre.y() - curve.start.y()) / 10 : step;
                const double cost = obstacles.cost(box, own) + preference + (kMapBounds.contains(box) ? 0 : 1e7);
                if (cost < bestCost) {
                    bestCost = cost;
                    best = box;
                    curve.labelCentre = centre;
                }
            }
        }
        if (bestCost >= kOverlaps) ++layout.collisions;
        obstacles.boxes.push_back(best);
    }

    constexpr double kUp = -std::numbers::pi / 2;
    constexpr double kDown = std::numbers::pi / 2;
    constexpr double kLeft = std::numbers::pi;
    constexpr double kRight = 0;
    // Names first for every planet, then the tags, then the markers: a name gets the best spot.
    const auto placeAll = [&](auto size, double preferred, QPointF PlanetLabels::*slot, bool entanglionOnly = false) {
        for (Planet planet : entanglion::kAllPlanets) {
            if (entanglionOnly && !board.info(planet).clockwise_position) continue;
            const QSizeF box = size(planet);
            const QRectF at = placeAround(board, planet, box.width(), box.height(), preferred, obstacles, &layout.collisions);
            obstacles.boxes.push_back(at);
            layout.planets[static_cast<std::size_t>(planet)].*slot = at.center();
        }
    };
    placeAll([&](Planet planet) {
        return nameBox(QString::fromStdString(board.info(planet).display_name), QPointF(), sizes.name).adjusted(-3, -3, 3, 3).size();
    }, kUp, &PlanetLabels::name);
    // Components lie only on Entanglion planets.
    placeAll([&](Planet) { return QSizeF(sizes.chipWidth + 6, sizes.chipHeight + 6); }, kDown, &PlanetLabels::chip, true);
    placeAll([](Planet) { return QSizeF(kMarkerSize + 6, kMarkerSize + 6); }, kLeft, &PlanetLabels::mercurial);
    placeAll([](Planet) { return QSizeF(kMarkerSize + 6, kMarkerSize + 6); }, kRight, &PlanetLabels::rubicon);
    return layout;
}

}  // namespace

QPointF Curve::at(double t) const {
    const double u = 1 - t;
    return u * u * start + 2 * u * t * control + t * t * end;
}

double snapTextScale(double wanted) {
    double step = kTextScales.front();
    for (double candidate : kTextScales) {
        if (candidate <= wanted + 1e-9) step = candidate;
    }
    return step;
}

TextSizes textSizes(double textScale) {
    TextSizes sizes;
    const double s = snapTextScale(textScale);
    // Font sizes round down, so a text is never larger than the box scaled for it.
    const auto font = [](double size) { return static_cast<int>(std::floor(size + 1e-9)); };
    sizes.scale = s;
    sizes.name = font(18 * s);
    sizes.label = font(17 * s);
    // The tags and the legend, the largest boxes, grow no further than the base size: larger,
    // they would not fit beside the middle planets (measured: layout_test).
    const double boxes = std::min(s, 1.0);
    sizes.chip = font(13 * boxes);
    sizes.chipTextWidth = 118 * boxes;
    sizes.chipWidth = sizes.chipTextWidth + 10;
    sizes.chipHeight = 38 * boxes;
    sizes.legendScale = boxes;
    sizes.legendGalaxy = font(26 * sizes.legendScale);
    sizes.legendLine = font(20 * sizes.legendScale);
    return sizes;
}

Layout layoutOf(const Board& board, double textScale) {
    const TextSizes sizes = textSizes(textScale);
    if (&board != &Board::published()) return build(board, sizes);
    // Computed once per step, on first use (thread-safe).
    static const std::array<Layout, kTextScales.size()> published = [&] {
        std::array<Layout, kTextScales.size()> all;
        for (std::size_t i = 0; i < kTextScales.size(); ++i) all[i] = build(board, textSizes(kTextScales[i]));
        return all;
    }();
    for (const Layout& layout : published) {
        if (layout.sizes.scale == sizes.scale) return layout;
    }
    return build(board, sizes);
}

QFont nameFont(int pixelSize) {
    QFont font = QGuiApplication::font();
    font.setPixelSize(pixelSize);
    font.setBold(true);
    font.setLetterSpacing(QFont::AbsoluteSpacing, 1);
    return font;
}

QFont labelFont(int pixelSize) {
    QFont font = QGuiApplication::font();
    font.setPixelSize(pixelSize);
    font.setBold(true);
    return font;
}

namespace {
/// The size of `text` in `font(pixelSize)`; without a GUI application (model tests) fonts are not
/// available, so an estimate with the proportions of a typical bold sans font stands in.
QSizeF textSize(const QString& text, QFont (*font)(int), int pixelSize) {
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance()) == nullptr) {
        return {text.size() * pixelSize * 0.68, pixelSize * 1.2};
    }
    const QFontMetricsF metrics(font(pixelSize));
    return {metrics.horizontalAdvance(text), metrics.height()};
}
}  // namespace

QRectF labelBox(const QString& text, QPointF centre, int pixelSize) {
    const QSizeF size = textSize(text, &labelFont, pixelSize);
    return boxAt(centre, size.width() + 12, size.height() + 4);
}

QRectF nameBox(const QString& name, QPointF centre, int pixelSize) {
    const QSizeF size = textSize(name, &nameFont, pixelSize);
    return boxAt(centre, size.width(), size.height());
}

}  // namespace mapLayout
