// The map's label placement (ui-qml/models/MapLayout) at every text step, in map units, with the
// app's real fonts: each planet's name, component tag and ship-marker spots sit by their own planet
// and unmistakably so (clearly nearer their own disc than any other, so OMEGA TWO's and OMEGA
// THREE's names cannot stack between the pair), and every tag's leader line reaches its disc
// without crossing another disc, name or tag. tests/ui/layout_test.cpp checks the drawn items in
// the real window at every size and zoom.
#include <QGuiApplication>
#include <QLineF>
#include <QTest>
#include <cmath>
#include <future>
#include <random>

#include "game/board/board.h"
#include "tests/common/qtest_program.h"
#include "ui-qml/models/MapLayout.h"

using entanglion::Board;
using entanglion::Planet;

namespace {

/// How far from its disc a name or ship mark may sit (map units: about one and a half marks), and a tag,
/// which its leader line joins to the disc.
constexpr double kNear = 48;
constexpr double kNearWithLeader = 100;

/// The least gap between two planet names (map units).
constexpr double kNamesApart = 14;

/// The widest component tag (gameText::componentTag, one line): every Entanglion planet gets a tag
/// this large. tests/ui/map_text_test.cpp checks every language's tags in the real window.
const QString kWidestTag = QStringLiteral("⚙ Interconnect");

QPointF centreOf(Planet planet) {
    const entanglion::PlanetInfo& info = Board::published().info(planet);
    return {info.map_x, info.map_y};
}

/// The gap between a planet's disc and a box (0 when they touch or overlap), in map units.
double gap(const QRectF& box, Planet planet) {
    const QPointF c = centreOf(planet);
    const double dx = std::max({box.left() - c.x(), 0.0, c.x() - box.right()});
    const double dy = std::max({box.top() - c.y(), 0.0, c.y() - box.bottom()});
    return std::max(0.0, std::hypot(dx, dy) - mapLayout::kDiscRadius);
}

QString nameOf(Planet planet) { return QString::fromStdString(Board::published().info(planet).display_name); }

/// A box that belongs to `own` must sit close to it (at most `near` units from its disc, touching
/// no other disc) and read as its own: the rule MapLayout promises (kClearlyNearer, or
/// kNearerWithLeader for a tag, and kEdgeNearer*).
QStringList ambiguity(const QString& what, const QRectF& box, Planet own, double near, double clearlyNearer) {
    QStringList problems;
    const double mine = gap(box, own);
    if (mine > near) problems << QStringLiteral("%1 is %2 units from its planet").arg(what).arg(mine, 0, 'f', 1);
    const double ownDistance = QLineF(box.center(), centreOf(own)).length();
    for (Planet other : entanglion::kAllPlanets) {
        if (other == own) continue;
        if (gap(box, other) <= 0) problems << QStringLiteral("%1 touches %2").arg(what, nameOf(other));
        // A tag could only be mistaken for another Entanglion planet's (only they hold components).
        if (clearlyNearer == mapLayout::kNearerWithLeader && !Board::published().info(other).clockwise_position)
            continue;
        const double theirs = QLineF(box.center(), centreOf(other)).length();
        const bool edgeNearer = gap(box, other) >= mapLayout::kEdgeNearerFactor * mine + mapLayout::kEdgeNearerMargin;
        if (ownDistance > clearlyNearer * theirs && !edgeNearer) {
            problems
                << QStringLiteral(
                       "%1 is %2 units from its planet's centre, %3 from %4's; its edge %5 from its disc, %6 from %4's")
                       .arg(what)
                       .arg(ownDistance, 0, 'f', 1)
                       .arg(theirs, 0, 'f', 1)
                       .arg(nameOf(other))
                       .arg(mine, 0, 'f', 1)
                       .arg(gap(box, other), 0, 'f', 1);
        }
    }
    return problems;
}

}  // namespace

class MapLayoutTest : public QObject {
    Q_OBJECT

private slots:
    // The placement's inline box tests (MapGeometry.h) give QRectF's own answers: boxes on a coarse
    // grid, so edges often touch and some boxes have no width or height.
    void inlineBoxTestsAgreeWithQRectF() {
        std::mt19937 random(20261207);
        std::uniform_int_distribution<int> coordinate(0, 12);
        std::uniform_int_distribution<int> extent(0, 6);
        const auto box = [&] { return QRectF(coordinate(random), coordinate(random), extent(random), extent(random)); };
        for (int i = 0; i < 20000; ++i) {
            const QRectF a = box();
            const QRectF b = box();
            const QPointF p(coordinate(random) * 0.5, coordinate(random) * 0.5);
            QCOMPARE(mapLayout::boxHolds(a, p), a.contains(p));
            QCOMPARE(mapLayout::boxHolds(a, b), a.contains(b));
            QCOMPARE(mapLayout::boxesOverlap(a, b), a.intersects(b));
        }
    }

    // The app's start lays out the published board on a thread of its own (prepareLayouts) while
    // the window loads; the map then takes those layouts from the cache. They are the layouts the
    // GUI thread makes itself (a copy of the board is never cached: layoutOf builds it anew).
    void layoutsPreparedOnAnotherThreadAreTheOnesMadeHere() {
        mapLayout::PlanetNames names;
        for (Planet planet : entanglion::kAllPlanets) {
            names[static_cast<std::size_t>(planet)] =
                QStringLiteral("PLANETA %1").arg(QString::fromUtf8(entanglion::planet_id(planet)));
        }
        std::future<void> prepared = mapLayout::prepareLayouts(names);
        prepared.get();
        const Board copy = Board::published();
        for (double step : mapLayout::kTextScales) {
            const mapLayout::Layout cached = mapLayout::layoutOf(Board::published(), step, names);
            const mapLayout::Layout fresh = mapLayout::layoutOf(copy, step, names);
            QCOMPARE(cached.sizes.scale, step);
            QCOMPARE(cached.legend, fresh.legend);
            QCOMPARE(cached.collisions, fresh.collisions);
            for (std::size_t i = 0; i < cached.planets.size(); ++i) {
                QCOMPARE(cached.planets[i].name, fresh.planets[i].name);
                QCOMPARE(cached.planets[i].nameText, fresh.planets[i].nameText);
                QCOMPARE(cached.planets[i].chip, fresh.planets[i].chip);
                QCOMPARE(cached.planets[i].mercurial, fresh.planets[i].mercurial);
                QCOMPARE(cached.planets[i].rubicon, fresh.planets[i].rubicon);
            }
            QCOMPARE(cached.curves.size(), fresh.curves.size());
            for (std::size_t i = 0; i < cached.curves.size(); ++i) {
                QCOMPARE(cached.curves[i].labelCentre, fresh.curves[i].labelCentre);
            }
        }
    }

    // Two threads asking for the same layout at once get one layout, made once.
    void oneLayoutForTwoThreadsAskingAtOnce() {
        mapLayout::PlanetNames names;
        names[0] = QStringLiteral("NULA");
        std::future<mapLayout::Layout> other =
            std::async(std::launch::async, [&names] { return mapLayout::layoutOf(Board::published(), 0.9, names); });
        const mapLayout::Layout here = mapLayout::layoutOf(Board::published(), 0.9, names);
        const mapLayout::Layout there = other.get();
        for (std::size_t i = 0; i < here.planets.size(); ++i) QCOMPARE(here.planets[i].name, there.planets[i].name);
        QCOMPARE(here.planets[0].nameText, QStringLiteral("NULA"));
    }

    void labelsSitUnmistakablyByTheirPlanet_data() {
        QTest::addColumn<double>("step");
        for (double step : mapLayout::kTextScales) QTest::addRow("text step %.2f", step) << step;
    }
    void labelsSitUnmistakablyByTheirPlanet() {
        QFETCH(double, step);
        const mapLayout::Layout layout = mapLayout::layoutOf(Board::published(), step);
        QCOMPARE(layout.sizes.scale, step);
        QCOMPARE(layout.collisions, 0);
        QStringList problems;
        for (Planet planet : entanglion::kAllPlanets) {
            const mapLayout::PlanetLabels& labels = layout.planets[static_cast<std::size_t>(planet)];
            const QString name = nameOf(planet);
            problems << ambiguity(QStringLiteral("the name %1").arg(name),
                                  mapLayout::nameBox(name, labels.name, layout.sizes.name), planet, kNear,
                                  mapLayout::kClearlyNearer);
            const double marker = mapLayout::kMarkerSize;
            problems << ambiguity(QStringLiteral("Mercurial's mark at %1").arg(name),
                                  QRectF(labels.mercurial - QPointF(marker, marker) / 2, QSizeF(marker, marker)),
                                  planet, kNear, mapLayout::kClearlyNearer);
            problems << ambiguity(QStringLiteral("Rubicon's mark at %1").arg(name),
                                  QRectF(labels.rubicon - QPointF(marker, marker) / 2, QSizeF(marker, marker)), planet,
                                  kNear, mapLayout::kClearlyNearer);
            if (!Board::published().info(planet).clockwise_position) continue;
            // The room the layout keeps for the widest tag (the drawn tag is centred in it, and the
            // widest tag fits it).
            const QSizeF room(layout.sizes.chipWidth, layout.sizes.chipHeight);
            const QRectF tag(labels.chip - QPointF(room.width(), room.height()) / 2, room);
            const QRectF drawn = mapLayout::chipBox(kWidestTag, labels.chip, layout.sizes);
            if (!tag.adjusted(-0.5, -0.5, 0.5, 0.5).contains(drawn)) {
                problems << QStringLiteral("the widest tag (%1 x %2) does not fit its room (%3 x %4)")
                                .arg(drawn.width())
                                .arg(drawn.height())
                                .arg(room.width())
                                .arg(room.height());
            }
            problems << ambiguity(QStringLiteral("the tag of %1").arg(name), tag, planet, kNearWithLeader,
                                  mapLayout::kNearerWithLeader);
        }
        // Two names side by side or one above the other keep a word's gap, so they never read as one.
        for (Planet a : entanglion::kAllPlanets) {
            for (Planet b : entanglion::kAllPlanets) {
                if (a >= b) continue;
                const QRectF first =
                    mapLayout::nameBox(nameOf(a), layout.planets[static_cast<std::size_t>(a)].name, layout.sizes.name);
                const QRectF second =
                    mapLayout::nameBox(nameOf(b), layout.planets[static_cast<std::size_t>(b)].name, layout.sizes.name);
                if (first.adjusted(-kNamesApart, -kNamesApart, kNamesApart, kNamesApart).intersects(second)) {
                    problems << QStringLiteral("the names %1 and %2 nearly touch").arg(nameOf(a), nameOf(b));
                }
            }
        }
        for (const QString& problem : problems) qInfo("%s", qPrintable(problem));
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems").arg(problems.size())));
    }

    void everyTagIsJoinedToItsPlanetByALeaderLine_data() { labelsSitUnmistakablyByTheirPlanet_data(); }
    void everyTagIsJoinedToItsPlanetByALeaderLine() {
        QFETCH(double, step);
        const mapLayout::Layout layout = mapLayout::layoutOf(Board::published(), step);
        for (Planet planet : entanglion::kAllPlanets) {
            if (!Board::published().info(planet).clockwise_position) continue;
            const mapLayout::PlanetLabels& labels = layout.planets[static_cast<std::size_t>(planet)];
            const QRectF tag = mapLayout::chipBox(kWidestTag, labels.chip, layout.sizes);
            const QLineF leader = mapLayout::leaderLine(centreOf(planet), tag);
            // From the disc's edge to the tag's edge.
            QVERIFY2(std::abs(QLineF(centreOf(planet), leader.p1()).length() - mapLayout::kDiscRadius) < 0.5,
                     qPrintable(nameOf(planet)));
            QVERIFY2(tag.adjusted(-0.5, -0.5, 0.5, 0.5).contains(leader.p2()), qPrintable(nameOf(planet)));
            // It crosses no other disc and no planet's name.
            for (Planet other : entanglion::kAllPlanets) {
                const mapLayout::PlanetLabels& theirs = layout.planets[static_cast<std::size_t>(other)];
                const QRectF name = mapLayout::nameBox(nameOf(other), theirs.name, layout.sizes.name);
                for (int i = 1; i < 20; ++i) {
                    const QPointF p = leader.pointAt(i / 20.0);
                    if (other != planet) {
                        QVERIFY2(QLineF(p, centreOf(other)).length() > mapLayout::kDiscRadius,
                                 qPrintable(
                                     QStringLiteral("the leader of %1 crosses %2").arg(nameOf(planet), nameOf(other))));
                    }
                    QVERIFY2(
                        !name.contains(p),
                        qPrintable(
                            QStringLiteral("the leader of %1 crosses the name %2").arg(nameOf(planet), nameOf(other))));
                }
            }
        }
    }
};

ENTANGLION_QTEST_MAIN(MapLayoutTest)
#include "map_layout_test.moc"
