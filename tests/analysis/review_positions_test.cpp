// Hand-made positions with one clearly right action: the review finds it best and flags the others;
// a lucky and an unlucky roll are labelled so; a flagged navigation shows both cards' kets.

#include <gtest/gtest.h>

#include "game/analysis/review.h"
#include "tests/analysis/analysis_fixtures.h"
#include "tests/policies/heuristic_positions.h"

namespace entanglion::analysis {
namespace {

using policies::testing::eighth_component_with_quantum_tunnel;
using rules::Action;
using rules::Component;
using rules::GameSetup;
using rules::GameState;

ReviewSettings position_settings() {
    ReviewSettings settings;
    settings.estimate.max_playouts = testing::test_playouts(512);
    settings.estimate.half_width = 0.04;
    settings.threads = 2;
    return settings;
}

/// The review of `actions` played from `start` (the dice in `dice` first).
ReviewResult review_of(const GameState& start, const std::vector<Action>& actions, std::vector<int> dice = {}) {
    return testing::reviewed(testing::history_from(start, actions, std::move(dice)), position_settings());
}

/// The first step that is a decision of `step`-th action (0-based) among the history's actions.
const ReviewStep& decision_step(const ReviewResult& r, int nth) {
    for (const ReviewStep& step : r.steps) {
        if (step.decision && nth-- == 0) return step;
    }
    throw std::out_of_range("no such decision");
}

/// Every legal action at `start` but `right`, played there, is flagged with `right` as the best; and
/// `right` played is the best.
void expect_one_right_action(const GameState& start, const Action& right) {
    const rules::ActionList legal = start.legal_actions();
    ASSERT_GT(legal.size(), 1u);
    for (const Action& action : legal) {
        const ReviewResult r = review_of(start, {action});
        const DecisionReview& d = *decision_step(r, 0).decision;
        EXPECT_EQ(d.best, right) << "played " << rules::action_to_string(action);
        if (action == right) {
            EXPECT_EQ(d.decision_class, DecisionClass::kBest);
            EXPECT_EQ(d.points_lost_tenths, 0);
        } else {
            EXPECT_TRUE(is_flagged(d.decision_class))
                << rules::action_to_string(action) << " is " << decision_class_id(d.decision_class) << ", lost "
                << d.points_lost_tenths << " tenths";
            EXPECT_TRUE(d.difference.significant());
        }
    }
}

/// Mercurial at OMEGA TWO with Quantum Tunnel in hand, the eighth component on the planet, the
/// detection track one step from X: retrieving (and answering the defenses with Quantum Tunnel)
/// wins at once; anything else leaves the team one detection from losing.
GameState eighth_component_one_step_from_x() {
    GameSetup setup = eighth_component_with_quantum_tunnel();
    setup.detection_position = 10;
    return policies::testing::start(setup);
}

TEST(ReviewPositionsTest, TheEighthComponentIsRetrievedAndQuantumTunnelPlayed) {
    const GameState start = eighth_component_one_step_from_x();
    expect_one_right_action(start, Action::retrieve(Ship::kMercurial));
    // At the defense decision the retrieval raised: Quantum Tunnel wins at once, a roll risks 6 in 8.
    const ReviewResult r =
        review_of(start, {Action::retrieve(Ship::kMercurial), Action::roll_defense(Ship::kMercurial)}, {1});
    const ReviewStep& roll = decision_step(r, 1);
    EXPECT_EQ(roll.decision->best, Action::play_quantum_tunnel(Ship::kMercurial));
    EXPECT_EQ(roll.decision->best_value.tenths(), 1000);
    EXPECT_TRUE(roll.decision->best_value.exact);
    EXPECT_EQ(roll.decision->decision_class, DecisionClass::kBlunder);
    EXPECT_EQ(roll.decision->player, Ship::kMercurial);
    EXPECT_EQ(r.summary.players[0].classes[static_cast<int>(DecisionClass::kBlunder)], 1);
}

/// Mercurial holds Magnetic Shielding and has rolled against the ground defenses of the eighth
/// component (rate 6): an 8 evades, and keeping it wins the game; a second roll is detected 6 times
/// in 8.
GameState magnetic_shielding_after_an_eight() {
    GameSetup setup = eighth_component_with_quantum_tunnel();  // detection position 9: rate 6
    policies::testing::set_event_hand(setup, Ship::kMercurial, {});
    policies::testing::components_on_ships(setup, Ship::kRubicon, {{5, Component::kQuantumGates}});
    std::erase(setup.ship_components[1], Component::kMagneticShielding);
    setup.ship_components[0].push_back(Component::kMagneticShielding);
    GameState state = policies::testing::start(setup);
    EXPECT_TRUE(state.apply_until_chance(Action::retrieve(Ship::kMercurial)));
    EXPECT_TRUE(state.apply_chance_outcome(rules::ChanceOutcome(rules::ChanceKind::kEntanglionDie, 8)));
    EXPECT_EQ(state.pending_decision().kind, rules::DecisionKind::kMagneticShielding);
    return state;
}

TEST(ReviewPositionsTest, MagneticShieldingKeepsTheRollThatWins) {
    expect_one_right_action(magnetic_shielding_after_an_eight(), Action::keep_roll(Ship::kMercurial, 8));
}

/// Mercurial, without Quantum Tunnel, retrieves the eighth component against rate 6: a 7 or an 8
/// wins the game, anything else detects the ships, one step from X.
GameState eighth_component_without_tunnel() {
    GameSetup setup = eighth_component_with_quantum_tunnel();  // detection position 9: rate 6
    policies::testing::set_event_hand(setup, Ship::kMercurial, {});
    return policies::testing::start(setup);
}

TEST(ReviewPositionsTest, ALuckyAndAnUnluckyRollAreLabelledSo) {
    const GameState start = eighth_component_without_tunnel();
    const ReviewResult lucky = review_of(start, {Action::retrieve(Ship::kMercurial)}, {8});
    const ReviewResult unlucky = review_of(start, {Action::retrieve(Ship::kMercurial)}, {1});
    const ReviewStep& good_roll = lucky.steps[1];
    const ReviewStep& bad_roll = unlucky.steps[1];
    ASSERT_TRUE(good_roll.luck && bad_roll.luck);
    EXPECT_EQ(good_roll.luck->outcome_probability, 0.125);
    EXPECT_EQ(good_roll.luck->outcome_count, 8);
    // Before the roll both games stand at the same estimate (2 faces in 8 win at once).
    EXPECT_EQ(good_roll.before_tenths, bad_roll.before_tenths);
    EXPECT_EQ(good_roll.after_tenths, 1000);
    EXPECT_EQ(good_roll.luck->label, LuckLabel::kVeryLucky) << good_roll.swing_tenths();
    EXPECT_EQ(bad_roll.luck->label, LuckLabel::kVeryUnlucky) << bad_roll.swing_tenths();
    EXPECT_TRUE(good_roll.luck->luck.significant());
    EXPECT_EQ(lucky.summary.luck_tenths, 1000 - good_roll.before_tenths);
}

TEST(ReviewPositionsTest, OnlyTheRightAnswerIsAsGoodAsTheBest) {
    // Learn from your mistakes at a flagged navigation: retrieving (the best) is as good as the best,
    // every other legal action is not; an action that is no candidate is not either.
    const GameState start = eighth_component_one_step_from_x();
    const ReviewResult r = review_of(start, {Action::navigate(Ship::kMercurial, rules::EngineCard::kH)});
    const DecisionReview& d = *r.steps[0].decision;
    ASSERT_TRUE(is_flagged(d.decision_class));
    EXPECT_TRUE(as_good_as_best(d, Action::retrieve(Ship::kMercurial)));
    int others = 0;
    for (const CandidateReview& candidate : d.candidates) {
        if (candidate.action == d.best) continue;
        EXPECT_FALSE(as_good_as_best(d, candidate.action)) << rules::action_to_string(candidate.action);
        ++others;
    }
    EXPECT_GT(others, 0);
    EXPECT_FALSE(as_good_as_best(d, Action::retrieve(Ship::kRubicon)));
}

TEST(ReviewPositionsTest, AFlaggedNavigationShowsTheStateEachActionLeaves) {
    // Mercurial flies away from the eighth component instead of retrieving it.
    const GameState start = eighth_component_one_step_from_x();
    const Action played = Action::navigate(Ship::kMercurial, rules::EngineCard::kH);
    const ReviewResult r = review_of(start, {played});
    const DecisionReview& d = *r.steps[0].decision;
    EXPECT_EQ(d.best, Action::retrieve(Ship::kMercurial));
    EXPECT_TRUE(is_flagged(d.decision_class));
    ASSERT_TRUE(d.live_best && d.live_played);
    GameState flown = start;
    ASSERT_TRUE(flown.apply_until_chance(played));
    EXPECT_TRUE(d.live_played->equals_up_to_phase(flown.live_state()));
    EXPECT_TRUE(d.live_best->equals_up_to_phase(start.live_state())) << "retrieving moves no ship";
    EXPECT_FALSE(d.live_best->equals_up_to_phase(*d.live_played));
}

TEST(ReviewPositionsTest, EveryFlaggedNavigationOfAReviewedGameCarriesBothCardsStates) {
    // Wherever the review prefers one engine card to the one played (or to another action), the two
    // kets are the live states after each, as the rules compute them.
    int shown = 0;
    ReviewSettings settings = testing::quick_settings(2);
    settings.estimate.max_playouts = testing::test_playouts(128);
    settings.estimate.half_width = 0.09;
    for (std::uint64_t game = 0; game < 3; ++game) {
        const RecordHistory history = testing::history_of(testing::simulated_record(3, 40, game));
        const ReviewResult r = testing::reviewed(history, settings);
        for (const ReviewStep& step : r.steps) {
            if (!step.decision || step.decision->best == step.history_entry.action) continue;
            const DecisionReview& d = *step.decision;
            const auto moves = [](const Action& a) {
                return a.type == rules::ActionType::kNavigate || a.type == rules::ActionType::kMechanicPlay;
            };
            GameState best = history.positions[static_cast<std::size_t>(step.entry)];
            ASSERT_TRUE(best.apply_until_chance(d.best));
            const bool differ = (moves(d.best) || moves(step.history_entry.action)) &&
                                !best.live_state().equals_up_to_phase(
                                    history.positions[static_cast<std::size_t>(step.entry) + 1].live_state());
            ASSERT_EQ(d.live_best.has_value(), differ) << "step " << step.entry;
            if (!differ) continue;
            EXPECT_TRUE(d.live_best->equals_up_to_phase(best.live_state()));
            EXPECT_TRUE(d.live_played->equals_up_to_phase(
                history.positions[static_cast<std::size_t>(step.entry) + 1].live_state()));
            ++shown;
        }
    }
    EXPECT_GT(shown, 0);
}

}  // namespace
}  // namespace entanglion::analysis
