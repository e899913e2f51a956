#include "ui-qml/review/ReviewText.h"

#include <QCoreApplication>
#include <QLocale>
#include <cstdlib>

#include "ui-qml/controller/GameText.h"

namespace reviewText {

namespace analysis = entanglion::analysis;
namespace rules = entanglion::rules;

namespace {

// The context lupdate gives this namespace's tr() calls.
QString tr(const char* text, const char* disambiguation = nullptr, int n = -1) {
    return QCoreApplication::translate("reviewText", text, disambiguation, n);
}

QString tenthsNumber(int tenths) { return QLocale().toString(tenths / 10.0, 'f', 1); }

/// Whole points, for the summary's sentence (rounded half away from zero).
int wholePoints(int tenths) { return (std::abs(tenths) + 5) / 10; }

}  // namespace

//: A percentage: %1 is the number (62,5) in the UI language; write "%1 %" with a no-break space where the language
//: spaces it.
QString percent(int tenths) { return tr("%1%").arg(tenthsNumber(tenths)); }

QString points(int tenths) { return tenthsNumber(tenths); }

QString signedPoints(int tenths) {
    // U+2212 MINUS SIGN reads better than a hyphen in a figure.
    if (tenths < 0) return QStringLiteral("\u2212") + tenthsNumber(-tenths);
    return QStringLiteral("+") + tenthsNumber(tenths);
}

QString outcomeText(const rules::ChanceOutcome& outcome) {
    const QLocale locale;
    switch (outcome.kind) {
        case rules::ChanceKind::kEntanglionDie:
            //: %1: the die's face (1-8).
            return tr("The die rolled %1").arg(locale.toString(outcome.value));
        case rules::ChanceKind::kCentariousDie:
            //: %1: the die's face (1-4).
            return tr("The Centarious die rolled %1").arg(locale.toString(outcome.value));
        case rules::ChanceKind::kEngineDraw:
            //: %1: an engine card's name (H).
            return tr("Engine card drawn: %1")
                .arg(gameText::engineCardName(static_cast<rules::EngineCard>(outcome.value)));
        case rules::ChanceKind::kEventDraw:
            //: %1: an event card's name (Bennett).
            return tr("Event card drawn: %1").arg(gameText::eventName(static_cast<rules::EventCard>(outcome.value)));
        case rules::ChanceKind::kComponentPick:
            //: %1: a component's name (Quantum Gates).
            return tr("Spooky Action picked %1")
                .arg(gameText::componentName(static_cast<rules::Component>(outcome.value)));
        case rules::ChanceKind::kMeasurement:
            //: %1: Mercurial's measured bit (0 or 1); %2: Rubicon's (0 or 1), written as a ket |01>.
            return tr("The ships were measured: |%1%2>").arg(outcome.value / 2).arg(outcome.value % 2);
        case rules::ChanceKind::kComponentPlacement:
            break;  // the setup's: a review starts after the setup
    }
    return {};
}

QString decisionVerdict(const analysis::DecisionReview& d) {
    const QString lost = tenthsNumber(d.points_lost_tenths);
    switch (d.decision_class) {
        case analysis::DecisionClass::kOnlyAction:
            return tr("Only action");
        case analysis::DecisionClass::kBest:
            //: A decision's verdict in the review: the best action of those compared.
            return d.compared ? tr("Best") : tr("Not compared");
        case analysis::DecisionClass::kGood:
            //: %1: win-chance points lost, a decimal number (0,5).
            return tr("Good: %1 points lost").arg(lost);
        case analysis::DecisionClass::kInaccuracy:
            //: %1: win-chance points lost, a decimal number (3,5).
            return tr("Inaccuracy: %1 points lost").arg(lost);
        case analysis::DecisionClass::kMistake:
            //: %1: win-chance points lost, a decimal number (8,0).
            return tr("Mistake: %1 points lost").arg(lost);
        case analysis::DecisionClass::kBlunder:
            //: %1: win-chance points lost, a decimal number (25,0).
            return tr("Blunder: %1 points lost").arg(lost);
    }
    return {};
}

QString withinNoiseVerdict(const analysis::BestMargin& margin) {
    //: A decision's verdict in the review: not the best action, but the review cannot tell it from the best. %1: its
    //: win chance ("46,0%"); %2: the best action's ("49,4%"); %3: the estimate's margin in win-chance points ("4,0").
    return tr("Best within the estimate's noise: %1 against %2 for the best, ±%3 points")
        .arg(percent(margin.value_tenths), percent(margin.best_tenths), tenthsNumber(margin.margin_tenths));
}

QString luckVerdict(const analysis::LuckReview& luck, int swingTenths) {
    const QString swing = signedPoints(swingTenths);
    switch (luck.label) {
        case analysis::LuckLabel::kCertain:
            return tr("Certain: the only outcome");
        case analysis::LuckLabel::kNeutral:
            //: %1: the change in win chance, with its sign (+0,5).
            return tr("Neutral (%1)").arg(swing);
        case analysis::LuckLabel::kLucky:
            //: %1: the change in win chance, with its sign (+8,0).
            return tr("Lucky (%1)").arg(swing);
        case analysis::LuckLabel::kVeryLucky:
            //: %1: the change in win chance, with its sign (+20,0).
            return tr("Very lucky (%1)").arg(swing);
        case analysis::LuckLabel::kUnlucky:
            //: %1: the change in win chance, with its sign (−8,0).
            return tr("Unlucky (%1)").arg(swing);
        case analysis::LuckLabel::kVeryUnlucky:
            //: %1: the change in win chance, with its sign (−20,0).
            return tr("Very unlucky (%1)").arg(swing);
    }
    return {};
}

namespace {

/// "Your decisions cost 9 points." for the learner's ships, "Your AI partner's decisions …" for the
/// partner's, "The AIs' decisions …" when no ship was a person's.
QString decisionsSentence(int tenths, analysis::Seat seat, bool learnerPlayed) {
    const int points = wholePoints(tenths);
    const bool lost = tenths <= 0;
    if (seat == analysis::Seat::kHuman && lost)
        //: %n: win-chance points the learner's decisions lost (e.g. 9).
        return tr("Your decisions cost %n point(s).", nullptr, points);
    if (seat == analysis::Seat::kHuman)
        //: %n: win-chance points the learner's decisions gained (e.g. 9).
        return tr("Your decisions gained %n point(s).", nullptr, points);
    if (learnerPlayed && lost)
        //: %n: win-chance points the AI partner's decisions lost (e.g. 4).
        return tr("Your AI partner's decisions cost %n point(s).", nullptr, points);
    if (learnerPlayed)
        //: %n: win-chance points the AI partner's decisions gained (e.g. 4).
        return tr("Your AI partner's decisions gained %n point(s).", nullptr, points);
    if (lost)
        //: %n: win-chance points the AI players' decisions lost (e.g. 4), in a game of two AIs.
        return tr("The AI players' decisions cost %n point(s).", nullptr, points);
    //: %n: win-chance points the AI players' decisions gained (e.g. 4), in a game of two AIs.
    return tr("The AI players' decisions gained %n point(s).", nullptr, points);
}

bool hasSeat(const analysis::Seats& seats, analysis::Seat seat) { return seats[0] == seat || seats[1] == seat; }

}  // namespace

QString summarySentence(const analysis::ReviewSummary& s, const analysis::Seats& seats) {
    // Whole sentences, each with its own plural: the learner's decisions, the AI partner's apart.
    const int luck = wholePoints(s.luck_tenths);
    QString dice;
    if (s.luck_tenths <= 0)
        //: %n: win-chance points lost to the dice and draws.
        dice = tr("The dice and draws cost %n point(s).", nullptr, luck);
    else
        //: %n: win-chance points gained from the dice and draws.
        dice = tr("The dice and draws gained %n point(s).", nullptr, luck);
    const bool learner = hasSeat(seats, analysis::Seat::kHuman);
    const bool partner = hasSeat(seats, analysis::Seat::kAi);
    const auto sentence = [&](analysis::Seat seat) {
        return decisionsSentence(analysis::decisions_of(s, seats, seat).decisions_tenths, seat, learner);
    };
    if (learner && partner) {
        //: %1: the sentence on the learner's decisions ("Your decisions cost 5 points."); %2: the sentence on
        //: the AI partner's ("Your AI partner's decisions gained 2 points."); %3: the sentence on luck.
        return tr("%1 %2 %3", "three sentences of the review's summary")
            .arg(sentence(analysis::Seat::kHuman), sentence(analysis::Seat::kAi), dice);
    }
    //: %1: the sentence on the decisions ("Your decisions cost 5 points."); %2: the sentence on luck ("The dice and
    //: draws gained 3 points.").
    return tr("%1 %2", "two sentences of the review's summary")
        .arg(sentence(learner ? analysis::Seat::kHuman : analysis::Seat::kAi), dice);
}

QString decisionCounts(const analysis::ReviewSummary& s, const analysis::Seats& seats, analysis::Seat seat) {
    if (!hasSeat(seats, seat)) return {};
    const analysis::PlayerSummary p = analysis::decisions_of(s, seats, seat);
    const auto count = [&](analysis::DecisionClass c) {
        return QLocale().toString(p.classes[static_cast<std::size_t>(c)]);
    };
    QString text;
    if (seat == analysis::Seat::kHuman)
        //: %1-%5: how many of the learner's decisions were best, good, inaccuracies, mistakes, blunders (e.g. 12).
        text = tr("Your decisions — best: %1, good: %2, inaccuracies: %3, mistakes: %4, blunders: %5");
    else
        //: %1-%5: how many of the AI partner's decisions were best, good, inaccuracies, mistakes, blunders (e.g. 3).
        text = tr("Your AI partner's decisions — best: %1, good: %2, inaccuracies: %3, mistakes: %4, blunders: %5");
    return text.arg(count(analysis::DecisionClass::kBest), count(analysis::DecisionClass::kGood),
                    count(analysis::DecisionClass::kInaccuracy), count(analysis::DecisionClass::kMistake),
                    count(analysis::DecisionClass::kBlunder));
}

QString totalsSentence(const analysis::ReviewSummary& s) {
    //: %1: the win chance at the start ("40%"); %2: points from decisions, signed (−5,0); %3: points from luck,
    //: signed (+3,0); %4: the result ("38%").
    return tr("%1 at the start %2 from decisions %3 from luck = %4 at the end")
        .arg(percent(s.start_tenths), signedPoints(s.decisions_tenths), signedPoints(s.luck_tenths),
             percent(s.result_tenths));
}

}  // namespace reviewText
