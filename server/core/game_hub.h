#pragma once
/// The server's sessions, Qt-free: connections, games, seats, watchers, limits. The transport
/// (server/transport/) hands it each connection's opening, text frames and closing, and sends
/// what it returns; nothing here knows about sockets, so the unit tests drive it directly with a
/// clock they step.
///
/// - A connection says `hello` (with the protocol version) first, then creates, joins or watches
///   one game. The creator takes one ship; the partner joins the other with the game's code; each
///   seat gets a secret token (secure_random.h) with which the same player comes back, from any
///   connection. Anyone with the code may watch; watchers never act.
/// - Only the player seated on the acting ship may act, only for that ship, and the action must be
///   legal (AuthoritativeGame). An accepted action's entries are saved (GameStore) before anyone is
///   told; then every connection in the game gets the same `entries` message.
/// - A player whose connection drops keeps the seat: the partner is told (`presence` away), and the
///   token takes the seat back (with the history since what the client has) at any time. Only after
///   `seat_hold` may someone without the token take an abandoned seat.
/// - Limits: a message rate per connection, code and token guessing per address, new games per
///   address, connections per address and in all, a hello deadline. Any refused message gets an
///   `error` reply naming the problem; a connection that keeps sending refused messages is closed.

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "server/core/authoritative_game.h"
#include "server/core/game_store.h"
#include "server/core/rate_limit.h"
#include "server/protocol/messages.h"

namespace entanglion::server {

class ClassHub;

struct HubOptions {
    /// How long an abandoned seat is kept for its token alone.
    std::chrono::seconds seat_hold{std::chrono::minutes(15)};
    /// How long a finished game is kept (reconnects, export), and an unfinished one nobody touches.
    std::chrono::seconds keep_finished{std::chrono::hours(24 * 7)};
    std::chrono::seconds keep_idle{std::chrono::hours(24 * 30)};
    /// Messages per connection: a steady rate and a burst (a game needs well under one a second).
    RateLimit messages{20, 40};
    /// Pings per connection: each one flashes on the partner's screen, so a few a second at most.
    RateLimit pings{1, 5};
    /// Unknown codes and wrong tokens per address (a class behind one address mistypes, a script guesses).
    RateLimit guesses{0.2, 20};
    /// New games per address.
    RateLimit creates{0.5, 60};
    std::size_t max_games = 20000;
    std::size_t max_connections = 20000;
    std::size_t max_connections_per_address = 512;
    /// Refused messages in a row after which a connection is closed.
    int max_refused_in_a_row = 50;
    /// A connection that has not said hello by then is closed.
    std::chrono::seconds hello_deadline{30};
    /// Whether `create` may carry a seed (tests and demos; the creator then knows every chance outcome).
    bool allow_seeded_games = false;
    std::string server_name = "entanglion-server";
};

/// The time now, in the two clocks the hub needs: steady for limits and deadlines, Unix seconds
/// for what the database keeps.
struct Now {
    Clock::time_point steady;
    UnixSeconds unix = 0;
    static Now system();
};

using ConnectionId = std::uint64_t;

/// A message for one connection; `close` asks the transport to close it after sending.
struct Outgoing {
    ConnectionId to = 0;
    std::shared_ptr<const std::string> text;  ///< shared by every receiver of a broadcast
    bool close = false;
};
using Outbox = std::vector<Outgoing>;

class GameHub {
public:
    /// `store` may be null (nothing is saved: unit tests). `log` receives one line per notable event.
    GameHub(HubOptions options, GameStore* store, std::function<void(const std::string&)> log = {});

    /// Loads every stored game (a restart). Returns the problems with games that do not load.
    std::vector<std::string> restore(Now now);

    /// A new connection from `address` (the rate-limit key: an IPv4 address or an IPv6 /64), or
    /// nullopt with the reason when the limits refuse it.
    std::optional<ConnectionId> connect(const std::string& address, Now now, std::string* refusal);
    /// One text frame from a connection.
    Outbox receive(ConnectionId connection, std::string_view text, Now now);
    /// Frames that arrived together, in order, with one store commit for all of them (group
    /// commit): nothing returned is sent before that commit. If the commit fails, the hub holds
    /// changes that are not on disk: failed() turns true, the outbox is empty, and the server must
    /// stop (a restart takes the store's state, which every client can resync to).
    struct Incoming {
        ConnectionId connection = 0;
        std::string text;
    };
    Outbox receive_all(std::span<const Incoming> frames, Now now);
    bool failed() const { return failed_; }
    /// The connection is gone (closed by either side, or dropped).
    Outbox disconnect(ConnectionId connection, Now now);
    /// Housekeeping, about once a second: hello deadlines, forgotten limits, purging old games (and
    /// the attached classes' housekeeping).
    Outbox tick(Now now);

    /// Routes the class messages (protocol/class_messages.h) of greeted connections to `classes`
    /// (which opens its tables in this hub); without it they are unknown types. Not owned.
    void attach_classes(ClassHub* classes) { classes_ = classes; }

    std::size_t game_count() const { return games_.size(); }
    std::size_t connection_count() const { return connections_.size(); }
    /// The game with this code (canonical form), for tests and the server's log; null when none.
    const AuthoritativeGame* game(const std::string& code) const;

    /// A class's table (class_hub.h): a new game with both seats' tokens made now and nobody seated;
    /// its players take the seats with `join` and their token, so their moves go through on_act
    /// like any other game's. nullopt with the reason when the server holds its maximum or the
    /// store refuses.
    struct OpenedTable {
        std::string code;
        std::array<std::string, 2> tokens;  ///< indexed by Ship
    };
    std::optional<OpenedTable> open_table(const GameParameters& parameters, Now now, std::string* problem);
    /// What a class view shows of a game: the game, when its last action was accepted (its
    /// opening before any), and whether it is paused. nullopt when no game has the code.
    struct Activity {
        const AuthoritativeGame* game = nullptr;
        Clock::time_point last_action{};
        bool paused = false;
    };
    std::optional<Activity> activity(const std::string& code) const;
    /// A paused game refuses actions (game_paused) until resumed. False when no game has the code.
    bool set_paused(const std::string& code, bool paused);

private:
    enum class Role : std::uint8_t { kNone, kPlayer, kWatcher };
    struct Connection {
        std::string address;
        Clock::time_point opened;
        bool greeted = false;
        TokenBucket messages;
        TokenBucket pings;
        int refused_in_a_row = 0;
        Role role = Role::kNone;
        std::string code;
        Ship ship = Ship::kMercurial;
    };
    struct Seat {
        std::string token;  ///< empty: never taken
        std::optional<ConnectionId> holder;
        Clock::time_point away_since{};
        std::string ai;  ///< the AI policy its player said plays it ("" for a person), for the partner to see
    };
    struct LiveGame {
        AuthoritativeGame game;
        std::array<Seat, 2> seats;
        std::vector<ConnectionId> watchers;
        nlohmann::json start_json;        ///< the sync's `start`, built once
        Clock::time_point last_action{};  ///< when the last action was accepted (or the game opened)
        bool paused = false;              ///< a teacher paused the class (class_hub.h)
    };
    /// What handling a message produced: replies to the sender, and messages to others.
    struct Reply {
        Outbox out;
        bool refused = false;
    };

    Reply handle(ConnectionId id, Connection& connection, const protocol::ClientMessage& message, Now now);
    Reply on_hello(ConnectionId id, Connection& connection, const protocol::Hello& hello);
    Reply on_create(ConnectionId id, Connection& connection, const protocol::Create& create, Now now);
    Reply on_join(ConnectionId id, Connection& connection, const protocol::Join& join, Now now);
    Reply on_watch(ConnectionId id, Connection& connection, const protocol::Watch& watch, Now now);
    Reply on_act(ConnectionId id, Connection& connection, const protocol::Act& act, Now now);
    Reply on_ping(ConnectionId id, Connection& connection, const protocol::Ping& ping, Now now);
    Reply on_export(ConnectionId id, Connection& connection);
    /// A frame that is no game message: a class message when classes are attached, else `refusal`.
    Reply on_class_text(ConnectionId id, const Connection& connection, std::string_view text,
                        const protocol::ProtocolError& refusal, Now now);

    /// The game `code` for a join or watch, counting an unknown code as a guess; nullptr with the
    /// error reply in `refusal`.
    LiveGame* find_for_guess(ConnectionId id, const Connection& connection, const std::string& code,
                             std::string_view type, Now now, Reply& refusal);
    /// The game a join or watch enters; nullptr with the refusal when the connection is already in
    /// one, the code is unknown (a guess) or `have` is beyond the game's history.
    LiveGame* game_to_enter(ConnectionId id, const Connection& connection, const std::string& code, std::size_t have,
                            std::string_view type, Now now, Reply& refusal);
    static Reply already_in_game(ConnectionId id, const Connection& connection, std::string_view type);
    /// The refusal of a wrong token, counted as a guess.
    Reply wrong_token(ConnectionId id, const Connection& connection, Now now);
    /// Seats `id` on `ship` of `game` (played by the AI policy `ai`, "" for a person): Seated, Sync
    /// from `have`, and the partner told.
    Reply take_seat(ConnectionId id, Connection& connection, LiveGame& game, const std::string& code, Ship ship,
                    std::size_t have, const std::string& ai);
    protocol::Sync sync_of(const LiveGame& game, std::size_t from) const;
    protocol::SeatState seat_state(const LiveGame& game, Ship ship) const;
    /// The same message to everyone in the game but `except`.
    void broadcast(const LiveGame& game, const protocol::ServerMessage& message, Outbox& out,
                   std::optional<ConnectionId> except = std::nullopt) const;
    void leave_game(ConnectionId id, Connection& connection, Now now, Outbox& out);
    void purge(Now now);
    void note(const std::string& line) const;

    static Reply error(ConnectionId id, protocol::ErrorCode code, std::string message, std::string_view reply_to,
                       bool close = false);
    static Outgoing to(ConnectionId id, const protocol::ServerMessage& message, bool close = false);

    HubOptions options_;
    GameStore* store_;
    std::function<void(const std::string&)> log_;
    ConnectionId next_id_ = 1;
    std::unordered_map<ConnectionId, Connection> connections_;
    std::unordered_map<std::string, std::size_t> connections_per_address_;
    std::unordered_map<std::string, LiveGame> games_;
    KeyedRateLimiter guesses_;
    KeyedRateLimiter creates_;
    std::optional<Clock::time_point> last_purge_;
    ClassHub* classes_ = nullptr;
    bool failed_ = false;
};

}  // namespace entanglion::server
