#pragma once
/// The uniformly random policy: every legal action equally likely, from a seeded generator. It
/// plays `entanglion-cli simulate --policy random`.

#include <cstdint>

#include "game/policies/policy.h"
#include "game/rules/turn_options.h"
#include "statevector/random.h"

namespace entanglion::policies {

class RandomPolicy final : public Policy {
public:
    explicit RandomPolicy(std::uint64_t seed) : rng_(seed) {}
    /// Starts again as RandomPolicy(seed) would (one policy can then play many games).
    void reseed(std::uint64_t seed) { rng_ = Rng(seed); }

    /// The reference: legal_actions()[uniform_index(rng, legal_actions().size())].
    rules::Action choose(const rules::GameState& state) override;

    /// The same action as choose(), drawing the same numbers, applied without building the list on
    /// a turn (GameState::turn_options and apply_turn_option) and on the Defense, Magnetic Shielding
    /// and Quantum Gates decisions (their answers built directly). The other decisions pick from the
    /// list. tests/policies/random_policy_test.cpp checks it against choose() action by action.
    void play(rules::GameState& state, rules::ChanceSource& chance) override {
        if (state.pending_decision().kind != rules::DecisionKind::kNone) {
            answer_decision(state, chance);
            return;
        }
        const rules::TurnOptions options = state.turn_options();
        const auto index = static_cast<unsigned>(rules::uniform_index(rng_, options.size));
        state.apply_turn_option(options, index, chance, scratch_);
    }

    /// The policy's generator (tests compare it after a game played both ways).
    Rng& rng() { return rng_; }

private:
    /// play() when a decision is pending.
    void answer_decision(rules::GameState& state, rules::ChanceSource& chance);

    Rng rng_;
    rules::ActionList scratch_;  ///< the list, on the turns that pick from it
};

}  // namespace entanglion::policies
