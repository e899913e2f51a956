// Slide figures: every figure as SVG (parsed back: valid, its texts present as text) and as PNG in
// the two slide sizes (1920x1080 and 1280x720 at 2x = 2560x1440), not blank; the game's figures show
// its ships and engine control. Read back geometrically, in every language: no two texts of a
// figure overlap, and no line of the slide map or of a worksheet's lesson map runs through a ket or
// a planet's name; the slide map has its legend. Copies land in build/export-figures/ to look at.
#include <QDir>
#include <QFontMetricsF>
#include <QImage>
#include <QLineF>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTransform>
#include <QXmlStreamReader>
#include <QtTest>
#include <algorithm>

#include "FigurePainter.h"
#include "LessonMapModel.h"
#include "LessonText.h"
#include "SlideFigures.h"
#include "game/rules/game_state.h"
#include "lessons/builtin.h"
#include "tests/common/qtest_program.h"
#include "ui-qml/app/Language.h"
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

/// What an SVG written by QSvgGenerator draws, in its view box: each text with its box (from the
/// font's metrics at the size and weight written) and points along every stroked line (paths,
/// polylines and lines drawn without a fill).
struct SvgDrawing {
    struct Text {
        QString text;
        QRectF box;
    };
    QList<Text> texts;
    QList<QList<QPointF>> lines;
};

QTransform transformOf(const QXmlStreamAttributes& attributes) {
    static const QRegularExpression kMatrix(QStringLiteral(R"(matrix\(([^)]*)\))"));
    const QRegularExpressionMatch match = kMatrix.match(attributes.value(QLatin1String("transform")).toString());
    if (!match.hasMatch()) return {};
    const QStringList v = match.captured(1).split(u',');
    if (v.size() != 6) return {};
    return QTransform(v[0].toDouble(), v[1].toDouble(), v[2].toDouble(), v[3].toDouble(), v[4].toDouble(),
                      v[5].toDouble());
}

/// Points along an SVG path's "d" (QSvgGenerator writes M, L and C with absolute coordinates).
QList<QPointF> pathPoints(const QString& d) {
    static const QRegularExpression kToken(QStringLiteral(R"([MLCZmlcz]|-?[\d.]+(?:e-?\d+)?)"));
    QList<QPointF> points;
    QChar command;
    QList<double> numbers;
    QPointF current;
    const auto flush = [&] {
        if (command == u'M' || command == u'L') {
            for (qsizetype i = 0; i + 1 < numbers.size(); i += 2) {
                const QPointF next(numbers[i], numbers[i + 1]);
                if (command == u'L' || i > 0) {
                    for (int step = 1; step <= 20; ++step) points << current + (next - current) * (step / 20.0);
                } else {
                    points << next;
                }
                current = next;
            }
        } else if (command == u'C') {
            for (qsizetype i = 0; i + 5 < numbers.size(); i += 6) {
                const QPointF c1(numbers[i], numbers[i + 1]), c2(numbers[i + 2], numbers[i + 3]),
                    end(numbers[i + 4], numbers[i + 5]);
                for (int step = 1; step <= 40; ++step) {
                    const double t = step / 40.0, u = 1 - t;
                    points << u * u * u * current + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * end;
                }
                current = end;
            }
        }
        numbers.clear();
    };
    for (const QRegularExpressionMatch& token : kToken.globalMatch(d)) {
        const QString text = token.captured(0);
        if (text[0].isLetter()) {
            flush();
            command = text[0].toUpper();
        } else {
            numbers << text.toDouble();
        }
    }
    flush();
    return points;
}

SvgDrawing readSvg(const QString& path) {
    SvgDrawing drawing;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return drawing;
    QXmlStreamReader xml(&file);
    QList<std::pair<QTransform, bool>> groups{{QTransform(), false}};  // each <g>: its transform, stroked without fill
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && xml.name() == QLatin1String("g")) {
            groups.removeLast();
            continue;
        }
        if (token != QXmlStreamReader::StartElement) continue;
        const QXmlStreamAttributes attributes = xml.attributes();
        if (xml.name() == QLatin1String("g")) {
            const bool stroked = attributes.value(QLatin1String("fill")) == QLatin1String("none") &&
                                 attributes.value(QLatin1String("stroke")) != QLatin1String("none");
            groups.append({transformOf(attributes) * groups.last().first, stroked});
        } else if (xml.name() == QLatin1String("text")) {
            QFont font(attributes.value(QLatin1String("font-family")).toString());
            font.setPixelSize(qRound(attributes.value(QLatin1String("font-size")).toDouble()));
            font.setWeight(static_cast<QFont::Weight>(attributes.value(QLatin1String("font-weight")).toInt()));
            const QPointF at(attributes.value(QLatin1String("x")).toDouble(),
                             attributes.value(QLatin1String("y")).toDouble());
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            const QFontMetricsF metrics(font);
            const QRectF box(at.x(), at.y() - metrics.ascent(), metrics.horizontalAdvance(text),
                             metrics.ascent() + metrics.descent());
            drawing.texts.append({text, groups.last().first.mapRect(box)});
        } else if (groups.last().second &&
                   (xml.name() == QLatin1String("path") || xml.name() == QLatin1String("polyline") ||
                    xml.name() == QLatin1String("line"))) {
            QList<QPointF> points;
            if (xml.name() == QLatin1String("path")) {
                points = pathPoints(attributes.value(QLatin1String("d")).toString());
            } else if (xml.name() == QLatin1String("line")) {
                points = pathPoints(QStringLiteral("M%1,%2 L%3,%4")
                                        .arg(attributes.value(QLatin1String("x1")).toString(),
                                             attributes.value(QLatin1String("y1")).toString(),
                                             attributes.value(QLatin1String("x2")).toString(),
                                             attributes.value(QLatin1String("y2")).toString()));
            } else {
                points = pathPoints(
                    QStringLiteral("M") +
                    attributes.value(QLatin1String("points")).toString().trimmed().replace(u' ', QStringLiteral(" L")));
            }
            for (QPointF& point : points) point = groups.last().first.map(point);
            drawing.lines.append(points);
        }
    }
    return drawing;
}

/// A ket ("|0>", "|Φ+>") or a word of a planet's name: texts no line may cross.
bool keptClearOfLines(const QString& text, const QStringList& nameWords) {
    return (text.startsWith(u'|') && text.endsWith(u'>')) || nameWords.contains(text);
}

/// The words of every planet's name in the current language (a name may be drawn on two lines).
QStringList planetNameWords() {
    QStringList words;
    for (entanglion::Planet planet : entanglion::kAllPlanets)
        words << lessonText::planetName(planet).split(u' ', Qt::SkipEmptyParts);
    return words;
}

/// What is wrong in an SVG figure: two texts drawn over one another (beyond half a pixel each way),
/// a line through a ket or a planet's name (`checkLines`). Empty when nothing is.
QStringList drawingProblems(const QString& path, bool checkLines) {
    const SvgDrawing drawing = readSvg(path);
    QStringList problems;
    if (drawing.texts.isEmpty()) problems << QStringLiteral("no text read");
    for (qsizetype i = 0; i < drawing.texts.size(); ++i) {
        for (qsizetype j = i + 1; j < drawing.texts.size(); ++j) {
            const QRectF shared = drawing.texts[i].box.intersected(drawing.texts[j].box);
            if (shared.width() > 0.5 && shared.height() > 0.5)
                problems << QStringLiteral("\"%1\" over \"%2\"").arg(drawing.texts[i].text, drawing.texts[j].text);
        }
    }
    if (!checkLines) return problems;
    const QStringList nameWords = planetNameWords();
    for (const SvgDrawing::Text& text : drawing.texts) {
        if (!keptClearOfLines(text.text, nameWords)) continue;
        const QRectF inner = text.box.adjusted(0.5, 0.5, -0.5, -0.5);
        for (const QList<QPointF>& line : drawing.lines) {
            if (std::any_of(line.begin(), line.end(), [&](QPointF p) { return inner.contains(p); })) {
                problems << QStringLiteral("a line runs through \"%1\"").arg(text.text);
                break;
            }
        }
    }
    return problems;
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

    /// The slide map in every language: no text over another, no line through a ket or a name,
    /// and the legend says what the galaxies' colours and the line styles mean.
    void theSlideMapKeepsItsTextsClearInEveryLanguage() {
        LanguageSettings settings;
        const slideFigures::Scene scene = slideFigures::sceneOfBellDemo(0);
        for (const QString& code : LanguageSettings::codes()) {
            QVERIFY(settings.apply(code));
            for (Figure figure : slideFigures::allFigures()) {
                const auto output = slideFigures::slideOutputs(figure, m_look, code + QStringLiteral("-"))[0];
                QString error;
                QVERIFY2(slideFigures::writeFigure(figure, scene, output, &error), qPrintable(error));
                const QStringList problems = drawingProblems(output.path, figure == Figure::Map);
                QVERIFY2(problems.isEmpty(),
                         qPrintable(output.path + QStringLiteral(":\n") + problems.join(QStringLiteral("\n"))));
            }
            const QString map =
                svgTexts(slideFigures::slideOutputs(Figure::Map, m_look, code + QStringLiteral("-"))[0].path);
            for (const char* legend : {"Centarious", "Superious", "Entanglion", "Mercurial (solid)", "Rubicon (dashed)",
                                       "CNOT entry / exit"}) {
                const QString text = QCoreApplication::translate("figures", legend);
                QVERIFY2(map.contains(text), qPrintable(code + QStringLiteral(": no legend \"") + text + u'"'));
            }
        }
        QVERIFY(settings.apply(QStringLiteral("en")));
    }

    /// Every lesson's map as a worksheet draws it (FigurePainter::paintLessonMap, here into an SVG
    /// at the worksheet's size), in every language: no text over another, no line through a ket or
    /// a planet's name.
    void everyLessonMapKeepsItsTextsClearInEveryLanguage() {
        LanguageSettings settings;
        for (const QString& code : LanguageSettings::codes()) {
            QVERIFY(settings.apply(code));
            for (const auto& lesson : entanglion::lessons::builtin_lessons()) {
                LessonMapModel map;
                map.setLesson(&lesson, entanglion::Board::published());
                map.setPositions(lesson.start.positions);
                const QString path =
                    m_dir.filePath(QStringLiteral("map-%1-%2.svg").arg(code, QString::fromStdString(lesson.id)));
                {
                    // The worksheet's map: 499 x 215 points at the PDF's 300 dots per inch.
                    const QSize size(2079, 896);
                    QSvgGenerator svg;
                    svg.setFileName(path);
                    svg.setSize(size);
                    svg.setViewBox(QRect(QPoint(), size));
                    QPainter painter(&svg);
                    figures::paintLessonMap(painter, QRectF(QPointF(), size), map, 300 / 72.0);
                }
                const QStringList problems = drawingProblems(path, true);
                QVERIFY2(problems.isEmpty(), qPrintable(code + u' ' + QString::fromStdString(lesson.id) +
                                                        QStringLiteral(":\n") + problems.join(QStringLiteral("\n"))));
            }
        }
        QVERIFY(settings.apply(QStringLiteral("en")));
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

ENTANGLION_QTEST_MAIN(FiguresTest)
#include "figures_test.moc"
