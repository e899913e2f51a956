#pragma once
/// Checks a board against quantum mechanics: every move it prints must be what the real gate does
/// to the two-qubit state (up to global phase), and every move quantum mechanics makes between
/// named states but the board does not print is listed and explained. Used by
/// `entanglion-cli verify-board` and reusable by lessons and the UI.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "game/board/board.h"

namespace entanglion {

/// What the real gate Gate{gate_kind_of(card), player} does to the state of `from`.
struct QuantumMove {
    ShipPositions from;
    NavCard card = NavCard::kX;
    Ship player = Ship::kMercurial;
    TwoQubitState result;
    /// The named position the result equals up to `phase` (result = phase * state_of(*to)), or
    /// nullopt when the result is no state the board names.
    std::optional<ShipPositions> to;
    Complex phase{1.0, 0.0};
    /// What the board prints for the same card, ship and position (nullopt: no path).
    std::optional<ShipPositions> printed;
};

QuantumMove quantum_move(const Board& board, const ShipPositions& from, NavCard card, Ship player);

/// One printed move checked against the gate: one card of a path's label (or an entry/exit line,
/// or a board rule), one ship whose line it carries, one direction, one position of the other ship.
struct PrintedCheck {
    std::string source;  ///< JSON pointer of the printed element: "/paths/3", "/entry_lines/1", "/rules/0"
    std::string what;    ///< "path 3 OMEGA_ZERO - OMEGA_ONE", "entry line 0", "exit line 0", "rule 0"
    NavCard card = NavCard::kX;
    Ship player = Ship::kMercurial;
    ShipPositions from;
    ShipPositions expected;        ///< the printed destination
    TwoQubitState expected_state;  ///< the board's state of `expected`
    QuantumMove actual;
    bool agrees = false;
};

/// Why quantum mechanics moves where the board prints no path.
enum class OmissionKind : std::uint8_t {
    /// Outside Entanglion, the ship that did NOT play the card moves (CNOT phase kickback). Paths
    /// only ever move the card player's ship, so the board cannot print this.
    kOtherShipMoves,
    /// A move the board's format could print (only the player's ship moves outside, or both move
    /// together inside Entanglion) but does not: a missing path.
    kMissingPath,
    /// SWAP outside Entanglion exchanges the ships' planets: a move the board prints as an entry of
    /// its `rules` list ("exchange_ships"), which the board lacks. Counted with missing paths by
    /// `verify-board --strict`.
    kMissingRule,
    /// Anything else (e.g. both ships change planets outside Entanglion).
    kOther,
};

struct Omission {
    QuantumMove move;
    OmissionKind kind = OmissionKind::kOther;
    std::string explanation;  ///< explain_omission() for the board it was found on (words)
    std::string computation;  ///< omission_computation(): the gate matrix and the states before and after
};

/// A card whose printed "no path" is right: the gate leaves the state alone up to a global phase.
struct Stay {
    QuantumMove move;  ///< move.to == move.from; move.phase is 1 for the identity
};

/// Born-rule outcomes of a Z measurement of both ships on an Entanglion planet, against the
/// board's detection jump (both ships to ZERO or both to ONE: outcomes 00 and 11).
struct DetectionComparison {
    Planet planet = Planet::kPhiPlus;
    std::array<double, 4> probabilities{};  ///< indexed 2*m + r
    enum class Verdict : std::uint8_t {
        kAlways,     ///< every Z outcome is 00 or 11: the jump is exactly what a measurement could give
        kNever,      ///< no Z outcome is 00 or 11: the jump is never what a measurement gives
        kSometimes,  ///< 00/11 possible, but so are 01/10, which the jump never produces
    } verdict = Verdict::kAlways;
};

struct VerificationReport {
    std::vector<PrintedCheck> checks;
    std::vector<Omission> omissions;
    std::vector<Stay> stays;
    /// Gate results that are no named state (none for the published board).
    std::vector<QuantumMove> unnamed;
    std::vector<DetectionComparison> detection;
    /// The states the board uses for OMEGA ZERO..THREE (the four printed nowhere).
    std::array<TwoQubitState, 4> omega_states;
    /// How many of the 24 assignments of the four OMEGA candidate states fit every printed path,
    /// and whether the board's own assignment is one of them.
    int fitting_omega_assignments = 0;
    bool board_omega_assignment_fits = false;
    std::size_t printed_elements = 0;  ///< paths + entry lines + rules

    std::size_t mismatch_count() const;
    std::size_t missing_path_count() const;
    /// Omissions of a `rules` entry (OmissionKind::kMissingRule).
    std::size_t missing_rule_count() const;
    /// Every printed move agrees with quantum mechanics.
    bool ok() const { return mismatch_count() == 0; }
};

/// Runs every check. Pure function of the board.
VerificationReport verify_board(const Board& board);

/// The four entangled states with all amplitudes +-1/2 and one minus sign, on |00>, |01>, |10>,
/// |11> in that order: the candidates for the OMEGA planets.
std::array<TwoQubitState, 4> omega_candidates();

/// Every assignment of omega_candidates() to OMEGA ZERO..THREE (as indices into the candidates)
/// under which every printed move of `board` agrees with quantum mechanics.
std::vector<std::array<int, 4>> fitting_omega_assignments(const Board& board);

/// "OMEGA_ZERO", "ZERO,PLUS": as positions_id, for messages.
std::string describe_check(const PrintedCheck& check);
/// One line per finding, e.g. `path 3 OMEGA_ZERO - OMEGA_ONE (/paths/3): X for MERCURIAL,
/// OMEGA_ZERO -> OMEGA_ONE: expected OMEGA_ONE ½(...), got OMEGA_TWO ½(...)`.
std::string describe_mismatch(const PrintedCheck& check);
std::string describe_omission(const Omission& omission);
/// A teacher's explanation of an omission, in words (one paragraph).
std::string explain_omission(const Board& board, const Omission& omission);
/// The same with matrices: the gate's 4x4 matrix and the states before and after, as plain text.
std::string omission_computation(const Board& board, const Omission& omission);
/// Why nothing moves: "X|-> = -|->: a global phase, no observable change" (words only).
std::string explain_stay(const Stay& stay);
/// A 4x4 gate matrix in |Mercurial Rubicon> order, one row per line, exact entries where possible.
std::string format_gate_matrix(const Gate& gate);
std::string_view omission_kind_id(OmissionKind kind);               ///< "other_ship_moves", "missing_path", "other"
std::string_view verdict_id(DetectionComparison::Verdict verdict);  ///< "always", "never", "sometimes"

/// The report as text, Markdown or JSON (verifier_format.cpp).
std::string format_report_text(const VerificationReport& report);
std::string format_report_markdown(const VerificationReport& report);
std::string format_report_json(const VerificationReport& report);

}  // namespace entanglion
