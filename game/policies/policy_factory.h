#pragma once
/// Makes a policy from its name: the one place that knows every policy's constructor, so the CLI,
/// the app and the tests agree on the names ("random" today; "heuristic" and "search" when they
/// exist) and on what a strength means.

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "game/policies/policy.h"

namespace entanglion::policies {

/// Every name make_policy() accepts, weakest first.
std::span<const std::string_view> policy_names();

/// The strongest policy available (the app's hint uses it by default).
std::string_view best_policy_name();

/// The policy called `name`, seeded with `seed`; `budget_ms` is the thinking time per move of a
/// policy that searches (ignored by the others). Unknown name: nullptr and `error` (when given)
/// names it and lists the known ones.
std::unique_ptr<Policy> make_policy(std::string_view name, std::uint64_t seed, int budget_ms = 0,
                                    std::string* error = nullptr);

}  // namespace entanglion::policies
