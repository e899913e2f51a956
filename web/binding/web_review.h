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

/// The most playouts an estimate takes in the page: a long game is reviewed in a few seconds on one
/// core of a school laptop, and the estimate's other settings (seed 1, within 3 points) are the CLI's
/// defaults, so `entanglion-cli review --playouts 256` gives the same review.
inline constexpr int kPageReviewPlayouts = 256;

/// Reviews `record` with `max_playouts` playouts at most per estimate; `seats` says which ships an AI
/// partner played. nullopt with the reason when the record does not replay.
std::optional<nlohmann::json> review_json_of(const rules::GameRecord& record, const analysis::Seats& seats,
                                             int max_playouts, std::string* error);

}  // namespace entanglion::web
