#include "SlideFigures.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

#include "BellDemoController.h"
#include "FigurePainter.h"
#include "game/rules/game_state.h"
#include "statevector/random.h"

namespace slideFigures {
namespace {

constexpr int kSlideShots = 100;

entanglion::ShotCounts defaultShots(const entanglion::TwoQubitState& state) {
    entanglion::Rng rng(1);
    return entanglion::sample_shots(state, entanglion::kBasesZZ, kSlideShots, rng);
}

QString tr(const char* text) { return QCoreApplication::translate("slideFigures", text); }

/// Draws one figure filling `size` (logical pixels): a white page with a margin; `unit` keeps the text
/// the same share of the slide at 1920x1080 and at 1280x720.
void paint(QPainter& painter, Figure figure, const Scene& scene, QSizeF size) {
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(QRectF(QPointF(0, 0), size), figures::palette().paper);
    const double unit = size.height() / 1080.0;
    const QRectF area = QRectF(QPointF(0, 0), size).adjusted(60 * unit, 50 * unit, -60 * unit, -50 * unit);
    switch (figure) {
        case Figure::Map:
            figures::paintGalaxyMap(painter, area, entanglion::Board::published(), scene.ships, unit);
            break;
        case Figure::Circuit:
            figures::paintCircuit(painter, area, scene.gates, unit, scene.emptySlots);
            break;
        case Figure::Ket:
            figures::paintKet(painter, area, scene.state, unit);
            break;
        case Figure::Histogram:
            figures::paintHistogram(painter, area, scene.shots, unit);
            break;
        case Figure::Bloch:
            figures::paintBlochSpheres(painter, area, scene.state, unit);
            break;
    }
}

}  // namespace

QString figureId(Figure figure) {
    switch (figure) {
        case Figure::Map:
            return QStringLiteral("map");
        case Figure::Circuit:
            return QStringLiteral("circuit");
        case Figure::Ket:
            return QStringLiteral("ket");
        case Figure::Histogram:
            return QStringLiteral("histogram");
        case Figure::Bloch:
            return QStringLiteral("bloch");
    }
    return {};
}

std::optional<Figure> parseFigure(const QString& id) {
    for (Figure figure : allFigures()) {
        if (figureId(figure) == id) return figure;
    }
    return std::nullopt;
}

const QList<Figure>& allFigures() {
    static const QList<Figure> kAll = {Figure::Map, Figure::Circuit, Figure::Ket, Figure::Histogram, Figure::Bloch};
    return kAll;
}

Scene sceneOfGame(const entanglion::rules::GameState& game) {
    Scene scene;
    scene.ships = game.positions();
    for (const entanglion::rules::ControlSlot& slot : game.engine_control()) {
        if (const auto card = entanglion::rules::nav_card_of(slot.card))
            scene.gates.push_back(entanglion::Gate{entanglion::gate_kind_of(*card), slot.line});
    }
    scene.emptySlots = entanglion::rules::kControlSlots - static_cast<int>(scene.gates.size());
    scene.state = game.live_state();
    scene.shots = defaultShots(scene.state);
    return scene;
}

Scene sceneOfBellDemo(int variant, int step, std::optional<entanglion::ShotCounts> shots) {
    BellDemoController demo;
    demo.setVariant(variant);
    const int shown = step < 0 || step > demo.stepCount() ? demo.stepCount() : step;
    Scene scene;
    scene.gates.assign(demo.gates().begin(), demo.gates().begin() + shown);
    scene.state = demo.stateAt(shown);
    scene.ships = entanglion::Board::published().positions_of(scene.state);
    scene.shots = shots ? *shots : defaultShots(scene.state);
    return scene;
}

QList<Output> slideOutputs(Figure figure, const QString& directory, const QString& prefix) {
    const QString base = QDir(directory).filePath(prefix + figureId(figure));
    return {Output{base + QStringLiteral(".svg"), QSize(1920, 1080), 0},
            Output{base + QStringLiteral("-1920x1080.png"), QSize(1920, 1080), 1},
            Output{base + QStringLiteral("-1280x720@2x.png"), QSize(1280, 720), 2}};
}

bool writeFigure(Figure figure, const Scene& scene, const Output& output, QString* error) {
    if (output.pixelRatio <= 0) {
        QSvgGenerator svg;
        svg.setFileName(output.path);
        svg.setSize(output.logical);
        svg.setViewBox(QRect(QPoint(0, 0), output.logical));
        svg.setTitle(QStringLiteral("Entanglion: ") + figureId(figure));
        QPainter painter;
        if (!painter.begin(&svg)) {
            //: %1: the file's full path.
            *error = tr("%1: cannot write the file").arg(QFileInfo(output.path).absoluteFilePath());
            return false;
        }
        paint(painter, figure, scene, output.logical);
        painter.end();
        return true;
    }
    QImage image(output.logical * output.pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(output.pixelRatio);
    QPainter painter(&image);
    paint(painter, figure, scene, output.logical);
    painter.end();
    if (!image.save(output.path, "PNG")) {
        //: %1: the file's full path.
        *error = tr("%1: cannot write the file").arg(QFileInfo(output.path).absoluteFilePath());
        return false;
    }
    return true;
}

QStringList writeAllFigures(const Scene& scene, const QString& directory, QString* error, const QString& prefix) {
    QStringList written;
    if (!QDir().mkpath(directory)) {
        //: %1: the folder's full path.
        *error = tr("%1: cannot create the directory").arg(QFileInfo(directory).absoluteFilePath());
        return written;
    }
    for (Figure figure : allFigures()) {
        for (const Output& output : slideOutputs(figure, directory, prefix)) {
            if (!writeFigure(figure, scene, output, error)) return written;
            written << output.path;
        }
    }
    return written;
}

}  // namespace slideFigures
