// entanglion-cli: the headless tool. Everything but the UI.
#include <iostream>
#include <string>

#include "cli/commands.h"

int main(int argc, char** argv) {
    CLI::App app{"entanglion-cli: Entanglion with a real two-qubit state vector (ket order |Mercurial Rubicon>)"};
    app.require_subcommand(1);
    int exit_code = 0;
    entanglion::cli::add_state_command(app, exit_code);
    entanglion::cli::add_board_commands(app, exit_code);
    entanglion::cli::add_game_commands(app, exit_code);
    entanglion::cli::add_lesson_commands(app, exit_code);
    entanglion::cli::add_export_command(app, exit_code);
    // CLI11 reports an unknown first word only as "a subcommand is required"; name it instead.
    if (argc > 1 && argv[1][0] != '-') {
        const std::string word = argv[1];
        bool known = false;
        std::string names;
        for (const CLI::App* command : app.get_subcommands({})) {
            known = known || command->check_name(word);
            names += (names.empty() ? "" : ", ") + command->get_name();
        }
        if (!known) {
            std::cerr << "entanglion-cli: unknown command \"" << word << "\" (commands: " << names << ")\n";
            return 2;
        }
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
