#include "ui-qml/models/MapLayout.h"

#include <QStringList>
#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>

#include "ui-qml/models/MapLabelPlacement.h"

using entanglion::Board;

namespace mapLayout {
namespace {

Layout build(const Board& board, const TextSizes& sizes, const PlanetNames& names) {
    Layout layout;
    layout.sizes = sizes;
    Curves lines = curvesOf(board);
    layout.curves = std::move(lines.curves);
    layout.printedPaths = lines.printedPaths;
    placeLabels(board, names, layout);
    return layout;
}

}  // namespace

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

QLineF leaderLine(QPointF planet, const QRectF& tag) {
    const QPointF nearest(std::clamp(planet.x(), tag.left(), tag.right()),
                          std::clamp(planet.y(), tag.top(), tag.bottom()));
    const QPointF towards = nearest - planet;
    const double length = std::hypot(towards.x(), towards.y());
    if (length <= kDiscRadius) return {nearest, nearest};
    return {planet + towards * (kDiscRadius / length), nearest};
}

}  // namespace mapLayout
