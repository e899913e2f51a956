// GameController's take-back (Ctrl+Z): what may be taken back is decided by game/rules/take_back.h;
// here the refusal is worded and the game goes on from the record without the action.
#include <spdlog/spdlog.h>

#include "game/rules/take_back.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/GameText.h"

namespace rules = entanglion::rules;

namespace {

/// Why the last action cannot be taken back, in the player's language.
QString refusalText(const rules::TakeBackCheck& check) {
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

bool GameController::takeBack(bool mercurialHuman, bool rubiconHuman) {
    if (!gameOpenForMoves()) return false;
    if (m_route) {
        m_messages->setError(
            tr("Moves cannot be taken back in a game over the network: the server keeps the one record both "
               "computers share, and your partner has seen the move."));
        return false;
    }
    if (!mercurialHuman && !rubiconHuman) {
        m_messages->setError(tr("The AI plays both ships: there is no move of yours to take back."));
        return false;
    }
    std::optional<entanglion::Ship> taker;
    if (mercurialHuman != rubiconHuman)
        taker = mercurialHuman ? entanglion::Ship::kMercurial : entanglion::Ship::kRubicon;
    const rules::GameRecord& record = m_session->record();
    const rules::TakeBackCheck check = rules::check_take_back(record, taker);
    if (!check.allowed()) {
        spdlog::info("take-back refused: {}", rules::describe_take_back_refusal(check));
        m_messages->setError(refusalText(check));
        return false;
    }
    // The cards the move drew go back on top of their piles, known: a take-back entry of the record.
    const rules::Action taken = record.actions[*rules::last_standing_action(record)].action;
    std::string error;
    std::optional<rules::GameSession> back = rules::GameSession::resume(rules::record_after_take_back(record), &error);
    if (!back) {
        // check_take_back replayed the same record; reaching this is a defect, reported in words.
        //: %1: why, e.g. "the die was rolled: 5".
        m_messages->setError(tr("The move cannot be taken back: %1").arg(QString::fromStdString(error)));
        return false;
    }
    const QString label = gameText::labelOf(taken, back->state()).label;
    spdlog::info("took back {} ({} card(s) back on top)", rules::action_to_string(taken), check.returned.size());
    m_confirmation->cancel();
    startPlaying(std::move(*back), 0);
    m_messages->clearError();
    if (check.returned.empty()) {
        //: %1: the move, e.g. "Play H for Mercurial".
        m_messages->setInfo(tr("Move taken back: %1").arg(label));
    } else {
        //: %1: the move, e.g. "Play H for Mercurial"; %n: how many cards it drew (they are named in the
        //: game log).
        m_messages->setInfo(tr("Move taken back: %1. The %n card(s) it drew go back on top, known to both players: "
                               "the log says which.",
                               nullptr, static_cast<int>(check.returned.size()))
                                .arg(label));
    }
    emit actionApplied();
    return true;
}
