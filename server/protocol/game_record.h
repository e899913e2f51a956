#pragma once
/// A network game's record: the one place where a game's start and history become a record
/// (docs/record-format.md) and a record's start is read back. The server's `export`, the `sync`
/// message's start and each client's local copy (which `entanglion-cli play --resume` goes on with
/// hot-seat) are all built here.

#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>

#include "game/rules/record.h"
#include "server/protocol/history.h"

namespace entanglion::protocol {

/// What a game starts from: a new game of a difficulty and rules variant, at its setup's first
/// chance node (rules::GameState(difficulty, variant)). The setup's outcomes are the history's first
/// entries, dealt by the server like every other chance outcome.
struct GameStart {
    int difficulty = 1;
    rules::RulesVariant variant = rules::RulesVariant::kBoard;
    rules::GameState state() const { return rules::GameState(difficulty, variant); }
    friend bool operator==(const GameStart&, const GameStart&) = default;
};

/// The record of a game: a new game of the start's difficulty and variant, then the history (no
/// seed: the seed would tell every future chance outcome).
rules::GameRecord record_of(const GameStart& start, std::span<const HistoryEntry> history);

/// The record's JSON as a value (record_to_json, parsed back), for embedding in a message.
nlohmann::json record_json_of(const GameStart& start, std::span<const HistoryEntry> history);

/// The start of the game a record (as a JSON value) describes; its history, when it has one, is
/// ignored. On a problem returns nullopt with `error` ("setup: /variant: ...", or a record with an
/// explicit setup, which no network game has).
std::optional<GameStart> game_start_from_json(const nlohmann::json& record, std::string* error);

}  // namespace entanglion::protocol
