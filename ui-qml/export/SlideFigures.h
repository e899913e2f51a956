#pragma once
/// Figures for slides: the galaxy map, engine control as a circuit, the live ket, a histogram of
/// shots and the two Bloch spheres, each written as SVG (vector, text kept as text) and as PNG in the
/// sizes a slide needs: 1920x1080, and 1280x720 drawn at twice the pixels (2560x1440) for sharp
/// text on high-density projectors. Light colours (FigurePainter's palette).

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "game/board/board.h"
#include "statevector/gate.h"
#include "statevector/measurement.h"
#include "statevector/state.h"

namespace entanglion::rules {
class GameState;
}

namespace slideFigures {

enum class Figure { Map, Circuit, Ket, Histogram, Bloch };
/// "map", "circuit", "ket", "histogram", "bloch": the files' base names.
QString figureId(Figure figure);
std::optional<Figure> parseFigure(const QString& id);
const QList<Figure>& allFigures();

/// What the figures show.
struct Scene {
    std::optional<entanglion::ShipPositions> ships;  ///< on the map; none when the board names no planets
    std::vector<entanglion::Gate> gates;             ///< the circuit, in order
    int emptySlots = 0;                              ///< engine control's free boxes after the gates
    entanglion::TwoQubitState state;                 ///< ket and Bloch spheres
    entanglion::ShotCounts shots;                    ///< the histogram
};

/// A game's figures: its ships, engine control, live state, and 100 shots in ZZ (seed 1).
Scene sceneOfGame(const entanglion::rules::GameState& state);
/// The Bell demo's figures for `variant` (0 Φ+ ... 3 Ψ-) after `step` cards (-1: all of them), with
/// `shots` (a demo's own measurement) or 100 shots in ZZ (seed 1) when not given.
Scene sceneOfBellDemo(int variant, int step = -1, std::optional<entanglion::ShotCounts> shots = std::nullopt);

/// One file to write: its path and, for PNG, its pixel size and the drawing size (logical).
struct Output {
    QString path;
    QSize logical;
    double pixelRatio = 1;  ///< PNG pixels per logical pixel; 0 for SVG
};
/// The three outputs of `figure` in `directory`: NAME.svg (1920x1080), NAME-1920x1080.png and
/// NAME-1280x720@2x.png, NAME = prefix + figureId.
QList<Output> slideOutputs(Figure figure, const QString& directory, const QString& prefix = QString());

/// Draws `figure` of `scene` into one file (.svg or .png by the path's suffix). False with `error`.
bool writeFigure(Figure figure, const Scene& scene, const Output& output, QString* error);
/// Every figure in every size into `directory` (created when missing); returns the paths written.
QStringList writeAllFigures(const Scene& scene, const QString& directory, QString* error,
                            const QString& prefix = QString());

}  // namespace slideFigures
