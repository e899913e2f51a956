#pragma once
/// The one place the table session asks the rules to take back an action (rules::check_take_back,
/// rules::record_after_take_back in game/rules/take_back.h): when what may be taken back changes in the
/// rules, this function is what follows.

#include <optional>
#include <variant>

#include "game/rules/record.h"
#include "game/session/refusal.h"
#include "statevector/ship.h"

namespace entanglion::session {

/// `game` without its last action (the game as it was before it, the cards the action drew back on
/// top of their piles, known: rules::record_after_take_back), or the refusal
/// (kTakeBackRefused with the rules' TakeBackCheck). `taker`: only that ship's own action is taken
/// back (a person playing against an AI); none: anyone's (hot-seat).
std::variant<rules::GameSession, Refusal> without_last_action(const rules::GameSession& game,
                                                              std::optional<Ship> taker);

}  // namespace entanglion::session
