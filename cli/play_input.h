#pragma once
/// The terminal game's input, shared by hot-seat `play` and network `play --server`: the legal
/// actions listed by number, and a line read as a number from that list or an action's text.

#include <optional>
#include <string>

#include "game/rules/action.h"

namespace entanglion::cli {

/// "  1) MERCURIAL navigate H" for each action.
void print_actions(const rules::ActionList& legal);
/// The action a line names: its number in `legal`, or its text ("MERCURIAL navigate H"). nullopt
/// with `error` set otherwise.
std::optional<rules::Action> read_action(const std::string& line, const rules::ActionList& legal, std::string* error);

}  // namespace entanglion::cli
