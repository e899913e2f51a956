#pragma once
/// Why the search chose its action, in the game's terms and with the search's own figures: what the
/// action does for the team (where it takes the ships, the component there, whether it is the last
/// one) and how the futures played out after it went (won of tried, against the next best action).
/// Typed, so each user interface words one whole sentence per kind in its own language (the app and
/// the web page through their translations); describe_search_why() words it in English for the CLI.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "game/board/planet.h"
#include "game/policies/search_policy.h"
#include "game/rules/action.h"
#include "game/rules/cards.h"
#include "game/rules/game_state.h"

namespace entanglion::policies {

/// What the chosen action does, as far as the sentence says it. Each kind says which fields it fills.
enum class SearchWhyKind : std::uint8_t {
    kOnlyChoice,          ///< the one legal action: nothing weighed, no figures
    kReachComponent,      ///< both ships reach `positions.mercurial`, which holds `component`
    kReachLastComponent,  ///< the same, and `component` is the last one not collected
    kMoveTogether,        ///< both ships go to `positions.mercurial` (no component there)
    kMoveApart,           ///< the ships go to `positions.mercurial` and `positions.rubicon` (outside Entanglion)
    kRetrieve,            ///< retrieves `component` at `positions.mercurial`
    kRetrieveLast,        ///< the same, and `component` is the last one
    kBestTried,           ///< any other action: the one whose futures went best
};
inline constexpr int kSearchWhyKindCount = 8;

/// "only_choice", "reach_component", ...: stable ids for JSON (the web binding) and tests.
std::string_view search_why_kind_id(SearchWhyKind kind);

struct SearchWhy {
    SearchWhyKind kind = SearchWhyKind::kBestTried;
    rules::Action action;
    std::optional<ShipPositions> positions;     ///< where the ships go or are
    std::optional<rules::Component> component;  ///< the component reached or retrieved
    int futures = 0;                            ///< the futures (playouts) played out after the chosen action
    int won = 0;                                ///< how many of them the team won
    int option_count = 0;                       ///< the legal actions weighed
    int total_futures = 0;                      ///< every playout of the choice (all actions)
    std::optional<rules::Action> runner_up;     ///< the next most tried action (none for kOnlyChoice)
    int runner_up_futures = 0;
    int runner_up_won = 0;
    friend bool operator==(const SearchWhy&, const SearchWhy&) = default;
};

/// The typed reason of a choice the search made in `before` (the state the choice was made in).
SearchWhy search_why(const rules::GameState& before, const SearchExplanation& explanation);

/// The person-facing search (person_facing_search_options(seed)) asked once in `state`, and why it
/// chose: what the hint and the review's better move ask. Precondition: a player acts in `state`.
SearchWhy person_facing_search_why(const rules::GameState& state, std::uint64_t seed);

/// One English sentence, e.g. "MERCURIAL navigate H: both ships reach OMEGA TWO, where the last
/// component, Quantum Gates, is; 7 of 10 futures won (next best, MERCURIAL exchange H: 5 of 9)".
std::string describe_search_why(const SearchWhy& why);

}  // namespace entanglion::policies
