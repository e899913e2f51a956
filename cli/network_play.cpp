// The terminal game over the network (network_play.h).
#include "cli/network_play.h"

#include <unistd.h>

#include <QCoreApplication>
#include <QFile>
#include <QSocketNotifier>
#include <QTimer>
#include <filesystem>
#include <iostream>
#include <memory>

#include "cli/arguments.h"
#include "cli/play_input.h"
#include "game/io/atomic_file.h"
#include "game/policies/policy_factory.h"
#include "game/rules/record.h"
#include "game/rules/state_format.h"
#include "server/client/network_client.h"
#include "server/protocol/join_code.h"

namespace entanglion::cli {
namespace {

using client::NetworkClient;
using protocol::SeatState;

constexpr int kSaveEveryMs = 1000;

/// One terminal game: the client's signals printed, the player's lines (or the policy) answered.
class TerminalGame : public QObject {
public:
    TerminalGame(const NetworkPlayOptions& options, std::string out, std::unique_ptr<policies::Policy> policy)
        : options_(options), out_(std::move(out)), policy_(std::move(policy)) {
        client_.setReconnectAttempts(options.reconnect_attempts);
        client_.setClientName(QStringLiteral("entanglion-cli"));
        connect(&client_, &NetworkClient::seated, this, &TerminalGame::on_seated);
        connect(&client_, &NetworkClient::watching, this, [this](const QString& code) {
            std::cout << "Watching game " << code.toStdString() << " (read-only).\n";
            answered_ = true;
            leave_if_input_ended();
        });
        connect(&client_, &NetworkClient::historyAppended, this, &TerminalGame::on_history);
        connect(&client_, &NetworkClient::presenceChanged, this, &TerminalGame::on_presence);
        connect(&client_, &NetworkClient::pinged, this, [](int ship, const protocol::PingTarget& target) {
            std::cout << "* " << ship_id(static_cast<Ship>(ship)) << " points at " << target.id << "\n";
        });
        connect(&client_, &NetworkClient::serverError, this, [this](protocol::ErrorCode code, const QString& message) {
            std::cout << "! " << message.toStdString() << " (" << protocol::error_code_id(code) << ")\n";
            refused_ = true;
            answered_ = true;
            if (input_ended_ && !client_.game().has_game()) {
                stop(2);  // refused before a game: the error above is the answer
                return;
            }
            if (!client_.game().my_turn()) return;
            // A policy's choice is legal, so it was refused for its timing (the rate limit): again, later.
            if (policy_) {
                QTimer::singleShot(1000, this, &TerminalGame::next);
            } else {
                prompt();
            }
        });
        connect(&client_, &NetworkClient::reconnecting, this, [](int attempt, int delay_ms) {
            std::cout << "Connection lost; trying again in " << (delay_ms + 999) / 1000 << " s (attempt " << attempt
                      << ").\n";
        });
        connect(&client_, &NetworkClient::disconnected, this, &TerminalGame::on_disconnected);
        save_timer_.setSingleShot(true);
        connect(&save_timer_, &QTimer::timeout, this, [this] {
            if (!save()) stop(2);
        });
        act_timer_.setSingleShot(true);
        connect(&act_timer_, &QTimer::timeout, this, &TerminalGame::act_for_policy);
    }

    NetworkClient& client() { return client_; }

    void read_standard_input() {
        input_ = std::make_unique<QSocketNotifier>(STDIN_FILENO, QSocketNotifier::Read);
        connect(input_.get(), &QSocketNotifier::activated, this, &TerminalGame::on_input);
    }

    int exit_code() const { return exit_code_; }

private:
    void on_seated(const QString& code, int ship, const QString& token) {
        const std::string shown = protocol::display_join_code(code.toStdString());
        const std::string ship_name(ship_id(static_cast<Ship>(ship)));
        if (options_.create) {
            std::cout << "Game " << shown << ": you fly " << ship_name << ".\n"
                      << "Your partner joins with: entanglion-cli play --server " << options_.server << " --join "
                      << shown << " --out FILE\n";
        } else if (!options_.token.empty()) {
            std::cout << "Back in game " << shown << ": you fly " << ship_name << ".\n";
        } else {
            std::cout << "You joined game " << shown << ": you fly " << ship_name << ", your partner the other ship.\n";
        }
        std::cout << "To come back to this seat: --join " << shown << " --token " << token.toStdString() << "\n";
        answered_ = true;
        leave_if_input_ended();
    }

    /// Standard input has ended and no policy plays the seat: once the server has answered (its
    /// refusal printed, exit 2), the player has left a game that has not ended (exit 1). A finished
    /// game ends the program with 0 in on_history.
    void leave_if_input_ended() {
        if (!input_ended_ || stopped_ || !answered_) return;
        if (refused_ && !client_.game().has_game()) {
            stop(2);
            return;
        }
        if (client_.game().has_game() && client_.game().state().is_over()) return;
        std::cout << "Standard input ended before the game did; the seat waits for its token on the server.\n";
        stop(1);
    }

    void on_history(int from, int count) {
        for (const rules::GameEvent& event : client_.lastEvents())
            std::cout << "  " << rules::describe_event(event) << "\n";
        (void)from;
        (void)count;
        unsaved_ = true;
        const rules::GameState& state = client_.game().state();
        if (state.is_over()) {
            if (!save()) {
                stop(2);
                return;
            }
            std::cout << rules::format_state_text(state) << "Record saved to " << out_ << "\n";
            stop(0);
            return;
        }
        // The server has every entry; the local copy (written with a flush to disk) is kept within a second.
        if (!save_timer_.isActive()) save_timer_.start(kSaveEveryMs);
        next();
    }

    /// Writes the local record when it changed; false (the problem printed) when --out cannot be written.
    bool save() {
        if (!unsaved_ || !client_.game().has_game()) return true;
        std::string error;
        if (!rules::save_record(client_.game().record(), out_, &error)) {
            std::cerr << error << "\n";
            return false;
        }
        unsaved_ = false;
        return true;
    }

    /// Acts (the policy), prompts (the player) or says who the game waits for.
    void next() {
        const protocol::ClientGame& game = client_.game();
        if (!game.has_game() || game.watching()) return;
        if (!game.my_turn()) {
            const Ship waiting_for = game.state().acting_player();
            std::cout << "Waiting for " << ship_display_name(waiting_for)
                      << (game.seat(waiting_for) == SeatState::kConnected ? "" : " (not connected)") << "...\n";
            return;
        }
        if (policy_) {
            act_timer_.start(options_.auto_delay_ms);
            return;
        }
        prompt();
    }

    void act_for_policy() {
        if (!client_.game().my_turn()) return;
        const rules::Action action = policy_->step(client_.game().state());
        std::cout << "> " << rules::action_to_string(action) << "\n";
        if (!client_.act(action)) std::cout << "! not connected now; the policy acts when the connection is back\n";
    }

    void prompt() {
        if (policy_) return;
        const rules::GameState& state = client_.game().state();
        std::cout << rules::format_state_text(state) << ship_id(state.acting_player())
                  << " to act (number or action text, \"ping PLANET_OR_CARD\", \"quit\" to stop):\n";
        print_actions(state.legal_actions());
        std::cout << "> " << std::flush;
    }

    void on_presence(int ship, SeatState state) {
        const auto& game = client_.game();
        if (game.ship() && static_cast<int>(*game.ship()) == ship) return;
        const std::string name(ship_display_name(static_cast<Ship>(ship)));
        const std::string& ai = game.ai(static_cast<Ship>(ship));
        if (state == SeatState::kConnected)
            std::cout << name << " is connected" << (ai.empty() ? "" : " (played by the " + ai + " AI)") << ".\n";
        if (state == SeatState::kAway) std::cout << name << " lost the connection: waiting for " << name << ".\n";
        if (state == SeatState::kOpen && game.ship()) std::cout << "Waiting for your partner to join.\n";
    }

    void on_disconnected(const QString& reason) {
        std::cout << "Disconnected: " << reason.toStdString() << "\n";
        const bool placed = client_.game().has_game();
        if (placed && !client_.game().state().is_over()) {
            std::cout << "The game so far is in " << out_ << "; go on hot-seat with: entanglion-cli play --resume "
                      << out_ << " --out " << out_ << "\n";
        }
        stop(placed ? 1 : (refused_ ? 2 : 1));
    }

    void on_input() {
        char buffer[4096];
        const ssize_t got = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (got <= 0) {
            input_->setEnabled(false);  // end of input: a policy plays on; a person has left
            if (!policy_) {
                input_ended_ = true;
                leave_if_input_ended();  // at once, or when the server's answer comes
            }
            return;
        }
        pending_.append(buffer, static_cast<std::size_t>(got));
        for (std::size_t end; (end = pending_.find('\n')) != std::string::npos;) {
            const std::string line = pending_.substr(0, end);
            pending_.erase(0, end + 1);
            on_line(line);
        }
    }

    void on_line(const std::string& line) {
        if (line == "quit" || line == "q") {
            std::cout << "Left the game; the seat waits for its token on the server.\n";
            stop(0);
            return;
        }
        if (line.rfind("ping ", 0) == 0) {
            on_ping(line.substr(5));
            return;
        }
        const protocol::ClientGame& game = client_.game();
        if (!game.my_turn()) {
            std::cout << "! not your turn now\n";
            return;
        }
        std::string error;
        const rules::ActionList legal = game.state().legal_actions();
        const std::optional<rules::Action> action = read_action(line, legal, &error);
        if (!action) {
            std::cout << "! " << error << "\n> " << std::flush;
            return;
        }
        if (!client_.act(*action)) std::cout << "! not connected now; try again when the connection is back\n";
    }

    void on_ping(const std::string& id) {
        const std::optional<protocol::PingTarget> target = protocol::ping_target_named(id);
        if (!target) {
            std::cout << "! \"" << id << "\" is not a planet, card or component\n";
        } else if (!client_.ping(*target)) {
            std::cout << "! only a seated, connected player can ping\n";
        }
    }

    void stop(int code) {
        if (stopped_) return;
        stopped_ = true;
        if (code != 2 && !save()) code = 2;
        exit_code_ = code;
        client_.close();
        QCoreApplication::exit(code);
    }

    NetworkPlayOptions options_;
    std::string out_;
    std::unique_ptr<policies::Policy> policy_;
    NetworkClient client_;
    std::unique_ptr<QSocketNotifier> input_;
    std::string pending_;
    QTimer save_timer_;
    QTimer act_timer_;
    bool unsaved_ = false;
    bool refused_ = false;
    bool answered_ = false;     ///< the server answered the first message (seated, watching or an error)
    bool input_ended_ = false;  ///< standard input ended with no policy playing the seat
    bool stopped_ = false;
    int exit_code_ = 0;
};

/// The first message: create, join or watch. nullopt with `error` for a bad code or option.
std::optional<protocol::ClientMessage> first_message(const NetworkPlayOptions& options, const NewGameOptions& game,
                                                     std::string* error) {
    const int chosen = (options.create ? 1 : 0) + (options.join.empty() ? 0 : 1) + (options.watch.empty() ? 0 : 1);
    if (chosen != 1) {
        *error = "--server needs exactly one of --new, --join CODE and --watch CODE";
        return std::nullopt;
    }
    if (!options.token.empty() && options.join.empty()) {
        *error = "--token comes back to a seat: use it with --join CODE";
        return std::nullopt;
    }
    if (options.create) {
        return protocol::Create{*parse_ship(options.ship), game.difficulty, *rules::parse_variant(game.variant),
                                game.seed, options.auto_policy};
    }
    const std::string& typed = options.join.empty() ? options.watch : options.join;
    const std::optional<std::string> code = protocol::normalize_join_code(typed, error);
    if (!code) {
        *error = (options.join.empty() ? "--watch: " : "--join: ") + *error;
        return std::nullopt;
    }
    if (!options.watch.empty()) return protocol::Watch{*code, 0};
    std::optional<std::string> token;
    if (!options.token.empty()) token = options.token;
    return protocol::Join{*code, token, 0, options.auto_policy};
}

}  // namespace

void add_network_play_options(CLI::App& play, NetworkPlayOptions& o) {
    play.add_option("--server", o.server, "play over the network with this server: ws://HOST:PORT or wss://HOST:PORT");
    play.add_flag("--new", o.create, "with --server: create a game and print its join code");
    play.add_option("--join", o.join, "with --server: take the free seat of the game with this code");
    play.add_option("--watch", o.watch, "with --server: watch the game with this code (read-only)");
    play.add_option("--token", o.token, "with --join: come back to your seat (the token printed when you took it)");
    play.add_option("--ship", o.ship, "with --new: the ship you fly, MERCURIAL (default) or RUBICON")
        ->check(CLI::IsMember({"MERCURIAL", "RUBICON"}, CLI::ignore_case));
    play.add_option("--auto", o.auto_policy, "with --server: a policy plays your seat (random, heuristic, search)")
        ->check(CLI::IsMember({"random", "heuristic", "search"}));
    play.add_option("--auto-seed", o.auto_seed, "the --auto policy's seed")->check(seed_number());
    play.add_option("--auto-delay-ms", o.auto_delay_ms,
                    "with --auto: think this long before each action, so a partner can follow (default 800)")
        ->check(CLI::Range(0, 600000));
    play.add_option("--ca-cert", o.ca_cert, "with wss://: also trust this PEM certificate (a school's own)")
        ->check(CLI::ExistingFile);
    play.add_option("--reconnect-attempts", o.reconnect_attempts,
                    "how often a lost connection is tried again before giving up (default 40, about 10 minutes)")
        ->check(CLI::Range(0, 100000));
}

int run_network_play(const NetworkPlayOptions& options, const NewGameOptions& game, const std::string& out) {
    std::string error;
    const std::optional<protocol::ClientMessage> first = first_message(options, game, &error);
    const QUrl url(QString::fromStdString(options.server), QUrl::StrictMode);
    if (first && (!url.isValid() || (url.scheme() != "ws" && url.scheme() != "wss") || url.host().isEmpty())) {
        error = "--server: expected ws://HOST:PORT or wss://HOST:PORT, got \"" + options.server + "\"";
    }
    if (!error.empty()) {
        std::cerr << error << "\n";
        return 2;
    }
    // Output goes out as it is written: another program (or a test) may be reading it line by line.
    std::cout << std::unitbuf;
    int argc = 1;
    char name[] = "entanglion-cli";
    char* argv[] = {name, nullptr};
    QCoreApplication application(argc, argv);
    std::unique_ptr<policies::Policy> policy;
    if (!options.auto_policy.empty()) policy = policies::make_policy(options.auto_policy, {options.auto_seed});
    remove_stale_temporary_files(std::filesystem::path(out).parent_path());
    TerminalGame terminal(options, out, std::move(policy));
    if (!options.ca_cert.empty()) {
        const QList<QSslCertificate> certificates = QSslCertificate::fromPath(QString::fromStdString(options.ca_cert));
        if (certificates.isEmpty()) {
            std::cerr << "--ca-cert: " << options.ca_cert << ": no PEM certificate in the file\n";
            return 2;
        }
        terminal.client().setCaCertificates(certificates);
    }
    terminal.read_standard_input();
    terminal.client().open(url, *first);
    QCoreApplication::exec();
    return terminal.exit_code();
}

}  // namespace entanglion::cli
