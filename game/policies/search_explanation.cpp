// describe_search_choice: the search policy's one-sentence reason (search_policy.h).

#include <cmath>
#include <string>

#include "game/policies/search_policy.h"

namespace entanglion::policies {

using rules::Action;
using rules::ActionType;
using rules::GameState;

namespace {

std::string percent(double fraction) { return std::to_string(static_cast<int>(std::lround(fraction * 100))) + "%"; }

std::string card(rules::EngineCard card) { return std::string(rules::engine_card_id(card)); }

/// "orbital", "ground" or "probe": the defense the pending decision faces.
std::string defense(const GameState& before) {
    return std::string(rules::defense_kind_id(before.pending_decision().defense));
}

/// Where a navigation takes the ships, as the player would say it.
std::string destination(const GameState& before, const Action& action) {
    const std::optional<ShipPositions> to = before.navigation_destination(action.card, action.player);
    if (!to) return "no move (it fills an engine control box)";
    if (to->in_entanglion()) {
        std::string text = "both ships to " + std::string(planet_display_name(to->mercurial));
        if (const auto component = before.component_on(to->mercurial)) {
            text += ", which holds " + std::string(rules::component_display_name(*component));
        }
        return text;
    }
    return "MERCURIAL to " + std::string(planet_display_name(to->mercurial)) + ", RUBICON to " +
           std::string(planet_display_name(to->rubicon));
}

/// The action as a phrase after the ship's name: "plays H: both ships to ...", "retrieves ...".
std::string what(const GameState& before, const Action& action) {
    switch (action.type) {
        case ActionType::kNavigate:
            return "plays " + std::string(rules::engine_card_id(action.card)) + ": " + destination(before, action);
        case ActionType::kExchange:
            return "exchanges " + std::string(rules::engine_card_id(action.card));
        case ActionType::kRetrieve: {
            const Planet planet = before.positions().mercurial;
            const auto component = before.component_on(planet);
            return "retrieves " + (component ? std::string(rules::component_display_name(*component)) : "?") + " at " +
                   std::string(planet_display_name(planet));
        }
        case ActionType::kPlayEvent:
            return "plays " + std::string(rules::event_card_display_name(action.event));
        case ActionType::kInterconnectSwap:
            return "swaps " + card(action.card) + " for " + std::string(ship_id(other(action.player))) + "'s " +
                   card(action.other_card);
        case ActionType::kRollDefense:
            return "rolls against the " + defense(before) + " defense";
        case ActionType::kPlayQuantumTunnel:
            return "plays Quantum Tunnel past the " + defense(before) + " defense";
        case ActionType::kKeepRoll:
            return "keeps the roll of " + std::to_string(action.value);
        case ActionType::kReroll:
            return "rolls again (Magnetic Shielding)";
        case ActionType::kPlaceShips:
            return "places MERCURIAL on " + std::string(action.mercurial_bit ? "ONE" : "ZERO") + " and RUBICON on " +
                   (action.rubicon_bit ? "ONE" : "ZERO");
        case ActionType::kRollPlacement:
            return "rolls the Centarious die to place the ships";
        case ActionType::kKeepCard:
            return "keeps " + card(action.card) + " (Quantum Gates)";
        case ActionType::kDiscardCard:
            return "discards " + card(action.card) + " (Dilution Refrigerator)";
        case ActionType::kBennettGive:
            return "gives " + std::string(rules::component_display_name(action.component)) + " to " +
                   std::string(ship_id(other(action.player)));
        case ActionType::kBennettTake:
            return "takes " + std::string(rules::component_display_name(action.component)) + " from " +
                   std::string(ship_id(other(action.player)));
        case ActionType::kMechanicPlay:
            return "plays " + card(action.card) + " with The Mechanic: " + destination(before, action);
        case ActionType::kMechanicStop:
            return "stops The Mechanic";
    }
    return rules::action_to_string(action);
}

/// The runner-up without the ship name: "exchange X" style, from the text form.
std::string short_form(const Action& action) {
    const std::string text = rules::action_to_string(action);
    const std::size_t space = text.find(' ');
    return space == std::string::npos ? text : text.substr(space + 1);
}

}  // namespace

std::string describe_search_choice(const GameState& before, const SearchExplanation& why) {
    std::string text = std::string(ship_id(why.action.player)) + " " + what(before, why.action);
    if (why.only_choice) return text + "; its only legal action";
    text += "; win chance " + percent(why.chosen.win_rate()) + " over " + std::to_string(why.chosen.playouts) + " of " +
            std::to_string(why.playouts) + " playouts";
    if (why.runner_up) {
        text += " (next best: " + short_form(why.runner_up->action) + ", " + percent(why.runner_up->win_rate()) +
                " over " + std::to_string(why.runner_up->playouts) + ")";
    }
    if (why.perfect_information) text += " [perfect information: knows the future draws and dice]";
    return text;
}

}  // namespace entanglion::policies
