#pragma once
/// Text the Lessons page and the Bell demo show for engine values: kets, planets, gates. Every ket
/// comes from statevector/format.h, so the UI prints exactly what the CLI prints.

#include <QString>
#include <QStringList>
#include <optional>

#include "game/board/board.h"
#include "lessons/runner.h"
#include "statevector/gate.h"
#include "statevector/state.h"

namespace lessonText {

/// UTF-8 std::string (or string_view) to QString.
QString fromStd(std::string_view text);
/// Lesson prose for the learner: fromStd with move ids in words ("CNOT:RUBICON" -> "CNOT for Rubicon").
QString readable(std::string_view text);

/// "(|00> + |11>)/√2": the bare exact ket, |Mercurial Rubicon> order.
QString ket(const entanglion::TwoQubitState& state);
/// "(|00> + |11>)/√2  in |Mercurial Rubicon>": the ket with its order label.
QString ketLabelled(const entanglion::TwoQubitState& state);
/// "|Mercurial Rubicon>".
QString orderLabel();
/// The board's short name for the state up to global phase, e.g. "|+0>" or "|Φ+>"; a phase other
/// than 1 is written in front ("-1 × |Φ->"). Empty when the board names no such state.
QString namedKet(const entanglion::Board& board, const entanglion::TwoQubitState& state);
/// The planet's name in the UI's language ("PHI MÁS"): the game's translations (context
/// "gameText", filled by the Entanglion.Ui module) hold every planet's English display name.
QString planetName(entanglion::Planet planet);
/// "Mercurial on PLUS, Rubicon on ZERO" or "both ships on PHI PLUS"; "no planet" when nullopt.
QString planets(const std::optional<entanglion::ShipPositions>& positions);
/// "H on Mercurial", "CNOT played by Rubicon (control Mercurial)".
QString gateLabel(const entanglion::Gate& gate);
/// "H ⊗ I" for H on Mercurial, "I ⊗ H" for H on Rubicon, "CNOT, control Mercurial, target Rubicon".
QString gateOperator(const entanglion::Gate& gate);
/// "Mercurial" / "Rubicon".
QString shipName(entanglion::Ship ship);
/// The lesson's goal, one condition a line, in the UI's language ("both ships on PHI PLUS"); the
/// CLI prints lessons::describe_goal's English.
QStringList goalLines(const entanglion::lessons::Goal& goal);
/// How the position misses the goal (lessons::GoalMiss), one sentence in the UI's language per kind:
/// "You made |01>; |10> needs both ships' bits flipped."
QString goalMiss(const entanglion::lessons::GoalMiss& miss);
/// The warning that no moves with the `cardsLeft` cards left reach the goal.
QString outOfReach(int cardsLeft);
/// Why the runner refused a move, in the UI's language, from the result's kind and numbers (its
/// `message` is the CLI's English); empty for an accepted move.
QString refusal(const entanglion::lessons::MoveResult& result);

}  // namespace lessonText
