// The hub's connections, dispatch and housekeeping (game_hub.h); the game messages are in
// hub_games.cpp.
#include "server/core/game_hub.h"
#include "server/core/class_hub.h"

#include <algorithm>

namespace entanglion::server {

using protocol::ErrorCode;

Now Now::system() {
    return Now{
        Clock::now(),
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count()};
}

GameHub::GameHub(HubOptions options, GameStore* store, std::function<void(const std::string&)> log)
    : options_(std::move(options)),
      store_(store),
      log_(std::move(log)),
      guesses_(options_.guesses),
      creates_(options_.creates) {}

void GameHub::note(const std::string& line) const {
    if (log_) log_(line);
}

std::vector<std::string> GameHub::restore(Now now) {
    std::vector<std::string> problems;
    if (!store_) return problems;
    for (StoredGame& stored : store_->load_all(&problems)) {
        std::string problem;
        std::optional<AuthoritativeGame> game = AuthoritativeGame::restore(stored.parameters, stored.history, &problem);
        if (!game) {
            problems.push_back("game " + stored.code + ": " + problem);
            continue;
        }
        LiveGame live{std::move(*game), {}, {}, {}, now.steady, false};
        live.start_json = protocol::record_json_of(live.game.start(), {});
        for (Ship ship : kShips) {
            Seat& seat = live.seats[static_cast<int>(ship)];
            seat.token = stored.tokens[static_cast<int>(ship)];
            seat.away_since = now.steady;  // its player may come back from now on
        }
        games_.emplace(stored.code, std::move(live));
    }
    note("restored " + std::to_string(games_.size()) + " game(s)");
    return problems;
}

const AuthoritativeGame* GameHub::game(const std::string& code) const {
    const auto found = games_.find(code);
    return found == games_.end() ? nullptr : &found->second.game;
}

std::optional<ConnectionId> GameHub::connect(const std::string& address, Now now, std::string* refusal) {
    if (connections_.size() >= options_.max_connections) {
        *refusal = "the server holds its maximum of " + std::to_string(options_.max_connections) + " connections";
        return std::nullopt;
    }
    std::size_t& from_address = connections_per_address_[address];
    if (from_address >= options_.max_connections_per_address) {
        *refusal = "too many connections from " + address + " (at most " +
                   std::to_string(options_.max_connections_per_address) + ")";
        return std::nullopt;
    }
    ++from_address;
    const ConnectionId id = next_id_++;
    Connection connection;
    connection.address = address;
    connection.opened = now.steady;
    connection.messages = TokenBucket(options_.messages, now.steady);
    connection.pings = TokenBucket(options_.pings, now.steady);
    connections_.emplace(id, std::move(connection));
    return id;
}

Outbox GameHub::receive(ConnectionId id, std::string_view text, Now now) {
    const auto found = connections_.find(id);
    if (found == connections_.end()) return {};
    Connection& connection = found->second;
    Reply reply;
    if (!connection.messages.take(now.steady)) {
        reply = error(id, ErrorCode::kRateLimited,
                      "too many messages: at most " + std::to_string(static_cast<int>(options_.messages.per_second)) +
                          " a second; this one was dropped",
                      "");
    } else {
        auto parsed = protocol::parse_client_message(text);
        if (auto* problem = std::get_if<protocol::ProtocolError>(&parsed)) {
            reply = problem->code == ErrorCode::kUnknownType
                        ? on_class_text(id, connection, text, *problem, now)
                        : error(id, problem->code, problem->message, problem->reply_to);
        } else {
            reply = handle(id, connection, std::get<protocol::ClientMessage>(parsed), now);
        }
    }
    connection.refused_in_a_row = reply.refused ? connection.refused_in_a_row + 1 : 0;
    if (connection.refused_in_a_row >= options_.max_refused_in_a_row) {
        reply.out.push_back(to(id,
                               protocol::ErrorReply{ErrorCode::kRateLimited,
                                                    std::to_string(options_.max_refused_in_a_row) +
                                                        " refused messages in a row: closing the connection",
                                                    ""},
                               true));
    }
    return std::move(reply.out);
}

Outbox GameHub::receive_all(std::span<const Incoming> frames, Now now) {
    if (failed_) return {};
    std::string problem;
    const bool batched = store_ && frames.size() > 1 && store_->begin_batch(&problem);
    Outbox out;
    for (const Incoming& frame : frames) {
        Outbox replies = receive(frame.connection, frame.text, now);
        out.insert(out.end(), std::make_move_iterator(replies.begin()), std::make_move_iterator(replies.end()));
    }
    if (batched && !store_->commit_batch(&problem)) {
        note("cannot commit a batch of " + std::to_string(frames.size()) + " messages: " + problem);
        failed_ = true;
        return {};
    }
    return out;
}

GameHub::Reply GameHub::handle(ConnectionId id, Connection& connection, const protocol::ClientMessage& message,
                               Now now) {
    const std::string_view type = protocol::type_of(message);
    if (const auto* hello = std::get_if<protocol::Hello>(&message)) return on_hello(id, connection, *hello);
    if (!connection.greeted) {
        return error(
            id, ErrorCode::kHelloFirst,
            "say hello first: {\"type\": \"hello\", \"protocol\": " + std::to_string(protocol::kProtocolVersion) + "}",
            type);
    }
    if (const auto* create = std::get_if<protocol::Create>(&message)) return on_create(id, connection, *create, now);
    if (const auto* join = std::get_if<protocol::Join>(&message)) return on_join(id, connection, *join, now);
    if (const auto* watch = std::get_if<protocol::Watch>(&message)) return on_watch(id, connection, *watch, now);
    if (const auto* act = std::get_if<protocol::Act>(&message)) return on_act(id, connection, *act, now);
    if (const auto* ping = std::get_if<protocol::Ping>(&message)) return on_ping(id, connection, *ping, now);
    return on_export(id, connection);
}

GameHub::Reply GameHub::on_class_text(ConnectionId id, const Connection& connection, std::string_view text,
                                      const protocol::ProtocolError& refusal, Now now) {
    if (!classes_) return error(id, refusal.code, refusal.message, refusal.reply_to);
    auto parsed = protocol::parse_class_request(text);
    if (auto* problem = std::get_if<protocol::ProtocolError>(&parsed)) {
        // Neither a game's nor a class's message: name both kinds.
        if (problem->code == ErrorCode::kUnknownType) return error(id, refusal.code, refusal.message, "");
        return error(id, problem->code, problem->message, problem->reply_to);
    }
    const auto& request = std::get<protocol::ClassRequest>(parsed);
    if (!connection.greeted) {
        return error(
            id, ErrorCode::kHelloFirst,
            "say hello first: {\"type\": \"hello\", \"protocol\": " + std::to_string(protocol::kProtocolVersion) + "}",
            protocol::type_of(request));
    }
    ClassResult result = classes_->handle(connection.address, request, now);
    if (auto* refused = std::get_if<protocol::ErrorReply>(&result)) {
        return error(id, refused->code, refused->message, refused->reply_to);
    }
    const protocol::ClassReply reply = std::visit(
        [](auto& answer) -> protocol::ClassReply {
            if constexpr (std::is_same_v<std::decay_t<decltype(answer)>, protocol::ErrorReply>) {
                return protocol::ClassDone{};  // handled above
            } else {
                return std::move(answer);
            }
        },
        result);
    return Reply{{Outgoing{id, std::make_shared<const std::string>(protocol::to_text(reply)), false}}, false};
}

GameHub::Reply GameHub::on_hello(ConnectionId id, Connection& connection, const protocol::Hello& hello) {
    if (connection.greeted) return error(id, ErrorCode::kInvalidField, "hello was already said", "hello");
    if (hello.protocol != protocol::kProtocolVersion) {
        return error(id, ErrorCode::kUnsupportedProtocol,
                     "this server speaks protocol " + std::to_string(protocol::kProtocolVersion) + ", not " +
                         std::to_string(hello.protocol) + ": update the program",
                     "hello", /*close=*/true);
    }
    connection.greeted = true;
    return Reply{{to(id, protocol::Welcome{protocol::kProtocolVersion, options_.server_name})}, false};
}

Outbox GameHub::disconnect(ConnectionId id, Now now) {
    Outbox out;
    const auto found = connections_.find(id);
    if (found == connections_.end()) return out;
    leave_game(id, found->second, now, out);
    const auto count = connections_per_address_.find(found->second.address);
    if (count != connections_per_address_.end() && --count->second == 0) connections_per_address_.erase(count);
    connections_.erase(found);
    return out;
}

void GameHub::leave_game(ConnectionId id, Connection& connection, Now now, Outbox& out) {
    const auto found = games_.find(connection.code);
    if (connection.role == Role::kNone || found == games_.end()) return;
    LiveGame& live = found->second;
    if (connection.role == Role::kWatcher) {
        std::erase(live.watchers, id);
    } else {
        Seat& seat = live.seats[static_cast<int>(connection.ship)];
        if (seat.holder == id) {
            seat.holder.reset();
            seat.away_since = now.steady;
            broadcast(live, protocol::Presence{connection.ship, protocol::SeatState::kAway, seat.ai}, out);
        }
    }
    connection.role = Role::kNone;
}

Outbox GameHub::tick(Now now) {
    Outbox out;
    if (classes_) classes_->tick(now);
    for (const auto& [id, connection] : connections_) {
        if (!connection.greeted && now.steady - connection.opened > options_.hello_deadline) {
            out.push_back(to(id,
                             protocol::ErrorReply{ErrorCode::kHelloFirst,
                                                  "no hello within " + std::to_string(options_.hello_deadline.count()) +
                                                      " seconds: closing the connection",
                                                  ""},
                             true));
        }
    }
    guesses_.forget_full(now.steady);
    creates_.forget_full(now.steady);
    if (!last_purge_ || now.steady - *last_purge_ > std::chrono::hours(1)) {
        last_purge_ = now.steady;
        purge(now);
    }
    return out;
}

void GameHub::purge(Now now) {
    if (!store_) return;
    std::string problem;
    const std::vector<std::string> codes =
        store_->purge(now.unix - options_.keep_finished.count(), now.unix - options_.keep_idle.count(), &problem);
    if (!problem.empty()) note("purge failed: " + problem);
    for (const std::string& code : codes) {
        const auto found = games_.find(code);
        if (found == games_.end()) continue;
        // Anyone still connected to it keeps the copy they have; the game is no longer served.
        for (auto& [id, connection] : connections_) {
            if (connection.code == code) connection.role = Role::kNone;
        }
        games_.erase(found);
    }
    if (!codes.empty()) note("purged " + std::to_string(codes.size()) + " old game(s)");
}

protocol::SeatState GameHub::seat_state(const LiveGame& game, Ship ship) const {
    const Seat& seat = game.seats[static_cast<int>(ship)];
    if (seat.holder) return protocol::SeatState::kConnected;
    return seat.token.empty() ? protocol::SeatState::kOpen : protocol::SeatState::kAway;
}

void GameHub::broadcast(const LiveGame& game, const protocol::ServerMessage& message, Outbox& out,
                        std::optional<ConnectionId> except) const {
    const auto text = std::make_shared<const std::string>(protocol::to_text(message));
    for (const Seat& seat : game.seats) {
        if (seat.holder && seat.holder != except) out.push_back(Outgoing{*seat.holder, text, false});
    }
    for (ConnectionId watcher : game.watchers) {
        if (watcher != except) out.push_back(Outgoing{watcher, text, false});
    }
}

GameHub::Reply GameHub::error(ConnectionId id, ErrorCode code, std::string message, std::string_view reply_to,
                              bool close) {
    return Reply{{to(id, protocol::ErrorReply{code, std::move(message), std::string(reply_to)}, close)}, true};
}

Outgoing GameHub::to(ConnectionId id, const protocol::ServerMessage& message, bool close) {
    return Outgoing{id, std::make_shared<const std::string>(protocol::to_text(message)), close};
}

}  // namespace entanglion::server
