#pragma once
/// A policy's typed explanation (game/policies/explanation.h) worded in the app's language: the
/// reason for an AI partner's move in the log, and the hint's reason. The same fields the English
/// format_explanation() words, through tr().

#include <QString>

#include "game/policies/explanation.h"
#include "game/rules/game_state.h"

namespace aiText {

/// A policy's name for people: "random", "heuristic", "search" in the UI language.
QString policyTitle(const QString& policy);

/// The log's line for an AI's move, worded on the state before it: "Rubicon (AI, search): Play H —
/// both ships to OMEGA TWO, which holds Quantum Gates; detection risk 2/8".
QString moveLine(const QString& policy, const entanglion::policies::Explanation& why,
                 const entanglion::rules::GameState& before);

/// "both ships to OMEGA TWO, which holds Quantum Gates", without the action (the caller names it).
QString reasonText(const entanglion::policies::Explanation& why);

/// The numbers behind the reason, for those who ask ("won 95 of the 6,586 trial games …"); "" when
/// the reason has none beyond its words.
QString detailText(const entanglion::policies::Explanation& why);

/// "detection risk 2/8", or "" when the choice faces no check.
QString riskText(const entanglion::policies::Explanation& why);

/// The reason, then its detection risk: "both ships to OMEGA TWO, …; detection risk 2/8".
QString reasonWithRisk(const entanglion::policies::Explanation& why);

}  // namespace aiText
