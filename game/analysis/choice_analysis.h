#pragma once
/// Every legal action of a position weighed by look-ahead: the win probability of each (the team
/// playing on after it, estimate.h), compared with the same luck to come (candidate_race.h), and,
/// for each, what a detection in this turn would cost. The hint a learner can trust
/// (`entanglion-cli hint`, the app's hint) is the best of them.

#include <chrono>
#include <optional>
#include <vector>

#include "game/analysis/estimate.h"
#include "game/policies/explanation.h"

namespace entanglion::analysis {

struct ActionValue {
    rules::Action action;
    Estimate estimate;  ///< with the detection tallies of the action's own turn
    /// Among the playouts where a defense check, PROBE or an event card detected the ships in this
    /// turn: the win probability then, against the win probability when nothing did (nullopt when no
    /// playout met that case).
    std::optional<double> win_if_detected() const;
    std::optional<double> win_if_not_detected() const;
    /// How often a detection came in this turn, over the playouts.
    double detection_share() const;
    /// Every detection in this turn lost the game at once (and there was at least one).
    bool detection_loses() const;
};

struct ChoiceAnalysis {
    std::vector<ActionValue> actions;  ///< legal_actions() order
    std::size_t best = 0;              ///< the highest estimate (the first on a tie)
    std::int64_t playouts = 0;
};

struct ChoiceLimits {
    int threads = 1;
    /// Stop after the round of playouts that passes this long (wall clock; every action still gets a
    /// first batch). Unset: until every estimate is precise enough or clearly worse than the best, so
    /// the result depends only on the settings (reproducible).
    std::optional<std::chrono::milliseconds> budget;
};

/// The action a hint suggests: `planned` (a policy's choice, which comes with its reason) unless it
/// is significantly worse than the best (paired difference), else the best.
std::size_t suggested_action(const ChoiceAnalysis& analysis, const rules::Action& planned);

/// Weighs every legal action of `state` (history index `index`); `planned`, when given, is estimated
/// to full precision even when clearly worse (its figure is shown beside the best). Precondition: a
/// player acts in `state` (not over, not at a chance node).
ChoiceAnalysis analyse_choices(const rules::GameState& state, int index, const EstimateSettings& settings,
                               const ChoiceLimits& limits = {},
                               const std::optional<rules::Action>& planned = std::nullopt);
/// The same with every action of `full_precision` estimated to full precision.
ChoiceAnalysis analyse_choices(const rules::GameState& state, int index, const EstimateSettings& settings,
                               const ChoiceLimits& limits, const std::vector<rules::Action>& full_precision);

/// An engine card in a player's hand: the one a learner is looking at (the app's card preview).
struct HandCard {
    Ship ship = Ship::kMercurial;
    rules::EngineCard card = rules::EngineCard::kX;
};
/// Whether `action` plays or gives up `card.card` from `card.ship`'s hand: a navigation, an exchange,
/// the Qubit Interconnect swap (the card given), Dilution Refrigerator's discard.
bool uses_card(const rules::Action& action, const HandCard& card);
/// The indices of the actions of `choices` that use `card` (uses_card), in their order.
std::vector<std::size_t> actions_with_card(const ChoiceAnalysis& choices, const HandCard& card);

/// The look-ahead hint (`entanglion-cli hint` and the app's hint): the heuristic's plan with its
/// reason, every legal action weighed (the plan to full precision), and the suggestion: the plan
/// unless it is significantly worse than the best (suggested_action).
struct LookAheadAdvice {
    policies::Explanation planned;  ///< the heuristic's choice (seeded with settings.seed) and why
    ChoiceAnalysis choices;
    std::size_t suggested = 0;  ///< index into choices.actions
    /// The actions of the card the learner is previewing (actions_with_card), each estimated to full
    /// precision so that its win probability can be set against the best's; empty without one.
    std::vector<std::size_t> previewed;
    const ActionValue& suggestion() const { return choices.actions[suggested]; }
};
/// Precondition as analyse_choices. `previewed`: the card the learner is looking at, whose actions
/// the hint singles out. `planned`: another policy's choice and why (the app's hint: the search's),
/// instead of the heuristic's.
LookAheadAdvice look_ahead_advice(const rules::GameState& state, int index, const EstimateSettings& settings,
                                  const ChoiceLimits& limits = {},
                                  const std::optional<HandCard>& previewed = std::nullopt,
                                  const std::optional<policies::Explanation>& planned = std::nullopt);

}  // namespace entanglion::analysis
