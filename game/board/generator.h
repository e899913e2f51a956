#pragma once
/// For board designers: the complete transition graph that a chosen gate set reaches from |00>
/// (both ships on ZERO), written with the board file's conventions (ids, exact amplitude strings,
/// "between"/"cards"/"lines" paths). See docs/board-format.md, "Generated graphs".

#include <optional>
#include <string>
#include <vector>

#include "game/board/board.h"

namespace entanglion {

/// Parses "X,H,CNOT,SWAP,Z,CZ" (any letter case, spaces allowed). Every gate must be its own
/// inverse, because paths work in both directions: S is refused, I is refused (it moves nothing).
/// nullopt with `error` naming the bad entry otherwise.
std::optional<std::vector<GateKind>> parse_gate_set(std::string_view text, std::string* error);

struct GraphState {
    std::string id;  ///< the board's name ("ZERO,PLUS", "PHI_PLUS") when it has one, else "S<n>"
    TwoQubitState state;
    bool named = false;
};

struct GraphMove {
    std::size_t from = 0;  ///< index into states
    GateKind gate = GateKind::kI;
    Ship player = Ship::kMercurial;
    std::size_t to = 0;
    Complex phase{1.0, 0.0};  ///< result = phase * states[to].state
};

struct TransitionGraph {
    std::vector<GateKind> gates;
    std::vector<GraphState> states;  ///< states[0] is |00>; breadth-first order
    std::vector<GraphMove> moves;    ///< every state x gate x ship, self-loops included
};

/// Breadth-first search from |00>, identifying states up to global phase; states are named with
/// `names`' catalogue.
TransitionGraph generate_transition_graph(const std::vector<GateKind>& gates, const Board& names);

/// The graph as JSON ("format": "entanglion-board-graph").
std::string transition_graph_json(const TransitionGraph& graph);

}  // namespace entanglion
