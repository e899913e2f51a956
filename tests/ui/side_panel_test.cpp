// The game screen's side panel in every language (en, pl, es, cs and the pseudo locale, whose
// strings are about 40% longer) and theme, at 1024x768, 1366x768 and 1920x1080 and zoom 100%, 160%
// and 200%, four turns into the rulebook's walkthrough: the player sees what they need to act.
// - In one docked column the pinned log gives way to the panels: the side area's viewport shows
//   them from their top down to the acting ship's board (the quantum note, the track, the prompt,
//   every action, the hand), or at least 60% of the screen's height where the screen cannot hold
//   that; where it cannot, the log keeps at most four lines; its newest line stays in sight.
// - With the panels folded (a drawer), the drawer's viewport has the screen's height, and the
//   stage beside the map keeps its log (newest line in sight) and its Panels button in the window.
// - The side area, the pinned log and the map lie inside the window and do not overlap; no text
//   or control reaches beyond the window's sides.
// Longer translations wrap the action buttons to more rows, so the panels' need grows with the
// language, and a fixed share for the log left Spanish and Czech a thin strip at 1024x768.
#include <functional>

#include <QFontMetricsF>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "tests/common/qtest_program.h"
#include "tests/ui/find_item.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/room_window.h"
#include "tests/ui/text_fit.h"
#include "ui-qml/app/Language.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"

namespace {

using testing_ui::sceneRect;

/// `inner` lies inside `outer`, give or take half a pixel.
bool inside(const QRectF& inner, const QRectF& outer) { return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner); }

/// Two boxes share more than a pixel's width.
bool overlap(const QRectF& a, const QRectF& b) { return a.intersected(b).adjusted(0.5, 0.5, -0.5, -0.5).isValid(); }

/// The panels' parts (and the detection track's cells, the widest row) that reach under the side
/// area's vertical scroll bar, which lies over the view's right edge when it shows.
QStringList underTheScrollBar(QQuickItem* side) {
    QStringList found;
    QQuickItem* bar = nullptr;
    for (QQuickItem* candidate : side->childItems()) {  // its own bar, not a list's inside it
        if (candidate->inherits("QQuickScrollBar") && candidate->property("orientation").toInt() == Qt::Vertical)
            bar = candidate;
    }
    if (bar == nullptr || !bar->isVisible() || bar->width() <= 0) return found;
    const double barLeft = sceneRect(bar).left();
    QQuickItem* panels = testing_ui::findVisual(side, QStringLiteral("sidePanels"));
    if (panels == nullptr) return found << QStringLiteral("no sidePanels in the side area");
    QList<QQuickItem*> parts = panels->childItems();
    const std::function<void(QQuickItem*)> addCells = [&](QQuickItem* item) {
        for (QQuickItem* child : item->childItems()) {
            if (child->objectName().startsWith(QStringLiteral("trackCell"))) parts << child;
            addCells(child);
        }
    };
    if (QQuickItem* track = testing_ui::findVisual(panels, QStringLiteral("detectionTrack"))) addCells(track);
    for (QQuickItem* part : parts) {
        if (part->isVisible() && part->width() > 0 && sceneRect(part).right() > barLeft + 0.5) {
            found << QStringLiteral("%1 reaches %2 px under the scroll bar")
                         .arg(part->objectName().isEmpty() ? QString::fromLatin1(part->metaObject()->className())
                                                           : part->objectName())
                         .arg(sceneRect(part).right() - barLeft);
        }
    }
    return found;
}

}  // namespace

class SidePanelTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    testing_ui::RoomWindow m_room;
    QQuickWindow* m_window = nullptr;
    GameController* m_controller = nullptr;

    bool open(const QString& language, const QString& theme) {
        const bool opened =
            m_room.open(QSize(1024, 768), 1.0, theme, language, m_dir.filePath(QStringLiteral("walkthrough.json")));
        m_window = m_room.window();
        m_controller = m_room.controller();
        return opened;
    }
    void close() { m_room.close(); }
    QVariant evaluate(const QString& expression) { return m_room.evaluate(expression); }
    QQuickItem* item(const QString& name) const { return m_room.item(name); }

    /// Resizes and zooms the open window and waits until the game screen has its new layout.
    bool show(QSize size, double zoom) {
        if (!testing_ui::setZoom(m_window, zoom)) return false;
        m_window->resize(size);
        if (!QTest::qWaitFor([&] { return m_window->contentItem()->size().toSize() == size; })) return false;
        QTest::qWait(30);  // the layouts' polish and the log's positioning run a frame later
        return true;
    }

    /// The problems with what the player sees at this size and zoom; empty when all is well.
    QStringList problems() {
        QStringList found;
        QQuickItem* screen = item(QStringLiteral("gameScreen"));
        QQuickItem* side = item(QStringLiteral("sideArea"));
        QQuickItem* pinned = item(QStringLiteral("pinnedLog"));
        QQuickItem* mapColumn = item(QStringLiteral("mapColumn"));
        const QRectF window(0, 0, m_window->width(), m_window->height());
        const QRectF screenBox = sceneRect(screen);
        const double innerHeight = screen->property("innerHeight").toDouble();
        const bool compact = screen->property("compact").toBool();
        found << testing_ui::beyondTheSides(screen, m_window->width());
        if (!inside(screenBox, window)) found << QStringLiteral("the game screen leaves the window");
        if (!inside(sceneRect(mapColumn), screenBox)) found << QStringLiteral("the map leaves the screen");
        if (compact) {
            // Folded: beside the map, the stage keeps its log's newest line and the Panels button
            // in the window however long the last move's text is.
            for (const QString& name : {QStringLiteral("stageLog"), QStringLiteral("panelsButton")}) {
                if (!inside(sceneRect(item(name)), screenBox)) found << name + QStringLiteral(" leaves the screen");
            }
            QQuickItem* stageList = item(QStringLiteral("stageLogList"));
            if (stageList == nullptr || !QTest::qWaitFor([&] { return stageList->property("atYEnd").toBool(); }, 1000))
                found << QStringLiteral("the stage log's newest line is out of sight");
            // The drawer, opened, is the screen's height and the log is in it.
            QTest::keyClick(m_window, Qt::Key_F10);
            if (!QTest::qWaitFor([&] { return side->isVisible(); })) return found << QStringLiteral("no drawer on F10");
            if (side->height() < innerHeight - 0.5)
                found << QStringLiteral("the drawer is %1 px of %2").arg(side->height()).arg(innerHeight);
            if (!inside(sceneRect(side), screenBox)) found << QStringLiteral("the drawer leaves the screen");
            found << testing_ui::beyondTheSides(screen, m_window->width());
            QTest::keyClick(m_window, Qt::Key_F10);
            if (!QTest::qWaitFor([&] { return !side->isVisible(); })) found << QStringLiteral("F10 leaves it open");
            return found;
        }
        const QRectF sideBox = sceneRect(side);
        if (!inside(sideBox, screenBox)) found << QStringLiteral("the side area leaves the screen");
        found << underTheScrollBar(side);
        if (overlap(sideBox, sceneRect(mapColumn))) found << QStringLiteral("the side area covers the map");
        if (!pinned->isVisible()) return found;  // two columns: the log is in the state column

        const QRectF logBox = sceneRect(pinned);
        if (!inside(logBox, screenBox)) found << QStringLiteral("the pinned log leaves the screen");
        if (overlap(logBox, sideBox)) found << QStringLiteral("the pinned log covers the side area");
        if (overlap(logBox, sceneRect(mapColumn))) found << QStringLiteral("the pinned log covers the map");
        // One line of the log (its lines are Theme.fontSmall), with the list's spacing.
        QFont lineFont = pinned->property("font").value<QFont>();
        lineFont.setPixelSize(qRound(evaluate(QStringLiteral("Theme.fontSmall")).toDouble()));
        const double line = QFontMetricsF(lineFont).lineSpacing() + 2;
        QQuickItem* list = testing_ui::findVisual(pinned, QStringLiteral("pinnedLogList"));
        // The log moves to its end a frame after its height or lines change.
        if (list == nullptr || !QTest::qWaitFor([&] { return list->property("atYEnd").toBool(); }, 1000) ||
            list->height() < line)
            found << QStringLiteral("the pinned log's newest line is out of sight");

        // What the player needs to act: the panels from their top (where the view starts) down to
        // the acting ship's board: the quantum note, the track, the prompt, every action, the hand.
        const bool rubicon = m_controller->turn().actingPlayer == ui::Ship::Rubicon;
        QQuickItem* board = item(rubicon ? QStringLiteral("shipBoard_RUBICON") : QStringLiteral("shipBoard_MERCURIAL"));
        const double need = sceneRect(board).bottom() - sceneRect(side).top();
        qInfo("  viewport %.0f px, log %.0f px (list %.1f lines), need %.0f of %.0f", side->height(), pinned->height(),
              list ? list->height() / line : 0.0, need, innerHeight);
        // At least that, or 60% of the screen's height where the screen cannot hold it all.
        if (side->height() < std::min(need, 0.6 * innerHeight) - 0.5) {
            found << QStringLiteral("the side area's viewport is %1 px of %2: it needs %3 px, the log takes %4 px")
                         .arg(side->height())
                         .arg(innerHeight)
                         .arg(need)
                         .arg(pinned->height());
        }
        // Where they do not fit, the log has given way to a few lines (L shows it large).
        if (side->height() < need - 0.5 && list != nullptr && list->height() > 4 * line) {
            found << QStringLiteral("the panels need %1 px more, yet the log keeps %2 lines")
                         .arg(need - side->height())
                         .arg(list->height() / line, 0, 'f', 1);
        }
        return found;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        mainWindow::useAppStyle();
    }
    void init() {
        // The log's height follows the panels' need: a binding loop there is a defect.
        QTest::failOnWarning(QRegularExpression(QStringLiteral("Binding loop detected")));
    }
    void cleanup() { close(); }

    void thePlayerSeesWhatTheyNeedToAct_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("theme");
        QStringList languages = LanguageSettings::codes();
        languages << LanguageSettings::pseudoCode();
        for (const QString& language : languages) {
            for (const QString& theme : {QStringLiteral("dark"), QStringLiteral("light"), QStringLiteral("contrast")}) {
                QTest::addRow("%s %s", qPrintable(language), qPrintable(theme)) << language << theme;
            }
        }
    }
    void thePlayerSeesWhatTheyNeedToAct() {
        QFETCH(QString, language);
        QFETCH(QString, theme);
        QVERIFY(open(language, theme));
        QStringList failures;
        for (const QSize size : {QSize(1024, 768), QSize(1366, 768), QSize(1920, 1080)}) {
            for (const double zoom : {1.0, 1.6, 2.0}) {
                const QString where =
                    QStringLiteral("%1x%2 at %3%").arg(size.width()).arg(size.height()).arg(qRound(zoom * 100));
                qInfo("%s", qPrintable(where));
                QVERIFY2(show(size, zoom), qPrintable(where));
                for (const QString& problem : problems()) failures << where + QStringLiteral(": ") + problem;
            }
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
    }
};

ENTANGLION_QTEST_MAIN(SidePanelTest)
#include "side_panel_test.moc"
