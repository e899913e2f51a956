// Board sub-commands: verify-board, transitions, generate-board (see docs/board-verification.md
// and docs/board-format.md).
#include <iostream>
#include <memory>
#include <string>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "game/board/board.h"
#include "game/board/generator.h"
#include "game/board/graph_verifier.h"
#include "game/board/transitions.h"
#include "game/board/verifier.h"
#include "game/io/json_input.h"

namespace entanglion::cli {
namespace {

/// The published board, or the file given with --board; prints the loader's message and returns
/// nullopt for a bad file.
std::optional<Board> board_from(const std::string& path) {
    if (path.empty()) return Board::published();
    std::string error;
    std::optional<Board> board = Board::load_file(path, &error);
    if (!board) std::cerr << error << "\n";
    return board;
}

/// verify-board on a transition graph file (generate-board's format): exit 0 when it agrees with
/// the gates and is complete, 1 for a mismatch or omission, 2 when malformed.
int verify_graph(const std::string& path, const std::string& text, const std::string& format) {
    std::string error;
    const auto report = verify_graph_text(text, path, Board::published(), &error);
    if (!report) {
        std::cerr << error << "\n";
        return 2;
    }
    if (format == "json") {
        std::cout << format_graph_report_json(*report);
    } else if (format == "markdown") {
        std::cout << format_graph_report_markdown(*report);
    } else {
        std::cout << format_graph_report_text(*report);
    }
    return report->ok() ? 0 : 1;
}

/// The whole file, or nullopt after printing why not (json_input's checks: regular files only, size limit).
std::optional<std::string> read_text(const std::string& path) {
    json_input::InputError error;
    std::optional<std::string> text = json_input::read_input_file(path, &error);
    if (!text) std::cerr << error.message() << "\n";
    return text;
}

struct VerifyOptions {
    std::string board;
    std::string format = "text";
    bool strict = false;
};

struct TransitionsOptions {
    std::string board;
    bool json = false;
};

struct GenerateOptions {
    std::string gates = "X,H,CNOT,SWAP";
};

}  // namespace

void add_board_commands(CLI::App& app, int& exit_code) {
    auto verify = std::make_shared<VerifyOptions>();
    CLI::App* verify_command = app.add_subcommand(
        "verify-board",
        "Check every printed path against the real gates, list what quantum mechanics does that the board does not "
        "print. Also checks a transition graph file written by generate-board (every path, stay and omission). "
        "Exit 0: the board agrees; 1: a mismatch (or, with --strict, a missing path or SWAP rule; for a graph, any "
        "omission); 2: malformed file.");
    verify_command
        ->add_option("--board", verify->board, "board file or generate-board graph file (default: the published board)")
        ->check(non_empty_path());
    verify_command->add_option("--format", verify->format, "text, json or markdown")
        ->check(CLI::IsMember({"text", "json", "markdown"}));
    verify_command->add_flag(
        "--strict", verify->strict,
        "also fail (exit 1) on a move the board's format could print but does not (a path, a grey line "
        "or the SWAP rule)");
    verify_command->callback([verify, &exit_code] {
        if (!verify->board.empty()) {
            const std::optional<std::string> text = read_text(verify->board);
            if (!text) {
                exit_code = 2;
                return;
            }
            if (is_graph_text(*text)) {
                exit_code = verify_graph(verify->board, *text, verify->format);
                return;
            }
        }
        const std::optional<Board> board = board_from(verify->board);
        if (!board) {
            exit_code = 2;
            return;
        }
        const VerificationReport report = verify_board(*board);
        if (verify->format == "json") {
            std::cout << format_report_json(report);
        } else if (verify->format == "markdown") {
            std::cout << format_report_markdown(report);
        } else {
            std::cout << format_report_text(report);
        }
        const bool missing = report.missing_path_count() + report.missing_rule_count() > 0;
        const bool failed = !report.ok() || (verify->strict && missing);
        exit_code = failed ? 1 : 0;
    });

    auto transitions = std::make_shared<TransitionsOptions>();
    CLI::App* transitions_command = app.add_subcommand(
        "transitions",
        "The full table: 24 named states x 4 cards x 2 ships = 192 rows, where the real gate goes, the global "
        "phase, and whether the board prints the move.");
    transitions_command->add_option("--board", transitions->board, "board file (default: the published board)")
        ->check(non_empty_path());
    transitions_command->add_flag("--json", transitions->json, "print JSON instead of a text table");
    transitions_command->callback([transitions, &exit_code] {
        const std::optional<Board> board = board_from(transitions->board);
        if (!board) {
            exit_code = 2;
            return;
        }
        const auto rows = transition_table(*board);
        std::cout << (transitions->json ? transitions_json(rows) : transitions_text(rows));
        exit_code = 0;
    });

    auto generate = std::make_shared<GenerateOptions>();
    CLI::App* generate_command = app.add_subcommand(
        "generate-board",
        "Print the complete transition graph reached from |00> (both ships on ZERO) with a chosen gate set, in the "
        "board file's conventions, for board designers.");
    generate_command->add_option("--gates", generate->gates, "comma-separated gates, e.g. X,H,CNOT,SWAP,Z,CZ");
    generate_command->callback([generate, &exit_code] {
        std::string error;
        const auto gates = parse_gate_set(generate->gates, &error);
        if (!gates) {
            std::cerr << "generate-board: --gates: " << error << "\n";
            exit_code = 2;
            return;
        }
        std::cout << transition_graph_json(generate_transition_graph(*gates, Board::published()));
        exit_code = 0;
    });
}

}  // namespace entanglion::cli
