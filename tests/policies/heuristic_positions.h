#pragma once
// Hand-made positions with one clearly right move, shared by the heuristic's tests and its CLI tests.

#include <string>
#include <vector>

#include "game/rules/game_state.h"
#include "tests/rules/scenario.h"

namespace entanglion::policies::testing {

using rules::Component;
using rules::EngineCard;
using rules::GameSetup;

/// Every component on a ship except those `on_planets` (by clockwise index of kClockwiseEntanglion).
/// The ship-borne ones go to `holder`, Dilution Refrigerator included (so its hand holds two cards).
inline void components_on_ships(GameSetup& s, Ship holder,
                                std::initializer_list<std::pair<int, Component>> on_planets) {
    s.planet_components = {};
    s.ship_components = {};
    for (Component c : rules::kAllComponents) {
        bool on_planet = false;
        for (const auto& [index, component] : on_planets) {
            if (component == c) {
                s.planet_components[static_cast<std::size_t>(index)] = c;
                on_planet = true;
            }
        }
        if (!on_planet) s.ship_components[static_cast<int>(holder)].push_back(c);
    }
}

/// Rubicon to play at PHI PLUS, detection position 1 (rate 2): H takes both ships to OMEGA TWO, which
/// holds Quantum Gates; X goes to an empty planet and CNOT leaves Entanglion. Mercurial holds the
/// other components but Magnetic Shielding, which lies on OMEGA ONE.
inline GameSetup one_card_to_a_component() {
    using E = EngineCard;
    GameSetup s = rules::testing::make_setup({E::kSWAP, E::kSWAP}, {E::kX, E::kH, E::kCNOT}, {},
                                             {Planet::kPhiPlus, Planet::kPhiPlus}, Ship::kRubicon);
    components_on_ships(s, Ship::kMercurial, {{5, Component::kQuantumGates}, {1, Component::kMagneticShielding}});
    s.detection_position = 1;
    rules::testing::complete_setup(s);
    return s;
}

/// Mercurial to play at OMEGA TWO, which holds Quantum Gates, the last component (Rubicon holds the
/// other seven), with Quantum Tunnel in hand; the detection rate is 6 (position 9).
inline GameSetup eighth_component_with_quantum_tunnel() {
    using E = EngineCard;
    GameSetup s = rules::testing::make_setup({E::kX, E::kH, E::kCNOT}, {E::kX, E::kH}, {},
                                             {Planet::kOmegaTwo, Planet::kOmegaTwo}, Ship::kMercurial);
    components_on_ships(s, Ship::kRubicon, {{5, Component::kQuantumGates}});
    s.event_hands[0] = {rules::EventCard::kQuantumTunnel};
    s.detection_position = 9;
    rules::testing::complete_setup(s);
    return s;
}

/// Gives `ship` the held event cards `cards` in a completed setup: they leave the deck and the
/// discard pile, and the cards the ship held go to the discard pile, so all nine stay accounted for.
inline void set_event_hand(GameSetup& s, Ship ship, const std::vector<rules::EventCard>& cards) {
    auto& hand = s.event_hands[static_cast<int>(ship)];
    for (rules::EventCard c : hand) s.event_discard.push_back(c);
    for (rules::EventCard c : cards) {
        std::erase(s.event_deck, c);
        std::erase(s.event_discard, c);
    }
    hand = cards;
}

/// The game of a setup, which must be valid (every card and component accounted for): a test fails
/// here, in every build, rather than on an invariant much later.
inline rules::GameState start(const GameSetup& s) {
    const std::string problem = rules::validate_setup(s);
    EXPECT_EQ(problem, "");
    return rules::GameState(s);
}

}  // namespace entanglion::policies::testing
