// Why the search chose (game/policies/search_why.h): the typed facts in the game's terms, taken from
// the search's own figures, the English sentence the CLI prints, and the one configuration of the
// search a person waits for.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "game/policies/policy_factory.h"
#include "game/policies/search_policy.h"
#include "game/policies/search_why.h"
#include "game/policies/simulation.h"
#include "game/rules/game_state.h"
#include "game/rules/playout.h"
#include "tests/policies/heuristic_positions.h"

namespace entanglion::policies {
namespace {

using namespace entanglion::rules;

GameState started(const GameSetup& setup) {
    std::string error;
    std::optional<GameState> state = GameState::create(setup, &error);
    EXPECT_TRUE(state) << error;
    return *state;
}

SearchOptions why_budget(std::uint64_t seed, int count) {
    SearchOptions options;
    options.seed = seed;
    options.playouts = count;
    return options;
}

TEST(SearchWhyTest, ReachingAComponentIsSaidWithTheSearchsOwnFigures) {
    // Rubicon's H takes both ships to OMEGA TWO, which holds Quantum Gates; Magnetic Shielding lies
    // elsewhere, so it is not the last component.
    const GameState state = started(testing::one_card_to_a_component());
    SearchPolicy search(why_budget(3, 300));
    ASSERT_EQ(search.step(state), Action::navigate(Ship::kRubicon, EngineCard::kH));
    const SearchExplanation& figures = search.last_explanation();
    const SearchWhy why = search_why(state, figures);
    EXPECT_EQ(why.kind, SearchWhyKind::kReachComponent);
    EXPECT_EQ(why.action, figures.action);
    ASSERT_TRUE(why.positions && why.component);
    EXPECT_EQ(why.positions->mercurial, Planet::kOmegaTwo);
    EXPECT_EQ(*why.component, Component::kQuantumGates);
    EXPECT_EQ(why.futures, figures.chosen.playouts);
    EXPECT_EQ(why.won, figures.chosen.wins);
    EXPECT_EQ(why.total_futures, 300);
    EXPECT_EQ(why.option_count, static_cast<int>(state.legal_actions().size()));
    ASSERT_TRUE(figures.runner_up && why.runner_up);
    EXPECT_EQ(*why.runner_up, figures.runner_up->action);
    EXPECT_EQ(why.runner_up_futures, figures.runner_up->playouts);
    EXPECT_EQ(why.runner_up_won, figures.runner_up->wins);
    const std::string sentence = describe_search_why(why);
    const std::string expected =
        "RUBICON navigate H: both ships reach OMEGA TWO, where Quantum Gates is; " + std::to_string(why.won) + " of " +
        std::to_string(why.futures) + " futures won (next best, " + action_to_string(*why.runner_up) + ": " +
        std::to_string(why.runner_up_won) + " of " + std::to_string(why.runner_up_futures) + ")";
    EXPECT_EQ(sentence, expected);
}

TEST(SearchWhyTest, TheLastComponentIsNamedAsTheLast) {
    // Mercurial orbits OMEGA TWO, which holds the eighth component, with Quantum Tunnel in hand.
    const GameState state = started(testing::eighth_component_with_quantum_tunnel());
    SearchPolicy search(why_budget(5, 200));
    ASSERT_EQ(search.step(state), Action::retrieve(Ship::kMercurial));
    const SearchWhy why = search_why(state, search.last_explanation());
    EXPECT_EQ(why.kind, SearchWhyKind::kRetrieveLast);
    ASSERT_TRUE(why.component);
    EXPECT_EQ(*why.component, Component::kQuantumGates);
    EXPECT_EQ(describe_search_why(why).rfind("MERCURIAL retrieve: the team retrieves the last component, Quantum "
                                             "Gates, at OMEGA TWO; ",
                                             0),
              0u)
        << describe_search_why(why);
}

TEST(SearchWhyTest, EveryKindKeepsItsFieldsOverPlayedGames) {
    // Along seeded games, each kind fills what it says and nothing contradicts the state.
    std::set<SearchWhyKind> seen;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Rng chance(seed);
        GameState state = new_sampled_game(2, RulesVariant::kBoard, chance);
        SearchPolicy search(why_budget(seed, 12));
        for (int step = 0; step < 1500 && !state.is_over(); ++step) {
            const Action chosen = search.step(state);
            const SearchWhy why = search_why(state, search.last_explanation());
            seen.insert(why.kind);
            EXPECT_EQ(why.action, chosen);
            EXPECT_LE(why.won, why.futures);
            EXPECT_LE(why.futures, why.total_futures);
            EXPECT_EQ(why.runner_up.has_value(), why.kind != SearchWhyKind::kOnlyChoice);
            switch (why.kind) {
                case SearchWhyKind::kReachComponent:
                case SearchWhyKind::kReachLastComponent:
                    ASSERT_TRUE(why.positions && why.component);
                    EXPECT_TRUE(why.positions->in_entanglion());
                    EXPECT_EQ(state.component_on(why.positions->mercurial), why.component);
                    EXPECT_EQ(why.kind == SearchWhyKind::kReachLastComponent,
                              state.components_collected() == kComponentCount - 1);
                    break;
                case SearchWhyKind::kMoveTogether:
                    ASSERT_TRUE(why.positions);
                    EXPECT_FALSE(state.component_on(why.positions->mercurial).has_value());
                    break;
                case SearchWhyKind::kMoveApart:
                    ASSERT_TRUE(why.positions);
                    EXPECT_FALSE(why.positions->in_entanglion());
                    break;
                case SearchWhyKind::kRetrieve:
                case SearchWhyKind::kRetrieveLast:
                    ASSERT_TRUE(why.component);
                    EXPECT_EQ(chosen.type, ActionType::kRetrieve);
                    break;
                case SearchWhyKind::kOnlyChoice:
                    EXPECT_EQ(state.legal_actions().size(), 1u);
                    break;
                case SearchWhyKind::kBestTried:
                    break;
            }
            EXPECT_EQ(describe_search_why(why).rfind(action_to_string(chosen) + ": ", 0), 0u);
            apply_sampled(state, chosen, chance);
        }
    }
    // The games meet the common kinds (the rarer ones have their own positions above).
    EXPECT_TRUE(seen.contains(SearchWhyKind::kReachComponent));
    EXPECT_TRUE(seen.contains(SearchWhyKind::kMoveTogether));
    EXPECT_TRUE(seen.contains(SearchWhyKind::kBestTried));
}

TEST(SearchWhyTest, KindIdsAreDistinct) {
    std::set<std::string_view> ids;
    for (int k = 0; k < kSearchWhyKindCount; ++k) ids.insert(search_why_kind_id(static_cast<SearchWhyKind>(k)));
    EXPECT_EQ(ids.size(), static_cast<std::size_t>(kSearchWhyKindCount));
}

TEST(PersonFacingSearchTest, OneConfigurationForEveryoneWhoAsks) {
    // A fixed number of playouts (reproducible everywhere), no clock, the heuristic blueprint.
    const SearchOptions options = person_facing_search_options(17);
    EXPECT_EQ(options.seed, 17u);
    EXPECT_EQ(options.playouts, kPersonFacingPlayouts);
    EXPECT_EQ(options.budget_ms, 0);
    ASSERT_TRUE(options.rollout);
    // The factory's "search" with the person-facing settings is the same search: the same choices
    // and figures as SearchPolicy(person_facing_search_options()) and person_facing_search_why().
    EXPECT_EQ(person_facing_policy_name(), "search");
    const GameState state = started(testing::one_card_to_a_component());
    const auto made = make_policy(person_facing_policy_name(), person_facing_settings(17));
    const auto* search = dynamic_cast<const SearchPolicy*>(made.get());
    ASSERT_NE(search, nullptr);
    EXPECT_EQ(search->options().playouts, kPersonFacingPlayouts);
    EXPECT_EQ(search->options().budget_ms, 0);
    EXPECT_EQ(search->options().exploration, options.exploration);
    EXPECT_EQ(search->options().prior_bonus, options.prior_bonus);
    EXPECT_EQ(search->options().deviation_z, options.deviation_z);
    EXPECT_EQ(search->options().max_rollout_actions, options.max_rollout_actions);
    made->step(state);
    const SearchWhy asked = person_facing_search_why(state, 17);
    EXPECT_EQ(search_why(state, search->last_explanation()), asked);
    EXPECT_EQ(asked.total_futures, kPersonFacingPlayouts);
}

}  // namespace
}  // namespace entanglion::policies
