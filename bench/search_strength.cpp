// search_strength: win rate of a policy over seeded games, for docs/performance.md's "search
// policy" section and docs/balance.md's "how much is luck?" (--perfect plays OracleSearch, which
// `entanglion-cli simulate` does not offer). Game i is dealt by
// chance from Rng(derived_seed(S, i)) and the policy seeded with that ^ 0x9e3779b97f4a7c15, as
// `simulate` does.
//
//   search_strength --policy random|greedy|search [--games N] [--minutes M] [--difficulty 1|2|3]
//                   [--variant board|quantum] [--seed S] [--playouts P] [--budget-ms MS] [--perfect]
//
// Stops after N games (default 100, difficulty 3, seed 1) or, with --minutes, after the first game
// that ends past M minutes, whichever comes first. Prints games, wins, the 95% Wilson interval, mean
// actions, mean playouts per searched choice and seconds.

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>

#include "bench/bench_arguments.h"
#include "game/policies/greedy_rollout_policy.h"
#include "game/policies/random_policy.h"
#include "game/policies/search_policy.h"
#include "game/policies/simulation.h"

namespace {

using namespace entanglion;

constexpr const char* kUsage =
    "search_strength --policy random|greedy|search [--games N] [--minutes M] [--difficulty 1|2|3] "
    "[--variant board|quantum] [--seed S] [--playouts P] [--budget-ms MS] [--perfect]";

[[noreturn]] void usage(const std::string& problem) { bench::usage_error("search_strength", kUsage, problem); }

long number(const char* text, const char* option, long low, long high) {
    return bench::whole_number(text, option, low, high, "search_strength", kUsage);
}

}  // namespace

int main(int argc, char** argv) {
    std::string policy_name;
    long games = 100, difficulty = 3, playouts = 0, budget_ms = 0, minutes = 0, seed = 1;
    bool perfect = false;
    rules::RulesVariant variant = rules::RulesVariant::kBoard;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--perfect") {
            perfect = true;
            continue;
        }
        if (i + 1 >= argc) usage(arg + " needs a value");
        const char* value = argv[++i];
        if (arg == "--policy")
            policy_name = value;
        else if (arg == "--games")
            games = number(value, "--games", 1, 100000000);
        else if (arg == "--minutes")
            minutes = number(value, "--minutes", 1, 100000);
        else if (arg == "--difficulty")
            difficulty = number(value, "--difficulty", 1, 3);
        else if (arg == "--seed")
            seed = number(value, "--seed", 0, 1L << 62);
        else if (arg == "--playouts")
            playouts = number(value, "--playouts", 0, 100000000);
        else if (arg == "--budget-ms")
            budget_ms = number(value, "--budget-ms", 0, 3600000);
        else if (arg == "--variant") {
            const auto parsed = rules::parse_variant(value);
            if (!parsed) usage(std::string("--variant expects board or quantum, got '") + value + "'");
            variant = *parsed;
        } else
            usage("unknown option " + arg);
    }
    if (policy_name != "random" && policy_name != "greedy" && policy_name != "search") {
        usage("--policy expects random, greedy or search");
    }
    if (policy_name == "search" && playouts == 0 && budget_ms == 0) usage("search needs --playouts or --budget-ms");

    const auto start = std::chrono::steady_clock::now();
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    long played = 0, won = 0, actions = 0, searched = 0, playouts_done = 0;
    for (long g = 0; g < games; ++g) {
        const std::uint64_t game_seed =
            rules::derived_seed(static_cast<std::uint64_t>(seed), static_cast<std::uint64_t>(g));
        const std::uint64_t policy_seed = game_seed ^ 0x9e3779b97f4a7c15ULL;
        Rng chance(game_seed);
        rules::GameState state = policies::new_sampled_game(static_cast<int>(difficulty), variant, chance);
        std::unique_ptr<policies::Policy> policy;
        std::optional<policies::SearchPolicy> search;
        std::optional<policies::OracleSearch> oracle;
        if (policy_name == "random") {
            policy = std::make_unique<policies::RandomPolicy>(policy_seed);
        } else if (policy_name == "greedy") {
            policy = std::make_unique<policies::GreedyRolloutPolicy>(policy_seed);
        } else {
            policies::SearchOptions options;
            options.seed = policy_seed;
            options.playouts = static_cast<int>(playouts);
            options.budget_ms = static_cast<int>(budget_ms);
            if (perfect) {
                oracle.emplace(options);
            } else {
                search.emplace(options);
            }
        }
        while (!state.is_over()) {
            const policies::SearchExplanation* why = nullptr;
            if (oracle) {
                rules::apply_sampled(state, oracle->step(state, chance), chance);  // told the future
                why = &oracle->last_explanation();
            } else if (search) {
                policies::play_step(state, *search, chance);
                why = &search->last_explanation();
            } else {
                policies::play_step(state, *policy, chance);
            }
            ++actions;
            if (why != nullptr && !why->only_choice) {
                ++searched;
                playouts_done += why->playouts;
            }
        }
        ++played;
        won += state.status() == rules::GameStatus::kWon ? 1 : 0;
        if (search || oracle) std::fprintf(stderr, "\rgame %ld: %ld won, %.0f s", played, won, elapsed());
        if (minutes > 0 && elapsed() > 60.0 * static_cast<double>(minutes)) break;
    }
    if (searched) std::fprintf(stderr, "\n");
    // Wilson score interval, z = 1.96.
    const double n = static_cast<double>(played), p = static_cast<double>(won) / n, z = 1.96;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    std::printf("%s%s difficulty %ld %s: %ld games, %ld won (%.2f%%, 95%% interval %.2f-%.2f%%), mean %.1f actions",
                policy_name.c_str(), perfect ? " (perfect information)" : "", difficulty,
                std::string(rules::variant_id(variant)).c_str(), played, won, 100 * p, 100 * (centre - half),
                100 * (centre + half), static_cast<double>(actions) / n);
    if (searched) std::printf(", %.0f playouts per searched choice", static_cast<double>(playouts_done) / searched);
    std::printf(", %.1f s\n", elapsed());
    return 0;
}
