#pragma once
/// The printed game board as data: the twelve planets (with their quantum states and map
/// coordinates), every printed path with its card label(s) and the ships whose lines it carries,
/// and the grey CNOT entry/exit lines. Loaded from JSON (game/board/published-board.json is the
/// published board, compiled into the library) and validated at load time.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "game/board/planet.h"
#include "statevector/catalogue.h"
#include "statevector/state.h"

namespace entanglion {

struct PlanetInfo {
    Planet planet;
    std::string display_name;
    Galaxy galaxy;
    double map_x = 0;  ///< map coordinates (picture is about 1180 x 1130, y grows downwards)
    double map_y = 0;
    /// 0..7 for Entanglion planets (clockwise from OMEGA ZERO), nullopt elsewhere.
    std::optional<int> clockwise_position;
    /// The state of the planet. Single-qubit planets (Centarious, Superious) hold a one-qubit
    /// state; Entanglion planets hold the two-qubit state of both ships.
    std::optional<Eigen::Vector2cd> single_qubit_state;
    std::optional<TwoQubitState> two_qubit_state;
};

/// A printed path between two planets. It works in both directions.
struct PrintedPath {
    Planet a;
    Planet b;
    std::vector<NavCard> cards;  ///< the label, e.g. {X, CNOT} for "X/CNOT"
    bool mercurial_line = false;  ///< blue solid line: a card played for Mercurial moves
    bool rubicon_line = false;    ///< red dashed line: a card played for Rubicon moves
    std::string note;             ///< printed note, if any
};

/// A grey CNOT entry line: the ship in Centarious plays CNOT while the other is in Superious.
struct EntryLine {
    Planet centarious;  ///< where the CNOT player's ship is
    Planet superious;   ///< where the other ship is
    Planet entanglion;  ///< where both go (and the reverse on exit)
};

/// A move the board prints: the card, the ship it is played for, from where to where.
struct BoardMove {
    ShipPositions from;
    NavCard card;
    Ship player;
    ShipPositions to;
};

class Board {
public:
    /// The published board, from the JSON compiled into the library.
    static const Board& published();
    /// Loads and validates a board file. On error returns nullopt and sets `error` to a message
    /// that names the file and JSON location, e.g.
    /// `board.json: /paths/7/cards/1: unknown card "Y"`.
    static std::optional<Board> load_file(const std::filesystem::path& path, std::string* error);
    /// As load_file, from text; `source_name` is used in messages.
    static std::optional<Board> load_text(std::string_view json_text, std::string_view source_name,
                                          std::string* error);
    /// The board in its JSON file format (load_text(to_json()) round-trips).
    std::string to_json() const;

    const PlanetInfo& info(Planet planet) const;
    const std::vector<PrintedPath>& paths() const { return paths_; }
    const std::vector<EntryLine>& entry_lines() const { return entry_lines_; }

    /// The two-qubit state of the ships' planets, in |Mercurial Rubicon> order.
    /// Precondition: positions.is_valid().
    TwoQubitState state_of(const ShipPositions& positions) const;
    /// The catalogue of every state the board names: the 16 product states (ids
    /// "MERCURIAL_PLANET,RUBICON_PLANET") and the 8 Entanglion planets (ids = planet ids).
    const StateCatalogue& catalogue() const { return catalogue_; }
    /// Maps a state to ship positions when it is (up to global phase) a state the board names.
    std::optional<ShipPositions> positions_of(const TwoQubitState& state, Complex* phase = nullptr) const;

    /// The destination the board prints for `card` played for `player` from `from`, or nullopt
    /// when the board prints no path (the card may still be played; nothing moves).
    std::optional<ShipPositions> printed_move(const ShipPositions& from, NavCard card, Ship player) const;
    /// Every move the board prints from every valid position.
    std::vector<BoardMove> all_printed_moves() const;

private:
    std::vector<PlanetInfo> planets_;  ///< indexed by Planet
    std::vector<PrintedPath> paths_;
    std::vector<EntryLine> entry_lines_;
    StateCatalogue catalogue_;
};

/// Every valid ship position (16 outside Entanglion and 8 inside).
std::vector<ShipPositions> all_valid_positions();

}  // namespace entanglion
