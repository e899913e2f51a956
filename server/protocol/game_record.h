#pragma once
/// A network game's record: the one place where a game's setup and history become a record
/// (docs/record-format.md, version 2) and a record's setup is read back. The server's `export`, the
/// `sync` message's setup and each client's local copy (which `entanglion-cli play --resume` goes
/// on with hot-seat) are all built here.

#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>

#include "game/rules/record.h"
#include "server/protocol/history.h"

namespace entanglion::protocol {

/// What a game starts from: the setup the players see (the face-down piles as counts: see
/// public_setup in server/core/chance_sampling.h), and the difficulty it was dealt at.
struct GameStart {
    rules::GameSetup setup;
    int difficulty = 1;
    friend bool operator==(const GameStart&, const GameStart&) = default;
};

/// The record of a game: version 2, the explicit setup (no seed: the seed would tell every future
/// chance outcome), the history grouped as the record format wants it (each action with the chance
/// outcomes after it). Precondition: `history` starts with an action (or is empty).
rules::GameRecord record_of(const GameStart& start, std::span<const HistoryEntry> history);

/// The record's JSON as a value (record_to_json, parsed back), for embedding in a message.
nlohmann::json record_json_of(const GameStart& start, std::span<const HistoryEntry> history);

/// The start of the game a record (as a JSON value) describes; its history, when it has one, is
/// ignored. On a problem returns nullopt with `error` ("setup: /setup/hands: ...").
std::optional<GameStart> game_start_from_json(const nlohmann::json& record, std::string* error);

}  // namespace entanglion::protocol
