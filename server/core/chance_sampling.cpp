// A network game's chance (chance_sampling.h).
#include "server/core/chance_sampling.h"

#include <algorithm>
#include <cassert>

#include "game/rules/chance.h"

namespace entanglion::server {
namespace {

/// The pile sorted by kind, `pinned` moved back to the place it had (counted from the top).
template <typename Card>
void sort_keeping(std::vector<Card>& pile, Card pinned) {
    const auto found = std::find(pile.begin(), pile.end(), pinned);
    if (found == pile.end()) {
        std::sort(pile.begin(), pile.end());
        return;
    }
    const auto place = found - pile.begin();
    pile.erase(found);
    std::sort(pile.begin(), pile.end());
    pile.insert(pile.begin() + place, pinned);
}

}  // namespace

rules::GameSetup deal_public_setup(std::uint64_t seed, int difficulty, rules::RulesVariant variant) {
    rules::SeededChance chance(seed);
    rules::GameSetup setup = rules::generate_setup(difficulty, variant, chance);
    sort_keeping(setup.engine_stack, rules::EngineCard::kPROBE);
    sort_keeping(setup.event_deck, rules::EventCard::kQuantumShuffle);
    return setup;
}

rules::ChanceOutcome sample_chance_outcome(const rules::GameState& state, Rng& rng) {
    assert(state.at_chance_node());
    const rules::ChanceOutcomeList outcomes = state.chance_outcomes();
    double remaining = rng.uniform01();
    for (const rules::ChanceOutcomeProbability& candidate : outcomes) {
        remaining -= candidate.probability;
        if (remaining < 0) return candidate.outcome;
    }
    // Rounding left a sliver past the last outcome's share: it is the last outcome's.
    return outcomes.back().outcome;
}

rules::ChanceOutcome chance_outcome_at(const rules::GameState& state, std::uint64_t seed, std::size_t index) {
    Rng rng(rules::derived_seed(seed, index));
    return sample_chance_outcome(state, rng);
}

}  // namespace entanglion::server
