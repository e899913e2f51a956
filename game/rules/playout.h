#pragma once
/// Games nobody replays, played fast (the simulation, a search's playouts, the random policy's
/// games): an action and every chance node after it resolved in one step, chance sampled from a
/// seeded generator as sample_chance_outcome() samples it. The stepped API (apply_until_chance,
/// apply_chance_outcome) is the reference: tests/rules/playout_test.cpp and
/// tests/policies/random_policy_test.cpp play the same games both ways.

#include "game/rules/game_state.h"  // declares LegalOptions (legal_options.h defines it)
#include "statevector/random.h"

namespace entanglion::rules {

/// Applies `action`, one of the state's legal actions (asserted in builds with assertions), then
/// answers every chance node from `chance` until a player acts or the game ends.
void apply_sampled(GameState& state, const Action& action, Rng& chance);

/// apply_sampled(state, options.action(index), chance), where `options` is the state's
/// legal_options() and index < options.size: a turn's action started without building it.
void apply_option_sampled(GameState& state, const LegalOptions& options, unsigned index, Rng& chance);

/// Drops the state's history and keeps none from now on: a game nobody replays then neither writes
/// nor copies it. Its record can no longer be written; nothing else changes.
void forget_history(GameState& state);

}  // namespace entanglion::rules
