#include "game/rules/illegal_move.h"

namespace entanglion::rules {
namespace {

template <typename Cards, typename IdOf>
std::string list_of(const Cards& cards, IdOf id_of) {
    std::string out = "[";
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (i) out += ", ";
        out += id_of(cards[i]);
    }
    return out + "]";
}

std::string list_cards(const FixedVector<EngineCard, 3>& hand) { return list_of(hand, engine_card_id); }

}  // namespace

std::string describe_illegal(const IllegalMove& why) {
    const std::string who(ship_id(why.player));
    const std::string card(engine_card_id(why.card));
    const std::string event(event_card_id(why.event));
    switch (why.kind) {
        case IllegalKind::kGameOver:
            return std::string("the game is over (") + (why.game_won ? "won" : "lost") + ")";
        case IllegalKind::kAtChanceNode:
            return "chance acts now (a die roll, a card drawn, a pick or a measurement), not " + who;
        case IllegalKind::kMustDecideFirst:
            return std::string(ship_id(why.other_player)) + " must decide first (" +
                   std::string(decision_kind_id(why.decision)) + "), not " + who;
        case IllegalKind::kNotYourTurn:
            return "it is " + std::string(ship_id(why.other_player)) + "'s turn, not " + who + "'s";
        case IllegalKind::kNavigateCardNotInHand:
            return who + " cannot play " + card + ": hand is " + list_cards(why.hand);
        case IllegalKind::kExchangeCardNotInHand:
            return who + " cannot exchange " + card + ": hand is " + list_cards(why.hand);
        case IllegalKind::kNoComponentHere:
            return who + " cannot retrieve: no component on " + std::string(planet_id(why.planet));
        case IllegalKind::kRetrieveOutsideEntanglion:
            return who + " cannot retrieve: the ships are not orbiting an Entanglion planet";
        case IllegalKind::kTunnelNotAnAction:
            return who + " cannot play " + event + " as an action: it is played against a defense check";
        case IllegalKind::kEventNeedsComponent:
            return who + " cannot play " + event + ": no component is on a ship";
        case IllegalKind::kEventNotInHand:
            return who + " cannot play " + event + ": event hand is " + list_of(why.event_hand, event_card_id);
        case IllegalKind::kNoInterconnect:
            return who + " cannot swap cards: the ship does not hold Qubit Interconnect";
        case IllegalKind::kShipsApart:
            return who + " cannot swap cards: the ships do not orbit the same planet";
        case IllegalKind::kAlreadySwapped:
            return who + " already swapped a card this turn";
        case IllegalKind::kSwapCardsNotHeld:
            return who + " cannot swap " + card + " for " + std::string(engine_card_id(why.other_card)) + ": hand is " +
                   list_cards(why.hand) + ", the other hand is " + list_cards(why.other_hand);
        case IllegalKind::kNoPendingDecision:
            return who + " has no pending decision to answer with " + std::string(action_type_id(why.action_type));
        case IllegalKind::kMustAnswerDecision: {
            std::string options;
            for (const Action& a : why.legal) {
                if (!options.empty()) options += "; ";
                options += action_to_string(a);
            }
            return who + " must answer the pending " + std::string(decision_kind_id(why.decision)) +
                   " decision; legal: " + options;
        }
    }
    return "?";
}

}  // namespace entanglion::rules
