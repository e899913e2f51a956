#pragma once
/// The one place the analysis draws a chance node's outcome. TO BE REPLACED by the rules' own
/// sampler (`ChanceOutcome sample_chance_outcome(const GameState&, Rng&)` in
/// game/rules/chance_sampler.h) when it lands: delete this file and its .cpp and include the rules'
/// header instead; the name and the signature are the same, so nothing else changes.

#include "game/rules/game_state.h"
#include "statevector/random.h"

namespace entanglion::analysis {

/// One outcome of the state's pending chance node, drawn with its exact probability
/// (GameState::chance_outcomes(): the dice, the draws from the face-down piles' counts, the Born-rule
/// measurement, Spooky Action's pick) by the inverse transform of one uniform from `rng`, the
/// outcomes taken in the list's order. So two states whose nodes list the same outcomes get the
/// same outcome from equal generators (the playouts' common random numbers rely on it).
/// Precondition: state.at_chance_node().
rules::ChanceOutcome sample_chance_outcome(const rules::GameState& state, Rng& rng);

}  // namespace entanglion::analysis
