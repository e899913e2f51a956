// read_graph_text: the structure of a transition graph file (docs/board-format.md, "Generated
// graphs"), validated once; every problem is reported as `<file>: <JSON pointer>: <problem>`.
#include "game/board/graph_reader.h"

#include <cmath>
#include <initializer_list>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "game/board/amplitude_text.h"
#include "game/board/graph_verifier.h"
#include "game/board/json_fields.h"

namespace entanglion {
namespace {

using namespace json_fields;  // fail, field, check_fields, string_at, amplitude_at, ... (shared with the board loader)

const Json& array_at(const Json& value, const std::string& pointer, bool non_empty) {
    json_fields::array_at(value, pointer);
    if (non_empty && value.empty()) fail(pointer, "expected at least one entry");
    return value;
}

/// "1", "-1", "i", "-i" or "e^(0.785i)", as format_phase writes them.
std::optional<Complex> parse_phase_text(const std::string& text) {
    if (text.rfind("e^(", 0) == 0 && text.size() > 5 && text.substr(text.size() - 2) == "i)") {
        const std::string angle = text.substr(3, text.size() - 5);
        char* end = nullptr;
        const double radians = std::strtod(angle.c_str(), &end);
        if (angle.empty() || end != angle.c_str() + angle.size()) return std::nullopt;
        return std::polar(1.0, radians);
    }
    const auto value = parse_amplitude_text(text);
    if (!value || std::abs(std::abs(*value) - 1.0) > kGraphTolerance) return std::nullopt;
    return value;
}

class GraphReader {
public:
    GraphFile read(const Json& root) {
        check_fields(root, "",
                     {"format", "version", "ket_order", "gates", "start", "states", "paths", "stays", "counts"});
        if (string_at(field(root, "", "format"), "/format") != kGraphFormat)
            fail("/format", "expected " + in_quotes(kGraphFormat));
        const Json& version = field(root, "", "version");
        if (!version.is_number_integer() || version.get<long long>() != 1)
            fail("/version", "only version 1 is known, got " + json_input::preview(version));
        if (root.contains("ket_order") && string_at(root["ket_order"], "/ket_order") != "|Mercurial Rubicon>")
            fail("/ket_order", "the only ket order is \"|Mercurial Rubicon>\"");
        read_gates(field(root, "", "gates"));
        read_states(field(root, "", "states"));
        graph_.start = node_at(field(root, "", "start"), "/start");
        read_paths(field(root, "", "paths"));
        read_stays(field(root, "", "stays"));
        if (root.contains("counts")) {
            check_fields(root["counts"], "/counts", {"states", "moves", "paths", "stays"});
            for (const auto& [key, value] : root["counts"].items()) {
                GraphCount count{key, json_input::preview(value), std::nullopt};
                if (value.is_number_unsigned()) count.value = value.get<std::size_t>();
                graph_.counts.push_back(std::move(count));
            }
        }
        return std::move(graph_);
    }

private:
    GateKind gate_at(const Json& value, const std::string& pointer) const {
        const std::string text = string_at(value, pointer);
        const auto gate = parse_gate_kind(text);
        if (!gate) fail(pointer, "unknown gate " + in_quotes(text) + " (gates: X Y Z H CNOT CZ SWAP)");
        for (GateKind listed : graph_.gates) {
            if (listed == *gate) return *gate;
        }
        fail(pointer, "gate " + in_quotes(text) + " is not listed in /gates");
    }

    Ship ship_at(const Json& value, const std::string& pointer) const {
        const std::string text = string_at(value, pointer);
        const auto ship = parse_ship(text);
        if (!ship) fail(pointer, "unknown ship " + in_quotes(text) + " (mercurial or rubicon)");
        return *ship;
    }

    std::size_t node_at(const Json& value, const std::string& pointer) const {
        const std::string text = string_at(value, pointer);
        const auto it = index_.find(text);
        if (it == index_.end()) fail(pointer, "unknown state " + in_quotes(text));
        return it->second;
    }

    void read_gates(const Json& gates) {
        array_at(gates, "/gates", true);
        for (std::size_t i = 0; i < gates.size(); ++i) {
            const std::string pointer = child("/gates", i);
            const std::string text = string_at(gates[i], pointer);
            const auto gate = parse_gate_kind(text);
            if (!gate) fail(pointer, "unknown gate " + in_quotes(text) + " (gates: X Y Z H CNOT CZ SWAP)");
            if (*gate == GateKind::kS) fail(pointer, "gate \"S\" is not its own inverse, and paths work both ways");
            if (*gate == GateKind::kI) fail(pointer, "gate \"I\" moves nothing");
            for (GateKind earlier : graph_.gates) {
                if (earlier == *gate) fail(pointer, "gate " + in_quotes(text) + " is listed twice");
            }
            graph_.gates.push_back(*gate);
        }
    }

    void read_states(const Json& states) {
        array_at(states, "/states", true);
        for (std::size_t i = 0; i < states.size(); ++i) {
            const std::string pointer = child("/states", i);
            check_fields(states[i], pointer, {"id", "named", "state"});
            GraphNode node;
            node.id = string_at(field(states[i], pointer, "id"), child(pointer, "id"));
            if (node.id.empty()) fail(child(pointer, "id"), "empty id");
            if (index_.count(node.id) > 0) {
                fail(child(pointer, "id"),
                     "duplicate id " + in_quotes(node.id) + " (also " + child("/states", index_[node.id]) + ")");
            }
            if (states[i].contains("named")) {
                if (!states[i]["named"].is_boolean()) fail(child(pointer, "named"), "expected true or false");
                node.named = states[i]["named"].get<bool>();
            }
            const std::string state_pointer = child(pointer, "state");
            const Json& amplitudes = array_at(field(states[i], pointer, "state"), state_pointer, false);
            if (amplitudes.size() != 4) {
                fail(state_pointer, "a node holds the state of both ships: expected 4 amplitudes, got " +
                                        std::to_string(amplitudes.size()));
            }
            Eigen::Vector4cd vector;
            for (std::size_t k = 0; k < 4; ++k) {
                vector[static_cast<Eigen::Index>(k)] = amplitude_at(amplitudes[k], child(state_pointer, k));
            }
            if (std::abs(vector.norm() - 1.0) > kGraphTolerance) {
                std::ostringstream text;
                text << "state is not normalised (norm " << vector.norm() << ", squared amplitudes must add up to 1)";
                fail(state_pointer, text.str());
            }
            node.state = TwoQubitState(vector / vector.norm());
            index_[node.id] = graph_.nodes.size();
            graph_.nodes.push_back(std::move(node));
        }
    }

    void read_paths(const Json& paths) {
        array_at(paths, "/paths", false);
        for (std::size_t i = 0; i < paths.size(); ++i) {
            const std::string pointer = child("/paths", i);
            check_fields(paths[i], pointer, {"between", "cards", "lines"});
            GraphPath path;
            const std::string between = child(pointer, "between");
            const Json& ends = array_at(field(paths[i], pointer, "between"), between, false);
            if (ends.size() != 2) fail(between, "a path joins two states, got " + std::to_string(ends.size()));
            path.a = node_at(ends[0], child(between, 0));
            path.b = node_at(ends[1], child(between, 1));
            if (path.a == path.b) fail(between, "a path from a state to itself (list it under /stays)");
            const std::string cards = child(pointer, "cards");
            const Json& card_list = array_at(field(paths[i], pointer, "cards"), cards, true);
            for (std::size_t k = 0; k < card_list.size(); ++k) {
                const GateKind gate = gate_at(card_list[k], child(cards, k));
                for (GateKind earlier : path.cards) {
                    if (earlier == gate) fail(child(cards, k), "gate listed twice on this path");
                }
                path.cards.push_back(gate);
            }
            const std::string lines = child(pointer, "lines");
            const Json& line_list = array_at(field(paths[i], pointer, "lines"), lines, true);
            for (std::size_t k = 0; k < line_list.size(); ++k) {
                const Ship ship = ship_at(line_list[k], child(lines, k));
                for (Ship earlier : path.lines) {
                    if (earlier == ship) fail(child(lines, k), "ship listed twice on this path");
                }
                path.lines.push_back(ship);
            }
            graph_.paths.push_back(std::move(path));
        }
    }

    void read_stays(const Json& stays) {
        array_at(stays, "/stays", false);
        for (std::size_t i = 0; i < stays.size(); ++i) {
            const std::string pointer = child("/stays", i);
            check_fields(stays[i], pointer, {"at", "gate", "player", "phase"});
            GraphStay stay;
            stay.at = node_at(field(stays[i], pointer, "at"), child(pointer, "at"));
            stay.gate = gate_at(field(stays[i], pointer, "gate"), child(pointer, "gate"));
            stay.player = ship_at(field(stays[i], pointer, "player"), child(pointer, "player"));
            if (stays[i].contains("phase")) {
                const std::string text = string_at(stays[i]["phase"], child(pointer, "phase"));
                const auto phase = parse_phase_text(text);
                if (!phase) {
                    fail(child(pointer, "phase"),
                         "cannot read phase " + in_quotes(text) + " (e.g. \"1\", \"-1\", \"i\", \"e^(0.785i)\")");
                }
                stay.phase = *phase;
            }
            graph_.stays.push_back(stay);
        }
    }

    GraphFile graph_;
    std::map<std::string, std::size_t> index_;
};

}  // namespace

bool is_graph_text(std::string_view json_text) {
    const std::optional<Json> root = json_input::parse_input<Json>(json_text, "", nullptr);
    if (!root || !root->is_object()) return false;
    const auto format = root->find("format");
    return format != root->end() && format->is_string() && format->get<std::string>() == kGraphFormat;
}

std::optional<GraphFile> read_graph_text(std::string_view json_text, std::string_view source_name, std::string* error) {
    const std::string source(source_name);
    const std::optional<Json> root = parse_located(json_text, source, error);
    if (!root) return std::nullopt;
    try {
        return GraphReader().read(*root);
    } catch (const FieldError& graph_error) {
        if (error) *error = source + ": " + graph_error.what();
        return std::nullopt;
    }
}

}  // namespace entanglion
