#pragma once
/// Internal: records written before version 3, converted once, when they are read
/// (record_from_json). Nothing else knows about them; docs/record-format.md describes both.
///
/// - Version 2 with a `seed`: the seed meant the setup generate_setup dealt with that generator (the
///   older shuffled-deck setup). Its shuffles and rolls are turned into the setup's chance outcomes
///   (the components laid, the first player's rolls, the Centarious dice, the six cards dealt), so
///   the record starts like any new game. Its history already lists every outcome.
/// - Version 1: each action listed what a chance source was asked for it (dice, picks,
///   measurements, and the shuffles of rebuilt piles, from which the draws followed), either as a
///   script or as a seeded generator continuing after the setup. The record is replayed once with
///   that source, each draw answered by the order the shuffles gave, and written down as the chance
///   outcomes the game met.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "game/rules/record.h"

namespace entanglion::rules {

/// `record` (top level read: difficulty, variant, seed, setup) completed from the version 1 file
/// `j` and converted. Throws record_json::JsonProblem for a malformed value; returns nullopt with
/// `error` ("<source>: action 7: ...") when the record does not replay.
std::optional<GameRecord> convert_version1(const nlohmann::json& j, GameRecord record, std::string_view source,
                                           std::string* error);

/// A version 2 record whose setup is its seed's (its history read), with that setup as chance
/// outcomes.
std::optional<GameRecord> convert_version2_seeded_setup(GameRecord record, std::string_view source, std::string* error);

}  // namespace entanglion::rules
