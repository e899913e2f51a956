// Slide figures: every figure as SVG (parsed back: valid, its texts present as text) and as PNG in
// the two slide sizes (1920x1080 and 1280x720 at 2x = 2560x1440), not blank; the game's figures show
// its ships and engine control. Copies land in build/export-figures/ to look at.
#include <QDir>
#include <QImage>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include "SlideFigures.h"
#include "game/rules/game_state.h"
#include "ui-qml/controller/GameController.h"

using slideFigures::Figure;

namespace {

/// Every <text> element's content in an SVG, joined by spaces.
QString svgTexts(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    QXmlStreamReader xml(&file);
    QStringList texts;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    return xml.hasError() ? QStringLiteral("<xml error: %1>").arg(xml.errorString()) : texts.join(u' ');
}

int distinctColours(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
    }
    return static_cast<int>(colours.size());
}

}  // namespace

class FiguresTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_look = QStringLiteral(ENTANGLION_BINARY_DIR "/export-figures");
        QDir(m_look).removeRecursively();
    }

    void everyFigureInEverySizeOfTheBellDemo() {
        QString error;
        const QStringList written =
            slideFigures::writeAllFigures(slideFigures::sceneOfBellDemo(0), m_look, &error, QStringLiteral("bell-"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(written.size(), 15);
        for (Figure figure : slideFigures::allFigures()) {
            const auto outputs = slideFigures::slideOutputs(figure, m_look, QStringLiteral("bell-"));
            QSvgRenderer svg(outputs[0].path);
            QVERIFY2(svg.isValid(), qPrintable(outputs[0].path));
            QCOMPARE(svg.viewBox(), QRect(0, 0, 1920, 1080));
            QCOMPARE(QImage(outputs[1].path).size(), QSize(1920, 1080));
            QCOMPARE(QImage(outputs[2].path).size(), QSize(2560, 1440));
            for (int i = 1; i <= 2; ++i)
                QVERIFY2(distinctColours(QImage(outputs[i].path)) >= 3, qPrintable(outputs[i].path + " is blank"));
        }
        const auto text = [this](Figure figure) {
            return svgTexts(slideFigures::slideOutputs(figure, m_look, QStringLiteral("bell-"))[0].path);
        };
        QVERIFY2(text(Figure::Ket).contains(QStringLiteral("(|00> + |11>)/√2")), qPrintable(text(Figure::Ket)));
        QVERIFY2(text(Figure::Ket).contains(QStringLiteral("|Φ+>")), qPrintable(text(Figure::Ket)));
        QVERIFY2(text(Figure::Circuit).contains(QStringLiteral("Mercurial")), qPrintable(text(Figure::Circuit)));
        QVERIFY2(text(Figure::Circuit).contains(QStringLiteral("H")), qPrintable(text(Figure::Circuit)));
        QVERIFY2(text(Figure::Histogram).contains(QStringLiteral("ZZ")), qPrintable(text(Figure::Histogram)));
        QVERIFY2(text(Figure::Bloch).contains(QStringLiteral("entangled")), qPrintable(text(Figure::Bloch)));
        QVERIFY2(text(Figure::Map).contains(QStringLiteral("PHI PLUS")), qPrintable(text(Figure::Map)));
        QVERIFY2(text(Figure::Map).contains(QStringLiteral("X/CNOT")), qPrintable(text(Figure::Map)));
    }

    void theHistogramShowsTheShotsItIsGiven() {
        entanglion::ShotCounts counts;
        counts.bases = entanglion::kBasesXX;
        counts.shots = 10;
        counts.counts = {4, 0, 0, 6};
        counts.probabilities = {0.5, 0, 0, 0.5};
        const auto scene = slideFigures::sceneOfBellDemo(0, -1, counts);
        const auto output = slideFigures::slideOutputs(Figure::Histogram, m_dir.path())[0];
        QString error;
        QVERIFY2(slideFigures::writeFigure(Figure::Histogram, scene, output, &error), qPrintable(error));
        const QString text = svgTexts(output.path);
        QVERIFY2(text.contains(QStringLiteral("XX")) && text.contains(QStringLiteral("10")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("6 · P = 0.50")), qPrintable(text));
    }

    void aGamesFiguresShowItsShipsAndEngineControl() {
        GameController controller;
        QVERIFY(controller.newGame(1, 2024, ui::RulesVariant::Board));
        const entanglion::rules::GameState& state = *controller.gameState();
        const slideFigures::Scene scene = slideFigures::sceneOfGame(state);
        QCOMPARE(scene.ships, std::optional(state.positions()));
        QCOMPARE(scene.gates.size() + static_cast<std::size_t>(scene.emptySlots), std::size_t{6});
        QString error;
        const QStringList written = slideFigures::writeAllFigures(scene, m_look, &error, QStringLiteral("game-"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString map = svgTexts(slideFigures::slideOutputs(Figure::Map, m_look, QStringLiteral("game-"))[0].path);
        QVERIFY2(map.contains(QStringLiteral("M")) && map.contains(QStringLiteral("R")), qPrintable(map));
    }

    void anUnwritableFolderIsReported() {
        QFile blocker(m_dir.filePath(QStringLiteral("a-file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QString error;
        const QStringList written = slideFigures::writeAllFigures(slideFigures::sceneOfBellDemo(0),
                                                                  blocker.fileName() + QStringLiteral("/sub"), &error);
        QVERIFY(written.isEmpty());
        QVERIFY2(error.contains(QStringLiteral("a-file/sub")), qPrintable(error));
    }

private:
    QTemporaryDir m_dir;
    QString m_look;
};

QTEST_MAIN(FiguresTest)
#include "figures_test.moc"
