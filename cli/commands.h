#pragma once
/// Sub-command registration for entanglion-cli. Each area owns one file and adds its commands to
/// the app; a command's callback stores its process exit code in `exit_code`:
/// 0 success, 1 a check failed (e.g. a board mismatch, a lesson goal not reached), 2 bad input.

#include <CLI/CLI.hpp>

namespace entanglion::cli {

void add_state_command(CLI::App& app, int& exit_code);    // state
void add_board_commands(CLI::App& app, int& exit_code);   // verify-board, transitions, generate-board
void add_game_commands(CLI::App& app, int& exit_code);    // new, replay, play
void add_policy_commands(CLI::App& app, int& exit_code);  // simulate, balance-chart
void add_hint_command(CLI::App& app, int& exit_code);     // hint
void add_review_command(CLI::App& app, int& exit_code);   // review
void add_what_if_command(CLI::App& app, int& exit_code);  // what-if
void add_export_command(CLI::App& app, int& exit_code);   // export
void add_lesson_commands(CLI::App& app, int& exit_code);  // lesson list|show|check|solve|validate
void add_compare_command(CLI::App& app, int& exit_code);  // compare (duplicate games of a class)
void add_class_commands(CLI::App& app, int& exit_code);   // class new (a class on a game server)

}  // namespace entanglion::cli
