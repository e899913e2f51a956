#pragma once
/// Internal to the rules: the friend of GameState behind the public playout functions (playout.h)
/// and the chance sampler. Callers outside game/rules/ use playout.h.

#include "game/rules/legal_options.h"
#include "statevector/random.h"

namespace entanglion::rules {

namespace internal {

/// The speed path of a game played by a generator (the simulation, the search's playouts): the
/// resolution apply_until_chance and apply_chance_outcome run, without the checks the caller has
/// already passed (asserted in debug and sanitizer builds). The stepped API is its reference:
/// PlayoutTest plays the same games both ways.
struct Kernel {
    /// apply_until_chance(action) for an action taken from the legal list, then every chance node
    /// answered by sample_chance_outcome(state, rng) as apply_chance_outcome would apply it (a
    /// sampled outcome is possible by construction), all in one resolver.
    static void apply_sampled(GameState& state, const Action& action, Rng& rng);
    /// apply_sampled(state, options.action(index), rng) for `options`, the state's legal_options(),
    /// a turn's slot started without building the action (the random policy's games).
    static void apply_option_sampled(GameState& state, const LegalOptions& options, unsigned index, Rng& rng);
    /// The chance nodes alone (sample_chance_nodes).
    static void sample_chance_nodes(GameState& state, Rng& rng);
    /// Drops the state's history and keeps none from now on: for games nobody replays (simulated
    /// games, search playouts), which then neither write nor copy it. Nothing else changes.
    static void forget_history(GameState& state);
};

}  // namespace internal
}  // namespace entanglion::rules
