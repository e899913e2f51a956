// A class table's review, its last move's loss and a decision's concept (table_review.h).
#include "server/core/table_review.h"

#include <algorithm>

#include "game/analysis/choice_analysis.h"
#include "game/analysis/record_history.h"
#include "game/analysis/review.h"

namespace entanglion::server {

namespace {

/// A probability counted as certain (0 or 1) within rounding noise of the state vector.
constexpr double kCertain = 1e-9;

analysis::EstimateSettings estimate_settings(const ReviewBudget& budget) {
    analysis::EstimateSettings settings;
    settings.seed = budget.seed;
    settings.max_playouts = budget.max_playouts;
    settings.half_width = budget.half_width;
    return settings;
}

Ship other_ship(Ship ship) { return ship == Ship::kMercurial ? Ship::kRubicon : Ship::kMercurial; }

}  // namespace

std::string_view decision_concept_id(DecisionConcept concept_) {
    constexpr std::array<std::string_view, kDecisionConceptCount> kIds = {"h_on_superposition", "cnot_control_at_zero",
                                                                          "ignored_detection", "other"};
    return kIds[static_cast<std::size_t>(concept_)];
}

DecisionConcept decision_concept(const rules::GameState& before, const rules::Action& played) {
    const bool navigates =
        played.type == rules::ActionType::kNavigate || played.type == rules::ActionType::kMechanicPlay;
    if (navigates && played.card == rules::EngineCard::kH) {
        const double one = before.live_state().probability_of_one(played.player);
        if (one > kCertain && one < 1 - kCertain) return DecisionConcept::kHOnSuperposition;
    }
    // CNOT: the player's ship is the target, the other ship the control (statevector/gate.h).
    if (navigates && played.card == rules::EngineCard::kCNOT &&
        before.live_state().probability_of_one(other_ship(played.player)) <= kCertain) {
        return DecisionConcept::kCnotControlAtZero;
    }
    if (before.detection_position() >= kDetectionPressureFrom) return DecisionConcept::kIgnoredDetection;
    return DecisionConcept::kOther;
}

std::string decision_card(const rules::Action& played) {
    switch (played.type) {
        case rules::ActionType::kNavigate:
        case rules::ActionType::kExchange:
        case rules::ActionType::kInterconnectSwap:
        case rules::ActionType::kKeepCard:
        case rules::ActionType::kDiscardCard:
        case rules::ActionType::kMechanicPlay:
            return std::string(rules::engine_card_id(played.card));
        case rules::ActionType::kPlayEvent:
            return "event";
        case rules::ActionType::kRetrieve:
            return "retrieve";
        case rules::ActionType::kRollDefense:
        case rules::ActionType::kPlayQuantumTunnel:
        case rules::ActionType::kKeepRoll:
        case rules::ActionType::kReroll:
            return "defense";
        default:
            return "other";
    }
}

std::optional<TableReview> review_table(const rules::GameRecord& record, const ReviewBudget& budget, std::string* error,
                                        const std::atomic<bool>* cancel) {
    auto history = analysis::read_record_history(record, error);
    if (!history) return std::nullopt;
    analysis::ReviewSettings settings;
    settings.estimate = estimate_settings(budget);
    settings.key_moments = budget.key_moments;
    analysis::Review review(std::move(*history), settings);
    const bool finished = review.run([&review, cancel](int, int) {
        if (cancel && cancel->load()) review.cancel();
    });
    if (!finished) {
        *error = "cancelled";
        return std::nullopt;
    }
    const analysis::ReviewResult& result = review.result();
    const analysis::RecordHistory& reviewed = review.history();
    TableReview out;
    out.status = result.summary.status;
    out.actions = reviewed.actions_before(reviewed.entry_count());
    out.start_tenths = result.summary.start_tenths;
    out.decisions_tenths = result.summary.decisions_tenths;
    out.luck_tenths = result.summary.luck_tenths;
    out.result_tenths = result.summary.result_tenths;
    out.playouts = result.summary.playouts;
    for (Ship ship : kShips) {
        const auto& player = result.summary.players[static_cast<int>(ship)];
        out.decisions[static_cast<int>(ship)] = player.decisions;
        out.points_lost_tenths[static_cast<int>(ship)] = player.points_lost_tenths;
    }
    for (const analysis::ReviewStep& step : result.steps) {
        if (!step.decision || step.decision->decision_class < analysis::DecisionClass::kGood) continue;
        const rules::Action& played = step.history_entry.action;
        out.losses.push_back(DecisionLoss{
            step.decision->player, step.shown_step(), rules::action_to_string(played), decision_card(played),
            decision_concept(reviewed.positions[step.entry], played), step.decision->points_lost_tenths});
    }
    for (int index : result.summary.key_moments) {
        const analysis::ReviewStep& step = result.steps[index];
        out.key_moments.push_back(
            KeyMoment{step.shown_step(), analysis::readable_entry(step.history_entry, reviewed.positions[step.entry]),
                      step.swing_tenths()});
    }
    return out;
}

std::optional<LastMoveLoss> last_move_loss(const rules::GameRecord& record, const ReviewBudget& budget,
                                           std::string* error) {
    auto history = analysis::read_record_history(record, error);
    if (!history) return std::nullopt;
    int last = history->entry_count() - 1;
    while (last >= 0 && !history->entries[last].is_action()) --last;
    if (last < 0) return std::nullopt;
    const rules::GameState& before = history->positions[last];
    const rules::Action& played = history->entries[last].action;
    if (before.legal_actions().size() < 2) return std::nullopt;
    analysis::ChoiceLimits limits;
    if (budget.move_budget_ms > 0) limits.budget = std::chrono::milliseconds(budget.move_budget_ms);
    const analysis::ChoiceAnalysis choices =
        analysis::analyse_choices(before, last, estimate_settings(budget), limits, played);
    const auto found = std::find_if(choices.actions.begin(), choices.actions.end(),
                                    [&played](const analysis::ActionValue& v) { return v.action == played; });
    if (found == choices.actions.end()) {
        *error = "the last action is not among the legal actions";
        return std::nullopt;
    }
    const analysis::Estimate& best = choices.actions[choices.best].estimate;
    const int lost = analysis::to_tenths(best.probability()) - analysis::to_tenths(found->estimate.probability());
    const bool significant = analysis::paired_difference(best, found->estimate).significant();
    const auto decision_class =
        analysis::classify_decision(lost, significant, static_cast<int>(choices.actions.size()));
    LastMoveLoss loss{played.player, decision_class >= analysis::DecisionClass::kGood ? lost : 0,
                      decision_class >= analysis::DecisionClass::kMistake};
    return loss;
}

}  // namespace entanglion::server
