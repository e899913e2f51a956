#include "game/board/planet.h"

#include <cctype>
#include <string>

namespace entanglion {
namespace {

struct PlanetNames {
    std::string_view id;
    std::string_view display;
    Galaxy galaxy;
};

constexpr std::array<PlanetNames, kPlanetCount> kPlanetNames = {{
    {"ZERO", "ZERO", Galaxy::kCentarious},
    {"ONE", "ONE", Galaxy::kCentarious},
    {"PLUS", "PLUS", Galaxy::kSuperious},
    {"MINUS", "MINUS", Galaxy::kSuperious},
    {"OMEGA_ZERO", "OMEGA ZERO", Galaxy::kEntanglion},
    {"OMEGA_ONE", "OMEGA ONE", Galaxy::kEntanglion},
    {"PSI_PLUS", "PSI PLUS", Galaxy::kEntanglion},
    {"PSI_MINUS", "PSI MINUS", Galaxy::kEntanglion},
    {"PHI_PLUS", "PHI PLUS", Galaxy::kEntanglion},
    {"PHI_MINUS", "PHI MINUS", Galaxy::kEntanglion},
    {"OMEGA_TWO", "OMEGA TWO", Galaxy::kEntanglion},
    {"OMEGA_THREE", "OMEGA THREE", Galaxy::kEntanglion},
}};

constexpr std::array<std::string_view, 4> kNavCardIds = {"X", "H", "CNOT", "SWAP"};

// Upper-cases and turns spaces and dashes into '_', so "phi plus" and "PHI-PLUS" read as PHI_PLUS.
std::string normalize_id(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        if (c == ' ' || c == '-') {
            out.push_back('_');
        } else {
            out.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
        }
    }
    return out;
}

}  // namespace

Galaxy galaxy_of(Planet planet) { return kPlanetNames[static_cast<int>(planet)].galaxy; }
std::string_view planet_id(Planet planet) { return kPlanetNames[static_cast<int>(planet)].id; }
std::string_view planet_display_name(Planet planet) { return kPlanetNames[static_cast<int>(planet)].display; }

std::optional<Planet> parse_planet(std::string_view text) {
    const std::string id = normalize_id(text);
    for (Planet planet : kAllPlanets) {
        if (planet_id(planet) == id) return planet;
    }
    return std::nullopt;
}

std::string_view galaxy_id(Galaxy galaxy) {
    switch (galaxy) {
        case Galaxy::kCentarious:
            return "CENTARIOUS";
        case Galaxy::kSuperious:
            return "SUPERIOUS";
        case Galaxy::kEntanglion:
            return "ENTANGLION";
    }
    return "?";
}

std::string_view nav_card_id(NavCard card) { return kNavCardIds[static_cast<int>(card)]; }

std::optional<NavCard> parse_nav_card(std::string_view text) {
    const std::string id = normalize_id(text);
    for (NavCard card : kNavCards) {
        if (nav_card_id(card) == id) return card;
    }
    return std::nullopt;
}

bool ShipPositions::in_entanglion() const {
    return mercurial == rubicon && galaxy_of(mercurial) == Galaxy::kEntanglion;
}

bool ShipPositions::is_valid() const {
    const bool mercurial_inside = galaxy_of(mercurial) == Galaxy::kEntanglion;
    const bool rubicon_inside = galaxy_of(rubicon) == Galaxy::kEntanglion;
    if (mercurial_inside != rubicon_inside) return false;
    return !mercurial_inside || mercurial == rubicon;
}

}  // namespace entanglion
