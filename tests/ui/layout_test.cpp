// Layout tests on the real main window: the screen from a 1024x768 laptop to a 4K projector at
// presentation zoom 60%-250% (panels inside the window, none overlapping, the map taking the room,
// no text wider than its box); the map's labels (planet names, component tags, card labels, ship
// markers and lines never cover one another, over every planet and path); the card preview never
// hiding its destination; a message banner that does not move the layout; the read-only
// step-through. Screenshots go to <build>/ui-screenshots for people to look at.
#include <QDir>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>
#include <cmath>
#include <memory>
#include <set>

#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/perform.h"
#include "tests/ui/walkthrough.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/models/MapLayout.h"

namespace {

using testing_ui::sceneRect;

QString describe(const QString& name, const QRectF& r) {
    return QStringLiteral("%1 at %2,%3 %4x%5").arg(name).arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

void collect(QQuickItem* root, std::vector<QQuickItem*>& out) {
    if (root == nullptr || !root->isVisible()) return;
    out.push_back(root);
    for (QQuickItem* child : root->childItems()) collect(child, out);
}

bool isText(const QQuickItem* item) {
    return item->metaObject()->indexOfProperty("truncated") >= 0 && item->property("text").isValid();
}

const QStringList kPanels = {QStringLiteral("actionPanel"),       QStringLiteral("shipBoard_MERCURIAL"),
                             QStringLiteral("shipBoard_RUBICON"), QStringLiteral("ketPanel"),
                             QStringLiteral("circuit"),           QStringLiteral("piles"),
                             QStringLiteral("gameLog"),           QStringLiteral("detectionTrack"),
                             QStringLiteral("quantumNote")};

}  // namespace

class LayoutTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    testing_ui::MainWindowFixture m_app;

    bool setZoom(double value) { return testing_ui::setZoom(m_app.window(), value); }

    /// The main window at `size` and `zoom`, playing the walkthrough after `turns` turns (a live
    /// game: Mercurial holds a component, Rubicon Heisenberg after four).
    bool open(QSize size, double zoom, int turns = 4) {
        GameController& controller = m_app.start();
        if (!testing_ui::playWalkthrough(controller, m_dir.filePath(QStringLiteral("w%1.json").arg(turns)), turns))
            return false;
        return m_app.open(size, zoom);
    }

    QQuickItem* item(const QString& name) const { return m_app.item(name); }

    void closeWindow() { m_app.close(); }

    /// Every visible text on the game screen (outside the map, whose text is laid out in map
    /// units and checked by mapLabelsNeverCoverOneAnother) fits its box: nothing elided or cut, no
    /// text wider than its own width, and each text inside its panel.
    void checkTexts(const QString& where) {
        std::vector<QQuickItem*> items;
        collect(item(QStringLiteral("gameScreen")), items);
        collect(item(QStringLiteral("toolbar")), items);
        QQuickItem* map = item(QStringLiteral("galaxyMap"));
        int checked = 0;
        for (QQuickItem* text : items) {
            if (!isText(text) || text->property("text").toString().isEmpty() || text->opacity() == 0) continue;
            bool inMap = false;
            QQuickItem* panel = nullptr;
            for (QQuickItem* up = text->parentItem(); up != nullptr; up = up->parentItem()) {
                if (up == map) inMap = true;
                if (panel == nullptr && kPanels.contains(up->objectName())) panel = up;
            }
            if (inMap) continue;
            ++checked;
            const QString name = where + QStringLiteral(": \"") + text->property("text").toString().left(40) + u'"';
            QVERIFY2(!text->property("truncated").toBool(), qPrintable(name + QStringLiteral(" is cut")));
            const double contentWidth = text->property("contentWidth").toDouble();
            QVERIFY2(contentWidth <= text->width() + 1.5,
                     qPrintable(name +
                                QStringLiteral(" is %1 px wide in a %2 px box").arg(contentWidth).arg(text->width())));
            if (panel != nullptr) {
                const QRectF box = sceneRect(text);
                const QRectF panelBox = sceneRect(panel);
                QVERIFY2(box.left() >= panelBox.left() - 1 && box.right() <= panelBox.right() + 1,
                         qPrintable(describe(name, box) + QStringLiteral(" sticks out of ") +
                                    describe(panel->objectName(), panelBox)));
            }
        }
        QVERIFY2(checked > 40, qPrintable(where + QStringLiteral(": only %1 texts").arg(checked)));
    }

    /// The toolbar: every button and label of its row lies inside the window, none overlaps
    /// another, and no button is squeezed below the width its text needs.
    void checkToolbar(const QString& where, QSize size) {
        QQuickItem* toolbar = item(QStringLiteral("toolbar"));
        QVERIFY(toolbar != nullptr);
        std::vector<QQuickItem*> items;
        collect(toolbar, items);
        QQuickItem* row = nullptr;
        for (QQuickItem* it : items) {
            if (it->inherits("QQuickRowLayout")) row = it;
        }
        QVERIFY2(row != nullptr, "the toolbar's row");
        const QRectF window(0, 0, size.width() + 0.5, size.height() + 0.5);
        std::vector<std::pair<QString, QRectF>> placed;
        for (QQuickItem* child : row->childItems()) {
            if (!child->isVisible() || child->width() <= 0 || child->opacity() == 0) continue;
            const QRectF rect = sceneRect(child);
            const QString name =
                where + QStringLiteral(": toolbar ") +
                (child->objectName().isEmpty() ? child->property("text").toString() : child->objectName());
            QVERIFY2(window.contains(rect), qPrintable(describe(name, rect) + QStringLiteral(" leaves the window")));
            if (child->inherits("QQuickAbstractButton")) {
                QVERIFY2(child->implicitWidth() <= child->width() + 0.5,
                         qPrintable(describe(name, rect) + QStringLiteral(" needs %1 px").arg(child->implicitWidth())));
            }
            for (const auto& [other, otherRect] : placed) {
                QVERIFY2(!rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(otherRect),
                         qPrintable(describe(name, rect) + QStringLiteral(" overlaps ") + describe(other, otherRect)));
            }
            placed.emplace_back(name, rect);
        }
        QVERIFY2(placed.size() >= 4, qPrintable(where + QStringLiteral(": only %1 toolbar items").arg(placed.size())));
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        mainWindow::useAppStyle();
    }
    void cleanup() { closeWindow(); }

    void screenFitsFromLaptopToProjector_data() {
        testing_ui::addRoomSizeRows();
        QTest::newRow("1024x768 at 60%") << QSize(1024, 768) << 0.6;
        QTest::newRow("1366x768 at 200%") << QSize(1366, 768) << 2.0;
        // The largest zoom on every window, down to the smallest laptop.
        QTest::newRow("1024x768 at 250%") << QSize(1024, 768) << 2.5;
        QTest::newRow("1366x768 at 250%") << QSize(1366, 768) << 2.5;
        QTest::newRow("1920x1080 at 250%") << QSize(1920, 1080) << 2.5;
        QTest::newRow("3840x2160 at 250%") << QSize(3840, 2160) << 2.5;
    }
    void screenFitsFromLaptopToProjector() {
        QFETCH(QSize, size);
        QFETCH(double, zoom);
        QVERIFY(open(size, zoom));
        const QImage image = m_app.window()->grabWindow();
        image.save(testing_ui::screenshotPath(
            QStringLiteral("game-%1x%2-%3.png").arg(size.width()).arg(size.height()).arg(std::lround(zoom * 100))));
        const QString where = QString::fromUtf8(QTest::currentDataTag());

        // Docked: the map and the side area lie inside the window, side by side; the detection
        // track heads the side area. Folded (the panels would shrink the map): the map and the
        // stage side by side, and the panels in a drawer that F10 opens over the right side.
        const QRectF window(0, 0, size.width() + 0.5, size.height() + 0.5);
        QQuickItem* map = item(QStringLiteral("galaxyMap"));
        QQuickItem* side = item(QStringLiteral("sideArea"));
        QQuickItem* track = item(QStringLiteral("detectionTrack"));
        QVERIFY(map && side && track);
        const bool compact = item(QStringLiteral("gameScreen"))->property("compact").toBool();
        if (compact) {
            QQuickItem* stage = item(QStringLiteral("stagePanel"));
            QVERIFY(stage != nullptr && stage->isVisible() && !side->isVisible());
            QVERIFY2(window.contains(sceneRect(stage)),
                     qPrintable(describe(QStringLiteral("stage"), sceneRect(stage))));
            QVERIFY(!sceneRect(map).intersects(sceneRect(stage)));
            QTest::keyClick(m_app.window(), Qt::Key_F10);
            QTRY_VERIFY(side->isVisible());
            m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("game-%1x%2-%3-panels.png")
                                                                             .arg(size.width())
                                                                             .arg(size.height())
                                                                             .arg(std::lround(zoom * 100))));
        }
        for (QQuickItem* part : {map, side, track}) {
            QVERIFY2(window.contains(sceneRect(part)), qPrintable(describe(part->objectName(), sceneRect(part))));
        }
        if (!compact) {
            QVERIFY(!sceneRect(map).intersects(sceneRect(side)));
            QVERIFY(!sceneRect(map).intersects(sceneRect(track)));
        }
        // The map takes the room: at least 35% of the width, drawn to fill its box one way.
        const double mapScale = map->property("mapScale").toDouble();
        QVERIFY2(map->width() >= 0.35 * size.width() - 20, qPrintable(describe(QStringLiteral("map"), sceneRect(map))));
        const double drawnWidth = 960 * mapScale;
        const double drawnHeight = 1000 * mapScale;
        QVERIFY(std::abs(drawnWidth - map->width()) < 1 || std::abs(drawnHeight - map->height()) < 1);

        // The panels of the side area: none overlaps another, each as wide as its column allows
        // and inside the side area's width (the side area scrolls when they are taller).
        const QRectF sideBox = sceneRect(side);
        std::vector<std::pair<QString, QRectF>> placed;
        for (const QString& name : kPanels) {
            QQuickItem* panel = item(name);
            QVERIFY2(panel != nullptr, qPrintable(name));
            if (!panel->isVisible()) continue;
            const QRectF rect = sceneRect(panel);
            QVERIFY2(rect.left() >= sideBox.left() - 0.5 && rect.right() <= sideBox.right() + 0.5,
                     qPrintable(describe(name, rect) + QStringLiteral(" outside ") +
                                describe(QStringLiteral("side"), sideBox)));
            QVERIFY2(rect.width() > 100 && rect.height() > 15, qPrintable(describe(name, rect)));
            for (const auto& [other, otherRect] : placed) {
                QVERIFY2(!rect.adjusted(1, 1, -1, -1).intersects(otherRect),
                         qPrintable(describe(name, rect) + QStringLiteral(" overlaps ") + describe(other, otherRect)));
            }
            placed.emplace_back(name, rect);
        }
        // Each hand fits its board.
        for (const QString& ship : {QStringLiteral("MERCURIAL"), QStringLiteral("RUBICON")}) {
            const QRectF board = sceneRect(item(QStringLiteral("shipBoard_") + ship));
            for (const QString& card :
                 {QStringLiteral("card_%1_engine_2").arg(ship), QStringLiteral("card_%1_event_0").arg(ship)}) {
                if (QQuickItem* cardItem = item(card)) {
                    QVERIFY2(board.contains(sceneRect(cardItem)), qPrintable(describe(card, sceneRect(cardItem))));
                }
            }
        }
        // Every cell of the detection track is wide enough for its number (a long title once
        // squeezed them until the numbers ran into one another).
        for (int position = 0; position < 12; ++position) {
            QQuickItem* cell = item(QStringLiteral("trackCell%1").arg(position));
            QVERIFY2(cell != nullptr, qPrintable(QStringLiteral("trackCell%1").arg(position)));
            QQuickItem* number = cell->findChild<QQuickItem*>(QStringLiteral("trackCellText"));
            QVERIFY(number != nullptr);
            QVERIFY2(cell->width() >= number->implicitWidth(),
                     qPrintable(QStringLiteral("%1: track cell %2 is %3 px for a %4 px number")
                                    .arg(where)
                                    .arg(position)
                                    .arg(cell->width())
                                    .arg(number->implicitWidth())));
        }
        checkTexts(where);
        checkToolbar(where, size);
    }

    void toolbarButtonsMoveIntoAMenuWhenTheRowIsTooWide() {
        // 1366x768 at 100%: every button in the row, no menu.
        QVERIFY(open(QSize(1366, 768), 1.0));
        QVERIFY(item(QStringLiteral("rulesButton"))->isVisible());
        QVERIFY(!item(QStringLiteral("toolbarMenuButton"))->isVisible());
        closeWindow();
        // 1024x768 at 250%: the page and file buttons wait in the ☰ menu, and still work there.
        QVERIFY(open(QSize(1024, 768), 2.5));
        QVERIFY(!item(QStringLiteral("rulesButton"))->isVisible());
        QQuickItem* menuButton = item(QStringLiteral("toolbarMenuButton"));
        QVERIFY(menuButton != nullptr && menuButton->isVisible());
        testing_ui::clickCentre(m_app.window(), menuButton);
        QQuickItem* rules = nullptr;
        QTRY_VERIFY((rules = item(QStringLiteral("menu_rulesButton"))) != nullptr && rules->isVisible());
        QCOMPARE(rules->property("text").toString(), item(QStringLiteral("rulesButton"))->property("text").toString());
        QTRY_VERIFY(rules->property("width").toDouble() > 0);
        testing_ui::clickCentre(m_app.window(), rules);
        // The Rules page is the one shown.
        QTRY_VERIFY(item(QStringLiteral("rulesPage")) != nullptr && item(QStringLiteral("rulesPage"))->isVisible());
    }

    void oneColumnSideAreaScrollsWithTheWheelAndPageKeys() {
        // 1366x768 at 200%: one column beside the map, the live state below the fold.
        QVERIFY(open(QSize(1366, 768), 2.0));
        QVERIFY(!item(QStringLiteral("gameScreen"))->property("compact").toBool());
        QQuickItem* side = item(QStringLiteral("sideArea"));
        auto* view = side->property("contentItem").value<QQuickItem*>();
        QVERIFY(view != nullptr && view->inherits("QQuickFlickable"));
        QVERIFY(view->property("contentHeight").toDouble() > view->height());
        QQuickItem* ketPanel = item(QStringLiteral("ketPanel"));
        const auto ketInView = [&] {
            const QRectF panel = sceneRect(ketPanel);
            return panel.top() < sceneRect(side).bottom() && panel.bottom() > sceneRect(side).top();
        };
        QVERIFY(!ketInView());
        // The wheel, over the side area.
        const QPointF over = sceneRect(side).center();
        QWheelEvent wheel(over, m_app.window()->mapToGlobal(over), QPoint(), QPoint(0, -120 * 3), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(m_app.window(), &wheel);
        QTRY_VERIFY(view->property("contentY").toDouble() > 0);
        // Page Down reaches the live state; Page Up goes back to the top.
        for (int page = 0; page < 5 && !ketInView(); ++page) QTest::keyClick(m_app.window(), Qt::Key_PageDown);
        QVERIFY2(ketInView(), qPrintable(describe(QStringLiteral("ketPanel"), sceneRect(ketPanel))));
        for (int page = 0; page < 10; ++page) QTest::keyClick(m_app.window(), Qt::Key_PageUp);
        QCOMPARE(view->property("contentY").toDouble(), 0.0);
    }

    void mapKeepsItsSizeWhenZoomingIn() {
        // Ctrl++ makes the text and panels larger; the map keeps (nearly) its size instead of
        // shrinking (it used to lose half its width at 160%).
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            QVERIFY(open(size, 1.0));
            const double normal = item(QStringLiteral("galaxyMap"))->property("mapScale").toDouble();
            QVERIFY(setZoom(1.6));
            QTest::qWait(50);
            const double zoomed = item(QStringLiteral("galaxyMap"))->property("mapScale").toDouble();
            QVERIFY2(zoomed >= 0.9 * normal, qPrintable(QStringLiteral("%1 -> %2").arg(normal).arg(zoomed)));
            closeWindow();
        }
    }

    void mapLabelsNeverCoverOneAnother_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("zoom");
        QTest::addColumn<double>("step");  ///< the map's text step: the window's own, or forced
        // Every room size at every zoom the room uses, and the extremes.
        for (const QSize size : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
            for (const double zoom : {1.0, 1.6, 2.0}) {
                QTest::addRow("%dx%d at %d%%", size.width(), size.height(), qRound(zoom * 100)) << size << zoom << 0.0;
            }
        }
        QTest::newRow("1366x768 at 250%") << QSize(1366, 768) << 2.5 << 0.0;
        QTest::newRow("1920x1080 at 60%") << QSize(1920, 1080) << 0.6 << 0.0;
        // Every step MapLayout offers, whichever window picks it.
        for (double step : mapLayout::kTextScales) {
            QTest::addRow("1366x768, text step %.2f", step) << QSize(1366, 768) << 1.0 << step;
        }
    }
    void mapLabelsNeverCoverOneAnother() {
        QFETCH(QSize, size);
        QFETCH(double, zoom);
        QFETCH(double, step);
        QVERIFY(open(size, zoom));
        MapModel* mapModel = m_app.controller()->mapModel();
        if (step > 0) {
            mapModel->setTextScale(step);
            m_app.controller()->pathModel()->setTextScale(step);
        }
        QCOMPARE(m_app.controller()->pathModel()->textScale(), mapModel->textScale());
        // MapLayout's own account agrees: nothing had to go over anything at this step.
        QCOMPARE(mapLayout::layoutOf(entanglion::Board::published(), mapModel->textScale()).collisions, 0);
        PathModel* pathModel = m_app.controller()->pathModel();
        QQuickItem* canvas = item(QStringLiteral("mapCanvas"));
        QVERIFY(canvas != nullptr);
        // The widest tag on every Entanglion planet (components lie only there): the worst case.
        std::array<QString, entanglion::kPlanetCount> tags;
        for (entanglion::Planet planet : entanglion::kAllPlanets) {
            if (entanglion::Board::published().info(planet).clockwise_position) {
                tags[static_cast<std::size_t>(planet)] = QStringLiteral("Interconnect");
            }
        }
        mapModel->setComponents(tags);
        const auto canvasRect = [&](QQuickItem* it) {
            return it->mapRectToItem(canvas, QRectF(0, 0, it->width(), it->height()));
        };
        const auto textRect = [&](QQuickItem* text) {
            // A text's own box is its implicit size: what it draws.
            return text->mapRectToItem(canvas, QRectF(0, 0, text->property("contentWidth").toDouble(),
                                                      text->property("contentHeight").toDouble()));
        };

        // The lines, sampled outside the discs they join (both lines of a pair).
        struct Line {
            QString name;
            std::vector<QPointF> points;
            QString entryFrom;  ///< a grey entry line: the planet it leaves (its row)
        };
        std::vector<Line> lines;
        for (int row = 0; row < pathModel->count(); ++row) {
            const PathRow& path = pathModel->at(row);
            const QPointF a(path.x1, path.y1);
            const QPointF b(path.x2, path.y2);
            const QPointF c(path.controlX, path.controlY);
            const QPointF n(path.normalX, path.normalY);
            const bool both = path.mercurialLine && path.rubiconLine;
            Line line{path.from + u'-' + path.to, {}, {}};
            for (int i = 0; i <= 400; ++i) {
                const double t = i / 400.0;
                const QPointF p = (1 - t) * (1 - t) * a + 2 * (1 - t) * t * c + t * t * b;
                if (std::hypot(p.x() - a.x(), p.y() - a.y()) < mapLayout::kDiscRadius ||
                    std::hypot(p.x() - b.x(), p.y() - b.y()) < mapLayout::kDiscRadius) {
                    continue;
                }
                if (both) {
                    line.points.push_back(p - 4.5 * n);
                    line.points.push_back(p + 4.5 * n);
                } else {
                    line.points.push_back(p);
                }
            }
            if (path.entry) line.entryFrom = path.from;
            lines.push_back(std::move(line));
        }

        std::vector<QQuickItem*> items;
        collect(canvas, items);
        std::set<QString> problems;
        // The drawn marks sit where the model puts them (after their short move animation)...
        mapModel->setPositions({entanglion::Planet::kPhiPlus, entanglion::Planet::kPhiPlus});
        QQuickItem* mercurial = item(QStringLiteral("ship_mercurial"));
        QQuickItem* rubicon = item(QStringLiteral("ship_rubicon"));
        QTRY_VERIFY(std::abs(mercurial->x() + mercurial->width() / 2 - mapModel->mercurialMarker().x()) < 0.01 &&
                    std::abs(rubicon->y() + rubicon->height() / 2 - mapModel->rubiconMarker().y()) < 0.01);
        QCOMPARE(mercurial->width(), mapLayout::kMarkerSize);
        // ...so every planet's two marks are checked at once, at the spots the model gives them.
        const mapLayout::Layout layout = mapLayout::layoutOf(entanglion::Board::published(), mapModel->textScale());
        // Every box drawn on the map, named, with the line it belongs to (a card label sits on
        // its own line).
        struct Box {
            QString name;
            QRectF rect;
            QString ownLine;
            QString ownRow;   ///< a "CNOT ▸" label sits on the grey row of lines from this planet
            QString disc;     ///< a planet's disc (round): the planet's id
            QString riderOf;  ///< a ship's mark, which rides on this planet's rim
        };
        std::vector<Box> boxes;
        for (QQuickItem* it : items) {
            const QString name = it->objectName();
            if (name.startsWith(QLatin1String("planet_"))) {
                boxes.push_back({name, canvasRect(it), {}, {}, it->property("planetId").toString(), {}});
            } else if (name == QLatin1String("planetName")) {
                boxes.push_back(
                    {QStringLiteral("name of ") + it->parentItem()->objectName(), textRect(it), {}, {}, {}, {}});
            } else if (name == QLatin1String("componentChip")) {
                boxes.push_back(
                    {QStringLiteral("tag of ") + it->parentItem()->objectName(), canvasRect(it), {}, {}, {}, {}});
            } else if (name == QLatin1String("pathLabel") && it->isVisible()) {
                const QString path =
                    it->parentItem()->property("from").toString() + u'-' + it->parentItem()->property("to").toString();
                const bool entry = it->parentItem()->property("entry").toBool();
                boxes.push_back({QStringLiteral("label of ") + path,
                                 canvasRect(it),
                                 path,
                                 entry ? it->parentItem()->property("from").toString() : QString(),
                                 {},
                                 {}});
            } else if (name == QLatin1String("legendText")) {
                boxes.push_back(
                    {QStringLiteral("legend ") + it->property("text").toString(), textRect(it), {}, {}, {}, {}});
            }
        }
        for (entanglion::Planet planet : entanglion::kAllPlanets) {
            const QString id = QString::fromUtf8(entanglion::planet_id(planet));
            const mapLayout::PlanetLabels& spots = layout.planets[static_cast<std::size_t>(planet)];
            const QSizeF mark(mapLayout::kMarkerSize, mapLayout::kMarkerSize);
            boxes.push_back({QStringLiteral("Mercurial's mark at ") + id,
                             QRectF(spots.mercurial - QPointF(mark.width(), mark.height()) / 2, mark),
                             {},
                             {},
                             {},
                             id});
            boxes.push_back({QStringLiteral("Rubicon's mark at ") + id,
                             QRectF(spots.rubicon - QPointF(mark.width(), mark.height()) / 2, mark),
                             {},
                             {},
                             {},
                             id});
        }
        QVERIFY(boxes.size() > 12 + 12 + 8 + 16);
        // Everything stays on the drawn map, and a name, tag or marker is nearer its own planet
        // than any other (so it reads as that planet's).
        const QRectF drawn(0, 0, mapModel->mapWidth(), mapModel->mapHeight());
        for (const Box& box : boxes) {
            if (!drawn.contains(box.rect))
                problems.insert(describe(box.name, box.rect) + QStringLiteral(" leaves the map"));
        }
        const auto nearestPlanet = [&](QPointF point) {
            QString nearest;
            double best = 1e9;
            for (entanglion::Planet planet : entanglion::kAllPlanets) {
                const QString id = QString::fromUtf8(entanglion::planet_id(planet));
                const QPointF at = mapModel->pointOf(id);
                const double distance = std::hypot(point.x() - at.x(), point.y() - at.y());
                if (distance < best) {
                    best = distance;
                    nearest = id;
                }
            }
            return nearest;
        };
        for (QQuickItem* it : items) {
            if (it->objectName() != QLatin1String("planetName")) continue;
            const QString owner = it->parentItem()->property("planetId").toString();
            if (nearestPlanet(textRect(it).center()) != owner) {
                problems.insert(describe(QStringLiteral("the name of ") + owner, textRect(it)) +
                                QStringLiteral(" is nearer ") + nearestPlanet(textRect(it).center()));
            }
        }
        // Each tag's leader line runs from its own disc's edge to the tag, over no other disc,
        // name or tag.
        for (QQuickItem* it : items) {
            if (it->objectName() != QLatin1String("componentLeader") || !it->isVisible()) continue;
            const QString owner = it->parentItem()->property("planetId").toString();
            QQuickItem* planet = it->parentItem();
            const QPointF start = planet->mapToItem(canvas, it->property("start").toPointF());
            const QPointF end = planet->mapToItem(canvas, it->property("end").toPointF());
            const QPointF centre = mapModel->pointOf(owner);
            if (std::abs(std::hypot(start.x() - centre.x(), start.y() - centre.y()) - mapLayout::kDiscRadius) > 1) {
                problems.insert(QStringLiteral("the leader of %1 does not start at its disc").arg(owner));
            }
            for (const Box& box : boxes) {
                const bool own = box.disc == owner || box.name.endsWith(QStringLiteral("planet_") + owner);
                if (own || box.name.startsWith(QLatin1String("label of")) || !box.riderOf.isEmpty() ||
                    box.name.startsWith(QLatin1String("legend"))) {
                    continue;
                }
                for (int i = 1; i < 20; ++i) {
                    const QPointF p = start + (end - start) * (i / 20.0);
                    const bool covered = box.disc.isEmpty()
                                             ? box.rect.contains(p)
                                             : std::hypot(p.x() - box.rect.center().x(),
                                                          p.y() - box.rect.center().y()) < mapLayout::kDiscRadius;
                    if (covered) {
                        problems.insert(QStringLiteral("the leader of %1 crosses ").arg(owner) +
                                        describe(box.name, box.rect));
                        break;
                    }
                }
            }
        }
        for (const Box& box : boxes) {
            if (!box.riderOf.isEmpty() && nearestPlanet(box.rect.center()) != box.riderOf) {
                problems.insert(describe(box.name, box.rect) + QStringLiteral(" is nearer ") +
                                nearestPlanet(box.rect.center()));
            }
        }
        const QString at;
        // Discs are round: a label may sit by a disc's side past its bounding square's corner.
        const auto overlaps = [](const Box& a, const Box& b) {
            if (!a.disc.isEmpty() && !b.disc.isEmpty()) return false;
            if (!a.disc.isEmpty() || !b.disc.isEmpty()) {
                const Box& disc = a.disc.isEmpty() ? b : a;
                const Box& other = a.disc.isEmpty() ? a : b;
                return mapLayout::gapToDisc(disc.rect.center(), other.rect) < 0.5;
            }
            return a.rect.intersects(b.rect);
        };
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            for (std::size_t j = i + 1; j < boxes.size(); ++j) {
                // A ship's mark rides on its own planet's rim.
                if (!boxes[i].riderOf.isEmpty() && boxes[i].riderOf == boxes[j].disc) continue;
                if (!boxes[j].riderOf.isEmpty() && boxes[j].riderOf == boxes[i].disc) continue;
                if (overlaps(boxes[i], boxes[j])) {
                    problems.insert(describe(boxes[i].name, boxes[i].rect) + QStringLiteral(" covers ") +
                                    describe(boxes[j].name, boxes[j].rect) + at);
                }
            }
            if (!boxes[i].disc.isEmpty()) continue;  // lines start at planets
            for (const Line& line : lines) {
                if (line.name == boxes[i].ownLine) continue;
                if (!boxes[i].ownRow.isEmpty() && line.entryFrom == boxes[i].ownRow) continue;
                for (const QPointF& p : line.points) {
                    // A line leaving a planet may pass under the outer half of the mark on its rim.
                    if (!boxes[i].riderOf.isEmpty()) {
                        const QPointF planet = mapModel->pointOf(boxes[i].riderOf);
                        if (std::hypot(p.x() - planet.x(), p.y() - planet.y()) <
                            mapLayout::kMarkerRim + mapLayout::kMarkerSize)
                            continue;
                    }
                    if (boxes[i].rect.contains(p)) {
                        problems.insert(QStringLiteral("line %1 runs under ").arg(line.name) +
                                        describe(boxes[i].name, boxes[i].rect) + at);
                        break;
                    }
                }
            }
        }
        // Every problem at once (the same pair often shows for several ship positions).
        QStringList all(problems.begin(), problems.end());
        for (const QString& problem : all) qInfo("%s", qPrintable(problem));
        QVERIFY2(all.isEmpty(), qPrintable(QStringLiteral("%1 problems:\n").arg(all.size()) + all.join(u'\n')));
    }

    void mapTextGrowsWithTheZoom() {
        // The planet names as drawn on screen (their height in window pixels), at 100% and 160%
        // on the same window: the map's text follows the presentation zoom where the map keeps
        // its size (1366 px and wider). On a 1024 px window the zoomed panels take room from the
        // map, so there the names only stay readable (at least 12 px).
        for (const QSize size : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
            const auto nameHeight = [&](double zoom) {
                if (!open(size, zoom)) return 0.0;
                QTest::qWait(50);
                QQuickItem* name = nullptr;
                for (QQuickItem* child : item(QStringLiteral("planet_OMEGA_ZERO"))->childItems()) {
                    if (child->objectName() == QLatin1String("planetName")) name = child;
                }
                const double height =
                    name ? name->mapRectToScene(QRectF(0, 0, 1, name->property("contentHeight").toDouble())).height()
                         : 0.0;
                closeWindow();
                return height;
            };
            const double normal = nameHeight(1.0);
            const double zoomed = nameHeight(1.6);
            qInfo("%dx%d: a planet name is %.1f px high at 100%%, %.1f px at 160%%", size.width(), size.height(),
                  normal, zoomed);
            const QString sizes = QStringLiteral("%1x%2: %3 px at 100%, %4 px at 160%")
                                      .arg(size.width())
                                      .arg(size.height())
                                      .arg(normal)
                                      .arg(zoomed);
            QVERIFY2(normal >= 12 && zoomed >= 12, qPrintable(sizes));
            if (size.width() >= 1366) QVERIFY2(zoomed > normal + 0.5, qPrintable(sizes));
        }
    }

    void previewNeverCoversItsDestination_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("zoom");
        QTest::newRow("1024x768 at 100%") << QSize(1024, 768) << 1.0;
        QTest::newRow("1366x768 at 160%") << QSize(1366, 768) << 1.6;
        QTest::newRow("1920x1080 at 100%") << QSize(1920, 1080) << 1.0;
    }
    void previewNeverCoversItsDestination() {
        QFETCH(QSize, size);
        QFETCH(double, zoom);
        int previews = 0;
        for (int turns = 0; turns <= 4; ++turns) {
            QVERIFY(open(size, zoom, turns));
            for (const ui::Ship::Value ship : {ui::Ship::Mercurial, ui::Ship::Rubicon}) {
                for (int slot = 0; slot < 3; ++slot) {
                    m_app.controller()->preview()->showCard(ship, slot);
                    // A card that moves nothing has no destination to keep in view.
                    if (!m_app.controller()->preview()->previewing() || !m_app.controller()->mapModel()->previewing())
                        continue;
                    // Made when the first card is previewed (GameScreen's OnDemand).
                    QQuickItem* panel = item(QStringLiteral("previewPanel"));
                    QVERIFY(panel != nullptr);
                    QTRY_VERIFY(panel->isVisible());
                    QTest::qWait(20);
                    ++previews;
                    for (const QString& planet : {m_app.controller()->mapModel()->previewMercurialPlanet(),
                                                  m_app.controller()->mapModel()->previewRubiconPlanet()}) {
                        QQuickItem* planetItem = item(QStringLiteral("planet_") + planet);
                        QVERIFY2(planetItem != nullptr, qPrintable(planet));
                        const QRectF disc = sceneRect(planetItem);
                        QVERIFY2(!sceneRect(panel).intersects(disc),
                                 qPrintable(describe(QStringLiteral("preview"), sceneRect(panel)) +
                                            QStringLiteral(" covers ") + describe(planet, disc) +
                                            QStringLiteral(" after %1 turns, ship %2 card %3")
                                                .arg(turns)
                                                .arg(static_cast<int>(ship))
                                                .arg(slot)));
                    }
                    if (turns == 1 && ship == ui::Ship::Rubicon && slot == 0) {
                        m_app.window()->grabWindow().save(
                            testing_ui::screenshotPath(QStringLiteral("preview-%1x%2-%3.png")
                                                           .arg(size.width())
                                                           .arg(size.height())
                                                           .arg(std::lround(zoom * 100))));
                    }
                }
            }
            m_app.controller()->preview()->clear();
            closeWindow();
        }
        QVERIFY(previews >= 10);
    }

    void closingABannerDoesNotMoveTheLayout() {
        QVERIFY(open(QSize(1366, 768), 1.0));
        const auto positions = [&] {
            QList<QRectF> rects;
            for (const char* name : {"galaxyMap", "sideArea", "actionPanel", "shipBoard_MERCURIAL", "ketPanel"}) {
                rects << sceneRect(item(QString::fromLatin1(name)));
            }
            return rects;
        };
        const QList<QRectF> before = positions();
        QVERIFY(!m_app.controller()->navigate(ui::Ship::Rubicon, 0));  // not Rubicon's turn: an error banner
        QQuickItem* banner = item(QStringLiteral("messageBanner"));
        QTRY_VERIFY(banner->isVisible());
        QCOMPARE(positions(), before);
        m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("banner-1366x768-100.png")));
        m_app.controller()->messages()->clearError();
        QTRY_VERIFY(!banner->isVisible());
        QCOMPARE(positions(), before);
    }

    void panelsKeepTheirPlacesFromStepToStep() {
        // The layout depends on the window and the zoom only: stepping through a game (other kets,
        // hands, notes) never moves the map or flips the panels between one and two columns.
        QVERIFY(open(QSize(1366, 768), 1.0));
        QVERIFY(m_app.controller()->replay()->reviewGame());
        QList<QRectF> first;
        for (int step = 0; step <= m_app.controller()->replay()->length(); ++step) {
            m_app.controller()->replay()->goTo(step);
            QTest::qWait(20);
            const QList<QRectF> now{sceneRect(item(QStringLiteral("galaxyMap"))),
                                    sceneRect(item(QStringLiteral("stateColumn"))),
                                    sceneRect(item(QStringLiteral("playColumn")))};
            if (step == 0) first = now;
            QCOMPARE(now[0], first[0]);
            QCOMPARE(now[1].x(), first[1].x());
            QCOMPARE(now[2].x(), first[2].x());
            QCOMPARE(now[1].width(), first[1].width());
        }
        QVERIFY2(first[1].x() > first[2].x(), "two columns at 1366x768");
    }

    void readOnlyStepThroughDisablesWhatCannotBeDone() {
        QVERIFY(open(QSize(1366, 768), 1.0));
        QVERIFY(m_app.controller()->replay()->reviewGame());
        QVERIFY(m_app.controller()->replay()->replaying());
        m_app.controller()->replay()->goTo(2);
        QTest::qWait(20);
        std::vector<QQuickItem*> items;
        collect(item(QStringLiteral("gameScreen")), items);
        int buttons = 0;
        for (QQuickItem* it : items) {
            const QString name = it->objectName();
            if (!name.startsWith(QLatin1String("action:")) && !name.startsWith(QLatin1String("play_")) &&
                !name.startsWith(QLatin1String("exchange_"))) {
                continue;
            }
            ++buttons;
            QVERIFY2(!it->property("allowed").toBool(), qPrintable(name));
            // Greyed: a disabled button does not look clickable.
            QQuickItem* button = nullptr;
            for (QQuickItem* child : it->childItems()) {
                if (child->inherits("QQuickAbstractButton")) button = child;
            }
            QVERIFY2(button != nullptr, qPrintable(name));
            QVERIFY2(
                !button->isEnabled() && button->opacity() < 0.6,
                qPrintable(name +
                           QStringLiteral(" enabled %1 opacity %2").arg(button->isEnabled()).arg(button->opacity())));
            QVERIFY2(!button->property("highlighted").toBool(), qPrintable(name));
        }
        QVERIFY(buttons >= 8);
        m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("step-through-1366x768-100.png")));
    }
};

ENTANGLION_QTEST_MAIN(LayoutTest)
#include "layout_test.moc"
