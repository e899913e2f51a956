#pragma once
/// Draws the classroom figures with QPainter, so the same code fills a PDF page (QPdfWriter), an SVG
/// (QSvgGenerator) and a PNG (QImage): every text stays text and every shape a vector. Light colours
/// for paper and slides. Each function draws into `area` only; `unit` is the size of one design pixel
/// in the painter's coordinates (1 for a 1920x1080 slide, the dots per point for a PDF), so fonts and
/// lines scale with the target. Values come from the engine; these functions only draw them.

#include <QColor>
#include <QRectF>
#include <QString>
#include <array>
#include <optional>
#include <vector>

#include "game/board/board.h"
#include "statevector/gate.h"
#include "statevector/measurement.h"
#include "statevector/state.h"

class QPainter;
class LessonMapModel;

namespace figures {

/// The print palette: dark ink on white, the ships' and galaxies' hues darkened for paper.
struct Palette {
    QColor paper{"#ffffff"};
    QColor ink{"#1b1f2a"};
    QColor dim{"#5a6172"};
    QColor rule{"#c5cad6"};
    QColor panel{"#f1f3f8"};
    QColor accent{"#2457a6"};
    QColor mercurial{"#1f7fb8"};
    QColor rubicon{"#c4502a"};
    QColor centarious{"#7a4fbf"};
    QColor superious{"#2f8f3e"};
    QColor entanglion{"#b8890f"};
    QColor probability{"#d29a00"};
};
const Palette& palette();

/// The galaxy's colour for planet ids' galaxy ("CENTARIOUS", ...).
QColor galaxyColor(entanglion::Galaxy galaxy);

/// The whole printed board: paths with their cards, the grey CNOT entry lines, planets with their
/// names, the ships where `ships` says (none when nullopt), and the legend (the galaxies; what each
/// line style means). Keeps the map's proportions. Every label sits where the app's map puts it
/// (MapLayout, for the names in the UI's language): no text covers another, a ship's mark or a
/// line, and every line stops at the rim of each disc it meets, so none runs through a ket.
void paintGalaxyMap(QPainter& painter, const QRectF& area, const entanglion::Board& board,
                    const std::optional<entanglion::ShipPositions>& ships, double unit);

/// A lesson's map (LessonMapModel: the planets the lesson can reach, its printed paths, the goal
/// ringed, M and R where the ships are): the part of the board that holds them, at the board's own
/// proportions, with the same places for names, card labels and marks as the whole map (MapLayout),
/// so none covers another; lines stop at the discs' rims.
void paintLessonMap(QPainter& painter, const QRectF& area, const LessonMapModel& map, double unit);
/// The part of the board `paintLessonMap` draws, in map units (MapLayout's): to size its figure.
QRectF lessonMapBounds(const LessonMapModel& map);

/// Gates as a circuit: one line per ship (Mercurial on top, as in |Mercurial Rubicon>), a box per
/// single-qubit gate, a dot and ⊕ for CNOT (the ship it is played for is the target), two crosses
/// for SWAP. `emptySlots` draws that many empty boxes after the gates (engine control's free slots).
void paintCircuit(QPainter& painter, const QRectF& area, const std::vector<entanglion::Gate>& gates, double unit,
                  int emptySlots = 0);

/// The live ket: the exact ket labelled |Mercurial Rubicon>, and one bar per basis state with its
/// amplitude and probability.
void paintKet(QPainter& painter, const QRectF& area, const entanglion::TwoQubitState& state, double unit);

/// A histogram of joint outcomes 00, 01, 10, 11 in `counts.bases`: bars for the counted shares, a
/// mark at each exact probability, counts and probabilities written under the bars.
void paintHistogram(QPainter& painter, const QRectF& area, const entanglion::ShotCounts& counts, double unit);

/// One Bloch sphere per ship (seen from the side: X to the right, Z up) with the ship's reduced
/// state as an arrow; an entangled ship's arrow shrinks to the centre and says so.
void paintBlochSpheres(QPainter& painter, const QRectF& area, const entanglion::TwoQubitState& state, double unit);

/// Text drawn into `area` with word wrap; returns the height used. `pixelSize` is in design pixels.
double paintParagraph(QPainter& painter, const QRectF& area, const QString& text, double pixelSize, double unit,
                      const QColor& colour, bool bold = false, int flags = 0);

}  // namespace figures
