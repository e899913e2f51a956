#pragma once
/// `entanglion-cli play --server URL ...`: the terminal game over the network (docs/networking.md).
/// A new game (--new prints the join code), a seat taken with the code (--join CODE), or a game
/// watched (--watch CODE); --token comes back to one's seat. The local record (--out) is written
/// after every history entry, so `play --resume` goes on hot-seat if the server is gone.

#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>

namespace entanglion::cli {

struct NetworkPlayOptions {
    std::string server;
    bool create = false;
    std::string join;
    std::string watch;
    std::string token;
    std::string ship = "MERCURIAL";
    std::string auto_policy;
    std::uint64_t auto_seed = 0;
    int auto_delay_ms = 800;
    std::string ca_cert;
    int reconnect_attempts = 40;
};

/// Adds the network options to `play`.
void add_network_play_options(CLI::App& play, NetworkPlayOptions& options);

/// What a new game starts with (from play's own options; `seed` only when given).
struct NewGameOptions {
    int difficulty = 1;
    std::string variant = "board";
    std::optional<std::uint64_t> seed;
};

/// Plays until the game ends (exit 0), the player quits (0), the server refuses (2: a wrong code or
/// token, an unusable option) or cannot be reached again (1).
int run_network_play(const NetworkPlayOptions& options, const NewGameOptions& game, const std::string& out);

}  // namespace entanglion::cli
