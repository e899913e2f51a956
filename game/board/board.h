#pragma once
/// The printed game board as data: the twelve planets (with their quantum states and map
/// coordinates), every printed path with its card label(s) and the ships whose lines it carries,
/// and the grey CNOT entry/exit lines. Loaded from JSON (game/board/published-board.json is the
/// published board, compiled into the library) and validated at load time.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "game/board/lazy_slot.h"
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
    /// Where the state comes from, as recorded in the file: "rulebook", "derived" (the OMEGA
    /// states, printed nowhere), or empty.
    std::string state_source;
};

/// A printed condition on one card of a path (outside Entanglion): the card moves the ship only
/// while the OTHER ship is on `other_ship_on`. The ZERO-ONE "X/CNOT" path carries
/// {CNOT, ONE}: "CNOT: flip your ship only if the other ship is on CENTARIOUS ONE".
struct PathCondition {
    NavCard card;
    Planet other_ship_on;
};

/// A printed path between two planets. It works in both directions.
struct PrintedPath {
    Planet a;
    Planet b;
    std::vector<NavCard> cards;             ///< the label, e.g. {X, CNOT} for "X/CNOT"
    bool mercurial_line = false;            ///< blue solid line: a card played for Mercurial moves
    bool rubicon_line = false;              ///< red dashed line: a card played for Rubicon moves
    std::string note;                       ///< printed note, if any
    std::vector<PathCondition> conditions;  ///< at most one per card; cards without one always move
};

/// A board-level rule printed on a card rather than drawn as a path. The only effect the format
/// knows: outside Entanglion, `card` exchanges the two ships' planets (SWAP's card text).
struct BoardRule {
    NavCard card;
    std::string text;  ///< the printed text
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
    static std::optional<Board> load_text(std::string_view json_text, std::string_view source_name, std::string* error);
    /// The board in its JSON file format (load_text(to_json()) round-trips).
    std::string to_json() const;

    const PlanetInfo& info(Planet planet) const;
    const std::vector<PrintedPath>& paths() const { return paths_; }
    const std::vector<EntryLine>& entry_lines() const { return entry_lines_; }
    const std::vector<BoardRule>& rules() const { return rules_; }
    const std::string& name() const { return name_; }
    const std::vector<std::string>& notes() const { return notes_; }

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
    /// Every move the board prints from every valid position (in all_valid_positions() order,
    /// then kNavCards, then kShips).
    std::vector<BoardMove> all_printed_moves() const;

    /// Every printed element that makes `card` played for `player` move from `from`, each with the
    /// JSON pointer of its source ("/paths/3", "/entry_lines/0", "/rules/0"). A valid board has at
    /// most one (the loader rejects ambiguous boards); printed_move returns it.
    struct MoveSource {
        ShipPositions to;
        std::string pointer;
    };
    std::vector<MoveSource> move_sources(const ShipPositions& from, NavCard card, Ship player) const;

    /// A copy of this board with the given Entanglion planets' states replaced (used to test
    /// alternative OMEGA assignments). nullopt with `error` when two planets would share a state.
    std::optional<Board> with_entanglion_states(const std::vector<std::pair<Planet, TwoQubitState>>& states,
                                                std::string* error) const;

    /// Where this board keeps data a higher layer derives from it (the rules engine's navigation
    /// table), built on first use. Owned by this object (a copy or move starts without it), so a
    /// board created where a destroyed one lived never sees that board's data.
    const LazySlot& navigation_table_slot() const { return navigation_table_; }

private:
    friend class BoardLoader;
    /// Builds catalogue_ from the planet states; false (with `error`) when two states coincide.
    bool build_catalogue(std::string* error);

    std::string name_;
    std::vector<std::string> notes_;
    std::vector<PlanetInfo> planets_;  ///< indexed by Planet
    std::vector<PrintedPath> paths_;
    std::vector<EntryLine> entry_lines_;
    std::vector<BoardRule> rules_;
    StateCatalogue catalogue_;
    std::vector<ShipPositions> catalogue_positions_;  ///< parallel to catalogue_.entries()
    LazySlot navigation_table_;
};

/// Every valid ship position (16 outside Entanglion and 8 inside): first the 16 pairs
/// (mercurial, rubicon) over ZERO, ONE, PLUS, MINUS with Mercurial varying slowest, then the
/// 8 Entanglion planets in kAllPlanets order.
std::vector<ShipPositions> all_valid_positions();

/// "ZERO,PLUS" (Mercurial's planet first) outside Entanglion, "PHI_PLUS" inside: the same ids as
/// the board catalogue.
std::string positions_id(const ShipPositions& positions);
/// Parses positions_id() output (any letter case; "PHI_PLUS" and "PHI_PLUS,PHI_PLUS" both name
/// the Entanglion position). nullopt for unknown planets or an invalid position.
std::optional<ShipPositions> parse_positions(std::string_view text);

}  // namespace entanglion
