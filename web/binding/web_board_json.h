#pragma once
/// The printed board as the map draws it (web/binding/README.md, `Table.board()`), read from
/// game/board: the planets with their map positions and kets, the paths with their cards, label and
/// which ships' lines they are, and the grey CNOT entry lines. Drawing data only, no rule.

#include <nlohmann/json.hpp>

#include "game/board/board.h"

namespace entanglion::web {

/// {"planets": [{"id", "name", "galaxy", "map": {"x", "y"}, "ket"}], "paths": [{"between", "cards",
/// "label", "mercurial", "rubicon"}], "entry_lines": [{"centarious", "superious", "entanglion"}]}.
nlohmann::json board_json(const Board& board);

}  // namespace entanglion::web
