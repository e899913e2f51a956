#pragma once
/// The network protocol's messages (docs/networking.md has every message with an example). Each is
/// one WebSocket text frame holding one JSON object with a "type". A client opens with `hello`
/// (which carries the protocol version), then creates, joins or watches one game and acts in it;
/// the server answers with the history entries everyone in the game receives, in the same order.
///
/// Reading is strict and bounded: at most kMaxClientMessageBytes, kMaxMessageDepth levels of
/// nesting, no duplicate keys, no unknown fields, every field of the right type and range. A
/// problem becomes a ProtocolError whose message names the field and what is wrong, which the
/// server sends back as an `error` message. Qt-free: the server's sessions, the clients and the
/// fuzz harness share this code.

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "game/board/planet.h"
#include "game/rules/action.h"
#include "game/rules/setup.h"
#include "server/protocol/history.h"

namespace entanglion::protocol {

/// The version of this protocol. A `hello` with another version is refused (unsupported_protocol).
inline constexpr int kProtocolVersion = 1;
/// The largest message a client may send (an `act` is under 200 bytes).
inline constexpr std::size_t kMaxClientMessageBytes = 16 * 1024;
/// The largest message a client accepts from a server (a `sync` of a whole game is a few tens of KiB).
inline constexpr std::size_t kMaxServerMessageBytes = 4 * 1024 * 1024;
/// The deepest nesting of a client message (the protocol needs 2), checked while parsing.
inline constexpr std::size_t kMaxClientMessageDepth = 4;
/// The deepest nesting of a server message (a record inside a sync needs 5).
inline constexpr std::size_t kMaxServerMessageDepth = 16;

/// What went wrong, as the `error` field of an error message: a client compares these, never the text.
enum class ErrorCode : std::uint8_t {
    kMalformed,            ///< not JSON, or not an object
    kTooLarge,             ///< over kMaxClientMessageBytes
    kUnknownType,          ///< "type" names no message
    kInvalidField,         ///< a field missing, unknown, of the wrong type or out of range
    kUnsupportedProtocol,  ///< hello's version is not kProtocolVersion
    kHelloFirst,           ///< anything before hello
    kRateLimited,          ///< too many messages from this connection
    kTooManyGuesses,       ///< too many unknown codes or wrong tokens from this address
    kUnknownGame,          ///< no game has this code
    kWrongToken,           ///< the token is not this game's seat token
    kGameFull,             ///< both seats are taken (watch instead)
    kAlreadyInGame,        ///< this connection already plays or watches a game
    kNotInGame,            ///< act, ping or export before create/join/watch
    kWatcherCannotAct,     ///< a watcher sent act or ping
    kNotYourShip,          ///< an action for the other ship
    kNotYourTurn,          ///< the other player (or chance) must act now
    kIllegalAction,        ///< the rules refuse the action (the message gives the rules' reason)
    kOutOfDate,            ///< the action was chosen on an older history ("after" differs)
    kGameOver,             ///< the game has ended
    kSeededGamesOff,       ///< a create with a seed, on a server that does not allow them
    kTooManyGames,         ///< this address created games too fast, or the server holds its maximum
    kReplaced,             ///< the seat was taken over by a new connection with the same token
    kStorageFailed,        ///< the server could not save the action; nothing changed
    kGamePaused,           ///< the teacher paused the class this game belongs to
    kUnknownClass,         ///< no class has this class code
    kNotTeacher,           ///< a teacher's command without the class's teacher token
    kClassFull,            ///< the class has no free seat, or the server holds its maximum of classes
    kClassState,           ///< the command does not fit the class now (started, ended, seat taken)
};
inline constexpr int kErrorCodeCount = 28;
std::string_view error_code_id(ErrorCode code);  ///< "malformed", "too_large", ...
std::optional<ErrorCode> parse_error_code(std::string_view text);

/// How a seat is held: nobody yet (open), by a connected player, or by a player whose connection
/// dropped (away; the seat is kept for them).
enum class SeatState : std::uint8_t { kOpen, kConnected, kAway };
std::string_view seat_state_id(SeatState state);  ///< "open", "connected", "away"

/// What a `ping` points at, for the partner's screen to show briefly.
struct PingTarget {
    enum class Kind : std::uint8_t { kPlanet, kEngineCard, kEventCard, kComponent };
    Kind kind = Kind::kPlanet;
    std::string id;  ///< the planet's, card's or component's id as records write it ("PHI_PLUS", "CNOT")
    friend bool operator==(const PingTarget&, const PingTarget&) = default;
};
/// The ping target an id names: a planet, engine card, event card or component, as records write
/// them ("ZERO", "CNOT", "BENNETT", "QUANTUM_GATES"), read as the rules read ids, kept in its
/// canonical form; nullopt when it names nothing. What a player points at, typed or clicked.
std::optional<PingTarget> ping_target_named(std::string_view id);

// ---- client to server --------------------------------------------------------------------------
struct Hello {
    int protocol = kProtocolVersion;
    std::string client;  ///< the client's name and version, for the server's log (at most 64 characters)
};
struct Create {
    Ship ship = Ship::kMercurial;  ///< the creator's ship; the partner gets the other
    int difficulty = 1;
    rules::RulesVariant variant = rules::RulesVariant::kBoard;
    std::optional<std::uint64_t> seed;  ///< only where the server allows seeded games (tests, demos)
    std::string ai{};                   ///< the AI policy playing the creator's seat ("heuristic"); empty: a person
};
struct Join {
    std::string code;                  ///< canonical (normalize_join_code)
    std::optional<std::string> token;  ///< to come back to one's seat
    std::size_t have = 0;              ///< history entries the client already has
    std::string ai{};                  ///< the AI policy playing this seat; empty: a person
};
struct Watch {
    std::string code;
    std::size_t have = 0;
};
struct Act {
    rules::Action action;
    std::optional<std::size_t> after;  ///< the history length the action was chosen at
};
struct Ping {
    PingTarget target;
};
struct Export {};
using ClientMessage = std::variant<Hello, Create, Join, Watch, Act, Ping, Export>;

// ---- server to client --------------------------------------------------------------------------
struct Welcome {
    int protocol = kProtocolVersion;
    std::string server;
};
struct Seated {
    std::string code;
    Ship ship = Ship::kMercurial;
    std::string token;
};
struct Watching {
    std::string code;
};
/// The game so far: its start as a record with no history, then the entries from `from` on.
struct Sync {
    nlohmann::json start;  ///< record_json_of(start, {}) (game_record.h)
    std::size_t from = 0;
    std::vector<HistoryEntry> entries;
    std::array<SeatState, 2> seats{};  ///< indexed by Ship
    std::array<std::string, 2> ais{};  ///< the AI policy each seat's player chose, "" for a person
};
/// New history entries, the same for everyone in the game: entries[i] is entry number from + i.
struct Entries {
    std::size_t from = 0;
    std::vector<HistoryEntry> entries;
};
struct Presence {
    Ship ship = Ship::kMercurial;
    SeatState state = SeatState::kOpen;
    std::string ai{};  ///< the AI policy the seat's player chose ("" for a person)
};
struct Pinged {
    Ship ship = Ship::kMercurial;  ///< who pointed
    PingTarget target;
};
struct RecordReply {
    nlohmann::json record;  ///< the game's record (game_record.h)
};
struct ErrorReply {
    ErrorCode code = ErrorCode::kMalformed;
    std::string message;   ///< for people: what is wrong, naming the field or the rule
    std::string reply_to;  ///< the type of the message refused, when known
};
using ServerMessage = std::variant<Welcome, Seated, Watching, Sync, Entries, Presence, Pinged, RecordReply, ErrorReply>;

/// A refused message: what the server replies.
struct ProtocolError {
    ErrorCode code = ErrorCode::kMalformed;
    std::string message;
    std::string reply_to;
};

/// Reads one client message (the text of a frame). Never throws; any problem is a ProtocolError.
std::variant<ClientMessage, ProtocolError> parse_client_message(std::string_view text);
/// Reads one server message (bounded by kMaxServerMessageBytes and kMaxServerMessageDepth).
std::variant<ServerMessage, ProtocolError> parse_server_message(std::string_view text);

std::string to_text(const ClientMessage& message);
std::string to_text(const ServerMessage& message);

/// The message's "type" ("hello", "act", "entries", ...).
std::string_view type_of(const ClientMessage& message);
std::string_view type_of(const ServerMessage& message);

}  // namespace entanglion::protocol
