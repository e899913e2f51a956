// Board::to_json: writes the board file format (docs/board-format.md); load_text(to_json())
// gives back the same board.
#include <nlohmann/json.hpp>

#include "game/board/amplitude_json.h"
#include "game/board/amplitude_text.h"
#include "game/board/board.h"

namespace entanglion {
namespace {

using OrderedJson = nlohmann::ordered_json;

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

OrderedJson planet_json(const PlanetInfo& info) {
    OrderedJson planet;
    planet["id"] = planet_id(info.planet);
    planet["name"] = info.display_name;
    planet["galaxy"] = galaxy_id(info.galaxy);
    planet["map"] = {{"x", info.map_x}, {"y", info.map_y}};
    if (info.clockwise_position) planet["clockwise"] = *info.clockwise_position;
    OrderedJson state = OrderedJson::array();
    if (info.two_qubit_state) {
        for (Complex amplitude : info.two_qubit_state->amplitudes()) state.push_back(amplitude_json(amplitude));
    } else if (info.single_qubit_state) {
        for (Complex amplitude : *info.single_qubit_state) state.push_back(amplitude_json(amplitude));
    }
    planet["state"] = state;
    if (!info.state_source.empty()) planet["state_source"] = info.state_source;
    return planet;
}

OrderedJson path_json(const PrintedPath& path) {
    OrderedJson out;
    out["between"] = {planet_id(path.a), planet_id(path.b)};
    OrderedJson cards = OrderedJson::array();
    for (NavCard card : path.cards) cards.push_back(nav_card_id(card));
    out["cards"] = cards;
    OrderedJson lines = OrderedJson::array();
    if (path.mercurial_line) lines.push_back("mercurial");
    if (path.rubicon_line) lines.push_back("rubicon");
    out["lines"] = lines;
    if (!path.note.empty()) out["note"] = path.note;
    if (!path.conditions.empty()) {
        OrderedJson conditions = OrderedJson::array();
        for (const PathCondition& condition : path.conditions) {
            conditions.push_back(
                {{"card", nav_card_id(condition.card)}, {"other_ship_on", planet_id(condition.other_ship_on)}});
        }
        out["conditions"] = conditions;
    }
    return out;
}

}  // namespace

std::string Board::to_json() const {
    OrderedJson root;
    root["format"] = "entanglion-board";
    root["version"] = 1;
    root["name"] = name_;
    root["ket_order"] = "|Mercurial Rubicon>";
    if (!notes_.empty()) root["notes"] = notes_;
    root["planets"] = OrderedJson::array();
    for (const PlanetInfo& info : planets_) root["planets"].push_back(planet_json(info));
    root["paths"] = OrderedJson::array();
    for (const PrintedPath& path : paths_) root["paths"].push_back(path_json(path));
    root["entry_lines"] = OrderedJson::array();
    for (const EntryLine& line : entry_lines_) {
        root["entry_lines"].push_back({{lower(galaxy_id(Galaxy::kCentarious)), planet_id(line.centarious)},
                                       {lower(galaxy_id(Galaxy::kSuperious)), planet_id(line.superious)},
                                       {lower(galaxy_id(Galaxy::kEntanglion)), planet_id(line.entanglion)}});
    }
    root["rules"] = OrderedJson::array();
    for (const BoardRule& rule : rules_) {
        OrderedJson out{
            {"card", nav_card_id(rule.card)}, {"where", "outside_entanglion"}, {"effect", "exchange_ships"}};
        if (!rule.text.empty()) out["text"] = rule.text;
        root["rules"].push_back(out);
    }
    return root.dump(2) + "\n";
}

}  // namespace entanglion
