// A client's copy of a network game (client_game.h).
#include "server/protocol/client_game.h"

namespace entanglion::protocol {

bool ClientGame::apply(const ServerMessage& message, std::string* error, std::vector<rules::GameEvent>* events) {
    if (const auto* seated = std::get_if<Seated>(&message)) {
        code_ = seated->code;
        token_ = seated->token;
        ship_ = seated->ship;
        watching_ = false;
        return true;
    }
    if (const auto* watching = std::get_if<Watching>(&message)) {
        code_ = watching->code;
        token_.clear();
        ship_.reset();
        watching_ = true;
        return true;
    }
    if (const auto* sync = std::get_if<Sync>(&message)) return apply_sync(*sync, error, events);
    if (const auto* entries = std::get_if<Entries>(&message)) {
        if (!state_) {
            *error = "entries before the game's sync";
            return false;
        }
        return append(entries->from, entries->entries, error, events);
    }
    if (const auto* presence = std::get_if<Presence>(&message)) {
        seats_[static_cast<int>(presence->ship)] = presence->state;
        ais_[static_cast<int>(presence->ship)] = presence->ai;
    }
    return true;
}

bool ClientGame::apply_sync(const Sync& sync, std::string* error, std::vector<rules::GameEvent>* events) {
    std::optional<GameStart> start = game_start_from_json(sync.start, error);
    if (!start) return false;
    if (sync.from != 0) {
        // A sync that goes on from what this copy has: the same game, the next entries.
        if (!state_ || start != start_) {
            *error = "a sync from entry " + std::to_string(sync.from) + " for a game this client does not have";
            return false;
        }
        if (!append(sync.from, sync.entries, error, events)) return false;
        seats_ = sync.seats;
        ais_ = sync.ais;
        return true;
    }
    // From the start: a fresh copy, swapped in only when every entry fits.
    ClientGame fresh = *this;
    fresh.start_ = std::move(start);
    fresh.state_.emplace(fresh.start_->state());
    fresh.history_.clear();
    if (!fresh.append(0, sync.entries, error, events)) return false;
    fresh.seats_ = sync.seats;
    fresh.ais_ = sync.ais;
    *this = std::move(fresh);
    return true;
}

bool ClientGame::append(std::size_t from, std::span<const HistoryEntry> entries, std::string* error,
                        std::vector<rules::GameEvent>* events) {
    if (from != history_.size()) {
        *error = "entries from " + std::to_string(from) + " when this client has " + std::to_string(history_.size());
        return false;
    }
    rules::GameState next = *state_;
    std::vector<rules::GameEvent> new_events;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        std::string problem;
        if (!apply_entry(next, entries[i], &problem, &new_events)) {
            *error = "history entry " + std::to_string(from + i) + " (" + entry_to_string(entries[i]) + "): " + problem;
            return false;
        }
    }
    *state_ = next;
    history_.insert(history_.end(), entries.begin(), entries.end());
    if (events) events->insert(events->end(), new_events.begin(), new_events.end());
    return true;
}

bool ClientGame::my_turn() const {
    if (!state_ || !ship_ || state_->is_over() || state_->at_chance_node()) return false;
    return state_->acting_player() == *ship_;
}

ClientMessage ClientGame::rejoin_message() const {
    if (watching_) return Watch{code_, history_.size()};
    return Join{code_, token_, history_.size()};
}

ClientMessage ClientGame::act_message(const rules::Action& action) const { return Act{action, history_.size()}; }

}  // namespace entanglion::protocol
