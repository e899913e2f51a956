// entanglion-cli what-if: from a step of a game record, another action (or chance outcome) instead
// of the recorded one, played on by the team with the same luck still to come or fresh luck, and
// compared with what happened (game/analysis/what_if.h). The record is never changed.
#include <iomanip>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/record_history_input.h"
#include "game/analysis/what_if.h"

namespace entanglion::cli {
namespace {

using analysis::HistoryEntry;

struct WhatIfOptions {
    std::string file;
    int step = 0;
    std::string action;
    std::string outcome;
    bool fresh_luck = false;
    std::uint64_t seed = 1;
    int playouts = 2048;
    bool json = false;
};

std::string percent(const analysis::Estimate& e) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << 100.0 * e.probability() << "% (" << 100.0 * e.interval().low << "% to "
        << 100.0 * e.interval().high << "%)";
    return out.str();
}

std::string ending(const rules::GameState& state) {
    return state.is_over() ? std::string(rules::game_status_id(state.status())) : "still in progress";
}

/// The alternative the options name, or nullopt after the problem on stderr.
std::optional<HistoryEntry> alternative_of(const WhatIfOptions& options) {
    std::string error;
    if (options.action.empty() == options.outcome.empty()) {
        std::cerr << "what-if: give exactly one of --action and --outcome\n";
        return std::nullopt;
    }
    if (!options.action.empty()) {
        if (const auto action = rules::parse_action(options.action, &error)) return HistoryEntry{false, *action, {}};
    } else if (const auto outcome = analysis::parse_outcome(options.outcome, &error)) {
        return HistoryEntry{true, {}, *outcome};
    }
    std::cerr << "what-if: " << error << "\n";
    return std::nullopt;
}

int run_what_if(const WhatIfOptions& options) {
    const std::optional<analysis::RecordHistory> history = load_history(options.file);
    if (!history) return 2;
    const std::optional<HistoryEntry> alternative = alternative_of(options);
    if (!alternative) return 2;
    const analysis::WhatIfLuck luck =
        options.fresh_luck ? analysis::WhatIfLuck::kFresh : analysis::WhatIfLuck::kRecorded;
    std::string error;
    std::optional<analysis::WhatIf> what_if =
        analysis::WhatIf::start(*history, options.step, *alternative, luck, options.seed, &error);
    if (!what_if) {
        std::cerr << options.file << ": " << error << "\n";
        return 2;
    }
    analysis::EstimateSettings settings;
    settings.seed = options.seed;
    settings.max_playouts = options.playouts;
    const analysis::AlternativeValue value =
        analysis::compare_alternative(*history, options.step, *alternative, settings);
    what_if->play_on(settings.team);
    const HistoryEntry& recorded = history->entries[static_cast<std::size_t>(options.step)];
    const int played_on = static_cast<int>(what_if->entries().size());
    if (options.json) {
        const auto estimate_json = [](const analysis::Estimate& e) {
            return nlohmann::json{{"win", e.probability()},
                                  {"low", e.interval().low},
                                  {"high", e.interval().high},
                                  {"playouts", e.playouts()}};
        };
        nlohmann::json out = {{"record", options.file},
                              {"step", options.step},
                              {"recorded", analysis::describe_entry(recorded)},
                              {"alternative", analysis::describe_entry(*alternative)},
                              {"luck", options.fresh_luck ? "fresh" : "recorded"},
                              {"alternative_value", estimate_json(value.alternative)},
                              {"recorded_value", estimate_json(value.recorded)},
                              {"difference",
                               {{"value", value.difference.value},
                                {"low", value.difference.interval.low},
                                {"high", value.difference.interval.high},
                                {"significant", value.difference.significant()}}},
                              {"played_on",
                               {{"status", ending(what_if->state())},
                                {"entries", played_on},
                                {"recorded_outcomes_used", what_if->recorded_used()},
                                {"fresh_outcomes", what_if->fresh_used()}}},
                              {"recorded_game", ending(history->positions.back())}};
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::cout << "What if, at step " << options.step << " (" << analysis::describe_entry(recorded)
              << " in the record), " << analysis::describe_entry(*alternative) << ":\n"
              << "  win probability after it: " << percent(value.alternative) << "; after the recorded "
              << (recorded.is_chance ? "outcome" : "action") << ": " << percent(value.recorded) << "\n"
              << "  played on by the heuristic team with " << (options.fresh_luck ? "fresh luck" : "the recorded luck")
              << ": " << ending(what_if->state()) << " after " << played_on << " more steps ("
              << what_if->recorded_used() << " recorded outcomes still applied, " << what_if->fresh_used()
              << " fresh)\n"
              << "  the recorded game: " << ending(history->positions.back()) << "\n";
    return 0;
}

}  // namespace

void add_what_if_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<WhatIfOptions>();
    CLI::App* command = app.add_subcommand(
        "what-if",
        "From a step of a game record, play on from another action or chance outcome with the same luck still "
        "to come (or fresh luck) and compare. The record is not changed. Exit 2 on a bad record or step.");
    command->add_option("record", options->file, "record file")->required()->check(non_empty_path());
    command->add_option("--step", options->step, "the history step to change (as `review` numbers them)")
        ->required()
        ->check(whole_number(0, 100000000));
    command->add_option("--action", options->action, "the other action, e.g. \"RUBICON navigate H\"");
    command->add_option("--outcome", options->outcome, "the other chance outcome, e.g. \"d8 8\", \"engine_draw CNOT\"");
    command->add_flag("--fresh-luck", options->fresh_luck, "new dice and draws instead of the recorded ones");
    command->add_option("--seed", options->seed, "seed of the fresh luck and the playouts (default 1)")
        ->check(seed_number());
    command->add_option("--playouts", options->playouts, "the most playouts an estimate takes (default 2048)")
        ->check(whole_number(64, kMaxPlayouts));
    command->add_flag("--json", options->json, "print JSON");
    command->callback([options, &exit_code] { exit_code = run_what_if(*options); });
}

}  // namespace entanglion::cli
