#pragma once
/// Every policy by name, in one place: the CLI's `--policy`, the simulation and (later) the app ask
/// here, so a new policy is one entry in policy_factory.cpp.

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "game/policies/policy.h"

namespace entanglion::policies {

struct PolicySettings {
    std::uint64_t seed = 0;  ///< the policy's own generator (ties, samples, playouts)
    int budget_ms = 100;     ///< thinking time per move, for policies that search (others ignore it)
    /// For policies that search: playouts per move instead of a time budget (deterministic given the
    /// seed, whatever the machine); 0 means budget_ms decides.
    int playouts = 0;
};

/// The names make_policy() knows, weakest first, in the order the CLI lists them ("random",
/// "heuristic", "search").
const std::vector<std::string_view>& policy_names();

/// The policy the app's hint and a new AI partner use unless told otherwise: "heuristic", which
/// plans and explains its choice with the detection risk at once (the search is stronger but thinks
/// for its budget on every move).
std::string_view best_policy_name();

/// The name of the policy a person waits for ("search"): the AI teammate a page starts with and its
/// hint, with person_facing_settings().
std::string_view person_facing_policy_name();
/// Settings that make "search" the person-facing search (search_policy.h,
/// person_facing_search_options): its playouts, seeded with `seed`.
PolicySettings person_facing_settings(std::uint64_t seed);

/// A new policy of that name, or nullptr for a name policy_names() does not list.
std::unique_ptr<Policy> make_policy(std::string_view name, const PolicySettings& settings);

}  // namespace entanglion::policies
