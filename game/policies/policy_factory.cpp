#include "game/policies/policy_factory.h"

#include <array>

#include "game/policies/random_policy.h"

namespace entanglion::policies {

namespace {
constexpr std::array<std::string_view, 1> kPolicyNames{"random"};
}  // namespace

std::span<const std::string_view> policy_names() { return kPolicyNames; }

std::string_view best_policy_name() { return kPolicyNames.back(); }

std::unique_ptr<Policy> make_policy(std::string_view name, std::uint64_t seed, int /*budget_ms*/,
                                    std::string* error) {
    if (name == "random") return std::make_unique<RandomPolicy>(seed);
    if (error) {
        *error = "unknown policy \"" + std::string(name) + "\": choose";
        for (std::string_view known : kPolicyNames) *error += " " + std::string(known);
    }
    return nullptr;
}

}  // namespace entanglion::policies
