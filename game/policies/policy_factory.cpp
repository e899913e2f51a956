#include "game/policies/policy_factory.h"

#include "game/policies/heuristic_policy.h"
#include "game/policies/random_policy.h"
#include "game/policies/search_policy.h"

namespace entanglion::policies {

namespace {

struct Entry {
    std::string_view name;
    std::unique_ptr<Policy> (*make)(const PolicySettings&);
};

const Entry kEntries[] = {
    {"random",
     [](const PolicySettings& s) -> std::unique_ptr<Policy> { return std::make_unique<RandomPolicy>(s.seed); }},
    {"heuristic",
     [](const PolicySettings& s) -> std::unique_ptr<Policy> { return std::make_unique<HeuristicPolicy>(s.seed); }},
    {"search",
     [](const PolicySettings& s) -> std::unique_ptr<Policy> {
         return std::make_unique<SearchPolicy>(s.seed, s.playouts, s.playouts > 0 ? 0 : s.budget_ms);
     }},
};

}  // namespace

const std::vector<std::string_view>& policy_names() {
    static const std::vector<std::string_view> names = [] {
        std::vector<std::string_view> out;
        for (const Entry& entry : kEntries) out.push_back(entry.name);
        return out;
    }();
    return names;
}

std::string_view best_policy_name() { return "heuristic"; }

std::string_view person_facing_policy_name() { return "search"; }

PolicySettings person_facing_settings(std::uint64_t seed) {
    PolicySettings settings;
    settings.seed = seed;
    settings.budget_ms = 0;
    settings.playouts = kPersonFacingPlayouts;
    return settings;
}

std::unique_ptr<Policy> make_policy(std::string_view name, const PolicySettings& settings) {
    for (const Entry& entry : kEntries) {
        if (entry.name == name) return entry.make(settings);
    }
    return nullptr;
}

}  // namespace entanglion::policies
