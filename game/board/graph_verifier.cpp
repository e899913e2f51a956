// verify_graph_text / verify_graph_file: checks a transition graph file (read by graph_reader)
// against the real gates: every path both ways, every stay and its phase, the named nodes, and
// completeness (every node x gate x ship is a path or a stay).
#include "game/board/graph_verifier.h"

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <tuple>

#include "game/board/amplitude_text.h"
#include "game/board/graph_reader.h"
#include "statevector/catalogue.h"

namespace entanglion {
namespace {

std::string child(const std::string& pointer, std::string_view key) { return pointer + "/" + std::string(key); }
std::string child(const std::string& pointer, std::size_t index) { return pointer + "/" + std::to_string(index); }

/// "[1/sqrt2, 0, -i/2, 0.6]": exact where possible, for messages.
std::string state_text(const TwoQubitState& state) {
    std::string text = "[";
    for (Eigen::Index k = 0; k < 4; ++k) {
        if (k > 0) text += ", ";
        const Complex amplitude = state.amplitudes()[k];
        if (auto exact = exact_amplitude_text(amplitude, kGraphTolerance)) {
            text += *exact;
        } else {
            std::ostringstream number;
            number << amplitude.real();
            if (amplitude.imag() != 0) number << (amplitude.imag() < 0 ? "" : "+") << amplitude.imag() << "i";
            text += number.str();
        }
    }
    return text + "]";
}

/// "ZERO,PLUS" when the state is a node (with " (phase -1)" when not 1), otherwise "a state the
/// graph does not list [..]".
std::string where_it_goes(const GraphFile& graph, const TwoQubitState& result) {
    for (const GraphNode& node : graph.nodes) {
        Complex phase;
        if (result.equals_up_to_phase(node.state, kGraphTolerance, &phase)) {
            const std::string phase_text = format_phase(phase);
            return node.id + (phase_text == "1" ? "" : " (phase " + phase_text + ")");
        }
    }
    return "a state the graph does not list " + state_text(result);
}

std::string move_text(GateKind gate, Ship player) {
    return std::string(gate_id(gate)) + " for " + std::string(ship_id(player));
}

TwoQubitState applied(const TwoQubitState& state, GateKind gate, Ship player) {
    TwoQubitState result = state;
    result.apply(Gate{gate, player});
    return result;
}

GraphVerification check_graph(const GraphFile& graph, const Board& names) {
    GraphVerification report;
    for (GateKind gate : graph.gates) report.gates.emplace_back(gate_id(gate));
    report.state_count = graph.nodes.size();
    report.path_count = graph.paths.size();
    report.stay_count = graph.stays.size();
    report.expected_moves = graph.nodes.size() * graph.gates.size() * kShips.size();

    if (!graph.nodes[graph.start].state.equals_up_to_phase(TwoQubitState(), kGraphTolerance)) {
        report.mismatches.push_back({"/start", "the start state " + graph.nodes[graph.start].id + " " +
                                                   state_text(graph.nodes[graph.start].state) +
                                                   " is not |00> (both ships on ZERO)"});
    }
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        const GraphNode& node = graph.nodes[i];
        const std::string pointer = child("/states", i);
        for (std::size_t earlier = 0; earlier < i; ++earlier) {
            if (node.state.equals_up_to_phase(graph.nodes[earlier].state, kGraphTolerance)) {
                report.mismatches.push_back({pointer, node.id + " is the same state as " + graph.nodes[earlier].id +
                                                          " (" + child("/states", earlier) + ") up to global phase"});
            }
        }
        if (!node.named) continue;
        const NamedState* named = names.catalogue().find(node.id);
        if (named == nullptr) {
            report.mismatches.push_back({pointer, node.id + " is marked named, but the board names no such state"});
        } else if (!node.state.equals_up_to_phase(named->state, kGraphTolerance)) {
            report.mismatches.push_back({pointer, node.id + " is marked named, but its state " +
                                                      state_text(node.state) + " is not the board's " + node.id + " " +
                                                      state_text(named->state)});
        }
    }

    // (node, gate, ship) -> the first element that prints it, for completeness and duplicates.
    std::map<std::tuple<std::size_t, GateKind, Ship>, std::string> covered;
    auto cover = [&](std::size_t from, GateKind gate, Ship player, const std::string& source) {
        const auto [it, inserted] = covered.emplace(std::make_tuple(from, gate, player), source);
        if (!inserted) {
            report.mismatches.push_back({source, move_text(gate, player) + " from " + graph.nodes[from].id +
                                                     " is listed twice (also " + it->second + ")"});
        }
    };
    for (std::size_t i = 0; i < graph.paths.size(); ++i) {
        const GraphPath& path = graph.paths[i];
        const std::string pointer = child("/paths", i);
        for (GateKind gate : path.cards) {
            for (Ship player : path.lines) {
                for (const auto& [from, to] : {std::pair{path.a, path.b}, std::pair{path.b, path.a}}) {
                    ++report.checked_path_moves;
                    cover(from, gate, player, pointer);
                    const TwoQubitState result = applied(graph.nodes[from].state, gate, player);
                    if (result.equals_up_to_phase(graph.nodes[to].state, kGraphTolerance)) continue;
                    report.mismatches.push_back(
                        {pointer, "path " + graph.nodes[path.a].id + " - " + graph.nodes[path.b].id + ": " +
                                      move_text(gate, player) + ", " + graph.nodes[from].id + " -> " +
                                      graph.nodes[to].id + ": the gate goes to " + where_it_goes(graph, result)});
                }
            }
        }
    }
    for (std::size_t i = 0; i < graph.stays.size(); ++i) {
        const GraphStay& stay = graph.stays[i];
        const std::string pointer = child("/stays", i);
        ++report.checked_stays;
        cover(stay.at, stay.gate, stay.player, pointer);
        const GraphNode& node = graph.nodes[stay.at];
        const TwoQubitState result = applied(node.state, stay.gate, stay.player);
        Complex phase;
        if (!result.equals_up_to_phase(node.state, kGraphTolerance, &phase)) {
            report.mismatches.push_back({pointer, "stay at " + node.id + ": " + move_text(stay.gate, stay.player) +
                                                      " does not stay, the gate goes to " +
                                                      where_it_goes(graph, result)});
        } else if (std::abs(phase - stay.phase) > 1e-3) {
            report.mismatches.push_back({pointer, "stay at " + node.id + ": " + move_text(stay.gate, stay.player) +
                                                      " gives phase " + format_phase(phase) + ", printed " +
                                                      format_phase(stay.phase)});
        }
    }
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        for (GateKind gate : graph.gates) {
            for (Ship player : kShips) {
                if (covered.count({i, gate, player}) > 0) continue;
                const TwoQubitState result = applied(graph.nodes[i].state, gate, player);
                report.omissions.push_back(
                    {child("/states", i), graph.nodes[i].id + ": " + move_text(gate, player) +
                                              " is neither a path nor a stay (the gate goes to " +
                                              where_it_goes(graph, result) + ")"});
            }
        }
    }
    for (const GraphCount& count : graph.counts) {
        const std::size_t actual = count.key == "states"  ? report.state_count
                                   : count.key == "moves" ? report.expected_moves
                                   : count.key == "paths" ? report.path_count
                                                          : report.stay_count;
        if (count.value != actual) {
            report.mismatches.push_back({child("/counts", count.key), "counts." + count.key + " is " + count.text +
                                                                          ", the graph has " + std::to_string(actual)});
        }
    }
    return report;
}

}  // namespace

std::optional<GraphVerification> verify_graph_text(std::string_view json_text, std::string_view source_name,
                                                   const Board& names, std::string* error) {
    const std::optional<GraphFile> graph = read_graph_text(json_text, source_name, error);
    if (!graph) return std::nullopt;
    return check_graph(*graph, names);
}

std::optional<GraphVerification> verify_graph_file(const std::filesystem::path& path, const Board& names,
                                                   std::string* error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error) *error = path.string() + ": cannot open file";
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return verify_graph_text(text.str(), path.string(), names, error);
}

}  // namespace entanglion
