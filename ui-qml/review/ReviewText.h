#pragma once
/// The review's words (context "reviewText"): a chance outcome, a decision's verdict, a luck label,
/// the summary sentences and the totals, numbers through the UI's locale, counts through plural
/// forms. Pure presentation of game/analysis's results.

#include <QString>

#include "game/analysis/review.h"
#include "game/rules/game_state.h"

namespace reviewText {

/// A percentage from tenths of a point, "48.5%" (in the UI's locale).
QString percent(int tenths);
/// Points from tenths, without a sign: "4.6" (in the UI's locale).
QString points(int tenths);
/// A swing in points from tenths, with its sign: "+5.4", "−18.2".
QString signedPoints(int tenths);
/// What a chance outcome was, e.g. "The die rolled 6", "Engine card drawn: CNOT".
QString outcomeText(const entanglion::rules::ChanceOutcome& outcome);
/// "Mistake: 12.3 points lost", "Best", "Only action".
QString decisionVerdict(const entanglion::analysis::DecisionReview& decision);
/// A decision classed best that is not the best action, with its margin: "Best within the estimate's
/// noise: 46.0% against 49.4% for the best, ±4.0 points".
QString withinNoiseVerdict(const entanglion::analysis::BestMargin& margin);
/// "Very lucky (+15.2)", "Neutral".
QString luckVerdict(const entanglion::analysis::LuckReview& luck, int swingTenths);
/// "Your decisions cost 9 points. The dice cost 31 points." (gains said as gains): the decisions of
/// the ships `seats` calls human are the learner's; an AI partner's are said apart ("Your AI
/// partner's decisions cost 3 points.").
QString summarySentence(const entanglion::analysis::ReviewSummary& summary,
                        const entanglion::analysis::Seats& seats = entanglion::analysis::kAllHuman);
/// "Your decisions — best: 40, good: 3, …" for the ships of `seat` ("" when none has it).
QString decisionCounts(const entanglion::analysis::ReviewSummary& summary, const entanglion::analysis::Seats& seats,
                       entanglion::analysis::Seat seat);
/// "50.6% at the start −28.7 from decisions −21.9 from luck = 0.0% at the end".
QString totalsSentence(const entanglion::analysis::ReviewSummary& summary);

}  // namespace reviewText
