#pragma once
/// The box tests the label placement makes hundreds of thousands of times at start-up (every spot
/// of every label against every line sample and box), inline: QRectF's own are out-of-line calls,
/// and were a fifth of the app's start-up time. Each gives exactly QRectF's answer for boxes of
/// non-negative size, which is all the placement makes (map_layout_test compares them).

#include <QPointF>
#include <QRectF>
#include <algorithm>
#include <cmath>

#include "ui-qml/models/MapCurves.h"

namespace mapLayout {

/// QRectF::contains(QPointF): the edges count; a box of no width or height holds nothing.
inline bool boxHolds(const QRectF& box, QPointF point) {
    return box.width() > 0 && box.height() > 0 && point.x() >= box.left() && point.x() <= box.right() &&
           point.y() >= box.top() && point.y() <= box.bottom();
}

/// QRectF::contains(QRectF): `inner` inside `outer`, edges included; boxes of no width or height hold nothing.
inline bool boxHolds(const QRectF& outer, const QRectF& inner) {
    return outer.width() > 0 && outer.height() > 0 && inner.width() > 0 && inner.height() > 0 &&
           inner.left() >= outer.left() && inner.right() <= outer.right() && inner.top() >= outer.top() &&
           inner.bottom() <= outer.bottom();
}

/// QRectF::intersects: they share an area (touching edges do not count).
inline bool boxesOverlap(const QRectF& a, const QRectF& b) {
    return a.width() > 0 && a.height() > 0 && b.width() > 0 && b.height() > 0 && a.left() < b.right() &&
           b.left() < a.right() && a.top() < b.bottom() && b.top() < a.bottom();
}

/// The gap between a planet's disc (centred on `disc`) and a box; 0 when they touch or overlap.
inline double gapToDisc(QPointF disc, const QRectF& box) {
    const double dx = std::max({box.left() - disc.x(), 0.0, disc.x() - box.right()});
    const double dy = std::max({box.top() - disc.y(), 0.0, disc.y() - box.bottom()});
    return std::max(0.0, std::sqrt(dx * dx + dy * dy) - kDiscRadius);
}

}  // namespace mapLayout
