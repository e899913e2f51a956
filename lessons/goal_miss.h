#pragma once
/// Feedback that diagnoses: when a position misses a lesson's goal, how it differs from it, as a
/// typed result a UI words in one sentence per kind ("You made |01>; |10> needs both ships' bits
/// flipped."), and whether the goal can still be reached with the cards left (the solver's answer).
/// The CLI's English sentences are here (miss_text); the app words the same result itself.

#include <cstdint>
#include <optional>
#include <string>

#include "lessons/lesson.h"

namespace entanglion::lessons {

/// The first condition of the goal (in the order of Goal's fields) that a position misses.
struct GoalMiss {
    enum class Kind : std::uint8_t {
        /// The goal's state (or both ships wanted on ZERO or ONE: a basis ket, then `goal_state`)
        /// and the state made are both basis kets: `differs` says whose bits differ.
        kBitsDiffer,
        /// The same kets with the same weights, but other signs (relative phases): |+> for |->.
        kPhaseDiffers,
        /// The goal's state (or its "entangled" condition) is entangled and the state made is not,
        /// or the other way round: `goal_entangled` says which.
        kEntanglementDiffers,
        /// Another state than the goal's, not told apart by the kinds above.
        kOtherState,
        /// `ship` is on `made_planet` (nullopt: the board names no planet for the state), the goal
        /// needs it on `goal_planet`.
        kWrongPlanet,
        /// Measuring `ship` does not give `goal_bit` with certainty (it gives 1 with `made_probability`).
        kNotCertain,
        /// Measuring `ship` gives 1 with `made_probability`; the goal needs `goal_probability`.
        kWrongProbability,
        /// Measuring both ships does not always give the same bits (`goal_agree`) or different bits.
        kOutcomesDiffer,
    };
    /// kBitsDiffer: whose bits differ from the goal's.
    enum class Bits : std::uint8_t { kMercurial, kRubicon, kBoth };

    Kind kind = Kind::kOtherState;
    LessonPosition made;                      ///< the position that misses the goal
    std::optional<TwoQubitState> goal_state;  ///< the goal's state, when it has one
    Bits differs = Bits::kBoth;
    bool goal_entangled = false;
    Ship ship = Ship::kMercurial;
    std::optional<Planet> made_planet;
    Planet goal_planet = Planet::kZero;
    int goal_bit = 0;
    double made_probability = 0;
    double goal_probability = 0;
    bool goal_agree = true;
};

/// How `position` misses `goal`; nullopt when it reaches it.
std::optional<GoalMiss> diagnose_miss(const Goal& goal, const LessonPosition& position);

/// The diagnosis in English, one sentence (the CLI's words): "You made |01>; |10> needs both ships'
/// bits flipped."
std::string miss_text(const GoalMiss& miss);

}  // namespace entanglion::lessons
