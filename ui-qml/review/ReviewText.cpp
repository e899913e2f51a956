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

QString percent(int tenths) { return tr("%1%").arg(tenthsNumber(tenths)); }

QString signedPoints(int tenths) {
    // U+2212 MINUS SIGN reads better than a hyphen in a figure.
    if (tenths < 0) return QStringLiteral("\u2212") + tenthsNumber(-tenths);
    return QStringLiteral("+") + tenthsNumber(tenths);
}

QString outcomeText(const rules::ChanceOutcome& outcome) {
    const QLocale locale;
    switch (outcome.kind) {
        case rules::ChanceKind::kEntanglionDie:
            return tr("The die rolled %1").arg(locale.toString(outcome.value));
        case rules::ChanceKind::kCentariousDie:
            return tr("The Centarious die rolled %1").arg(locale.toString(outcome.value));
        case rules::ChanceKind::kEngineDraw:
            return tr("Engine card drawn: %1")
                .arg(gameText::engineCardName(static_cast<rules::EngineCard>(outcome.value)));
        case rules::ChanceKind::kEventDraw:
            return tr("Event card drawn: %1").arg(gameText::eventName(static_cast<rules::EventCard>(outcome.value)));
        case rules::ChanceKind::kComponentPick:
            return tr("Spooky Action picked %1")
                .arg(gameText::componentName(static_cast<rules::Component>(outcome.value)));
        case rules::ChanceKind::kMeasurement:
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
            return d.compared ? tr("Best") : tr("Not compared");
        case analysis::DecisionClass::kGood:
            return tr("Good: %1 points lost").arg(lost);
        case analysis::DecisionClass::kInaccuracy:
            return tr("Inaccuracy: %1 points lost").arg(lost);
        case analysis::DecisionClass::kMistake:
            return tr("Mistake: %1 points lost").arg(lost);
        case analysis::DecisionClass::kBlunder:
            return tr("Blunder: %1 points lost").arg(lost);
    }
    return {};
}

QString luckVerdict(const analysis::LuckReview& luck, int swingTenths) {
    const QString swing = signedPoints(swingTenths);
    switch (luck.label) {
        case analysis::LuckLabel::kCertain:
            return tr("Certain: the only outcome");
        case analysis::LuckLabel::kNeutral:
            return tr("Neutral (%1)").arg(swing);
        case analysis::LuckLabel::kLucky:
            return tr("Lucky (%1)").arg(swing);
        case analysis::LuckLabel::kVeryLucky:
            return tr("Very lucky (%1)").arg(swing);
        case analysis::LuckLabel::kUnlucky:
            return tr("Unlucky (%1)").arg(swing);
        case analysis::LuckLabel::kVeryUnlucky:
            return tr("Very unlucky (%1)").arg(swing);
    }
    return {};
}

namespace {

/// "Your decisions cost 9 points." for the learner's ships, "Your AI partner's decisions …" for the
/// partner's, "The AIs' decisions …" when no ship was a person's.
QString decisionsSentence(int tenths, analysis::Seat seat, bool learnerPlayed) {
    const int points = wholePoints(tenths);
    if (seat == analysis::Seat::kHuman) {
        return tenths <= 0 ? tr("Your decisions cost %n point(s).", nullptr, points)
                           : tr("Your decisions gained %n point(s).", nullptr, points);
    }
    if (learnerPlayed) {
        return tenths <= 0 ? tr("Your AI partner's decisions cost %n point(s).", nullptr, points)
                           : tr("Your AI partner's decisions gained %n point(s).", nullptr, points);
    }
    return tenths <= 0 ? tr("The AI players' decisions cost %n point(s).", nullptr, points)
                       : tr("The AI players' decisions gained %n point(s).", nullptr, points);
}

bool hasSeat(const analysis::Seats& seats, analysis::Seat seat) { return seats[0] == seat || seats[1] == seat; }

}  // namespace

QString summarySentence(const analysis::ReviewSummary& s, const analysis::Seats& seats) {
    // Whole sentences, each with its own plural: the learner's decisions, the AI partner's apart.
    const int luck = wholePoints(s.luck_tenths);
    const QString dice = s.luck_tenths <= 0 ? tr("The dice and draws cost %n point(s).", nullptr, luck)
                                            : tr("The dice and draws gained %n point(s).", nullptr, luck);
    const bool learner = hasSeat(seats, analysis::Seat::kHuman);
    const bool partner = hasSeat(seats, analysis::Seat::kAi);
    const auto sentence = [&](analysis::Seat seat) {
        return decisionsSentence(analysis::decisions_of(s, seats, seat).decisions_tenths, seat, learner);
    };
    if (learner && partner) {
        return tr("%1 %2 %3", "three sentences of the review's summary")
            .arg(sentence(analysis::Seat::kHuman), sentence(analysis::Seat::kAi), dice);
    }
    return tr("%1 %2", "two sentences of the review's summary")
        .arg(sentence(learner ? analysis::Seat::kHuman : analysis::Seat::kAi), dice);
}

QString decisionCounts(const analysis::ReviewSummary& s, const analysis::Seats& seats, analysis::Seat seat) {
    if (!hasSeat(seats, seat)) return {};
    const analysis::PlayerSummary p = analysis::decisions_of(s, seats, seat);
    const auto count = [&](analysis::DecisionClass c) {
        return QLocale().toString(p.classes[static_cast<std::size_t>(c)]);
    };
    const QString text =
        seat == analysis::Seat::kHuman
            ? tr("Your decisions — best: %1, good: %2, inaccuracies: %3, mistakes: %4, blunders: %5")
            : tr("Your AI partner's decisions — best: %1, good: %2, inaccuracies: %3, mistakes: %4, blunders: %5");
    return text.arg(count(analysis::DecisionClass::kBest), count(analysis::DecisionClass::kGood),
                    count(analysis::DecisionClass::kInaccuracy), count(analysis::DecisionClass::kMistake),
                    count(analysis::DecisionClass::kBlunder));
}

QString totalsSentence(const analysis::ReviewSummary& s) {
    return tr("%1 at the start %2 from decisions %3 from luck = %4 at the end")
        .arg(percent(s.start_tenths), signedPoints(s.decisions_tenths), signedPoints(s.luck_tenths),
             percent(s.result_tenths));
}

}  // namespace reviewText
