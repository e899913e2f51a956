#include "game/rules/setup.h"

#include <algorithm>
#include <cassert>

namespace entanglion::rules {

std::optional<int> clockwise_index(Planet planet) {
    for (int i = 0; i < 8; ++i) {
        if (kClockwiseEntanglion[i] == planet) return i;
    }
    return std::nullopt;
}

std::string validate_setup(const GameSetup& setup) {
    if (setup.detection_position < 0 || setup.detection_position >= kDetectionLossPosition) {
        return "detection position " + std::to_string(setup.detection_position) + " is not in 0..10";
    }
    if (!setup.ships.is_valid()) {
        return "ship positions " + std::string(planet_id(setup.ships.mercurial)) + "," +
               std::string(planet_id(setup.ships.rubicon)) +
               " are not valid (inside Entanglion both ships share a planet)";
    }
    // Components: each exactly once.
    std::array<int, kComponentCount> seen{};
    for (const auto& c : setup.planet_components) {
        if (c) ++seen[static_cast<int>(*c)];
    }
    for (const auto& list : setup.ship_components) {
        for (Component c : list) ++seen[static_cast<int>(c)];
    }
    for (int i = 0; i < kComponentCount; ++i) {
        if (seen[i] != 1) {
            return "components: " + std::string(component_id(static_cast<Component>(i))) + " is placed " +
                   std::to_string(seen[i]) + " times instead of once";
        }
    }
    // Engine cards: 24 by kind.
    std::array<int, kEngineCardKinds> engine{};
    auto count = [&](const std::vector<EngineCard>& cards) {
        for (EngineCard c : cards) ++engine[static_cast<int>(c)];
    };
    count(setup.hands[0]);
    count(setup.hands[1]);
    count(setup.engine_stack);
    count(setup.engine_discard);
    for (const ControlSlot& slot : setup.engine_control) ++engine[static_cast<int>(slot.card)];
    for (int i = 0; i < kEngineCardKinds; ++i) {
        if (engine[i] != kEngineCardCopies[i]) {
            return "engine cards: " + std::to_string(engine[i]) + " " +
                   std::string(engine_card_id(static_cast<EngineCard>(i))) + " instead of " +
                   std::to_string(kEngineCardCopies[i]);
        }
    }
    for (Ship ship : kShips) {
        const auto& hand = setup.hands[static_cast<int>(ship)];
        const bool has_dr =
            std::find(setup.ship_components[static_cast<int>(ship)].begin(),
                      setup.ship_components[static_cast<int>(ship)].end(),
                      Component::kDilutionRefrigerator) != setup.ship_components[static_cast<int>(ship)].end();
        const std::size_t limit = has_dr ? 2 : 3;
        if (hand.size() > limit) {
            return std::string(ship_id(ship)) + "'s hand has " + std::to_string(hand.size()) +
                   " engine cards, the limit is " + std::to_string(limit);
        }
        if (std::find(hand.begin(), hand.end(), EngineCard::kPROBE) != hand.end()) {
            return std::string(ship_id(ship)) + "'s hand holds PROBE, which never stays in a hand";
        }
    }
    for (const ControlSlot& slot : setup.engine_control) {
        if (slot.card == EngineCard::kPROBE) return "engine control holds PROBE, which never navigates";
    }
    if (setup.engine_control.size() >= static_cast<std::size_t>(kControlSlots)) {
        return "engine control holds " + std::to_string(setup.engine_control.size()) +
               " cards; a turn starts with at most 5 (six trigger a quantum event)";
    }
    // Event cards: 9, each once; hands hold only held cards.
    std::array<int, kEventCardCount> events{};
    for (EventCard c : setup.event_deck) ++events[static_cast<int>(c)];
    for (EventCard c : setup.event_discard) ++events[static_cast<int>(c)];
    for (Ship ship : kShips) {
        for (EventCard c : setup.event_hands[static_cast<int>(ship)]) {
            ++events[static_cast<int>(c)];
            if (!is_held_event(c)) {
                return std::string(ship_id(ship)) + " holds " + std::string(event_card_id(c)) +
                       ", which resolves when drawn and is never held";
            }
        }
    }
    for (int i = 0; i < kEventCardCount; ++i) {
        if (events[i] != 1) {
            return "event cards: " + std::string(event_card_id(static_cast<EventCard>(i))) + " appears " +
                   std::to_string(events[i]) + " times instead of once";
        }
    }
    if (setup.event_deck.empty()) return "the event deck is empty";
    return {};
}

}  // namespace entanglion::rules
