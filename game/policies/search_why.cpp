// search_why: the search's choice in the game's terms (search_why.h).

#include "game/policies/search_why.h"

namespace entanglion::policies {

using rules::ActionType;
using rules::GameState;

std::string_view search_why_kind_id(SearchWhyKind kind) {
    switch (kind) {
        case SearchWhyKind::kOnlyChoice:
            return "only_choice";
        case SearchWhyKind::kReachComponent:
            return "reach_component";
        case SearchWhyKind::kReachLastComponent:
            return "reach_last_component";
        case SearchWhyKind::kMoveTogether:
            return "move_together";
        case SearchWhyKind::kMoveApart:
            return "move_apart";
        case SearchWhyKind::kRetrieve:
            return "retrieve";
        case SearchWhyKind::kRetrieveLast:
            return "retrieve_last";
        case SearchWhyKind::kBestTried:
            return "best_tried";
    }
    return "best_tried";
}

namespace {

/// Whether the team still needs one component only: the one this action reaches or retrieves.
bool last_one(const GameState& before) { return before.components_collected() == rules::kComponentCount - 1; }

}  // namespace

SearchWhy search_why(const GameState& before, const SearchExplanation& explanation) {
    SearchWhy why;
    why.action = explanation.action;
    why.option_count = static_cast<int>(before.legal_actions().size());
    if (explanation.only_choice) {
        why.kind = SearchWhyKind::kOnlyChoice;
        return why;
    }
    why.futures = explanation.chosen.playouts;
    why.won = explanation.chosen.wins;
    why.total_futures = explanation.playouts;
    if (explanation.runner_up) {
        why.runner_up = explanation.runner_up->action;
        why.runner_up_futures = explanation.runner_up->playouts;
        why.runner_up_won = explanation.runner_up->wins;
    }
    const rules::Action& action = explanation.action;
    if (action.type == ActionType::kNavigate || action.type == ActionType::kMechanicPlay) {
        const std::optional<ShipPositions> to = before.navigation_destination(action.card, action.player);
        if (to && to->in_entanglion()) {
            why.positions = *to;
            why.component = before.component_on(to->mercurial);
            why.kind = !why.component     ? SearchWhyKind::kMoveTogether
                       : last_one(before) ? SearchWhyKind::kReachLastComponent
                                          : SearchWhyKind::kReachComponent;
        } else if (to) {
            why.positions = *to;
            why.kind = SearchWhyKind::kMoveApart;
        }
    } else if (action.type == ActionType::kRetrieve) {
        const Planet planet = before.positions().mercurial;
        why.positions = before.positions();
        why.component = before.component_on(planet);
        if (why.component) why.kind = last_one(before) ? SearchWhyKind::kRetrieveLast : SearchWhyKind::kRetrieve;
    }
    return why;
}

SearchWhy person_facing_search_why(const GameState& state, std::uint64_t seed) {
    SearchPolicy search(person_facing_search_options(seed));
    search.step(state);
    return search_why(state, search.last_explanation());
}

std::string describe_search_why(const SearchWhy& why) {
    const std::string action = rules::action_to_string(why.action);
    const auto planet = [](Planet p) { return std::string(planet_display_name(p)); };
    const auto component = [&] {
        return why.component ? std::string(rules::component_display_name(*why.component)) : "";
    };
    std::string what;
    switch (why.kind) {
        case SearchWhyKind::kOnlyChoice:
            return action + ": the only legal action";
        case SearchWhyKind::kReachComponent:
            what = "both ships reach " + planet(why.positions->mercurial) + ", where " + component() + " is";
            break;
        case SearchWhyKind::kReachLastComponent:
            what = "both ships reach " + planet(why.positions->mercurial) + ", where the last component, " +
                   component() + ", is";
            break;
        case SearchWhyKind::kMoveTogether:
            what = "both ships go to " + planet(why.positions->mercurial);
            break;
        case SearchWhyKind::kMoveApart:
            what = "MERCURIAL goes to " + planet(why.positions->mercurial) + " and RUBICON to " +
                   planet(why.positions->rubicon);
            break;
        case SearchWhyKind::kRetrieve:
            what = "the team retrieves " + component() + " at " + planet(why.positions->mercurial);
            break;
        case SearchWhyKind::kRetrieveLast:
            what = "the team retrieves the last component, " + component() + ", at " + planet(why.positions->mercurial);
            break;
        case SearchWhyKind::kBestTried:
            what = "the best of " + std::to_string(why.option_count) + " legal actions tried";
            break;
    }
    std::string text = action + ": " + what + "; " + std::to_string(why.won) + " of " + std::to_string(why.futures) +
                       (why.futures == 1 ? " future" : " futures") + " won";
    if (why.runner_up) {
        text += " (next best, " + rules::action_to_string(*why.runner_up) + ": " + std::to_string(why.runner_up_won) +
                " of " + std::to_string(why.runner_up_futures) + ")";
    }
    return text;
}

}  // namespace entanglion::policies
