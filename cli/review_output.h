#pragma once
/// The review as `entanglion-cli review` prints it: a table and a summary for people, JSON for tools
/// (the shape is in docs/review.md, "JSON").

#include <nlohmann/json.hpp>
#include <string>

#include "game/analysis/review.h"

namespace entanglion::cli {

/// Tenths of a percentage point as text: 482 -> "48.2"; with `sign`, "+48.2" / "-48.2" / "0.0".
std::string tenths_text(int tenths, bool sign = false);

/// The table (step, who, what, win % before and after, swing, class or luck) and the summary.
/// `seats`: who played each ship; the summary gives the learner's (the human seats') decisions and the
/// AI partner's apart.
std::string review_text(const analysis::Review& review, const analysis::Seats& seats, const std::string& source);
nlohmann::json review_json(const analysis::Review& review, const analysis::Seats& seats, const std::string& source,
                           double seconds);

}  // namespace entanglion::cli
