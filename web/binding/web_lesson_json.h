#pragma once
/// The lesson session's facts as JSON for the browser (web/binding/README.md): the lesson's texts in
/// one language, its goal, cards, moves played, the live state, the refusal and the feedback on the
/// goal. Typed data (ids, numbers, kets as the engine formats them) plus the core's English lines
/// (describe_goal, miss_text, the runner's refusal message), never a decision of the page's own.

#include <nlohmann/json.hpp>
#include <string>

#include "lessons/language.h"
#include "lessons/session/lesson_session.h"
#include "lessons/session/measurement_session.h"

namespace entanglion::web {

using nlohmann::json;

/// {"id", "row", "title", "rules", "budget", "measure"} of every lesson, titles in `language`.
json lesson_list_json(const lessons::LessonSession& session, lessons::Language language);
/// Everything the lesson page draws: {"open": false} when no lesson is open. With a `move_pattern`
/// ("%1 for %2", the page's words) the lesson's texts name moves in words as the app shows them
/// ("H for Mercurial", lessons/readable_text.h); empty: as the lesson files (and the CLI) write them.
json lesson_view_json(const lessons::LessonSession& session, lessons::Language language, std::string_view move_pattern);
/// "malformed", "card_not_allowed", "card_used_up", "over_budget", "already_solved" ("none" when accepted).
std::string_view move_error_id(lessons::MoveError error);
/// A refused move: {"ok": false, "refusal": id, "problem": the runner's English, "move", "limit"}.
json refusal_json(const lessons::MoveResult& result);
/// The last shots: counts and exact probabilities of 00, 01, 10, 11, the correlation verdict, the
/// correlation <Z(x)Z> in the bases (P(equal) - P(different)), exact and as counted.
json shots_json(const lessons::MeasurementSession& measurement);
/// `shots` measurements of `state` in `bases_text` ("ZZ", "XX", "ZX", "XZ") by `measurement`, the
/// state untouched: shots_json, or a refusal (`bad_seed`, `bad_bases`, `bad_shots`). The generator
/// restarts only when `seed_text` (decimal, 0..2^64 - 1) is another seed than the last, so a new seed
/// gives the counts `entanglion-cli state --shots N --seed S` prints and the same seed draws on, as
/// the app's Measure button does. Both the lessons and the table measure through it.
json measure_json(lessons::MeasurementSession& measurement, const TwoQubitState& state, const std::string& seed_text,
                  int shots, const std::string& bases_text);

}  // namespace entanglion::web
