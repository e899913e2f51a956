#pragma once
/// Playouts: a game played on from a position to its end by a team of two players following one
/// policy, every chance node answered with its exact probabilities (rules::sample_chance_outcome). What the
/// players cannot know stays unknown: a position holds the face-down piles as counts, so a playout
/// deals nothing in advance; each draw is a chance node sampled when it comes.
///
/// Common random numbers. Playout j of any position draws the outcome of the chance node at history
/// index h (the number of history entries since the setup) from a generator seeded by (seed, j, h)
/// alone, and its team's generator from (seed, j). So playout j of two neighbouring positions sees
/// "the same luck to come": playout j of a chance node that draws the recorded outcome is, move for
/// move, playout j of the position after it, and the candidate actions of a decision meet the same
/// dice. Comparisons of such estimates are paired (estimate.h), which makes them far sharper than
/// two independent estimates, and every estimate is the same whatever thread computes it.

#include <cstdint>
#include <memory>
#include <string>

#include "game/policies/policy.h"
#include "game/rules/game_state.h"

namespace entanglion::analysis {

/// The team the win probability assumes: both players follow this policy.
struct TeamSettings {
    /// "heuristic" (the default, fast) or "search" (stronger, far slower); "random" also works.
    std::string policy = "heuristic";
    /// The search's playouts per move when policy is "search" (a playout budget, so the estimate is
    /// reproducible; a time budget never is).
    int search_playouts = 30;
};

/// The policy `team` names, seeded with `seed`. Precondition: team.policy is a name
/// policies::policy_names() lists.
std::unique_ptr<policies::Policy> make_team_policy(const TeamSettings& team, std::uint64_t seed);

/// A 64-bit mix of two values (splitmix64's finaliser), for seeds derived from several indices.
std::uint64_t mix_seed(std::uint64_t a, std::uint64_t b);
/// The seed of the generator answering the chance node at history index `history_index` in playout
/// `playout`.
std::uint64_t chance_seed(std::uint64_t seed, std::uint64_t playout, std::uint64_t history_index);
/// The seed of the team's policy in playout `playout`.
std::uint64_t team_seed(std::uint64_t seed, std::uint64_t playout);
/// The seed of the policy that chooses "the team's own action" at a decision at `history_index`
/// (the action whose value is the position's value, estimate.h).
std::uint64_t choice_seed(std::uint64_t seed, std::uint64_t history_index);

/// Answers chance nodes at `state` (history index `index`, advanced per outcome) as playout
/// `playout` does, until a player must act or the game ends.
void answer_chance(rules::GameState& state, int& index, std::uint64_t seed, std::uint64_t playout);

/// What happened in one playout.
struct PlayoutResult {
    bool won = false;
    /// Only when a TurnWatch was given: the detection track rose before the next turn began (a
    /// defense check, PROBE or an event card detected the ships), and whether the game was lost then.
    bool detected_this_turn = false;
    bool lost_this_turn = false;
};

/// The turn a hint looks at: its number and the detection position when its action was chosen.
struct TurnWatch {
    int turn = 0;
    int detection_position = 0;
};

/// Plays `state`, at history index `index`, to its end as playout `playout` of `seed`.
PlayoutResult play_out(rules::GameState state, int index, std::uint64_t seed, std::uint64_t playout,
                       const TeamSettings& team, const TurnWatch* watch = nullptr);

}  // namespace entanglion::analysis
