#include "game/board/board.h"

#include <cstdio>
#include <cstdlib>
#include <string>

#include "game/board/published_board_data.h"

namespace entanglion {
namespace {

constexpr std::array<Planet, 4> kOutsidePlanets = {Planet::kZero, Planet::kOne, Planet::kPlus, Planet::kMinus};

bool is_outside(Planet planet) { return galaxy_of(planet) != Galaxy::kEntanglion; }

ShipPositions with_ship_on(ShipPositions positions, Ship ship, Planet planet) {
    (ship == Ship::kMercurial ? positions.mercurial : positions.rubicon) = planet;
    return positions;
}

ShipPositions both_on(Planet planet) { return ShipPositions{planet, planet}; }

// The ket a single-qubit planet stands for, used only to label catalogue entries.
std::optional<SingleQubitKet> standard_ket(Planet planet) {
    switch (planet) {
        case Planet::kZero:
            return SingleQubitKet::kZero;
        case Planet::kOne:
            return SingleQubitKet::kOne;
        case Planet::kPlus:
            return SingleQubitKet::kPlus;
        case Planet::kMinus:
            return SingleQubitKet::kMinus;
        default:
            return std::nullopt;
    }
}

std::string short_symbol(Planet planet) {
    switch (planet) {
        case Planet::kZero:
            return "0";
        case Planet::kOne:
            return "1";
        case Planet::kPlus:
            return "+";
        case Planet::kMinus:
            return "-";
        case Planet::kPhiPlus:
            return "Phi+";
        case Planet::kPhiMinus:
            return "Phi-";
        case Planet::kPsiPlus:
            return "Psi+";
        case Planet::kPsiMinus:
            return "Psi-";
        case Planet::kOmegaZero:
            return "Omega0";
        case Planet::kOmegaOne:
            return "Omega1";
        case Planet::kOmegaTwo:
            return "Omega2";
        case Planet::kOmegaThree:
            return "Omega3";
    }
    return "?";
}

std::string unicode_symbol(Planet planet) {
    switch (planet) {
        case Planet::kPhiPlus:
            return "Φ+";
        case Planet::kPhiMinus:
            return "Φ-";
        case Planet::kPsiPlus:
            return "Ψ+";
        case Planet::kPsiMinus:
            return "Ψ-";
        case Planet::kOmegaZero:
            return "ω0";
        case Planet::kOmegaOne:
            return "ω1";
        case Planet::kOmegaTwo:
            return "ω2";
        case Planet::kOmegaThree:
            return "ω3";
        default:
            return short_symbol(planet);
    }
}

}  // namespace

const Board& Board::published() {
    static const Board board = [] {
        std::string error;
        std::optional<Board> loaded = load_text(detail::kPublishedBoardJson, "published-board.json", &error);
        if (!loaded) {
            // The file is compiled in and checked by the tests; failing here is a build defect.
            std::fprintf(stderr, "entanglion: the compiled-in board is invalid: %s\n", error.c_str());
            std::abort();
        }
        return std::move(*loaded);
    }();
    return board;
}

const PlanetInfo& Board::info(Planet planet) const { return planets_[static_cast<int>(planet)]; }

TwoQubitState Board::state_of(const ShipPositions& positions) const {
    if (positions.in_entanglion()) return *info(positions.mercurial).two_qubit_state;
    return TwoQubitState::product(*info(positions.mercurial).single_qubit_state,
                                  *info(positions.rubicon).single_qubit_state);
}

bool Board::build_catalogue(std::string* error) {
    catalogue_ = StateCatalogue();
    catalogue_positions_.clear();
    for (const ShipPositions& positions : all_valid_positions()) {
        NamedState entry;
        entry.id = positions_id(positions);
        entry.state = state_of(positions);
        if (positions.in_entanglion()) {
            entry.symbol = short_symbol(positions.mercurial);
            entry.unicode_symbol = unicode_symbol(positions.mercurial);
        } else {
            entry.symbol = short_symbol(positions.mercurial) + short_symbol(positions.rubicon);
            entry.unicode_symbol = entry.symbol;
            const auto mercurial = standard_ket(positions.mercurial);
            const auto rubicon = standard_ket(positions.rubicon);
            // Label the kets only when the planets really hold the standard kets.
            if (entry.state.equals_up_to_phase(TwoQubitState::product(*mercurial, *rubicon))) {
                entry.product = std::array{*mercurial, *rubicon};
            }
        }
        if (!catalogue_.add(std::move(entry), error)) return false;
        catalogue_positions_.push_back(positions);
    }
    return true;
}

std::optional<Board> Board::with_entanglion_states(const std::vector<std::pair<Planet, TwoQubitState>>& states,
                                                   std::string* error) const {
    Board copy = *this;
    for (const auto& [planet, state] : states) {
        if (galaxy_of(planet) != Galaxy::kEntanglion) {
            if (error) *error = std::string(planet_id(planet)) + " is not an Entanglion planet";
            return std::nullopt;
        }
        copy.planets_[static_cast<std::size_t>(planet)].two_qubit_state = state;
    }
    if (!copy.build_catalogue(error)) return std::nullopt;
    return copy;
}

std::optional<ShipPositions> Board::positions_of(const TwoQubitState& state, Complex* phase) const {
    const std::optional<StateMatch> match = catalogue_.identify(state);
    if (!match) return std::nullopt;
    if (phase) *phase = match->phase;
    return catalogue_positions_[static_cast<std::size_t>(match->named - catalogue_.entries().data())];
}

std::vector<Board::MoveSource> Board::move_sources(const ShipPositions& from, NavCard card, Ship player) const {
    std::vector<MoveSource> sources;
    if (!from.is_valid()) return sources;
    const bool inside = from.in_entanglion();
    const Planet own = from.of(player);
    const Planet others = from.of(other(player));
    for (std::size_t i = 0; i < paths_.size(); ++i) {
        const PrintedPath& path = paths_[i];
        const bool line = player == Ship::kMercurial ? path.mercurial_line : path.rubicon_line;
        if (!line) continue;
        bool has_card = false;
        for (NavCard printed : path.cards) has_card = has_card || printed == card;
        if (!has_card) continue;
        bool condition_met = true;
        for (const PathCondition& condition : path.conditions) {
            if (condition.card == card && condition.other_ship_on != others) condition_met = false;
        }
        if (!condition_met) continue;
        for (const auto& [end, destination] : {std::pair{path.a, path.b}, std::pair{path.b, path.a}}) {
            if (end != own || is_outside(destination) == inside) continue;
            sources.push_back({inside ? both_on(destination) : with_ship_on(from, player, destination),
                               "/paths/" + std::to_string(i)});
        }
    }
    if (card == NavCard::kCNOT) {
        for (std::size_t i = 0; i < entry_lines_.size(); ++i) {
            const EntryLine& line = entry_lines_[i];
            const std::string pointer = "/entry_lines/" + std::to_string(i);
            if (!inside && own == line.centarious && others == line.superious) {
                sources.push_back({both_on(line.entanglion), pointer});
            } else if (inside && own == line.entanglion) {
                sources.push_back(
                    {with_ship_on(with_ship_on(from, player, line.centarious), other(player), line.superious),
                     pointer});
            }
        }
    }
    if (!inside) {
        for (std::size_t i = 0; i < rules_.size(); ++i) {
            const ShipPositions exchanged{from.rubicon, from.mercurial};
            // Exchanging two ships on the same planet moves nothing: not a move.
            if (rules_[i].card == card && exchanged != from) {
                sources.push_back({exchanged, "/rules/" + std::to_string(i)});
            }
        }
    }
    return sources;
}

std::optional<ShipPositions> Board::printed_move(const ShipPositions& from, NavCard card, Ship player) const {
    const std::vector<MoveSource> sources = move_sources(from, card, player);
    if (sources.empty()) return std::nullopt;
    return sources.front().to;
}

std::vector<BoardMove> Board::all_printed_moves() const {
    std::vector<BoardMove> moves;
    for (const ShipPositions& from : all_valid_positions()) {
        for (NavCard card : kNavCards) {
            for (Ship player : kShips) {
                if (auto to = printed_move(from, card, player)) moves.push_back({from, card, player, *to});
            }
        }
    }
    return moves;
}

std::vector<ShipPositions> all_valid_positions() {
    std::vector<ShipPositions> positions;
    for (Planet mercurial : kOutsidePlanets) {
        for (Planet rubicon : kOutsidePlanets) positions.push_back({mercurial, rubicon});
    }
    for (Planet planet : kAllPlanets) {
        if (!is_outside(planet)) positions.push_back(both_on(planet));
    }
    return positions;
}

std::string positions_id(const ShipPositions& positions) {
    if (positions.in_entanglion()) return std::string(planet_id(positions.mercurial));
    return std::string(planet_id(positions.mercurial)) + "," + std::string(planet_id(positions.rubicon));
}

std::optional<ShipPositions> parse_positions(std::string_view text) {
    const auto comma = text.find(',');
    const auto mercurial = parse_planet(text.substr(0, comma));
    if (!mercurial) return std::nullopt;
    std::optional<Planet> rubicon = mercurial;
    if (comma != std::string_view::npos) {
        rubicon = parse_planet(text.substr(comma + 1));
    } else if (is_outside(*mercurial)) {
        return std::nullopt;  // one planet names a position only inside Entanglion
    }
    if (!rubicon) return std::nullopt;
    const ShipPositions positions{*mercurial, *rubicon};
    if (!positions.is_valid()) return std::nullopt;
    return positions;
}

}  // namespace entanglion
