#pragma once
/// The review of a finished game for the page (web/binding/README.md): what `entanglion-cli review
/// --json` writes, made by the same code (cli/review_output.h) on the calling thread, plus each key
/// moment's entry as the typed events the page words in its language.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "game/analysis/review.h"
#include "game/rules/record.h"

namespace entanglion::web {

/// Reviews `record` with `max_playouts` playouts at most per estimate; `seats` says which ships an AI
/// partner played. nullopt with the reason when the record does not replay.
std::optional<nlohmann::json> review_json_of(const rules::GameRecord& record, const analysis::Seats& seats,
                                             int max_playouts, std::string* error);

}  // namespace entanglion::web
