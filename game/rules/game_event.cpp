#include "game/rules/game_event.h"

#include <array>
#include <variant>

#include "util/overloaded.h"

namespace entanglion::rules {
namespace {

std::string positions_text(const ShipPositions& p) {
    if (p.in_entanglion()) return std::string(planet_display_name(p.mercurial));
    return std::string(planet_display_name(p.mercurial)) + " (Mercurial), " +
           std::string(planet_display_name(p.rubicon)) + " (Rubicon)";
}

std::string purpose_text(RollPurpose purpose) {
    switch (purpose) {
        case RollPurpose::kOrbitalDefense:
            return "orbital defenses";
        case RollPurpose::kGroundDefense:
            return "ground defenses";
        case RollPurpose::kProbe:
            return "PROBE";
        case RollPurpose::kHeisenberg:
            return "Heisenberg";
        case RollPurpose::kSpookyAction:
            return "Spooky Action";
        case RollPurpose::kFirstPlayer:
            return "first player";
        case RollPurpose::kPlacement:
            return "ship placement";
    }
    return "?";
}

std::string defense_text(DefenseKind defense) {
    switch (defense) {
        case DefenseKind::kOrbital:
            return "orbital defenses";
        case DefenseKind::kGround:
            return "ground defenses";
        case DefenseKind::kProbe:
            return "the PROBE";
    }
    return "?";
}

/// A defense result with what made it: "rolled 2, -1 Control Infrastructure = 1"; a bare roll is
/// just "rolled 4".
std::string roll_text(const event::DefenseCheck& check) {
    std::string text = "rolled " + std::to_string(check.roll);
    for (int i = 0; i < check.modifier_count; ++i) {
        const RollModifier& m = check.modifiers[static_cast<std::size_t>(i)];
        text += std::string(", ") + (m.delta > 0 ? "+" : "") + std::to_string(m.delta) + " " +
                std::string(component_display_name(m.source));
    }
    if (check.modifier_count > 0) text += " = " + std::to_string(check.result);
    return text;
}

}  // namespace

std::string_view decision_kind_id(DecisionKind kind) {
    static constexpr std::array<std::string_view, 8> kIds = {
        "none",    "defense", "magnetic_shielding", "physical_qubits", "quantum_gates", "dilution_refrigerator",
        "bennett", "mechanic"};
    return kIds[static_cast<int>(kind)];
}

std::string_view defense_kind_id(DefenseKind kind) {
    static constexpr std::array<std::string_view, 3> kIds = {"orbital", "ground", "probe"};
    return kIds[static_cast<int>(kind)];
}

std::string_view roll_purpose_id(RollPurpose purpose) {
    static constexpr std::array<std::string_view, 7> kIds = {
        "orbital_defense", "ground_defense", "probe", "heisenberg", "spooky_action", "first_player", "placement"};
    return kIds[static_cast<int>(purpose)];
}

std::string_view game_event_type_id(GameEventType type) {
    static constexpr std::array<std::string_view, 29> kIds = {"setup_first_player",
                                                              "turn_started",
                                                              "card_played",
                                                              "ships_moved",
                                                              "quantum_note",
                                                              "die_rolled",
                                                              "defense_evaded",
                                                              "defense_bypassed",
                                                              "detected",
                                                              "detection_changed",
                                                              "component_retrieved",
                                                              "component_moved",
                                                              "engine_card_drawn",
                                                              "engine_card_discarded",
                                                              "cards_swapped",
                                                              "engine_stack_reshuffled",
                                                              "engine_control_full",
                                                              "engine_control_cleared",
                                                              "quantum_event",
                                                              "event_card_drawn",
                                                              "event_card_kept",
                                                              "event_card_played",
                                                              "event_deck_rebuilt",
                                                              "measured",
                                                              "game_won",
                                                              "game_lost",
                                                              "action_taken_back",
                                                              "engine_card_put_back",
                                                              "event_card_put_back"};
    return kIds[static_cast<int>(type)];
}

std::string describe_event(const GameEvent& e) {
    const std::string who(ship_display_name(e.player));
    return std::visit(
        Overloaded{
            [&](const event::SetupFirstPlayer&) { return who + " goes first"; },
            [&](const event::TurnStarted& p) { return "Turn " + std::to_string(p.turn) + ": " + who; },
            [&](const event::CardPlayed& p) {
                return who + " played " + std::string(engine_card_id(p.card)) +
                       (p.box != event::CardPlayed::kNoBox
                            ? " into engine control box " + std::to_string(p.box + 1)
                            : " (engine control already full: straight to the discard pile)");
            },
            [&](const event::ShipsMoved& p) {
                return "Ships moved: " + positions_text(p.from) + " -> " + positions_text(p.to);
            },
            [&](const event::QuantumNote& p) {
                return "Quantum note: " + std::string(engine_card_id(p.card)) + " for " + who +
                       " takes the state from " + positions_text(p.from) + " to " + positions_text(p.to) +
                       (p.printed ? "; the board prints a path to " + positions_text(p.printed_to) + " instead"
                                  : "; the board prints no such path") +
                       ", so the board decides and the ships " + (p.printed ? "follow the printed path" : "stay");
            },
            [&](const event::DieRolled& p) {
                return who + (p.reroll ? " re-rolled (Magnetic Shielding) the " : " rolled the ") +
                       (p.die == Die::kCentarious ? "Centarious die: " : "Entanglion die: ") + std::to_string(p.face) +
                       " (" + purpose_text(p.purpose) + ")";
            },
            [&](const event::DefenseEvaded& p) {
                return who + " evaded " + defense_text(p.defense) + ": " + roll_text(p) + ", " +
                       (p.defense == DefenseKind::kProbe ? "is at least 4" : "beats rate " + std::to_string(p.rate));
            },
            [&](const event::DefenseBypassed& p) {
                return who + " bypassed " + defense_text(p.defense) + " (" +
                       (p.by == BypassBy::kComponent ? std::string(component_display_name(p.component))
                                                     : std::string(event_card_display_name(p.event_card))) +
                       ")";
            },
            [&](const event::Detected& p) {
                return who + " was detected by " + defense_text(p.defense) + ": " + roll_text(p) + ", " +
                       (p.defense == DefenseKind::kProbe ? "is below 4"
                                                         : "does not beat rate " + std::to_string(p.rate));
            },
            [&](const event::DetectionChanged& p) {
                return "Detection rate: position " + std::to_string(p.from + 1) + " (" +
                       std::string(detection_label(p.from)) + ") -> position " + std::to_string(p.to + 1) + " (" +
                       std::string(detection_label(p.to)) + ")";
            },
            [&](const event::ComponentRetrieved& p) {
                return who + " retrieved " + std::string(component_display_name(p.component)) + " from " +
                       std::string(planet_display_name(p.planet));
            },
            [&](const event::ComponentMoved& p) {
                return std::string(component_display_name(p.component)) + " moved to " +
                       (p.to == ComponentDestination::kShip ? who + "'s ship"
                                                            : std::string(planet_display_name(p.planet)));
            },
            [&](const event::EngineCardDrawn& p) { return who + " drew " + std::string(engine_card_id(p.card)); },
            [&](const event::EngineCardDiscarded& p) {
                return who + " discarded " + std::string(engine_card_id(p.card));
            },
            [&](const event::CardsSwapped& p) {
                return who + " swapped " + std::string(engine_card_id(p.gave)) + " for the other player's " +
                       std::string(engine_card_id(p.took)) + " (Qubit Interconnect)";
            },
            [&](const event::EngineStackReshuffled& p) {
                return "The engine discard pile (" + std::to_string(p.cards) + " cards) was shuffled into a new stack";
            },
            [&](const event::EngineControlFull&) {
                return std::string("All six engine control boxes are full: a quantum event at the end of the turn");
            },
            [&](const event::EngineControlCleared& p) {
                return "Engine control cleared (" + std::to_string(p.cards) + " cards to the discard pile)";
            },
            [&](const event::QuantumEvent& p) {
                return std::string("Quantum event (") +
                       (p.cause == QuantumEventCause::kEngineControlFull ? "engine control full" : "detected") + ")";
            },
            [&](const event::EventCardDrawn& p) {
                return who + " drew the event card " + std::string(event_card_display_name(p.card));
            },
            [&](const event::EventCardKept& p) {
                return who + " keeps " + std::string(event_card_display_name(p.card)) + " for a later turn";
            },
            [&](const event::EventCardPlayed& p) {
                return who + " played " + std::string(event_card_display_name(p.card));
            },
            [&](const event::EventDeckRebuilt& p) {
                return "The event deck was rebuilt (" + std::to_string(p.cards) + " cards)";
            },
            [&](const event::Measured& p) {
                return "Measurement: Mercurial " + std::to_string(p.mercurial_bit) + ", Rubicon " +
                       std::to_string(p.rubicon_bit);
            },
            [&](const event::GameWon&) { return std::string("All eight components collected: the game is won"); },
            [&](const event::GameLost&) { return std::string("The detection rate reached X: the game is lost"); },
            [&](const event::ActionTakenBack& p) {
                return who + " took back an action: " + action_to_string(p.action);
            },
            [&](const event::EngineCardPutBack& p) {
                return "The drawn card " + std::string(engine_card_id(p.card)) +
                       " goes back on top of the engine stack, known to both players";
            },
            [&](const event::EventCardPutBack& p) {
                return "The drawn event card " + std::string(event_card_display_name(p.card)) +
                       " goes back on top of the event deck, known to both players";
            },
        },
        e.payload);
}

}  // namespace entanglion::rules
