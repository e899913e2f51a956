// Policy sub-commands: simulate (many games by a policy, their records saved on request) and
// balance-chart. The policies and the simulation live in game/policies/; hint has its own file.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
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

/// simulate --games: at most a hundred million (about a minute per million games on one core).
constexpr std::uint64_t kMaxGames = 100000000;
/// --seconds: at most a day.
constexpr std::uint64_t kMaxSeconds = 86400;
/// The progress line appears once a run has taken this long (on a terminal only).
constexpr double kProgressAfterSeconds = 3.0;

struct SimulateOptions {
    std::int64_t games = 1000;
    std::int64_t first_game = 0;
    std::string policy = "random";
    std::uint64_t seed = 1;
    int difficulty = 1;
    std::string variant = "board";
    int threads = 1;
    int budget_ms = 100;
    int playouts = 0;
    int seconds = 0;  ///< 0: no time limit
    std::string save_records;
    bool json = false;
};

/// A win rate, with three decimals below 1%: "0.030%", "17.3%".
std::string rate_percent(double fraction) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(fraction < 0.01 ? 3 : 1) << 100.0 * fraction << "%";
    return out.str();
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

/// The file game `index` of a run of `games` goes to: game-000042.json (at least six digits, so a
/// directory lists in game order).
std::filesystem::path record_path(const std::filesystem::path& dir, std::uint64_t index, std::int64_t games) {
    const int width = std::max<int>(6, static_cast<int>(std::to_string(std::max<std::int64_t>(games - 1, 0)).size()));
    std::string digits = std::to_string(index);
    digits.insert(0, static_cast<std::size_t>(std::max(0, width - static_cast<int>(digits.size()))), '0');
    return dir / ("game-" + digits + ".json");
}

/// simulate --save-records: the directory, created when missing, and a sink writing each game's
/// record into it atomically. nullopt with the problem on stderr when the directory cannot be used.
std::optional<policies::RecordSink> record_saver(const std::string& dir, std::int64_t games) {
    namespace fs = std::filesystem;
    std::error_code code;
    fs::create_directories(dir, code);
    if (code || !fs::is_directory(dir)) {
        std::cerr << dir << ": cannot use as the directory for the records: "
                  << (code ? code.message() : "it exists and is not a directory") << "\n";
        return std::nullopt;
    }
    remove_stale_temporary_files(dir);
    return [dir, games](std::uint64_t index, const GameRecord& record, std::string* error) {
        return save_record(record, record_path(dir, index, games), error);
    };
}

int run_simulate(const SimulateOptions& options) {
    policies::SimulationSettings settings;
    if (!options.save_records.empty()) {
        std::optional<policies::RecordSink> sink =
            record_saver(options.save_records, options.first_game + options.games);
        if (!sink) return 2;
        settings.record_sink = std::move(*sink);
    }
    settings.policy = options.policy;
    settings.games = options.games;
    settings.first_game = static_cast<std::uint64_t>(options.first_game);
    settings.seed = options.seed;
    settings.difficulty = options.difficulty;
    settings.variant = *parse_variant(options.variant);
    settings.threads = options.threads;
    settings.budget_ms = options.budget_ms;
    settings.playouts = options.playouts;
    settings.time_limit_seconds = options.seconds;
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
    if (!r.record_error.empty()) {
        std::cerr << "simulate: stopped: " << r.record_error << "\n";
        return 2;
    }
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
        if (options.first_game > 0) out["first_game"] = options.first_game;
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
        if (options.seconds > 0) out["time_limit_seconds"] = options.seconds;
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::cout << "games: " << r.games;
    if (r.games < options.games && options.seconds > 0)
        std::cout << " (of " << options.games << ": --seconds " << options.seconds << " ran out)";
    if (options.first_game > 0)
        std::cout << " (games " << options.first_game << " to " << options.first_game + r.games - 1 << ")";
    std::cout << "\n"
              << "won: " << r.won << "\n"
              << "lost: " << r.lost << "\n"
              << "mean length: " << mean_length << " actions\n"
              << "win rate: " << rate_percent(r.games ? static_cast<double>(r.won) / static_cast<double>(r.games) : 0.0)
              << " (95% interval " << rate_percent(interval.low) << " to " << rate_percent(interval.high)
              << ", Wilson)\n"
              << "lost to orbital defenses: " << lost_to(LossCause::kOrbital) << "\n"
              << "lost to ground defenses: " << lost_to(LossCause::kGround) << "\n"
              << "lost to PROBE: " << lost_to(LossCause::kProbe) << "\n"
              << "lost to event cards: " << lost_to(LossCause::kEventCard) << "\n";
    std::cout << "seconds: " << r.seconds << "\n"
              << "games per second: " << per_second << "\n"
              << "threads: " << options.threads << "\n";
    return 0;
}

}  // namespace

void add_policy_commands(CLI::App& app, int& exit_code) {
    auto simulate = std::make_shared<SimulateOptions>();
    CLI::App* simulate_command = app.add_subcommand(
        "simulate",
        "Play many complete games with a policy; report the win rate, how games are lost, games per second.");
    simulate_command->add_option("--games", simulate->games, "number of games")->check(whole_number(1, kMaxGames));
    simulate_command
        ->add_option("--first-game", simulate->first_game,
                     "play the run's games from this one on (default 0), so a long study can be played in "
                     "parts whose games are those of one run")
        ->check(whole_number(0, kMaxGames));
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
    simulate_command
        ->add_option("--seconds", simulate->seconds,
                     "start no game after this many seconds; the report covers the games played, which "
                     "are the first games of the same run without the limit")
        ->check(whole_number(1, kMaxSeconds));
    simulate_command
        ->add_option("--save-records", simulate->save_records,
                     "write every game's record to this directory (game-000000.json, ...), created "
                     "when missing")
        ->check(non_empty_path());
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
