#include "game/analysis/choice_analysis.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "tests/analysis/analysis_fixtures.h"
#include "tests/policies/heuristic_positions.h"

namespace entanglion::analysis {
namespace {

using rules::Action;

EstimateSettings quick() {
    EstimateSettings settings;
    settings.max_playouts = 512;
    settings.half_width = 0.04;
    return settings;
}

TEST(ChoiceAnalysisTest, FindsTheRetrievalOfTheEighthComponentAndWeighsEveryAction) {
    // One step from X, with Quantum Tunnel in hand: retrieve now (waiting leaves a teammate's check
    // to lose the game).
    rules::GameSetup setup = policies::testing::eighth_component_with_quantum_tunnel();
    setup.detection_position = 10;
    const rules::GameState start = policies::testing::start(setup);
    const ChoiceAnalysis choices = analyse_choices(start, 0, quick(), ChoiceLimits{2, std::nullopt});
    ASSERT_EQ(choices.actions.size(), start.legal_actions().size());
    EXPECT_EQ(choices.actions[choices.best].action, Action::retrieve(Ship::kMercurial));
    // The team answers the defense with Quantum Tunnel: the retrieval wins for certain.
    EXPECT_TRUE(choices.actions[choices.best].estimate.is_exact());
    EXPECT_EQ(choices.actions[choices.best].estimate.probability(), 1.0);
    std::int64_t playouts = 0;
    for (const ActionValue& v : choices.actions) playouts += v.estimate.playouts();
    EXPECT_EQ(playouts, choices.playouts);
    EXPECT_EQ(suggested_action(choices, Action::retrieve(Ship::kMercurial)), choices.best);
}

TEST(ChoiceAnalysisTest, TheLookAheadAdviceSuggestsThePlanUnlessItIsSignificantlyWorse) {
    // The eighth component one step from X with Quantum Tunnel: the heuristic's plan (retrieve) is
    // also the best; the advice keeps the plan, its reason, and every action's estimate.
    rules::GameSetup setup = policies::testing::eighth_component_with_quantum_tunnel();
    setup.detection_position = 10;
    const rules::GameState start = policies::testing::start(setup);
    const LookAheadAdvice advice = look_ahead_advice(start, 0, quick(), ChoiceLimits{2, std::nullopt});
    EXPECT_EQ(advice.planned.action, Action::retrieve(Ship::kMercurial));
    EXPECT_NE(advice.planned.reason, policies::ReasonKind::kUnexplained);
    EXPECT_EQ(advice.suggestion().action, advice.planned.action);
    EXPECT_EQ(advice.choices.actions.size(), start.legal_actions().size());
    // The same as the parts it is made of.
    const ChoiceAnalysis choices =
        analyse_choices(start, 0, quick(), ChoiceLimits{2, std::nullopt}, advice.planned.action);
    EXPECT_EQ(advice.suggested, suggested_action(choices, advice.planned.action));
    for (std::size_t i = 0; i < choices.actions.size(); ++i) {
        EXPECT_EQ(advice.choices.actions[i].estimate.wins(), choices.actions[i].estimate.wins());
    }
}

TEST(ChoiceAnalysisTest, TheLookAheadAdviceSinglesOutThePreviewedCardsActions) {
    // The learner looks at Mercurial's H: its navigation and its exchange are singled out, each
    // against the best (the retrieval that wins).
    rules::GameSetup setup = policies::testing::eighth_component_with_quantum_tunnel();
    setup.detection_position = 10;
    const rules::GameState start = policies::testing::start(setup);
    const HandCard h{Ship::kMercurial, rules::EngineCard::kH};
    ASSERT_NE(std::ranges::find(start.hand(Ship::kMercurial), rules::EngineCard::kH),
              start.hand(Ship::kMercurial).end());
    const LookAheadAdvice advice = look_ahead_advice(start, 0, quick(), ChoiceLimits{2, std::nullopt}, h);
    std::vector<Action> previewed;
    for (std::size_t i : advice.previewed) previewed.push_back(advice.choices.actions[i].action);
    EXPECT_EQ(previewed, (std::vector<Action>{Action::navigate(Ship::kMercurial, rules::EngineCard::kH),
                                              Action::exchange(Ship::kMercurial, rules::EngineCard::kH)}));
    EXPECT_EQ(advice.previewed, actions_with_card(advice.choices, h));
    EXPECT_EQ(advice.choices.actions[advice.choices.best].action, Action::retrieve(Ship::kMercurial));
    for (std::size_t i : advice.previewed) {
        EXPECT_LT(advice.choices.actions[i].estimate.probability(),
                  advice.choices.actions[advice.choices.best].estimate.probability());
    }
    // Without a preview nothing is singled out, and the rest of the advice is the same.
    const LookAheadAdvice plain = look_ahead_advice(start, 0, quick(), ChoiceLimits{2, std::nullopt});
    EXPECT_TRUE(plain.previewed.empty());
    EXPECT_EQ(plain.suggested, advice.suggested);
    for (std::size_t i : advice.previewed) {
        EXPECT_GE(advice.choices.actions[i].estimate.playouts(), plain.choices.actions[i].estimate.playouts());
    }
    // Only that ship's card, played or given up from the hand.
    EXPECT_FALSE(uses_card(Action::navigate(Ship::kRubicon, rules::EngineCard::kH), h));
    EXPECT_FALSE(uses_card(Action::navigate(Ship::kMercurial, rules::EngineCard::kX), h));
    EXPECT_FALSE(uses_card(Action::retrieve(Ship::kMercurial), h));
    EXPECT_TRUE(
        uses_card(Action::with_card(rules::ActionType::kDiscardCard, Ship::kMercurial, rules::EngineCard::kH), h));
}

TEST(ChoiceAnalysisTest, SaysWhenADetectionNowLosesTheGame) {
    // The eighth component without Quantum Tunnel at detection position 10: one more step is X, so a
    // ground defense that detects the retrieval (7 faces in 8) loses the game at once.
    rules::GameSetup setup = policies::testing::eighth_component_with_quantum_tunnel();
    policies::testing::set_event_hand(setup, Ship::kMercurial, {});
    setup.detection_position = 10;
    const rules::GameState start = policies::testing::start(setup);
    const ChoiceAnalysis choices =
        analyse_choices(start, 0, quick(), ChoiceLimits{}, Action::retrieve(Ship::kMercurial));
    const ActionValue* retrieve = nullptr;
    for (const ActionValue& v : choices.actions) {
        if (v.action == Action::retrieve(Ship::kMercurial)) retrieve = &v;
    }
    ASSERT_NE(retrieve, nullptr);
    EXPECT_TRUE(retrieve->detection_loses());
    EXPECT_NEAR(retrieve->detection_share(), 7.0 / 8.0, 0.06);
    EXPECT_EQ(*retrieve->win_if_detected(), 0.0);
    EXPECT_EQ(*retrieve->win_if_not_detected(), 1.0);
}

TEST(ChoiceAnalysisTest, ADetectionThatDoesNotEndTheGameHasItsCost) {
    // The same retrieval against rate 6 at position 9: a detection costs, but the game goes on.
    rules::GameSetup setup = policies::testing::eighth_component_with_quantum_tunnel();
    policies::testing::set_event_hand(setup, Ship::kMercurial, {});
    const rules::GameState start = policies::testing::start(setup);
    const ChoiceAnalysis choices =
        analyse_choices(start, 0, quick(), ChoiceLimits{}, Action::retrieve(Ship::kMercurial));
    const ActionValue& retrieve = choices.actions[6];
    ASSERT_EQ(retrieve.action, Action::retrieve(Ship::kMercurial));
    EXPECT_FALSE(retrieve.detection_loses());
    ASSERT_TRUE(retrieve.win_if_detected().has_value());
    EXPECT_GT(*retrieve.win_if_detected(), 0.0);
    EXPECT_LT(*retrieve.win_if_detected(), *retrieve.win_if_not_detected());
    EXPECT_NEAR(retrieve.detection_share(), 6.0 / 8.0, 0.07);
}

}  // namespace
}  // namespace entanglion::analysis
