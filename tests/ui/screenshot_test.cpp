// Screenshot tests: a fresh game and a mid-game record render a real, non-blank first frame with
// the expected ket on screen; and the app binary itself (--screenshot, bad arguments, bad records,
// no display) behaves as documented. PNGs are kept in <build>/ui-screenshots for people to look at.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <cmath>

#include "tests/common/qtest_program.h"
#include "tests/ui/main_window_fixture.h"
#include "tests/ui/perform.h"
#include "tests/ui/walkthrough.h"
#include "ui-qml/app/MainWindow.h"
#include "ui-qml/controller/GameController.h"

namespace {

const QString kApp = QStringLiteral(ENTANGLION_BINARY_DIR "/bin/entanglion");

/// Standard deviation of the grey level over a grid of pixels: 0 for a blank image.
double pixelSpread(const QImage& image) {
    double sum = 0;
    double squares = 0;
    int count = 0;
    for (int y = 0; y < image.height(); y += 5) {
        for (int x = 0; x < image.width(); x += 5) {
            const double grey = qGray(image.pixel(x, y));
            sum += grey;
            squares += grey * grey;
            ++count;
        }
    }
    const double mean = sum / count;
    return std::sqrt(std::max(0.0, squares / count - mean * mean));
}

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runApp(const QStringList& arguments, const QProcessEnvironment& environment) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(kApp, arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        return {};
    }
    return {process.exitCode(), QString::fromLocal8Bit(process.readAllStandardOutput()),
            QString::fromLocal8Bit(process.readAllStandardError())};
}

QProcessEnvironment offscreen() {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // The app's own data folder (log, autosave): a user's autosaved game must not show up here.
    static const QTemporaryDir data;
    environment.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
    return environment;
}

}  // namespace

class ScreenshotTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString saveRecord(const QString& name, const entanglion::rules::GameRecord& record) {
        return walkthrough::save(record, m_dir.path(), name);
    }

    /// Loads the record into the real main window, renders it and returns the ket item's text.
    QString render(const QString& recordPath, const QString& pngName) {
        GameController controller;
        if (!controller.loadRecord(recordPath)) return QStringLiteral("load failed: ") + controller.messages()->error();
        QQmlApplicationEngine engine;
        QQuickWindow* window = testing_ui::showMainWindow(engine, &controller);
        if (window == nullptr) return QStringLiteral("no window");
        const QImage image = window->grabWindow();
        image.save(testing_ui::screenshotPath(pngName));
        if (image.width() < 1000 || image.height() < 600) return QStringLiteral("image too small");
        const double spread = pixelSpread(image);
        if (spread < 10) return QStringLiteral("blank frame (spread %1)").arg(spread);
        QQuickItem* ket = testing_ui::findItem(window, QStringLiteral("ketText"));
        return ket ? testing_ui::readable(ket->property("text").toString()) : QStringLiteral("no ket item");
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        mainWindow::useAppStyle();
    }

    void freshGameRendersWithItsKet() {
        // The walkthrough's setup: both ships on ZERO, so the ket is |00>.
        QCOMPARE(
            render(saveRecord(QStringLiteral("fresh.json"), walkthrough::record(0)), QStringLiteral("fresh-game.png")),
            QStringLiteral("|00>"));
    }

    void midGameRecordRendersWithItsKet() {
        // After turn 2 both ships orbit PHI PLUS: the Bell state (|00> + |11>)/√2.
        QCOMPARE(render(saveRecord(QStringLiteral("mid.json"), walkthrough::record(2)), QStringLiteral("mid-game.png")),
                 QString::fromUtf8("(|00> + |11>)/√2"));
    }

    void decisionAndEndScreensRender() {
        namespace rules = entanglion::rules;
        // A pending decision: Rubicon holds Quantum Tunnel and enters PHI PLUS.
        rules::GameSetup start = walkthrough::tunnelSetup();
        GameController decision;
        QVERIFY(
            decision.playRecordSetup(saveRecord(QStringLiteral("decision.json"), walkthrough::play(start, {}, {}))));
        QVERIFY(testing_ui::perform(decision, QStringLiteral("RUBICON navigate CNOT")));
        QCOMPARE(decision.turn().decisionKind, ui::Decision::Defense);
        {
            QQmlApplicationEngine engine;
            QQuickWindow* window = testing_ui::showMainWindow(engine, &decision);
            QVERIFY(window != nullptr);
            const QImage image = window->grabWindow();
            image.save(testing_ui::screenshotPath(QStringLiteral("decision.png")));
            QVERIFY(pixelSpread(image) > 10);
        }
        // The loss screen: one detection from rate 7 reaches X.
        start = walkthrough::setup();
        start.detection_position = 10;
        start.ships = {entanglion::Planet::kPlus, entanglion::Planet::kZero};
        start.first_player = entanglion::Ship::kRubicon;
        GameController lost;
        QVERIFY(lost.playRecordSetup(saveRecord(
            QStringLiteral("lost.json"),
            walkthrough::play(start, {rules::Action::navigate(entanglion::Ship::kRubicon, rules::EngineCard::kCNOT)},
                              {walkthrough::d8(1), walkthrough::centarious(0)}))));
        QVERIFY(testing_ui::perform(lost, QStringLiteral("RUBICON navigate CNOT")));
        QCOMPARE(lost.turn().status, ui::GameStatus::Lost);
        QQmlApplicationEngine engine;
        QQuickWindow* window = testing_ui::showMainWindow(engine, &lost);
        QVERIFY(window != nullptr);
        QQuickItem* overlay = testing_ui::findItem(window, QStringLiteral("endOverlay"));
        QVERIFY(overlay != nullptr && overlay->isVisible());
        const QImage image = window->grabWindow();
        image.save(testing_ui::screenshotPath(QStringLiteral("end-lost.png")));
        QVERIFY(pixelSpread(image) > 10);
    }

    void liveStatePanelMeasuresWithoutChangingTheGame() {
        // Both ships on PHI PLUS: the panel's Measure... shows both Bloch spheres at the centre and
        // 100 shots with only 00 and 11, and the live ket stays the same.
        GameController controller;
        QVERIFY(controller.loadRecord(saveRecord(QStringLiteral("measure.json"), walkthrough::record(2))));
        QQmlApplicationEngine engine;
        QQuickWindow* window = testing_ui::showMainWindow(engine, &controller, QSize(1600, 1000));
        QVERIFY(window != nullptr);
        QQuickItem* toggle = testing_ui::findItem(window, QStringLiteral("measureToggle"));
        QVERIFY(toggle);
        toggle->setProperty("checked", true);
        QQuickItem* panel = testing_ui::findItem(window, QStringLiteral("liveMeasurePanel"));
        QVERIFY(panel && panel->isVisible());
        QObject* measurement = panel->property("controller").value<QObject*>();
        QVERIFY(measurement);
        QVERIFY(QMetaObject::invokeMethod(measurement, "measure"));
        const QVariantList counts = measurement->property("counts").toList();
        QCOMPARE(counts[0].toInt() + counts[3].toInt(), 100);
        QCOMPARE(counts[1].toInt() + counts[2].toInt(), 0);
        QCOMPARE(
            testing_ui::readable(testing_ui::findItem(window, QStringLiteral("ketText"))->property("text").toString()),
            QString::fromUtf8("(|00> + |11>)/√2"));
        QQuickItem* sphere = testing_ui::findItem(window, QStringLiteral("liveBlochMercurial"));
        QVERIFY(sphere && sphere->property("entangled").toBool());
        const QImage image = window->grabWindow();
        QVERIFY(image.save(testing_ui::screenshotPath(QStringLiteral("live-state-measure.png"))));
        QVERIFY(pixelSpread(image) >= 10);
    }

    void appWritesAFirstFrameScreenshot() {
        const QString png = testing_ui::screenshotPath(QStringLiteral("app-mid-game.png"));
        QFile::remove(png);
        const Run run =
            runApp({QStringLiteral("--record"), saveRecord(QStringLiteral("app.json"), walkthrough::record(4)),
                    QStringLiteral("--screenshot"), png, QStringLiteral("--first-frame-time")},
                   offscreen());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.contains(QStringLiteral("first frame:")));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(pixelSpread(image) > 10);
    }

    // The start as docs/performance.md measures it: the first frame, then exit, no file written.
    void appQuitsAfterTheFirstFrame() {
        const Run run =
            runApp({QStringLiteral("--quit-after-first-frame"), QStringLiteral("--first-frame-time")}, offscreen());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QStringLiteral("first frame:")), qPrintable(run.out));
        QVERIFY(!run.out.contains(QStringLiteral("screenshot written")));
    }

    void appLogsToItsDataFolder() {
        QTemporaryDir data;
        QProcessEnvironment environment = offscreen();
        environment.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
        const Run run =
            runApp({QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("log.png"))}, environment);
        QCOMPARE(run.exitCode, 0);
        QFile log(data.filePath(QStringLiteral("Entanglion/entanglion/entanglion.log")));
        QVERIFY2(log.open(QIODevice::ReadOnly), qPrintable(log.fileName()));
        const QString text = QString::fromUtf8(log.readAll());
        QVERIFY(text.contains(QStringLiteral("new game: difficulty 1")));
        QVERIFY(text.contains(QStringLiteral("first frame after")));
    }

    void appRejectsBadArgumentsWithExitCode2() {
        const Run unknown = runApp({QStringLiteral("--bogus")}, offscreen());
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains(QStringLiteral("unknown argument \"--bogus\"")));
        QVERIFY(unknown.err.contains(QStringLiteral("usage:")));

        const Run missing =
            runApp({QStringLiteral("--record"), m_dir.filePath(QStringLiteral("nope.json"))}, offscreen());
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains(QStringLiteral("nope.json")));

        QFile broken(m_dir.filePath(QStringLiteral("broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("[1, 2");
        broken.close();
        const Run malformed = runApp({QStringLiteral("--record"), broken.fileName()}, offscreen());
        QCOMPARE(malformed.exitCode, 2);
        QVERIFY(malformed.err.contains(QStringLiteral("broken.json")));
    }

    void appWithoutADisplayExplainsHowToRunHeadless() {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
        environment.remove(QStringLiteral("DISPLAY"));
        environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
        const Run run = runApp({}, environment);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(QStringLiteral("QT_QPA_PLATFORM=offscreen")));
        QVERIFY(run.err.contains(QStringLiteral("xvfb-run -a")));
    }

    void appStartsInEachLanguage_data() {
        QTest::addColumn<QString>("code");
        for (const char* code : {"pl", "es", "cs", "en"}) QTest::newRow(code) << QString::fromLatin1(code);
    }
    void appStartsInEachLanguage() {
        QFETCH(QString, code);
        const QString png = testing_ui::screenshotPath(QStringLiteral("app-lang-%1.png").arg(code));
        QTemporaryDir data;  // no saved language from another run
        QProcessEnvironment environment = offscreen();
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), data.path());
        environment.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
        const Run run = runApp({QStringLiteral("--lang"), code, QStringLiteral("--screenshot"), png}, environment);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(!run.err.contains(QStringLiteral("no translation")), qPrintable(run.err));
        QFile log(data.filePath(QStringLiteral("Entanglion/entanglion/entanglion.log")));
        QVERIFY2(log.open(QIODevice::ReadOnly), qPrintable(log.fileName()));
        QVERIFY(QString::fromUtf8(log.readAll()).contains(QStringLiteral("user interface language: ") + code));
        QVERIFY(pixelSpread(QImage(png)) > 10);
    }

    void translationsKeepEveryPlaceholder_data() {
        QTest::addColumn<QString>("code");
        for (const char* code : {"pl", "es", "cs"}) QTest::newRow(code) << QString::fromLatin1(code);
    }
    void translationsKeepEveryPlaceholder() {
        // Every string has its translation (translations_up_to_date also compares with a fresh
        // lupdate), and no translation drops or adds a placeholder.
        QFETCH(QString, code);
        QFile ts(QStringLiteral(ENTANGLION_SOURCE_DIR "/ui-qml/i18n/entanglion_%1.ts").arg(code));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&ts);
        int messages = 0;
        QString source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) continue;
            if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
                ++messages;
            } else if (xml.name() == QLatin1String("translation")) {
                QVERIFY2(xml.attributes().value(QLatin1String("type")).isEmpty(),
                         qPrintable(QStringLiteral("not translated: ") + source));
                const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                QVERIFY2(!translation.trimmed().isEmpty(), qPrintable(QStringLiteral("empty translation: ") + source));
                for (int n = 1; n <= 5; ++n) {
                    const QString placeholder = QStringLiteral("%%1").arg(n);
                    QVERIFY2(source.contains(placeholder) == translation.contains(placeholder),
                             qPrintable(QStringLiteral("%1 differs in: ").arg(placeholder) + source));
                }
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 300);
    }

    void germanIsNoLongerShipped() {
        // The product's languages are the rulebook's; --lang de falls back to English.
        const Run run = runApp({QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--screenshot"),
                                m_dir.filePath(QStringLiteral("de.png"))},
                               offscreen());
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.contains(QStringLiteral("no translation for \"de\"")));
    }

    void unknownLanguageFallsBackToEnglish() {
        const QString png = testing_ui::screenshotPath(QStringLiteral("lang.png"));
        const Run run =
            runApp({QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("--screenshot"), png}, offscreen());
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.contains(QStringLiteral("no translation for \"xx\"")));
    }
};

ENTANGLION_QTEST_MAIN(ScreenshotTest)
#include "screenshot_test.moc"
