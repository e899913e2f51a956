// entanglion-cli: the headless tool. Everything but the UI.
#include <iostream>
#include <string>

#include "cli/arguments.h"
#include "cli/commands.h"

int main(int argc, char** argv) {
    CLI::App app{"entanglion-cli: Entanglion with a real two-qubit state vector (ket order |Mercurial Rubicon>)"};
    app.require_subcommand(1);
    int exit_code = 0;
    entanglion::cli::add_state_command(app, exit_code);
    entanglion::cli::add_board_commands(app, exit_code);
    entanglion::cli::add_game_commands(app, exit_code);
    entanglion::cli::add_policy_commands(app, exit_code);
    entanglion::cli::add_hint_command(app, exit_code);
    entanglion::cli::add_review_command(app, exit_code);
    entanglion::cli::add_what_if_command(app, exit_code);
    entanglion::cli::add_lesson_commands(app, exit_code);
    entanglion::cli::add_export_command(app, exit_code);
    entanglion::cli::add_compare_command(app, exit_code);
    entanglion::cli::add_class_commands(app, exit_code);
    // CLI11 reports an unknown word only as "a subcommand is required"; name it, at every level.
    if (const std::string unknown = entanglion::cli::unknown_subcommand_message(app, argc, argv); !unknown.empty()) {
        std::cerr << unknown << "\n";
        return 2;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        // --help and --version are "errors" with exit code 0; every real usage error exits 2.
        if (error.get_exit_code() == 0) return app.exit(error);
        app.exit(error);
        return 2;
    }
    return exit_code;
}
