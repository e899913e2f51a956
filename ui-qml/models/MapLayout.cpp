#include "ui-qml/models/MapLayout.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <mutex>
#include <numbers>
#include <optional>
#include <tuple>

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

/// The room kept around every name, tag and ship mark (map units, on each side), and between two
/// names (side by side or one above the other, they must not read as one).
constexpr double kLabelMargin = 3;
constexpr double kNamesApart = 14;
/// How far every label stays from every disc (map units): the disc's ring is not covered.
constexpr double kDiscClearance = 3;
/// The cost of a line sample under a box: preferences alone stay far below it.
constexpr double kCovers = 1000;
/// The least cost of a box over another box (a label, tag, marker spot, disc or the legend), off
/// the map or nearer another planet. A line's edge may still touch a box below it (layout_test
/// checks the drawn lines themselves).
constexpr double kOverlaps = 5000;

/// Everything already on the map that a new label must keep clear of.
struct Obstacles {
    std::vector<QRectF> boxes;  ///< labels, tags, markers, the legend
    /// The planet names placed so far (also in `boxes`): another name keeps kNamesApart from them.
    std::vector<QRectF> names;
    /// The planets' discs: round, so a label may sit by a disc's side and reach past its corner.
    std::vector<QPointF> discs;
    /// Samples along the drawn lines (both lines of a pair), filed in square cells of kCell map
    /// units so a box looks only at the cells it covers (thousands of spots are tried).
    struct Sample {
        QPointF at;
        int curve;
    };
    static constexpr double kCell = 24;
    static constexpr int kColumns = 41;  // the map and a margin: 984 x 1032 units
    static constexpr int kRows = 43;
    std::vector<std::vector<Sample>> cells = std::vector<std::vector<Sample>>(kColumns * kRows);
    int curves = 0;

    static int cellIndex(double value, int count) { return std::clamp(static_cast<int>(value / kCell), 0, count - 1); }
    void addCurve(const std::vector<QPointF>& points) {
        for (const QPointF& p : points) {
            cells[static_cast<std::size_t>(cellIndex(p.y(), kRows) * kColumns + cellIndex(p.x(), kColumns))].push_back(
                {p, curves});
        }
        ++curves;
    }

    /// How badly `box` would cover what is there (0: not at all); lines in `own` do not count (a
    /// card label sits on its own line and on the lines drawn along it).
    double cost(const QRectF& box, const std::vector<int>& own = {}) const {
        return linesUnder(box, own) * kCovers + boxCost(box);
    }
    /// The line samples under `box`, but those of the lines in `own`.
    int linesUnder(const QRectF& box, const std::vector<int>& own = {}) const {
        int count = 0;
        for (int row = cellIndex(box.top(), kRows); row <= cellIndex(box.bottom(), kRows); ++row) {
            for (int column = cellIndex(box.left(), kColumns); column <= cellIndex(box.right(), kColumns); ++column) {
                for (const Sample& sample : cells[static_cast<std::size_t>(row * kColumns + column)]) {
                    if (!box.contains(sample.at)) continue;
                    if (std::find(own.begin(), own.end(), sample.curve) == own.end()) ++count;
                }
            }
        }
        return count;
    }
    /// How badly a name in `box` would come near another name.
    double nameCost(const QRectF& box) const {
        double cost = 0;
        for (const QRectF& other : names) {
            if (box.adjusted(-kNamesApart, -kNamesApart, kNamesApart, kNamesApart).intersects(other)) cost += kOverlaps;
        }
        return cost;
    }
    /// How badly `box` covers a label, tag, mark or disc (but the disc centred on `ownDisc`).
    double boxCost(const QRectF& box, std::optional<QPointF> ownDisc = std::nullopt) const {
        double cost = 0;
        for (const QRectF& other : boxes) {
            if (box.intersects(other)) {
                const QRectF overlap = box.intersected(other);
                cost += kOverlaps + overlap.width() * overlap.height();
            }
        }
        for (const QPointF& disc : discs) {
            if (ownDisc && disc == *ownDisc) continue;
            const double gap = gapToDisc(disc, box);
            if (gap < kDiscClearance) cost += kOverlaps + 100 * (kDiscClearance - gap);
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

}  // namespace

double gapToDisc(QPointF disc, const QRectF& box) {
    const double dx = std::max({box.left() - disc.x(), 0.0, disc.x() - box.right()});
    const double dy = std::max({box.top() - disc.y(), 0.0, disc.y() - box.bottom()});
    return std::max(0.0, std::sqrt(dx * dx + dy * dy) - kDiscRadius);
}

namespace {

/// The best place for a `width` x `height` box around a planet at `centre`: just clear of the disc,
/// in the free direction closest to `preferred` (radians, y down).
/// The drawn part of the map (MapModel::mapWidth x mapHeight): a label must stay inside.
const QRectF kMapBounds(0, 0, 960, 1000);

/// How many other planets a label in `box` could be read as belonging to (see kClearlyNearer):
/// OMEGA TWO's name between the pair, next to OMEGA THREE's, is such a spot; 0 for an
/// unmistakable one.
int ambiguousNeighbours(const Board& board, Planet own, const QRectF& placed, double margin, double clearlyNearer) {
    // Spots are placed with a margin around the label itself.
    const QRectF box = placed.adjusted(margin, margin, -margin, -margin);
    const QPointF centre = box.center();
    const QPointF mine = pointOf(board, own);
    const auto distance = [](QPointF a, QPointF b) {
        return std::sqrt((a.x() - b.x()) * (a.x() - b.x()) + (a.y() - b.y()) * (a.y() - b.y()));
    };
    const double ownDistance = distance(centre, mine);
    const double ownGap = gapToDisc(mine, box);
    int count = 0;
    for (Planet other : entanglion::kAllPlanets) {
        if (other == own) continue;
        // A tag (joined by its leader line) could only be mistaken for another tag holder's.
        if (clearlyNearer == kNearerWithLeader && !board.info(other).clockwise_position) continue;
        const QPointF there = pointOf(board, other);
        const bool centreNearer = ownDistance <= clearlyNearer * distance(centre, there);
        const bool edgeNearer = gapToDisc(there, box) >= kEdgeNearerFactor * ownGap + kEdgeNearerMargin;
        if (!centreNearer && !edgeNearer) ++count;
    }
    return count;
}
/// A spot that could be read as another planet's costs more than one far from the preferred
/// direction, but less than covering something.
constexpr double kAmbiguous = 2500;

/// How badly the leader line from `planet`'s disc to a tag in `box` would cross what is there:
/// another disc or a label.
double leaderCost(const Board& board, Planet planet, const QRectF& box, const Obstacles& obstacles) {
    const QLineF leader = leaderLine(pointOf(board, planet), box);
    double cost = 0;
    for (int i = 1; i < 12; ++i) {
        const QPointF p = leader.pointAt(i / 12.0);
        for (Planet other : entanglion::kAllPlanets) {
            const QPointF there = pointOf(board, other);
            if (other != planet && std::hypot(p.x() - there.x(), p.y() - there.y()) < kDiscRadius + 4) cost += kCovers;
        }
        for (const QRectF& other : obstacles.boxes) {
            if (other.contains(p) && !other.contains(pointOf(board, planet))) cost += kCovers;
        }
    }
    return cost;
}

/// How far from a disc's centre a `size` box must sit in direction (dx, dy) to clear the disc by
/// 4 units (a box beside the disc may reach past its round edge).
double clearingReach(QSizeF size, double dx, double dy) {
    double inside = 0;
    double outside = kDiscRadius + 4 + std::abs(dx) * size.width() / 2 + std::abs(dy) * size.height() / 2;
    for (int i = 0; i < 24; ++i) {
        const double middle = (inside + outside) / 2;
        const QRectF box = boxAt(QPointF(dx, dy) * middle, size.width(), size.height());
        (gapToDisc(QPointF(), box) >= 4 ? outside : inside) = middle;
    }
    return outside;
}

/// Where a label would rather go around its disc: `first`, else `second` (radians, y down; a turn
/// from `second` costs a little more than the same turn from `first`). A name above or below its
/// disc, centred, reads better than one off to a diagonal.
struct Direction {
    double first;
    double second;
    double turn(double angle) const {
        const auto from = [&](double direction) {
            return std::abs(std::remainder(angle - direction, 2 * std::numbers::pi));
        };
        return std::min(from(first), from(second) + 0.5);
    }
};

/// Calls `visit(box, preference)` for every spot around `planet` where a `size` box may go: just
/// clear of the disc in 5° steps, then 8 units farther out, up to 18 rings. The preference grows
/// with the turn from `preferred` and the distance; a spot off the map or (unless
/// `leader`: a tag, joined to its disc by a leader line instead) one that could be read as another
/// planet's costs much more.
template <typename Visit>
void forEachSpot(const Board& board, Planet planet, QSizeF size, double margin, Direction preferred, bool leader,
                 Visit visit) {
    const QPointF centre = pointOf(board, planet);
    std::array<double, 72> clearing{};
    for (std::size_t step = 0; step < clearing.size(); ++step) {
        const double angle = static_cast<double>(step) * std::numbers::pi / 36;
        clearing[step] = clearingReach(size, std::cos(angle), std::sin(angle));
    }
    for (int ring = 0; ring < 18; ++ring) {
        for (std::size_t step = 0; step < clearing.size(); ++step) {
            const double angle = static_cast<double>(step) * std::numbers::pi / 36;
            const double dx = std::cos(angle);
            const double dy = std::sin(angle);
            const double reach = clearing[step] + ring * 8;
            const QRectF box = boxAt(centre + QPointF(dx, dy) * reach, size.width(), size.height());
            double preference = 40 * preferred.turn(angle) + 20 * ring;
            if (!kMapBounds.contains(box)) preference += 1e7;
            preference += kAmbiguous *
                          ambiguousNeighbours(board, planet, box, margin, leader ? kNearerWithLeader : kClearlyNearer);
            visit(box, preference);
        }
    }
}

/// The best spot around `planet` for a `size` box (see forEachSpot); counts a collision when even
/// that one covers something.
/// A planet's name or component tag being placed: its size (with margins), where it would rather
/// go, whether a leader line joins it (a tag), and the spot it got with that spot's cost.
struct PlacedLabel {
    Planet planet{};
    QSizeF size;
    double margin = 0;  ///< on each side of the label itself, included in `size`
    int nameSlot = -1;  ///< a name: its index in Obstacles::names
    Direction preferred{};
    bool leader = false;
    QPointF PlanetLabels::*slot = nullptr;
    QString text;  ///< a name: as drawn (see PlanetLabels::nameText)
    QRectF box;
    double cost = 0;
};

/// The best spot for `label` among what is on the map (see forEachSpot), with its cost: at least
/// kAmbiguous when it could be read as another planet's, kOverlaps when it covers something.
std::pair<QRectF, double> bestSpot(const Board& board, const PlacedLabel& label, const Obstacles& obstacles) {
    QRectF best;
    double bestCost = std::numeric_limits<double>::infinity();
    forEachSpot(board, label.planet, label.size, label.margin, label.preferred, label.leader,
                [&](const QRectF& box, double preference) {
                    if (preference >= bestCost) return;
                    const QRectF inner = box.adjusted(label.margin, label.margin, -label.margin, -label.margin);
                    const double cost = obstacles.cost(box) + preference +
                                        (label.leader ? leaderCost(board, label.planet, box, obstacles) : 0) +
                                        (label.nameSlot >= 0 ? obstacles.nameCost(inner) : 0);
                    if (cost < bestCost) {
                        bestCost = cost;
                        best = box;
                    }
                });
    return {best, bestCost};
}

/// Greedy placement leaves a label badly placed when a neighbour placed before it took its only
/// good spot (OMEGA TWO's name taking the room under OMEGA THREE). For each such label, try
/// placing it before each neighbour, and keep the pair's new spots when they cost less together.
/// `first` is the index in `obstacles.boxes` of labels[0]'s box (the others follow in order).
void repairPlacements(const Board& board, std::vector<PlacedLabel>& labels, std::size_t first, Obstacles& obstacles) {
    for (int pass = 0; pass < 2; ++pass) {
        for (std::size_t i = 0; i < labels.size(); ++i) {
            if (labels[i].cost < kAmbiguous) continue;
            for (std::size_t j = 0; j < labels.size() && labels[i].cost >= kAmbiguous; ++j) {
                const QPointF between = labels[j].box.center() - labels[i].box.center();
                if (j == i || std::hypot(between.x(), between.y()) > 250) continue;
                const auto set = [&](std::size_t k, const QRectF& box) {
                    obstacles.boxes[first + k] = box;
                    const double m = labels[k].margin;
                    if (labels[k].nameSlot >= 0) {
                        obstacles.names[static_cast<std::size_t>(labels[k].nameSlot)] =
                            box.isNull() ? QRectF() : box.adjusted(m, m, -m, -m);
                    }
                };
                set(i, QRectF());
                set(j, QRectF());
                const auto [boxI, costI] = bestSpot(board, labels[i], obstacles);
                set(i, boxI);
                const auto [boxJ, costJ] = bestSpot(board, labels[j], obstacles);
                if (costI + costJ < labels[i].cost + labels[j].cost - 1) {
                    set(j, boxJ);
                    labels[i].box = boxI;
                    labels[i].cost = costI;
                    labels[j].box = boxJ;
                    labels[j].cost = costJ;
                } else {
                    set(i, labels[i].box);
                    set(j, labels[j].box);
                }
            }
        }
    }
}

/// The centre of a ship's mark on `planet`'s rim (kMarkerRim from its centre), in the direction
/// nearest `preferred` where it covers no label, tag, other mark or other disc and as few line ends
/// as it can (a line leaving the disc may pass under the mark's outer half).
QPointF placeOnRim(const Board& board, Planet planet, double preferred, const Obstacles& obstacles, int* collisions) {
    const QPointF centre = pointOf(board, planet);
    QPointF best = centre;
    double bestCost = std::numeric_limits<double>::infinity();
    double bestOverlap = 0;
    // On the rim, or a little further onto the disc where the rim is crowded.
    for (const double rim : {kMarkerRim, kMarkerRim - 4}) {
        for (int step = 0; step < 48; ++step) {
            const double angle = step * std::numbers::pi / 24;
            const QPointF at = centre + QPointF(std::cos(angle), std::sin(angle)) * rim;
            const QRectF box = boxAt(at, kMarkerSize, kMarkerSize);
            const double overlap = obstacles.boxCost(box, centre) + (kMapBounds.contains(box) ? 0 : 1e7);
            const double turn = std::abs(std::remainder(angle - preferred, 2 * std::numbers::pi));
            const double cost = overlap + 20 * obstacles.linesUnder(box) + 40 * turn + 5 * (kMarkerRim - rim);
            if (cost < bestCost) {
                bestCost = cost;
                bestOverlap = overlap;
                best = at;
            }
        }
    }
    if (bestOverlap >= kOverlaps) ++*collisions;
    return best;
}

/// How many good spots (clear, unmistakable, on the map) a `size` box has around `planet`: the
/// planets with the least room are labelled first, so a roomier neighbour does not take it.
int roomAround(const Board& board, const PlacedLabel& label, const Obstacles& obstacles) {
    int room = 0;
    forEachSpot(board, label.planet, label.size, label.margin, label.preferred, label.leader,
                [&](const QRectF& box, double preference) {
                    if (preference < kAmbiguous && obstacles.cost(box) == 0) ++room;
                });
    return room;
}

/// The legend's blocks at the map's bottom corners, growing inwards with the legend's text.
std::array<QRectF, 2> legendBlocks(double legendScale) {
    const QSizeF galaxies = QSizeF(280, 115) * legendScale;
    const QSizeF lines = QSizeF(350, 105) * legendScale;
    return {QRectF(QPointF(30, kMapBounds.bottom() - galaxies.height()), galaxies),
            QRectF(QPointF(kMapBounds.right() - lines.width(), kMapBounds.bottom() - lines.height()), lines)};
}

Layout build(const Board& board, const TextSizes& sizes, const PlanetNames& names) {
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
            const auto length = [](const Curve& c) {
                return std::hypot(c.end.x() - c.start.x(), c.end.y() - c.start.y());
            };
            if (nearest == nullptr || length(curve) < length(*nearest)) nearest = &curve;
        }
        if (nearest != nullptr) nearest->label = QStringLiteral("CNOT");
    }

    layout.legend = legendBlocks(sizes.legendScale);
    Obstacles obstacles;
    for (const Curve& curve : layout.curves) obstacles.addCurve(samplesOf(curve));
    for (Planet planet : entanglion::kAllPlanets) obstacles.discs.push_back(pointOf(board, planet));
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
                const double t =
                    curve.entry ? 0.1 + step * 0.025 : 0.5 + (step % 2 == 0 ? 1 : -1) * ((step + 1) / 2) * 0.025;
                if (t > 0.9) break;
                const QPointF centre = along.at(t);
                const QRectF box = labelBox(text, centre, sizes.label).adjusted(-3, -3, 3, 3);
                const double preference =
                    curve.entry ? std::hypot(centre.x() - curve.start.x(), centre.y() - curve.start.y()) / 10 : step;
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
    // The ships ride on their planet's rim, first: Mercurial's mark left, Rubicon's right where they
    // can (only card labels are there before them).
    for (Planet planet : entanglion::kAllPlanets) {
        PlanetLabels& labels = layout.planets[static_cast<std::size_t>(planet)];
        labels.mercurial = placeOnRim(board, planet, kLeft, obstacles, &layout.collisions);
        obstacles.boxes.push_back(boxAt(labels.mercurial, kMarkerSize, kMarkerSize));
        labels.rubicon = placeOnRim(board, planet, kRight, obstacles, &layout.collisions);
        obstacles.boxes.push_back(boxAt(labels.rubicon, kMarkerSize, kMarkerSize));
    }
    // Then the names of every planet, then the tags: a name gets the better spot.
    // Within each kind, the planet with the least room goes first; then badly placed ones are
    // repaired in pairs.
    const std::size_t firstLabel = obstacles.boxes.size();
    std::vector<PlacedLabel> labels;
    std::array<QString, entanglion::kPlanetCount> nameTexts;
    for (Planet planet : entanglion::kAllPlanets) {
        const QString& name = names[static_cast<std::size_t>(planet)];
        nameTexts[static_cast<std::size_t>(planet)] =
            name.isEmpty() ? QString::fromStdString(board.info(planet).display_name) : name;
    }
    // A name that finds no clear, unmistakable spot on one line (a long translation beside the
    // crowded PHI pair) is tried on two lines, half as wide.
    const auto tryTwoLines = [&](PlacedLabel& label) {
        const QString wrapped = twoLines(label.text);
        if (label.cost < kAmbiguous || wrapped == label.text) return;
        PlacedLabel other = label;
        other.text = wrapped;
        const double m = label.margin;
        other.size = nameBox(wrapped, QPointF(), sizes.name).size() + QSizeF(2 * m, 2 * m);
        std::tie(other.box, other.cost) = bestSpot(board, other, obstacles);
        if (other.cost < label.cost) label = other;
    };
    const auto placeAll = [&](auto size, double margin, Direction preferred, QPointF PlanetLabels::*slot, bool leader) {
        std::vector<std::pair<int, PlacedLabel>> order;
        for (Planet planet : entanglion::kAllPlanets) {
            // Components lie only on Entanglion planets.
            if (leader && !board.info(planet).clockwise_position) continue;
            const PlacedLabel label{
                planet,    size(planet) + QSizeF(2 * margin, 2 * margin),
                margin,    -1,
                preferred, leader,
                slot,      slot == &PlanetLabels::name ? nameTexts[static_cast<std::size_t>(planet)] : QString(),
                {},        0};
            order.emplace_back(roomAround(board, label, obstacles), label);
        }
        std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (auto& [room, label] : order) {
            if (slot == &PlanetLabels::name) label.nameSlot = static_cast<int>(obstacles.names.size());
            std::tie(label.box, label.cost) = bestSpot(board, label, obstacles);
            if (label.nameSlot >= 0) tryTwoLines(label);
            obstacles.boxes.push_back(label.box);
            if (label.nameSlot >= 0) obstacles.names.push_back(label.box.adjusted(margin, margin, -margin, -margin));
            labels.push_back(label);
        }
    };
    placeAll(
        [&](Planet planet) {
            return nameBox(nameTexts[static_cast<std::size_t>(planet)], QPointF(), sizes.name).size();
        },
        kLabelMargin, {kUp, kDown}, &PlanetLabels::name, false);
    // A tag has its leader line to say whose it is; a name only its place.
    placeAll([&](Planet) { return QSizeF(sizes.chipWidth, sizes.chipHeight); }, kLabelMargin, {kDown, kUp},
             &PlanetLabels::chip, true);
    repairPlacements(board, labels, firstLabel, obstacles);
    for (const PlacedLabel& label : labels) {
        layout.planets[static_cast<std::size_t>(label.planet)].*label.slot = label.box.center();
        if (label.nameSlot >= 0) layout.planets[static_cast<std::size_t>(label.planet)].nameText = label.text;
        if (label.cost >= kOverlaps) ++layout.collisions;
    }
    return layout;
}

}  // namespace

QPointF Curve::at(double t) const {
    const double u = 1 - t;
    return u * u * start + 2 * u * t * control + t * t * end;
}

double snapTextScale(double wanted) {
    for (double candidate : kTextScales) {
        if (candidate >= wanted - 1e-9) return candidate;
    }
    return kTextScales.back();
}

TextSizes textSizes(double textScale) {
    TextSizes sizes;
    const double s = snapTextScale(textScale);
    // Font sizes round down, so a text is never larger than the box scaled for it.
    const auto font = [](double size) { return static_cast<int>(std::floor(size + 1e-9)); };
    sizes.scale = s;
    sizes.name = font(18 * s);
    sizes.label = font(17 * s);
    // A tag is one line (the component's short name) as large as the names, so it reads from the
    // back of the room wherever the names do (12 px on a 1024x768 projector); it grows with the names
    // (a zoomed map's tags are never smaller than at 100%). The legend, whose blocks fill the bottom
    // corners, grows no further than the base size.
    sizes.chip = font(18 * s);
    sizes.chipTextWidth = kChipTextEms * sizes.chip;
    sizes.chipWidth = sizes.chipTextWidth + 10;
    sizes.chipHeight = std::ceil(kChipLineHeight * sizes.chip) + 4;
    sizes.legendScale = std::min(s, 1.0);
    sizes.legendGalaxy = font(26 * sizes.legendScale);
    sizes.legendLine = font(20 * sizes.legendScale);
    return sizes;
}

Layout layoutOf(const Board& board, double textScale, const PlanetNames& names) {
    const TextSizes sizes = textSizes(textScale);
    if (&board != &Board::published()) return build(board, sizes, names);
    // Each step is computed once per set of names (a language), when it is first used: a start
    // needs one. Thread-safe; the few languages keep the cache small.
    static std::mutex mutex;
    static std::map<std::pair<double, QStringList>, Layout> published;
    const std::pair<double, QStringList> key{sizes.scale, QStringList(names.begin(), names.end())};
    const std::lock_guard lock(mutex);
    const auto found = published.find(key);
    if (found != published.end()) return found->second;
    return published.emplace(key, build(board, sizes, names)).first->second;
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
/// A text of several lines ('\n') is as wide as its widest line.
QSizeF textSize(const QString& text, QFont (*font)(int), int pixelSize) {
    const QStringList lines = text.split(u'\n');
    const bool gui = qobject_cast<QGuiApplication*>(QCoreApplication::instance()) != nullptr;
    const std::optional<QFontMetricsF> metrics =
        gui ? std::optional<QFontMetricsF>(QFontMetricsF(font(pixelSize))) : std::nullopt;
    double width = 0;
    for (const QString& line : lines)
        width = std::max(width, metrics ? metrics->horizontalAdvance(line) : line.size() * pixelSize * 0.68);
    const double lineHeight = metrics ? metrics->height() : pixelSize * 1.2;
    return {width, lineHeight * static_cast<double>(lines.size())};
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

QString twoLines(const QString& name) {
    int best = -1;
    for (int i = 0; i < name.size(); ++i) {
        if (name[i] == u' ' && (best < 0 || std::abs(2 * i - name.size()) < std::abs(2 * best - name.size()))) best = i;
    }
    if (best < 0) return name;
    QString wrapped = name;
    wrapped[best] = u'\n';
    return wrapped;
}

QRectF chipBox(const QString& text, QPointF centre, const TextSizes& sizes) {
    double width = text.size() * sizes.chip * 0.6;
    if (qobject_cast<QGuiApplication*>(QCoreApplication::instance()) != nullptr) {
        QFont font = QGuiApplication::font();
        font.setPixelSize(sizes.chip);
        width = QFontMetricsF(font).horizontalAdvance(text);
    }
    return boxAt(centre, std::min(width, sizes.chipTextWidth) + 10, sizes.chipHeight);
}

QLineF leaderLine(QPointF planet, const QRectF& tag) {
    const QPointF nearest(std::clamp(planet.x(), tag.left(), tag.right()),
                          std::clamp(planet.y(), tag.top(), tag.bottom()));
    const QPointF towards = nearest - planet;
    const double length = std::hypot(towards.x(), towards.y());
    if (length <= kDiscRadius) return {nearest, nearest};
    return {planet + towards * (kDiscRadius / length), nearest};
}

}  // namespace mapLayout
