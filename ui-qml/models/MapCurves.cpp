#include "ui-qml/models/MapCurves.h"

#include <QStringList>
#include <cmath>

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

Curve makeCurve(const Board& board, Planet from, Planet to, double bend) {
    Curve curve;
    curve.from = from;
    curve.to = to;
    curve.start = mapPoint(board, from);
    curve.end = mapPoint(board, to);
    const QPointF chord = curve.end - curve.start;
    const double length = std::hypot(chord.x(), chord.y());
    curve.normal = length > 0 ? QPointF(-chord.y() / length, chord.x() / length) : QPointF();
    const QPointF middle = (curve.start + curve.end) / 2;
    // A quadratic Bezier passes through mid + (control - mid) / 2 at t = 1/2.
    curve.control = middle + 2 * bend * curve.normal;
    curve.labelCentre = curve.at(0.5);
    return curve;
}

}  // namespace

QPointF Curve::at(double t) const {
    const double u = 1 - t;
    return u * u * start + 2 * u * t * control + t * t * end;
}

QPointF mapPoint(const Board& board, Planet planet) {
    const entanglion::PlanetInfo& info = board.info(planet);
    return {info.map_x, info.map_y};
}

Curves curvesOf(const Board& board) {
    Curves lines;
    for (const entanglion::PrintedPath& path : board.paths()) {
        Curve curve = makeCurve(board, path.a, path.b, bendOf(path.a, path.b));
        curve.label = cardsLabel(path.cards);
        curve.both = path.mercurial_line && path.rubicon_line;
        lines.curves.push_back(curve);
    }
    lines.printedPaths = static_cast<int>(lines.curves.size());
    for (const entanglion::EntryLine& line : board.entry_lines()) {
        for (Planet outside : {line.centarious, line.superious}) {
            Curve curve = makeCurve(board, outside, line.entanglion, 0);
            curve.entry = true;
            lines.curves.push_back(curve);
        }
    }
    // One "CNOT" label per Centarious planet, on its shortest entry line, where the board prints
    // "CNOT ▸" (the other lines from that planet run along the same row).
    for (Planet centarious : {Planet::kZero, Planet::kOne}) {
        Curve* nearest = nullptr;
        for (Curve& curve : lines.curves) {
            if (!curve.entry || curve.from != centarious) continue;
            const auto length = [](const Curve& c) {
                return std::hypot(c.end.x() - c.start.x(), c.end.y() - c.start.y());
            };
            if (nearest == nullptr || length(curve) < length(*nearest)) nearest = &curve;
        }
        if (nearest != nullptr) nearest->label = QStringLiteral("CNOT");
    }
    return lines;
}

std::vector<QPointF> lineSamples(const Curve& curve) {
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

}  // namespace mapLayout
