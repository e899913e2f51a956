#pragma once
/// Where a network game's chance comes from: the one place the server rolls dice and draws cards.
/// To be replaced by the rules' own sampler (`rules::sample_chance_outcome` in
/// game/rules/chance_sampler.h, and the setup as chance nodes) when it lands: the rest of the
/// server only calls the two functions below.
///
/// Every outcome is a function of the game's secret seed and the history's length at the chance
/// node (its own generator, derived_seed(seed, index)), so a game restored from its saved history
/// goes on exactly as it would have, and no outcome exists before its node is reached.

#include <cstdint>

#include "game/rules/game_state.h"
#include "game/rules/setup.h"
#include "statevector/random.h"

namespace entanglion::server {

/// The rulebook's setup for a new game dealt from `seed`, with the face-down piles given as the
/// players may see them: the engine stack and the event deck sorted, only the places the rulebook
/// fixes kept (PROBE at the bottom of the first stack, Quantum Shuffle sixth in the deck). The
/// rules keep face-down piles as counts, so the game is the same; the order is nobody's business.
rules::GameSetup deal_public_setup(std::uint64_t seed, int difficulty, rules::RulesVariant variant);

/// One outcome of the state's pending chance node, drawn with its probability from `rng`.
/// Precondition: state.at_chance_node().
rules::ChanceOutcome sample_chance_outcome(const rules::GameState& state, Rng& rng);

/// The outcome of the chance node reached at history entry `index` of the game seeded `seed`.
rules::ChanceOutcome chance_outcome_at(const rules::GameState& state, std::uint64_t seed, std::size_t index);

}  // namespace entanglion::server
