#include "game/board/generator.h"
#include "game/board/amplitude_json.h"

#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "game/board/amplitude_text.h"
#include "statevector/format.h"

namespace entanglion {
namespace {

using OrderedJson = nlohmann::ordered_json;

std::string trim(std::string_view text) {
    const auto begin = text.find_first_not_of(" \t");
    if (begin == std::string_view::npos) return "";
    const auto end = text.find_last_not_of(" \t");
    return std::string(text.substr(begin, end - begin + 1));
}

}  // namespace

std::optional<std::vector<GateKind>> parse_gate_set(std::string_view text, std::string* error) {
    std::vector<GateKind> gates;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = text.find(',', start);
        const std::string name = trim(text.substr(start, comma == std::string_view::npos ? text.npos : comma - start));
        const auto gate = parse_gate_kind(name);
        if (!gate) {
            if (error) *error = "unknown gate \"" + name + "\" (gates: X Y Z H CNOT CZ SWAP)";
            return std::nullopt;
        }
        if (*gate == GateKind::kS || *gate == GateKind::kI) {
            if (error) {
                *error = *gate == GateKind::kS ? "gate \"S\" is not its own inverse, and board paths work both ways"
                                               : "gate \"I\" moves nothing";
            }
            return std::nullopt;
        }
        bool duplicate = false;
        for (GateKind earlier : gates) duplicate = duplicate || earlier == *gate;
        if (!duplicate) gates.push_back(*gate);
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    return gates;
}

TransitionGraph generate_transition_graph(const std::vector<GateKind>& gates, const Board& names) {
    TransitionGraph graph;
    graph.gates = gates;
    auto find_or_add = [&](const TwoQubitState& state, Complex* phase) -> std::size_t {
        for (std::size_t i = 0; i < graph.states.size(); ++i) {
            if (state.equals_up_to_phase(graph.states[i].state, 1e-9, phase)) return i;
        }
        GraphState added;
        added.state = state;
        if (auto match = names.catalogue().identify(state)) {
            added.id = match->named->id;
            added.named = true;
            // Store the catalogue's representative so the printed amplitudes are the board's.
            added.state = match->named->state;
            if (phase) *phase = match->phase;
        } else {
            added.id = "S" + std::to_string(graph.states.size());
            if (phase) *phase = 1.0;
        }
        graph.states.push_back(std::move(added));
        return graph.states.size() - 1;
    };
    Complex ignored;
    find_or_add(TwoQubitState(), &ignored);
    for (std::size_t current = 0; current < graph.states.size(); ++current) {
        for (GateKind kind : gates) {
            for (Ship player : kShips) {
                TwoQubitState next = graph.states[current].state;
                next.apply(Gate{kind, player});
                next.snap();
                GraphMove move{current, kind, player, 0, {1.0, 0.0}};
                move.to = find_or_add(next, &move.phase);
                graph.moves.push_back(move);
            }
        }
    }
    return graph;
}

std::string transition_graph_json(const TransitionGraph& graph) {
    OrderedJson root;
    root["format"] = "entanglion-board-graph";
    root["version"] = 1;
    root["ket_order"] = "|Mercurial Rubicon>";
    OrderedJson gates = OrderedJson::array();
    for (GateKind kind : graph.gates) gates.push_back(gate_id(kind));
    root["gates"] = gates;
    root["start"] = graph.states.front().id;
    OrderedJson states = OrderedJson::array();
    for (const GraphState& state : graph.states) {
        OrderedJson amplitudes = OrderedJson::array();
        for (Complex amplitude : state.state.amplitudes()) amplitudes.push_back(amplitude_json(amplitude));
        states.push_back({{"id", state.id}, {"named", state.named}, {"state", amplitudes}});
    }
    root["states"] = states;
    // Group like the board does: one path per pair of states and set of ships, listing its gates.
    std::map<std::pair<std::size_t, std::size_t>, std::map<GateKind, std::set<Ship>>> edges;
    OrderedJson stays = OrderedJson::array();
    for (const GraphMove& move : graph.moves) {
        if (move.from == move.to) {
            stays.push_back({{"at", graph.states[move.from].id},
                             {"gate", gate_id(move.gate)},
                             {"player", ship_id(move.player)},
                             {"phase", format_phase(move.phase)}});
            continue;
        }
        // Every allowed gate is its own inverse, so each move is also printed the other way.
        const auto key = std::minmax(move.from, move.to);
        edges[{key.first, key.second}][move.gate].insert(move.player);
    }
    OrderedJson paths = OrderedJson::array();
    for (const auto& [pair, by_gate] : edges) {
        std::map<std::set<Ship>, std::vector<GateKind>> by_lines;
        for (const auto& [gate, ships] : by_gate) by_lines[ships].push_back(gate);
        for (const auto& [ships, gate_list] : by_lines) {
            OrderedJson cards = OrderedJson::array();
            for (GateKind gate : gate_list) cards.push_back(gate_id(gate));
            OrderedJson lines = OrderedJson::array();
            for (Ship ship : ships) lines.push_back(ship == Ship::kMercurial ? "mercurial" : "rubicon");
            paths.push_back({{"between", {graph.states[pair.first].id, graph.states[pair.second].id}},
                             {"cards", cards},
                             {"lines", lines}});
        }
    }
    root["paths"] = paths;
    root["stays"] = stays;
    root["counts"] = {{"states", graph.states.size()},
                      {"moves", graph.moves.size()},
                      {"paths", paths.size()},
                      {"stays", stays.size()}};
    return root.dump(2) + "\n";
}

}  // namespace entanglion
