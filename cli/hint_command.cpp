// entanglion-cli hint: the suggested action for whoever must act at the end of a record, and why.
// By default it looks ahead (game/analysis/choice_analysis.h): the plan of the search a person waits
// for, with its sentence, checked against every legal action's win probability by playouts in about
// half a second, what a detection in this turn would cost, and the other actions' chances. --policy
// heuristic|random|search asks one policy instead;
// --explain asks the search a person waits for and says why in one sentence from its own figures.
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
#include "game/policies/search_policy.h"
#include "game/policies/search_why.h"

namespace entanglion::cli {
namespace {

using analysis::ActionValue;
using analysis::ChoiceAnalysis;
using policies::Explanation;

constexpr std::string_view kLookahead = "lookahead";
/// The look-ahead's thinking time unless told otherwise: about half a second.
constexpr int kLookaheadBudgetMs = 500;

struct HintOptions {
    std::string file;
    std::string policy{kLookahead};
    std::uint64_t seed = 1;
    int budget_ms = 0;  ///< 0: the adviser's default
    int playouts = 0;
    int threads = 1;
    bool json = false;
    bool explain = false;
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

/// The typed figures of a search's choice (search_why.h) for --json.
nlohmann::json search_why_json(const policies::SearchWhy& why);

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
    // The plan of the search a person waits for (the app's hint and teammate: the same search, the
    // same seed), with its sentence, unless the look-ahead finds it significantly worse than the best
    // action (then the best, and what the plan would have been).
    policies::SearchPolicy search(policies::person_facing_search_options(options.seed));
    const Explanation plan = search.explain(state);
    const policies::SearchWhy search_why = policies::search_why(state, search.last_explanation());
    const analysis::LookAheadAdvice advice =
        analysis::look_ahead_advice(state, index, settings, limits, std::nullopt, plan);
    const Explanation& planned = advice.planned;
    const ChoiceAnalysis& choices = advice.choices;
    const std::size_t chosen = advice.suggested;
    const ActionValue& best = advice.suggestion();
    const std::string why = planned.action == best.action
                                ? policies::describe_search_why(search_why)
                                : std::string(ship_display_name(best.action.player)) + " " +
                                      policies::describe_action(best.action) + ": the best of " +
                                      std::to_string(choices.actions.size()) +
                                      " legal actions by look-ahead (the search's plan wins less often: " +
                                      policies::describe_search_why(search_why) + ")";
    if (options.json) {
        nlohmann::json out = nlohmann::json::object();
        if (planned.action == best.action) {
            out = explanation_json(planned);
            out["why"] = search_why_json(search_why);
        }
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

/// The typed figures of a search's choice (search_why.h) for --json.
nlohmann::json search_why_json(const policies::SearchWhy& why) {
    nlohmann::json out = {{"kind", policies::search_why_kind_id(why.kind)},
                          {"action", rules::action_to_string(why.action)},
                          {"futures", why.futures},
                          {"won", why.won},
                          {"option_count", why.option_count},
                          {"total_futures", why.total_futures}};
    if (why.positions) {
        out["positions"] = {{"MERCURIAL", planet_id(why.positions->mercurial)},
                            {"RUBICON", planet_id(why.positions->rubicon)}};
    }
    if (why.component) out["component"] = rules::component_id(*why.component);
    if (why.runner_up) {
        out["runner_up"] = {{"action", rules::action_to_string(*why.runner_up)},
                            {"futures", why.runner_up_futures},
                            {"won", why.runner_up_won}};
    }
    return out;
}

int run_policy_hint(const HintOptions& options, const rules::GameState& state, std::size_t record_actions) {
    // The search without a budget is the one a person waits for (the app's hint and teammate).
    policies::PolicySettings settings = policies::person_facing_settings(options.seed);
    if (options.budget_ms > 0 || options.playouts > 0) settings = {options.seed, options.budget_ms, options.playouts};
    const auto policy = policies::make_policy(options.policy, settings);
    const Explanation e = policy->explain(state);
    // The search's own figures in the game's terms (--explain asks the search only).
    std::optional<policies::SearchWhy> why;
    if (const auto* search = dynamic_cast<const policies::SearchPolicy*>(policy.get()); search && options.explain) {
        why = policies::search_why(state, search->last_explanation());
    }
    if (options.json) {
        nlohmann::json out = explanation_json(e);
        out["policy"] = options.policy;
        out["seed"] = options.seed;
        out["actions_in_record"] = record_actions;
        if (why) {
            out["why"] = search_why_json(*why);
            out["explanation"] = policies::describe_search_why(*why);
        }
        std::cout << out.dump(2) << "\n";
    } else {
        std::cout << rules::action_to_string(e.action) << "\n"
                  << (why ? policies::describe_search_why(*why) : policies::format_explanation(e)) << "\n";
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
    if (options.explain) {
        if (options.policy != kLookahead && options.policy != policies::person_facing_policy_name()) {
            std::cerr << "hint: --explain words the search's choice; --policy " << options.policy
                      << " does not search (leave --policy out or use --policy search)\n";
            return 2;
        }
        HintOptions search = options;
        search.policy = std::string(policies::person_facing_policy_name());
        return run_policy_hint(search, state, actions);
    }
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
                     "thinking time: lookahead (default 500, wall clock) or search (CPU time; default: the "
                     "person-facing search's playouts)")
        ->check(whole_number(1, kMaxBudgetMs));
    command
        ->add_option("--playouts", hint->playouts,
                     "instead of --budget-ms (reproducible): lookahead's playouts per action, or search's per move")
        ->check(whole_number(1, kMaxPlayouts));
    command->add_option("--threads", hint->threads, "lookahead's threads (default 1)")
        ->check(whole_number(1, kMaxThreads));
    command->add_flag("--json", hint->json, "print JSON");
    command->add_flag("--explain", hint->explain,
                      "ask the search (as the app's hint and AI teammate) and say why in one sentence from its "
                      "figures: where the move takes the ships, the component there, the futures won");
    command->callback([hint, &exit_code] { exit_code = run_hint(*hint); });
}

}  // namespace entanglion::cli
