#include "game/policies/balance_figures.h"

#include <nlohmann/json.hpp>

#include "game/io/json_input.h"

namespace entanglion::policies {

namespace {

using nlohmann::json;

/// Reads one entry of "figures"; returns the problem, or "" when it is well formed.
std::string read_figure(const json& entry, BalanceFigure& figure) {
    if (!entry.is_object()) return "is not an object";
    const auto text = [&](const char* key, std::string& out) -> std::string {
        if (!entry.contains(key) || !entry[key].is_string()) return std::string("needs the text \"") + key + "\"";
        out = entry[key].get<std::string>();
        return "";
    };
    const auto whole = [&](const char* key, long long& out) -> std::string {
        if (!entry.contains(key) || !entry[key].is_number_integer())
            return std::string("needs the whole number \"") + key + "\"";
        out = entry[key].get<long long>();
        return "";
    };
    const auto rate = [&](const char* key, double& out) -> std::string {
        if (!entry.contains(key) || !entry[key].is_number()) return std::string("needs the number \"") + key + "\"";
        out = entry[key].get<double>();
        if (!(out >= 0 && out <= 1)) return std::string("\"") + key + "\" must lie in 0..1";
        return "";
    };
    long long difficulty = 0;
    for (const std::string& problem :
         {text("policy", figure.policy), text("variant", figure.variant), whole("difficulty", difficulty),
          whole("games", figure.games), whole("won", figure.won), rate("ci95_low", figure.ci95_low),
          rate("ci95_high", figure.ci95_high), text("command", figure.command)}) {
        if (!problem.empty()) return problem;
    }
    if (difficulty < 1 || difficulty > 3) return "\"difficulty\" must be 1, 2 or 3";
    figure.difficulty = static_cast<int>(difficulty);
    if (figure.variant != "board" && figure.variant != "quantum") return "\"variant\" must be board or quantum";
    if (figure.games < 1) return "\"games\" must be at least 1";
    if (figure.won < 0 || figure.won > figure.games) return "\"won\" must lie in 0..games";
    if (!(figure.ci95_low <= figure.win_rate() && figure.win_rate() <= figure.ci95_high)) {
        return "the 95% interval does not hold the win rate won/games";
    }
    return "";
}

}  // namespace

const BalanceFigure* BalanceTable::find(std::string_view policy, std::string_view variant, int difficulty) const {
    for (const BalanceFigure& figure : figures) {
        if (figure.policy == policy && figure.variant == variant && figure.difficulty == difficulty) return &figure;
    }
    return nullptr;
}

std::optional<BalanceTable> parse_balance_table(std::string_view text, std::string_view source, std::string* error) {
    json_input::InputError input_error;
    const std::optional<json> document = json_input::parse_input<json>(text, source, &input_error);
    if (!document) {
        *error = input_error.message();
        return std::nullopt;
    }
    const auto fail = [&](const std::string& where, const std::string& problem) {
        *error = std::string(source) + ": " + where + ": " + problem;
        return std::nullopt;
    };
    if (!document->is_object()) return fail("/", "must be an object with \"about\" and \"figures\"");
    BalanceTable table;
    if (!document->contains("about") || !(*document)["about"].is_string()) return fail("/about", "needs a text");
    table.about = (*document)["about"].get<std::string>();
    if (!document->contains("figures") || !(*document)["figures"].is_array()) return fail("/figures", "needs an array");
    const json& figures = (*document)["figures"];
    for (std::size_t i = 0; i < figures.size(); ++i) {
        const std::string where = "/figures/" + std::to_string(i);
        BalanceFigure figure;
        if (const std::string problem = read_figure(figures[i], figure); !problem.empty()) return fail(where, problem);
        if (table.find(figure.policy, figure.variant, figure.difficulty)) {
            return fail(where, "a second entry for " + figure.policy + ", " + figure.variant + ", difficulty " +
                                   std::to_string(figure.difficulty));
        }
        table.figures.push_back(std::move(figure));
    }
    return table;
}

}  // namespace entanglion::policies
