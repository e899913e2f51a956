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

    /// legal_actions()[rng.uniform_index(legal_actions().size())], without building the list.
    rules::Action step(const rules::GameState& state) override;
    /// The index step() takes among `options` (the state's legal_options()), drawing the same
    /// number: the simulation starts that entry without building the action.
    unsigned pick(const rules::LegalOptions& options) {
        return static_cast<unsigned>(rng_.uniform_index(options.size));
    }
    /// step(state), explained: "random choice among N legal actions".
    Explanation explain(const rules::GameState& state) override;

    /// The policy's generator (tests compare it after a game played both ways).
    Rng& rng() { return rng_; }

private:
    Rng rng_;
};

}  // namespace entanglion::policies
