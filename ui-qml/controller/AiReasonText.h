#pragma once
/// A policy's typed explanation (game/policies/explanation.h) worded in the app's language: the
/// reason for an AI partner's move in the log, and the hint's reason. The same fields the English
/// format_explanation() words, through tr().

#include <QString>

#include "game/policies/explanation.h"
#include "game/policies/search_why.h"
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

/// The search's reason in one whole sentence of the UI language, from its own figures
/// (policies::SearchWhy, worded on the state before the move): "Play H for Mercurial: both ships
/// reach OMEGA TWO, where the last component, Quantum Gates, is; the team won 7 of 10 futures played
/// out after it (next best, Exchange H for Mercurial: 56%)." (SearchWhyText.cpp)
QString searchWhyText(const entanglion::policies::SearchWhy& why, const entanglion::rules::GameState& before);

/// The log's line for a searching AI partner's move: "Rubicon (AI, search): " and searchWhyText().
QString searchMoveLine(const QString& policy, const entanglion::policies::SearchWhy& why,
                       const entanglion::rules::GameState& before);

}  // namespace aiText
