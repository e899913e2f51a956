// Game sub-commands: new, replay, play (docs/rules.md, docs/record-format.md); hint and simulate are in
// policy_commands.cpp.
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/network_play.h"
#include "cli/play_input.h"
#include "game/io/atomic_file.h"
#include "game/rules/record.h"
#include "game/rules/state_format.h"

namespace entanglion::cli {
namespace {

using namespace entanglion::rules;

struct NewOptions {
    std::uint64_t seed = 0;
    int difficulty = 1;
    std::string variant = "board";
    std::string out;
};

struct ReplayOptions {
    std::string file;
    bool json = false;
};

struct PlayOptions {
    std::uint64_t seed = 0;
    int difficulty = 1;
    std::string variant = "board";
    std::string resume;
    std::string out;
    NetworkPlayOptions network;
};

RulesVariant variant_of(const std::string& text) { return *parse_variant(text); }

int run_play(const PlayOptions& options) {
    std::optional<GameSession> session;
    if (!options.resume.empty()) {
        std::string error;
        const auto record = load_record(options.resume, &error);
        if (!record) {
            std::cerr << error << "\n";
            return 2;
        }
        session = GameSession::resume(*record, &error);
        if (!session) {
            std::cerr << options.resume << ": " << error << "\n";
            return 2;
        }
    } else {
        session.emplace(options.seed, options.difficulty, variant_of(options.variant));
    }
    remove_stale_temporary_files(std::filesystem::path(options.out).parent_path());
    std::string error;
    if (!save_record(session->record(), options.out, &error)) {
        std::cerr << error << "\n";
        return 2;
    }
    for (const GameEvent& e : session->events()) std::cout << "  " << describe_event(e) << "\n";
    std::string line;
    while (!session->state().is_over()) {
        const ActionList legal = session->state().legal_actions();
        std::cout << format_state_text(session->state()) << ship_id(session->state().acting_player())
                  << " to act (number or action text, \"quit\" to stop):\n";
        print_actions(legal);
        std::cout << "> " << std::flush;
        if (!std::getline(std::cin, line)) break;
        if (line == "quit" || line == "q") break;
        const auto action = read_action(line, legal, &error);
        if (!action) {
            std::cout << "! " << error << "\n";
            continue;
        }
        std::vector<GameEvent> events;
        if (!session->apply(*action, &error, &events)) {
            std::cout << "! " << error << "\n";
            continue;
        }
        for (const GameEvent& e : events) std::cout << "  " << describe_event(e) << "\n";
        if (!save_record(session->record(), options.out, &error)) {
            std::cerr << error << "\n";
            return 2;
        }
    }
    std::cout << format_state_text(session->state());
    std::cout << "Record saved to " << options.out << "\n";
    return 0;
}

}  // namespace

void add_game_commands(CLI::App& app, int& exit_code) {
    auto created = std::make_shared<NewOptions>();
    CLI::App* new_command =
        app.add_subcommand("new", "Set up a new game by the rulebook's procedure and save its record.");
    new_command->add_option("--seed", created->seed, "seed of the dice and shuffles")->required()->check(seed_number());
    new_command->add_option("--difficulty", created->difficulty, "1, 2 or 3 (starting detection rate)")
        ->check(whole_number(1, 3));
    new_command->add_option("--variant", created->variant, "board (default) or quantum")
        ->check(CLI::IsMember({"board", "quantum"}));
    new_command->add_option("--out", created->out, "record file to write")->required()->check(non_empty_path());
    new_command->callback([created, &exit_code] {
        GameSession session(created->seed, created->difficulty, variant_of(created->variant));
        remove_stale_temporary_files(std::filesystem::path(created->out).parent_path());
        std::string error;
        if (!save_record(session.record(), created->out, &error)) {
            std::cerr << error << "\n";
            exit_code = 2;
            return;
        }
        std::cout << format_state_text(session.state());
        exit_code = 0;
    });

    auto replay = std::make_shared<ReplayOptions>();
    CLI::App* replay_command = app.add_subcommand(
        "replay", "Replay a game record and print the final state and the log. Exit 2 on a bad record.");
    replay_command->add_option("file", replay->file, "record file")->required()->check(non_empty_path());
    replay_command->add_flag("--json", replay->json, "print JSON");
    replay_command->callback([replay, &exit_code] {
        std::string error;
        const auto record = load_record(replay->file, &error);
        if (!record) {
            std::cerr << error << "\n";
            exit_code = 2;
            return;
        }
        const ReplayResult result = replay_record(*record, true);
        if (!result.state) {
            std::cerr << replay->file << ": " << result.error << "\n";
            exit_code = 2;
            return;
        }
        if (replay->json) {
            std::cout << format_state_json(*result.state, &result.events);
        } else {
            std::cout << format_state_text(*result.state) << "Log:\n";
            for (const GameEvent& e : result.events) std::cout << "  " << describe_event(e) << "\n";
        }
        exit_code = 0;
    });

    auto play = std::make_shared<PlayOptions>();
    CLI::App* play_command = app.add_subcommand(
        "play",
        "Hot-seat game in the terminal: pick actions by number or text; the record is saved after every action. "
        "With --server, the game over the network (docs/networking.md).");
    play_command->add_option("--seed", play->seed, "seed of a new game")->check(seed_number());
    play_command->add_option("--difficulty", play->difficulty, "1, 2 or 3")->check(whole_number(1, 3));
    play_command->add_option("--variant", play->variant, "board or quantum")
        ->check(CLI::IsMember({"board", "quantum"}));
    play_command->add_option("--resume", play->resume, "continue the game in this record")->check(non_empty_path());
    play_command->add_option("--out", play->out, "record file, saved after every action")
        ->required()
        ->check(non_empty_path());
    add_network_play_options(*play_command, play->network);
    play_command->callback([play, play_command, &exit_code] {
        if (play->network.server.empty()) {
            exit_code = run_play(*play);
            return;
        }
        if (!play->resume.empty()) {
            std::cerr << "--resume goes on with a saved game hot-seat; it does not go with --server\n";
            exit_code = 2;
            return;
        }
        NewGameOptions game{play->difficulty, play->variant, std::nullopt};
        if (play_command->count("--seed") > 0) game.seed = play->seed;
        exit_code = run_network_play(play->network, game, play->out);
    });
}

}  // namespace entanglion::cli
