#pragma once
/// The balance study's chart (docs/balance.svg): the win rate of each policy by difficulty, a bar
/// per figure with its 95% interval as an error bar, one panel per rules variant. Plain SVG text
/// written here, no plotting library: the chart is a few dozen rectangles and lines, every Debian
/// plotting library would be a new dependency for them, and text output makes the committed chart
/// checkable byte for byte against the shipped figures (BalanceChartTest). A report of the
/// CLI (`entanglion-cli balance-chart`), not part of the policies.

#include <string>

#include "game/policies/balance_figures.h"

namespace entanglion::cli {

/// The chart of every figure in `table`, as a standalone SVG document.
std::string balance_chart_svg(const policies::BalanceTable& table);

}  // namespace entanglion::cli
