#include "ui-qml/review/LookAheadHint.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "ui-qml/controller/AiReasonText.h"
#include "ui-qml/controller/GameText.h"

namespace analysis = entanglion::analysis;
namespace policies = entanglion::policies;

// The hint's words (context "hintText", as lupdate names it by the namespace).
namespace hintText {
namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1) {
    return QCoreApplication::translate("hintText", text, disambiguation, n);
}

//: A percentage: %1 is the number (62,5) in the UI language; write "%1 %" with a no-break space where the language
//: spaces it.
QString percent(double p) { return tr("%1%").arg(QLocale().toString(100.0 * p, 'f', 1)); }

/// What a detection this turn would cost, "" when no playout met one.
QString detectionText(const analysis::ActionValue& v) {
    if (v.detection_loses()) return tr("A detection now loses the game.");
    const auto detected = v.win_if_detected();
    const auto clear = v.win_if_not_detected();
    if (!detected || !clear) return {};
    const int cost = static_cast<int>(std::lround(100.0 * (*clear - *detected)));
    //: %1: the share of playouts with a detection ("30%"); %n: win-chance points it costs; %2: the win chance after
    //: a detection ("20%"); %3: without one ("45%").
    return tr("A detection this turn (in %1 of the playouts) costs %n point(s): %2 after it against %3 without.",
              nullptr, cost)
        .arg(percent(v.detection_share()), percent(*detected), percent(*clear));
}

}  // namespace

/// The hint's first line when the search's choice is suggested: the move and why, in one sentence.
QString searchLine(const policies::SearchWhy& search, const entanglion::rules::GameState& state) {
    //: %1: the suggested move and why, a whole sentence from the search's own figures.
    return tr("Hint (search): %1").arg(aiText::searchWhyText(search, state));
}

/// The previewed card's actions, each against the best: "Playing H here (Navigate with H): wins 41%
/// against 63% for the best, Navigate with CNOT."
QStringList previewedLines(const entanglion::rules::GameState& state, const analysis::ChoiceAnalysis& choices,
                           const std::vector<std::size_t>& previewed) {
    QStringList lines;
    const analysis::ActionValue& best = choices.actions[choices.best];
    for (std::size_t i : previewed) {
        const analysis::ActionValue& v = choices.actions[i];
        const QString card = gameText::engineCardName(v.action.card);
        const QString label = gameText::labelOf(v.action, state).label;
        QString line;
        if (i == choices.best)
            //: %1: the card previewed (H); %2: the action ("Play H for Mercurial"); %3: its win chance ("63%").
            line = tr("Playing %1 here (%2): wins %3, the best of every action.")
                       .arg(card, label, percent(v.estimate.probability()));
        else
            //: %1: the card previewed (H); %2: the action ("Play H for Mercurial"); %3: its win chance ("41%");
            //: %4: the best action's win chance ("63%"); %5: the best action ("Play CNOT for Rubicon").
            line = tr("Playing %1 here (%2): wins %3 against %4 for the best, %5.")
                       .arg(card, label, percent(v.estimate.probability()), percent(best.estimate.probability()),
                            gameText::labelOf(best.action, state).label);
        lines << line;
    }
    return lines;
}

/// The hint in sentences, one a line: the suggestion and why, the previewed card's actions against
/// the best, its win probability, what a detection would cost, every other action's chance (best first).
QString words(const entanglion::rules::GameState& state, const analysis::ChoiceAnalysis& choices, std::size_t chosen,
              const policies::Explanation& planned, const std::optional<policies::SearchWhy>& search,
              const std::vector<std::size_t>& previewed, HintLines which = HintLines::All) {
    const analysis::ActionValue& best = choices.actions[chosen];
    const QString label = gameText::labelOf(best.action, state).label;
    const QString why = planned.action == best.action ? aiText::reasonText(planned)
                                                      //: %n: the number of legal actions.
                                                      : tr("the best of %n legal action(s) by look-ahead", nullptr,
                                                           static_cast<int>(choices.actions.size()));
    QStringList lines;
    if (search && search->action == best.action)
        lines << searchLine(*search, state);
    else if (why.isEmpty())
        //: %1: the suggested action ("Play H for Mercurial").
        lines << tr("Hint (look-ahead): %1.").arg(label);
    else
        //: %1: the suggested action ("Play H for Mercurial"); %2: why ("PLUS, which holds the component Quantum
        //: Gates").
        lines << tr("Hint (look-ahead): %1 — %2.").arg(label, why);
    lines << previewedLines(state, choices, previewed);
    const analysis::Interval interval = best.estimate.interval();
    //: %1: the win chance ("45%"); %2, %3: its 95% interval ("40%", "50%").
    lines << tr("From here the team wins %1 of games after it (%2 to %3).")
                 .arg(percent(best.estimate.probability()), percent(interval.low), percent(interval.high));
    if (const QString detection = detectionText(best); !detection.isEmpty()) lines << detection;
    if (which == HintLines::WithoutOthers) return lines.join(u'\n');
    // The others, best first: what the learner may be looking at instead.
    std::vector<std::size_t> others;
    for (std::size_t i = 0; i < choices.actions.size(); ++i) {
        if (i != chosen) others.push_back(i);
    }
    std::ranges::stable_sort(others, [&](std::size_t a, std::size_t b) {
        return choices.actions[a].estimate.probability() > choices.actions[b].estimate.probability();
    });
    for (std::size_t i : others) {
        const analysis::ActionValue& v = choices.actions[i];
        const QString other = gameText::labelOf(v.action, state).label;
        const QString chance = percent(v.estimate.probability());
        if (v.detection_loses())
            //: %1: another action ("Exchange X"); %2: its win chance ("30%").
            lines << tr("%1: wins %2; a detection now loses the game").arg(other, chance);
        else
            //: %1: another action ("Exchange X"); %2: its win chance ("30%").
            lines << tr("%1: wins %2").arg(other, chance);
    }
    return lines.join(u'\n');
}

}  // namespace hintText

LookAheadHint searchHint(const entanglion::rules::GameState& state, std::uint64_t seed) {
    policies::SearchPolicy search(policies::person_facing_search_options(seed));
    LookAheadHint hint;
    hint.planned = search.explain(state);
    hint.action = hint.planned.action;
    hint.state = std::make_shared<const entanglion::rules::GameState>(state);
    hint.search = policies::search_why(state, search.last_explanation());
    hint.text = hintText::searchLine(*hint.search, state);
    return hint;
}

LookAheadHint lookAheadHint(const entanglion::rules::GameState& state, std::uint64_t seed,
                            std::chrono::milliseconds budget, const std::optional<analysis::HandCard>& previewed,
                            const LookAheadHint& searched) {
    analysis::EstimateSettings settings;
    settings.seed = seed;
    settings.max_playouts = 1 << 20;
    analysis::ChoiceLimits limits;
    limits.budget = budget;
    // The search chose (as a searching teammate does), the look-ahead checks it.
    auto advice = std::make_shared<const analysis::LookAheadAdvice>(
        analysis::look_ahead_advice(state, state.actions_applied(), settings, limits, previewed, searched.planned));
    LookAheadHint hint{advice->suggestion().action, {}, advice, searched.state, searched.search, searched.planned};
    hint.text =
        hintText::words(state, advice->choices, advice->suggested, advice->planned, hint.search, advice->previewed);
    return hint;
}

QString lookAheadHintText(const LookAheadHint& hint, const std::optional<analysis::HandCard>& previewed,
                          HintLines which) {
    if (!hint.advice || !hint.state) return hint.text;
    const analysis::LookAheadAdvice& advice = *hint.advice;
    return hintText::words(
        *hint.state, advice.choices, advice.suggested, advice.planned, hint.search,
        previewed ? analysis::actions_with_card(advice.choices, *previewed) : std::vector<std::size_t>{}, which);
}
