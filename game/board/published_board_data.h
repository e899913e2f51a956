#pragma once
/// The text of game/board/published-board.json, compiled into the library (CMake generates the
/// definition from the file at configure time) so no program needs the file at run time.

#include <string_view>

namespace entanglion::detail {

extern const std::string_view kPublishedBoardJson;

}  // namespace entanglion::detail
