#include "lessons/goal_miss.h"

#include <cmath>

#include "statevector/entanglement.h"
#include "statevector/format.h"

namespace entanglion::lessons {
namespace {

/// The basis ket (2 * Mercurial's bit + Rubicon's bit) a state is, up to phase; nullopt otherwise.
std::optional<int> basis_index(const TwoQubitState& state) {
    const Eigen::Vector4d p = state.probabilities();
    for (int i = 0; i < 4; ++i) {
        if (near_goal_value(p[i], 1.0)) return i;
    }
    return std::nullopt;
}

bool entangled(const TwoQubitState& state) { return !factor_product(state, 1e-6).has_value(); }

/// How a state made differs from the goal's state (which it does not equal up to phase).
void diagnose_state(const TwoQubitState& goal, GoalMiss& miss) {
    const TwoQubitState& made = miss.made.state;
    const std::optional<int> made_basis = basis_index(made);
    const std::optional<int> goal_basis = basis_index(goal);
    if (made_basis && goal_basis) {
        const int differ = *made_basis ^ *goal_basis;  // bit 1: Mercurial's, bit 0: Rubicon's
        miss.kind = GoalMiss::Kind::kBitsDiffer;
        miss.differs = differ == 3   ? GoalMiss::Bits::kBoth
                       : differ == 2 ? GoalMiss::Bits::kMercurial
                                     : GoalMiss::Bits::kRubicon;
        return;
    }
    if (entangled(made) != entangled(goal)) {
        miss.kind = GoalMiss::Kind::kEntanglementDiffers;
        miss.goal_entangled = entangled(goal);
        return;
    }
    const Eigen::Vector4d made_p = made.probabilities();
    const Eigen::Vector4d goal_p = goal.probabilities();
    bool same_weights = true;
    for (int i = 0; i < 4; ++i) same_weights = same_weights && std::abs(made_p[i] - goal_p[i]) <= 1e-6;
    miss.kind = same_weights ? GoalMiss::Kind::kPhaseDiffers : GoalMiss::Kind::kOtherState;
}

}  // namespace

std::optional<GoalMiss> diagnose_miss(const Goal& goal, const LessonPosition& position) {
    if (goal_reached(goal, position)) return std::nullopt;
    GoalMiss miss;
    miss.made = position;
    miss.goal_state = goal.state;
    const TwoQubitState& state = position.state;
    // The conditions in goal_reached's order: the first one missed is the one to say.
    if (goal.state && !state.equals_up_to_phase(*goal.state, kGoalTolerance)) {
        diagnose_state(*goal.state, miss);
        return miss;
    }
    // Both ships wanted on ZERO or ONE: the goal is a basis ket, and a basis ket made says whose bits
    // differ, as a state goal does.
    const auto bit_of = [](const std::optional<Planet>& planet) -> std::optional<int> {
        if (planet == Planet::kZero) return 0;
        if (planet == Planet::kOne) return 1;
        return std::nullopt;
    };
    const std::optional<int> mercurial_bit = bit_of(goal.mercurial_planet);
    const std::optional<int> rubicon_bit = bit_of(goal.rubicon_planet);
    if (mercurial_bit && rubicon_bit && basis_index(state) &&
        (!position.positions || position.positions->mercurial != *goal.mercurial_planet ||
         position.positions->rubicon != *goal.rubicon_planet)) {
        miss.goal_state = TwoQubitState::basis(*mercurial_bit, *rubicon_bit);
        diagnose_state(*miss.goal_state, miss);
        return miss;
    }
    for (Ship ship : kShips) {
        const std::optional<Planet>& want = ship == Ship::kMercurial ? goal.mercurial_planet : goal.rubicon_planet;
        if (!want) continue;
        std::optional<Planet> at;
        if (position.positions) at = position.positions->of(ship);
        if (at == want) continue;
        miss.kind = GoalMiss::Kind::kWrongPlanet;
        miss.ship = ship;
        miss.made_planet = at;
        miss.goal_planet = *want;
        return miss;
    }
    if (goal.entangled && entangled(state) != *goal.entangled) {
        miss.kind = GoalMiss::Kind::kEntanglementDiffers;
        miss.goal_entangled = *goal.entangled;
        return miss;
    }
    for (Ship ship : kShips) {
        const std::optional<int>& bit = ship == Ship::kMercurial ? goal.certain_mercurial : goal.certain_rubicon;
        if (!bit || near_goal_value(state.probability_of_one(ship), *bit)) continue;
        miss.kind = GoalMiss::Kind::kNotCertain;
        miss.ship = ship;
        miss.goal_bit = *bit;
        miss.made_probability = state.probability_of_one(ship);
        return miss;
    }
    for (Ship ship : kShips) {
        const std::optional<double>& p =
            ship == Ship::kMercurial ? goal.probability_of_one_mercurial : goal.probability_of_one_rubicon;
        if (!p || near_goal_value(state.probability_of_one(ship), *p)) continue;
        miss.kind = GoalMiss::Kind::kWrongProbability;
        miss.ship = ship;
        miss.goal_probability = *p;
        miss.made_probability = state.probability_of_one(ship);
        return miss;
    }
    miss.kind = GoalMiss::Kind::kOutcomesDiffer;
    miss.goal_agree = goal.outcomes == Goal::Outcomes::kAgree;
    return miss;
}

std::string miss_text(const GoalMiss& miss) {
    const std::string made = format_ket(miss.made.state);
    const std::string goal = miss.goal_state ? format_ket(*miss.goal_state) : std::string();
    const std::string ship(ship_display_name(miss.ship));
    const auto percent = [](double p) { return std::to_string(static_cast<int>(std::lround(p * 100))) + "%"; };
    switch (miss.kind) {
        case GoalMiss::Kind::kBitsDiffer:
            switch (miss.differs) {
                case GoalMiss::Bits::kMercurial:
                    return "You made " + made + "; " + goal + " needs Mercurial's bit flipped.";
                case GoalMiss::Bits::kRubicon:
                    return "You made " + made + "; " + goal + " needs Rubicon's bit flipped.";
                case GoalMiss::Bits::kBoth:
                    return "You made " + made + "; " + goal + " needs both ships' bits flipped.";
            }
            break;
        case GoalMiss::Kind::kPhaseDiffers:
            return "You made " + made + ": the right kets with the right weights, but " + goal +
                   " has other signs (relative phases).";
        case GoalMiss::Kind::kEntanglementDiffers:
            if (!miss.goal_state) {
                return miss.goal_entangled
                           ? "You made " + made + ", which is not entangled; the goal needs the ships entangled."
                           : "You made " + made + ", which is entangled; the goal needs the ships not entangled.";
            }
            return miss.goal_entangled ? "You made " + made + ", which is not entangled; " + goal + " is."
                                       : "You made " + made + ", which is entangled; " + goal + " is not.";
        case GoalMiss::Kind::kOtherState:
            return "You made " + made + "; the goal is " + goal + ".";
        case GoalMiss::Kind::kWrongPlanet:
            if (!miss.made_planet) {
                return "You made " + made + ", which no planet shows; the goal needs " + ship + " on " +
                       std::string(planet_display_name(miss.goal_planet)) + ".";
            }
            return "You made " + made + ": " + ship + " is on " + std::string(planet_display_name(*miss.made_planet)) +
                   "; the goal needs it on " + std::string(planet_display_name(miss.goal_planet)) + ".";
        case GoalMiss::Kind::kNotCertain:
            return "You made " + made + ": measuring " + ship + " gives " + std::to_string(miss.goal_bit) +
                   " only with probability " +
                   percent(miss.goal_bit == 1 ? miss.made_probability : 1 - miss.made_probability) +
                   "; the goal needs it for certain.";
        case GoalMiss::Kind::kWrongProbability:
            return "You made " + made + ": measuring " + ship + " gives 1 with probability " +
                   percent(miss.made_probability) + "; the goal needs " + percent(miss.goal_probability) + ".";
        case GoalMiss::Kind::kOutcomesDiffer:
            return miss.goal_agree ? "You made " + made + ": measuring both ships does not always give the same bit."
                                   : "You made " + made + ": measuring both ships does not always give different bits.";
    }
    return "You made " + made + ".";
}

}  // namespace entanglion::lessons
