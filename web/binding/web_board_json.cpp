#include "web/binding/web_board_json.h"

#include <string>

namespace entanglion::web {
namespace {

/// The planet's state as the app's map prints it on the disc (ui-qml/models/MapModel.cpp): the
/// single-qubit kets of Centarious and Superious, the catalogue's symbol for Entanglion's states.
std::string ket_of(const Board& board, Planet planet) {
    switch (planet) {
        case Planet::kZero:
            return "|0>";
        case Planet::kOne:
            return "|1>";
        case Planet::kPlus:
            return "|+>";
        case Planet::kMinus:
            return "|->";
        default:
            break;
    }
    const NamedState* named = board.catalogue().find(planet_id(planet));
    return named == nullptr ? std::string() : "|" + named->unicode_symbol + ">";
}

}  // namespace

nlohmann::json board_json(const Board& board) {
    nlohmann::json planets = nlohmann::json::array();
    for (const Planet planet : kAllPlanets) {
        const PlanetInfo& info = board.info(planet);
        planets.push_back({{"id", planet_id(planet)},
                           {"name", info.display_name},
                           {"galaxy", galaxy_id(info.galaxy)},
                           {"map", {{"x", info.map_x}, {"y", info.map_y}}},
                           {"ket", ket_of(board, planet)}});
    }
    nlohmann::json paths = nlohmann::json::array();
    for (const PrintedPath& path : board.paths()) {
        nlohmann::json cards = nlohmann::json::array();
        std::string label;  // the cards as printed on the line: "X/CNOT"
        for (const NavCard card : path.cards) {
            cards.push_back(nav_card_id(card));
            label += (label.empty() ? "" : "/") + std::string(nav_card_id(card));
        }
        paths.push_back({{"between", {planet_id(path.a), planet_id(path.b)}},
                         {"cards", cards},
                         {"label", label},
                         {"mercurial", path.mercurial_line},
                         {"rubicon", path.rubicon_line}});
    }
    nlohmann::json entry_lines = nlohmann::json::array();
    for (const EntryLine& line : board.entry_lines()) {
        entry_lines.push_back({{"centarious", planet_id(line.centarious)},
                               {"superious", planet_id(line.superious)},
                               {"entanglion", planet_id(line.entanglion)}});
    }
    return {{"planets", planets}, {"paths", paths}, {"entry_lines", entry_lines}};
}

}  // namespace entanglion::web
