#pragma once
/// The balance study's measured win rates, shipped as data (data/balance.json) so the app can show
/// them without playing thousands of games: per policy, rules variant and difficulty, the games
/// played, the games won and the 95% confidence interval of the win rate. Qt-free; the app reads
/// the file from its resources and hands the text over.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace entanglion::policies {

struct BalanceFigure {
    std::string policy;   ///< a make_policy() name, both ships played by it
    std::string variant;  ///< "board" or "quantum"
    int difficulty = 1;   ///< 1..3
    long long games = 0;
    long long won = 0;
    double ci95_low = 0;  ///< 95% interval of the win rate, 0..1
    double ci95_high = 0;
    std::string command;  ///< how it was measured
    double win_rate() const { return games > 0 ? static_cast<double>(won) / static_cast<double>(games) : 0; }
};

struct BalanceTable {
    std::string about;  ///< what the figures are, in the file's own words
    std::vector<BalanceFigure> figures;

    /// The figure for `policy`, `variant` and `difficulty`; nullptr when none was measured.
    const BalanceFigure* find(std::string_view policy, std::string_view variant, int difficulty) const;
};

/// Parses the balance file's text; `source` names it in messages. On any problem (bad JSON, a
/// missing or mistyped field, won > games, an interval that does not hold the rate, a duplicate
/// entry) returns nullopt with "<source>: <location>: <problem>" in `error`.
std::optional<BalanceTable> parse_balance_table(std::string_view text, std::string_view source, std::string* error);

}  // namespace entanglion::policies
