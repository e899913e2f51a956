#pragma once
/// The uniformly random policy: every legal action equally likely, from a seeded generator. It
/// plays `entanglion-cli simulate --policy random`.

#include <cstdint>

#include "game/policies/policy.h"
#include "game/rules/legal_options.h"
#include "statevector/random.h"

namespace entanglion::policies {

class RandomPolicy final : public Policy {
public:
    explicit RandomPolicy(std::uint64_t seed) : rng_(seed) {}
    /// Starts again as RandomPolicy(seed) would (one policy can then play many games).
    void reseed(std::uint64_t seed) { rng_ = Rng(seed); }

    /// The reference: legal_actions()[uniform_index(rng, legal_actions().size())].
    rules::Action choose(const rules::GameState& state) override;
    /// choose(state), explained: "random choice among N legal actions".
    Explanation explain(const rules::GameState& state) override;

    /// The same action as choose(), drawing the same numbers: it counts GameState::legal_options()
    /// and takes entry i without building the list (on a turn, apply_turn_option applies it without
    /// building the action either). tests/policies/random_policy_test.cpp checks it against choose()
    /// action by action.
    void play(rules::GameState& state, rules::ChanceDriver& chance) override {
        const rules::LegalOptions options = state.legal_options();
        const auto index = static_cast<unsigned>(rules::uniform_index(rng_, options.size));
        if (options.decision == rules::DecisionKind::kNone) {
            chance.apply_turn_option(state, options, index);
        } else {
            chance.apply_legal(state, options.action(index));
        }
    }

    /// The policy's generator (tests compare it after a game played both ways).
    Rng& rng() { return rng_; }

private:
    Rng rng_;
};

}  // namespace entanglion::policies
