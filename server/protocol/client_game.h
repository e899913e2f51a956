#pragma once
/// A client's copy of a network game (Qt-free, shared by every client: the CLI, the app, the load
/// generator). It applies what the server sends (sync, entries, presence) to its own GameState
/// through the stepped API, so a broken or hostile server is caught (an entry that does not fit
/// the game is an error, never a crash), and keeps the history from which its local record is
/// written (game_record.h), so the game can go on hot-seat if the server is gone.

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/rules/game_state.h"
#include "game/rules/record.h"
#include "server/protocol/game_record.h"
#include "server/protocol/messages.h"

namespace entanglion::protocol {

class ClientGame {
public:
    /// Applies a message from the server. Seated/Watching/Sync/Entries/Presence change this copy;
    /// the others leave it as it is. Returns false with `error` set (and nothing changed) when the
    /// message contradicts the game: a sync or entries out of order, an entry the rules refuse.
    /// The events of newly applied entries go to `events`.
    bool apply(const ServerMessage& message, std::string* error, std::vector<rules::GameEvent>* events = nullptr);

    /// True once a sync has arrived.
    bool has_game() const { return state_.has_value(); }
    const rules::GameState& state() const { return *state_; }
    std::span<const HistoryEntry> history() const { return history_; }
    const GameStart& start() const { return *start_; }
    /// The game's record (game_record.h); precondition: has_game().
    rules::GameRecord record() const { return record_of(*start_, history_); }

    const std::string& code() const { return code_; }
    /// The seat's token (empty when watching).
    const std::string& token() const { return token_; }
    /// The ship this client plays; nullopt when watching or before a seat.
    std::optional<Ship> ship() const { return ship_; }
    bool watching() const { return watching_; }
    SeatState seat(Ship ship) const { return seats_[static_cast<int>(ship)]; }
    /// The AI policy the seat's player said plays it ("heuristic"), "" for a person.
    const std::string& ai(Ship ship) const { return ais_[static_cast<int>(ship)]; }
    /// True when the game waits for this client's ship to act.
    bool my_turn() const;

    /// The message that takes this client back to its place after a reconnect: join with the token
    /// (a player) or watch (a watcher), with the history it has. Precondition: seated or watching.
    ClientMessage rejoin_message() const;
    /// An `act` for `action`, carrying the history length it was chosen at.
    ClientMessage act_message(const rules::Action& action) const;

private:
    bool apply_sync(const Sync& sync, std::string* error, std::vector<rules::GameEvent>* events);
    bool append(std::size_t from, std::span<const HistoryEntry> entries, std::string* error,
                std::vector<rules::GameEvent>* events);

    std::string code_;
    std::string token_;
    std::optional<Ship> ship_;
    bool watching_ = false;
    std::array<SeatState, 2> seats_{};
    std::array<std::string, 2> ais_{};
    std::optional<GameStart> start_;
    std::optional<rules::GameState> state_;
    std::vector<HistoryEntry> history_;
};

}  // namespace entanglion::protocol
