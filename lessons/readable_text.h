#pragma once
/// Lesson texts name moves by their file ids ("H:MERCURIAL, CNOT:RUBICON"), which the CLI's users
/// type; the app's learners should read words instead ("H for Mercurial, CNOT for Rubicon").

#include <string>
#include <string_view>

namespace entanglion::lessons {

/// `text` with every GATE:SHIP id (any gate of gate.h, either ship, any letter case) replaced by
/// "GATE for Ship" (`connector` is the word between, so a translated text can use its own: "H para
/// Mercurial"). Everything else is left as it is.
std::string readable_move_ids(std::string_view text, std::string_view connector = "for");

}  // namespace entanglion::lessons
