#pragma once
/// The game's cards and pieces as plain data: the 24 engine cards (X, H, CNOT, SWAP, PROBE), the
/// 9 quantum event cards, the 8 quantum components and the 12-position detection-rate track
/// `1 2 2 3 3 4 4 5 5 6 7 X`. Ids are the upper-case names used in records, the CLI and JSON.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "game/board/planet.h"

namespace entanglion::rules {

/// An engine card. The first four navigate (see NavCard); PROBE never sits in a hand.
enum class EngineCard : std::uint8_t { kX, kH, kCNOT, kSWAP, kPROBE };
inline constexpr int kEngineCardKinds = 5;
inline constexpr int kEngineCardCount = 24;
/// How many of each kind the game has (8 H, 7 CNOT, 5 X, 3 SWAP, 1 PROBE), indexed by EngineCard.
inline constexpr std::array<int, kEngineCardKinds> kEngineCardCopies = {5, 8, 7, 3, 1};

std::string_view engine_card_id(EngineCard card);                    ///< "X", "H", "CNOT", "SWAP", "PROBE"
std::optional<EngineCard> parse_engine_card(std::string_view text);  ///< any letter case
/// The navigation card for X/H/CNOT/SWAP; nullopt for PROBE.
std::optional<NavCard> nav_card_of(EngineCard card);
EngineCard engine_card_of(NavCard card);

/// A quantum event card. Held cards are kept in hand until played; the others resolve when drawn.
enum class EventCard : std::uint8_t {
    kBennett,
    kBitFlipError,
    kHeisenberg,
    kQuantumShuffle,
    kQuantumTunnel,
    kSchrodinger,
    kSpookyAction,
    kTheMechanic,
    kWaveFunctionCollapse,
};
inline constexpr int kEventCardCount = 9;
inline constexpr std::array<EventCard, kEventCardCount> kAllEventCards = {
    EventCard::kBennett,        EventCard::kBitFlipError,  EventCard::kHeisenberg,
    EventCard::kQuantumShuffle, EventCard::kQuantumTunnel, EventCard::kSchrodinger,
    EventCard::kSpookyAction,   EventCard::kTheMechanic,   EventCard::kWaveFunctionCollapse};

/// "BENNETT", "BIT_FLIP_ERROR", "HEISENBERG", "QUANTUM_SHUFFLE", "QUANTUM_TUNNEL", "SCHRODINGER",
/// "SPOOKY_ACTION", "THE_MECHANIC", "WAVE_FUNCTION_COLLAPSE".
std::string_view event_card_id(EventCard card);
/// "Bennett", "Bit Flip Error", ..., "Schrödinger", ...: as printed.
std::string_view event_card_display_name(EventCard card);
/// Accepts the id in any letter case, with '_' or ' ' ("the mechanic").
std::optional<EventCard> parse_event_card(std::string_view text);
/// True for the cards kept in hand until played: Bennett, Heisenberg, Quantum Tunnel, The Mechanic.
constexpr bool is_held_event(EventCard card) {
    return card == EventCard::kBennett || card == EventCard::kHeisenberg || card == EventCard::kQuantumTunnel ||
           card == EventCard::kTheMechanic;
}

/// A quantum computer component. Each affects only the ship that holds it.
enum class Component : std::uint8_t {
    kPhysicalQubits,
    kQubitInterconnect,
    kDilutionRefrigerator,
    kQuantumGates,
    kQuantumProgramming,
    kQuantumErrorCorrection,
    kControlInfrastructure,
    kMagneticShielding,
};
inline constexpr int kComponentCount = 8;
inline constexpr std::array<Component, kComponentCount> kAllComponents = {
    Component::kPhysicalQubits,        Component::kQubitInterconnect,  Component::kDilutionRefrigerator,
    Component::kQuantumGates,          Component::kQuantumProgramming, Component::kQuantumErrorCorrection,
    Component::kControlInfrastructure, Component::kMagneticShielding};

/// "PHYSICAL_QUBITS", ..., "MAGNETIC_SHIELDING".
std::string_view component_id(Component component);
/// "Physical Qubits", ...: as printed.
std::string_view component_display_name(Component component);
std::optional<Component> parse_component(std::string_view text);

/// The detection-rate track. A position is an index 0..11; a check compares a roll with the
/// VALUE of the position; the last position (X) loses the game.
inline constexpr int kDetectionPositions = 12;
inline constexpr int kDetectionLossPosition = 11;
/// Values of positions 0..10 (position 11 is X and has no value).
inline constexpr std::array<int, 11> kDetectionValues = {1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 7};
/// The first position showing 4 (Bit Flip Error moves the token there).
inline constexpr int kFirstFourPosition = 5;
/// "1".."7" or "X".
std::string_view detection_label(int position);
/// Starting position for difficulty 1, 2 or 3: the first `1`, `2` or `3` on the track (0, 1, 3).
/// Precondition: difficulty in 1..3.
int starting_detection_position(int difficulty);

}  // namespace entanglion::rules
