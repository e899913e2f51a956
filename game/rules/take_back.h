#pragma once
/// Taking back a misclick. A player's action is committed once one of the chance outcomes it drew
/// revealed something: a die roll, a drawn card, Spooky Action's pick or a measurement that could
/// have gone otherwise. Until then it can be taken back, with the outcomes it drew (each of them
/// forced, so nothing was learnt), by replaying the record without it: the game is exactly as it
/// was before the action.

#include <optional>
#include <string>

#include "game/rules/chance.h"
#include "game/rules/record.h"
#include "statevector/ship.h"

namespace entanglion::rules {

enum class TakeBackRefusal : std::uint8_t {
    kNone,              ///< the last action may be taken back
    kNoAction,          ///< no player has acted yet (the setup is chance's, not a player's)
    kOtherPlayersMove,  ///< the last action is `player`'s, not the taker's: the other ship has acted since
    kRevealed,          ///< the last action drew `revealed`, an outcome that could have gone otherwise
    kDoesNotReplay,     ///< the record does not replay (`error`)
};

/// May the last action of a record be taken back, and if not, why.
struct TakeBackCheck {
    TakeBackRefusal refusal = TakeBackRefusal::kNone;
    Ship player = Ship::kMercurial;                    ///< who played the last action (when there is one)
    ChanceKind revealed = ChanceKind::kEntanglionDie;  ///< with kRevealed: the first outcome that revealed something
    std::string error;                                 ///< with kDoesNotReplay
    bool allowed() const { return refusal == TakeBackRefusal::kNone; }
};

/// Whether the last action of `record` may be taken back: every chance outcome it drew was the only
/// one possible where it was drawn, and, when `taker` is given (the app's human player against an
/// AI), it is `taker`'s action.
TakeBackCheck check_take_back(const GameRecord& record, std::optional<Ship> taker = std::nullopt);

/// The refusal in English (the CLI's words; the app words the check itself), e.g. "MERCURIAL's last
/// action cannot be taken back: it revealed the engine card drawn, which could have gone otherwise". "" when the action
/// may be taken back.
std::string describe_take_back_refusal(const TakeBackCheck& check);

/// `record` without its last action and the chance outcomes it drew. An empty record is returned
/// unchanged.
GameRecord without_last_action(const GameRecord& record);

}  // namespace entanglion::rules
