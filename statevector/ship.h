#pragma once
/// The two spaceships are the two qubits. Everything in the project orders them
/// |Mercurial Rubicon>: Mercurial's qubit is the LEFT (most significant) one, so the
/// amplitude of |m r> is stored at index 2*m + r.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace entanglion {

enum class Ship : std::uint8_t { kMercurial = 0, kRubicon = 1 };

inline constexpr std::array<Ship, 2> kShips = {Ship::kMercurial, Ship::kRubicon};

/// The ship that is not `ship`.
constexpr Ship other(Ship ship) { return ship == Ship::kMercurial ? Ship::kRubicon : Ship::kMercurial; }

/// "MERCURIAL" or "RUBICON": the name used in files, the CLI and JSON.
std::string_view ship_id(Ship ship);
/// "Mercurial" or "Rubicon": the name shown to people.
std::string_view ship_display_name(Ship ship);
/// Accepts the id in any letter case ("mercurial", "RUBICON"); nullopt otherwise.
std::optional<Ship> parse_ship(std::string_view text);

}  // namespace entanglion
