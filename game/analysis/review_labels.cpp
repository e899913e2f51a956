// The review's classes, luck labels, rounding and entry descriptions.

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "game/analysis/review.h"

namespace entanglion::analysis {

std::string_view decision_class_id(DecisionClass c) {
    switch (c) {
        case DecisionClass::kOnlyAction:
            return "only_action";
        case DecisionClass::kBest:
            return "best";
        case DecisionClass::kGood:
            return "good";
        case DecisionClass::kInaccuracy:
            return "inaccuracy";
        case DecisionClass::kMistake:
            return "mistake";
        case DecisionClass::kBlunder:
            return "blunder";
    }
    return "unknown";
}

std::string_view seat_id(Seat seat) { return seat == Seat::kHuman ? "human" : "ai"; }

PlayerSummary decisions_of(const ReviewSummary& summary, const Seats& seats, Seat seat) {
    PlayerSummary total;
    for (std::size_t ship = 0; ship < seats.size(); ++ship) {
        if (seats[ship] != seat) continue;
        const PlayerSummary& p = summary.players[ship];
        total.decisions += p.decisions;
        total.decisions_tenths += p.decisions_tenths;
        total.points_lost_tenths += p.points_lost_tenths;
        for (std::size_t c = 0; c < total.classes.size(); ++c) total.classes[c] += p.classes[c];
    }
    return total;
}

std::string_view luck_label_id(LuckLabel label) {
    switch (label) {
        case LuckLabel::kCertain:
            return "certain";
        case LuckLabel::kNeutral:
            return "neutral";
        case LuckLabel::kLucky:
            return "lucky";
        case LuckLabel::kVeryLucky:
            return "very_lucky";
        case LuckLabel::kUnlucky:
            return "unlucky";
        case LuckLabel::kVeryUnlucky:
            return "very_unlucky";
    }
    return "unknown";
}

int to_tenths(double probability) { return static_cast<int>(std::floor(probability * 1000.0 + 0.5)); }

DecisionClass classify_decision(int points_lost_tenths, bool significant, int legal_actions) {
    if (legal_actions <= 1) return DecisionClass::kOnlyAction;
    if (!significant || points_lost_tenths <= 0) return DecisionClass::kBest;
    if (points_lost_tenths <= kGoodUpTo) return DecisionClass::kGood;
    if (points_lost_tenths <= kInaccuracyUpTo) return DecisionClass::kInaccuracy;
    if (points_lost_tenths <= kMistakeUpTo) return DecisionClass::kMistake;
    return DecisionClass::kBlunder;
}

LuckLabel label_luck(int luck_tenths, bool significant, int outcomes) {
    if (outcomes <= 1) return LuckLabel::kCertain;
    if (!significant || std::abs(luck_tenths) < kLuckyFrom) return LuckLabel::kNeutral;
    if (luck_tenths > 0) return luck_tenths >= kVeryLuckyFrom ? LuckLabel::kVeryLucky : LuckLabel::kLucky;
    return -luck_tenths >= kVeryLuckyFrom ? LuckLabel::kVeryUnlucky : LuckLabel::kUnlucky;
}

ValueSummary summarize(const Estimate& estimate) {
    return ValueSummary{estimate.probability(), estimate.interval(), estimate.playouts(), estimate.is_exact()};
}

std::optional<BestMargin> margin_to_best(const DecisionReview& decision, const rules::Action& action) {
    for (const CandidateReview& candidate : decision.candidates) {
        if (!(candidate.action == action)) continue;
        BestMargin m;
        m.value_tenths = candidate.value.tenths();
        m.best_tenths = decision.best_value.tenths();
        const Difference& d = candidate.below_best;
        const double half = std::max(d.interval.high - d.value, d.value - d.interval.low);
        m.margin_tenths = static_cast<int>(std::ceil(half * 1000.0 - 1e-9));
        if (action == decision.best || m.value_tenths >= m.best_tenths) {
            m.kind = BestMargin::Kind::kBest;
        } else {
            m.kind = d.significant() ? BestMargin::Kind::kWorse : BestMargin::Kind::kWithinNoise;
        }
        return m;
    }
    return std::nullopt;
}

bool as_good_as_best(const DecisionReview& decision, const rules::Action& answer) {
    const std::optional<BestMargin> m = margin_to_best(decision, answer);
    return m && m->kind != BestMargin::Kind::kWorse;
}

}  // namespace entanglion::analysis
