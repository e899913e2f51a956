// The map's texts in every language: in English, Polish, Spanish, Czech and the pseudo locale
// (every string accented and about 40% longer), on the real main window at 1024x768 (100% and 160%)
// and 1920x1080, with the language's widest component tag on every planet that can hold one:
// - no two visible texts on the map overlap (planet names, component tags, card labels, the
//   legend) and none covers a ship's mark or a planet's disc;
// - every planet name is nearer its own planet than any other (OMEGA TWO's name under OMEGA
//   THREE's would read as OMEGA THREE's; a long name broken into two lines stays by its planet);
// - every component tag shows its short name whole, at its full size (the pseudo locale's
//   longer text may shrink, never spill);
// - at 1024x768 every planet name and tag is drawn at least 12 px high in the real languages
//   (the back row of a class with a projector).
// Screenshots: <build>/ui-screenshots/map-<language>-<width>x<height>-<zoom>.png.
#include <QtQuickTest/quicktest.h>
#include <QFontMetricsF>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTest>
#include <array>
#include <cmath>

#include "game/board/board.h"
#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/screenshots.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/GameText.h"
#include "ui-qml/models/MapLayout.h"
#include "ui-qml/models/MapModel.h"

namespace {

/// The least drawn size of a map text at 1024x768 (px), as the pages layout test asks elsewhere.
constexpr double kLeastPixels = 12;

constexpr std::array kComponents = {
    entanglion::rules::Component::kPhysicalQubits,        entanglion::rules::Component::kQubitInterconnect,
    entanglion::rules::Component::kDilutionRefrigerator,  entanglion::rules::Component::kQuantumGates,
    entanglion::rules::Component::kQuantumProgramming,    entanglion::rules::Component::kQuantumErrorCorrection,
    entanglion::rules::Component::kControlInfrastructure, entanglion::rules::Component::kMagneticShielding,
};

struct Drawn {
    QString what;
    QRectF rect;  ///< in the window
};

void collect(QQuickItem* root, QList<QQuickItem*>* out) {
    if (root == nullptr || !root->isVisible() || root->opacity() == 0) return;
    out->append(root);
    for (QQuickItem* child : root->childItems()) collect(child, out);
}

/// A text's drawn box in the window: its content, not the room it was given.
QRectF textRect(QQuickItem* text) {
    const double width = text->property("contentWidth").toDouble();
    const double height = text->property("contentHeight").toDouble();
    const double x =
        text->property("horizontalAlignment").toInt() == Qt::AlignHCenter ? (text->width() - width) / 2 : 0;
    const double y =
        text->property("verticalAlignment").toInt() == Qt::AlignVCenter ? (text->height() - height) / 2 : 0;
    return text->mapRectToScene(QRectF(x, y, width, height));
}

}  // namespace

class MapTextTest : public QObject {
    Q_OBJECT

    LanguageSettings m_language;
    testing_ui::MainWindowFixture m_app;

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        mainWindow::useAppStyle();
    }
    void cleanup() { m_app.close(); }
    void cleanupTestCase() { QVERIFY(m_language.apply(QStringLiteral("en"))); }

    void mapTextsNeverOverlap_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("zoom");
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("pl"), QStringLiteral("es"),
                                        QStringLiteral("cs"), LanguageSettings::pseudoCode()}) {
            for (const auto& [size, zoom] : {std::pair{QSize(1024, 768), 1.0}, std::pair{QSize(1024, 768), 1.6},
                                             std::pair{QSize(1920, 1080), 1.0}}) {
                QTest::addRow("%s %dx%d at %d%%", qPrintable(language), size.width(), size.height(), qRound(zoom * 100))
                    << language << size << zoom;
            }
        }
    }
    void mapTextsNeverOverlap() {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(double, zoom);
        const bool pseudo = language == LanguageSettings::pseudoCode();
        QVERIFY(m_language.apply(language));
        QVERIFY(m_app.start().newGame(1, 7, ui::RulesVariant::Board));
        QVERIFY(m_app.open(size, zoom));
        MapModel* map = m_app.controller()->mapModel();
        QQuickItem* galaxyMap = m_app.item(QStringLiteral("galaxyMap"));
        QVERIFY(galaxyMap != nullptr);
        const double mapScale = galaxyMap->property("mapScale").toDouble();

        // The language's widest tag on every planet that can hold a component: the worst case.
        QFont chipFont = QGuiApplication::font();
        chipFont.setPixelSize(map->chipPixelSize());
        const QFontMetricsF metrics(chipFont);
        QString widestName;
        QString widestTag;
        for (entanglion::rules::Component component : kComponents) {
            const QString tag = gameText::componentTag(component);
            QVERIFY2(!tag.isEmpty(), qPrintable(gameText::componentName(component)));
            if (metrics.horizontalAdvance(tag) > metrics.horizontalAdvance(widestTag)) {
                widestTag = tag;
                widestName = gameText::componentName(component);
            }
        }
        std::array<QString, entanglion::kPlanetCount> names;
        std::array<QString, entanglion::kPlanetCount> tags;
        for (entanglion::Planet planet : entanglion::kAllPlanets) {
            if (!entanglion::Board::published().info(planet).clockwise_position) continue;
            names[static_cast<std::size_t>(planet)] = widestName;
            tags[static_cast<std::size_t>(planet)] = widestTag;
        }
        map->setComponents(names, tags);
        QVERIFY(QQuickTest::qWaitForPolish(m_app.window()));

        QList<QQuickItem*> items;
        collect(m_app.item(QStringLiteral("mapCanvas")), &items);
        std::vector<Drawn> texts;
        std::vector<Drawn> marks;
        std::vector<Drawn> discs;                            ///< each planet's item: its disc (round), centred in it
        std::vector<std::pair<QString, QRectF>> drawnNames;  ///< the owner's item name and the drawn name
        QStringList problems;
        for (QQuickItem* item : items) {
            const QString name = item->objectName();
            const QString planet = item->parentItem() ? item->parentItem()->objectName() : QString();
            if (name == QLatin1String("planetName")) {
                texts.push_back({QStringLiteral("name of ") + planet, textRect(item)});
                drawnNames.emplace_back(planet, textRect(item));
                const double drawn = item->property("font").value<QFont>().pixelSize() * mapScale;
                if (size.width() == 1024 && !pseudo && drawn < kLeastPixels - 0.01)
                    problems << QStringLiteral("name of %1 drawn at %2 px").arg(planet).arg(drawn, 0, 'f', 1);
            } else if (name == QLatin1String("componentChip")) {
                texts.push_back({QStringLiteral("tag of ") + planet, item->mapRectToScene(item->boundingRect())});
                QQuickItem* text = item->childItems().value(0);
                QVERIFY(text != nullptr);
                QVERIFY2(text->property("text").toString().contains(widestTag), qPrintable(planet));
                const double implicitWidth = text->implicitWidth();
                if (text->property("truncated").toBool() ||
                    text->property("contentWidth").toDouble() > text->width() + 1)
                    problems
                        << QStringLiteral("tag of %1 is cut: \"%2\"").arg(planet, text->property("text").toString());
                // Real languages fit at full size (no shrinking): the drawn size is the font's.
                if (!pseudo && implicitWidth > text->width() + 1)
                    problems << QStringLiteral("tag of %1 shrinks: \"%2\" needs %3 of %4")
                                    .arg(planet, text->property("text").toString())
                                    .arg(implicitWidth)
                                    .arg(text->width());
                const double drawn = text->property("font").value<QFont>().pixelSize() * mapScale;
                if (size.width() == 1024 && !pseudo && drawn < kLeastPixels - 0.01)
                    problems << QStringLiteral("tag of %1 drawn at %2 px").arg(planet).arg(drawn, 0, 'f', 1);
            } else if (name == QLatin1String("pathLabel")) {
                texts.push_back({QStringLiteral("card label ") + item->property("text").toString() + u' ' +
                                     item->parentItem()->objectName(),
                                 item->mapRectToScene(item->boundingRect())});
            } else if (name == QLatin1String("legendText")) {
                texts.push_back({QStringLiteral("legend ") + item->property("text").toString(), textRect(item)});
            } else if (name.startsWith(QLatin1String("planet_"))) {
                discs.push_back({name, item->mapRectToScene(item->boundingRect())});
            } else if (name.startsWith(QLatin1String("ship_"))) {
                marks.push_back({name, item->mapRectToScene(item->boundingRect())});
            }
        }
        QVERIFY(texts.size() > 30);
        QCOMPARE(marks.size(), std::size_t{2});
        // Half a pixel of anti-aliasing may touch; more is an overlap.
        const auto overlap = [](const QRectF& a, const QRectF& b) {
            return a.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b.adjusted(0.5, 0.5, -0.5, -0.5));
        };
        for (std::size_t i = 0; i < texts.size(); ++i) {
            for (std::size_t j = i + 1; j < texts.size(); ++j) {
                if (overlap(texts[i].rect, texts[j].rect))
                    problems << texts[i].what + QStringLiteral(" overlaps ") + texts[j].what;
            }
            for (const Drawn& mark : marks) {
                if (overlap(texts[i].rect, mark.rect))
                    problems << texts[i].what + QStringLiteral(" covers ") + mark.what;
            }
            // A text may sit beside a disc and reach past its corner, never over the disc itself.
            for (const Drawn& disc : discs) {
                const QPointF centre = disc.rect.center();
                const double radius = mapLayout::kDiscRadius * mapScale;
                const QRectF& r = texts[i].rect;
                const double dx = std::max({r.left() - centre.x(), 0.0, centre.x() - r.right()});
                const double dy = std::max({r.top() - centre.y(), 0.0, centre.y() - r.bottom()});
                if (std::hypot(dx, dy) < radius - 1) problems << texts[i].what + QStringLiteral(" covers ") + disc.what;
            }
        }
        QCOMPARE(drawnNames.size(), discs.size());
        // Nearer: the name's box is closer to its own disc's edge than to any other's (a long name
        // beside its disc may have its centre farther out than its end).
        for (const auto& [owner, rect] : drawnNames) {
            const auto distance = [&](const Drawn& disc) {
                const QPointF centre = disc.rect.center();
                const double dx = std::max({rect.left() - centre.x(), 0.0, centre.x() - rect.right()});
                const double dy = std::max({rect.top() - centre.y(), 0.0, centre.y() - rect.bottom()});
                return std::hypot(dx, dy);
            };
            const auto nearest = std::min_element(
                discs.begin(), discs.end(), [&](const Drawn& a, const Drawn& b) { return distance(a) < distance(b); });
            if (nearest->what != owner) problems << QStringLiteral("name of %1 is nearer %2").arg(owner, nearest->what);
        }
        QTest::qWait(50);
        m_app.window()->grabWindow().save(testing_ui::screenshotPath(QStringLiteral("map-%1-%2x%3-%4.png")
                                                                         .arg(language)
                                                                         .arg(size.width())
                                                                         .arg(size.height())
                                                                         .arg(std::lround(zoom * 100))));
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
    }
};

ENTANGLION_QTEST_MAIN(MapTextTest)
#include "map_text_test.moc"
