#include "game/policies/greedy_rollout_policy.h"

#include <algorithm>

#include "game/rules/legal_options.h"
#include "game/rules/transition_graph.h"

namespace entanglion::policies {

using rules::Action;
using rules::ActionType;
using rules::DecisionKind;
using rules::EngineCard;
using rules::GameState;
using rules::LegalOptions;

namespace {

constexpr int kFirstEntanglion = static_cast<int>(Planet::kOmegaZero);
/// One choice in this many is uniformly random.
constexpr std::uint64_t kRandomOneIn = 10;

/// Bit i: Entanglion planet (kFirstEntanglion + i) holds a component.
unsigned component_planets(const GameState& state) {
    unsigned mask = 0;
    for (int i = 0; i < 8; ++i) {
        if (state.component_on(static_cast<Planet>(kFirstEntanglion + i))) mask |= 1u << i;
    }
    return mask;
}

Action random_option(Rng& rng, const LegalOptions& options) {
    return options.action(static_cast<unsigned>(rng.uniform_index(options.size)));
}

}  // namespace

int ComponentDistances::from(const GameState& state, const ShipPositions& positions) {
    const rules::TransitionGraph& graph = rules::transition_graph(state.board(), state.variant());
    if (board_ != &state.board() || variant_ != state.variant()) {
        board_ = &state.board();
        variant_ = state.variant();
        computed_.fill(false);
    }
    const unsigned mask = component_planets(state);
    if (mask == 0) return kUnreachable;
    std::array<std::int8_t, 24>& dist = table_[mask];
    if (!computed_[mask]) {
        // Bellman-Ford over the 24 positions: every card kind for either ship is one step.
        dist.fill(static_cast<std::int8_t>(kUnreachable));
        for (int p = 0; p < rules::TransitionGraph::kPositions; ++p) {
            const ShipPositions& at = graph.positions[static_cast<std::size_t>(p)];
            const int planet = static_cast<int>(at.mercurial) - kFirstEntanglion;
            if (at.in_entanglion() && (mask >> planet & 1u)) dist[static_cast<std::size_t>(p)] = 0;
        }
        for (bool changed = true; changed;) {
            changed = false;
            for (int p = 0; p < rules::TransitionGraph::kPositions; ++p) {
                for (const auto& by_card : graph.next[static_cast<std::size_t>(p)]) {
                    for (const std::int8_t to : by_card) {
                        if (to == p) continue;  // the ships stay
                        const int via = dist[static_cast<std::size_t>(to)] + 1;
                        if (via < dist[static_cast<std::size_t>(p)]) {
                            dist[static_cast<std::size_t>(p)] = static_cast<std::int8_t>(via);
                            changed = true;
                        }
                    }
                }
            }
        }
        computed_[mask] = true;
    }
    return dist[static_cast<std::size_t>(graph.index_of(positions))];
}

int GreedyRolloutPolicy::distance_after(const GameState& state, EngineCard card, Ship ship) {
    const std::optional<ShipPositions> to = state.navigation_destination(card, ship);
    return distances_.from(state, to ? *to : state.positions());
}

GreedyRolloutPolicy::CardRanking GreedyRolloutPolicy::rank_cards(const GameState& state, unsigned cards, Ship ship,
                                                                 bool random_ties) {
    CardRanking ranking;
    for (unsigned k = 0; k < 4; ++k) {
        if (!(cards >> k & 1u)) continue;
        const auto card = static_cast<EngineCard>(k);
        const int d = distance_after(state, card, ship);
        if (d < ranking.best || (random_ties && d == ranking.best && rng_.uniform_index(2) == 0)) {
            ranking.best = d, ranking.best_card = card;
        }
        if (d > ranking.worst) ranking.worst = d, ranking.worst_card = card;
    }
    return ranking;
}

Action GreedyRolloutPolicy::step(const GameState& state) {
    const LegalOptions options = state.legal_options();
    if (rng_.uniform_index(kRandomOneIn) == 0) return random_option(rng_, options);
    return options.decision == DecisionKind::kNone ? choose_turn(state, options) : choose_decision(state, options);
}

Action GreedyRolloutPolicy::choose_turn(const GameState& state, const LegalOptions& options) {
    const Ship me = options.player;
    if (options.retrieve) return Action::retrieve(me);
    const int now = distances_.from(state, state.positions());
    // The held card that brings the ships closest; the one that helps least is the one to exchange.
    const auto [best, worst, best_card, worst_card] = rank_cards(state, options.cards, me, /*random_ties=*/true);
    const auto has_event = [&](rules::EventCard e) { return (options.events >> static_cast<unsigned>(e) & 1u) != 0; };
    if (best < now) return Action::navigate(me, best_card);
    // Far from every component: Heisenberg or The Mechanic may jump closer without defenses.
    if (now >= 3 && has_event(rules::EventCard::kHeisenberg))
        return Action::play_event(me, rules::EventCard::kHeisenberg);
    if (now >= 2 && has_event(rules::EventCard::kTheMechanic))
        return Action::play_event(me, rules::EventCard::kTheMechanic);
    if (worst >= 0) return Action::exchange(me, worst_card);
    return random_option(rng_, options);
}

Action GreedyRolloutPolicy::choose_decision(const GameState& state, const LegalOptions& options) {
    const Ship me = options.player;
    const rules::PendingDecision& decision = state.pending_decision();
    switch (options.decision) {
        case DecisionKind::kDefense:
            return state.detection_value() >= 4 ? Action::play_quantum_tunnel(me) : Action::roll_defense(me);
        case DecisionKind::kMagneticShielding: {
            const bool defense = decision.purpose == rules::RollPurpose::kOrbitalDefense ||
                                 decision.purpose == rules::RollPurpose::kGroundDefense;
            const bool passes = defense ? options.roll > state.detection_value()
                                : decision.purpose == rules::RollPurpose::kProbe ? options.roll >= 4
                                                                                 : true;
            return passes ? Action::keep_roll(me, options.roll) : Action::reroll(me);
        }
        case DecisionKind::kPhysicalQubits: {
            int best = ComponentDistances::kUnreachable + 1;
            Action chosen = Action::place_ships(me, 0, 0);
            for (int m = 0; m < 2; ++m) {
                for (int r = 0; r < 2; ++r) {
                    const ShipPositions at{m ? Planet::kOne : Planet::kZero, r ? Planet::kOne : Planet::kZero};
                    const int d = distances_.from(state, at);
                    if (d < best) best = d, chosen = Action::place_ships(me, m, r);
                }
            }
            return chosen;
        }
        case DecisionKind::kQuantumGates:
        case DecisionKind::kDilutionRefrigerator:
        case DecisionKind::kMechanic: {
            // Keep (or play) the card that brings the ships closest; discard the one that helps least.
            const int now = distances_.from(state, state.positions());
            const auto [best, worst, best_card, worst_card] =
                rank_cards(state, options.cards, me, /*random_ties=*/false);
            if (options.decision == DecisionKind::kQuantumGates) return Action::keep_card(me, best_card);
            if (options.decision == DecisionKind::kDilutionRefrigerator) return Action::discard_card(me, worst_card);
            return best < now ? Action::mechanic_play(me, best_card) : Action::mechanic_stop(me);
        }
        default:
            return random_option(rng_, options);
    }
}

}  // namespace entanglion::policies
