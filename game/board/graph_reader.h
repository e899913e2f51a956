#pragma once
/// Internal to game/board: reads a transition graph file (generate-board's
/// "entanglion-board-graph" format) into resolved data, validating its structure once, at the
/// boundary. graph_verifier.cpp checks the result against the gates.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "statevector/state.h"

namespace entanglion {

/// Amplitudes may be rounded decimals (0.7071); distinct states the gates reach are much further
/// apart than this.
inline constexpr double kGraphTolerance = 1e-6;

struct GraphNode {
    std::string id;
    bool named = false;
    TwoQubitState state;  ///< normalised
};

struct GraphPath {
    std::size_t a = 0;  ///< index into GraphFile::nodes
    std::size_t b = 0;  ///< != a
    std::vector<GateKind> cards;
    std::vector<Ship> lines;
};

struct GraphStay {
    std::size_t at = 0;
    GateKind gate = GateKind::kX;
    Ship player = Ship::kMercurial;
    Complex phase{1.0, 0.0};  ///< as printed (1 when absent)
};

/// One entry of the optional "counts" object.
struct GraphCount {
    std::string key;                   ///< "states", "moves", "paths" or "stays"
    std::string text;                  ///< as printed, for messages
    std::optional<std::size_t> value;  ///< nullopt when it is not a non-negative integer
};

/// A well-formed graph file, every id resolved. Every gate of a path or stay is one of `gates`.
struct GraphFile {
    std::vector<GateKind> gates;
    std::size_t start = 0;
    std::vector<GraphNode> nodes;  ///< at least one, ids unique
    std::vector<GraphPath> paths;
    std::vector<GraphStay> stays;
    std::vector<GraphCount> counts;
};

/// nullopt for a malformed file, with `error` set to `<source>: <JSON pointer>: <problem>` (or
/// `<source>: line L, column C: invalid JSON: ...`).
std::optional<GraphFile> read_graph_text(std::string_view json_text, std::string_view source_name, std::string* error);

}  // namespace entanglion
