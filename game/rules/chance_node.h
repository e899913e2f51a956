#pragma once
/// Chance nodes: where chance enters the rules, the one model of chance. When the rules need a die
/// roll, a measurement, a random pick or the card a draw reveals, the resolver records a
/// PendingChance in the state and stops, as it does for a player decision; the state is then at a
/// chance node: actor() is Actor::kChance, chance_outcomes() lists every outcome with its exact
/// probability, and apply_chance_outcome() applies one and resumes. The rules hold no generator:
/// sample_chance_outcome (chance_sampler.h) samples an outcome, a record replays its history, a
/// test forces one.
///
/// The chance nodes:
/// - the setup, as a new game deals it (GameState(difficulty, variant)): each Entanglion planet's
///   component clockwise from OMEGA ZERO (uniform among those not yet laid), both players' d8 for
///   the first player (Mercurial, then Rubicon; ties roll again), each ship's Centarious die (the
///   first player's ship first), then three engine cards drawn for each player (first player first);
/// - the Entanglion die (1..8, each 1/8: defense checks, PROBE, Heisenberg, Spooky Action, Magnetic
///   Shielding's second roll) and the Centarious die (0 or 1, each 1/2: placement after an orbital
///   detection, board variant);
/// - the quantum variant's placement measurement (Born rule on the live state);
/// - Spooky Action's pick (uniform among the drawing ship's components);
/// - the engine card and the event card a draw reveals, from the counts of the face-down pile and
///   the places the rulebook fixes (hidden_pile.h: the first stack's PROBE at the bottom, Quantum
///   Shuffle sixth in a deck built as in setup).
/// Rebuilding a pile (the discard pile shuffled into a new engine stack, Quantum Shuffle rebuilding
/// the event deck) takes no chance of its own: the cards gathered become the hidden counts, and
/// each later draw is a chance node.

#include <cstdint>
#include <vector>

#include "game/rules/chance.h"
#include "game/rules/decision.h"
#include "statevector/ship.h"

namespace entanglion::rules {

/// Who acts now: a ship's player, or chance.
enum class Actor : std::uint8_t { kMercurial, kRubicon, kChance };

/// Where the cards of a draw go: the hand, or aside for a decision (The Mechanic's three, Quantum
/// Gates' two).
enum class FillTarget : std::uint8_t { kHand, kDrawnThree, kDrawnTwo };

/// The chance request the resolver is suspended on (kind is meaningful only when `pending`).
struct PendingChance {
    bool pending = false;
    ChanceKind kind = ChanceKind::kEntanglionDie;
    Ship player = Ship::kMercurial;                      ///< who rolls or draws (or whose detection is measured)
    RollPurpose purpose = RollPurpose::kOrbitalDefense;  ///< a die: what the roll is for
    bool reroll = false;                                 ///< kEntanglionDie: Magnetic Shielding's second roll
    FillTarget fill = FillTarget::kHand;                 ///< kEngineDraw: where the card goes
    std::uint8_t want = 0;                               ///< kEngineDraw: how many cards the fill wants there
    friend bool operator==(const PendingChance&, const PendingChance&) = default;
};

/// One outcome of a chance node and its exact probability.
struct ChanceOutcomeProbability {
    ChanceOutcome outcome;
    double probability = 0;
};
using ChanceOutcomeList = std::vector<ChanceOutcomeProbability>;

}  // namespace entanglion::rules
