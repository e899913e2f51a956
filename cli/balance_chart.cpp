#include "cli/balance_chart.h"

#include <algorithm>
#include <cstdio>
#include <vector>

namespace entanglion::cli {

using policies::BalanceFigure;
using policies::BalanceTable;

namespace {

constexpr int kPanelWidth = 420;
constexpr int kPanelHeight = 260;
constexpr int kLeft = 60;    // room for the axis labels
constexpr int kTop = 50;     // room for the title
constexpr int kBottom = 60;  // room for the difficulty labels and the legend
const char* const kColours[] = {"#9e9e9e", "#3c78d8", "#e69138", "#6aa84f"};

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

/// The policies in the order they first appear (the file lists the weakest first).
std::vector<std::string> policies_of(const BalanceTable& table) {
    std::vector<std::string> names;
    for (const BalanceFigure& f : table.figures) {
        if (std::find(names.begin(), names.end(), f.policy) == names.end()) names.push_back(f.policy);
    }
    return names;
}

std::string panel(const BalanceTable& table, const std::string& variant, const std::vector<std::string>& policies,
                  int x0) {
    std::string out;
    const auto y_of = [&](double rate) { return kTop + kPanelHeight * (1.0 - rate); };
    out += "<text x=\"" + number(x0 + kPanelWidth / 2.0) + "\" y=\"" + number(kTop - 12) +
           "\" text-anchor=\"middle\" font-weight=\"bold\">" + variant + " rules</text>\n";
    for (int percent = 0; percent <= 100; percent += 25) {
        const std::string y = number(y_of(percent / 100.0));
        out += "<line x1=\"" + number(x0) + "\" y1=\"" + y + "\" x2=\"" + number(x0 + kPanelWidth) + "\" y2=\"" + y +
               "\" stroke=\"#dddddd\"/>\n";
        out += "<text x=\"" + number(x0 - 6) + "\" y=\"" + y + "\" text-anchor=\"end\" dominant-baseline=\"middle\">" +
               std::to_string(percent) + "%</text>\n";
    }
    const double group = kPanelWidth / 3.0;
    const double bar = group * 0.8 / static_cast<double>(std::max<std::size_t>(policies.size(), 1));
    for (int difficulty = 1; difficulty <= 3; ++difficulty) {
        const double gx = x0 + group * (difficulty - 1) + group * 0.1;
        out += "<text x=\"" + number(gx + group * 0.4) + "\" y=\"" + number(kTop + kPanelHeight + 18) +
               "\" text-anchor=\"middle\">difficulty " + std::to_string(difficulty) + "</text>\n";
        for (std::size_t p = 0; p < policies.size(); ++p) {
            const BalanceFigure* f = table.find(policies[p], variant, difficulty);
            if (!f) continue;
            const double x = gx + bar * static_cast<double>(p);
            const double top = y_of(f->win_rate());
            out += "<rect x=\"" + number(x) + "\" y=\"" + number(top) + "\" width=\"" + number(bar * 0.9) +
                   "\" height=\"" + number(kTop + kPanelHeight - top) + "\" fill=\"" + kColours[p % 4] + "\"><title>" +
                   f->policy + ", difficulty " + std::to_string(difficulty) + ": " + number(100 * f->win_rate()) +
                   "% of " + std::to_string(f->games) + " games</title></rect>\n";
            const std::string cx = number(x + bar * 0.45);
            out += "<line class=\"interval\" x1=\"" + cx + "\" y1=\"" + number(y_of(f->ci95_low)) + "\" x2=\"" + cx +
                   "\" y2=\"" + number(y_of(f->ci95_high)) + "\" stroke=\"black\"/>\n";
        }
    }
    return out;
}

}  // namespace

std::string balance_chart_svg(const BalanceTable& table) {
    const std::vector<std::string> policies = policies_of(table);
    const std::vector<std::string> variants = {"board", "quantum"};
    const int width = kLeft + static_cast<int>(variants.size()) * (kPanelWidth + kLeft);
    const int height = kTop + kPanelHeight + kBottom;
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) + "\" height=\"" +
                      std::to_string(height) + "\" font-family=\"sans-serif\" font-size=\"12\">\n";
    out += "<title>Entanglion: win rate of a team of two AIs by difficulty (bars), 95% interval (lines)</title>\n";
    out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    for (std::size_t v = 0; v < variants.size(); ++v) {
        out += panel(table, variants[v], policies, kLeft + static_cast<int>(v) * (kPanelWidth + kLeft));
    }
    for (std::size_t p = 0; p < policies.size(); ++p) {  // the legend
        const std::string x = number(kLeft + 140.0 * static_cast<double>(p));
        const std::string y = number(height - 18.0);
        out += "<rect x=\"" + x + "\" y=\"" + y + "\" width=\"12\" height=\"12\" fill=\"" + kColours[p % 4] + "\"/>\n";
        out += "<text x=\"" + number(kLeft + 140.0 * static_cast<double>(p) + 18) + "\" y=\"" + number(height - 8.0) +
               "\">" + policies[p] + "</text>\n";
    }
    out += "</svg>\n";
    return out;
}

}  // namespace entanglion::cli
