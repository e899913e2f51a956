#pragma once
/// Why an action is illegal, as typed data: the kind of refusal and the fields it names. The UI words
/// it in the player's language; describe_illegal() is the English wording the CLI, records and
/// GameState::is_legal(action, std::string*) use.

#include <cstdint>
#include <string>

#include "game/rules/action.h"
#include "game/rules/cards.h"
#include "game/rules/decision.h"
#include "statevector/ship.h"
#include "util/fixed_vector.h"

namespace entanglion::rules {

enum class IllegalKind : std::uint8_t {
    kGameOver,                   ///< the game is over (`game_won` says how)
    kAtChanceNode,               ///< chance acts now (a die roll, a draw, a pick or a measurement), not a player
    kMustDecideFirst,            ///< `other_player` must answer `decision` first, not `player`
    kNotYourTurn,                ///< it is `other_player`'s turn, not `player`'s
    kNavigateCardNotInHand,      ///< `player` cannot play `card`: `hand`
    kExchangeCardNotInHand,      ///< `player` cannot exchange `card`: `hand`
    kNoComponentHere,            ///< nothing to retrieve on `planet`
    kRetrieveOutsideEntanglion,  ///< the ships do not orbit an Entanglion planet
    kTunnelNotAnAction,          ///< Quantum Tunnel (`event`) is played against a defense check
    kEventNeedsComponent,        ///< `event` (Bennett) needs a component on a ship
    kEventNotInHand,             ///< `player` does not hold `event`: `event_hand`
    kNoInterconnect,             ///< `player`'s ship does not hold Qubit Interconnect
    kShipsApart,                 ///< a swap needs both ships on the same planet
    kAlreadySwapped,             ///< one swap per turn
    kSwapCardsNotHeld,           ///< cannot give `card` for `other_card`: `hand`, `other_hand`
    kNoPendingDecision,          ///< `action_type` answers a decision, and none is pending
    kMustAnswerDecision,         ///< `player` must answer `decision`; `legal` lists the answers
};

struct IllegalMove {
    IllegalKind kind = IllegalKind::kGameOver;
    Ship player = Ship::kMercurial;
    Ship other_player = Ship::kRubicon;
    bool game_won = false;
    DecisionKind decision = DecisionKind::kNone;
    ActionType action_type = ActionType::kNavigate;
    EngineCard card = EngineCard::kX;
    EngineCard other_card = EngineCard::kX;
    EventCard event = EventCard::kBennett;
    Planet planet = Planet::kZero;
    FixedVector<EngineCard, 3> hand;
    FixedVector<EngineCard, 3> other_hand;
    FixedVector<EventCard, 4> event_hand;
    ActionList legal;
};

/// English, e.g. "RUBICON cannot play CNOT: hand is [X, H]".
std::string describe_illegal(const IllegalMove& why);

}  // namespace entanglion::rules
