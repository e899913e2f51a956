#include "game/session/take_back_step.h"

#include "game/rules/take_back.h"

namespace entanglion::session {

std::variant<rules::GameSession, Refusal> without_last_action(const rules::GameSession& game,
                                                              std::optional<Ship> taker) {
    const rules::TakeBackCheck check = rules::check_take_back(game.record(), taker);
    if (!check.allowed()) return Refusal::take_back_refused(check);
    // The cards the action drew go back on top of their piles, known: a take-back entry of the record
    // (an action that drew none and is the last entry is left out, as if it had not been played).
    std::string error;
    std::optional<rules::GameSession> shorter =
        rules::GameSession::resume(rules::record_after_take_back(game.record()), &error);
    // check_take_back replayed the same record: reaching this is a defect.
    if (!shorter) return Refusal::with_problem(RefusalKind::kInternalError, error);
    return std::move(*shorter);
}

}  // namespace entanglion::session
