// Board::load_text / load_file: reads the board file format (docs/board-format.md) and validates
// it once, at the boundary. Every problem is reported as `<file>: <JSON pointer>: <problem>` (or
// `<file>: line L, column C: ...` for a syntax error); nothing is half-loaded.
#include <cmath>
#include <initializer_list>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "game/board/amplitude_text.h"
#include "game/board/board.h"
#include "game/board/json_fields.h"

namespace entanglion {
namespace {

using namespace json_fields;  // fail, field, check_fields, string_at, ... (shared with the graph reader)

Planet planet_at(const Json& value, const std::string& pointer) {
    const std::string text = string_at(value, pointer);
    const auto planet = parse_planet(text);
    if (!planet) fail(pointer, "unknown planet " + in_quotes(text));
    return *planet;
}

NavCard card_at(const Json& value, const std::string& pointer) {
    const std::string text = string_at(value, pointer);
    const auto card = parse_nav_card(text);
    if (!card) fail(pointer, "unknown card " + in_quotes(text) + " (cards: X H CNOT SWAP)");
    return *card;
}

}  // namespace

/// Reads one board file into a Board; friend of Board so it can fill the private members.
class BoardLoader {
public:
    static Board load(const Json& root);

private:
    static void read_planets(const Json& planets, Board& board);
    static PlanetInfo read_planet(const Json& value, const std::string& pointer);
    static void read_paths(const Json& paths, Board& board);
    static void read_entry_lines(const Json& lines, Board& board);
    static void read_rules(const Json& rules, Board& board);
    static void check_unambiguous(const Board& board);
};

Board BoardLoader::load(const Json& root) {
    check_fields(root, "",
                 {"format", "version", "name", "ket_order", "notes", "planets", "paths", "entry_lines", "rules"});
    if (string_at(field(root, "", "format"), "/format") != "entanglion-board") {
        fail("/format", "expected \"entanglion-board\"");
    }
    const double version = number_at(field(root, "", "version"), "/version");
    if (version != 1)
        fail("/version", "unsupported version " + json_input::preview(field(root, "", "version")) + " (supported: 1)");
    Board board;
    board.name_ = string_at(field(root, "", "name"), "/name");
    if (root.contains("ket_order") && string_at(root["ket_order"], "/ket_order") != "|Mercurial Rubicon>") {
        fail("/ket_order", "the only ket order is \"|Mercurial Rubicon>\"");
    }
    if (root.contains("notes")) {
        const Json& notes = array_at(root["notes"], "/notes");
        for (std::size_t i = 0; i < notes.size(); ++i) board.notes_.push_back(string_at(notes[i], child("/notes", i)));
    }
    read_planets(field(root, "", "planets"), board);
    read_paths(field(root, "", "paths"), board);
    read_entry_lines(field(root, "", "entry_lines"), board);
    if (root.contains("rules")) read_rules(root["rules"], board);
    check_unambiguous(board);
    return board;
}

PlanetInfo BoardLoader::read_planet(const Json& value, const std::string& pointer) {
    check_fields(value, pointer, {"id", "name", "galaxy", "map", "clockwise", "state", "state_source"});
    PlanetInfo info;
    info.planet = planet_at(field(value, pointer, "id"), child(pointer, "id"));
    info.display_name = string_at(field(value, pointer, "name"), child(pointer, "name"));
    const std::string galaxy_pointer = child(pointer, "galaxy");
    const std::string galaxy = string_at(field(value, pointer, "galaxy"), galaxy_pointer);
    info.galaxy = galaxy_of(info.planet);
    if (galaxy != galaxy_id(info.galaxy)) {
        fail(galaxy_pointer, in_quotes(planet_id(info.planet)) + " is in " + in_quotes(galaxy_id(info.galaxy)) +
                                 ", not " + in_quotes(galaxy));
    }
    const std::string map_pointer = child(pointer, "map");
    const Json& map = field(value, pointer, "map");
    check_fields(map, map_pointer, {"x", "y"});
    info.map_x = number_at(field(map, map_pointer, "x"), child(map_pointer, "x"));
    info.map_y = number_at(field(map, map_pointer, "y"), child(map_pointer, "y"));

    const bool entanglion = info.galaxy == Galaxy::kEntanglion;
    const std::string clockwise_pointer = child(pointer, "clockwise");
    if (entanglion) {
        const double clockwise = number_at(field(value, pointer, "clockwise"), clockwise_pointer);
        int expected = 0;
        while (kClockwiseEntanglion[static_cast<std::size_t>(expected)] != info.planet) ++expected;
        if (clockwise != expected) {
            fail(clockwise_pointer, in_quotes(planet_id(info.planet)) + " is number " + std::to_string(expected) +
                                        " clockwise from OMEGA_ZERO, not " + json_input::preview(value["clockwise"]));
        }
        info.clockwise_position = expected;
    } else if (value.contains("clockwise")) {
        fail(clockwise_pointer, "only Entanglion planets have a clockwise position");
    }
    if (value.contains("state_source")) {
        info.state_source = string_at(value["state_source"], child(pointer, "state_source"));
    }

    const std::string state_pointer = child(pointer, "state");
    const Json& state = array_at(field(value, pointer, "state"), state_pointer);
    const std::size_t dimension = entanglion ? 4 : 2;
    if (state.size() != dimension) {
        fail(state_pointer, std::string(entanglion ? "an Entanglion planet holds the two-qubit state of both ships: "
                                                   : "a planet outside Entanglion holds one ship's qubit: ") +
                                "expected " + std::to_string(dimension) + " amplitudes, got " +
                                std::to_string(state.size()));
    }
    Eigen::Vector4cd amplitudes = Eigen::Vector4cd::Zero();
    for (std::size_t i = 0; i < dimension; ++i) {
        amplitudes[static_cast<Eigen::Index>(i)] = amplitude_at(state[i], child(state_pointer, i));
    }
    const double norm = amplitudes.norm();
    // Files may use rounded decimals (0.7071); anything further than 1e-6 from norm 1 is a mistake.
    if (std::abs(norm - 1.0) > 1e-6) {
        std::ostringstream text;
        text << "state is not normalised (norm " << norm << ", squared amplitudes must add up to 1)";
        fail(state_pointer, text.str());
    }
    amplitudes /= norm;
    if (entanglion) {
        info.two_qubit_state = TwoQubitState(amplitudes);
    } else {
        info.single_qubit_state = Eigen::Vector2cd(amplitudes[0], amplitudes[1]);
    }
    return info;
}

void BoardLoader::read_planets(const Json& planets, Board& board) {
    array_at(planets, "/planets");
    std::map<Planet, std::size_t> seen;
    std::vector<std::optional<PlanetInfo>> infos(kPlanetCount);
    for (std::size_t i = 0; i < planets.size(); ++i) {
        const std::string pointer = child("/planets", i);
        PlanetInfo info = read_planet(planets[i], pointer);
        if (auto it = seen.find(info.planet); it != seen.end()) {
            fail(child(pointer, "id"), "duplicate planet " + in_quotes(planet_id(info.planet)) + " (already at " +
                                           child("/planets", it->second) + ")");
        }
        seen[info.planet] = i;
        infos[static_cast<std::size_t>(info.planet)] = std::move(info);
    }
    for (Planet planet : kAllPlanets) {
        if (!infos[static_cast<std::size_t>(planet)])
            fail("/planets", "missing planet " + in_quotes(planet_id(planet)));
    }
    for (auto& info : infos) board.planets_.push_back(std::move(*info));
    std::string error;
    if (!board.build_catalogue(&error)) fail("/planets", error);
}

void BoardLoader::read_paths(const Json& paths, Board& board) {
    array_at(paths, "/paths");
    for (std::size_t i = 0; i < paths.size(); ++i) {
        const std::string pointer = child("/paths", i);
        const Json& value = paths[i];
        check_fields(value, pointer, {"between", "cards", "lines", "note", "conditions"});
        PrintedPath path;
        const std::string between_pointer = child(pointer, "between");
        const Json& between = array_at(field(value, pointer, "between"), between_pointer);
        if (between.size() != 2) fail(between_pointer, "expected two planets, got " + std::to_string(between.size()));
        path.a = planet_at(between[0], child(between_pointer, 0));
        path.b = planet_at(between[1], child(between_pointer, 1));
        if (path.a == path.b) fail(between_pointer, "a path joins two different planets");
        if ((galaxy_of(path.a) == Galaxy::kEntanglion) != (galaxy_of(path.b) == Galaxy::kEntanglion)) {
            fail(between_pointer, "a path cannot cross into Entanglion (only the grey CNOT entry lines do)");
        }
        const std::string cards_pointer = child(pointer, "cards");
        const Json& cards = array_at(field(value, pointer, "cards"), cards_pointer);
        if (cards.empty()) fail(cards_pointer, "a path carries at least one card");
        for (std::size_t c = 0; c < cards.size(); ++c) {
            const NavCard card = card_at(cards[c], child(cards_pointer, c));
            for (NavCard earlier : path.cards) {
                if (earlier == card)
                    fail(child(cards_pointer, c), "card " + in_quotes(nav_card_id(card)) + " listed twice");
            }
            path.cards.push_back(card);
        }
        const std::string lines_pointer = child(pointer, "lines");
        const Json& lines = array_at(field(value, pointer, "lines"), lines_pointer);
        if (lines.empty()) fail(lines_pointer, "a path carries at least one ship's line");
        for (std::size_t l = 0; l < lines.size(); ++l) {
            const std::string text = string_at(lines[l], child(lines_pointer, l));
            const auto ship = parse_ship(text);
            if (!ship) fail(child(lines_pointer, l), "unknown line " + in_quotes(text) + " (lines: mercurial rubicon)");
            bool& line = *ship == Ship::kMercurial ? path.mercurial_line : path.rubicon_line;
            if (line) fail(child(lines_pointer, l), "line " + in_quotes(text) + " listed twice");
            line = true;
        }
        if (value.contains("note")) path.note = string_at(value["note"], child(pointer, "note"));
        if (value.contains("conditions")) {
            const std::string conditions_pointer = child(pointer, "conditions");
            const Json& conditions = array_at(value["conditions"], conditions_pointer);
            for (std::size_t c = 0; c < conditions.size(); ++c) {
                const std::string condition_pointer = child(conditions_pointer, c);
                check_fields(conditions[c], condition_pointer, {"card", "other_ship_on"});
                PathCondition condition;
                condition.card =
                    card_at(field(conditions[c], condition_pointer, "card"), child(condition_pointer, "card"));
                const std::string other_pointer = child(condition_pointer, "other_ship_on");
                condition.other_ship_on =
                    planet_at(field(conditions[c], condition_pointer, "other_ship_on"), other_pointer);
                bool on_label = false;
                for (NavCard card : path.cards) on_label = on_label || card == condition.card;
                if (!on_label)
                    fail(child(condition_pointer, "card"),
                         "card " + in_quotes(nav_card_id(condition.card)) + " is not on the path's label");
                for (const PathCondition& earlier : path.conditions) {
                    if (earlier.card == condition.card)
                        fail(child(condition_pointer, "card"), "second condition for the same card");
                }
                if (galaxy_of(path.a) == Galaxy::kEntanglion) {
                    fail(condition_pointer,
                         "conditions apply only outside Entanglion (inside, both ships move together)");
                }
                if (galaxy_of(condition.other_ship_on) == Galaxy::kEntanglion) {
                    fail(other_pointer, "the other ship cannot be in Entanglion while this ship is outside");
                }
                path.conditions.push_back(condition);
            }
        }
        for (std::size_t earlier = 0; earlier < board.paths_.size(); ++earlier) {
            const PrintedPath& other_path = board.paths_[earlier];
            if ((other_path.a == path.a && other_path.b == path.b) ||
                (other_path.a == path.b && other_path.b == path.a)) {
                fail(pointer, "duplicate path " + std::string(planet_id(path.a)) + " - " +
                                  std::string(planet_id(path.b)) + " (already at " + child("/paths", earlier) + ")");
            }
        }
        board.paths_.push_back(std::move(path));
    }
}

void BoardLoader::read_entry_lines(const Json& lines, Board& board) {
    array_at(lines, "/entry_lines");
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string pointer = child("/entry_lines", i);
        check_fields(lines[i], pointer, {"centarious", "superious", "entanglion"});
        EntryLine line;
        const std::pair<Planet*, Galaxy> ends[] = {{&line.centarious, Galaxy::kCentarious},
                                                   {&line.superious, Galaxy::kSuperious},
                                                   {&line.entanglion, Galaxy::kEntanglion}};
        for (const auto& [planet, galaxy] : ends) {
            std::string key(galaxy_id(galaxy));
            for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            const std::string end_pointer = child(pointer, key);
            *planet = planet_at(field(lines[i], pointer, key), end_pointer);
            if (galaxy_of(*planet) != galaxy) {
                fail(end_pointer, in_quotes(planet_id(*planet)) + " is not in " + in_quotes(galaxy_id(galaxy)));
            }
        }
        for (std::size_t earlier = 0; earlier < board.entry_lines_.size(); ++earlier) {
            const EntryLine& other_line = board.entry_lines_[earlier];
            if ((other_line.centarious == line.centarious && other_line.superious == line.superious) ||
                other_line.entanglion == line.entanglion) {
                fail(pointer, "duplicate entry line (clashes with " + child("/entry_lines", earlier) + ")");
            }
        }
        board.entry_lines_.push_back(line);
    }
}

void BoardLoader::read_rules(const Json& rules, Board& board) {
    array_at(rules, "/rules");
    for (std::size_t i = 0; i < rules.size(); ++i) {
        const std::string pointer = child("/rules", i);
        check_fields(rules[i], pointer, {"card", "where", "effect", "text"});
        BoardRule rule;
        rule.card = card_at(field(rules[i], pointer, "card"), child(pointer, "card"));
        if (string_at(field(rules[i], pointer, "where"), child(pointer, "where")) != "outside_entanglion") {
            fail(child(pointer, "where"), "the only place a rule applies is \"outside_entanglion\"");
        }
        if (string_at(field(rules[i], pointer, "effect"), child(pointer, "effect")) != "exchange_ships") {
            fail(child(pointer, "effect"), "the only rule effect is \"exchange_ships\"");
        }
        if (rules[i].contains("text")) rule.text = string_at(rules[i]["text"], child(pointer, "text"));
        board.rules_.push_back(std::move(rule));
    }
}

void BoardLoader::check_unambiguous(const Board& board) {
    for (const ShipPositions& from : all_valid_positions()) {
        for (NavCard card : kNavCards) {
            for (Ship player : kShips) {
                const auto sources = board.move_sources(from, card, player);
                if (sources.size() > 1) {
                    fail(sources[1].pointer, "ambiguous: " + std::string(nav_card_id(card)) + " for " +
                                                 std::string(ship_id(player)) + " from " + positions_id(from) +
                                                 " also moves by " + sources[0].pointer);
                }
            }
        }
    }
}

std::optional<Board> Board::load_text(std::string_view json_text, std::string_view source_name, std::string* error) {
    const std::string source(source_name);
    const std::optional<Json> root = parse_located(json_text, source, error);
    if (!root) return std::nullopt;
    try {
        return BoardLoader::load(*root);
    } catch (const FieldError& load_error) {
        if (error) *error = source + ": " + load_error.what();
        return std::nullopt;
    }
}

std::optional<Board> Board::load_file(const std::filesystem::path& path, std::string* error) {
    json_input::InputError input_error;
    const std::optional<std::string> text = json_input::read_input_file(path, &input_error);
    if (!text) {
        if (error) *error = input_error.message();
        return std::nullopt;
    }
    return load_text(*text, path.string(), error);
}

}  // namespace entanglion
