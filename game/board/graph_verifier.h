#pragma once
/// Checks a transition graph file ("format": "entanglion-board-graph", written by
/// `entanglion-cli generate-board` and possibly edited by a designer) against quantum mechanics:
/// every path, in both directions, for each gate of its label and each ship of its lines, must take
/// one node's state to the other's (up to global phase); every stay must leave its node alone with
/// the printed phase; and the graph must be complete: from every node, every gate of "gates" for
/// each ship is a path or a stay. Used by `entanglion-cli verify-board --board graph.json`.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/board/board.h"

namespace entanglion {

inline constexpr std::string_view kGraphFormat = "entanglion-board-graph";

/// One problem with a well-formed graph: `source` is the JSON pointer of the element it concerns
/// ("/paths/3", "/stays/0", "/states/5"), `message` says what the gate really does.
struct GraphFinding {
    std::string source;
    std::string message;
};

struct GraphVerification {
    std::vector<std::string> gates;  ///< as listed in the file, "X", "CNOT", ...
    std::size_t state_count = 0;
    std::size_t path_count = 0;
    std::size_t stay_count = 0;
    std::size_t checked_path_moves = 0;  ///< gate x ship x direction over every path
    std::size_t checked_stays = 0;
    std::size_t expected_moves = 0;  ///< states x gates x 2 ships: what completeness requires
    /// A printed element that disagrees with the gate (wrong destination, not a stay, wrong phase,
    /// a node whose state contradicts its name, a move listed twice, counts that do not match).
    std::vector<GraphFinding> mismatches;
    /// A node, gate and ship that no path or stay covers.
    std::vector<GraphFinding> omissions;

    bool ok() const { return mismatches.empty() && omissions.empty(); }
};

/// True when `json_text` is a JSON object whose "format" is kGraphFormat, so verify-board knows
/// which checker to run. False for anything else, including text that is not JSON (the board
/// loader then reports the syntax error).
bool is_graph_text(std::string_view json_text);

/// Validates the file once (structure, ids, gate names, amplitudes in the board's exact-string
/// form) and runs every check. nullopt for a malformed file, with `error` set to
/// `<source>: <JSON pointer>: <problem>` (or `<source>: line L, column C: ...` for a syntax error).
/// Nodes marked "named" are checked against `names`' catalogue (the generator uses the published
/// board).
std::optional<GraphVerification> verify_graph_text(std::string_view json_text, std::string_view source_name,
                                                   const Board& names, std::string* error);
std::optional<GraphVerification> verify_graph_file(const std::filesystem::path& path, const Board& names,
                                                   std::string* error);

/// The report as text, Markdown or JSON (graph_verifier_format.cpp).
std::string format_graph_report_text(const GraphVerification& report);
std::string format_graph_report_markdown(const GraphVerification& report);
std::string format_graph_report_json(const GraphVerification& report);

}  // namespace entanglion
