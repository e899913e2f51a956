// The search policy (game/policies/search_policy.h): legal choices, reproducibility, the one clearly
// right move, more budget playing better, and the hidden order it must not read. Budgets are small
// so the whole file runs in seconds.

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "game/policies/greedy_rollout_policy.h"
#include "game/policies/heuristic_policy.h"
#include "game/policies/random_policy.h"
#include "game/policies/search_policy.h"
#include "game/policies/simulation.h"
#include "game/rules/chance_sampler.h"
#include "game/rules/game_state.h"
#include "tests/rules/scenario.h"

namespace entanglion::policies {
namespace {

using namespace entanglion::rules;
using rules::testing::give;
using rules::testing::make_setup;
using rules::testing::place;

SearchOptions small_budget(std::uint64_t seed, int playouts) {
    SearchOptions options;
    options.seed = seed;
    options.playouts = playouts;
    return options;
}

/// Seven components on the ships and the last, Quantum Gates, on OMEGA TWO; detection at position 6
/// (value 4). Mercurial to play at PHI PLUS: Mercurial's H takes both ships to OMEGA TWO, X goes to
/// PSI PLUS (nothing there) and CNOT leaves Entanglion. Rubicon holds Dilution Refrigerator (so two
/// cards, neither an H) and Qubit Interconnect (so Mercurial is offered no swap). `stack_top`
/// orders the top of the engine stack.
GameSetup last_component_setup(std::vector<EngineCard> stack_top = {}) {
    GameSetup setup =
        make_setup({EngineCard::kH, EngineCard::kX, EngineCard::kCNOT}, {EngineCard::kX, EngineCard::kCNOT},
                   std::move(stack_top), ShipPositions{Planet::kPhiPlus, Planet::kPhiPlus});
    place(setup, Component::kQuantumGates, Planet::kOmegaTwo);
    for (Component c :
         {Component::kPhysicalQubits, Component::kQuantumProgramming, Component::kQuantumErrorCorrection}) {
        give(setup, c, Ship::kMercurial);
    }
    for (Component c : {Component::kQubitInterconnect, Component::kDilutionRefrigerator,
                        Component::kControlInfrastructure, Component::kMagneticShielding}) {
        give(setup, c, Ship::kRubicon);
    }
    setup.detection_position = 6;
    return setup;
}

GameState start(GameSetup setup) {
    rules::testing::complete_setup(setup);
    std::string error;
    std::optional<GameState> state = GameState::create(setup, &error);
    EXPECT_TRUE(state) << error;
    return *state;
}

GameState last_component_position(std::vector<EngineCard> stack_top = {}) {
    return start(last_component_setup(std::move(stack_top)));
}

TEST(SearchPolicyTest, ChoosesOnlyLegalActionsInEveryVariantAndDifficulty) {
    // Whole games of both variants at difficulties 1-3 with a tiny budget: every choice is a legal
    // action of the acting player, its explanation names that player, and the invariants hold.
    int choices = 0;
    for (int difficulty = 1; difficulty <= 3; ++difficulty) {
        for (RulesVariant variant : {RulesVariant::kBoard, RulesVariant::kQuantum}) {
            const std::uint64_t seed =
                900 + 10 * static_cast<std::uint64_t>(difficulty) + static_cast<std::uint64_t>(variant);
            Rng chance(seed);
            GameState state = new_sampled_game(difficulty, variant, chance);
            SearchPolicy policy(small_budget(seed, 6));
            for (int actions = 0; !state.is_over() && actions < 1500; ++actions) {
                const GameState before = state;
                const Action chosen = policy.step(before);
                ASSERT_TRUE(state.is_legal(chosen, static_cast<std::string*>(nullptr)))
                    << "seed " << seed << ": " << action_to_string(chosen);
                ASSERT_EQ(chosen.player, state.acting_player());
                const std::string why = describe_search_choice(before, policy.last_explanation());
                ASSERT_EQ(why.rfind(std::string(ship_id(chosen.player)) + " ", 0), 0u) << why;
                apply_sampled(state, chosen, chance);
                ASSERT_EQ(state.check_invariants(), "") << "seed " << seed;
                ++choices;
            }
            EXPECT_TRUE(state.is_over()) << "seed " << seed;
        }
    }
    EXPECT_GT(choices, 200);  // six whole games
}

TEST(SearchPolicyTest, SameSeedAndBudgetSameChoices) {
    auto play_game = [](std::uint64_t policy_seed, std::vector<std::string>* reasons) {
        Rng chance(77);
        GameState state = new_sampled_game(2, RulesVariant::kBoard, chance);
        SearchPolicy policy(small_budget(policy_seed, 24));
        while (!state.is_over()) {
            const GameState before = state;
            play_step(state, policy, chance);
            reasons->push_back(describe_search_choice(before, policy.last_explanation()));
        }
        return state;
    };
    std::vector<std::string> first, second, other;
    const GameState a = play_game(5, &first);
    const GameState b = play_game(5, &second);
    EXPECT_TRUE(a == b);
    EXPECT_EQ(first, second);  // the same actions with the same playout counts and win rates
    play_game(6, &other);
    EXPECT_NE(first, other);
}

TEST(SearchPolicyTest, PlaysTheCardThatTakesBothShipsToTheLastComponent) {
    // Mercurial holds the last H that is not face up in the discard pile, and it reaches OMEGA TWO:
    // playing it beats exchanging it away, which leaves only longer routes with more orbital checks
    // at detection value 4. (With a full hand, or H cards still in the stack, delaying H by a round
    // costs so little that small budgets cannot tell the moves apart: 77% against 76%.)
    GameSetup setup = last_component_setup();
    setup.hands[static_cast<int>(Ship::kMercurial)] = {EngineCard::kH};
    setup.engine_discard.assign(7, EngineCard::kH);
    const GameState state = start(setup);
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        SearchPolicy policy(small_budget(seed, 600));
        const Action chosen = policy.step(state);
        EXPECT_EQ(chosen, Action::navigate(Ship::kMercurial, EngineCard::kH)) << action_to_string(chosen);
        const SearchExplanation& why = policy.last_explanation();
        EXPECT_EQ(why.playouts, 600);
        ASSERT_TRUE(why.runner_up);
        const std::string text = describe_search_choice(state, why);
        EXPECT_EQ(text.rfind("MERCURIAL plays H: both ships to OMEGA TWO, which holds Quantum Gates; win chance ", 0),
                  0u)
            << text;
        EXPECT_NE(text.find(" of 600 playouts (next best: exchange H, "), std::string::npos) << text;
    }
}

TEST(SearchPolicyTest, RetrievesTheLastComponentWithQuantumTunnelInHand) {
    // Both ships orbit OMEGA TWO, which holds the last component; one more detection loses (position
    // 10), and Rubicon, to play, holds Quantum Tunnel: retrieving and tunnelling past the ground
    // defense wins for sure, anything else at best delays it.
    GameSetup setup = last_component_setup();
    setup.ships = ShipPositions{Planet::kOmegaTwo, Planet::kOmegaTwo};
    setup.detection_position = 10;
    setup.first_player = Ship::kRubicon;
    setup.event_hands[static_cast<int>(Ship::kRubicon)] = {EventCard::kQuantumTunnel};
    GameState state = start(setup);
    SearchPolicy policy(small_budget(4, 200));
    ASSERT_EQ(policy.step(state), Action::retrieve(Ship::kRubicon));
    // The rollouts (the heuristic) tunnel past the ground defense of the last component: every
    // playout of the retrieval is won. A move that only delays it (a Qubit Interconnect swap, with
    // the retrieval next) can win as surely, never more.
    const SearchExplanation& why = policy.last_explanation();
    EXPECT_EQ(why.chosen.win_rate(), 1.0) << describe_search_choice(state, why);
    ASSERT_TRUE(why.runner_up);
    EXPECT_LE(why.runner_up->win_rate(), why.chosen.win_rate()) << describe_search_choice(state, why);
    EXPECT_EQ(describe_search_choice(state, why).rfind("RUBICON retrieves Quantum Gates at OMEGA TWO; win chance ", 0),
              0u)
        << describe_search_choice(state, why);
    ASSERT_TRUE(state.apply_until_chance(Action::retrieve(Ship::kRubicon)));
    EXPECT_EQ(policy.step(state), Action::play_quantum_tunnel(Ship::kRubicon));
    const std::string tunnel = describe_search_choice(state, policy.last_explanation());
    EXPECT_EQ(tunnel.rfind("RUBICON plays Quantum Tunnel past the ground defense; win chance 100% over ", 0), 0u)
        << tunnel;
}

TEST(SearchPolicyTest, OnlyLegalActionNeedsNoPlayouts) {
    // Rubicon holds Quantum Gates (instead of Magnetic Shielding, which goes to OMEGA TWO) and
    // exchanges with two X on top of the stack: keep_card X is the only answer.
    GameSetup setup = last_component_setup({EngineCard::kX, EngineCard::kX});
    for (auto& c : setup.ship_components[static_cast<int>(Ship::kRubicon)]) {
        if (c == Component::kMagneticShielding) c = Component::kQuantumGates;
    }
    for (auto& c : setup.planet_components) {
        if (c == Component::kQuantumGates) c = Component::kMagneticShielding;
    }
    setup.first_player = Ship::kRubicon;
    GameState state = start(setup);
    ASSERT_TRUE(state.apply_until_chance(Action::exchange(Ship::kRubicon, EngineCard::kCNOT)));
    for (int draw = 0; draw < 2; ++draw)
        ASSERT_TRUE(state.apply_chance_outcome(ChanceOutcome::engine_draw(EngineCard::kX)));
    ASSERT_EQ(state.legal_actions().size(), 1u);
    SearchPolicy policy(small_budget(1, 50));
    EXPECT_EQ(policy.step(state), Action::keep_card(Ship::kRubicon, EngineCard::kX));
    EXPECT_TRUE(policy.last_explanation().only_choice);
    EXPECT_EQ(policy.last_explanation().playouts, 0);
    EXPECT_NE(describe_search_choice(state, policy.last_explanation()).find("its only legal action"),
              std::string::npos);
}

/// Wins of `games` seeded games at `difficulty` for a search with `playouts` per choice over the
/// greedy rollouts.
int wins_with_budget(int playouts, int difficulty, int games) {
    int won = 0;
    for (int g = 0; g < games; ++g) {
        Rng chance(derived_seed(31, static_cast<std::uint64_t>(g)));
        GameState state = new_sampled_game(difficulty, RulesVariant::kBoard, chance);
        SearchOptions options = small_budget(derived_seed(32, static_cast<std::uint64_t>(g)), playouts);
        options.rollout = greedy_rollouts();  // the cheap rollouts: this is about the budget, not the blueprint
        SearchPolicy policy(options);
        while (!state.is_over()) play_step(state, policy, chance);
        won += state.status() == GameStatus::kWon ? 1 : 0;
    }
    return won;
}

TEST(SearchPolicyTest, MoreBudgetWinsAtLeastAsOften) {
    // Seeded, so deterministic. The bound is generous: 24 other games at difficulty 1 gave 2 wins
    // with 2 playouts and 19 with 64 (docs/balance.md has the larger runs).
    const int tiny = wins_with_budget(2, 1, 24);
    const int larger = wins_with_budget(64, 1, 24);
    EXPECT_GE(larger, tiny + 5) << "2 playouts: " << tiny << " wins, 64 playouts: " << larger;
}

TEST(SearchPolicyTest, TimeBudgetStopsOnTheClock) {
    // No playout limit, 20 ms per choice: the search stops by itself with some playouts done.
    const GameState state = last_component_position();
    SearchPolicy policy(9, /*playouts=*/0, /*budget_ms=*/20);
    const Action chosen = policy.step(state);
    EXPECT_TRUE(state.is_legal(chosen, static_cast<std::string*>(nullptr)));
    EXPECT_GE(policy.last_explanation().playouts, 3);
}

TEST(SearchPolicyTest, DoesNotSeeTheGamesFuture) {
    // The search only looks at the state, whose face-down piles are counts: the same position gets
    // exactly the same search (the same counts and wins for every reported action) whatever the
    // game's future, and no perfect information.
    const GameState state = last_component_position();
    SearchPolicy first(small_budget(12, 120)), second(small_budget(12, 120));
    first.step(state);
    second.step(state);
    EXPECT_EQ(describe_search_choice(state, first.last_explanation()),
              describe_search_choice(state, second.last_explanation()));
    EXPECT_FALSE(first.last_explanation().perfect_information);
}

TEST(SearchPolicyTest, TwoGamesThatDifferOnlyInTheirFutureGetTheSameFirstMove) {
    // Two deals alike in everything the players see (hands, positions, components, how many cards
    // of each kind lie face down, PROBE at the bottom of the stack) whose engine stacks are in other
    // orders: each navigation card changes place with the next one of another kind. Their futures
    // differ; their first searches must not.
    GameSetup deal_a = last_component_setup();
    rules::testing::complete_setup(deal_a);
    GameSetup deal_b = deal_a;
    std::vector<EngineCard>& stack = deal_b.engine_stack;
    for (std::size_t i = 0; i + 1 < stack.size(); i += 2) {
        if (stack[i] != EngineCard::kPROBE && stack[i + 1] != EngineCard::kPROBE) std::swap(stack[i], stack[i + 1]);
    }
    ASSERT_NE(deal_a.engine_stack, deal_b.engine_stack);
    std::string error;
    std::optional<GameState> game_a = GameState::create(deal_a, &error);
    std::optional<GameState> game_b = GameState::create(deal_b, &error);
    ASSERT_TRUE(game_a && game_b) << error;
    ASSERT_TRUE(*game_a == *game_b);  // what the players know is the same
    SearchPolicy search_a(small_budget(12, 120)), search_b(small_budget(12, 120));
    const GameState before = *game_a;
    const Action first_a = search_a.step(*game_a);
    const Action first_b = search_b.step(*game_b);
    EXPECT_EQ(first_a, first_b) << action_to_string(first_a) << " / " << action_to_string(first_b);
    EXPECT_EQ(describe_search_choice(before, search_a.last_explanation()),
              describe_search_choice(*game_b, search_b.last_explanation()));
    EXPECT_FALSE(search_a.last_explanation().perfect_information);
}

/// Wins over `games` seeded deals at `difficulty` for `policy_of(game)` (a fresh policy per game).
template <typename MakePolicy>
int wins_on_deals(int difficulty, int games, MakePolicy policy_of) {
    int won = 0;
    for (int g = 0; g < games; ++g) {
        Rng chance(derived_seed(51, static_cast<std::uint64_t>(g)));
        GameState state = new_sampled_game(difficulty, RulesVariant::kBoard, chance);
        auto policy = policy_of(derived_seed(52, static_cast<std::uint64_t>(g)));
        while (!state.is_over()) play_step(state, *policy, chance);
        won += state.status() == GameStatus::kWon ? 1 : 0;
    }
    return won;
}

TEST(SearchPolicyTest, NeverWorseThanItsBlueprint) {
    // The search's rollouts play the heuristic policy for both ships (its blueprint), and its choice
    // keeps the blueprint's unless the playouts went better: on the same deals it must not win
    // clearly fewer games than the blueprint alone. Small budgets gain little (16 playouts a choice at
    // difficulty 2: 53.5% won over 200 games against the heuristic's 47.1% over 2,000, seed 7), so
    // the check is one-sided at 95%: it fails when the search's win rate lies below the
    // blueprint's by more than 1.645 standard errors of the difference (about 12 points on 100
    // games). These 100 deals gave the search 52 wins (Wilson 95%: 42.3-61.5%) and the blueprint
    // 50 (40.4-59.6%).
    constexpr int kDifficulty = 2, kGames = 100, kPlayouts = 16;
    const int blueprint =
        wins_on_deals(kDifficulty, kGames, [](std::uint64_t seed) { return std::make_unique<HeuristicPolicy>(seed); });
    const int search = wins_on_deals(kDifficulty, kGames, [](std::uint64_t seed) {
        return std::make_unique<SearchPolicy>(small_budget(seed, kPlayouts));
    });
    const double p_search = static_cast<double>(search) / kGames, p_blueprint = static_cast<double>(blueprint) / kGames;
    const double standard_error = std::sqrt((p_search * (1 - p_search) + p_blueprint * (1 - p_blueprint)) / kGames);
    EXPECT_GE(p_search - p_blueprint, -1.645 * standard_error)
        << "search " << search << " of " << kGames << " won, its blueprint " << blueprint;
    RecordProperty("search_wins", search);
    RecordProperty("blueprint_wins", blueprint);
    EXPECT_GT(blueprint, 0);  // the deals are winnable, so the comparison says something
}

TEST(OracleSearchTest, SeesTheRealFutureItIsGiven) {
    // The balance study's clairvoyant search: given the game's generator it plays every playout on
    // the draws and dice the game will get, so the same position with two futures gets different
    // playout results, and says it knew.
    const GameState state = last_component_position();
    OracleSearch first(small_budget(12, 120)), second(small_budget(12, 120));
    const Rng future_a(3), future_b(4);
    first.step(state, future_a);
    second.step(state, future_b);
    const std::string why_a = describe_search_choice(state, first.last_explanation());
    EXPECT_NE(why_a, describe_search_choice(state, second.last_explanation()));
    EXPECT_NE(why_a.find("[perfect information"), std::string::npos) << why_a;
}

TEST(GreedyRolloutPolicyTest, WinsFarMoreOftenThanRandomAtDifficultyOne) {
    // The rollout rule is what makes a small search budget useful: over 2,000 games at difficulty 1
    // it won 57% against 0.05% for random. A generous bound on 200 games.
    int greedy_wins = 0, random_wins = 0;
    for (std::uint64_t g = 0; g < 200; ++g) {
        for (int which = 0; which < 2; ++which) {
            Rng chance(derived_seed(41, g));
            GameState state = new_sampled_game(1, RulesVariant::kBoard, chance);
            GreedyRolloutPolicy greedy(g);
            RandomPolicy random(g);
            Policy& policy = which == 0 ? static_cast<Policy&>(greedy) : random;
            while (!state.is_over()) play_step(state, policy, chance);
            (which == 0 ? greedy_wins : random_wins) += state.status() == GameStatus::kWon ? 1 : 0;
        }
    }
    EXPECT_GE(greedy_wins, 70);
    EXPECT_LE(random_wins, 5);
}

}  // namespace
}  // namespace entanglion::policies

namespace entanglion::policies {
namespace {

TEST(SearchPolicyTest, ExplainsItsChoiceAsTypedDataLikeEveryPolicy) {
    const GameState state = last_component_position();
    SearchPolicy explaining(small_budget(5, 80)), choosing(small_budget(5, 80));
    const Explanation e = explaining.explain(state);
    EXPECT_EQ(e.action, choosing.step(state));  // the same numbers drawn as step()
    EXPECT_EQ(e.reason, ReasonKind::kSearchBest);
    EXPECT_EQ(e.option_count, static_cast<int>(state.legal_actions().size()));
    EXPECT_EQ(e.playouts, explaining.last_explanation().chosen.playouts);
    EXPECT_EQ(e.wins, explaining.last_explanation().chosen.wins);
    EXPECT_GT(e.playouts, 0);
    const std::string text = format_explanation(e);
    EXPECT_NE(text.find("won " + std::to_string(e.wins) + " of its " + std::to_string(e.playouts) + " playouts"),
              std::string::npos)
        << text;
    EXPECT_EQ(text.rfind(std::string(ship_display_name(e.action.player)), 0), 0u) << text;
}

}  // namespace
}  // namespace entanglion::policies
