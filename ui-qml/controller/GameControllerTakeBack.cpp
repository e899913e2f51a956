// GameController's take-back (Ctrl+Z), and the words of the table session's refusals: what may be
// taken back is decided by game/rules/take_back.h through the session; here the refusal is worded.
#include <spdlog/spdlog.h>

#include "game/rules/take_back.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/GameText.h"

namespace rules = entanglion::rules;
namespace session = entanglion::session;

namespace {

/// Why the last action cannot be taken back, in the player's language.
QString takeBackRefusalText(const rules::TakeBackCheck& check) {
    switch (check.refusal) {
        case rules::TakeBackRefusal::kNone:
            return {};
        case rules::TakeBackRefusal::kNoAction:
            return GameController::tr("There is nothing to take back: no move has been played yet.");
        case rules::TakeBackRefusal::kOtherPlayersMove:
            //: %1: a ship's name, e.g. "Rubicon".
            return GameController::tr("%1 has played since your last move, so it can no longer be taken back.")
                .arg(gameText::shipName(check.player));
        case rules::TakeBackRefusal::kDoesNotReplay:
            //: %1: why, e.g. "the die was rolled: 5".
            return GameController::tr("The move cannot be taken back: %1").arg(QString::fromStdString(check.error));
        case rules::TakeBackRefusal::kPileRebuilt:
            return GameController::tr(
                "The last move cannot be taken back: the engine stack ran out during it and was shuffled anew from "
                "the discard pile, so its cards can no longer go back on top. To try another move, step through the "
                "game and use What if… in its review.");
        case rules::TakeBackRefusal::kRevealed:
            break;
    }
    switch (check.revealed) {
        case rules::ChanceKind::kEntanglionDie:
        case rules::ChanceKind::kCentariousDie:
            return GameController::tr(
                "The last move cannot be taken back: its die roll is already known. To try another move, step "
                "through the game and use What if… in its review.");
        case rules::ChanceKind::kEngineDraw:
        case rules::ChanceKind::kEventDraw:
        case rules::ChanceKind::kComponentPlacement:
            return GameController::tr(
                "The last move cannot be taken back: the card it drew is already known. To try another move, step "
                "through the game and use What if… in its review.");
        case rules::ChanceKind::kComponentPick:
            return GameController::tr(
                "The last move cannot be taken back: the component Spooky Action picked is already known. To try "
                "another move, step through the game and use What if… in its review.");
        case rules::ChanceKind::kMeasurement:
            return GameController::tr(
                "The last move cannot be taken back: the measurement is already known. To try another move, step "
                "through the game and use What if… in its review.");
    }
    return {};
}

}  // namespace

QString GameController::refusalText(const session::Refusal& refusal) const {
    switch (refusal.kind) {
        case session::RefusalKind::kNoGame:
            return tr("Start a new game first.");
        case session::RefusalKind::kSteppingThrough:
            return tr("This record is read-only while you step through it: press Continue to play from here.");
        case session::RefusalKind::kIllegalMove:
            return gameText::illegalText(refusal.illegal);
        case session::RefusalKind::kTakeBackRefused:
            return takeBackRefusalText(refusal.take_back);
        case session::RefusalKind::kFollowing:
            return tr(
                "Moves cannot be taken back in a game over the network: the server keeps the one record both "
                "computers share, and your partner has seen the move.");
        case session::RefusalKind::kNoHumanPlayer:
            return tr("The AI plays both ships: there is no move of yours to take back.");
        case session::RefusalKind::kInternalError:
            //: %1: the internal error's text (English).
            return tr("Internal error while applying the action: %1").arg(QString::fromStdString(refusal.problem));
        default:
            // The other refusals come from commands the app words where it gives them.
            return QString::fromStdString(refusal.problem);
    }
}

bool GameController::takeBack(bool mercurialHuman, bool rubiconHuman) {
    if (!gameOpenForMoves()) return false;
    // The action taken back, and the cards it drew: they go back on top of their piles, known.
    const rules::GameRecord& before = m_table.played_record();
    const std::optional<std::size_t> last = rules::last_standing_action(before);
    const rules::RecordedAction taken = last ? before.actions[*last] : rules::RecordedAction{};
    const session::Result back = m_table.take_back({.mercurial_human = mercurialHuman, .rubicon_human = rubiconHuman});
    if (!back) {
        if (back.kind() == session::RefusalKind::kTakeBackRefused)
            spdlog::info("take-back refused: {}", rules::describe_take_back_refusal(back.refusal.take_back));
        m_messages->setError(refusalText(back.refusal));
        return false;
    }
    const std::size_t returned = rules::draws_of(taken.chance).size();
    const QString label = gameText::labelOf(taken.action, *m_table.state_shown()).label;
    spdlog::info("took back {} ({} card(s) back on top)", rules::action_to_string(taken.action), returned);
    m_confirmation->cancel();
    showTable(StartCell::kNow);
    m_autosave->update();
    m_messages->clearError();
    if (returned == 0) {
        //: %1: the move, e.g. "Play H for Mercurial".
        m_messages->setInfo(tr("Move taken back: %1").arg(label));
    } else {
        //: %1: the move, e.g. "Play H for Mercurial"; %n: how many cards it drew (they are named in the
        //: game log).
        m_messages->setInfo(tr("Move taken back: %1. The %n card(s) it drew go back on top, known to both players: "
                               "the log says which.",
                               nullptr, static_cast<int>(returned))
                                .arg(label));
    }
    emit actionApplied();
    return true;
}
