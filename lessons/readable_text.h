#pragma once
/// Lesson texts name moves by their file ids ("H:MERCURIAL, CNOT:RUBICON"), which the CLI's users
/// type; the app's learners should read words instead ("H for Mercurial, CNOT for Rubicon").

#include <string>
#include <string_view>

namespace entanglion::lessons {

/// `text` with every GATE:SHIP id (any gate of gate.h, either ship, any letter case) replaced by
/// `pattern` with "%1" the gate and "%2" the ship ("%1 for %2" gives "H for Mercurial"; a translated
/// text passes its language's whole phrase, "%1 para %2", so it can order and decline the words
/// itself). Everything else is left as it is.
std::string readable_move_ids(std::string_view text, std::string_view pattern = "%1 for %2");

}  // namespace entanglion::lessons
