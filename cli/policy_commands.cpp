// Policy sub-commands: hint (the suggested action at the end of a record, and why) and simulate
// (many games by a policy). The policies and the simulation live in game/policies/.
#include <unistd.h>

#include <cstdio>
#include <iomanip>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "cli/arguments.h"
#include "cli/balance_chart.h"
#include "cli/commands.h"
#include "game/io/atomic_file.h"
#include "game/io/json_input.h"
#include "game/policies/policy_factory.h"
#include "game/policies/simulation.h"
#include "game/rules/record.h"

namespace entanglion::cli {
namespace {

using namespace entanglion::rules;
using policies::Explanation;

/// simulate --games: at most a hundred million (about a minute per million games on one core).
constexpr std::uint64_t kMaxGames = 100000000;
/// --budget-ms: up to a minute per move.
constexpr std::uint64_t kMaxBudgetMs = 60000;
/// --threads: far more than the cores of any machine this runs on.
constexpr std::uint64_t kMaxThreads = 256;
/// --playouts: at most a million per move (some minutes a move).
constexpr std::uint64_t kMaxPlayouts = 1000000;
/// The progress line appears once a run has taken this long (on a terminal only).
constexpr double kProgressAfterSeconds = 3.0;

struct HintOptions {
    std::string file;
    std::string policy = "heuristic";
    std::uint64_t seed = 1;
    int budget_ms = 100;
    int playouts = 0;
    bool json = false;
};

struct SimulateOptions {
    std::int64_t games = 1000;
    std::string policy = "random";
    std::uint64_t seed = 1;
    int difficulty = 1;
    std::string variant = "board";
    int threads = 1;
    int budget_ms = 100;
    int playouts = 0;
    bool json = false;
};

std::string percent(double fraction) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(fraction < 0.01 ? 3 : 1) << 100.0 * fraction << "%";
    return out.str();
}

nlohmann::json explanation_json(const Explanation& e) {
    nlohmann::json out;
    out["player"] = ship_id(e.action.player);
    out["action"] = action_to_string(e.action);
    out["explanation"] = policies::format_explanation(e);
    out["reason"] = policies::reason_kind_id(e.reason);
    if (e.positions) {
        out["positions"] = {{"MERCURIAL", planet_id(e.positions->mercurial)},
                            {"RUBICON", planet_id(e.positions->rubicon)}};
    }
    if (e.component) out["component"] = component_id(*e.component);
    if (e.risk_numerator) out["risk"] = {{"numerator", *e.risk_numerator}, {"denominator", e.risk_denominator}};
    out["turns"] = e.turns;
    out["value"] = e.value;
    out["option_count"] = e.option_count;
    return out;
}

struct BalanceChartOptions {
    std::string file = "data/balance.json";
    std::string out;
};

/// Draws the balance study's chart from its figures (docs/balance.md); exit 2 on a bad file.
int run_balance_chart(const BalanceChartOptions& options) {
    json_input::InputError input_error;
    const std::optional<std::string> text = json_input::read_input_file(options.file, &input_error);
    if (!text) {
        std::cerr << input_error.message() << "\n";
        return 2;
    }
    std::string error;
    const std::optional<policies::BalanceTable> table = policies::parse_balance_table(*text, options.file, &error);
    if (!table) {
        std::cerr << error << "\n";
        return 2;
    }
    if (!write_file_atomically(options.out, balance_chart_svg(*table), &error)) {
        std::cerr << options.out << ": " << error << "\n";
        return 2;
    }
    std::cout << "chart of " << table->figures.size() << " figures written to " << options.out << "\n";
    return 0;
}

int run_hint(const HintOptions& options) {
    std::string error;
    const auto record = load_record(options.file, &error);
    if (!record) {
        std::cerr << error << "\n";
        return 2;
    }
    const ReplayResult replayed = replay_record(*record);
    if (!replayed.state) {
        std::cerr << options.file << ": " << replayed.error << "\n";
        return 2;
    }
    const GameState& state = *replayed.state;
    if (state.is_over()) {
        std::cerr << options.file << ": the game is over (" << game_status_id(state.status())
                  << "): there is no action to suggest\n";
        return 2;
    }
    const auto policy = policies::make_policy(options.policy, {options.seed, options.budget_ms, options.playouts});
    const Explanation e = policy->explain(state);
    if (options.json) {
        nlohmann::json out = explanation_json(e);
        out["policy"] = options.policy;
        out["seed"] = options.seed;
        out["actions_in_record"] = record->actions.size();
        std::cout << out.dump(2) << "\n";
    } else {
        std::cout << action_to_string(e.action) << "\n" << policies::format_explanation(e) << "\n";
    }
    return 0;
}

int run_simulate(const SimulateOptions& options) {
    policies::SimulationSettings settings;
    settings.policy = options.policy;
    settings.games = options.games;
    settings.seed = options.seed;
    settings.difficulty = options.difficulty;
    settings.variant = *parse_variant(options.variant);
    settings.threads = options.threads;
    settings.budget_ms = options.budget_ms;
    settings.playouts = options.playouts;
    bool progress_shown = false;
    policies::SimulationProgress progress;
    if (::isatty(STDERR_FILENO)) {
        progress = [&](std::int64_t finished, std::int64_t total, double seconds) {
            if (seconds < kProgressAfterSeconds) return;
            std::cerr << "\rsimulate: " << finished << " of " << total << " games ("
                      << (total ? 100 * finished / total : 0) << "%), " << std::fixed << std::setprecision(0) << seconds
                      << " s" << std::defaultfloat << std::flush;
            progress_shown = true;
        };
    }
    const policies::SimulationResult r = policies::simulate(settings, progress);
    if (progress_shown) std::cerr << "\n";
    const policies::Interval interval = policies::wilson_interval(r.won, r.games);
    const double mean_length = r.games ? static_cast<double>(r.actions) / static_cast<double>(r.games) : 0.0;
    const double per_second = r.seconds > 0 ? static_cast<double>(r.games) / r.seconds : 0.0;
    using policies::LossCause;
    const auto lost_to = [&](LossCause c) { return r.losses[static_cast<std::size_t>(c)]; };
    if (options.json) {
        nlohmann::json out;
        out["policy"] = options.policy;
        out["difficulty"] = options.difficulty;
        out["variant"] = options.variant;
        out["seed"] = options.seed;
        out["games"] = r.games;
        out["won"] = r.won;
        out["lost"] = r.lost;
        out["win_rate"] = r.games ? static_cast<double>(r.won) / static_cast<double>(r.games) : 0.0;
        out["win_rate_95"] = {{"low", interval.low}, {"high", interval.high}, {"method", "wilson"}};
        out["mean_length"] = mean_length;
        nlohmann::json losses;
        for (int c = 0; c < policies::kLossCauseCount; ++c) {
            losses[std::string(rules::loss_cause_id(static_cast<LossCause>(c)))] =
                r.losses[static_cast<std::size_t>(c)];
        }
        out["losses"] = losses;
        out["seconds"] = r.seconds;
        out["games_per_second"] = per_second;
        out["threads"] = options.threads;
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::cout << "games: " << r.games << "\n"
              << "won: " << r.won << "\n"
              << "lost: " << r.lost << "\n"
              << "mean length: " << mean_length << " actions\n"
              << "win rate: " << percent(r.games ? static_cast<double>(r.won) / static_cast<double>(r.games) : 0.0)
              << " (95% interval " << percent(interval.low) << " to " << percent(interval.high) << ", Wilson)\n"
              << "lost to orbital defenses: " << lost_to(LossCause::kOrbital) << "\n"
              << "lost to ground defenses: " << lost_to(LossCause::kGround) << "\n"
              << "lost to PROBE: " << lost_to(LossCause::kProbe) << "\n"
              << "lost to event cards: " << lost_to(LossCause::kEventCard) << "\n";
    std::cout << "seconds: " << r.seconds << "\n"
              << "games per second: " << per_second << "\n"
              << "threads: " << options.threads << "\n";
    return 0;
}

std::string policy_list(bool with_random) {
    std::string out;
    for (std::string_view name : policies::policy_names()) {
        if (!with_random && name == "random") continue;
        out += (out.empty() ? "" : ", ") + std::string(name);
    }
    return out;
}

CLI::Validator known_policy() {
    return CLI::Validator(
        [](std::string& value) -> std::string {
            for (std::string_view name : policies::policy_names()) {
                if (name == value) return "";
            }
            return "unknown policy \"" + value + "\": expected one of " + policy_list(true);
        },
        "POLICY");
}

}  // namespace

void add_policy_commands(CLI::App& app, int& exit_code) {
    auto hint = std::make_shared<HintOptions>();
    CLI::App* hint_command = app.add_subcommand(
        "hint",
        "Suggest an action for whoever must act at the end of a game record, and say why. Exit 2 on a bad record.");
    hint_command->add_option("record", hint->file, "record file")->required()->check(non_empty_path());
    hint_command->add_option("--policy", hint->policy, "the adviser: " + policy_list(true) + " (default heuristic)")
        ->check(known_policy());
    hint_command->add_option("--seed", hint->seed, "the policy's seed (default 1)")->check(seed_number());
    hint_command->add_option("--budget-ms", hint->budget_ms, "thinking time for a searching policy (default 100)")
        ->check(whole_number(1, kMaxBudgetMs));
    hint_command
        ->add_option("--playouts", hint->playouts,
                     "playouts per move for a searching policy instead of --budget-ms (reproducible)")
        ->check(whole_number(1, kMaxPlayouts));
    hint_command->add_flag("--json", hint->json, "print JSON");
    hint_command->callback([hint, &exit_code] { exit_code = run_hint(*hint); });

    auto simulate = std::make_shared<SimulateOptions>();
    CLI::App* simulate_command = app.add_subcommand(
        "simulate",
        "Play many complete games with a policy; report the win rate, how games are lost, games per second.");
    simulate_command->add_option("--games", simulate->games, "number of games")->check(whole_number(1, kMaxGames));
    simulate_command->add_option("--policy", simulate->policy, policy_list(true) + " (default random)")
        ->check(known_policy());
    simulate_command->add_option("--seed", simulate->seed, "seed")->check(seed_number());
    simulate_command->add_option("--difficulty", simulate->difficulty, "1, 2 or 3")->check(whole_number(1, 3));
    simulate_command->add_option("--variant", simulate->variant, "board or quantum")
        ->check(CLI::IsMember({"board", "quantum"}));
    simulate_command->add_option("--threads", simulate->threads, "threads (default 1); the results do not depend on it")
        ->check(whole_number(1, kMaxThreads));
    simulate_command->add_option("--budget-ms", simulate->budget_ms, "thinking time per move for a searching policy")
        ->check(whole_number(1, kMaxBudgetMs));
    simulate_command
        ->add_option("--playouts", simulate->playouts,
                     "playouts per move for a searching policy instead of --budget-ms (the same results "
                     "on any machine and thread count; a time budget is not)")
        ->check(whole_number(1, kMaxPlayouts));
    simulate_command->add_flag("--json", simulate->json, "print JSON");
    simulate_command->callback([simulate, &exit_code] { exit_code = run_simulate(*simulate); });

    auto chart = std::make_shared<BalanceChartOptions>();
    CLI::App* chart_command = app.add_subcommand(
        "balance-chart", "Draw the balance study's chart (SVG) from its figures. Exit 2 on a bad file.");
    chart_command->add_option("figures", chart->file, "balance figures (default data/balance.json)")
        ->check(non_empty_path());
    chart_command->add_option("--out", chart->out, "SVG file to write")->required()->check(non_empty_path());
    chart_command->callback([chart, &exit_code] { exit_code = run_balance_chart(*chart); });
}

}  // namespace entanglion::cli
