#pragma once
/// The AI's reason for a move, kept in the game record as the action's annotation
/// (RecordedAction::annotation, docs/record-format.md#annotations): {"by": "search", "reason":
/// "search_best", "wins": 41, ...}. The note holds the typed fields of Explanation, never words, so a resumed game or a
/// step-through words the reason again in the reader's language. The action itself is the record's and is not repeated.

#include <optional>
#include <string>
#include <string_view>

#include "game/policies/explanation.h"

namespace entanglion::policies {

/// The note of `why`, chosen by the policy named `policy`: a compact JSON object.
std::string explanation_note(std::string_view policy, const Explanation& why);

/// What a note says: the policy's name and its explanation of `action`.
struct ExplanationNote {
    std::string policy;
    Explanation why;
};

/// Reads a note written by explanation_note() for the recorded `action`. Returns nullopt with `error`
/// ("note/<field>: ...") when the note is not one (a hand-edited file, another program's note).
std::optional<ExplanationNote> read_explanation_note(std::string_view note, const rules::Action& action,
                                                     std::string* error);

}  // namespace entanglion::policies
