#pragma once
/// Taking back a misclick, as players do at a table. A player's last action may be taken back
/// unless one of the chance outcomes it met revealed luck that cannot be given back: a die roll,
/// Spooky Action's pick or a measurement that could have gone otherwise commits it. The cards it drew
/// can be given back: they go back on top of their piles, face known to both players, so the next
/// draws from those piles reveal them again, in the order they were drawn (what was seen stays
/// known; GameState::take_back). An action that drew no card and is the record's last entry is taken
/// back by leaving it out of the record, as if it had not been played; any other take-back is an
/// entry of the record (RecordedAction::take_back), so a replay and a review see it.

#include <optional>
#include <string>
#include <vector>

#include "game/rules/chance.h"
#include "game/rules/record.h"
#include "statevector/ship.h"

namespace entanglion::rules {

enum class TakeBackRefusal : std::uint8_t {
    kNone,      ///< the last action may be taken back
    kNoAction,  ///< no player has acted yet (the setup is chance's, not a player's), or every action was taken back
    kOtherPlayersMove,  ///< the last action is `player`'s, not the taker's: the other ship has acted since
    kRevealed,          ///< the last action met `revealed`, a roll, pick or measurement that could have gone otherwise
    kPileRebuilt,       ///< a pile the action drew from was shuffled anew from its discard pile during it
    kDoesNotReplay,     ///< the record does not replay (`error`)
};

/// May the last action of a record be taken back, and if not, why.
struct TakeBackCheck {
    TakeBackRefusal refusal = TakeBackRefusal::kNone;
    Ship player = Ship::kMercurial;                    ///< who played the last action (when there is one)
    ChanceKind revealed = ChanceKind::kEntanglionDie;  ///< with kRevealed: the first outcome that revealed something
    /// With kNone: the cards the action drew (engine_draw and event_draw outcomes, in the order drawn)
    /// that go back on top of their piles, known; empty when it drew none.
    std::vector<ChanceOutcome> returned;
    std::string error;  ///< with kDoesNotReplay
    bool allowed() const { return refusal == TakeBackRefusal::kNone; }
};

/// Whether the last action still standing in `record` (not taken back) may be taken back: none of
/// the chance outcomes it met is a roll, pick or measurement that had a rival where it was met, no pile
/// it drew from was rebuilt, and, when `taker` is given (the app's human player against an AI), it is
/// `taker`'s action.
TakeBackCheck check_take_back(const GameRecord& record, std::optional<Ship> taker = std::nullopt);

/// The English refusal (the CLI's and the log's words; the app words the check itself), e.g.
/// "MERCURIAL's last action cannot be taken back: it revealed the roll of the Entanglion die, which could
/// have gone otherwise". "" when the action may be taken back.
std::string describe_take_back_refusal(const TakeBackCheck& check);

/// `record` with its last action taken back. Precondition: check_take_back(record).allowed(). When
/// that action is the record's last entry and drew no card, the record without it (the game is
/// exactly as before it); otherwise the record with a take-back entry: the action taken back and
/// the cards it drew, which the replay puts back on top of their piles.
GameRecord record_after_take_back(const GameRecord& record);

/// `record` without its last entry (an action, or a take-back). An empty record is returned unchanged.
GameRecord without_last_action(const GameRecord& record);

// ---- the pieces the replay shares (record.cpp) ------------------------------------------------------

/// The index in record.actions of the last action still standing: not a take-back entry and not taken
/// back by one. nullopt when there is none.
std::optional<std::size_t> last_standing_action(const GameRecord& record);
/// The draws among `outcomes` (engine and event cards), in order.
std::vector<ChanceOutcome> draws_of(const std::vector<ChanceOutcome>& outcomes);
/// The first outcome of `taken`, played on `before` (the state ahead of it), that commits it: a roll,
/// a pick or a measurement that had a rival where it was met. nullopt when every such outcome was
/// forced (draws never commit: they can go back). Precondition: `taken` replays on `before`.
std::optional<ChanceKind> committing_outcome(GameState before, const RecordedAction& taken);

}  // namespace entanglion::rules
