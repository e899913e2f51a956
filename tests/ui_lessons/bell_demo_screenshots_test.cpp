// Screenshots of every step of the Bell demo, driven by mouse clicks on its own buttons, for each
// Bell state, at 1024x768 and 1920x1080 and at presentation zoom 1.5: every gate, the Measure step
// after 100 shots in ZZ and after 100 shots in XX. Written to build/ui_lessons-screenshots/demo/
// (look at them after a change). Each is checked to be non-blank, and the measure step to show only
// the outcomes the Bell state allows.
#include <QDir>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QStandardPaths>
#include <QtTest>
#include <algorithm>

#include "tests/common/qtest_program.h"
#include "tests/ui/find_item.h"
#include "tests/ui/quick_view.h"
#include "tests/ui/screenshots.h"

namespace {

QString screenshotDir() { return testing_ui::screenshotDir(QStringLiteral("ui_lessons-screenshots/demo")); }

QQuickItem* child(QQuickView& view, const char* name) {
    return testing_ui::findItem(&view, QString::fromLatin1(name));  // Repeater delegates too
}

/// Scrolls the zoomed page (a Flickable) so that `item` is in view, as a teacher would.
void scrollIntoView(QQuickView& view, QQuickItem* item) {
    QQuickItem* page = child(view, "demoPage");
    auto* content = page ? page->property("contentItem").value<QQuickItem*>() : nullptr;
    if (!content) return;
    const QPointF centre = item->mapToItem(content, QPointF(item->width() / 2, item->height() / 2));
    const double maxX = std::max(0.0, page->property("contentWidth").toDouble() - page->width());
    const double maxY = std::max(0.0, page->property("contentHeight").toDouble() - page->height());
    page->setProperty("contentX", std::clamp(centre.x() - page->width() / 2, 0.0, maxX));
    page->setProperty("contentY", std::clamp(centre.y() - page->height() / 2, 0.0, maxY));
}

/// Clicks the middle of the named item with the mouse, as a teacher would.
bool click(QQuickView& view, const char* name) {
    QQuickItem* item = child(view, name);
    if (!item || !item->isVisible() || !item->isEnabled()) return false;
    scrollIntoView(view, item);
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
    return true;
}

}  // namespace

class DemoScreenshotsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    // A Bloch sphere squeezed by a small window must not hand its canvas a negative radius.
    void init() {
        QTest::failOnWarning(QRegularExpression(QStringLiteral("Incorrect argument|Binding loop detected")));
    }
    void everyStep_data();
    void everyStep();
};

void DemoScreenshotsTest::everyStep_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("zoom");
    QTest::newRow("1024x768") << QSize(1024, 768) << 1.0;
    QTest::newRow("1920x1080") << QSize(1920, 1080) << 1.0;
    QTest::newRow("1920x1080-zoom150") << QSize(1920, 1080) << 1.5;
}

void DemoScreenshotsTest::everyStep() {
    QFETCH(QSize, size);
    QFETCH(double, zoom);
    QQuickView view;
    const QString error = testing_ui::loadPage(view, QStringLiteral("qrc:/Entanglion/Lessons/BellDemo.qml"), size);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    view.rootObject()->setProperty("zoom", zoom);
    QVERIFY(testing_ui::showAndWait(view));
    QObject* demo = view.rootObject()->property("controller").value<QObject*>();
    QObject* measurement = view.rootObject()->property("measurement").value<QObject*>();
    QVERIFY(demo && measurement);
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    const char* names[] = {"phi-plus", "phi-minus", "psi-plus", "psi-minus"};

    const auto shoot = [&](const QString& name) {
        const QImage image = view.grabWindow();
        QCOMPARE(image.size(), size);
        QVERIFY2(testing_ui::distinctColours(image) > 20, qPrintable(name + " looks blank"));
        QVERIFY(image.save(screenshotDir() + "/" + name + "-" + tag + ".png"));
    };
    for (int variant = 0; variant < 4; ++variant) {
        QVERIFY(click(view, qPrintable(QString("variantButton%1").arg(variant))));
        QCOMPARE(demo->property("variant").toInt(), variant);
        const int steps = demo->property("stepCount").toInt();
        for (int step = 0; step <= steps; ++step) {
            QCOMPARE(demo->property("step").toInt(), step);
            shoot(QString("%1-step%2").arg(names[variant]).arg(step));
            QVERIFY(click(view, "nextButton"));
        }
        QVERIFY(view.rootObject()->property("measuring").toBool());
        for (const char* basis : {"Z", "X"}) {
            QVERIFY(click(view, qPrintable(QString("mercurialBasis") + basis)));
            QVERIFY(click(view, qPrintable(QString("rubiconBasis") + basis)));
            QVERIFY(click(view, "shots100"));
            QVERIFY(click(view, "measureButton"));
            const QVariantList counts = measurement->property("counts").toList();
            QCOMPARE(counts[0].toInt() + counts[1].toInt() + counts[2].toInt() + counts[3].toInt(), 100);
            // Φ+ equal in both bases, Φ- equal in ZZ and different in XX, Ψ+ the reverse, Ψ- always different.
            const bool equal = (variant == 0) || (variant == 1 && basis[0] == 'Z') || (variant == 2 && basis[0] == 'X');
            if (equal)
                QCOMPARE(counts[1].toInt() + counts[2].toInt(), 0);
            else
                QCOMPARE(counts[0].toInt() + counts[3].toInt(), 0);
            shoot(QString("%1-measure-%2%2").arg(names[variant]).arg(basis));
        }
        QVERIFY(click(view, "backButton"));  // leave the measure step before switching
    }
}

ENTANGLION_QTEST_MAIN(DemoScreenshotsTest)
#include "bell_demo_screenshots_test.moc"
