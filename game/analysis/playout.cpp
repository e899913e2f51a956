#include "game/analysis/playout.h"

#include <cassert>

#include "game/policies/policy_factory.h"
#include "game/rules/chance_sampler.h"

namespace entanglion::analysis {

namespace {

constexpr std::uint64_t kChanceSalt = 0x6a09e667f3bcc909ULL;
constexpr std::uint64_t kTeamSalt = 0xbb67ae8584caa73bULL;
constexpr std::uint64_t kChoiceSalt = 0x3c6ef372fe94f82bULL;

}  // namespace

std::unique_ptr<policies::Policy> make_team_policy(const TeamSettings& team, std::uint64_t seed) {
    // Only playouts: the search never gets a time budget here, so every estimate is reproducible.
    std::unique_ptr<policies::Policy> policy =
        policies::make_policy(team.policy, policies::PolicySettings{seed, 0, team.search_playouts});
    assert(policy && "TeamSettings::policy names a policy");
    return policy;
}

std::uint64_t mix_seed(std::uint64_t a, std::uint64_t b) {
    std::uint64_t x = a + 0x9e3779b97f4a7c15ULL * (b + 1);
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

std::uint64_t chance_seed(std::uint64_t seed, std::uint64_t playout, std::uint64_t history_index) {
    return mix_seed(mix_seed(seed ^ kChanceSalt, playout), history_index);
}

std::uint64_t team_seed(std::uint64_t seed, std::uint64_t playout) { return mix_seed(seed ^ kTeamSalt, playout); }

std::uint64_t choice_seed(std::uint64_t seed, std::uint64_t history_index) {
    return mix_seed(seed ^ kChoiceSalt, history_index);
}

void answer_chance(rules::GameState& state, int& index, std::uint64_t seed, std::uint64_t playout) {
    while (state.at_chance_node()) {
        Rng rng(chance_seed(seed, playout, static_cast<std::uint64_t>(index)));
        [[maybe_unused]] const bool applied = state.apply_chance_outcome(rules::sample_chance_outcome(state, rng));
        assert(applied);
        ++index;
    }
}

PlayoutResult play_out(rules::GameState state, int index, std::uint64_t seed, std::uint64_t playout,
                       const TeamSettings& team, const TurnWatch* watch) {
    std::unique_ptr<policies::Policy> policy;
    PlayoutResult result;
    bool watching = watch != nullptr;
    while (true) {
        answer_chance(state, index, seed, playout);
        if (watching && (state.is_over() || state.turn_number() != watch->turn)) {
            result.detected_this_turn = state.detection_position() > watch->detection_position;
            result.lost_this_turn = state.status() == rules::GameStatus::kLost;
            watching = false;
        }
        if (state.is_over()) break;
        // Built at the first decision, so a playout the chance alone ends costs no policy.
        if (!policy) policy = make_team_policy(team, team_seed(seed, playout));
        [[maybe_unused]] const bool applied = state.apply_until_chance(policy->step(state));
        assert(applied);
        ++index;
    }
    result.won = state.status() == rules::GameStatus::kWon;
    return result;
}

}  // namespace entanglion::analysis
