// entanglion-cli hint: the suggested action for whoever must act at the end of a record, and why.
// By default it looks ahead (game/analysis/choice_analysis.h): every legal action's win probability
// by playouts in about half a second, what a detection in this turn would cost, and the other
// actions' chances beside the suggestion. --policy heuristic|random|search asks one policy instead.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/record_history_input.h"
#include "game/analysis/choice_analysis.h"
#include "game/policies/policy_factory.h"

namespace entanglion::cli {
namespace {

using analysis::ActionValue;
using analysis::ChoiceAnalysis;
using policies::Explanation;

constexpr std::string_view kLookahead = "lookahead";
/// The look-ahead's thinking time unless told otherwise: about half a second.
constexpr int kLookaheadBudgetMs = 500;
/// The search's time per move unless told otherwise (as `simulate`).
constexpr int kSearchBudgetMs = 100;

struct HintOptions {
    std::string file;
    std::string policy{kLookahead};
    std::uint64_t seed = 1;
    int budget_ms = 0;  ///< 0: the adviser's default
    int playouts = 0;
    int threads = 1;
    bool json = false;
};

/// A win probability with one decimal: "23.0%".
std::string win_percent(double p) {
    std::ostringstream out;
    out << std::fixed << std::setprecision(1) << 100.0 * p << "%";
    return out.str();
}

std::string value_text(const analysis::Estimate& e) {
    const analysis::Interval i = e.interval();
    return win_percent(e.probability()) + " (" + win_percent(i.low) + " to " + win_percent(i.high) + ")";
}

nlohmann::json explanation_json(const Explanation& e) {
    nlohmann::json out;
    out["player"] = ship_id(e.action.player);
    out["action"] = rules::action_to_string(e.action);
    out["explanation"] = policies::format_explanation(e);
    out["reason"] = policies::reason_kind_id(e.reason);
    if (e.positions) {
        out["positions"] = {{"MERCURIAL", planet_id(e.positions->mercurial)},
                            {"RUBICON", planet_id(e.positions->rubicon)}};
    }
    if (e.component) out["component"] = rules::component_id(*e.component);
    if (e.risk_numerator) out["risk"] = {{"numerator", *e.risk_numerator}, {"denominator", e.risk_denominator}};
    out["turns"] = e.turns;
    out["value"] = e.value;
    out["option_count"] = e.option_count;
    return out;
}

/// What a detection in this turn would cost, in words: "a detection now loses the game", or "a
/// detection this turn (in 31% of the playouts) costs 40 points: 25.0% after it against 65.0%
/// without". Empty when no playout met one.
std::string detection_text(const ActionValue& v) {
    if (v.detection_loses()) return "a detection now loses the game";
    const auto detected = v.win_if_detected();
    const auto clear = v.win_if_not_detected();
    if (!detected || !clear) return "";
    const int cost = static_cast<int>(std::lround(100.0 * (*clear - *detected)));
    return "a detection this turn (in " + win_percent(v.detection_share()) + " of the playouts) costs " +
           std::to_string(cost) + " points: " + win_percent(*detected) + " after it against " + win_percent(*clear) +
           " without";
}

nlohmann::json detection_json(const ActionValue& v) {
    nlohmann::json out = {{"share", v.detection_share()}, {"loses_game", v.detection_loses()}};
    if (const auto d = v.win_if_detected()) out["win_if_detected"] = *d;
    if (const auto c = v.win_if_not_detected()) out["win_if_not_detected"] = *c;
    return out;
}

int run_lookahead(const HintOptions& options, const rules::GameState& state, int index, std::size_t record_actions) {
    analysis::EstimateSettings settings;
    settings.seed = options.seed;
    analysis::ChoiceLimits limits;
    limits.threads = options.threads;
    if (options.playouts > 0) {
        settings.max_playouts = options.playouts;  // reproducible: every estimate to N unless clearly worse
        settings.half_width = 0;
    } else {
        settings.max_playouts = 1 << 20;
        limits.budget = std::chrono::milliseconds(options.budget_ms > 0 ? options.budget_ms : kLookaheadBudgetMs);
    }
    // The heuristic's plan, with its reason, unless the look-ahead finds it significantly worse than
    // the best action (then the best, and what the plan would have been).
    const analysis::LookAheadAdvice advice = analysis::look_ahead_advice(state, index, settings, limits);
    const Explanation& planned = advice.planned;
    const ChoiceAnalysis& choices = advice.choices;
    const std::size_t chosen = advice.suggested;
    const ActionValue& best = advice.suggestion();
    const std::string why = planned.action == best.action
                                ? policies::format_explanation(planned)
                                : std::string(ship_display_name(best.action.player)) + " " +
                                      policies::describe_action(best.action) + ": the best of " +
                                      std::to_string(choices.actions.size()) +
                                      " legal actions by look-ahead (the heuristic's plan wins less often: " +
                                      policies::format_explanation(planned) + ")";
    if (options.json) {
        nlohmann::json out = planned.action == best.action ? explanation_json(planned) : nlohmann::json::object();
        out["player"] = ship_id(best.action.player);
        out["action"] = rules::action_to_string(best.action);
        out["explanation"] = why;
        out["policy"] = kLookahead;
        out["win"] = {{"probability", best.estimate.probability()},
                      {"low", best.estimate.interval().low},
                      {"high", best.estimate.interval().high},
                      {"playouts", best.estimate.playouts()}};
        out["detection"] = detection_json(best);
        nlohmann::json actions = nlohmann::json::array();
        for (const ActionValue& v : choices.actions) {
            actions.push_back({{"action", rules::action_to_string(v.action)},
                               {"win", v.estimate.probability()},
                               {"low", v.estimate.interval().low},
                               {"high", v.estimate.interval().high},
                               {"playouts", v.estimate.playouts()},
                               {"detection", detection_json(v)}});
        }
        out["actions"] = actions;
        out["playouts"] = choices.playouts;
        out["seed"] = options.seed;
        out["actions_in_record"] = record_actions;
        std::cout << out.dump(2) << "\n";
        return 0;
    }
    std::cout << rules::action_to_string(best.action) << "\n" << why << "\n";
    std::cout << "win probability " << value_text(best.estimate) << ", both players playing heuristic after it ("
              << best.estimate.playouts() << " playouts)\n";
    if (const std::string detection = detection_text(best); !detection.empty()) std::cout << detection << "\n";
    if (choices.actions.size() > 1) std::cout << "the other actions:\n";
    std::vector<std::size_t> others;
    for (std::size_t i = 0; i < choices.actions.size(); ++i) {
        if (i != chosen) others.push_back(i);
    }
    std::stable_sort(others.begin(), others.end(), [&](std::size_t a, std::size_t b) {
        return choices.actions[a].estimate.probability() > choices.actions[b].estimate.probability();
    });
    for (std::size_t i : others) {
        const ActionValue& v = choices.actions[i];
        std::cout << "  " << std::left << std::setw(36) << rules::action_to_string(v.action) << std::right
                  << value_text(v.estimate) << (v.detection_loses() ? "; a detection now loses the game" : "") << "\n";
    }
    return 0;
}

int run_policy_hint(const HintOptions& options, const rules::GameState& state, std::size_t record_actions) {
    const int budget = options.budget_ms > 0 ? options.budget_ms : kSearchBudgetMs;
    const auto policy = policies::make_policy(options.policy, {options.seed, budget, options.playouts});
    const Explanation e = policy->explain(state);
    if (options.json) {
        nlohmann::json out = explanation_json(e);
        out["policy"] = options.policy;
        out["seed"] = options.seed;
        out["actions_in_record"] = record_actions;
        std::cout << out.dump(2) << "\n";
    } else {
        std::cout << rules::action_to_string(e.action) << "\n" << policies::format_explanation(e) << "\n";
    }
    return 0;
}

int run_hint(const HintOptions& options) {
    const std::optional<analysis::RecordHistory> history = load_history(options.file);
    if (!history) return 2;
    const rules::GameState& state = history->positions.back();
    if (state.is_over()) {
        std::cerr << options.file << ": the game is over (" << rules::game_status_id(state.status())
                  << "): there is no action to suggest\n";
        return 2;
    }
    const std::size_t actions = history->record.actions.size();
    if (options.policy == kLookahead) return run_lookahead(options, state, history->entry_count(), actions);
    return run_policy_hint(options, state, actions);
}

CLI::Validator adviser() {
    return CLI::Validator(
        [](std::string& value) -> std::string {
            if (value == kLookahead) return "";
            const std::string problem = known_policy()(value);
            return problem.empty() ? "" : problem + " or " + std::string(kLookahead);
        },
        "ADVISER");
}

}  // namespace

void add_hint_command(CLI::App& app, int& exit_code) {
    auto hint = std::make_shared<HintOptions>();
    CLI::App* command = app.add_subcommand(
        "hint",
        "Suggest an action for whoever must act at the end of a game record, say why, what a detection now would "
        "cost and how the other actions compare. Exit 2 on a bad record.");
    command->add_option("record", hint->file, "record file")->required()->check(non_empty_path());
    command
        ->add_option(
            "--policy", hint->policy,
            "the adviser: lookahead (default: every action weighed by playouts), or one policy: " + policy_list(true))
        ->check(adviser());
    command->add_option("--seed", hint->seed, "the adviser's seed (default 1)")->check(seed_number());
    command
        ->add_option("--budget-ms", hint->budget_ms,
                     "thinking time: lookahead (default 500, wall clock) or search (default 100, CPU time)")
        ->check(whole_number(1, kMaxBudgetMs));
    command
        ->add_option("--playouts", hint->playouts,
                     "instead of --budget-ms (reproducible): lookahead's playouts per action, or search's per move")
        ->check(whole_number(1, kMaxPlayouts));
    command->add_option("--threads", hint->threads, "lookahead's threads (default 1)")
        ->check(whole_number(1, kMaxThreads));
    command->add_flag("--json", hint->json, "print JSON");
    command->callback([hint, &exit_code] { exit_code = run_hint(*hint); });
}

}  // namespace entanglion::cli
