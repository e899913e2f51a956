#include "ui-qml/models/MapLayout.h"

#include <QStringList>
#include <algorithm>
#include <cmath>
#include <future>
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

namespace {

using LayoutKey = std::pair<double, QStringList>;

/// The published board's layouts: each step for each set of names (a language) computed once,
/// when first asked for (by the app's start-up thread, prepareLayouts, or the map). Thread-safe: a
/// second asker of a layout being computed waits for it; other layouts are computed meanwhile.
std::shared_future<Layout> publishedLayout(const TextSizes& sizes, const PlanetNames& names) {
    static std::mutex mutex;
    static std::map<LayoutKey, std::shared_future<Layout>> published;
    LayoutKey key{sizes.scale, QStringList(names.begin(), names.end())};
    std::promise<Layout> promise;
    const std::shared_future<Layout> result = promise.get_future().share();
    {
        const std::lock_guard lock(mutex);
        const auto found = published.find(key);
        if (found != published.end()) return found->second;
        published.emplace(std::move(key), result);
    }
    try {
        promise.set_value(build(Board::published(), sizes, names));
    } catch (...) {
        promise.set_exception(std::current_exception());
    }
    return result;
}

}  // namespace

Layout layoutOf(const Board& board, double textScale, const PlanetNames& names) {
    const TextSizes sizes = textSizes(textScale);
    if (&board != &Board::published()) return build(board, sizes, names);
    return publishedLayout(sizes, names).get();
}

std::future<void> prepareLayouts(const PlanetNames& names) {
    return std::async(std::launch::async, [names] {
        // The step a start first lays out for (before the window's size is known), then the others
        // from the largest, which most windows snap to.
        layoutOf(Board::published(), 1.0, names);
        for (auto step = kTextScales.rbegin(); step != kTextScales.rend(); ++step) {
            layoutOf(Board::published(), *step, names);
        }
    });
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
