// Legality: the readers of LegalOptions (legal_options.h), the one computation of what is possible
// now. legal_actions() lists it, is_legal() and the apply functions check membership in it, refusal()
// explains a refused action.
// tests/rules/legal_options_test.cpp checks every reader against the list.

#include <bit>
#include <cassert>

#include "game/rules/game_state.h"
#include "game/rules/internal/kernel.h"
#include "game/rules/interpretations.h"
#include "game/rules/navigation.h"
#include "game/rules/resolver.h"

namespace entanglion::rules {
namespace {

EngineCard card_of(unsigned kind) { return static_cast<EngineCard>(kind); }

}  // namespace

// ---- the options --------------------------------------------------------------------------------

LegalOptions GameState::decision_options() const {
    LegalOptions options;
    const Ship me = decision_.player;
    options.player = me;
    options.decision = decision_.kind;
    switch (decision_.kind) {
        case DecisionKind::kNone:
            return turn_options();
        case DecisionKind::kDefense:  // roll, or play Quantum Tunnel
            options.size = 2;
            break;
        case DecisionKind::kMagneticShielding:  // keep the roll, or roll again
            options.roll = decision_.roll;
            options.size = 2;
            break;
        case DecisionKind::kPhysicalQubits:  // ZERO or ONE for each ship, or the die
            options.placement_roll = interpretation::kPhysicalQubitsMayRoll ? 1u : 0u;
            options.size = 4 + options.placement_roll;
            break;
        case DecisionKind::kQuantumGates:
            options.cards = engine_kinds(decision_.cards);
            options.size = count_bits_12(options.cards);
            break;
        case DecisionKind::kDilutionRefrigerator:
            options.cards = hand_kinds(me);
            options.size = count_bits_12(options.cards);
            break;
        case DecisionKind::kBennett:
            for (Component c : kAllComponents) {
                options.give |= unsigned{ship_has(me, c)} << static_cast<unsigned>(c);
                options.take |= unsigned{ship_has(other(me), c)} << static_cast<unsigned>(c);
            }
            options.size = count_bits_12(options.give) + count_bits_12(options.take);
            break;
        case DecisionKind::kMechanic:  // a drawn card that navigates (never PROBE), or stop
            options.cards = engine_kinds(decision_.cards) & 15u;
            options.size = count_bits_12(options.cards) + 1;
            break;
    }
    return options;
}

Action LegalOptions::action(unsigned index) const {
    assert(!nobody_acts && index < size);
    const Ship me = player;
    switch (decision) {
        case DecisionKind::kNone: {
            if (index < swaps) {  // give each kind held, in order, for each different kind they hold
                for (unsigned mine = cards; mine != 0; mine &= mine - 1) {
                    const unsigned give = static_cast<unsigned>(std::countr_zero(mine));
                    const unsigned takes = theirs & ~(1u << give);
                    const unsigned n = count_bits_12(takes);
                    if (index < n) return Action::interconnect_swap(me, card_of(give), card_of(nth_bit(takes, index)));
                    index -= n;
                }
            }
            return kTurnSlots[static_cast<int>(me)][nth_bit(offered_slots, index - swaps)];
        }
        case DecisionKind::kDefense:
            return index == 0 ? Action::roll_defense(me) : Action::play_quantum_tunnel(me);
        case DecisionKind::kMagneticShielding:
            return index == 0 ? Action::keep_roll(me, roll) : Action::reroll(me);
        case DecisionKind::kPhysicalQubits:
            return index < 4 ? Action::place_ships(me, static_cast<int>(index / 2), static_cast<int>(index % 2))
                             : Action::roll_placement(me);
        case DecisionKind::kQuantumGates:
            return Action::keep_card(me, card_of(nth_bit(cards, index)));
        case DecisionKind::kDilutionRefrigerator:
            return Action::discard_card(me, card_of(nth_bit(cards, index)));
        case DecisionKind::kBennett: {
            const unsigned gives = count_bits_12(give);
            return index < gives ? Action::bennett_give(me, static_cast<Component>(nth_bit(give, index)))
                                 : Action::bennett_take(me, static_cast<Component>(nth_bit(take, index - gives)));
        }
        case DecisionKind::kMechanic:
            return index < size - 1 ? Action::mechanic_play(me, card_of(nth_bit(cards, index)))
                                    : Action::mechanic_stop(me);
    }
    return Action{};
}

void LegalOptions::list(ActionList& out) const {
    out.clear();
    if (nobody_acts) return;
    if (decision != DecisionKind::kNone) {
        for (unsigned i = 0; i < size; ++i) out.push_back(action(i));
        return;
    }
    for (unsigned i = 0; i < swaps; ++i) out.push_back(action(i));
    const auto& turn = kTurnSlots[static_cast<int>(player)];
    for (unsigned offered = offered_slots; offered != 0; offered &= offered - 1) {
        out.push_back(turn[static_cast<std::size_t>(std::countr_zero(offered))]);
    }
}

// ---- its readers ----------------------------------------------------------------------------------

ActionList GameState::legal_actions() const {
    ActionList out;
    legal_actions(out);
    return out;
}

void GameState::legal_actions(ActionList& out) const { legal_options().list(out); }

unsigned GameState::legal_action_count() const { return legal_options().size; }

Action GameState::legal_action(unsigned index) const { return legal_options().action(index); }

bool GameState::is_legal(const Action& action, std::string* reason) const {
    const LegalOptions options = legal_options();
    if (options.allows(action)) return true;
    if (reason) *reason = describe_illegal(refusal(options, action));
    return false;
}

bool GameState::is_legal(const Action& action, IllegalMove* why) const {
    const LegalOptions options = legal_options();
    if (options.allows(action)) return true;
    if (why) *why = refusal(options, action);
    return false;
}

IllegalMove GameState::refusal(const LegalOptions& options, const Action& action) const {
    assert(!options.allows(action));
    IllegalMove w;
    w.player = action.player;
    w.card = action.card;
    w.other_card = action.other_card;
    w.event = action.event;
    w.action_type = action.type;
    w.decision = options.decision;
    const auto refuse = [&](IllegalKind kind) {
        w.kind = kind;
        return w;
    };
    if (options.chance) return refuse(IllegalKind::kAtChanceNode);
    if (options.nobody_acts) {
        w.game_won = status_ == GameStatus::kWon;
        return refuse(IllegalKind::kGameOver);
    }
    if (action.player != options.player) {
        w.other_player = options.player;
        return refuse(options.decision != DecisionKind::kNone ? IllegalKind::kMustDecideFirst
                                                              : IllegalKind::kNotYourTurn);
    }
    w.hand = hands_[static_cast<int>(action.player)];
    if (options.decision != DecisionKind::kNone) {
        options.list(w.legal);
        return refuse(IllegalKind::kMustAnswerDecision);
    }
    // A turn: the option this action would be is not on offer; say which condition is missing.
    switch (action.type) {
        case ActionType::kNavigate:
            return refuse(IllegalKind::kNavigateCardNotInHand);
        case ActionType::kExchange:
            return refuse(IllegalKind::kExchangeCardNotInHand);
        case ActionType::kRetrieve:
            w.planet = positions_.mercurial;
            return refuse(inside_entanglion(positions_) ? IllegalKind::kNoComponentHere
                                                        : IllegalKind::kRetrieveOutsideEntanglion);
        case ActionType::kPlayEvent:
            w.event_hand = event_hands_[static_cast<int>(action.player)];
            if (!w.event_hand.contains(action.event)) return refuse(IllegalKind::kEventNotInHand);
            return refuse(action.event == EventCard::kQuantumTunnel ? IllegalKind::kTunnelNotAnAction
                                                                    : IllegalKind::kEventNeedsComponent);
        case ActionType::kInterconnectSwap:
            if (!ship_has(action.player, Component::kQubitInterconnect)) return refuse(IllegalKind::kNoInterconnect);
            if (positions_.mercurial != positions_.rubicon) return refuse(IllegalKind::kShipsApart);
            if (interconnect_used_ && interpretation::kInterconnectOncePerTurnBeforeAction) {
                return refuse(IllegalKind::kAlreadySwapped);
            }
            w.other_hand = hands_[static_cast<int>(other(action.player))];
            return refuse(IllegalKind::kSwapCardsNotHeld);
        default:
            return refuse(IllegalKind::kNoPendingDecision);
    }
}

}  // namespace entanglion::rules
