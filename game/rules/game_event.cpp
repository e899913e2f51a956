#include "game/rules/game_event.h"

#include <array>

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
/// just "rolled 4". (Events built without a roll, as in older tests, show the result alone.)
/// Between the roll and the verdict: ", " after "rolled ...", a space after a bare result.
std::string sep(const GameEvent& e) { return e.roll == 0 ? " " : ", "; }

std::string roll_text(const GameEvent& e) {
    if (e.roll == 0) return std::to_string(e.value);
    std::string text = "rolled " + std::to_string(e.roll);
    for (int i = 0; i < e.modifier_count; ++i) {
        const RollModifier& m = e.modifiers[static_cast<std::size_t>(i)];
        text += std::string(", ") + (m.delta > 0 ? "+" : "") + std::to_string(m.delta) + " " +
                std::string(component_display_name(m.source));
    }
    if (e.modifier_count > 0) text += " = " + std::to_string(e.value);
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
    static constexpr std::array<std::string_view, 26> kIds = {"setup_first_player",
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
                                                              "game_lost"};
    return kIds[static_cast<int>(type)];
}

std::string describe_event(const GameEvent& e) {
    const std::string who(ship_display_name(e.player));
    switch (e.type) {
        case GameEventType::kSetupFirstPlayer:
            return who + " goes first";
        case GameEventType::kTurnStarted:
            return "Turn " + std::to_string(e.value) + ": " + who;
        case GameEventType::kCardPlayed:
            return who + " played " + std::string(engine_card_id(e.engine_card)) +
                   (e.value >= 0 ? " into engine control box " + std::to_string(e.value + 1)
                                 : " (engine control already full: straight to the discard pile)");
        case GameEventType::kShipsMoved:
            return "Ships moved: " + positions_text(e.from) + " -> " + positions_text(e.to);
        case GameEventType::kQuantumNote:
            return "Quantum note: " + std::string(engine_card_id(e.engine_card)) + " for " + who +
                   " takes the state from " + positions_text(e.from) + " to " + positions_text(e.to) +
                   (e.value ? "; the board prints a path to " + positions_text(e.printed_to) + " instead"
                            : "; the board prints no such path") +
                   ", so the board decides and the ships " + (e.value ? "follow the printed path" : "stay");
        case GameEventType::kDieRolled: {
            std::string text = who + (e.reroll ? " re-rolled (Magnetic Shielding) the " : " rolled the ") +
                               (e.die == 2 ? "Centarious die: " : "Entanglion die: ") + std::to_string(e.value);
            return text + " (" + purpose_text(e.purpose) + ")";
        }
        case GameEventType::kDefenseEvaded:
            return who + " evaded " + defense_text(e.defense) + ": " + roll_text(e) + sep(e) +
                   (e.defense == DefenseKind::kProbe ? "is at least 4" : "beats rate " + std::to_string(e.value2));
        case GameEventType::kDefenseBypassed:
            return who + " bypassed " + defense_text(e.defense) + " (" +
                   (e.value == 1 ? std::string(component_display_name(e.component))
                                 : std::string(event_card_display_name(e.event_card))) +
                   ")";
        case GameEventType::kDetected:
            return who + " was detected by " + defense_text(e.defense) + ": " + roll_text(e) + sep(e) +
                   (e.defense == DefenseKind::kProbe ? "is below 4" : "does not beat rate " + std::to_string(e.value2));
        case GameEventType::kDetectionChanged:
            return "Detection rate: position " + std::to_string(e.value + 1) + " (" +
                   std::string(detection_label(e.value)) + ") -> position " + std::to_string(e.value2 + 1) + " (" +
                   std::string(detection_label(e.value2)) + ")";
        case GameEventType::kComponentRetrieved:
            return who + " retrieved " + std::string(component_display_name(e.component)) + " from " +
                   std::string(planet_display_name(e.planet));
        case GameEventType::kComponentMoved:
            return std::string(component_display_name(e.component)) + " moved to " +
                   (e.value == 0 ? who + "'s ship" : std::string(planet_display_name(e.planet)));
        case GameEventType::kEngineCardDrawn:
            return who + " drew " + std::string(engine_card_id(e.engine_card));
        case GameEventType::kEngineCardDiscarded:
            return who + " discarded " + std::string(engine_card_id(e.engine_card));
        case GameEventType::kCardsSwapped:
            return who + " swapped " + std::string(engine_card_id(e.engine_card)) + " for the other player's " +
                   std::string(engine_card_id(e.other_card)) + " (Qubit Interconnect)";
        case GameEventType::kEngineStackReshuffled:
            return "The engine discard pile (" + std::to_string(e.value) + " cards) was shuffled into a new stack";
        case GameEventType::kEngineControlFull:
            return "All six engine control boxes are full: a quantum event at the end of the turn";
        case GameEventType::kEngineControlCleared:
            return "Engine control cleared (" + std::to_string(e.value) + " cards to the discard pile)";
        case GameEventType::kQuantumEvent:
            return std::string("Quantum event (") + (e.value == 0 ? "engine control full" : "detected") + ")";
        case GameEventType::kEventCardDrawn:
            return who + " drew the event card " + std::string(event_card_display_name(e.event_card));
        case GameEventType::kEventCardKept:
            return who + " keeps " + std::string(event_card_display_name(e.event_card)) + " for a later turn";
        case GameEventType::kEventCardPlayed:
            return who + " played " + std::string(event_card_display_name(e.event_card));
        case GameEventType::kEventDeckRebuilt:
            return "The event deck was rebuilt (" + std::to_string(e.value) + " cards)";
        case GameEventType::kMeasured:
            return "Measurement: Mercurial " + std::to_string(e.value) + ", Rubicon " + std::to_string(e.value2);
        case GameEventType::kGameWon:
            return "All eight components collected: the game is won";
        case GameEventType::kGameLost:
            return "The detection rate reached X: the game is lost";
    }
    return "?";
}

}  // namespace entanglion::rules
