#include "game/policies/explanation.h"

#include <array>

namespace entanglion::policies {

using rules::Action;
using rules::ActionType;

namespace {

constexpr std::array<std::string_view, kReasonKindCount> kReasonIds = {
    "unexplained",
    "random_choice",
    "reach_component",
    "approach_component",
    "hold_position",
    "retrieve",
    "quantum_tunnel_last",
    "quantum_tunnel_saves",
    "roll_defense",
    "keep_roll",
    "reroll",
    "place_ships",
    "keep_card",
    "discard_card",
    "bennett_move",
    "mechanic_play",
    "mechanic_stop",
    "heisenberg",
    "mechanic_event",
    "swap_for_route",
    "exchange_no_route",
    "search_best",
    "only_legal_action",
};

std::string planet_name(Planet planet) { return std::string(planet_display_name(planet)); }

/// "both ships to OMEGA TWO" inside Entanglion, "Mercurial to ZERO, Rubicon to PLUS" elsewhere.
std::string where(const ShipPositions& p) {
    if (p.in_entanglion()) return "both ships to " + planet_name(p.mercurial);
    return "Mercurial to " + planet_name(p.mercurial) + ", Rubicon to " + planet_name(p.rubicon);
}

/// The component aimed at, as printed ("Quantum Gates"), or "the next component" when none is named.
std::string target(const Explanation& e) {
    if (!e.component) return "the next component";
    return std::string(rules::component_display_name(*e.component));
}

std::string turns_text(int turns) { return std::to_string(turns) + (turns == 1 ? " turn" : " turns"); }

std::string reason_text(const Explanation& e) {
    const std::string to = e.positions ? where(*e.positions) : std::string("the ships stay");
    switch (e.reason) {
        case ReasonKind::kUnexplained:
            return "";
        case ReasonKind::kRandomChoice:
            return "random choice among " + std::to_string(e.option_count) + " legal actions";
        case ReasonKind::kReachComponent:
            return to + ", which holds " + target(e);
        case ReasonKind::kApproachComponent:
            return to + ", " + turns_text(e.turns) + " from " + target(e);
        case ReasonKind::kHoldPosition:
            return "no card in hand shortens the way to " + target(e) + " (" + turns_text(e.turns) + ")";
        case ReasonKind::kRetrieve:
            return "takes " + target(e) + (e.positions ? " from " + planet_name(e.positions->mercurial) : "");
        case ReasonKind::kQuantumTunnelLast:
            return target(e) + " is the eighth and last component";
        case ReasonKind::kQuantumTunnelSaves:
            return "a detection now would lose the game";
        case ReasonKind::kRollDefense:
            return "Quantum Tunnel is kept for a check that matters more";
        case ReasonKind::kKeepRoll:
            return std::to_string(e.value) + " does what is needed";
        case ReasonKind::kReroll:
            return std::to_string(e.value) + " is not enough";
        case ReasonKind::kPlaceShips:
            return "the nearest to " + target(e) + " (" + turns_text(e.turns) + ")";
        case ReasonKind::kKeepCard:
            return "the better card for the way to " + target(e);
        case ReasonKind::kDiscardCard:
            return "the least useful card for the way to " + target(e);
        case ReasonKind::kBennettMove:
            return "it is of more use on that ship";
        case ReasonKind::kMechanicPlay:
            return to + " with no orbital defenses";
        case ReasonKind::kMechanicStop:
            return "no drawn card shortens the way to " + target(e);
        case ReasonKind::kHeisenberg:
            return std::to_string(e.value) + " of the 8 die faces land on a planet holding a component";
        case ReasonKind::kMechanicEvent:
            return "up to two moves with no orbital defenses";
        case ReasonKind::kSwapForRoute:
            return "then " + turns_text(e.turns) + " from " + target(e);
        case ReasonKind::kExchangeNoRoute:
            return "no component is within reach of this hand";
        case ReasonKind::kSearchBest:
            return "won " + std::to_string(e.wins) + " of its " + std::to_string(e.playouts) + " playouts (" +
                   std::to_string(e.playouts > 0 ? (100 * e.wins + e.playouts / 2) / e.playouts : 0) +
                   "%), the best of " + std::to_string(e.option_count) + " legal actions";
        case ReasonKind::kOnlyLegalAction:
            return "its only legal action";
    }
    return "";
}

}  // namespace

std::string_view reason_kind_id(ReasonKind kind) { return kReasonIds[static_cast<int>(kind)]; }

std::string describe_action(const Action& a) {
    const auto card = [&](rules::EngineCard c) { return std::string(rules::engine_card_id(c)); };
    const auto component = [&] { return std::string(rules::component_display_name(a.component)); };
    switch (a.type) {
        case ActionType::kNavigate:
            return "plays " + card(a.card);
        case ActionType::kExchange:
            return "exchanges " + card(a.card);
        case ActionType::kRetrieve:
            return "retrieves";
        case ActionType::kPlayEvent:
            return "plays " + std::string(rules::event_card_display_name(a.event));
        case ActionType::kInterconnectSwap:
            return "swaps " + card(a.card) + " for the other ship's " + card(a.other_card);
        case ActionType::kRollDefense:
            return "rolls against the defenses";
        case ActionType::kPlayQuantumTunnel:
            return "plays Quantum Tunnel";
        case ActionType::kKeepRoll:
            return "keeps the roll " + std::to_string(a.value);
        case ActionType::kReroll:
            return "rolls again";
        case ActionType::kPlaceShips:
            return std::string("places Mercurial on ") + (a.mercurial_bit ? "ONE" : "ZERO") + " and Rubicon on " +
                   (a.rubicon_bit ? "ONE" : "ZERO");
        case ActionType::kRollPlacement:
            return "rolls the Centarious die";
        case ActionType::kKeepCard:
            return "keeps " + card(a.card);
        case ActionType::kDiscardCard:
            return "discards " + card(a.card);
        case ActionType::kBennettGive:
            return "gives " + component() + " to the other ship";
        case ActionType::kBennettTake:
            return "takes " + component() + " from the other ship";
        case ActionType::kMechanicPlay:
            return "plays " + card(a.card) + " with The Mechanic";
        case ActionType::kMechanicStop:
            return "stops The Mechanic";
    }
    return "acts";
}

std::string format_explanation(const Explanation& e) {
    std::string text = std::string(ship_display_name(e.action.player)) + " " + describe_action(e.action);
    const std::string reason = reason_text(e);
    if (!reason.empty()) text += ": " + reason;
    if (e.risk_numerator) {
        text += "; detection risk " + std::to_string(*e.risk_numerator) + "/" + std::to_string(e.risk_denominator);
    }
    return text;
}

}  // namespace entanglion::policies
