#include "game/policies/heuristic_policy.h"

#include <cassert>
#include <cmath>
#include <cstdlib>

#include "game/rules/chance.h"

namespace entanglion::policies {

using rules::Action;
using rules::Component;
using rules::DecisionKind;
using rules::EngineCard;
using rules::EventCard;
using rules::GameState;
using rules::LegalOptions;

namespace {

constexpr float kTie = 1e-4f;
/// How much better (in plies) a swap or an event must be than the plain move to be worth it.
constexpr float kWorthIt = 0.5f;

EngineCard card_of(int kind) { return static_cast<EngineCard>(kind); }
bool has_bit(unsigned set, int bit) { return (set >> bit & 1u) != 0; }

std::array<CardCounts, 2> hands_of(const GameState& state) {
    std::array<CardCounts, 2> hands{};
    for (Ship ship : kShips) {
        // The Mechanic sets the hand aside while it resolves; it comes back afterwards.
        const bool aside = state.pending_decision().kind == DecisionKind::kMechanic && ship == state.current_player();
        hands[static_cast<int>(ship)] = card_counts(aside ? state.set_aside_hand() : state.hand(ship));
    }
    return hands;
}

/// Who plays the next turn: the current player until they have taken their action.
Ship next_mover(const GameState& state) {
    return state.action_taken() ? other(state.current_player()) : state.current_player();
}

bool holds_event(const GameState& state, Ship ship, EventCard card) { return state.event_hand(ship).contains(card); }

}  // namespace

bool HeuristicPolicy::prefer(float cost, float best, int& ties) {
    if (cost < best - kTie) {
        ties = 1;
        return true;
    }
    if (cost > best + kTie) return false;
    ++ties;
    return rng_.uniform_index(static_cast<std::uint64_t>(ties)) == 0;
}

void HeuristicPolicy::aim(const GameState& state, int index, Explanation& e) const {
    if (const auto planet = planner_.nearest_target(index)) e.component = state.component_on(*planet);
    e.turns = planner_.distance(index);
}

Explanation HeuristicPolicy::explain(const GameState& state) {
    assert(!state.is_over());
    const LegalOptions options = state.legal_options();
    planner_.prepare(state);
    Explanation e = options.decision == DecisionKind::kNone ? turn(state, options) : decision(state, options);
    assert(options.allows(e.action));
    return e;
}

HeuristicPolicy::Move HeuristicPolicy::best_move(int here, Ship me, std::array<CardCounts, 2>& hands) {
    const Ship partner = other(me);
    Move best{-1, planner_.plan_cost(here, partner, hands, 1, kPlanDepth)};
    int ties = 1;
    CardCounts& hand = hands[static_cast<int>(me)];
    for (int card = 0; card < 4; ++card) {
        if (hand[static_cast<std::size_t>(card)] == 0) continue;
        const int to = planner_.next(here, card, me);
        if (to == here) continue;
        --hand[static_cast<std::size_t>(card)];
        const float risk = planner_.checks(here, card, me) ? planner_.check_cost(to, me) : 0.0f;
        const float cost = risk + planner_.plan_cost(to, partner, hands, 1, kPlanDepth);
        ++hand[static_cast<std::size_t>(card)];
        if (prefer(cost, best.cost, ties)) best = Move{card, cost};
    }
    return best;
}

float HeuristicPolicy::heisenberg_cost(Ship me, std::array<CardCounts, 2>& hands, int* hits) const {
    // Heisenberg moves both ships to the planet the d8 counts to (kClockwiseEntanglion[roll % 8]),
    // each face with probability 1/8, and the move faces no orbital defenses.
    float total = 0;
    *hits = 0;
    for (int roll = 1; roll <= 8; ++roll) {
        const Planet planet = kClockwiseEntanglion[static_cast<std::size_t>(roll % 8)];
        const int landing = planner_.index_of({planet, planet});
        *hits += planner_.is_target(landing) ? 1 : 0;
        total += planner_.plan_cost(landing, other(me), hands, 1, kPlanDepth);
    }
    return total / 8.0f;
}

Explanation HeuristicPolicy::turn(const GameState& state, const LegalOptions& options) {
    const Ship me = options.player;
    const int here = planner_.index_of(state.positions());
    Explanation e;
    if (options.retrieve) {
        e.action = Action::retrieve(me);
        e.reason = ReasonKind::kRetrieve;
        e.positions = state.positions();
        e.component = state.component_on(state.positions().mercurial);
        // The last component goes through Quantum Tunnel when it is in hand (defense()).
        const bool tunnel = holds_event(state, me, EventCard::kQuantumTunnel) &&
                            state.components_collected() == rules::kComponentCount - 1;
        const Risk risk = tunnel ? Risk{0, 8} : detection_risk(state, me);
        e.risk_numerator = risk.numerator;
        e.risk_denominator = risk.denominator;
        return e;
    }
    std::array<CardCounts, 2> hands = hands_of(state);
    Move move = best_move(here, me, hands);

    // Qubit Interconnect: a swap first when it makes the plan clearly better.
    if (options.swaps > 0) {
        float best_swap = move.cost - kWorthIt;
        int give = -1;
        int take = -1;
        for (int a = 0; a < 4; ++a) {
            for (int b = 0; b < 4; ++b) {
                if (a == b || !has_bit(options.cards, a) || !has_bit(options.theirs, b)) continue;
                std::array<CardCounts, 2> swapped = hands;
                --swapped[static_cast<int>(me)][static_cast<std::size_t>(a)];
                ++swapped[static_cast<int>(me)][static_cast<std::size_t>(b)];
                ++swapped[static_cast<int>(other(me))][static_cast<std::size_t>(a)];
                --swapped[static_cast<int>(other(me))][static_cast<std::size_t>(b)];
                const Move after = best_move(here, me, swapped);
                if (after.cost < best_swap - kTie) {
                    best_swap = after.cost;
                    give = a;
                    take = b;
                }
            }
        }
        if (give >= 0) {
            e.action = Action::interconnect_swap(me, card_of(give), card_of(take));
            e.reason = ReasonKind::kSwapForRoute;
            aim(state, here, e);
            e.turns = static_cast<int>(std::lround(best_swap + kWorthIt));
            return e;
        }
    }

    // Event cards played as the action: Heisenberg's eight faces, The Mechanic's free moves.
    if (has_bit(options.events, static_cast<int>(EventCard::kHeisenberg))) {
        int hits = 0;
        const float cost = heisenberg_cost(me, hands, &hits);
        if (cost < move.cost - kWorthIt) {
            e.action = Action::play_event(me, EventCard::kHeisenberg);
            e.reason = ReasonKind::kHeisenberg;
            e.value = hits;
            return e;
        }
    }
    if (has_bit(options.events, static_cast<int>(EventCard::kTheMechanic)) && planner_.distance(here) >= 2) {
        // Three cards drawn, up to two played with no orbital check: about one step and a half
        // of the route for one ply, free of detection.
        const float steps = static_cast<float>(planner_.distance(here)) - 1.5f;
        const float cost = 1.0f + RoutePlanner::kUnknownCardPlies * (steps > 0 ? steps : 0.0f);
        if (cost < move.cost - kWorthIt) {
            e.action = Action::play_event(me, EventCard::kTheMechanic);
            e.reason = ReasonKind::kMechanicEvent;
            aim(state, here, e);
            e.risk_numerator = 0;  // its moves face no orbital defenses
            return e;
        }
    }

    if (move.card < 0) return exchange(state, me, hands, options.cards);
    const int to = planner_.next(here, move.card, me);
    e.action = Action::navigate(me, card_of(move.card));
    e.positions = planner_.position(to);
    if (planner_.is_target(to)) {
        e.reason = ReasonKind::kReachComponent;
        e.component = state.component_on(planner_.position(to).mercurial);
    } else {
        e.reason = ReasonKind::kApproachComponent;
        aim(state, to, e);
    }
    if (planner_.checks(here, move.card, me) && planner_.check_cost(to, me) > 0) {
        const Risk risk = detection_risk(state, me);
        e.risk_numerator = risk.numerator;
        e.risk_denominator = risk.denominator;
    }
    return e;
}

Explanation HeuristicPolicy::exchange(const GameState& state, Ship me, std::array<CardCounts, 2> hands, unsigned held) {
    // Discard the kind whose loss hurts the plan least.
    const int here = planner_.index_of(state.positions());
    int discard = -1;
    float best = 0;
    int ties = 0;
    for (int card = 0; card < 4; ++card) {
        if (!has_bit(held, card)) continue;
        --hands[static_cast<int>(me)][static_cast<std::size_t>(card)];
        const float cost = planner_.plan_cost(here, other(me), hands, 1, kPlanDepth);
        ++hands[static_cast<int>(me)][static_cast<std::size_t>(card)];
        if (discard < 0 || prefer(cost, best, ties)) {
            if (discard < 0) ties = 1;
            discard = card;
            best = cost;
        }
    }
    Explanation e;
    e.action = Action::exchange(me, card_of(discard));
    bool any_move = false;
    for (int card = 0; card < 4; ++card) any_move |= has_bit(held, card) && planner_.next(here, card, me) != here;
    e.reason = any_move ? ReasonKind::kHoldPosition : ReasonKind::kExchangeNoRoute;
    aim(state, here, e);
    return e;
}

Explanation HeuristicPolicy::decision(const GameState& state, const LegalOptions& options) {
    switch (options.decision) {
        case DecisionKind::kDefense:
            return defense(state, options);
        case DecisionKind::kMagneticShielding:
            return magnetic_shielding(state, options);
        case DecisionKind::kPhysicalQubits:
            return physical_qubits(state, options);
        case DecisionKind::kQuantumGates:
        case DecisionKind::kDilutionRefrigerator:
            return card_choice(state, options);
        case DecisionKind::kBennett:
            return bennett(state, options);
        case DecisionKind::kMechanic:
            return mechanic(state, options);
        case DecisionKind::kNone:
            break;
    }
    Explanation e;
    e.action = options.action(0);
    return e;
}

Explanation HeuristicPolicy::defense(const GameState& state, const LegalOptions& options) {
    const Ship me = options.player;
    const Risk risk = detection_risk(state, me);
    Explanation e;
    e.risk_numerator = risk.numerator;
    e.risk_denominator = risk.denominator;
    e.positions = state.positions();
    const bool ground = state.pending_decision().defense == rules::DefenseKind::kGround;
    const bool last = ground && state.components_collected() == rules::kComponentCount - 1;
    if (last) {
        e.action = Action::play_quantum_tunnel(me);
        e.reason = ReasonKind::kQuantumTunnelLast;
        e.component = state.component_on(state.positions().mercurial);
        e.risk_numerator = 0;
        return e;
    }
    if (risk.numerator > 0 && state.detection_position() + 1 >= rules::kDetectionLossPosition) {
        e.action = Action::play_quantum_tunnel(me);
        e.reason = ReasonKind::kQuantumTunnelSaves;
        return e;
    }
    e.action = Action::roll_defense(me);
    e.reason = ReasonKind::kRollDefense;
    return e;
}

Explanation HeuristicPolicy::magnetic_shielding(const GameState& state, const LegalOptions& options) {
    const Ship me = options.player;
    const int roll = options.roll;
    const int result = modified_roll(state, me, roll);
    bool good = true;
    switch (state.pending_decision().purpose) {
        case rules::RollPurpose::kOrbitalDefense:
        case rules::RollPurpose::kGroundDefense:
            good = result > state.detection_value();
            break;
        case rules::RollPurpose::kProbe:
            good = result >= 4;
            break;
        case rules::RollPurpose::kHeisenberg:
            good = state.component_on(kClockwiseEntanglion[static_cast<std::size_t>(roll % 8)]).has_value();
            break;
        default:  // Spooky Action sends a component to an empty planet whatever the roll
            break;
    }
    Explanation e;
    e.value = roll;
    e.action = good ? Action::keep_roll(me, roll) : Action::reroll(me);
    e.reason = good ? ReasonKind::kKeepRoll : ReasonKind::kReroll;
    return e;
}

Explanation HeuristicPolicy::physical_qubits(const GameState& state, const LegalOptions& options) {
    const Ship me = options.player;
    std::array<CardCounts, 2> hands = hands_of(state);
    const Ship mover = other(state.current_player());  // a detection ends the turn
    int best_m = 0;
    int best_r = 0;
    float best = 0;
    int ties = 0;
    for (int m = 0; m < 2; ++m) {
        for (int r = 0; r < 2; ++r) {
            const int index = planner_.index_of({m ? Planet::kOne : Planet::kZero, r ? Planet::kOne : Planet::kZero});
            const float cost = planner_.plan_cost(index, mover, hands, 0, kPlanDepth);
            if (ties == 0 || prefer(cost, best, ties)) {
                if (ties == 0) ties = 1;
                best = cost;
                best_m = m;
                best_r = r;
            }
        }
    }
    Explanation e;
    e.action = Action::place_ships(me, best_m, best_r);
    e.reason = ReasonKind::kPlaceShips;
    const int index = planner_.index_of({best_m ? Planet::kOne : Planet::kZero, best_r ? Planet::kOne : Planet::kZero});
    e.positions = planner_.position(index);
    aim(state, index, e);
    return e;
}

Explanation HeuristicPolicy::card_choice(const GameState& state, const LegalOptions& options) {
    // Quantum Gates: keep the drawn card that makes the plan best. Dilution Refrigerator: discard
    // the held card whose loss makes it worst least.
    const Ship me = options.player;
    const bool keep = options.decision == DecisionKind::kQuantumGates;
    std::array<CardCounts, 2> hands = hands_of(state);
    const int here = planner_.index_of(state.positions());
    const Ship mover = next_mover(state);
    int chosen = -1;
    float best = 0;
    int ties = 0;
    for (int card = 0; card < 4; ++card) {
        if (!has_bit(options.cards, card)) continue;
        auto& count = hands[static_cast<int>(me)][static_cast<std::size_t>(card)];
        keep ? ++count : --count;
        const float cost = planner_.plan_cost(here, mover, hands, 0, kPlanDepth);
        keep ? --count : ++count;
        if (chosen < 0 || prefer(cost, best, ties)) {
            if (chosen < 0) ties = 1;
            chosen = card;
            best = cost;
        }
    }
    Explanation e;
    e.action = keep ? Action::keep_card(me, card_of(chosen)) : Action::discard_card(me, card_of(chosen));
    e.reason = keep ? ReasonKind::kKeepCard : ReasonKind::kDiscardCard;
    aim(state, here, e);
    return e;
}

Explanation HeuristicPolicy::bennett(const GameState& state, const LegalOptions& options) {
    // Components act only for their holder: move one so that the helpful ones (and the burdens,
    // Control Infrastructure's -1 and Dilution Refrigerator's smaller hand) are shared evenly.
    const auto worth = [](Component c) {
        return c == Component::kControlInfrastructure || c == Component::kDilutionRefrigerator ? -1 : 1;
    };
    const Ship me = options.player;
    int mine = 0;
    int theirs = 0;
    for (Component c : state.components_of(me)) mine += worth(c);
    for (Component c : state.components_of(other(me))) theirs += worth(c);
    Explanation e;
    int best = 1 << 20;
    for (unsigned i = 0; i < options.size; ++i) {
        const Action a = options.action(i);
        const int moved = worth(a.component);
        const int after = a.type == rules::ActionType::kBennettGive ? std::abs((mine - moved) - (theirs + moved))
                                                                    : std::abs((mine + moved) - (theirs - moved));
        if (after < best) {
            best = after;
            e.action = a;
        }
    }
    e.reason = ReasonKind::kBennettMove;
    e.component = e.action.component;
    return e;
}

Explanation HeuristicPolicy::mechanic(const GameState& state, const LegalOptions& options) {
    const Ship me = options.player;
    std::array<CardCounts, 2> hands = hands_of(state);
    const int here = planner_.index_of(state.positions());
    float best = planner_.plan_cost(here, other(me), hands, 0, kPlanDepth);
    int chosen = -1;
    for (int card = 0; card < 4; ++card) {
        if (!has_bit(options.cards, card)) continue;
        const int to = planner_.next(here, card, me);
        const float cost = planner_.plan_cost(to, other(me), hands, 0, kPlanDepth);
        if (cost < best - kTie) {
            best = cost;
            chosen = card;
        }
    }
    Explanation e;
    if (chosen < 0) {
        e.action = Action::mechanic_stop(me);
        e.reason = ReasonKind::kMechanicStop;
        aim(state, here, e);
        return e;
    }
    const int to = planner_.next(here, chosen, me);
    e.action = Action::mechanic_play(me, card_of(chosen));
    e.reason = ReasonKind::kMechanicPlay;
    e.positions = planner_.position(to);
    aim(state, to, e);
    return e;
}

}  // namespace entanglion::policies
