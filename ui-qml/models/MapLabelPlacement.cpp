#include "ui-qml/models/MapLabelPlacement.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <optional>
#include <tuple>

using entanglion::Board;
using entanglion::Planet;

namespace mapLayout {
namespace {

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
                    if (!boxHolds(box, sample.at)) continue;
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
            if (boxesOverlap(box.adjusted(-kNamesApart, -kNamesApart, kNamesApart, kNamesApart), other))
                cost += kOverlaps;
        }
        return cost;
    }
    /// How badly `box` covers a label, tag, mark or disc (but the disc centred on `ownDisc`).
    double boxCost(const QRectF& box, std::optional<QPointF> ownDisc = std::nullopt) const {
        double cost = 0;
        for (const QRectF& other : boxes) {
            if (boxesOverlap(box, other)) {
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

/// The drawn part of the map (MapModel::mapWidth x mapHeight): a label must stay inside.
const QRectF kMapBounds(0, 0, 960, 1000);

/// How many other planets a label in `box` could be read as belonging to (see kClearlyNearer):
/// OMEGA TWO's name between the pair, next to OMEGA THREE's, is such a spot; 0 for an
/// unmistakable one.
int ambiguousNeighbours(const Board& board, Planet own, const QRectF& placed, double margin, double clearlyNearer) {
    // Spots are placed with a margin around the label itself.
    const QRectF box = placed.adjusted(margin, margin, -margin, -margin);
    const QPointF centre = box.center();
    const QPointF mine = mapPoint(board, own);
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
        const QPointF there = mapPoint(board, other);
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
    const QLineF leader = leaderLine(mapPoint(board, planet), box);
    double cost = 0;
    for (int i = 1; i < 12; ++i) {
        const QPointF p = leader.pointAt(i / 12.0);
        for (Planet other : entanglion::kAllPlanets) {
            const QPointF there = mapPoint(board, other);
            if (other != planet && std::hypot(p.x() - there.x(), p.y() - there.y()) < kDiscRadius + 4) cost += kCovers;
        }
        for (const QRectF& other : obstacles.boxes) {
            if (boxHolds(other, p) && !boxHolds(other, mapPoint(board, planet))) cost += kCovers;
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
        const QRectF box = boxAround(QPointF(dx, dy) * middle, size.width(), size.height());
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
    const QPointF centre = mapPoint(board, planet);
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
            const QRectF box = boxAround(centre + QPointF(dx, dy) * reach, size.width(), size.height());
            double preference = 40 * preferred.turn(angle) + 20 * ring;
            if (!boxHolds(kMapBounds, box)) preference += 1e7;
            preference += kAmbiguous *
                          ambiguousNeighbours(board, planet, box, margin, leader ? kNearerWithLeader : kClearlyNearer);
            visit(box, preference);
        }
    }
}

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
    const QPointF centre = mapPoint(board, planet);
    QPointF best = centre;
    double bestCost = std::numeric_limits<double>::infinity();
    double bestOverlap = 0;
    // On the rim, or a little further onto the disc where the rim is crowded.
    for (const double rim : {kMarkerRim, kMarkerRim - 4}) {
        for (int step = 0; step < 48; ++step) {
            const double angle = step * std::numbers::pi / 24;
            const QPointF at = centre + QPointF(std::cos(angle), std::sin(angle)) * rim;
            const QRectF box = boxAround(at, kMarkerSize, kMarkerSize);
            const double overlap = obstacles.boxCost(box, centre) + (boxHolds(kMapBounds, box) ? 0 : 1e7);
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

constexpr double kUp = -std::numbers::pi / 2;
constexpr double kDown = std::numbers::pi / 2;
constexpr double kLeft = std::numbers::pi;
constexpr double kRight = 0;

/// One layout's placement: what is placed so far (the obstacles) and the steps, in their order.
class LabelPlacer {
public:
    LabelPlacer(const Board& board, Layout& layout) : board_(board), layout_(layout) {
        layout_.legend = legendBlocks(layout_.sizes.legendScale);
        for (const Curve& curve : layout_.curves) obstacles_.addCurve(lineSamples(curve));
        for (Planet planet : entanglion::kAllPlanets) obstacles_.discs.push_back(mapPoint(board_, planet));
        for (const QRectF& block : layout_.legend) obstacles_.boxes.push_back(block);
    }

    /// Card labels first: each slides along its own line to a spot clear of other lines and labels.
    void placeCardLabels() {
        for (std::size_t c = 0; c < layout_.curves.size(); ++c) {
            if (!layout_.curves[c].label.isEmpty()) placeCardLabel(c);
        }
    }

    /// The ships ride on their planet's rim, next: Mercurial's mark left, Rubicon's right where they
    /// can (only card labels are there before them).
    void placeShipMarks() {
        for (Planet planet : entanglion::kAllPlanets) {
            PlanetLabels& labels = layout_.planets[static_cast<std::size_t>(planet)];
            labels.mercurial = placeOnRim(board_, planet, kLeft, obstacles_, &layout_.collisions);
            obstacles_.boxes.push_back(boxAround(labels.mercurial, kMarkerSize, kMarkerSize));
            labels.rubicon = placeOnRim(board_, planet, kRight, obstacles_, &layout_.collisions);
            obstacles_.boxes.push_back(boxAround(labels.rubicon, kMarkerSize, kMarkerSize));
        }
    }

    /// Then the names of every planet, then the tags: a name gets the better spot. Within each
    /// kind, the planet with the least room goes first; then badly placed ones are repaired in pairs.
    void placeNamesAndTags(const PlanetNames& names) {
        const std::size_t firstLabel = obstacles_.boxes.size();
        for (Planet planet : entanglion::kAllPlanets) {
            const QString& name = names[static_cast<std::size_t>(planet)];
            nameTexts_[static_cast<std::size_t>(planet)] =
                name.isEmpty() ? QString::fromStdString(board_.info(planet).display_name) : name;
        }
        const TextSizes& sizes = layout_.sizes;
        placeAround(
            [&](Planet planet) {
                return nameBox(nameTexts_[static_cast<std::size_t>(planet)], QPointF(), sizes.name).size();
            },
            kLabelMargin, {kUp, kDown}, &PlanetLabels::name, false);
        // A tag has its leader line to say whose it is; a name only its place.
        placeAround([&](Planet) { return QSizeF(sizes.chipWidth, sizes.chipHeight); }, kLabelMargin, {kDown, kUp},
                    &PlanetLabels::chip, true);
        repairPlacements(board_, labels_, firstLabel, obstacles_);
        for (const PlacedLabel& label : labels_) {
            layout_.planets[static_cast<std::size_t>(label.planet)].*label.slot = label.box.center();
            if (label.nameSlot >= 0) layout_.planets[static_cast<std::size_t>(label.planet)].nameText = label.text;
            if (label.cost >= kOverlaps) ++layout_.collisions;
        }
    }

private:
    /// A card label's spot on its curve. A "CNOT ▸" label may sit anywhere on its planet's grey row
    /// (all entry lines from that planet run along it), preferably near the planet.
    void placeCardLabel(std::size_t c) {
        Curve& curve = layout_.curves[c];
        const QString text = curve.label + (curve.entry ? QStringLiteral(" ▸") : QString());
        std::vector<int> own{static_cast<int>(c)};
        for (std::size_t other = 0; other < layout_.curves.size(); ++other) {
            if (curve.entry && layout_.curves[other].entry && layout_.curves[other].from == curve.from) {
                own.push_back(static_cast<int>(other));
            }
        }
        QRectF best;
        double bestCost = std::numeric_limits<double>::infinity();
        for (int line : own) {
            const Curve& along = layout_.curves[static_cast<std::size_t>(line)];
            for (int step = 0; step <= 32; ++step) {
                const double t =
                    curve.entry ? 0.1 + step * 0.025 : 0.5 + (step % 2 == 0 ? 1 : -1) * ((step + 1) / 2) * 0.025;
                if (t > 0.9) break;
                const QPointF centre = along.at(t);
                const QRectF box = labelBox(text, centre, layout_.sizes.label).adjusted(-3, -3, 3, 3);
                const double preference =
                    curve.entry ? std::hypot(centre.x() - curve.start.x(), centre.y() - curve.start.y()) / 10 : step;
                const double cost = obstacles_.cost(box, own) + preference + (boxHolds(kMapBounds, box) ? 0 : 1e7);
                if (cost < bestCost) {
                    bestCost = cost;
                    best = box;
                    curve.labelCentre = centre;
                }
            }
        }
        if (bestCost >= kOverlaps) ++layout_.collisions;
        obstacles_.boxes.push_back(best);
    }

    /// A name that finds no clear, unmistakable spot on one line (a long translation beside the
    /// crowded PHI pair) is tried on two lines, half as wide.
    void tryTwoLines(PlacedLabel& label) const {
        const QString wrapped = twoLines(label.text);
        if (label.cost < kAmbiguous || wrapped == label.text) return;
        PlacedLabel other = label;
        other.text = wrapped;
        const double m = label.margin;
        other.size = nameBox(wrapped, QPointF(), layout_.sizes.name).size() + QSizeF(2 * m, 2 * m);
        std::tie(other.box, other.cost) = bestSpot(board_, other, obstacles_);
        if (other.cost < label.cost) label = other;
    }

    /// Places one kind of label (`slot`: the names or the tags) of every planet that has one, of
    /// `size(planet)` plus `margin` on each side, the planet with the least room first.
    template <typename Size>
    void placeAround(Size size, double margin, Direction preferred, QPointF PlanetLabels::*slot, bool leader) {
        std::vector<std::pair<int, PlacedLabel>> order;
        for (Planet planet : entanglion::kAllPlanets) {
            // Components lie only on Entanglion planets.
            if (leader && !board_.info(planet).clockwise_position) continue;
            const PlacedLabel label{
                planet,    size(planet) + QSizeF(2 * margin, 2 * margin),
                margin,    -1,
                preferred, leader,
                slot,      slot == &PlanetLabels::name ? nameTexts_[static_cast<std::size_t>(planet)] : QString(),
                {},        0};
            order.emplace_back(roomAround(board_, label, obstacles_), label);
        }
        std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        for (auto& [room, label] : order) {
            if (slot == &PlanetLabels::name) label.nameSlot = static_cast<int>(obstacles_.names.size());
            std::tie(label.box, label.cost) = bestSpot(board_, label, obstacles_);
            if (label.nameSlot >= 0) tryTwoLines(label);
            obstacles_.boxes.push_back(label.box);
            if (label.nameSlot >= 0) obstacles_.names.push_back(label.box.adjusted(margin, margin, -margin, -margin));
            labels_.push_back(label);
        }
    }

    const Board& board_;
    Layout& layout_;
    Obstacles obstacles_;
    std::vector<PlacedLabel> labels_;
    std::array<QString, entanglion::kPlanetCount> nameTexts_;
};

}  // namespace

void placeLabels(const Board& board, const PlanetNames& names, Layout& layout) {
    LabelPlacer placer(board, layout);
    placer.placeCardLabels();
    placer.placeShipMarks();
    placer.placeNamesAndTags(names);
}

}  // namespace mapLayout
