#include "statevector/ship.h"

#include <cctype>
#include <string>

namespace entanglion {

std::string_view ship_id(Ship ship) { return ship == Ship::kMercurial ? "MERCURIAL" : "RUBICON"; }

std::string_view ship_display_name(Ship ship) { return ship == Ship::kMercurial ? "Mercurial" : "Rubicon"; }

std::optional<Ship> parse_ship(std::string_view text) {
    std::string upper;
    for (char c : text) upper.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    for (Ship ship : kShips) {
        if (ship_id(ship) == upper) return ship;
    }
    return std::nullopt;
}

}  // namespace entanglion
