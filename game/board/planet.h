#pragma once
/// The twelve planets of the printed board, the three galaxies, and the four navigation cards.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "statevector/gate.h"
#include "statevector/ship.h"

namespace entanglion {

enum class Galaxy : std::uint8_t { kCentarious, kSuperious, kEntanglion };

enum class Planet : std::uint8_t {
    kZero,
    kOne,
    kPlus,
    kMinus,
    kOmegaZero,
    kOmegaOne,
    kPsiPlus,
    kPsiMinus,
    kPhiPlus,
    kPhiMinus,
    kOmegaTwo,
    kOmegaThree,
};

inline constexpr int kPlanetCount = 12;
inline constexpr std::array<Planet, kPlanetCount> kAllPlanets = {
    Planet::kZero,    Planet::kOne,      Planet::kPlus,    Planet::kMinus,    Planet::kOmegaZero, Planet::kOmegaOne,
    Planet::kPsiPlus, Planet::kPsiMinus, Planet::kPhiPlus, Planet::kPhiMinus, Planet::kOmegaTwo,  Planet::kOmegaThree};

/// The Entanglion planets in clockwise order from OMEGA ZERO (Heisenberg, Spooky Action):
/// a count of k from OMEGA ZERO lands on kClockwiseEntanglion[k % 8].
inline constexpr std::array<Planet, 8> kClockwiseEntanglion = {
    Planet::kOmegaZero,  Planet::kOmegaOne, Planet::kPsiMinus, Planet::kPhiMinus,
    Planet::kOmegaThree, Planet::kOmegaTwo, Planet::kPhiPlus,  Planet::kPsiPlus};

Galaxy galaxy_of(Planet planet);
/// "OMEGA_ZERO": the id used in files, the CLI and JSON.
std::string_view planet_id(Planet planet);
/// "OMEGA ZERO": as printed on the board.
std::string_view planet_display_name(Planet planet);
/// Accepts the id in any letter case, with '_' or ' ' ("phi plus", "PHI_PLUS").
std::optional<Planet> parse_planet(std::string_view text);
std::string_view galaxy_id(Galaxy galaxy);  ///< "CENTARIOUS", "SUPERIOUS", "ENTANGLION"

/// The four engine cards that navigate (PROBE is an engine card but never navigates).
enum class NavCard : std::uint8_t { kX, kH, kCNOT, kSWAP };
inline constexpr std::array<NavCard, 4> kNavCards = {NavCard::kX, NavCard::kH, NavCard::kCNOT, NavCard::kSWAP};
std::string_view nav_card_id(NavCard card);  ///< "X", "H", "CNOT", "SWAP"
std::optional<NavCard> parse_nav_card(std::string_view text);
/// The gate a navigation card plays (inline: every navigation asks).
constexpr GateKind gate_kind_of(NavCard card) {
    switch (card) {
        case NavCard::kX:
            return GateKind::kX;
        case NavCard::kH:
            return GateKind::kH;
        case NavCard::kCNOT:
            return GateKind::kCNOT;
        case NavCard::kSWAP:
            return GateKind::kSWAP;
    }
    return GateKind::kI;
}

/// Where the two ships are. Inside Entanglion both ships are always on the same planet.
struct ShipPositions {
    Planet mercurial = Planet::kZero;
    Planet rubicon = Planet::kZero;

    Planet of(Ship ship) const { return ship == Ship::kMercurial ? mercurial : rubicon; }
    /// True when both ships orbit one Entanglion planet (the only legal Entanglion position).
    bool in_entanglion() const;
    /// Outside Entanglion, or both on the same Entanglion planet.
    bool is_valid() const;
    friend bool operator==(const ShipPositions&, const ShipPositions&) = default;
};

}  // namespace entanglion
