// The hub's game messages: create, join, watch, act, ping, export (game_hub.h).
#include "server/core/game_hub.h"
#include "server/core/secure_random.h"
#include "server/protocol/join_code.h"

namespace entanglion::server {

using protocol::ErrorCode;

namespace {

std::string whole_seconds(double seconds) { return std::to_string(static_cast<long long>(seconds + 0.999)); }

}  // namespace

GameHub::Reply GameHub::on_create(ConnectionId id, Connection& connection, const protocol::Create& create, Now now) {
    if (connection.role != Role::kNone) return already_in_game(id, connection, "create");
    if (create.seed && !options_.allow_seeded_games) {
        return error(id, ErrorCode::kSeededGamesOff,
                     "this server rolls its own dice: a new game cannot bring a seed (start the server with "
                     "--allow-seeded-games for tests and demos)",
                     "create");
    }
    if (games_.size() >= options_.max_games) {
        return error(id, ErrorCode::kTooManyGames,
                     "the server holds its maximum of " + std::to_string(options_.max_games) + " games", "create");
    }
    if (!creates_.take(connection.address, now.steady)) {
        return error(id, ErrorCode::kTooManyGames,
                     "too many new games from this address; try again in " +
                         whole_seconds(creates_.wait_seconds(connection.address, now.steady)) + " s",
                     "create");
    }
    std::string code = random_join_code();
    for (int tries = 0; games_.contains(code) && tries < 100; ++tries) code = random_join_code();
    if (games_.contains(code)) return error(id, ErrorCode::kTooManyGames, "no free join code", "create");

    const GameParameters parameters{create.seed.value_or(random_seed()), create.difficulty, create.variant};
    AuthoritativeGame dealt(parameters);
    StoredGame stored;
    stored.code = code;
    stored.parameters = parameters;
    stored.history.assign(dealt.history().begin(), dealt.history().end());  // the setup's outcomes
    stored.tokens[static_cast<int>(create.ship)] = random_token();
    stored.created_at = stored.updated_at = now.unix;
    std::string problem;
    if (store_ && !store_->insert_game(stored, &problem)) {
        note("cannot save a new game: " + problem);
        return error(id, ErrorCode::kStorageFailed, "the server cannot save a new game now", "create");
    }
    LiveGame live{std::move(dealt), {}, {}, {}, now.steady, false};
    live.start_json = protocol::record_json_of(live.game.start(), {});
    live.seats[static_cast<int>(create.ship)].token = stored.tokens[static_cast<int>(create.ship)];
    LiveGame& game = games_.emplace(code, std::move(live)).first->second;
    note("game " + protocol::display_join_code(code) + " created by " + connection.address);
    return take_seat(id, connection, game, code, create.ship, 0, create.ai);
}

std::optional<GameHub::OpenedTable> GameHub::open_table(const GameParameters& parameters, Now now,
                                                        std::string* problem) {
    if (games_.size() >= options_.max_games) {
        *problem = "the server holds its maximum of " + std::to_string(options_.max_games) + " games";
        return std::nullopt;
    }
    std::string code = random_join_code();
    for (int tries = 0; games_.contains(code) && tries < 100; ++tries) code = random_join_code();
    if (games_.contains(code)) {
        *problem = "no free join code";
        return std::nullopt;
    }
    AuthoritativeGame dealt(parameters);
    StoredGame stored;
    stored.code = code;
    stored.parameters = parameters;
    stored.history.assign(dealt.history().begin(), dealt.history().end());
    for (Ship ship : kShips) stored.tokens[static_cast<int>(ship)] = random_token();
    stored.created_at = stored.updated_at = now.unix;
    if (store_ && !store_->insert_game(stored, problem)) {
        note("cannot save a class table: " + *problem);
        return std::nullopt;
    }
    LiveGame live{std::move(dealt), {}, {}, {}, now.steady, false};
    live.start_json = protocol::record_json_of(live.game.start(), {});
    for (Ship ship : kShips) live.seats[static_cast<int>(ship)].token = stored.tokens[static_cast<int>(ship)];
    games_.emplace(code, std::move(live));
    note("class table " + protocol::display_join_code(code) + " opened");
    return OpenedTable{code, stored.tokens};
}

std::optional<GameHub::Activity> GameHub::activity(const std::string& code) const {
    const auto found = games_.find(code);
    if (found == games_.end()) return std::nullopt;
    return Activity{&found->second.game, found->second.last_action, found->second.paused};
}

bool GameHub::set_paused(const std::string& code, bool paused) {
    const auto found = games_.find(code);
    if (found == games_.end()) return false;
    found->second.paused = paused;
    return true;
}

GameHub::LiveGame* GameHub::find_for_guess(ConnectionId id, const Connection& connection, const std::string& code,
                                           std::string_view type, Now now, Reply& refusal) {
    // While the address is over its limit even a right code is refused: trying cannot tell them apart.
    if (!guesses_.allows(connection.address, now.steady)) {
        refusal = error(id, ErrorCode::kTooManyGuesses,
                        "too many unknown codes or wrong tokens from this address; try again in " +
                            whole_seconds(guesses_.wait_seconds(connection.address, now.steady)) + " s",
                        type);
        return nullptr;
    }
    const auto found = games_.find(code);
    if (found != games_.end()) return &found->second;
    guesses_.take(connection.address, now.steady);
    refusal = error(id, ErrorCode::kUnknownGame, "no game has the code " + protocol::display_join_code(code), type);
    return nullptr;
}

GameHub::Reply GameHub::wrong_token(ConnectionId id, const Connection& connection, Now now) {
    guesses_.take(connection.address, now.steady);
    return error(id, ErrorCode::kWrongToken, "this token holds no seat in the game", "join");
}

GameHub::LiveGame* GameHub::game_to_enter(ConnectionId id, const Connection& connection, const std::string& code,
                                          std::size_t have, std::string_view type, Now now, Reply& refusal) {
    if (connection.role != Role::kNone) {
        refusal = already_in_game(id, connection, type);
        return nullptr;
    }
    LiveGame* game = find_for_guess(id, connection, code, type, now, refusal);
    if (game && have > game->game.history().size()) {
        refusal = error(id, ErrorCode::kInvalidField,
                        std::string(type) + ".have: the game has " + std::to_string(game->game.history().size()) +
                            " history entries, not " + std::to_string(have) + " (send have 0 to start over)",
                        type);
        return nullptr;
    }
    return game;
}

GameHub::Reply GameHub::already_in_game(ConnectionId id, const Connection& connection, std::string_view type) {
    return error(id, ErrorCode::kAlreadyInGame,
                 "this connection is already in game " + protocol::display_join_code(connection.code), type);
}

GameHub::Reply GameHub::on_join(ConnectionId id, Connection& connection, const protocol::Join& join, Now now) {
    Reply refusal;
    LiveGame* game = game_to_enter(id, connection, join.code, join.have, "join", now, refusal);
    if (!game) return refusal;
    if (join.token) {
        for (Ship ship : kShips) {
            Seat& seat = game->seats[static_cast<int>(ship)];
            if (seat.token.empty() || !same_secret(seat.token, *join.token)) continue;
            Reply reply;
            if (seat.holder && *seat.holder != id) {
                // The same player from a new connection (the old one may not be known dead yet).
                const ConnectionId old = *seat.holder;
                reply.out.push_back(
                    to(old,
                       protocol::ErrorReply{ErrorCode::kReplaced,
                                            "this seat was taken over by a new connection with its token", ""},
                       true));
                connections_.at(old).role = Role::kNone;
                seat.holder.reset();
            }
            Reply seated = take_seat(id, connection, *game, join.code, ship, join.have, join.ai);
            reply.out.insert(reply.out.end(), seated.out.begin(), seated.out.end());
            return reply;
        }
        return wrong_token(id, connection, now);
    }
    // Without a token: a seat nobody took, or one abandoned for longer than the hold.
    for (Ship ship : kShips) {
        Seat& seat = game->seats[static_cast<int>(ship)];
        const bool abandoned =
            !seat.token.empty() && !seat.holder && now.steady - seat.away_since >= options_.seat_hold;
        if (!seat.token.empty() && !abandoned) continue;
        const std::string token = random_token();
        std::string problem;
        if (store_ && !store_->set_token(join.code, ship, token, now.unix, &problem)) {
            note("cannot save a seat: " + problem);
            return error(id, ErrorCode::kStorageFailed, "the server cannot save the seat now", "join");
        }
        seat.token = token;
        note("game " + protocol::display_join_code(join.code) + ": " + std::string(ship_id(ship)) + " seat " +
             (abandoned ? "taken over after its hold" : "taken") + " by " + connection.address);
        return take_seat(id, connection, *game, join.code, ship, 0, join.ai);
    }
    return error(id, ErrorCode::kGameFull,
                 "both seats of game " + protocol::display_join_code(join.code) +
                     " are taken: watch it, or come back to your seat with its token",
                 "join");
}

GameHub::Reply GameHub::take_seat(ConnectionId id, Connection& connection, LiveGame& game, const std::string& code,
                                  Ship ship, std::size_t have, const std::string& ai) {
    Seat& seat = game.seats[static_cast<int>(ship)];
    seat.holder = id;
    seat.ai = ai;
    connection.role = Role::kPlayer;
    connection.code = code;
    connection.ship = ship;
    Reply reply;
    reply.out.push_back(to(id, protocol::Seated{code, ship, seat.token}));
    reply.out.push_back(to(id, sync_of(game, have)));
    broadcast(game, protocol::Presence{ship, protocol::SeatState::kConnected, ai}, reply.out, id);
    return reply;
}

protocol::Sync GameHub::sync_of(const LiveGame& game, std::size_t from) const {
    protocol::Sync sync;
    sync.start = game.start_json;
    sync.from = from;
    const auto history = game.game.history();
    sync.entries.assign(history.begin() + static_cast<std::ptrdiff_t>(from), history.end());
    for (Ship ship : kShips) {
        sync.seats[static_cast<int>(ship)] = seat_state(game, ship);
        sync.ais[static_cast<int>(ship)] = game.seats[static_cast<int>(ship)].ai;
    }
    return sync;
}

GameHub::Reply GameHub::on_watch(ConnectionId id, Connection& connection, const protocol::Watch& watch, Now now) {
    Reply refusal;
    LiveGame* game = game_to_enter(id, connection, watch.code, watch.have, "watch", now, refusal);
    if (!game) return refusal;
    game->watchers.push_back(id);
    connection.role = Role::kWatcher;
    connection.code = watch.code;
    return Reply{{to(id, protocol::Watching{watch.code}), to(id, sync_of(*game, watch.have))}, false};
}

GameHub::Reply GameHub::on_act(ConnectionId id, Connection& connection, const protocol::Act& act, Now now) {
    if (connection.role == Role::kNone) return error(id, ErrorCode::kNotInGame, "create or join a game first", "act");
    if (connection.role == Role::kWatcher) {
        return error(id, ErrorCode::kWatcherCannotAct, "watchers cannot act: join with a seat to play", "act");
    }
    LiveGame& live = games_.at(connection.code);
    const rules::GameState& state = live.game.state();
    const std::string mine(ship_id(connection.ship));
    if (live.paused) {
        return error(id, ErrorCode::kGamePaused, "the teacher paused the class; wait until play resumes", "act");
    }
    if (state.is_over()) {
        return error(id, ErrorCode::kGameOver,
                     "the game is over (" + std::string(rules::game_status_id(state.status())) + ")", "act");
    }
    if (act.action.player != connection.ship) {
        return error(id, ErrorCode::kNotYourShip,
                     "you play " + mine + "; this action is for " + std::string(ship_id(act.action.player)), "act");
    }
    if (state.acting_player() != connection.ship) {
        return error(id, ErrorCode::kNotYourTurn,
                     "it is " + std::string(ship_id(state.acting_player())) + "'s turn to act, not " + mine, "act");
    }
    const std::size_t length = live.game.history().size();
    if (act.after && *act.after != length) {
        return error(id, ErrorCode::kOutOfDate,
                     "the action was chosen after " + std::to_string(*act.after) + " history entries; the game has " +
                         std::to_string(length) + " now",
                     "act");
    }
    std::string reason;
    std::optional<AuthoritativeGame::Proposal> proposal = live.game.propose(act.action, &reason);
    if (!proposal) return error(id, ErrorCode::kIllegalAction, reason, "act");
    std::string problem;
    if (store_ &&
        !store_->append(connection.code, length, proposal->entries, now.unix, proposal->state.is_over(), &problem)) {
        note("game " + protocol::display_join_code(connection.code) + ": cannot save an action: " + problem);
        return error(id, ErrorCode::kStorageFailed, "the server cannot save the action now; nothing changed", "act");
    }
    const bool over = proposal->state.is_over();
    protocol::Entries entries{length, proposal->entries};
    live.game.commit(std::move(*proposal));
    live.last_action = now.steady;
    if (over) note("game " + protocol::display_join_code(connection.code) + " ended");
    Reply reply;
    broadcast(live, entries, reply.out);
    return reply;
}

GameHub::Reply GameHub::on_ping(ConnectionId id, Connection& connection, const protocol::Ping& ping, Now now) {
    if (connection.role == Role::kNone) return error(id, ErrorCode::kNotInGame, "create or join a game first", "ping");
    if (connection.role == Role::kWatcher) {
        return error(id, ErrorCode::kWatcherCannotAct, "watchers cannot ping: the players point at things", "ping");
    }
    if (!connection.pings.take(now.steady)) {
        return error(id, ErrorCode::kRateLimited,
                     "too many pings: at most " + std::to_string(static_cast<int>(options_.pings.burst)) +
                         " at once, then one a second",
                     "ping");
    }
    Reply reply;
    broadcast(games_.at(connection.code), protocol::Pinged{connection.ship, ping.target}, reply.out);
    return reply;
}

GameHub::Reply GameHub::on_export(ConnectionId id, Connection& connection) {
    if (connection.role == Role::kNone)
        return error(id, ErrorCode::kNotInGame, "create, join or watch a game first", "export");
    const LiveGame& live = games_.at(connection.code);
    return Reply{{to(id, protocol::RecordReply{protocol::record_json_of(live.game.start(), live.game.history())})},
                 false};
}

}  // namespace entanglion::server
