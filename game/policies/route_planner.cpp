#include "game/policies/route_planner.h"

#include <algorithm>

#include "game/rules/setup.h"

namespace entanglion::policies {

using rules::Component;
using rules::GameState;

namespace {

/// What a detection costs beyond the way back: the track moves one step towards X. The closer X is,
/// the dearer. (Not prohibitive even one step before X: waiting there loses to PROBE in the end.)
float detection_step_cost(int detection_position) {
    const int remaining = std::max(1, rules::kDetectionLossPosition - detection_position);
    return 2.0f + 24.0f / static_cast<float>(remaining);
}

}  // namespace

CardCounts card_counts(const rules::EngineHand& hand) {
    CardCounts counts{};
    for (rules::EngineCard card : hand) {
        if (card != rules::EngineCard::kPROBE) ++counts[static_cast<int>(card)];
    }
    return counts;
}

int modified_roll(const GameState& state, Ship roller, int roll) {
    if (state.ship_has(roller, Component::kQuantumErrorCorrection)) ++roll;
    if (state.ship_has(roller, Component::kControlInfrastructure)) --roll;
    return roll;
}

Risk detection_risk(const GameState& state, Ship roller) {
    // Detected when the modified roll is at most the rate: count the d8 faces (each 1/8).
    const int rate = state.detection_value();
    int detected = 0;
    for (int roll = 1; roll <= 8; ++roll) detected += modified_roll(state, roller, roll) <= rate ? 1 : 0;
    if (state.ship_has(roller, Component::kMagneticShielding)) return Risk{detected * detected, 64};
    return Risk{detected, 8};
}

void RoutePlanner::build_graph(const GameState& state) {
    Graph g;
    g.board = &state.board();
    g.variant = state.variant();
    g.moves = &rules::transition_graph(state.board(), state.variant());
    for (int i = 0; i < kPositions; ++i) {
        const ShipPositions& from = g.moves->positions[static_cast<std::size_t>(i)];
        g.clockwise[i] =
            static_cast<std::int8_t>(from.in_entanglion() ? rules::clockwise_index(from.mercurial).value_or(-1) : -1);
    }
    graph_ = g;
    cache_.assign(256, std::nullopt);
}

RoutePlanner::Distances RoutePlanner::compute_distances(unsigned planets_with_components) const {
    Distances d{};
    for (int i = 0; i < kPositions; ++i) {
        const int k = graph_->clockwise[i];
        if (k >= 0 && (planets_with_components >> k & 1u))
            d[static_cast<std::size_t>(i)] = Distance{0, 0, static_cast<std::int8_t>(k)};
    }
    // Backward relaxation: a position is one play further than the best position one play away
    // (fewest plays, then fewest orbital checks).
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < kPositions; ++i) {
            Distance& here = d[static_cast<std::size_t>(i)];
            for (int card = 0; card < 4; ++card) {
                for (int ship = 0; ship < 2; ++ship) {
                    const Distance& there = d[static_cast<std::size_t>(graph_->moves->next[i][card][ship])];
                    const int plies = there.plies + 1;
                    const int checks = there.checks + (graph_->moves->check[i][card][ship] ? 1 : 0);
                    if (plies < here.plies || (plies == here.plies && checks < here.checks)) {
                        here =
                            Distance{static_cast<std::int8_t>(plies), static_cast<std::int8_t>(checks), there.target};
                        changed = true;
                    }
                }
            }
        }
    }
    return d;
}

void RoutePlanner::prepare(const GameState& state) {
    if (!graph_ || graph_->board != &state.board() || graph_->variant != state.variant()) build_graph(state);
    unsigned placement = 0;
    for (int k = 0; k < 8; ++k)
        placement |= unsigned{state.component_on(kClockwiseEntanglion[static_cast<std::size_t>(k)]).has_value()} << k;
    std::optional<Distances>& slot = cache_[placement];
    if (!slot) slot = compute_distances(placement);
    distances_ = &*slot;

    const float step = detection_step_cost(state.detection_position());
    // The way back after a detection is priced with its checks' step cost only (not their own
    // way back again).
    mean_check_cost_ = 0;
    for (Ship ship : kShips) mean_check_cost_ += 0.5f * detection_risk(state, ship).probability() * step;
    for (Ship ship : kShips) {
        const int s = static_cast<int>(ship);
        detect_probability_[s] = detection_risk(state, ship).probability();
        programming_[s] = state.ship_has(ship, Component::kQuantumProgramming);
        // After an orbital detection the ships restart in Centarious: both on ZERO or both on ONE by
        // the Centarious die (the board rules), or where the holder of Physical Qubits puts them.
        const float zero = unknown_cost(index_of({Planet::kZero, Planet::kZero}));
        const float one = unknown_cost(index_of({Planet::kOne, Planet::kOne}));
        float restart = 0.5f * (zero + one);
        if (state.ship_has(ship, Component::kPhysicalQubits)) {
            restart = std::min({zero, one, unknown_cost(index_of({Planet::kZero, Planet::kOne})),
                                unknown_cost(index_of({Planet::kOne, Planet::kZero}))});
        }
        detection_costs_[s] = restart + step;
    }
    mean_check_cost_ =
        0.5f * (detect_probability_[0] * detection_costs_[0] + detect_probability_[1] * detection_costs_[1]);
}

std::optional<Planet> RoutePlanner::nearest_target(int index) const {
    const int k = (*distances_)[static_cast<std::size_t>(index)].target;
    if (k < 0) return std::nullopt;
    return kClockwiseEntanglion[static_cast<std::size_t>(k)];
}

float RoutePlanner::check_cost(int to, Ship mover) const {
    const int s = static_cast<int>(mover);
    if (programming_[s] && !is_target(to)) return 0.0f;  // Quantum Programming: no check at an empty planet
    return detect_probability_[s] * detection_costs_[s];
}

float RoutePlanner::plan_cost(int index, Ship mover, std::array<CardCounts, 2>& hands, int spent, int depth) const {
    if (is_target(index)) return static_cast<float>(spent + 1);  // arrived: the next ply retrieves
    if (spent >= depth) return static_cast<float>(spent) + unknown_cost(index);
    const Ship partner = other(mover);
    // Passing (an exchange) keeps the position.
    float best = plan_cost(index, partner, hands, spent + 1, depth);
    CardCounts& hand = hands[static_cast<int>(mover)];
    for (int card = 0; card < 4; ++card) {
        if (hand[static_cast<std::size_t>(card)] == 0) continue;
        const int to = next(index, card, mover);
        if (to == index) continue;  // the card does not move the ships: no better than passing
        --hand[static_cast<std::size_t>(card)];
        const float risk = checks(index, card, mover) ? check_cost(to, mover) : 0.0f;
        best = std::min(best, risk + plan_cost(to, partner, hands, spent + 1, depth));
        ++hand[static_cast<std::size_t>(card)];
    }
    return best;
}

}  // namespace entanglion::policies
