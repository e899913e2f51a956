#pragma once
/// Chance nodes (issue #11, first step). When the rules need a die roll or a measurement, the resolver
/// records a PendingChance in the state and stops, as it does for a player decision; the state is then
/// at a chance node: actor() is Actor::kChance, chance_outcomes() lists every outcome with its exact
/// probability, and apply_chance_outcome() applies one and resumes. GameState::apply() with a
/// ChanceSource is a thin driver over this: it answers every chance node by asking the source, in the
/// order the rules reach them, so seeded games and records are unchanged.
///
/// Chance nodes so far: the Entanglion die (1..8, each 1/8: defense checks, PROBE, Heisenberg, Spooky
/// Action, Magnetic Shielding's second roll), the Centarious die (0 or 1, each 1/2: placement after an
/// orbital detection), the quantum variant's placement measurement (Born rule on the live state) and
/// Spooky Action's pick (uniform among the drawing ship's components). The shuffles of the engine
/// stack and the event deck (hence which card a draw reveals) are still asked of the ChanceSource
/// in the middle of a step.

#include <cstdint>
#include <vector>

#include "game/rules/chance.h"
#include "game/rules/decision.h"
#include "statevector/ship.h"

namespace entanglion::rules {

/// Who acts now: a ship's player, or chance.
enum class Actor : std::uint8_t { kMercurial, kRubicon, kChance };

/// The chance request the resolver is suspended on (kind is meaningful only when `pending`).
struct PendingChance {
    bool pending = false;
    ChanceKind kind = ChanceKind::kEntanglionDie;  ///< kEntanglionDie, kCentariousDie, kMeasurement, kComponentPick
    Ship player = Ship::kMercurial;                ///< who rolls (or whose detection is measured)
    RollPurpose purpose = RollPurpose::kOrbitalDefense;  ///< kEntanglionDie
    bool reroll = false;                                 ///< kEntanglionDie: Magnetic Shielding's second roll
    friend bool operator==(const PendingChance&, const PendingChance&) = default;
};

/// One outcome of a chance node and its exact probability.
struct ChanceOutcomeProbability {
    ChanceOutcome outcome;
    double probability = 0;
};
using ChanceOutcomeList = std::vector<ChanceOutcomeProbability>;

}  // namespace entanglion::rules
