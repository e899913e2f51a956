// entanglion-cli export: a circuit as OpenQASM 3.0 / 2.0, a Qiskit 1.x snippet or a Quirk link, from
// a gate list (applied to |00>), a lesson's solution, or a game record's navigation since its last
// reset. Exports put Rubicon on qubit 0 and Mercurial on qubit 1 (statevector/circuit_export.h).
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "game/rules/navigation_history.h"
#include "game/rules/record.h"
#include "lessons/builtin.h"
#include "lessons/lesson_circuit.h"
#include "lessons/solver.h"
#include "statevector/circuit_export.h"

namespace entanglion::cli {
namespace {

struct ExportOptions {
    std::string format;
    std::vector<std::string> gates;
    std::string lesson;
    std::string record;
};

struct Circuit {
    std::vector<Gate> gates;
    std::string title;
};

/// The circuit the options ask for, or nullopt with `error` and the exit code in `exit_code`.
std::optional<Circuit> build(const ExportOptions& options, std::string* error, int* exit_code) {
    *exit_code = 2;
    const int sources =
        (options.gates.empty() ? 0 : 1) + (options.lesson.empty() ? 0 : 1) + (options.record.empty() ? 0 : 1);
    if (sources > 1) {
        *error = "give one circuit: a gate list, --lesson or --record";
        return std::nullopt;
    }
    if (!options.lesson.empty()) {
        const lessons::Lesson* lesson = lessons::find_builtin_lesson(options.lesson);
        if (!lesson) {
            *error = "unknown lesson \"" + options.lesson + "\" for --lesson (see: entanglion-cli lesson list)";
            return std::nullopt;
        }
        const auto solution = lessons::solve(*lesson).solution;
        *exit_code = 1;
        if (!solution) {
            *error = "lesson " + lesson->id + " has no solution within its budget";
            return std::nullopt;
        }
        auto gates = lessons::lesson_circuit(*lesson, *solution);
        if (!gates) {
            *error = "card gates cannot prepare the start state of lesson " + lesson->id + " from |00>";
            return std::nullopt;
        }
        return Circuit{*gates, lessons::lesson_circuit_title(*lesson, solution->size()) + " (the solver's solution)"};
    }
    if (!options.record.empty()) {
        const auto record = rules::load_record(options.record, error);
        if (!record) return std::nullopt;
        const rules::ReplayResult replay = rules::replay_record(*record, true);
        if (!replay.state) {
            *error = options.record + ": " + replay.error;
            return std::nullopt;
        }
        auto gates = rules::live_state_circuit(replay.events, replay.state->live_state());
        *exit_code = 1;
        if (!gates) {
            *error = options.record + ": the live state is not one card gates reach from |00>";
            return std::nullopt;
        }
        const std::size_t since = rules::navigation_since_reset(replay.events).size();
        return Circuit{*gates, "record " + options.record + ": the live state, " + std::to_string(since) +
                                   " navigation gate(s) since the last reset after preparing that state from |00>"};
    }
    Circuit circuit;
    for (const std::string& text : options.gates) {
        const auto gate = parse_gate(text, error);
        if (!gate) return std::nullopt;
        circuit.gates.push_back(*gate);
        circuit.title += (circuit.title.empty() ? "gates " : " ") + text;
    }
    if (circuit.title.empty()) circuit.title = "no gates (|00>)";
    return circuit;
}

int run_export(const ExportOptions& options) {
    const auto format = parse_circuit_format(options.format);
    if (!format) {
        std::cerr << "entanglion-cli export: unknown format \"" << options.format
                  << "\" for --format (expected qasm3, qasm2, qiskit or quirk)\n";
        return 2;
    }
    std::string error;
    int exit_code = 2;
    const auto circuit = build(options, &error, &exit_code);
    if (!circuit) {
        std::cerr << "entanglion-cli export: " << error << "\n";
        return exit_code;
    }
    std::cout << export_circuit(circuit->gates, *format, circuit->title);
    if (*format == CircuitFormat::kQuirk) std::cout << "\n";
    return 0;
}

}  // namespace

void add_export_command(CLI::App& app, int& exit_code) {
    auto options = std::make_shared<ExportOptions>();
    CLI::App* command = app.add_subcommand(
        "export",
        "Print a circuit from |00> as OpenQASM, Qiskit or a Quirk link (qubit 1 = Mercurial, qubit 0 = Rubicon, so "
        "bit strings read |Mercurial Rubicon>)");
    command
        ->add_option("--format", options->format,
                     "qasm3 (OpenQASM 3.0), qasm2 (OpenQASM 2.0), qiskit (Qiskit 1.x) or quirk")
        ->required();
    command->add_option("--lesson", options->lesson, "Export this built-in lesson's solution (from the lesson solver)")
        ->check(non_empty_path());
    command
        ->add_option("--record", options->record,
                     "Export a game record's live state: its navigation since the last reset, after preparing "
                     "the state at that reset")
        ->check(non_empty_path());
    command->add_option("gates", options->gates, "Gates applied to |00> in order, GATE:SHIP as for `state`");
    command->callback([options, &exit_code] { exit_code = run_export(*options); });
}

}  // namespace entanglion::cli
